"""Runs under real MicroPython: windowed updates put on the glass exactly what whole frames put
there.  A scripted game through the app, on a board whose show() is the real display driver
(firmware/drivers/st7789.py on colour, firmware/drivers/oled.py on the SSD1306) talking to a fake
panel that applies each address window as the controller does (ST7789: CASET 0x2A, RASET 0x2B,
RAMWR 0x2C; SSD1306: column 0x21 and page 0x22 in horizontal addressing).  After every show()
the glass is compared with a whole push of the same frame (the ST7789 forced to send every band
to a second panel, converted by framebuf's blit where the first uses the native conversion,
firmware/drivers/rgb565.py; on the SSD1306 the driver's buffer, which a whole push sends as it is).
The ST7789's native path runs under micropython.heap_lock(): a frame allocates nothing.
Prints CHECK lines the host test reads."""
import sys

import micropython

sys.path.insert(0, ".")
from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.drivers.oled import PageWindow  # noqa: E402
from firmware.drivers.st7789 import ST7789  # noqa: E402
from tests.app import mp_app_test as m  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tools.fakes.machine import Pin  # noqa: E402


class Panel:
    """An ST7789's RAM as the bytes it receives build it: 16 bits per pixel, big-endian.  It
    allocates nothing (the driver runs under heap_lock with it)."""

    def __init__(self, dc, w, h, xoff, yoff):
        self.dc, self.w, self.h, self.xoff, self.yoff = dc, w, h, xoff, yoff
        self.ram = bytearray(w * h * 2)
        self.cmd = 0
        self.args = bytearray(4)
        self.na = 0
        self.x0 = self.x1 = self.y0 = self.y1 = self.x = self.y = 0
        self.bytes = 0  # pixel bytes received

    def write(self, b):
        if not self.dc.value():
            self.cmd = b[0]
            self.na = 0
            if self.cmd == 0x2C:
                self.x = self.x0
                self.y = self.y0
            return
        if self.cmd == 0x2A or self.cmd == 0x2B:
            for v in b:
                self.args[self.na] = v
                self.na += 1
            if self.na == 4:
                a0 = (self.args[0] << 8) | self.args[1]
                a1 = (self.args[2] << 8) | self.args[3]
                if self.cmd == 0x2A:
                    self.x0 = a0 - self.xoff
                    self.x1 = a1 - self.xoff
                else:
                    self.y0 = a0 - self.yoff
                    self.y1 = a1 - self.yoff
            return
        if self.cmd != 0x2C:
            return
        self.bytes += len(b)
        ram = self.ram
        i = 0
        n = len(b)
        while i < n:  # pixel by pixel through the window, as the controller fills it
            at = (self.y * self.w + self.x) * 2
            ram[at] = b[i]
            ram[at + 1] = b[i + 1]
            i += 2
            self.x += 1
            if self.x > self.x1:
                self.x = self.x0
                self.y += 1
                if self.y > self.y1:  # past the window's end: back to its start
                    self.y = self.y0


