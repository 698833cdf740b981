"""Pimoroni Pico Display Pack (ST7789 240x135, 4 buttons A/B/X/Y = PREV/NEXT/OK/BACK).
Pins per Pimoroni's pinout; the panel sits at offset (40, 53) in the ST7789's RAM.  The facts
below are plain data (firmware/boards/__init__.py lists them); make_board() makes the hardware."""

WIDTH = 240
HEIGHT = 135
MONO = False
RUNTIME = "micropython"
CHIP = "rp2040"  # make firmware BOARD=pico_display_pack builds its UF2 (tools/rp2040/)
DRIVERS = ("st7789", "st7789_dma", "rgb565", "rgb565_m0", "buttons")  # firmware/drivers/ modules a build carries
MIP = ()  # micropython-lib packages `make flash` installs
BOT_BUDGET_MS = 800  # ms a hard computer move searches at most (firmware/players.py, README)
STORAGE = ""
SAVES = "save/"  # the save's folder in the storage (littlefs: firmware/savedir.py)
KEYS = (("A", "PREV", 12), ("B", "NEXT", 13), ("X", "OK", 14), ("Y", "BACK", 15))  # (label, op name, gpio)
# A piezo buzzer is not part of this board; wire one to a free GPIO and name it here to get key
# blips (Settings: sound), e.g. BUZZER = 22, and add "buzzer" to DRIVERS (firmware/drivers/buzzer.py).
BUZZER = None
# the simulator's drawing (host_sim/window.py): A B left of the screen, X Y right of it
LABEL = "Wide colour, 4 keys"  # the browser page's Screen list (tools/web_build.py)
SKIN = {"body": (25, 25, 28),
        "at": {"A": ("left", 0, 1, 0), "B": ("left", 0, 3, 0), "X": ("right", 0, 1, 0), "Y": ("right", 0, 3, 0)}}


def make_board():
    from machine import PWM, SPI, Pin, idle, soft_reset

    from firmware.drivers import buttons_setup, st7789_dma, st7789_setup
    from firmware.drivers.buttons import Buttons
    from firmware.drivers.st7789 import ST7789, PanelBoard
    st7789_setup.spi_from_sys_clock()  # the SPI at 62.5 MHz, not 24 (dropped with the panel's set-up)
    spi = SPI(0, 62_500_000, sck=Pin(18), mosi=Pin(19), miso=None)  # else SPI0 claims GPIO 16 (DC)
    panel = ST7789(spi, dc=Pin(16, Pin.OUT), cs=Pin(17, Pin.OUT), rst=Pin(21, Pin.OUT), width=WIDTH, height=HEIGHT,
                   xoff=40, yoff=53, madctl=0x70)
    st7789_dma.setup(panel, spi)  # its bands sent by DMA, the next converted meanwhile
    return PanelBoard(globals(), panel, buttons_setup.on_gpio(Buttons, KEYS, Pin), backlight=PWM(Pin(20)),
                      buzzer=None if BUZZER is None else PWM(Pin(BUZZER)), relaunch=soft_reset, idle=idle)
