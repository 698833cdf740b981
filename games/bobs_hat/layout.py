"""Where's Bob's Hat? on screen (RULINGS.md 1): the trick games' table (tricks.py) with this
game's header (hand, trump, Bob's Hat's value), each seat's bid in words and its tricks taken
per colour (suit glyph + number), the hat before its holder's name, the dealer marked."""
import sys

from firmware import app as A
from firmware import texts as T
from firmware import words
from firmware.layouts import cards, tricks

# layout_track with the layout, before a frame's view is made (its code loaded inside a draw
# split the heap around the view: issue 24)
from games.bobs_hat import layout_track

UNIT = T.HAND  # what a deal is called: "Hand" on the table and in the results alike
TOKEN = ("hat_holder", "hat")  # the seat holding Bob's Hat: a hat before its name (tricks.py)
MARK = ("dealer", T.DEALER_L)
TRICK_HAND = "hand_no"  # the last trick's key naming its hand (games/bobs_hat/rules.py)
draw = tricks.draw  # the shared trick table (tricks.py) with this module's hooks below
last_lines = tricks.last_lines
redraw = tricks.redraw
key_lines = tricks.key_lines
SUITS = ("blue", "red", "black")  # the colours of its cards (games/bobs_hat/rules.py), for the Key page



# where the cursor never starts (play._sel0, issue 27 point 5): "bid nothing" spends the once-a-game
# no-bid (option no_bid)
AVOID = ("none",)


def header(app, v):
    lang = app.lang
    hv = v["hat_value"]
    hat = "?" if hv is None else "%+d" % hv
    holder = v["hat_holder"]
    # where the hat is: in the middle, or with a seat (its column shows the hat icon too)
    where = app.t(T.MIDDLE) if holder is None or holder < 0 else app.seats[holder][0]
    unit = app.t(UNIT)
    no = "%d/%d" % (v["hand_no"], v["hands_total"])
    hw = T.of_game("WORDS", "hat", lang)  # the game's own word (words.word: the shared table first)
    hs = app.t(T.HAT_S)
    if v["trump"] == "none":
        tw = tl = tl2 = app.t(T.NO_TRUMP)
    else:
        tw = words.word(v["trump"], lang)
        x = app.t(T.TRUMP)
        tl = x + ": " + tw
        tl2 = x + " " + tw
    # only the forms the table looks at are made (tricks.header_more: ~1.5 ms of a frame, issue 25)
    out = ["%s %s  %s  %s %s: %s" % (unit, no, tl, hw, hat, where)]
    if tricks.header_more(app, out):
        out.append("%s %s %s %s %s: %s" % (unit, no, tl, hs, hat, where))
    if tricks.header_more(app, out):
        out.append("%s %s %s %s %s: %s" % (unit, no, tw, hs, hat, where))
    if tricks.header_more(app, out):
        out.append("%s %s %s%s %s" % (no, tl2, hs, hat, where))  # 128x64: the trump and the hat first
    if tricks.header_more(app, out):
        out.append("%s %s %s%s %s" % (no, tw, hs, hat, where))
    if tricks.header_more(app, out):
        out.append("%s %s %s%s" % (no, tl2, hs, hat))
    if tricks.header_more(app, out):
        out.append("%s %s %s%s" % (no, tw, hs, hat))
    return out, v["trump"]


def _bid_words(v, s, lang):
    """Seat s's bid in words, made once per view: each seat's stats ask every seat's (issue 26:
    asked anew, a 5-seat table's frame looked up 30 bids, 12 KB of words).  Kept among the
    view's texts (tricks.label's v["_t"], whose keys are text ids: the seat's key is -1 - s)."""
    m = v.get("_t")
    if m is None:
        m = v["_t"] = {}
    bw = m.get(-1 - s)
    if bw is None:
        b = v["bids"][s]
        if b is None:
            bw = ["?"] if v["phase"] == "play" else []  # play: a secret bid, still hidden
        else:
            bw = [words.word(w, lang) for w in b]
        m[-1 - s] = bw
    return bw


def stats(app, v, s, w):
    lang = app.lang
    bw = _bid_words(v, s, lang)
    label = tricks.label(app, v, T.BID)
    out = []
    if bw:
        one = " ".join(bw)
        if 6 * len(one) <= w:  # with its label where every column has room for it (tricks.py)
            out.append((label + " " + one, one))
        else:  # a word to a line, shortened (and explained) only when a word alone does not fit
            for x in (bw[0], " ".join(bw[1:])) if len(bw) > 1 else (bw[0],):
                out.append((x, _cut(x, 4), _cut(x, 3)))
    else:
        out.append(("",))
    if len(out) < 2 and _two_lines(v, w, lang):  # the taken counts on the same line in every
        # column: under a blank line where another seat's bid takes two lines (its "014" stood
        # among the bids)
        out.append(("",))
    t = v["taken"][s]
    tl = tricks.label(app, v, T.TOOK_N)
    # the widest count's digits (counts are never negative: the largest is the longest)
    wide = 6 * len(str(max(t["blue"], t["red"], t["black"]))) + 2
    if w >= 3 * 14 or w >= 3 * wide:  # per colour (issue 27 point 4: "most blue" needs the
        # blue count, a total cannot be followed); on narrow columns the numbers in their colour
        row = [("blue", t["blue"]), ("red", t["red"]), ("black", t["black"])]
        if w >= 6 * len(tl) + 4 + 3 * 14:  # labelled where the column has room (issue 14 point 12)
            row.insert(0, tl)
        out.append(row)
    else:
        out.append(tricks.labelled(tl, tl[:1], str(t["total"])))
    return out


