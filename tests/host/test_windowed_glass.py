"""Windowed display updates (firmware/drivers/st7789.py, firmware/drivers/oled.py) put on the
glass exactly what whole frames put there, over a scripted game on real MicroPython, and send
far fewer bytes; the native conversion (firmware/drivers/rgb565.py) gives framebuf's blit's
bytes (tests/host/board/window_check.py).  The SSD1306 both ways: the driver's write_cmd/write_data
(SPI, fakes) and the I2C bus's writes that micropython-lib's SSD1306_I2C gives the pico_ssd1306."""

from tests.host.board import checks


def test_windowed_updates_reproduce_whole_frames_colour_and_mono():
    assert checks("window_check.py", heap="2M") == ["native", "colour_frames", "colour_same", "colour_fewer",
                                                    "mono_frames", "mono_same", "mono_fewer", "mono_columns",
                                                    "mono_i2c_frames", "mono_i2c_same", "mono_i2c_fewer",
                                                    "mono_i2c_writes"]
