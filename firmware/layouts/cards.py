"""Cards drawn as small boxes: a suit glyph (a shape per colour, so suits are told apart on a
mono screen and by colour-blind players too) over the value.  Glyphs are 5x5 bitmaps, rows
top first, bit 4 = left column; drawn pixel by pixel (25 pixels: cheap).  On the 128x64 mono
screen a card is a text token instead: suit letter + value (B14, R3, K20 ...)."""

from firmware import font

# colour name -> (glyph rows, palette index on colour boards, mono letter)
_GLYPHS = (
    ("blue", (0x04, 0x0E, 0x0E, 0x1F, 0x1F), 5, "B"),  # triangle
    ("red", (0x0A, 0x1F, 0x1F, 0x0E, 0x04), 4, "R"),  # heart
    ("black", (0x04, 0x0E, 0x1F, 0x04, 0x0E), 15, "K"),  # spade
    ("yellow", (0x0E, 0x1F, 0x1F, 0x1F, 0x0E), 2, "Y"),  # disc
    ("green", (0x04, 0x15, 0x1F, 0x04, 0x0E), 3, "G"),  # club
    ("purple", (0x04, 0x0E, 0x1F, 0x0E, 0x04), 10, "P"),  # diamond
    ("orange", (0x1F, 0x11, 0x11, 0x11, 0x1F), 8, "O"),  # square outline
    ("sso", (0x15, 0x0E, 0x1F, 0x0E, 0x15), 9, "*"),  # star: the super special offer
    ("none", (0x11, 0x0A, 0x04, 0x0A, 0x11), 11, "-"),  # a cross: no trump (Bob's Hat's grey card)
)
CARD_W = 15
CARD_H = 18


def _entry(colour):
    for e in _GLYPHS:
        if e[0] == colour:
            return e
    return None


def split(text):
    """('blue', '14') from 'blue14'; ('sso', '') for the super special offer."""
    if text == "sso":
        return "sso", ""
    i = 0
    while i < len(text) and not ("0" <= text[i] <= "9"):
        i += 1
    return text[:i], text[i:]


def colour_index(colour, mono):
    if mono:
        return 1
    e = _entry(colour)
    return e[2] if e else 1


def glyph(fb, x, y, colour, c):
    e = _entry(colour)
    rows = e[1] if e else (0x1F, 0x11, 0x11, 0x11, 0x1F)
    for r in range(5):
        bitsrow = rows[r]
        for k in range(5):
            if bitsrow & (16 >> k):
                fb.pixel(x + k, y + r, c)


def card(fb, x, y, text, mono, selected=False, dim=False):
    """One card box at (x, y): glyph top left, value below it (both in the card's left 13
    pixels, so an overlapping fan still shows them).  Selected: inverted; dim: greyed (not
    playable now)."""
    colour, value = split(text)
    col = colour_index(colour, mono)
    if selected:
        bg, fg, frame, vc = (1, 0, 1, 0) if mono else (2, 0, 2, 0)
    else:
        bg, fg, frame, vc = (0, 1, 1, 1) if mono else (0, 6 if dim else col, 6 if dim else 15, 6 if dim else 1)
    fb.fill_rect(x, y, CARD_W, CARD_H, bg)
    fb.rect(x, y, CARD_W, CARD_H, frame)
    glyph(fb, x + 2, y + 2, colour, fg)
    if value:
        font.text(fb, value, x + 1, y + 9, vc, mono)


def token(text):
    """Compact text form for the 128x64 screen: suit letter + value (B14, R3, K20, Y7, G1, P9, O2, *)."""
    colour, value = split(text)
    e = _entry(colour)
    return (e[3] if e else colour[:1].upper()) + value
