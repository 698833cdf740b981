"""Pimoroni Pico Display Pack (ST7789 240x135, 4 buttons A/B/X/Y = PREV/NEXT/OK/BACK).
Pins per Pimoroni's pinout; the panel sits at offset (40, 53) in the ST7789's RAM."""
from machine import PWM, SPI, Pin, freq, soft_reset

from firmware.buttons import Buttons
from firmware.st7789 import ST7789Board

_KEYS = ((12, 1), (13, 2), (14, 3), (15, 4))  # (gpio, op): A B X Y


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
    spi = SPI(0, 62_500_000, sck=Pin(18), mosi=Pin(19), miso=None)  # else SPI0 claims GPIO 16 (DC)
    return ST7789Board("pico_display_pack", spi, Pin(16, Pin.OUT), Pin(17, Pin.OUT), Pin(21, Pin.OUT),
                       PWM(Pin(20)), buttons, 40, 53, soft_reset,
                       None if BUZZER is None else PWM(Pin(BUZZER)))
