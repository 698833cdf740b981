"""Windowed updates for an SSD1306 (micropython-lib's `ssd1306` driver, I2C or SPI): show() sends
only the pages (8 rows each) whose bytes changed since the last show(), and of those only the
columns from the first to the last that changed; a run of changed pages goes out in one
column/page address window (0x21, 0x22: the run's columns, as the controller's horizontal
addressing mode takes it).  A cursor move sends a few tokens' columns of a page or two, not the
frame: 1 KiB at 400 kHz I2C is about 23 ms on the wire, a page of 128 bytes 3 ms.  The frame's
bytes are the driver's own buffer, unchanged: only how they are sent changes.  Board files pass
in the driver object (STYLE.md 11)."""

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
        # the bytes as last sent (1 KiB at 128x64), to find where a changed page changed
        self._sent = bytearray(w * n)
        self._lo = bytearray(n)  # per changed page: its first and last changed column
        self._hi = bytearray(n)
        # as micropython-lib's show(): a narrower panel sits in the middle of the 128 columns
        self._x0 = (128 - w) // 2 if w != 128 else 0
        self.sent_pages = 0  # pages sent by the last show() (tests read it)

    def show(self):
        crc32 = binascii.crc32
        pages = self._pages
        crc = self._crc
        dirty = self._dirty
        sent = self._sent
        lo = self._lo
        hi = self._hi
        n = len(crc)
        w = self.oled.width
        for p in range(n):
            c = crc32(pages[p])
            dirty[p] = 0
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
        self.sent_pages = 0
        p = 0
        while p < n:
            if not dirty[p]:
                p += 1
                continue
            e = p
            a = lo[p]
            b = hi[p]
            while e + 1 < n and dirty[e + 1]:
                e += 1
                a = min(a, lo[e])
                b = max(b, hi[e])
            o.write_cmd(0x21)  # column address: the run's changed columns
            o.write_cmd(x0 + a)
            o.write_cmd(x0 + b)
            o.write_cmd(0x22)  # page address: this run's pages
            o.write_cmd(p)
            o.write_cmd(e)
            for q in range(p, e + 1):
                # the address pointer runs on from one write to the next, to the next page at b
                pg = pages[q]
                o.write_data(pg[a:b + 1] if a or b < w - 1 else pg)
                sent[q * w:(q + 1) * w] = pg
            self.sent_pages += e + 1 - p
            p = e + 1
