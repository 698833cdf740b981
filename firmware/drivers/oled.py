"""Windowed updates for an SSD1306 (micropython-lib's `ssd1306` driver, I2C or SPI): show() sends
only the pages (8 rows each) whose bytes changed since the last show(), a run of changed pages in
one column/page address window (0x21, 0x22) as the controller's horizontal addressing mode takes
it.  A cursor move sends a page or two, not the frame: 1 KiB at 400 kHz I2C is about 23 ms on the
wire, a page of 128 bytes 3 ms.  The frame's bytes are the driver's own buffer, unchanged: only
how they are sent changes.  Board files pass in the driver object (STYLE.md 11)."""

import binascii


class PageWindow:
    """`oled`: an object with width, height, buffer (MONO_VLSB), write_cmd(c) and write_data(buf)
    (micropython-lib's SSD1306_I2C / SSD1306_SPI)."""

    def __init__(self, oled):
        self.oled = oled
        w = oled.width
        n = oled.height // 8
        mv = memoryview(oled.buffer)
        # made once, so that show() allocates nothing of its own (only the CRCs' long ints)
        self._pages = [mv[p * w:(p + 1) * w] for p in range(n)]
        self._crc = [-1] * n  # per page: CRC32 of its bytes when last sent (-1: never)
        self._dirty = bytearray(n)
        # as micropython-lib's show(): a narrower panel sits in the middle of the 128 columns
        self._x0 = (128 - w) // 2 if w != 128 else 0
        self.sent_pages = 0  # pages sent by the last show() (tests read it)

    def show(self):
        crc32 = binascii.crc32
        pages = self._pages
        crc = self._crc
        dirty = self._dirty
        n = len(crc)
        for p in range(n):
            c = crc32(pages[p])
            dirty[p] = 1 if c != crc[p] else 0
            crc[p] = c
        o = self.oled
        x0 = self._x0
        self.sent_pages = 0
        p = 0
        while p < n:
            if not dirty[p]:
                p += 1
                continue
            e = p
            while e + 1 < n and dirty[e + 1]:
                e += 1
            o.write_cmd(0x21)  # column address: the panel's columns
            o.write_cmd(x0)
            o.write_cmd(x0 + o.width - 1)
            o.write_cmd(0x22)  # page address: this run's pages
            o.write_cmd(p)
            o.write_cmd(e)
            for q in range(p, e + 1):
                o.write_data(pages[q])  # the address pointer runs on from one write to the next
            self.sent_pages += e + 1 - p
            p = e + 1
