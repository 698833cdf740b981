"""Stand-in framebuf for CPython tests until host_sim/framebuf.py exists: only the formats and
calls the app uses (pixel, fill, fill_rect, blit with key and palette)."""
MONO_VLSB = 0
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3


class FrameBuffer:
    def __init__(self, buf, w, h, fmt, stride=None):
        self.buf, self.w, self.h, self.fmt = buf, w, h, fmt

    def _get(self, x, y):
        b, w, f = self.buf, self.w, self.fmt
        if f == GS4_HMSB:
            i = (y * w + x) >> 1
            return (b[i] >> 4) if not (x & 1) else (b[i] & 15)
        if f == MONO_VLSB:
            return (b[(y >> 3) * w + x] >> (y & 7)) & 1
        if f == MONO_HLSB:
            i = (y * ((w + 7) >> 3)) + (x >> 3)
            return (b[i] >> (7 - (x & 7))) & 1
        i = (y * w + x) * 2
        return b[i] | (b[i + 1] << 8)

    def _set(self, x, y, c):
        b, w, f = self.buf, self.w, self.fmt
        if f == GS4_HMSB:
            i = (y * w + x) >> 1
            b[i] = ((b[i] & 15) | ((c & 15) << 4)) if not (x & 1) else ((b[i] & 0xF0) | (c & 15))
        elif f == MONO_VLSB:
            i = (y >> 3) * w + x
            b[i] = (b[i] | (1 << (y & 7))) if c & 1 else (b[i] & ~(1 << (y & 7)))
        elif f == MONO_HLSB:
            i = (y * ((w + 7) >> 3)) + (x >> 3)
            m = 1 << (7 - (x & 7))
            b[i] = (b[i] | m) if c & 1 else (b[i] & ~m)
        else:
            i = (y * w + x) * 2
            b[i] = c & 255
            b[i + 1] = (c >> 8) & 255

    def pixel(self, x, y, c=None):
        if not (0 <= x < self.w and 0 <= y < self.h):
            return None if c is None else None
        if c is None:
            return self._get(x, y)
        self._set(x, y, c)

    def fill_rect(self, x, y, w, h, c):
        for yy in range(max(0, y), min(self.h, y + h)):
            for xx in range(max(0, x), min(self.w, x + w)):
                self._set(xx, yy, c)

    def fill(self, c):
        self.fill_rect(0, 0, self.w, self.h, c)

    def blit(self, src, x, y, key=-1, palette=None):
        for sy in range(src.h):
            for sx in range(src.w):
                c = src._get(sx, sy)
                if palette is not None:
                    c = palette._get(c, 0)
                if c != key:
                    self.pixel(x + sx, y + sy, c)