class Oled:
    """An SSD1306's RAM (128 columns x 8 pages here) as its I2C writes build it."""

    def __init__(self, w, h):
        self.width, self.height = w, h
        self.buffer = None
        self.ram = bytearray(w * h // 8)
        self.cmds = []
        self.bytes = 0

    def write_cmd(self, c):
        self.cmds.append(c)
        if len(self.cmds) == 6 and self.cmds[0] == 0x21 and self.cmds[3] == 0x22:
            self.c0, self.c1, self.p0, self.p1 = self.cmds[1], self.cmds[2], self.cmds[4], self.cmds[5]
            self.c, self.p = self.c0, self.p0
            self.cmds = []

    def write_data(self, b):
        self.bytes += len(b)
        for v in b:
            self.ram[self.p * self.width + self.c] = v
            self.c += 1
            if self.c > self.c1:
                self.c = self.c0
                self.p += 1
                if self.p > self.p1:  # past the window's end: back to its start
                    self.p = self.p0


class OledI2C(Oled):
    """The same RAM reached as micropython-lib's SSD1306_I2C reaches it: `i2c` and `addr`, the
    driver's window in one writeto (control byte 0x00, then the six commands) and a run's data in
    one writevto (control byte 0x40, then the pages' columns): PageWindow's path on a real board.
    Its write_cmd/write_data are not to be called (the bus is the path): they count if they are."""

    def __init__(self, w, h):
        Oled.__init__(self, w, h)
        self.i2c = self
        self.addr = 0x3C
        self.windows = 0
        self.runs = 0
        self.stray = 0

    def writeto(self, addr, buf):
        if addr == self.addr and len(buf) == 7 and buf[0] == 0x00:  # control byte 0x00: commands
            self.windows += 1
            for c in buf[1:]:
                Oled.write_cmd(self, c)
        else:
            self.stray += 1

    def writevto(self, addr, vec):
        if addr == self.addr and bytes(vec[0]) == b"\x40":  # control byte 0x40: data
            self.runs += 1
            for b in vec[1:]:
                Oled.write_data(self, b)
        else:
            self.stray += 1

    def write_cmd(self, c):
        self.stray += 1

    def write_data(self, b):
        self.stray += 1


class GlassBoard(FakeBoard):
    def __init__(self, mono, i2c=False):
        if mono:
            FakeBoard.__init__(self, 128, 64, True)
            self.oled = OledI2C(128, 64) if i2c else Oled(128, 64)
            self.oled.buffer = self.buf
            self.win = PageWindow(self.oled)
        else:
            FakeBoard.__init__(self, 240, 135, False)
            dc = Pin(8, Pin.OUT)  # the fake hardware's pins (tools/fakes/machine.py): the resets high, a warm panel
            self.glass = Panel(dc, 240, 135, 40, 53)
            self.panel = ST7789(self.glass, dc, Pin(9, Pin.OUT), Pin(12, Pin.OUT))
            self.buf, self.fb, self.palette = self.panel.buf, self.panel.fb, self.panel.palette
            dc2 = Pin(16, Pin.OUT)
            self.whole = Panel(dc2, 240, 135, 40, 53)
            self.ref = ST7789(self.whole, dc2, Pin(17, Pin.OUT), Pin(21, Pin.OUT))  # the same frame, every band sent,
            self.ref._conv = None  # converted by framebuf's blit, not the native conversion
        self.frames = 0
        self.same = 0
        self.full_bytes = 0
        self.page_bytes = 0

    def show(self):
        FakeBoard.show(self)
        self.frames += 1
        if self.mono:
            self.win.show()
            self.full_bytes += len(self.buf)
            self.page_bytes += self.win.sent_pages * 128  # the changed pages' whole rows
            self.same += self.oled.ram == self.buf
            return
        if self.panel._conv is not None:
            micropython.heap_lock()  # the native path allocates nothing (MemoryError if it did)
        try:
            self.panel.show()
        finally:
            micropython.heap_unlock()
        r = self.ref
        r.buf[:] = self.buf
        r._pbuf[:] = self.panel._pbuf
        for k in range(len(r._crc)):
            r._crc[k] = -1
        r._blank = True
        r.show()
        self.full_bytes += r.sent_bytes
        self.same += self.glass.ram == self.whole.ram


def play(mono, i2c=False):
    b = GlassBoard(mono, i2c)
    m.clean(b)
    app = App(b)
    app.timeout = 0
    clk = m.Clock()
    m.start(app, b, 0, clk)
    m.drive(app, b, [ops.NEXT, ops.NEXT, ops.PREV, ops.OK, ops.OK, ops.NEXT, ops.OK, ops.OK] * 6, clk)
    sent = b.oled.bytes if mono else b.glass.bytes
    kind = ("mono_i2c" if i2c else "mono") if mono else "colour"
    if not mono:
        print("CHECK native %s" % (b.panel._conv is not None))
    print("CHECK %s_frames %s" % (kind, b.frames > 40))
    print("CHECK %s_same %s" % (kind, b.same == b.frames))
    print("CHECK %s_fewer %s" % (kind, 0 < sent < b.full_bytes // 2))
    if mono and not i2c:  # of a changed page only the columns that changed: fewer bytes than its whole row
        print("CHECK mono_columns %s" % (0 < sent < b.page_bytes * 9 // 10))
    if i2c:  # a run of pages is two bus writes (its window, its data), never a write a command
        o = b.oled
        print("CHECK mono_i2c_writes %s" % (o.stray == 0 and 0 < o.windows == o.runs))
    print("INFO %s frames %d, bytes windowed %d, whole %d, changed pages %d" % (kind, b.frames, sent, b.full_bytes,
                                                                               b.page_bytes))
    m.clean(b)


play(False)
play(True)
play(True, i2c=True)
