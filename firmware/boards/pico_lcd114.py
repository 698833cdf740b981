"""Pico + Waveshare Pico-LCD-1.14 (ST7789 240x135, joystick + keys A/B): the reference board.
Pins per Waveshare's Pico-LCD-1.14 wiki; the panel sits at offset (40, 53) in the ST7789's RAM."""
from machine import PWM, SPI, Pin, freq, soft_reset

from firmware.buttons import Buttons
from firmware.st7789 import ST7789Board

# (gpio, op): joystick up/down = UP/DOWN, left = PREV, right = NEXT, press and key A = OK, key B = BACK.
_KEYS = ((2, 5), (18, 6), (16, 1), (20, 2), (3, 3), (15, 3), (17, 4))


# A piezo buzzer is not part of this board; wire one to a free GPIO and name it here to get key
# blips (Settings: sound), e.g. BUZZER = 22.
BUZZER = None


def make_board():
    buttons = Buttons([(Pin(g, Pin.IN, Pin.PULL_UP), op) for g, op in _KEYS])
    # clk_peri from the system PLL, not the 48 MHz USB PLL: the SPI then runs at 62.5 MHz, not 24
    # (a 240x135 frame 8.3 ms on the wire, not 21.6; tools/rp2040/figures.py)
    try:
        freq(freq(), freq())  # type: ignore[call-overload]  # (cpu_hz, peri_hz): the stub has one
    except (TypeError, ValueError):
        pass  # a MicroPython without the second argument: the SPI stays at 24 MHz
    spi = SPI(1, 62_500_000, sck=Pin(10), mosi=Pin(11), miso=None)  # else SPI1 claims GPIO 8 (DC)
    return ST7789Board("pico_lcd114", spi, Pin(8, Pin.OUT), Pin(9, Pin.OUT), Pin(12, Pin.OUT), PWM(Pin(13)),
                       buttons, 40, 53, soft_reset,
                       None if BUZZER is None else PWM(Pin(BUZZER)))
