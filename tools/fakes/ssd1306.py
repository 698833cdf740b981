"""A stand-in for micropython-lib's `ssd1306` (what firmware/boards/pico_ssd1306.py and
firmware/drivers/oled.py use of SSD1306_I2C), on CPython and on MicroPython (tools/fakes/__init__.py).
As micropython-lib's, the display is a MONO_VLSB FrameBuffer over its `buffer`, its commands and
data go over its `i2c` (tools/fakes/machine.py's I2C records the bytes); `log` records the panel's
life: "init" (init_display: display off, set up, a black frame), "on", "off", ("contrast", c)."""
if __name__ == "__main__":  # run as a script: one line, not an import error's traceback
    raise SystemExit("tools/fakes/ssd1306.py is a module, not a command: tools/fakes/__init__.py installs it")
try:
    import framebuf
except ImportError:  # CPython: the host's (runtimes/cpython.py ensure_framebuf puts it in its place)
    from host_sim import framebuf

log = []


class SSD1306_I2C(framebuf.FrameBuffer):
    def __init__(self, width, height, i2c, addr=0x3C, external_vcc=False):
        self.i2c = i2c
        self.addr = addr
        self.width = width
        self.height = height
        self.external_vcc = external_vcc
        self.pages = height // 8
        self.buffer = bytearray(self.pages * width)
        self.temp = bytearray(2)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self.init_display()

    def init_display(self):
        log.append("init")

    def poweroff(self):
        log.append("off")

    def poweron(self):
        log.append("on")

    def contrast(self, c):
        log.append(("contrast", c))

    def write_cmd(self, cmd):
        self.temp[0] = 0x80  # Co=1, D/C#=0
        self.temp[1] = cmd
        self.i2c.writeto(self.addr, self.temp)

    def write_data(self, buf):
        self.i2c.writevto(self.addr, [b"\x40", buf])

    def show(self):
        for c in (0x21, 0, self.width - 1, 0x22, 0, self.pages - 1):
            self.write_cmd(c)
        self.write_data(self.buffer)
