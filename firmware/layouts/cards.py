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
# a bid's status (a trick game's track hook, tricks.py): made as it stands (it would score if the
# hand ended now), on track (it can still be made), lost (it cannot be made any more)
MADE = 0
ON = 1
LOST = 2
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
    # (the tuple's own search: a frame asks this some fifty times)
    return _NAMES.index(colour) if colour in _NAMES else -1


def split(text):
    """('blue', '14') from 'blue14'; ('sso', '') for the super special offer.  A card's text is
    letters, then digits: its value's digits found from the end (one or two steps, not one a
    letter)."""
    i = len(text)
    while i and "0" <= text[i - 1] <= "9":
        i -= 1
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
    """Sign g at (x, y) in colour c, each of its pixels k x k, or with k above 15, (ky << 4) | kx:
    kx wide and ky high (the tall panel's narrow counts, games/bobs_hat/layout.py counts: 1 x 2);
    font_gs4.sign draws the same pixels on the screen in native code."""
    if k == 1:
        for r in range(5):
            _sb[r] = _ROWS[5 * g + r] << 3  # bit 4 = left column -> bit 7 (MONO_HLSB)
        font.mask(fb, _sf, x, y, c, mono)
        return
    kx = ky = k
    if k > 15:
        kx = k & 15
        ky = k >> 4
    for r in range(5):
        bitsrow = _ROWS[5 * g + r]
        for j in range(5):
            if bitsrow & (16 >> j):
                fb.fill_rect(x + j * kx, y + r * ky, kx, ky, c)


if font._nsign is not None:  # the screen's signs in native code (font.bind: the same pixels,
    # no Python frame per sign), this one for any other framebuffer
    from firmware import font_gs4
    font_gs4._S[7] = _glyph
    font_gs4._S[8] = _ROWS
    _glyph = font._nsign


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
    if selected and not mono:  # the second frame outside: inside, it touched the glyph, which
        # vanished into the yellow (issue 27 point 11)
        fb.rect(x - 1, y - 1, cw + 2, ch + 2, frame)
    if colour:  # a value alone ("3": a grouped hand's card, every colour of it) has no glyph
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


# --- the helpers every trick table shares (tricks.py colour, tricks_mono.py, trick_last.py) --------
# Here, in the module all three load, so that neither of them imports another's (no import circle)
# and no module is added to those a turn keeps loaded.
def _trick_cards(game, v):
    """(cards [[seat, card, decl?]...], winner or None, dimmed): the trick in progress, or the
    last trick of this hand (dimmed, its winner marked) while the next one has not started; a new
    hand never shows the last hand's trick (issue 14 point 9)."""
    tr = v.get("trick") or []
    if tr:
        return tr, None, False
    lt = v.get("last_trick")
    if lt and v.get("phase") == "play" and lt.get(game.TRICK_HAND) == v["hand_no"]:
        return lt["cards"], lt["winner"], True
    return [], None, False


def holder(game, v):
    """The seat holding the game's token (the plug-in's TOKEN: Bob's Hat's hat), else None: read
    where a table draws it, never kept as a key of the view (a view's table is often full, and
    a key more grew it inside the draw, Bob's Hat's heap peak: issue 24)."""
    tok = getattr(game, "TOKEN", None)
    return v.get(tok[0]) if tok else None


def ncands(ln):
    """How many candidates a stats line has (a tuple of them, or labelled()'s packed line)."""
    if ln[0] is not None:
        return len(ln)
    return 4 if ln[4] else 3


def cand(ln, k):
    """Candidate k of a stats line (labelled()'s packed line: that one made now)."""
    if ln[0] is not None:
        return ln[k]
    _, label, short, value, bare = ln
    if k == 0:
        return "%s %s" % (label, value)
    if k == 3:
        return (value, bare)
    leg = "%s=%s" % (short, label)
    return ("%s %s" % (short, value), leg) if k == 1 else (short + value, leg)


