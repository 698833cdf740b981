"""MicroPython's `framebuf` in pure Python, for the simulator on CPython.

Pixel-exact with MicroPython's extmod/modframebuf.c (checked byte for byte against the real
module under `.venv/bin/micropython` by tests/sim/test_framebuf_parity.py) for the formats
MONO_VLSB, MONO_HLSB, MONO_HMSB, GS2_HMSB, GS4_HMSB, GS8 and RGB565 and the methods fill,
pixel, hline, vline, line, rect, fill_rect, ellipse, poly, text, scroll and blit (key, palette,
palette FrameBuffer or (buf, w, h, format[, stride]) tuple).

Semantics copied from C: colours are taken as uint32 (so -1 is "all ones"), mono formats store
`col != 0`, GS2/GS4/GS8/RGB565 keep the low 2/4/8/16 bits, RGB565 is little-endian (native on
x86 and the RP2040), blit compares the (palette-mapped) colour with `key` as uint32, scroll leaves
the vacated area untouched.  Fills use bytearray slice assignment where whole bytes are covered.
"""

from firmware import ellipse

MONO_VLSB = 0
MVLSB = 0
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3
MONO_HMSB = 4
GS2_HMSB = 5
GS8 = 6

_U32 = 0xFFFFFFFF

# MicroPython's 8x8 font (font_petme128_8x8), chars 32..127, 8 column bytes each (bit 0 = top).
# Read out of the real module by drawing each character into an 8x8 MONO_VLSB buffer.
_FONT = (
    b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00OO\x00\x00\x00\x00\x07\x07\x00\x00\x07\x07\x00\x14\x7f\x7f\x14\x14\x7f\x7f\x14'
    b'\x00$.kk:\x12\x00\x00c3\x18\x0cfc\x00\x002\x7fMMwrP\x00\x00\x00\x04\x06\x03\x01\x00'
    b'\x00\x00\x1c>cA\x00\x00\x00\x00Ac>\x1c\x00\x00\x08*>\x1c\x1c>*\x08\x00\x08\x08>>\x08\x08\x00'
    b'\x00\x00\x80\xe0`\x00\x00\x00\x00\x08\x08\x08\x08\x08\x08\x00\x00\x00\x00``\x00\x00\x00\x00@`0\x18\x0c\x06\x02'
    b'\x00>\x7fIE\x7f>\x00\x00@D\x7f\x7f@@\x00\x00bsQIOF\x00\x00"cII\x7f6\x00'
    b"\x00\x18\x18\x14\x16\x7f\x7f\x10\x00'gEE}9\x00\x00>\x7fII{2\x00\x00\x03\x03y}\x07\x03\x00"
    b'\x006\x7fII\x7f6\x00\x00&oII\x7f>\x00\x00\x00\x00$$\x00\x00\x00\x00\x00\x80\xe4d\x00\x00\x00'
    b'\x00\x08\x1c6cAA\x00\x00\x14\x14\x14\x14\x14\x14\x00\x00AAc6\x1c\x08\x00\x00\x02\x03QY\x0f\x06\x00'
    b'\x00>\x7fAMO.\x00\x00|~\x0b\x0b~|\x00\x00\x7f\x7fII\x7f6\x00\x00>\x7fAAc"\x00'
    b'\x00\x7f\x7fAc>\x1c\x00\x00\x7f\x7fIIAA\x00\x00\x7f\x7f\t\t\x01\x01\x00\x00>\x7fAI{:\x00'
    b'\x00\x7f\x7f\x08\x08\x7f\x7f\x00\x00\x00A\x7f\x7fA\x00\x00\x00 `A\x7f?\x01\x00\x00\x7f\x7f\x1c6cA\x00'
    b'\x00\x7f\x7f@@@@\x00\x00\x7f\x7f\x06\x0c\x06\x7f\x7f\x00\x7f\x7f\x0e\x1c\x7f\x7f\x00\x00>\x7fAA\x7f>\x00'
    b'\x00\x7f\x7f\t\t\x0f\x06\x00\x00\x1e?!a\x7f^\x00\x00\x7f\x7f\x199oF\x00\x00&oII{2\x00'
    b'\x00\x01\x01\x7f\x7f\x01\x01\x00\x00?\x7f@@\x7f?\x00\x00\x1f?``?\x1f\x00\x00\x7f\x7f0\x180\x7f\x7f'
    b'\x00cw\x1c\x1cwc\x00\x00\x07\x0fxx\x0f\x07\x00\x00aqYMGC\x00\x00\x00\x7f\x7fAA\x00\x00'
    b'\x00\x02\x06\x0c\x180`@\x00\x00AA\x7f\x7f\x00\x00\x00\x08\x0c\x06\x06\x0c\x08\x00\xc0\xc0\xc0\xc0\xc0\xc0\xc0\xc0'
    b'\x00\x00\x01\x03\x06\x04\x00\x00\x00 tTT|x\x00\x00\x7f\x7fDD|8\x00\x008|DDl(\x00'
    b'\x008|DD\x7f\x7f\x00\x008|TT\\X\x00\x00\x08~\x7f\t\x03\x02\x00\x00\x98\xbc\xa4\xa4\xfc|\x00'
    b'\x00\x7f\x7f\x04\x04|x\x00\x00\x00\x00}}\x00\x00\x00\x00@\xc0\x80\x80\xfd}\x00\x00\x7f\x7f08lD\x00'
    b'\x00\x00A\x7f\x7f@\x00\x00\x00||\x180\x18||\x00||\x04\x04|x\x00\x008|DD|8\x00'
    b'\x00\xfc\xfc$$<\x18\x00\x00\x18<$$\xfc\xfc\x00\x00||\x04\x04\x0c\x08\x00\x00H\\TTt \x00'
    b'\x04\x04?\x7fDd \x00\x00<|@@|<\x00\x00\x1c<``<\x1c\x00\x00\x1c|0\x180|\x1c'
    b'\x00Dl88lD\x00\x00\x9c\xbc\xa0\xa0\xfc|\x00\x00Ddt\\LD\x00\x00\x08\x08>wAA\x00'
    b'\x00\x00\x00\xff\xff\x00\x00\x00\x00AAw>\x08\x08\x00\x00\x02\x03\x01\x03\x02\x03\x01\xaaU\xaaU\xaaU\xaaU'
)


