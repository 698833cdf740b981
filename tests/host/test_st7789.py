"""The ST7789 board driver's 4-bit -> RGB565 path and buttons, on real MicroPython with fake
SPI and pins: what show() streams to the panel is each pixel's palette colour, big-endian."""

from tests.host.board import checks


def test_driver_streams_palette_colours_and_reads_buttons():
    assert checks("st7789_check.py") == ["len", "red", "black", "last", "palette", "press", "release", "buzzer",
                                         "relaunch", "unchanged", "one_band", "right_block", "span", "palette_change"]
