"""Runs under real MicroPython: the SSD1306 board (firmware/boards/pico_ssd1306.py) on the fake
hardware (tools/fakes/) sets its panel up after a power-on, and after a soft reset (SDA still the
I2C's, as the RP2040's GPIOs stay) leaves the panel's picture alone: no init, whose black frame
would blank the glass between the launcher and the table.  Prints CHECK lines the host test reads."""
from tools import fakes
from tools.fakes import machine, ssd1306

fakes.install()
from firmware.boards import pico_ssd1306  # noqa: E402

machine.power_on()
pico_ssd1306.make_board()
print("CHECK cold_init", ssd1306.log == ["init"])
ssd1306.log = []
b = pico_ssd1306.make_board()  # after a soft reset: the pins as the last run left them
print("CHECK warm_no_init", ssd1306.log == ["on"])
print("CHECK init_kept", ssd1306.SSD1306_I2C.init_display is not pico_ssd1306._warm)
b.fb.pixel(3, 3, 1)
b.show()
print("CHECK first_show_whole", b.win.sent_pages == 8)


# the ST7789 (firmware/drivers/st7789.py): reset and woken after a power-on (its reset line an
# output still low), left alone after a soft reset (the line as the last run left it: high)
from firmware.drivers.st7789 import ST7789  # noqa: E402

for v, name, want_rst, sleep_out in ((0, "st7789_cold", [0, 1], True), (1, "st7789_warm", [], False)):
    machine.power_on()
    spi = machine.SPI(1, sck=machine.Pin(10), mosi=machine.Pin(11))
    spi.dc = machine.Pin(8, machine.Pin.OUT)
    rst = machine.Pin(12, machine.Pin.OUT, value=v)
    rst.log = []
    ST7789(spi, spi.dc, machine.Pin(9, machine.Pin.OUT), rst)
    cmds = list(spi.cmds)
    print("CHECK", name, rst.log == want_rst and (0x11 in cmds) == sleep_out and 0x29 in cmds)
