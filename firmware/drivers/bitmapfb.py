"""What the app uses of MicroPython's `framebuf`, for CircuitPython (which has none).

The screen is a 4-bit `displayio.Bitmap` (a palette index per pixel, stored like GS4_HMSB) and
every drawing call is one or a few `bitmaptools` calls (fill_region, blit, replace_color): no
Python loop per pixel where a bitmaptools call does the work.  The pixels come out identical to
`framebuf` (tests/circuitpython checks every key screen of a game against MicroPython's).

On CircuitPython the entry script installs this module as `framebuf` (`install()`), so the app's
`import framebuf` finds it and the app stays one code base for both runtimes:
- `FrameBuffer(buf, w, h, format)` over a bytearray (the font's glyph and palette buffers, pictures
  as bytes): pixel() and being a blit source; formats MONO_VLSB, MONO_HLSB, MONO_HMSB, GS4_HMSB.
- `on_bitmap(bitmap)` (a `Screen`): the screen, made by the board file: fill, fill_rect, rect, hline, vline,
  line, pixel, ellipse, blit (with key and palette) -- each as framebuf draws it.
- on_bitmap also makes firmware/font.py's text() draw on that screen from atlases of the whole
  font in its three sizes, made then, at boot (Screen.bind: a glyph's index is its key).
Any other blit source over bytes is turned into Bitmap pixels once per distinct content (an atlas
per source object holding its last few contents: a suit sign or picture is converted the first
time it is drawn, then blitted in C).
Only board files and this module import displayio/bitmaptools (STYLE.md 11).
"""
import bitmaptools
import displayio

MONO_VLSB = 0
MONO_HLSB = 3
MONO_HMSB = 4
GS4_HMSB = 2
_BITS = {MONO_VLSB: 1, MONO_HLSB: 1, MONO_HMSB: 1, GS4_HMSB: 4}
_CACHE_MAX = 64  # contents kept per source buffer (the font has ~100 glyphs, a screen uses fewer)


