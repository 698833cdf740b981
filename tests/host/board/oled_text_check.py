"""Runs under real MicroPython: firmware/drivers/oled_text.py's native text() on a 128x64
MONO_VLSB screen sets and clears the pixels font.py's blits do, for every row offset, clipped at
both edges, in ink and in paper (a highlight's text), with umlauts and unknown characters; what
it hands back to font.py (another framebuffer, scaled text, a row off the screen) is font.py's
own; its clear() fills the buffer as fb.fill does, its span() finds a page's changed columns
as oled.PageWindow's loops do.  Prints CHECK lines the host test reads."""
import framebuf

from firmware import font
from firmware.drivers import oled_text


class Screen(framebuf.FrameBuffer):  # as micropython-lib's SSD1306: a FrameBuffer with its buffer
    def __init__(self, w, h):
        self.width = w
        self.height = h
        self.buffer = bytearray(w * h // 8)
        super().__init__(self.buffer, w, h, framebuf.MONO_VLSB)


W, H = 128, 64
scr = Screen(W, H)
ref = Screen(W, H)
oled_text.bind(scr)
print("CHECK bound", font.text is oled_text.text)

TEXTS = ("Anna bid 3 took 1", "B14 R3 K0 ~", "Grün Größe ÄÖÜß", "x\u20acy\x7f", "", " ", "?=Key  *=dealer")
seed = [12345]


def rnd(n):
    seed[0] = (seed[0] * 1103515245 + 12345) & 0x7FFFFFFF
    return seed[0] % n


same = True
ends = True
for k in range(400):
    t = TEXTS[k % len(TEXTS)]
    x = rnd(W + 40) - 20
    y = rnd(H - 7)
    fg = (0, 1, 9)[rnd(3)]
    # a busy background, the same on both: the paper ink must clear only the glyphs' pixels
    for i in range(len(scr.buffer)):
        v = (i * 37 + k) & 255
        scr.buffer[i] = v
        ref.buffer[i] = v
    e1 = font.text(scr, t, x, y, fg, True, 1, 1)
    e2 = font._text(ref, t, x, y, fg, True, 1, 1)
    if scr.buffer != ref.buffer:
        same = False
        print("DIFF", repr(t), x, y, fg)
    if e1 != e2:
        ends = False
print("CHECK same_pixels", same)
print("CHECK same_end_x", ends)

# handed back to font.py: a text 8 rows below the screen's last, a tall one, another framebuffer
for i in range(len(scr.buffer)):
    scr.buffer[i] = 0
    ref.buffer[i] = 0
font.text(scr, "low", 3, H - 4, 1, True, 1, 1)
font._text(ref, "low", 3, H - 4, 1, True, 1, 1)
font.text(scr, "Tall", 40, 10, 1, True, 1, 2)
font._text(ref, "Tall", 40, 10, 1, True, 1, 2)
other = Screen(W, H)
other2 = Screen(W, H)
font.text(other, "other", 5, 5, 1, True, 1, 1)
font._text(other2, "other", 5, 5, 1, True, 1, 1)
print("CHECK handed_back", scr.buffer == ref.buffer and other.buffer == other2.buffer and any(other.buffer))
boxes = font.boxes = []
font.text(scr, "box", 0, 0, 1, True, 1, 1)
font.boxes = None
print("CHECK boxes_recorded", boxes == [(0, 0, 18, 8, "box")])

# the native clear: the buffer as fb.fill leaves it, lit and dark, over a busy background
ok = True
for c in (1, 0, 9, 0):
    for i in range(len(scr.buffer)):
        v = (i * 37 + c) & 255
        scr.buffer[i] = v
        ref.buffer[i] = v
    oled_text.clear(c)
    ref.fill(c)
    ok = ok and scr.buffer == ref.buffer
odd = Screen(W, 8)  # a buffer of 128 bytes and one more: its last byte past the whole words
odd.buffer = bytearray(129)
oled_text._S[7] = odd.buffer
oled_text.clear(1)
ok = ok and odd.buffer == bytearray(b"\xff" * 129)
oled_text.clear(0)
ok = ok and odd.buffer == bytearray(129)
oled_text._S[7] = scr.buffer
print("CHECK clear_fills", ok)

# the native span: a changed page's first and last changed columns, as PageWindow.show's loops find them
ok = True
page = bytearray(W)
sent = bytearray(3 * W)
for k in range(300):
    for i in range(W):
        page[i] = (i * 7 + k) & 255
    q = rnd(3) * W
    sent[q:q + W] = page
    a0 = rnd(W)
    b0 = a0 + rnd(W - a0)
    for i in (a0, b0):
        sent[q + i] = page[i] ^ (1 << rnd(8))
    a = 0
    while page[a] == sent[q + a]:
        a += 1
    b = W - 1
    while page[b] == sent[q + b]:
        b -= 1
    ok = ok and oled_text.span(memoryview(page), sent, q, W) == a << 8 | b and (a, b) == (a0, b0)
    sent[q:q + W] = page
    ok = ok and oled_text.span(memoryview(page), sent, q, W) == -1  # the same bytes: no change
print("CHECK span_columns", ok)
