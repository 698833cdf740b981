"""Random drawing calls on a 160x128 GS4_HMSB screen; prints a CRC per call group and the final
buffer's hex.  Run by MicroPython (real framebuf) and by CircuitPython (firmware.drivers.bitmapfb as
framebuf): tests/circuitpython/test_circuitpython.py compares the outputs."""
import sys

try:
    import displayio
except ImportError:
    displayio = None
if displayio is not None:
    from firmware.drivers import bitmapfb
    bitmapfb.install()
import framebuf  # noqa: E402

W, H = 160, 128
if displayio is not None:
    bmp = displayio.Bitmap(W, H, 16)
    fb = bitmapfb.on_bitmap(bmp)
    raw = memoryview(bmp)
else:
    raw = bytearray(W * H // 2)
    fb = framebuf.FrameBuffer(raw, W, H, framebuf.GS4_HMSB)

seed = [int(sys.argv[1]) if len(sys.argv) > 1 else 1]


def rnd(n):
    seed[0] = (seed[0] * 1103515245 + 12345) & 0x7FFFFFFF
    return (seed[0] >> 8) % n


def co():
    return rnd(W + 40) - 20, rnd(H + 40) - 20


gbuf = bytearray(6)
glyph = framebuf.FrameBuffer(gbuf, 6, 8, framebuf.MONO_VLSB)
pbuf = bytearray(2)
pal = framebuf.FrameBuffer(pbuf, 2, 1, framebuf.GS4_HMSB)
hbuf = bytearray(2 * 5)
hl = framebuf.FrameBuffer(hbuf, 10, 5, framebuf.MONO_HLSB)
g4buf = bytearray(4 * 3)
g4 = framebuf.FrameBuffer(g4buf, 7, 3, framebuf.GS4_HMSB, 8)
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 400):
    k = rnd(11)
    x, y = co()
    c = rnd(16)
    if k == 0:
        fb.fill_rect(x, y, rnd(60) - 5, rnd(40) - 5, c)
    elif k == 1:
        fb.rect(x, y, rnd(60) - 5, rnd(40) - 5, c, rnd(2) == 1)
    elif k == 2:
        fb.hline(x, y, rnd(80) - 5, c)
    elif k == 3:
        fb.vline(x, y, rnd(80) - 5, c)
    elif k == 4:
        x2, y2 = co()
        fb.line(x, y, x2, y2, c)
    elif k == 5:
        fb.pixel(x, y, c)
    elif k == 6:
        fb.ellipse(x, y, rnd(30), rnd(30), c, rnd(2) == 1, rnd(16))
    elif k == 7:
        for j in range(6):
            gbuf[j] = rnd(256)
        pal.pixel(0, 0, rnd(16))
        pal.pixel(1, 0, rnd(16))
        fb.blit(glyph, x, y, rnd(17) - 1, pal)
    elif k == 8:
        for j in range(len(hbuf)):
            hbuf[j] = rnd(256)
        fb.blit(hl, x, y, rnd(3) - 1, None if rnd(2) else pal)
    elif k == 9:
        for j in range(len(g4buf)):
            g4buf[j] = rnd(256)
        fb.blit(g4, x, y, rnd(17) - 1)
    elif k == 10:
        v = fb.pixel(x, y)
        print("p", v)
    if len(sys.argv) > 3:
        import binascii
        print(i, k, binascii.crc32(bytes(raw[:W * H // 2])))
print(bytes(raw[:W * H // 2]).hex())