def cand_wide(ln, k, gap=2):
    """_wide(text_of(cand(ln, k)), gap) without making the text: a packed line's candidates are
    its parts joined (cand), so their widths are their parts' lengths (a frame's first pass over
    every seat's figures finds their forms by width alone, issue 25)."""
    if ln[0] is not None:
        return _wide(text_of(ln[k]), gap)
    if k == 3:
        return _wide(ln[3], gap)
    v = ln[3]
    if k == 2:
        return 6 * (len(ln[2]) + len(v)) + (gap if " " in ln[2] or " " in v else 0)
    return 6 * (len(ln[2 if k else 1]) + 1 + len(v)) + gap  # "label value", "short value"


def text_of(c):
    """A candidate's text (a candidate is a text or (text, legend))."""
    return c if isinstance(c, str) else c[0]


def _wide(t, gap=2):
    """Pixels text t needs in a column: a text with a space inside keeps `gap` more to the next
    column, so that the gap between columns is wider than the one inside ("tr 0")."""
    return 6 * len(t) + (gap if " " in t else 0)


def pick(cands, w, legend=None, gap=0, k=0):
    """The first candidate from k on whose text fits w pixels (else the last), see _wide; its
    legend, if any, is added to the list `legend`.  cands: candidates, or a stats line
    (labelled()'s packed line: its texts made one at a time)."""
    last = ncands(cands) - 1
    for i in range(min(k, last), last):
        c = cand(cands, i)
        if _wide(text_of(c), gap) <= w:
            break
    else:  # none before the last fits: the last (made only then)
        c = cand(cands, last)
    if not isinstance(c, str) and legend is not None and c[1] not in legend:
        legend.append(c[1])
    return text_of(c)


def plugin(app):
    """The plug-in of the game being played (already imported: a look-up, no loading)."""
    from firmware import layouts
    return layouts.get(app.game.NAME)


def decl(app, game, e):
    """The game's words under trick card e (candidates, longest first), or ""."""
    hook = getattr(game, "decl", None)
    return hook(app, e) if hook else ""


def _hand_marks(v, picked, cursor, private):
    """The hand (or [] when not private) and the indexes of the cards under the cursor: the card
    named, or every card of the value named (Bargain Hunt's clearing: `clear 3`)."""
    if not private:
        return [], ()
    hand = v.get("hand") or []
    sel = []
    val = cursor if cursor and cursor.isdigit() else None
    for i in range(len(hand)):
        c = hand[i]
        if c == cursor or (cursor is None and c in picked) or (val is not None and _of_value(c, val)):
            sel.append(i)
    return hand, sel


def _legal_cards(v, private):
    """Cards the seat may play now (play.py adds `legal_cards` from the legal actions' texts), or
    None when the question does not arise (not its turn, not the play phase)."""
    if not private or v.get("to_act") != v["seat"] or v.get("phase") != "play":
        return None
    return v.get("legal_cards")


def _of_value(c, val):
    """cards.split(c)[1] == val for a card text (letters, then digits) and digits val, without
    slicing (a clearing step shows dozens of cards)."""
    n = len(val)
    return c.endswith(val) and (len(c) == n or not ("0" <= c[-n - 1] <= "9"))


def short_name(name, chars):
    """A seat's name in `chars` characters (a deliberate abbreviation, not a cut)."""
    return name if len(name) <= chars else name[:max(1, chars)]


def _fit_alt(app, cands, x, y, w, c, sizes=((1, 1),)):
    """The first candidate text that fits w pixels, each tried at each size (largest first)
    (else the last, cut); returns the end x."""
    t, sx, sy = _alt(cands, w, sizes)
    app.fit(t, x, y, w, c, ((sx, sy),))
    return x + min(w, 6 * sx * len(t))


def _alt(cands, w, sizes=((1, 1),)):
    """(text, sx, sy) that _fit_alt draws."""
    for s in cands:
        for sx, sy in sizes:
            if 6 * sx * len(s) <= w:
                return s, sx, sy
    sx, sy = sizes[-1]
    return cands[-1], sx, sy