def _cdiv(a, b):
    """C integer division (truncates toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _edges(pts, n):
    """poly()'s edges as modframebuf.c walks them: from the first point to the last, then
    backwards point by point to the first again: (x1, y1, x2, y2) each."""
    px1, py1 = pts[0], pts[1]
    i = n * 2 - 1
    while i >= 0:
        px2, py2 = pts[i - 1], pts[i]
        i -= 2
        yield px1, py1, px2, py2
        px1, py1 = px2, py2


def _scroll_span(step, n):
    """(first, end, direction) of the destination pixels along one axis of scroll(), copied
    away from the side the content moves to; None when it moves out entirely."""
    if step < 0:
        return None if -step >= n else (0, n + step, 1)
    return None if step >= n else (n - 1, step - 1, -1)


class FrameBuffer:
    def __init__(self, buf, width, height, format, stride=None):
        if stride is None:
            stride = width
        self.buf = buf
        self.width = width
        self.height = height
        self.format = format
        height_req = height
        if format == MONO_VLSB:
            height_req = (height + 7) >> 3  # rows of pages
            bpp = 8
        elif format in (MONO_HLSB, MONO_HMSB):
            stride = (stride + 7) & ~7
            bpp = 1
        elif format == GS2_HMSB:
            stride = (stride + 3) & ~3
            bpp = 2
        elif format == GS4_HMSB:
            stride = (stride + 1) & ~1
            bpp = 4
        elif format == GS8:
            bpp = 8
        elif format == RGB565:
            bpp = 16
        else:
            raise ValueError("invalid format")
        self.stride = stride
        # as modframebuf.c: the last row need only hold `width` pixels
        if (((height_req - 1) * stride + width) * bpp + 7) // 8 > len(buf):
            raise ValueError("buffer too small")
        self._get = getattr(self, "_get%d" % format)
        self._set = getattr(self, "_set%d" % format)
        self._fr = getattr(self, "_fr%d" % format)

    # --- per-format pixel access (no bounds checks; callers clip) ------------------------------
    def _get0(self, x, y):  # MONO_VLSB
        return (self.buf[(y >> 3) * self.stride + x] >> (y & 7)) & 1

    def _set0(self, x, y, c):
        i = (y >> 3) * self.stride + x
        m = 1 << (y & 7)
        b = self.buf
        b[i] = (b[i] | m) if c & _U32 else (b[i] & ~m & 255)

    def _get3(self, x, y):  # MONO_HLSB
        return (self.buf[(x + y * self.stride) >> 3] >> (7 - (x & 7))) & 1

    def _set3(self, x, y, c):
        i = (x + y * self.stride) >> 3
        m = 0x80 >> (x & 7)
        b = self.buf
        b[i] = (b[i] | m) if c & _U32 else (b[i] & ~m & 255)

    def _get4(self, x, y):  # MONO_HMSB
        return (self.buf[(x + y * self.stride) >> 3] >> (x & 7)) & 1

    def _set4(self, x, y, c):
        i = (x + y * self.stride) >> 3
        m = 1 << (x & 7)
        b = self.buf
        b[i] = (b[i] | m) if c & _U32 else (b[i] & ~m & 255)

    def _get5(self, x, y):  # GS2_HMSB
        return (self.buf[(x + y * self.stride) >> 2] >> ((x & 3) << 1)) & 3

    def _set5(self, x, y, c):
        i = (x + y * self.stride) >> 2
        s = (x & 3) << 1
        b = self.buf
        b[i] = ((c & 3) << s) | (b[i] & ~(3 << s) & 255)

    def _get2(self, x, y):  # GS4_HMSB: even x in the high nibble
        v = self.buf[(x + y * self.stride) >> 1]
        return (v & 15) if x & 1 else (v >> 4)

    def _set2(self, x, y, c):
        i = (x + y * self.stride) >> 1
        b = self.buf
        if x & 1:
            b[i] = (c & 15) | (b[i] & 0xF0)
        else:
            b[i] = ((c & 15) << 4) | (b[i] & 0x0F)

    def _get6(self, x, y):  # GS8
        return self.buf[x + y * self.stride]

    def _set6(self, x, y, c):
        self.buf[x + y * self.stride] = c & 255

    def _get1(self, x, y):  # RGB565, little-endian
        i = (x + y * self.stride) << 1
        b = self.buf
        return b[i] | (b[i + 1] << 8)

    def _set1(self, x, y, c):
        i = (x + y * self.stride) << 1
        b = self.buf
        b[i] = c & 255
        b[i + 1] = (c >> 8) & 255

    # --- per-format clipped rectangle fills ----------------------------------------------------
    def _fr0(self, x, y, w, h, c):  # MONO_VLSB
        b, st = self.buf, self.stride
        on = bool(c & _U32)
        y1 = y + h
        while y < y1:
            # rows y .. min(y1, next page) share one byte row
            page = y >> 3
            yend = min(y1, (page + 1) << 3)
            m = ((1 << (yend - y)) - 1) << (y & 7)
            i = page * st + x
            row = b[i:i + w]
            if on:
                b[i:i + w] = bytes(v | m for v in row)
            else:
                nm = ~m & 255
                b[i:i + w] = bytes(v & nm for v in row)
            y = yend

    def _fr_mono_h(self, x, y, w, h, c, msb):
        b, st = self.buf, self.stride
        on = bool(c & _U32)
        adv = st >> 3
        xend = x + w
        # masks per byte column
        cols = []
        xx = x
        while xx < xend:
            bi = xx >> 3
            e = min(xend, (bi + 1) << 3)
            m = 0
            for px in range(xx, e):
                m |= (1 << (px & 7)) if msb else (0x80 >> (px & 7))
            cols.append((bi, m))
            xx = e
        for yy in range(y, y + h):
            base = yy * adv
            for bi, m in cols:
                i = base + bi
                b[i] = (b[i] | m) if on else (b[i] & ~m & 255)

    def _fr3(self, x, y, w, h, c):
        self._fr_mono_h(x, y, w, h, c, False)

    def _fr4(self, x, y, w, h, c):
        self._fr_mono_h(x, y, w, h, c, True)

    def _fr5(self, x, y, w, h, c):  # GS2_HMSB
        st = self.stride
        c &= 3
        full = c | (c << 2) | (c << 4) | (c << 6)
        s = self._set5
        for yy in range(y, y + h):
            xx = x
            xend = x + w
            while xx < xend and xx & 3:
                s(xx, yy, c)
                xx += 1
            n = (xend - xx) >> 2
            if n > 0:
                i = (xx + yy * st) >> 2
                self.buf[i:i + n] = bytes((full,)) * n
                xx += n << 2
            while xx < xend:
                s(xx, yy, c)
                xx += 1

    def _fr2(self, x, y, w, h, c):  # GS4_HMSB
        b, st = self.buf, self.stride
        c &= 15
        pair = (c << 4) | c
        if x == 0 and w == self.width and st == w and not (w & 1):
            # whole rows, contiguous: one slice
            i = (y * st) >> 1
            n = (h * w) >> 1
            b[i:i + n] = bytes((pair,)) * n
            return
        odd = x & 1
        inner = w - odd
        nfull = inner >> 1
        tail = inner & 1
        run = bytes((pair,)) * nfull
        hi = c << 4
        for yy in range(y, y + h):
            i = (x + yy * st) >> 1
            if odd:
                b[i] = (b[i] & 0xF0) | c
                i += 1
            if nfull:
                b[i:i + nfull] = run
                i += nfull
            if tail:
                b[i] = hi | (b[i] & 0x0F)

    def _fr6(self, x, y, w, h, c):  # GS8
        b, st = self.buf, self.stride
        run = bytes((c & 255,)) * w
        for yy in range(y, y + h):
            i = x + yy * st
            b[i:i + w] = run

    def _fr1(self, x, y, w, h, c):  # RGB565
        b, st = self.buf, self.stride
        run = bytes((c & 255, (c >> 8) & 255)) * w
        for yy in range(y, y + h):
            i = (x + yy * st) << 1
            b[i:i + 2 * w] = run

    # --- public API ----------------------------------------------------------------------------
    def fill_rect(self, x, y, w, h, c):
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= self.height or x >= self.width:
            return
        xend = min(self.width, x + w)
        yend = min(self.height, y + h)
        x = max(x, 0)
        y = max(y, 0)
        self._fr(x, y, xend - x, yend - y, c & _U32)

    def fill(self, c):
        self._fr(0, 0, self.width, self.height, c & _U32)

    def pixel(self, x, y, c=None):
        if 0 <= x < self.width and 0 <= y < self.height:
            if c is None:
                return self._get(x, y)
            self._set(x, y, c & _U32)
        return None

    def hline(self, x, y, w, c):
        self.fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self.fill_rect(x, y, w, h, c)
        else:
            self.fill_rect(x, y, w, 1, c)
            self.fill_rect(x, y + h - 1, w, 1, c)
            self.fill_rect(x, y, 1, h, c)
            self.fill_rect(x + w - 1, y, 1, h, c)

    def _checked(self, x, y, c, m=1):
        if m and 0 <= x < self.width and 0 <= y < self.height:
            self._set(x, y, c & _U32)

    def line(self, x1, y1, x2, y2, c):
        c &= _U32
        W, H, s = self.width, self.height, self._set
        dx = x2 - x1
        if dx > 0:
            sx = 1
        else:
            dx = -dx
            sx = -1
        dy = y2 - y1
        if dy > 0:
            sy = 1
        else:
            dy = -dy
            sy = -1
        steep = dy > dx
        if steep:
            x1, y1 = y1, x1
            dx, dy = dy, dx
            sx, sy = sy, sx
        e = 2 * dy - dx
        for _ in range(dx):
            if steep:
                if 0 <= y1 < W and 0 <= x1 < H:
                    s(y1, x1, c)
            elif 0 <= x1 < W and 0 <= y1 < H:
                s(x1, y1, c)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        if 0 <= x2 < W and 0 <= y2 < H:
            s(x2, y2, c)

    def ellipse(self, cx, cy, xr, yr, c, f=False, m=None):
        ellipse.draw(self, cx, cy, xr, yr, c, f, 15 if m is None else m)

    def poly(self, x, y, coords, c, f=False):
        pts = list(coords)
        n = len(pts) // 2
        if n == 0:
            return
        if not f:
            for px1, py1, px2, py2 in _edges(pts, n):
                self.line(x + px1, y + py1, x + px2, y + py2, c)
            return
        ys = pts[1:2 * n:2]
        for row in range(min(ys), max(ys) + 1):
            nodes = []
            for px1, py1, px2, py2 in _edges(pts, n):
                if py1 != py2 and ((py1 > row and py2 <= row) or (py1 <= row and py2 > row)):
                    nodes.append(_cdiv(32 * px1 + _cdiv(32 * (px2 - px1) * (row - py1), py2 - py1) + 16, 32))
                elif row == max(py1, py2):
                    if py1 < py2:
                        self._checked(x + px2, y + py2, c)
                    elif py2 < py1:
                        self._checked(x + px1, y + py1, c)
                    else:
                        self.line(x + px1, y + py1, x + px2, y + py2, c)
            nodes.sort()
            for k in range(0, len(nodes) - 1, 2):
                self.fill_rect(x + nodes[k], y + row, nodes[k + 1] - nodes[k] + 1, 1, c)

    def scroll(self, xstep, ystep):
        xs = _scroll_span(xstep, self.width)
        ys = _scroll_span(ystep, self.height)
        if xs is None or ys is None:
            return
        sx, xend, dx = xs
        y, yend, dy = ys
        g, s = self._get, self._set
        while y != yend:
            for x in range(sx, xend, dx):
                s(x, y, g(x - xstep, y - ystep))
            y += dy

    def text(self, s, x0, y0, c=1):
        c &= _U32
        W, H, st = self.width, self.height, self._set
        for ch in s.encode() if isinstance(s, str) else bytes(s):
            if ch < 32 or ch > 127:
                ch = 127
            base = (ch - 32) * 8
            for j in range(8):
                if 0 <= x0 < W:
                    v = _FONT[base + j]
                    yy = y0
                    while v:
                        if v & 1 and 0 <= yy < H:
                            st(x0, yy, c)
                        v >>= 1
                        yy += 1
                x0 += 1

    def blit(self, fbuf, x, y, key=-1, palette=None):
        src = _as_fb(fbuf)
        pal = None if palette is None else _as_fb(palette)
        if x >= self.width or y >= self.height or -x >= src.width or -y >= src.height:
            return
        x0 = max(0, x)
        y0 = max(0, y)
        x1 = max(0, -x)
        y1 = max(0, -y)
        x0end = min(self.width, x + src.width)
        y0end = min(self.height, y + src.height)
        key &= _U32
        g, s = src._get, self._set
        cache = {}  # palette lookups, per call (the palette may change between calls)

        def lut(v):
            r = cache.get(v)
            if r is None:
                try:
                    r = pal._get(v, 0)
                except IndexError:  # C reads past the palette buffer here: undefined; take 0
                    r = 0
                cache[v] = r
            return r
        n = x0end - x0
        for yy in range(y0, y0end):
            if pal is None:
                row = [g(sx, y1) for sx in range(x1, x1 + n)]
            else:
                row = [lut(g(sx, y1)) for sx in range(x1, x1 + n)]
            cx = x0
            for col in row:
                if col != key:
                    s(cx, yy, col)
                cx += 1
            y1 += 1


def _as_fb(obj):
    if isinstance(obj, FrameBuffer):
        return obj
    if isinstance(obj, tuple) and len(obj) in (4, 5):
        return FrameBuffer(*obj)
    raise TypeError("expected a FrameBuffer or (buf, w, h, format[, stride])")


def FrameBuffer1(buf, width, height, stride=None):
    """Legacy constructor: MONO_VLSB."""
    return FrameBuffer(buf, width, height, MONO_VLSB, stride)