class FrameBuffer:
    def __init__(self, buf, width, height, format, stride=None):
        if format not in _BITS:
            raise ValueError("bitmapfb: format %d not supported" % format)
        self.buf = buf
        self.width = width
        self.height = height
        self.format = format
        stride = stride or width
        if format == GS4_HMSB:  # framebuf rounds a row up to whole bytes
            stride = (stride + 1) & ~1
        elif format != MONO_VLSB:
            stride = (stride + 7) & ~7
        self.stride = stride
        self.bits = _BITS[format]
        self._cache: dict | None = None  # bytes(buf) -> x offset of its pixels in _atlas
        self._atlas: displayio.Bitmap | None = None  # made at the first blit from this buffer
        self._slots = 0

    # --- pixels of a buffer (small ones: glyphs and palettes) ---------------------------------
    def _at(self, x, y):
        """(byte index, shift, mask) of pixel (x, y) in buf, as framebuf lays it out."""
        f = self.format
        if f == MONO_VLSB:
            return (y >> 3) * self.stride + x, y & 7, 1
        if f == GS4_HMSB:
            return (x + y * self.stride) >> 1, 0 if x & 1 else 4, 15
        return (x + y * self.stride) >> 3, (x & 7) if f == MONO_HMSB else 7 - (x & 7), 1

    def pixel(self, x, y, c=None):
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        i, s, m = self._at(x, y)
        if c is None:
            return (self.buf[i] >> s) & m
        self.buf[i] = (self.buf[i] & ~(m << s) & 255) | ((c & m) << s)
        return None

    def _source(self):
        """(Bitmap, x offset) of this buffer's pixels: a slot of its atlas, one Bitmap holding the
        last few distinct contents side by side (converted once each, then blitted in C)."""
        b = self.buf
        key = b if isinstance(b, bytes) else bytes(b)  # bytes (a picture) is its own key: no copy
        c = self._cache
        a = self._atlas
        if c is None or a is None:
            # slots: ~2 KiB of content at most (64 glyphs of 6 bytes: a 384x8 1-bit atlas)
            self._slots = max(2, min(_CACHE_MAX, 2048 // max(1, len(self.buf))))
            a = self._atlas = displayio.Bitmap(self.width * self._slots, self.height, 1 << self.bits)
            c = self._cache = {}
        ox = c.get(key)
        if ox is None:
            if len(c) >= self._slots:
                c.clear()
            ox = len(c) * self.width
            w = self.width
            bitmaptools.fill_region(a, ox, 0, ox + w, self.height, 0)
            for y in range(self.height):  # once per content, then every blit is bitmaptools'
                for x in range(w):
                    v = self.pixel(x, y)
                    if v:
                        a[ox + x, y] = v
            c[key] = ox
        return a, ox

_CARRIERS: dict = {}  # (width, height, format, stride) -> FrameBuffer reused for tuple sources


def _carrier(buf, width, height, format, stride=None):
    """A FrameBuffer over a tuple source's buffer: one per shape, its atlas keyed by content, so a
    picture blitted again is not converted again."""
    k = (width, height, format, stride)
    fb = _CARRIERS.get(k)
    if fb is None:
        fb = _CARRIERS[k] = FrameBuffer(buf, width, height, format, stride)
    fb.buf = buf
    return fb


class Screen(FrameBuffer):
    """A FrameBuffer drawing on a 4-bit displayio.Bitmap (the board's screen): on_bitmap()."""

    def __init__(self, bitmap):
        self.bmp = bitmap
        self.width = bitmap.width
        self.height = bitmap.height
        self.format = GS4_HMSB
        self.stride = bitmap.width
        self.bits = 4

    def pixel(self, x, y, c=None):
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        if c is None:
            return self.bmp[x, y]
        self.bmp[x, y] = c & 15
        return None

    def _source(self):
        return self.bmp, 0

    def fill(self, c):
        self.bmp.fill(c & 15)

    def fill_rect(self, x, y, w, h, c):
        # framebuf clips to the buffer; fill_region wants coordinates inside it (end exclusive)
        if w < 1 or h < 1:
            return
        x2 = min(self.width, x + w)
        y2 = min(self.height, y + h)
        if x < 0:
            x = 0
        if y < 0:
            y = 0
        if x < x2 and y < y2:
            bitmaptools.fill_region(self.bmp, x, y, x2, y2, c & 15)

    def hline(self, x, y, w, c):
        self.fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self.fill_rect(x, y, w, h, c)
            return
        self.fill_rect(x, y, w, 1, c)
        self.fill_rect(x, y + h - 1, w, 1, c)
        self.fill_rect(x, y, 1, h, c)
        self.fill_rect(x + w - 1, y, 1, h, c)

    def line(self, x1, y1, x2, y2, c):
        """framebuf's Bresenham line (its own rounding, which bitmaptools.draw_line does not
        share), drawn as one fill_region per run of pixels on the same row or column."""
        dx = x2 - x1
        sx = 1 if dx > 0 else -1
        dx = abs(dx)
        dy = y2 - y1
        sy = 1 if dy > 0 else -1
        dy = abs(dy)
        steep = dy > dx
        if steep:  # walk along y: swap the roles of x and y
            x1, y1, dx, dy, sx, sy = y1, x1, dy, dx, sy, sx
        if dx:
            # framebuf steps e = 2dy - dx, +2dy per pixel, -2dx per minor step: pixel j sits
            # k(j) = floor((2dy*j - dx) / 2dx) + 1 minor steps away, so run k starts at
            # j = ceil(dx*(2k-1) / 2dy)
            last = (2 * dy * (dx - 1) - dx) // (2 * dx) + 1
            j = 0
            for k in range(last + 1):
                je = dx if k == last else -((dx * (1 - 2 * (k + 1))) // (2 * dy))
                if je > j:
                    a = x1 + (j if sx > 0 else -(je - 1))
                    if steep:
                        self.fill_rect(y1 + k * sy, a, 1, je - j, c)
                    else:
                        self.fill_rect(a, y1 + k * sy, je - j, 1, c)
                    j = je
        self.pixel(x2, y2, c)

    def bind(self, font):
        """The font module's text() for this screen (_text below; on_bitmap sets it),
        drawing each glyph from an atlas of the whole font made here, at boot, for each size (6x8,
        6x16, 12x16: 4.8 KiB, the heap still whole), a glyph converted the first time it is drawn.
        A glyph's key is its index: no copy of its bytes per blit and no cache of copies."""
        n = 95 + len(font._EXTRA_CHARS)
        _F[0], _F[1], _F[2] = self, font, font._text
        _F[3] = displayio.Bitmap(6 * n, 8, 2)
        _F[4] = displayio.Bitmap(6 * n, 16, 2)
        _F[5] = displayio.Bitmap(12 * n, 16, 2)
        _F[6] = bytearray(3 * n)  # glyph converted in size k: _F[6][k * n + index]
        return _text

    def ellipse(self, cx, cy, xr, yr, c, f=False, m=15):
        """framebuf's ellipse (the same midpoint steps); filled: one fill_region per row."""
        from firmware import ellipse
        ellipse.draw(self, cx, cy, xr, yr, c, f, m)

    def blit(self, src, x, y, key=-1, palette=None):
        """framebuf.blit: src's pixels (through palette: colour = palette.pixel(v, 0)) at (x, y);
        pixels whose colour equals key are skipped.  src may be a FrameBuffer or, as framebuf
        allows, a tuple (buffer, width, height, format[, stride]) (Auf der Hut's pictures)."""
        if isinstance(src, tuple):
            src = _carrier(*src)
        self._put(src, 0, src.width, src.height, src.bits, x, y, key, palette)

    def _put(self, src, ox, sw, sh, bits, x, y, key, palette):
        """blit's work: the sw x sh pixels of src (a FrameBuffer, or a Bitmap from x = ox)."""
        if x >= self.width or y >= self.height or -x >= sw or -y >= sh:
            return
        sx, sy = max(0, -x), max(0, -y)
        x0, y0 = max(0, x), max(0, y)
        w = min(self.width, x + sw) - x0
        h = min(self.height, y + sh) - y0
        if isinstance(src, FrameBuffer):
            bmp, ox = src._source()
        else:
            bmp = src
        if palette is not None:
            bmp = self._mapped(bmp, ox, sw, sh, bits, palette)
            ox = 0
        sx += ox
        if 0 <= key < 16:
            bitmaptools.blit(self.bmp, bmp, x0, y0, x1=sx, y1=sy, x2=sx + w, y2=sy + h, skip_source_index=key)
        else:
            bitmaptools.blit(self.bmp, bmp, x0, y0, x1=sx, y1=sy, x2=sx + w, y2=sy + h)

    def _mapped(self, bmp, ox, w, h, bits, palette):
        """The w x h pixels of bmp from x = ox, each value v replaced by palette.pixel(v, 0), in a
        scratch Bitmap of that size."""
        if bits != 1:
            # a 16-colour remap has no free value to permute through: pixel by pixel (no caller)
            out = displayio.Bitmap(w, h, 16)
            for yy in range(h):
                for xx in range(w):
                    out[xx, yy] = palette.pixel(bmp[ox + xx, yy], 0) & 15
            return out
        s = _scratch(w, h)
        bitmaptools.blit(s, bmp, 0, 0, x1=ox, y1=0, x2=ox + w, y2=h)
        p0, p1 = palette.pixel(0, 0) & 15, palette.pixel(1, 0) & 15
        rc = bitmaptools.replace_color
        if p0 == 1 and p1 == 0:  # a swap: through a third value
            rc(s, 1, 2)
            rc(s, 0, 1)
            rc(s, 2, 0)
        elif p0 == 1:
            rc(s, 1, p1)
            rc(s, 0, 1)
        else:
            if p0:
                rc(s, 0, p0)
            if p1 != 1:
                rc(s, 1, p1)
        return s


# Set by Screen.bind: [the screen, the font module, font.py's own text(), the 6x8, 6x16 and 12x16
# atlases (a glyph's pixels at x = its index x its width), which glyphs they hold]
_F: list = [None, None, None, None, None, None, None]


def _text(fb, s, x, y, fg, mono=False, sx=1, sy=1):
    """font.text(fb, s, x, y, fg, mono, sx, sy) once Screen.bind made it this: the same pixels as
    font.py's blits (ink in colour fg through font._palette, paper left as it is), each glyph one
    blit from its atlas; on another framebuffer, in mono, at another size or while a test records
    the texts drawn (font.boxes), font.py's own text() draws it."""
    f = _F[1]
    k = sx + sy - 2  # (1, 1) -> 0, (1, 2) -> 1, (2, 2) -> 2
    if fb is not _F[0] or mono or f.boxes is not None or sx > sy or not 0 <= k <= 2:
        return _F[2](fb, s, x, y, fg, mono, sx, sy)
    if fg == 1:
        key, pal = 0, None
    else:
        key, pal = f._palette(fg, False)
    w = 6 * sx
    h = 8 * sy
    a = _F[3 + k]
    have = _F[6]
    n = len(have) // 3
    for ch in s:
        o = ord(ch)
        if o == 32:  # a space draws nothing (transparent background)
            x += w
            continue
        if 32 < o < 127:
            i = o - 32
        else:
            i = f._EXTRA_CHARS.find(ch)
            i = 31 if i < 0 else 95 + i  # "?" for any other character
        if not have[k * n + i]:
            have[k * n + i] = 1
            _glyph(f, a, i, sx, sy)
        fb._put(a, i * w, w, h, 1, x, y, key, pal)
        x += w
    return x


def _glyph(f, a, i, sx, sy):
    """Glyph i of font f into atlas a at x = i x its width, each pixel sx by sy (once a glyph)."""
    if i < 95:
        src, o = f._ASCII, i * 6
    else:
        src, o = f._EXTRA, (i - 95) * 6
    x0 = i * 6 * sx
    for c in range(6):
        col = src[o + c]
        for r in range(8):
            if col >> r & 1:
                for dx in range(sx):
                    for dy in range(sy):
                        a[x0 + c * sx + dx, r * sy + dy] = 1


_scratches: dict = {}


def _scratch(w, h):
    """A 4-bit Bitmap of w x h made once per size (the font uses one size)."""
    k = w * 1000 + h
    s = _scratches.get(k)
    if s is None:
        s = _scratches[k] = displayio.Bitmap(w, h, 16)
    return s


def on_bitmap(bitmap):
    """A FrameBuffer drawing on a 4-bit displayio.Bitmap (the board's screen); firmware/font.py's
    texts on it drawn from whole-font atlases (Screen.bind; font.bind leaves CircuitPython's
    text() as it is, so font.py, shared with MicroPython, knows nothing of this)."""
    s = Screen(bitmap)
    from firmware import font
    font.text = s.bind(font)
    return s


def install():
    """Make `import framebuf` give this module (CircuitPython has no framebuf)."""
    import sys
    sys.modules["framebuf"] = sys.modules[__name__]
