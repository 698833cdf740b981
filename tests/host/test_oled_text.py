"""The 128x64 board's native text (firmware/drivers/oled_text.py), on real MicroPython: the same
pixels as font.py's blits on a MONO_VLSB screen (tests/host/board/oled_text_check.py)."""

from tests.host.board import checks


def test_native_mono_text_draws_the_blitted_pixels():
    assert checks("oled_text_check.py") == ["bound", "same_pixels", "same_end_x", "handed_back", "boxes_recorded",
                                                "clear_fills", "span_columns"]
