"""Runs under real MicroPython: the suit signs firmware/font_gs4.py's native sign() draws on the
screen are the pixels of firmware/layouts/cards.py's own _glyph (fill_rect and blit) on another
framebuffer, at every scale the tables use -- k x k, and the tall panel's narrow counts' 1 x 2
((ky << 4) | kx, games/bobs_hat/layout.py counts) -- whole and clipped at the screen's edges.
Prints CHECK lines the host test reads."""
import framebuf

from firmware import font

W, H = 240, 240
scr_buf = bytearray(W * H // 2)
scr = framebuf.FrameBuffer(scr_buf, W, H, framebuf.GS4_HMSB)
font.bind(scr, W, H)
print("CHECK native", font._nsign is not None)
from firmware.layouts import cards  # noqa: E402  (after bind: its _glyph is the native one)

ref_buf = bytearray(W * H // 2)
ref = framebuf.FrameBuffer(ref_buf, W, H, framebuf.GS4_HMSB)
py = __import__("firmware.font_gs4", None, None, ("x",))._S[7]  # cards.py's own _glyph
same = True
n = 0
for k in (1, 2, 0x21, 0x12):
    for x, y in ((7, 9), (-2, 3), (W - 3, H - 4), (100, -3)):
        for g in range(9):
            scr.fill(0)
            ref.fill(0)
            cards._glyph(scr, x, y, g, 5 + g, k, False)
            py(ref, x, y, g, 5 + g, k, False)
            n += 1
            if scr_buf != ref_buf:
                same = False
                print("differs", k, x, y, g)
print("CHECK same", same and n == 144)
# the tall narrow sign is 5 pixels wide and 10 high, each row of the sign twice
scr.fill(0)
cards._glyph(scr, 0, 0, 2, 7, 0x21, False)  # black: a spade, its widest row the third
rows = [sum(1 for x in range(8) if scr.pixel(x, y)) for y in range(11)]
print("CHECK tall", rows == [1, 1, 3, 3, 5, 5, 1, 1, 3, 3, 0])
