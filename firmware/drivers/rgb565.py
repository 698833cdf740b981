"""The ST7789's per-frame work in native code (MicroPython's viper): which bands changed
(band_sums), and the pixel conversion (to_rgb565): a band of the 4-bit
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
def to_rgb565(src: ptr32, dst: ptr32, lut: ptr32, n4: int):
    """4 * n4 bytes of src (8 * n4 pixels) to RGB565 in dst, a word of two pixels per byte; src,
    dst and lut word-aligned (a Cortex-M0+ faults on an unaligned word)."""
    i = 0
    j = 0
    while i < n4:
        w = src[i]  # four bytes, the first in the low bits (little-endian)
        dst[j] = lut[w & 255]
        dst[j + 1] = lut[(w >> 8) & 255]
        dst[j + 2] = lut[(w >> 16) & 255]
        dst[j + 3] = lut[(w >> 24) & 255]
        i += 1
        j += 4


@micropython.viper
def band_sums(src: ptr32, sums: ptr32, dirty: ptr8, nb: int, words: int, total: int) -> int:
    """Which of nb bands of `words` words each (the last one up to `total`) changed since the
    last call: a 32-bit FNV-1a sum per band kept in sums (no Python int is made, so the frame's
    check allocates nothing), dirty[k] = 1 where it differs; returns how many differ."""
    n = 0
    k = 0
    i = 0
    while k < nb:
        end = i + words
        if end > total:
            end = total
        h = 0x1234567
        while i < end:
            h = (h ^ src[i]) * 16777619
            i += 1
        old = sums[k]
        sums[k] = h  # compared as stored: the low 32 bits (a 64-bit port's h has more)
        if sums[k] != old:
            dirty[k] = 1
            n += 1
        else:
            dirty[k] = 0
        k += 1
    return n
