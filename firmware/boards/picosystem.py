"""Pimoroni PicoSystem (RP2040, ST7789 240x240 on SPI0, d-pad + A/B/X/Y) on stock MicroPython.
Pins per Pimoroni's PicoSystem pinout (LCD reset 4, CS 5, SCK 6, MOSI 7, DC 9, backlight 12,
piezo 11; buttons Y 16, X 17, A 18, B 19, down 20, right 21, left 22, up 23).  The square panel
sits at (0, 0) of the controller's RAM.  The 4-bit framebuffer is 28.8 KiB (240x240 / 2).
The facts below are plain data (firmware/boards/__init__.py lists them); make_board() makes the
hardware."""

WIDTH = 240
HEIGHT = 240
MONO = False
RUNTIME = "micropython"
CHIP = "rp2040"  # make firmware BOARD=picosystem builds its UF2 (tools/rp2040/)
DRIVERS = ("st7789", "st7789_dma", "rgb565", "rgb565_m0", "buttons", "buzzer")  # firmware/drivers/ modules built in
MIP = ()  # micropython-lib packages `make flash` installs
BOT_BUDGET_MS = 800  # ms a hard computer move searches at most (firmware/players.py, README)
STORAGE = ""
SAVES = "save/"  # the save's folder in the storage (littlefs: firmware/savedir.py)
# (label, op name, gpio): d-pad up/down = UP/DOWN, left = PREV, right = NEXT, A = OK, B = BACK, X = OK, Y = BACK
KEYS = (("up", "UP", 23), ("down", "DOWN", 20), ("left", "PREV", 22), ("right", "NEXT", 21),
        ("A", "OK", 18), ("B", "BACK", 19), ("X", "OK", 17), ("Y", "BACK", 16))
# The PicoSystem has a piezo on GPIO 11: key blips (Settings: sound).
BUZZER = 11


LABEL = "Square colour 240×240"  # the browser page's Screen list (tools/web_build.py)


def make_board():
    from machine import PWM, SPI, Pin, idle, soft_reset

    from firmware.drivers import buttons_setup, st7789_dma, st7789_setup
    from firmware.drivers.buttons import Buttons
    from firmware.drivers.st7789 import ST7789, PanelBoard
    st7789_setup.spi_from_sys_clock()  # the SPI at 62.5 MHz, not 24 (dropped with the panel's set-up)
    spi = SPI(0, 62_500_000, sck=Pin(6), mosi=Pin(7), miso=None)  # else SPI0 claims GPIO 16 (Y)
    panel = ST7789(spi, dc=Pin(9, Pin.OUT), cs=Pin(5, Pin.OUT), rst=Pin(4, Pin.OUT), width=WIDTH, height=HEIGHT,
                   xoff=0, yoff=0, madctl=0x00)
    st7789_dma.setup(panel, spi)  # its bands sent by DMA, the next converted meanwhile
    return PanelBoard(globals(), panel, buttons_setup.on_gpio(Buttons, KEYS, Pin), backlight=PWM(Pin(12)),
                      buzzer=PWM(Pin(BUZZER)), relaunch=soft_reset, idle=idle)
