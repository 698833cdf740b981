"""Cards drawn as small boxes: a suit glyph (a shape per colour, so suits are told apart on a
mono screen and by colour-blind players too) over the value.  Glyphs are 5x5 bitmaps, rows
top first, bit 4 = left column; drawn pixel by pixel (25 pixels: cheap).  On the 128x64 mono
screen a card is a text token instead: suit letter + value (B14, R3, K20 ...)."""

import framebuf

from firmware import font

# Per colour, in the order of _NAMES: 5 glyph rows (bytes, top first, bit 4 = left column), a
# palette index on colour boards, a letter on mono.  Bytes and one string each, not tuples of
# tuples: constants in bytes cost their size in RAM (STYLE.md 13).
_NAMES = ("blue", "red", "black", "yellow", "green", "purple", "orange", "sso", "none")
_ROWS = (b"\x04\x0e\x0e\x1f\x1f"  # blue: triangle
         b"\x0a\x1f\x1f\x0e\x04"  # red: heart
         b"\x04\x0e\x1f\x04\x0e"  # black: spade
         b"\x0e\x1f\x1f\x1f\x0e"  # yellow: disc
         b"\x04\x15\x1f\x04\x0e"  # green: club
         b"\x04\x0e\x1f\x0e\x04"  # purple: diamond
         b"\x1f\x11\x11\x11\x1f"  # orange: square outline
         b"\x15\x0e\x1f\x0e\x15"  # sso: star, the super special offer
         b"\x11\x0a\x04\x0a\x11")  # none: a cross, no trump (Bob's Hat's grey card)
_INK = b"\x05\x04\x0f\x02\x03\x0a\x08\x09\x0b"
_LETTERS = "BRKYGPO$-"  # $: the super offer (a price tag); "*" marks the dealer
CARD_W = 15
CARD_H = 18
# Card sizes (kind 0, 1, 2): width, height, glyph scale, rank scale x, rank scale y.
# 0 small (a trick's cards on 135-pixel-high panels), 1 tall (the hand there: ranks 16 px tall,
# readable at arm's length on a 1.14" panel), 2 large (the hand on the 240x240 panel).
KINDS = (b"\x0f\x12\x01\x01\x01", b"\x0f\x1b\x01\x01\x02", b"\x1b\x20\x02\x02\x02")


def size(kind):
    """(width, height) of a card of `kind`."""
    k = KINDS[kind]
    return k[0], k[1]


def _index(colour):
    for k in range(len(_NAMES)):
        if _NAMES[k] == colour:
            return k
    return -1


def split(text):
    """('blue', '14') from 'blue14'; ('sso', '') for the super special offer."""
    if text == "sso":
        return "sso", ""
    i = 0
    while i < len(text) and not ("0" <= text[i] <= "9"):
        i += 1
    return text[:i], text[i:]


def colour_index(colour, mono):
    k = _index(colour)
    return 1 if mono or k < 0 else _INK[k]


# one suit sign at a time, as a 5x5 1-bit image blitted in its colour (made once)
_sb = bytearray(5)
_sf = framebuf.FrameBuffer(_sb, 5, 5, framebuf.MONO_HLSB)


def glyph(fb, x, y, colour, c, k=1, mono=False):
    g = _index(colour)
    _glyph(fb, x, y, 6 if g < 0 else g, c, k, mono)  # an unknown colour: the plain square


def _glyph(fb, x, y, g, c, k, mono):
    if k == 1:
        for r in range(5):
            _sb[r] = _ROWS[5 * g + r] << 3  # bit 4 = left column -> bit 7 (MONO_HLSB)
        font.mask(fb, _sf, x, y, c, mono)
        return
    for r in range(5):
        bitsrow = _ROWS[5 * g + r]
        for j in range(5):
            if bitsrow & (16 >> j):
                fb.fill_rect(x + j * k, y + r * k, k, k, c)


def card(fb, x, y, text, mono, selected=False, dim=False, kind=0):
    """One card box at (x, y): glyph top left, value below it (both at the card's left, so an
    overlapping fan still shows them).  Selected: the card keeps its colours, framed twice in the
    highlight colour (the caller raises it); dim: greyed (not playable now)."""
    # (a frame draws a dozen cards: no tuples built or unpacked here)
    colour, value = split(text)
    g = _index(colour)
    kd = KINDS[kind]
    cw = kd[0]
    ch = kd[1]
    k = kd[2]
    if mono:
        bg = fg = vc = 1 if selected else 0
        fg = vc = 1 - bg
        frame = 1
    else:
        bg = 0
        fg = 6 if dim else (_INK[g] if g >= 0 else 1)
        frame = 2 if selected else (6 if dim else 15)
        vc = 6 if dim else 1
    fb.fill_rect(x, y, cw, ch, bg)
    fb.rect(x, y, cw, ch, frame)
    if selected and not mono:
        fb.rect(x + 1, y + 1, cw - 2, ch - 2, frame)
    _glyph(fb, x + 2, y + 2, 6 if g < 0 else g, fg, k, mono)
    if value:
        sx = kd[3]
        sy = kd[4]
        font.text(fb, value, x + 1 + (k - 1), y + 4 + 5 * k, vc, mono, sx, sy)


def token(text):
    """Compact text form for the 128x64 screen: suit letter + value (B14, R3, K20, Y7, G1, P9, O2, $)."""
    colour, value = split(text)
    k = _index(colour)
    return (_LETTERS[k] if k >= 0 else colour[:1].upper()) + value
