"""A Start (a soft reset into the game) never blanks the panel: the boards' displays are set up
after a power-on and left showing the launcher's last frame after a soft reset, until the
table's frame replaces it (tests/host/board/ssd1306_warm_check.py on real MicroPython: the SSD1306
board and the ST7789 driver)."""

from tests.host.board import checks


def test_ssd1306_board_keeps_a_warm_panel():
    assert checks("ssd1306_warm_check.py") == ["cold_init", "warm_no_init", "init_kept", "first_show_whole",
                                               "st7789_cold", "st7789_warm"]
