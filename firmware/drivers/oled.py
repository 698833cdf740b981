"""Windowed updates for an SSD1306 (micropython-lib's `ssd1306` driver, I2C or SPI): show() sends
only the pages (8 rows each) whose bytes changed since the last show(), and of those only the
columns from the first to the last that changed; a run of changed pages goes out in one
column/page address window (0x21, 0x22: the run's columns, as the controller's horizontal
addressing mode takes it) unless a page's own window sends fewer bytes (a prompt's few columns
under a seat's whole line). Over I2C a window's six commands go in one write and a run's data in
one more (each write costs a start, the address, a control byte and a Python call: issue 25). A
cursor move sends a few tokens' columns of a page or two, not the frame: 1 KiB at 400 kHz I2C is
about 23 ms on the wire, a page of 128 bytes 3 ms. The frame's bytes are the driver's own
buffer, unchanged: only how they are sent changes. Board files pass in the driver object
(STYLE.md 11)."""

import binascii

try:
    from micropython import const
except ImportError:  # CPython (the simulator, tests)
    def const(x):  # type: ignore[misc]  # the stub is positional-only (`/`), which mpy-cross rejects
        return x

# a window's cost in data bytes on the wire (I2C: its write of 7 bytes and the data write's
# address and control byte, each with its start and stop): a changed page gets a window of its
# own when the run's wider columns would send more than this needlessly
_WIN = const(12)
_DATA = b"\x40"  # the control byte of a data write (Co=0, D/C#=1)


class PageWindow:
    """`oled`: an object with width, height, buffer (MONO_VLSB), write_cmd(c) and write_data(buf)
    (micropython-lib's SSD1306_I2C / SSD1306_SPI)."""

    def __init__(self, oled):
        self.oled = oled
        w = oled.width
        n = oled.height // 8
        mv = memoryview(oled.buffer)
        # made once, so that show() allocates little of its own (the CRCs' long ints, a run's data list)
        self._pages = [mv[p * w:(p + 1) * w] for p in range(n)]
        self._crc = [-1] * n  # per page: CRC32 of its bytes when last sent (-1: never)
        self._dirty = bytearray(n)
        # the bytes as last sent (1 KiB at 128x64), to find where a changed page changed
        self._sent = bytearray(w * n)
        self._lo = bytearray(n)  # per changed page: its first and last changed column
        self._hi = bytearray(n)
        # as micropython-lib's show(): a narrower panel sits in the middle of the 128 columns
        self._x0 = (128 - w) // 2 if w != 128 else 0
        self.sent_pages = 0  # pages sent by the last show() (tests read it)
        # a window's commands (control byte 0x00: all commands), its columns and pages set per run
        self._win = bytearray(b"\x00\x21\x00\x7f\x22\x00\x07")
        # an I2C driver's bus (micropython-lib's SSD1306_I2C: i2c, addr): a window's commands in
        # one write and a run's data in one more, not a write a command and a page; else (SPI,
        # tests' fakes) the driver's write_cmd and write_data
        self._bus = getattr(oled, "i2c", None)
        # whether a page changed and its first and last changed columns, in native code against
        # the bytes sent (drivers/oled_text.py span, set by a board that loads it), else by its CRC
        # and show()'s own loops
        self.span = None

    def show(self):
        crc32 = binascii.crc32
        pages = self._pages
        crc = self._crc
        dirty = self._dirty
        sent = self._sent
        lo = self._lo
        hi = self._hi
        span = self.span
        n = len(crc)
        w = self.oled.width
        for p in range(n):
            dirty[p] = 0
            if span is not None and crc[p] != -1:  # sent before: the page against the bytes
                x = span(pages[p], sent, p * w, w)  # sent, in native code (no CRC needed)
                if x >= 0:
                    dirty[p] = 1
                    lo[p] = x >> 8
                    hi[p] = x & 255
                continue
            c = crc32(pages[p])
            if c != crc[p]:
                dirty[p] = 1
                a = 0
                b = w - 1
                if crc[p] != -1:  # sent before: only its columns from the first change to the last
                    pg = pages[p]
                    k = p * w
                    while pg[a] == sent[k + a]:
                        a += 1
                    while pg[b] == sent[k + b]:
                        b -= 1
                lo[p] = a
                hi[p] = b
            crc[p] = c
        o = self.oled
        x0 = self._x0
        win = self._win
        bus = self._bus
        self.sent_pages = 0
        p = 0
        while p < n:
            if not dirty[p]:
                p += 1
                continue
            e = p
            a = lo[p]
            b = hi[p]
            # the next changed page joins the run (one window, the run's widest columns) unless
            # its own window costs less than the columns the run's would send needlessly
            while e + 1 < n and dirty[e + 1]:
                a2 = min(a, lo[e + 1])
                b2 = max(b, hi[e + 1])
                if (e + 2 - p) * (b2 - a2 + 1) > (e + 1 - p) * (b - a + 1) + hi[e + 1] - lo[e + 1] + 1 + _WIN:
                    break
                e += 1
                a = a2
                b = b2
            win[2] = x0 + a  # column address (0x21): the run's changed columns
            win[3] = x0 + b
            win[5] = p  # page address (0x22): this run's pages
            win[6] = e
            if bus is None:
                for i in range(1, 7):
                    o.write_cmd(win[i])
            else:  # the six commands in one I2C write (control byte 0x00: commands follow)
                bus.writeto(o.addr, win)
            # the address pointer runs on from one page to the next at b: the run's columns of
            # each page one after the other, in one write
            vec = [_DATA] if bus is not None else None
            for q in range(p, e + 1):
                pg = pages[q]
                d = pg[a:b + 1] if a or b < w - 1 else pg
                if vec is None:
                    o.write_data(d)
                else:
                    vec.append(d)
                sent[q * w:(q + 1) * w] = pg
            if vec is not None:
                bus.writevto(o.addr, vec)
            self.sent_pages += e + 1 - p
            p = e + 1
