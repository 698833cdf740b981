"""Pimoroni PicoSystem (RP2040, ST7789 240x240 on SPI0, d-pad + A/B/X/Y) on stock MicroPython.
Pins per Pimoroni's PicoSystem pinout (LCD reset 4, CS 5, SCK 6, MOSI 7, DC 9, backlight 12,
piezo 11; buttons Y 16, X 17, A 18, B 19, down 20, right 21, left 22, up 23).  The square panel
sits at (0, 0) of the controller's RAM.  The 4-bit framebuffer is 28.8 KiB (240x240 / 2)."""
from machine import PWM, SPI, Pin, freq, soft_reset

from firmware.buttons import Buttons
from firmware.st7789 import ST7789Board

# (gpio, op): d-pad up/down = UP/DOWN, left = PREV, right = NEXT, A = OK, B = BACK, X = OK, Y = BACK
_KEYS = ((23, 5), (20, 6), (22, 1), (21, 2), (18, 3), (19, 4), (17, 3), (16, 4))

# The PicoSystem has a piezo on GPIO 11: key blips (Settings: sound).
BUZZER = 11


def make_board():
    buttons = Buttons([(Pin(g, Pin.IN, Pin.PULL_UP), op) for g, op in _KEYS])
    # clk_peri from the system PLL, not the 48 MHz USB PLL: the SPI then runs at 62.5 MHz, not 24
    # (a 240x135 frame 8.3 ms on the wire, not 21.6; tools/rp2040/figures.py)
    try:
        freq(freq(), freq())  # type: ignore[call-overload]  # (cpu_hz, peri_hz): the stub has one
    except (TypeError, ValueError):
        pass  # a MicroPython without the second argument: the SPI stays at 24 MHz
    spi = SPI(0, 62_500_000, sck=Pin(6), mosi=Pin(7), miso=None)  # else SPI0 claims GPIO 16 (Y)
    return ST7789Board("picosystem", spi, Pin(9, Pin.OUT), Pin(5, Pin.OUT), Pin(4, Pin.OUT), PWM(Pin(12)),
                       buttons, 0, 0, soft_reset, PWM(Pin(BUZZER)), 240, 240, 0x00)
