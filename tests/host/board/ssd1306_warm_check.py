"""Runs under real MicroPython: the SSD1306 board (firmware/boards/pico_ssd1306.py) on fake
hardware sets its panel up after a power-on, and after a soft reset (SDA still the I2C's, as the
RP2040's GPIOs stay) leaves the panel's picture alone: no init, whose black frame would blank the
glass between the launcher and the table.  Prints CHECK lines the host test reads."""
import sys

import framebuf


class Pin:
    OUT = 1
    IN = 0
    PULL_UP = 2
    alt = {}  # gpio -> the function a "soft reset" left it in

    def __init__(self, n, mode=None, pull=None):
        self.n = n

    def __str__(self):  # as the rp2 port prints a pin
        a = Pin.alt.get(self.n)
        return "Pin(GPIO%d, mode=ALT, alt=%s)" % (self.n, a) if a else "Pin(GPIO%d, mode=ALT, alt=31)" % self.n

    def value(self):
        return 1


class I2C:
    def __init__(self, n, sda, scl):
        Pin.alt[sda.n] = "I2C0_SDA"  # the I2C takes its pins


def _idle():
    pass


class Machine:
    Pin = Pin
    I2C = I2C
    idle = _idle


class SSD1306_I2C(framebuf.FrameBuffer):
    log = []

    def __init__(self, w, h, i2c):
        self.width, self.height = w, h
        self.buffer = bytearray(w * h // 8)
        super().__init__(self.buffer, w, h, framebuf.MONO_VLSB)
        self.init_display()

    def init_display(self):
        SSD1306_I2C.log.append("init")  # display off, set up, a black frame

    def poweron(self):
        SSD1306_I2C.log.append("on")

    def write_cmd(self, c):
        pass

    def write_data(self, b):
        pass


class Ssd1306:
    pass


Ssd1306.SSD1306_I2C = SSD1306_I2C
sys.modules["machine"] = Machine
sys.modules["ssd1306"] = Ssd1306
from firmware.boards import pico_ssd1306  # noqa: E402

pico_ssd1306.make_board()
print("CHECK cold_init", SSD1306_I2C.log == ["init"])
SSD1306_I2C.log = []
b = pico_ssd1306.make_board()  # after a soft reset: the pins as the last run left them
print("CHECK warm_no_init", SSD1306_I2C.log == ["on"])
print("CHECK init_kept", SSD1306_I2C.init_display is not pico_ssd1306._warm)
b.fb.pixel(3, 3, 1)
b.show()
print("CHECK first_show_whole", b.win.sent_pages == 8)


# the ST7789 (firmware/drivers/st7789.py): reset and woken after a power-on (its reset line an
# output still low), left alone after a soft reset (the line as the last run left it: high)
class Line:
    def __init__(self, v):
        self.v = v
        self.log = []

    def __call__(self, v):
        self.log.append(v)
        self.v = v

    def value(self):
        return self.v


class Bus:
    def __init__(self):
        self.cmds = []
        self.dc = None

    def write(self, b):
        if self.dc.v == 0:
            self.cmds.append(b[0])


from firmware.drivers.st7789 import ST7789  # noqa: E402

for v, name, want_rst, sleep_out in ((0, "st7789_cold", [0, 1], True), (1, "st7789_warm", [], False)):
    bus = Bus()
    bus.dc = Line(1)
    rst = Line(v)
    ST7789(bus, bus.dc, Line(1), rst)
    print("CHECK", name, rst.log == want_rst and (0x11 in bus.cmds) == sleep_out and 0x29 in bus.cmds)
