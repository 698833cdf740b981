"""The ST7789's per-frame work in native code (MicroPython's viper): which bands changed and
where across (band_sums), and the pixel conversion (to_rgb565): a rectangle of the 4-bit
framebuffer (GS4_HMSB: the high nibble is the left pixel) to RGB565 through a 256-entry table of
pixel pairs made from the 16-colour palette.  On the emulated 125 MHz Cortex-M3 a band of 240x4
pixels takes 0.11 ms where framebuf's blit with a palette takes 0.53 (a whole 240x135 frame about
4 ms instead of 18).  A module of its own because native code needs an architecture: frozen
firmware and tools/build.py compile it for the board's (mpy-cross -march); where it cannot load
(no native emitter, another architecture's .mpy) firmware/drivers/st7789.py falls back to
framebuf's blit, pixel for pixel the same (tests/host/board/window_check.py compares them)."""
import micropython

if 0:  # for type checkers only (the compiler drops it): viper's pointer types are its own
    from typing import TypeAlias
    ptr8: TypeAlias = bytearray
    ptr16: TypeAlias = bytearray
    ptr32: TypeAlias = bytearray
    uint = int


@micropython.viper
def pair_table(pal: ptr16, lut: ptr16):
    """lut (1 KiB): for each byte of the 4-bit buffer its two pixels' colours, left one first;
    pal: the 16 colours, each stored as the panel wants its two bytes (st7789.py Palette)."""
    v = 0
    while v < 256:
        lut[2 * v] = pal[v >> 4]
        lut[2 * v + 1] = pal[v & 15]
        v += 1


@micropython.viper
def to_rgb565(src: ptr32, dst: ptr32, lut: ptr32, n4: int, x: int, rows: int, w4: int):
    """A rectangle of src, `rows` rows of w4 words each, n4 words (8 * n4 pixels) from word x of
    each row, to RGB565 in dst, rows one after the other, a word of two pixels per byte; src, dst
    and lut word-aligned (a Cortex-M0+ faults on an unaligned word)."""
    j = 0
    r = 0
    while r < rows:
        i = r * w4 + x
        e = i + n4
        while i < e:
            w = src[i]  # four bytes, the first in the low bits (little-endian)
            dst[j] = lut[w & 255]
            dst[j + 1] = lut[(w >> 8) & 255]
            dst[j + 2] = lut[(w >> 16) & 255]
            dst[j + 3] = lut[(w >> 24) & 255]
            i += 1
            j += 4
        r += 1


@micropython.viper
def band_sums(src: ptr32, sums: ptr32, dirty: ptr8, nb: int, words: int, total: int, w4: int, bw: int) -> int:
    """Which of nb bands of `words` words each (the last one up to `total`; rows of w4 words)
    changed since the last call, and where across: a 32-bit sum per band and column block (FNV-1a
    over its words, each multiply followed by h ^= h >> 16: without it a multiply carries a word's
    change only towards the high bits, so two changes to a block's left pixels -- the words' high
    nibbles -- could cancel out and the band stay unsent; tests/host/test_st7789.py)
    (a row cut in w4 // bw blocks of bw words, bw the smallest divisor of w4 giving 8 blocks at
    most: ST7789.__init__) kept in sums (no Python int is made, so the frame's check allocates
    nothing); dirty[k] = the bits of band k's blocks that differ (0: unchanged); returns how many
    bands differ."""
    nc = w4 // bw
    n = 0
    k = 0
    i = 0
    while k < nb:
        end = i + words
        if end > total:
            end = total
        m = 0
        c = 0
        while c < nc:
            h = uint(0x1234567)
            r = i + c * bw
            while r < end:
                j = r
                e = r + bw
                while j < e:
                    h = (h ^ uint(src[j])) * uint(16777619)
                    h ^= h >> 16  # (a multiply carries a change only upwards: see the docstring)
                    j += 1
                r += w4
            s = k * nc + c
            old = sums[s]
            sums[s] = h  # compared as stored: the low 32 bits (a 64-bit port's h has more)
            if sums[s] != old:
                m |= 1 << c
            c += 1
        dirty[k] = m
        if m:
            n += 1
        i = end
        k += 1
    return n