def _two_lines(v, w, lang):
    """Whether a seat's bid takes two lines in a column w pixels wide (its words, joined by blanks,
    wider than w): asked once per view and width, not by every seat's stats for every seat (a
    5-seat frame looked at 25 bids).  Kept among the view's texts (v["_t"], made by _bid_words:
    key -16, below the seats' -1 - s) as w << 1 | the answer."""
    m = v["_t"]
    x = m.get(-16)
    if x is None or x >> 1 != w:
        x = w << 1
        for s2 in range(v["players"]):
            b = _bid_words(v, s2, lang)
            if len(b) > 1:
                k = len(b) - 1  # the bid's width in letters, words joined by blanks (none made)
                for y in b:
                    k += len(y)
                if 6 * k > w:
                    x |= 1
                    break
        m[-16] = x
    return x & 1


def track(app, v, s):
    """The kit's track hook (firmware/layouts/tricks.py): how each of seat s's bid cards stands,
    from public information (layout_track.py), marked on its words in the bid's lines (the kit
    marks a short form or a cut word by the word it begins)."""
    b = layout_track.statuses(v, s)
    if not b:
        return None
    bw = _bid_words(v, s, app.lang)  # the bid's words as its lines show them, made once a view
    marks = {}
    for i in range(len(b)):
        st = b[i][1]
        for x in bw[i].split(" "):
            marks[x] = st
    return (0, 3, marks)


def _cut(x, k):
    """The words of x each in k letters, with the legend of those it shortens ("few=fewest";
    "red bla", "bla=black": never a word cut off whole, as "red " for "red black" was)."""
    ws = x.split()
    short = " ".join(w[:k] for w in ws)
    if short == x:
        return x
    return short, " ".join("%s=%s" % (w[:k], w) for w in ws if len(w) > k)


def compact(app, v, s, wide):
    """The 128x64 line (tricks_mono.py): layout_mono.py, loaded on the mono board alone."""
    # sys.modules' own once loaded: an import statement looks the packages up again, for each
    # seat of each frame (issue 25)
    m = sys.modules.get("games.bobs_hat.layout_mono")
    if m is None:
        from games.bobs_hat import layout_mono as m
    return m.compact(app, v, s, wide, _bid_words)  # the bid's words: this module's


def counts(app, pairs, x, y, w, sy):
    """The stats hook's (colour, number) pairs (firmware/layouts/tricks.py: the tricks taken per
    colour) as suit glyph + number, after a label when the list starts with one ("took")."""
    if isinstance(pairs[0], str):
        x1 = app.text(pairs[0], x, y, 9, 1, sy) + 4
        w -= x1 - x
        x = x1
        pairs = pairs[1:]
    per = w // len(pairs)
    k = sy if per >= 5 * sy + 8 else 1  # large glyphs where they fit
    fb = app.fb
    from firmware import font
    text = font.text  # (a frame draws 15 of these: no app.text, colour_index, glyph frames)
    mono = app.mono
    glyph = cards._glyph  # (looked up once for the line's three)
    names = cards._NAMES
    gk = sy << 4 | 1 if k < sy else k  # no room for the large glyph: one as tall as the digits
    # (5 pixels high beside 16 read as dots, issue 27 point 11), as narrow as the small one,
    # each glyph pixel 1 x sy (cards._glyph; 25 fill_rects a glyph were ~7 ms of a 240x240
    # 5-seat frame on the RP2040, issue 25)
    gy = y + sy if k < sy else y + 1 + (sy - 1) * 3
    tx = 5 * k + 1
    for colour, num in pairs:
        ns = str(num)
        g = names.index(colour) if colour in names else -1  # cards._index
        ink = cards._INK[g] if g >= 0 else 1  # cards.colour_index(colour, False)
        if per >= tx + 6 * len(ns):
            glyph(fb, x, gy, (8 if k < sy else 6) if g < 0 else g, ink, gk, False)
            text(fb, ns, x + tx, y, A.FG, mono, 1, sy)
        else:  # a narrow column (4-5 seats on 160 pixels): the number alone, in its colour's ink,
            # the column's numbers close together ("140"), apart from the next column's
            text(fb, ns, x, y, ink, mono, 1, sy)
            x += 6 * len(ns) + 2 - per
        x += per


def token_icon(fb, x, y, c, k=1):
    """The hat before its holder's name (TOKEN, firmware/layouts/tricks.py): a small hat (crown and
    brim), 8x5 pixels (scaled by k)."""
    fb.fill_rect(x + 2 * k, y, 4 * k, 4 * k, c)
    fb.fill_rect(x, y + 4 * k, 8 * k, k, c)
