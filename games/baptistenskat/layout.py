"""Baptistenskat on screen (RULINGS.md 3): the trick games' table (tricks.py) with this game's
header (round, trump card), each seat's bid and tricks won, labelled, and the dealer marked."""
import sys

from firmware import texts as T
from firmware import words
from firmware.layouts import cards, tricks
from firmware.layouts.cards import ON

# layout_track with the layout, before a frame's view is made (its code loaded inside a draw
# split the heap around the view: issue 24)
from games.baptistenskat import layout_track

UNIT = T.ROUND
MARK = ("dealer", T.DEALER_L)
TRICK_HAND = "round"  # the last trick's key naming its hand (games/baptistenskat/rules.py)
draw = tricks.draw  # the shared trick table (tricks.py) with this module's hooks below
last_lines = tricks.last_lines
redraw = tricks.redraw
key_lines = tricks.key_lines
SUITS = ("red", "yellow", "green", "blue")  # the colours of its cards (games/baptistenskat/rules.py), for the Key page


# [language, trump card, its words, the word "bids"]: the header's two record words, looked up
# again only when the round's trump card or the language changes (a word lookup costs a board
# up to a millisecond, and the table is drawn whole after every move, issue 25)
_WORDS = [None, None, None, None]


def header(app, v):
    lang = app.lang
    tc = v.get("trump_card")
    c = _WORDS
    if c[0] != lang or c[1] != tc:
        c[0], c[1], c[2], c[3] = lang, tc, words.word(tc, lang) if tc else "-", words.word("bids", lang)
    tw = c[2]
    unit = app.t(UNIT)
    no = "%d/%d" % (v["round_no"], v["rounds_total"])
    tr = app.t(T.TRUMP)
    # only the forms the table looks at are made (tricks.header_more; ten were made every frame,
    # issue 25)
    tot = layout_track.total(v)
    out = []
    if tot is not None:
        # the bids' total against the round's tricks (issue 27 "Track"): over or under bid
        bs = "%s %d/%d" % (c[3], tot[0], tot[1])
        bl = "%s %s" % (bs, tricks.kept(app, v, _labels)[2])
        out.append("%s %s  %s: %s  %s" % (unit, no, tr, tw, bl))
        if tricks.header_more(app, out):
            out.append("%s %s %s: %s %s" % (unit, no, tr, tw, bl))
        if tricks.header_more(app, out):
            out.append("%s %s %s %s" % (unit, no, tw, bl))
        if tricks.header_more(app, out):
            out.append("%s %s %s" % (no, tw, bl))
        if tricks.header_more(app, out):
            out.append("%s %s %s" % (no, tw, bs))
        if tricks.header_more(app, out):  # 128x64: the trump card in its letters (the table's, on the Key page there)
            out.append("%s %s %s" % (no, cards.token(tc) if tc else "-", bs))
        if not tricks.header_more(app, out):
            return out, v.get("trump")
    out.append("%s %s  %s: %s" % (unit, no, tr, tw))
    if tricks.header_more(app, out):
        out.append("%s %s %s: %s" % (unit, no, tr, tw))
    if tricks.header_more(app, out):
        out.append("%s %s %s" % (no, tr, tw))
    if tricks.header_more(app, out):
        out.append("%s %s" % (no, tw))
    return out, v.get("trump")


def says(app, v, picked, cur):
    """Why a number is missing from the dealer's bids (play._says, issue 27 point 9): with the
    hook (RULINGS.md 3, Profiregel 1) the dealer may not bid the number that makes the bids add up
    to the cards in hand: "not 4 (sum = cards)", "not 4 (hook)", "not 4" (longest that fits)."""
    if picked != ["bid"] or v.get("phase") != "bid":
        return None
    others = 0
    for b in v["bids"]:
        others += b or 0
    k = sys.modules[type(app.game).__module__].hook_bid(v["options"].get("hook"), v["seat"], v["dealer"],
                                                        others, len(v["hand"]))
    if k < 0:
        return None
    return app.t(T.HOOK_NOT) % k, app.t(T.HOOK_N) % k, app.t(T.NOT_N) % k


def _labels(app):
    """The figures' four labels (bid, b, tricks, tr), made once per view (tricks.kept: the frame
    asks every seat's figures, the header and the track hook its words); each fetched with app.t,
    kept only in this tuple (as its own key of v["_t"] too, each a store more into that dict)."""
    t = app.t
    return (t(T.BID), t(T.BID_S), t(T.TRICKS), t(T.TRICKS_S))


def stats(app, v, s, w):
    b = v["bids"][s]
    b = "?" if b is None else str(b)
    lb = tricks.kept(app, v, _labels)
    return [tricks.labelled(lb[0], lb[1], b), tricks.labelled(lb[2], lb[3], str(v["tricks_won"][s]))]


# A bid on track: drawn as it is, so no figure line is marked (lines 0..0); its status still
# counts for the Key page and the 128x64 table's glyph (trick_last.key_lines, tricks_mono.status)
_ON_TRACK = (0, 0, {"": ON})


def track(app, v, s):
    """The kit's track hook (firmware/layouts/tricks.py): how seat s's bid stands (exact, on
    track, over or out of reach: layout_track.py), marked on the bid's figure in every form the
    table may draw ("3", "b3"); on track it marks nothing (tricks._track draws ON words as they
    are), and the frame then makes no marks for it (issue 25)."""
    st = layout_track.status(v, s)
    if st is None:
        return None
    if st == ON:
        return _ON_TRACK
    b = str(v["bids"][s])
    # the label too ("bid 3" all in the status's ink): a lone digit is a small mark
    lb = tricks.kept(app, v, _labels)
    return 0, 1, {b: st, lb[1] + b: st, lb[0]: st}


def compact(app, v, s, wide):
    """The 128x64 line (tricks_mono.py): layout_mono.py, loaded on the mono board alone (a colour
    board never holds its code, issue 24)."""
    # sys.modules' own once loaded: an import statement looks the packages up again, for each
    # seat of each frame (issue 25)
    m = sys.modules.get("games.baptistenskat.layout_mono")
    if m is None:
        from games.baptistenskat import layout_mono as m
    return m.compact(app, v, s, wide)
