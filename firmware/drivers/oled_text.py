"""firmware/font.py's 6x8 glyphs drawn in native code (MicroPython's viper) straight into an
SSD1306's buffer (micropython-lib's driver: MONO_VLSB, a byte is 8 rows of one column, bit 0 the
top one), each pixel set or cleared where font.py's blit sets or clears it, pixel for pixel
(tests/rp2040 compare the board's frames with the simulator's, which blits).

Why (issue 25, on the emulated RP2040): the 128x64 table is all text, and font.py blits it a
glyph at a time from Python (a glyph through the mono palette, the loop around it and a Python
frame per text); a move there drew for 60-100 ms where the colour boards, whose texts
firmware/font_gs4.py draws natively, drew for 40-70.  The colour boards' font_gs4 writes 4-bit
pixels; this one ORs (ink) or masks out (paper ink, text on a highlight) a glyph's column byte,
shifted into the one or two pages the text row covers.

A module of its own because native code needs an architecture (as drivers/rgb565.py): the board
file binds it where it loads (bind), else font.py's blits stay."""
import micropython

if 0:  # for type checkers only (the compiler drops it): viper's pointer types are its own
    from typing import TypeAlias
    ptr8: TypeAlias = bytearray
    ptr32: TypeAlias = bytearray

# Set by bind: [the screen (the driver object), the font module, font.py's own text(), width,
# height, font._ASCII, font._EXTRA, the screen's buffer, None (an object to viper)]
_S: list = [None, None, None, 0, 0, b"", b"", b"", None]


def bind(oled):
    """font.text() becomes the native text() below on `oled`'s buffer (any other framebuffer, a
    scaled text or one that leaves the screen: font.py's own)."""
    from firmware import font
    _S[0], _S[1], _S[2], _S[3], _S[4] = oled, font, font._text, oled.width, oled.height
    _S[5], _S[6], _S[7] = font._ASCII, font._EXTRA, oled.buffer
    font.text = text


@micropython.viper
def text(scr, t, x: int, y: int, fg: int, mono, sx: int, sy: int) -> int:
    """font.text(fb, s, x, y, fg, mono, sx, sy) (every caller passes all eight: a native function
    takes no defaults): on the screen the text t at (x, y), its glyphs' pixels lit (fg not 0) or
    cleared (fg 0), the rest left as it is (a transparent background); anything else -- another
    framebuffer, sx or sy not 1, a row not wholly on the screen, a test recording the texts drawn
    (font.boxes) -- font.py's blits draw.  Glyphs: font._ASCII (6 column bytes a glyph, bit 0 the
    top row) and font._EXTRA ("äöüÄÖÜß": UTF-8 0xC3 then 0xA4 0xB6 0xBC 0x84 0x96 0x9C 0x9F);
    any other character "?".  Columns outside the screen are left out (as blit clips).  Returns
    the end x."""
    h = int(_S[4])
    if scr is not _S[0] or _S[1].boxes is not _S[8] or sx != 1 or sy != 1 or y < 0 or y + 8 > h:
        return int(_S[2](scr, t, x, y, fg, mono, sx, sy))
    n = int(len(t))
    w = int(_S[3])
    fb = ptr8(_S[7])
    s = ptr8(t)
    a = ptr8(_S[5])
    ex = ptr8(_S[6])
    r = y & 7  # the glyph's top row in its page; r > 0: its lower rows in the next page
    q0 = (y >> 3) * w  # the page's first byte
    up = 8 - r
    i = 0  # byte index in s
    k = 0  # characters drawn
    while k < n:
        c = s[i]
        i += 1
        k += 1
        src = a
        off = 31 * 6  # "?"
        if c < 128:
            if c == 32:
                x += 6
                continue
            if c > 32 and c < 127:
                off = (c - 32) * 6
        else:
            d = 0
            if c == 0xC3:
                d = s[i]
            if c >= 0xF0:  # the character's continuation bytes (s is valid UTF-8)
                i += 3
            elif c >= 0xE0:
                i += 2
            else:
                i += 1
            e = -1
            if d == 0xA4:
                e = 0
            elif d == 0xB6:
                e = 1
            elif d == 0xBC:
                e = 2
            elif d == 0x84:
                e = 3
            elif d == 0x96:
                e = 4
            elif d == 0x9C:
                e = 5
            elif d == 0x9F:
                e = 6
            if e >= 0:
                src = ex
                off = e * 6
        col = 0
        while col < 6:
            bits = src[off + col]
            xx = x + col
            if bits and xx >= 0 and xx < w:
                q = q0 + xx
                lo = (bits << r) & 0xFF
                if fg:
                    fb[q] = fb[q] | lo
                    if r:
                        fb[q + w] = fb[q + w] | (bits >> up)
                else:
                    fb[q] = fb[q] & (lo ^ 0xFF)
                    if r:
                        fb[q + w] = fb[q + w] & ((bits >> up) ^ 0xFF)
            col += 1
        x += 6
    return x


@micropython.viper
def clear(c: int):
    """The board's clear(c) (firmware/boards/__init__.py; App.draw's whole frame begins with it):
    the bound screen's buffer as its fb.fill(c) leaves it -- every pixel lit for c not 0, else
    dark -- a word at a time (the framebuffer's fill sets the 8192 pixels one by one: ~0.7 ms of
    every whole frame on the emulated RP2040, issue 25).  A bytearray's data is word-aligned (the
    heap's blocks); bytes past the last whole word one at a time."""
    buf = _S[7]
    n = int(len(buf))
    v = 0
    if c:
        v = -1
    w = ptr32(buf)
    i = 0
    while i < n >> 2:
        w[i] = v
        i += 1
    b = ptr8(buf)
    i = i << 2
    while i < n:
        b[i] = v & 0xFF
        i += 1


@micropython.viper
def span(page, sent, k: int, w: int) -> int:
    """PageWindow's changed columns of a page (firmware/drivers/oled.py show): `page` the page's
    w bytes, sent[k:k + w] the same page as last sent: -1 where they are the same, else the
    first changed column << 8 | the last, found from each end as show()'s loops find them after
    the page's CRC (its CRC and a byte at a time there: ~0.1 ms a page on the emulated RP2040,
    issue 25)."""
    p = ptr8(page)
    s = ptr8(sent)
    a = 0
    while a < w and p[a] == s[k + a]:
        a += 1
    if a == w:
        return -1
    b = w - 1
    while p[b] == s[k + b]:
        b -= 1
    return a << 8 | b
