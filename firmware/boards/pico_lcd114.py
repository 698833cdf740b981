"""Pico + Waveshare Pico-LCD-1.14 (ST7789 240x135, joystick + keys A/B): the reference board.
Pins per Waveshare's Pico-LCD-1.14 wiki; the panel sits at offset (40, 53) in the ST7789's RAM.
The facts below are plain data (the host reads them without `machine`: firmware/boards/__init__.py
lists them); make_board() makes the hardware."""

REFERENCE = True  # the default board of the simulator, the web page and `make build`
WIDTH = 240
HEIGHT = 135
MONO = False
RUNTIME = "micropython"
CHIP = "rp2040"  # make firmware BOARD=pico_lcd114 builds its UF2 (tools/rp2040/)
DRIVERS = ("st7789", "st7789_dma", "rgb565", "rgb565_m0", "buttons")  # firmware/drivers/ modules a build carries
MIP = ()  # micropython-lib packages `make flash` installs
BOT_BUDGET_MS = 800  # ms a hard computer move searches at most (firmware/players.py, README)
STORAGE = ""  # the app's files: the flash's root (the cwd)
SAVES = "save/"  # the save's folder in the storage (littlefs: firmware/savedir.py)
# (label, op name, gpio): joystick up/down = UP/DOWN, left = PREV, right = NEXT, press and key A = OK,
# key B = BACK.  The order is the scan order (the first pressed one wins).
KEYS = (("up", "UP", 2), ("down", "DOWN", 18), ("left", "PREV", 16), ("right", "NEXT", 20),
        ("press", "OK", 3), ("A", "OK", 15), ("B", "BACK", 17))
# A piezo buzzer is not part of this board; wire one to a free GPIO and name it here to get key
# blips (Settings: sound), e.g. BUZZER = 22, and add "buzzer" to DRIVERS (firmware/drivers/buzzer.py).
BUZZER = None
# the simulator's drawing of the board (host_sim/window.py): body colour; per label (side of the
# screen, dx from that side's centre, quarters of the screen height down, dy)
LABEL = "Wide colour 240×135"  # the browser page's Screen list (tools/web_build.py)
SKIN = {"body": (20, 24, 30),
        "at": {"up": ("left", -4, 2, -36), "down": ("left", -4, 2, 36), "left": ("left", -40, 2, 0),
               "right": ("left", 32, 2, 0), "press": ("left", -4, 2, 0),
               "A": ("right", 0, 2, -40), "B": ("right", 0, 2, 40)}}


def make_board():
    from machine import PWM, SPI, Pin, idle, soft_reset

    from firmware.drivers import buttons_setup, st7789_dma, st7789_setup
    from firmware.drivers.buttons import Buttons
    from firmware.drivers.st7789 import ST7789, PanelBoard
    st7789_setup.spi_from_sys_clock()  # the SPI at 62.5 MHz, not 24 (dropped with the panel's set-up)
    spi = SPI(1, 62_500_000, sck=Pin(10), mosi=Pin(11), miso=None)  # else SPI1 claims GPIO 8 (DC)
    panel = ST7789(spi, dc=Pin(8, Pin.OUT), cs=Pin(9, Pin.OUT), rst=Pin(12, Pin.OUT), width=WIDTH, height=HEIGHT,
                   xoff=40, yoff=53, madctl=0x70)
    st7789_dma.setup(panel, spi)  # its bands sent by DMA, the next converted meanwhile
    return PanelBoard(globals(), panel, buttons_setup.on_gpio(Buttons, KEYS, Pin), backlight=PWM(Pin(13)),
                      buzzer=None if BUZZER is None else PWM(Pin(BUZZER)), relaunch=soft_reset, idle=idle)
