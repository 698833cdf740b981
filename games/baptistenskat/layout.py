"""Baptistenskat on screen (RULINGS.md 3): the trick games' table (tricks.py) with this game's
header (round, trump card), each seat's bid and tricks won, labelled, and the dealer marked."""
from firmware import texts as T
from firmware import words
from firmware.layouts import tricks

UNIT = T.ROUND
MARK = ("dealer", T.DEALER_L)
TRICK_HAND = "round"  # the last trick's key naming its hand (games/baptistenskat/rules.py)
draw = tricks.draw  # the shared trick table (tricks.py) with this module's hooks below
last_lines = tricks.last_lines
redraw = tricks.redraw
key_lines = tricks.key_lines
SUITS = ("red", "yellow", "green", "blue")  # the colours of its cards (games/baptistenskat/rules.py), for the Key page


def header(app, v):
    lang = app.lang
    tc = v.get("trump_card")
    tw = words.word(tc, lang) if tc else "-"
    unit = app.t(UNIT)
    no = "%d/%d" % (v["round_no"], v["rounds_total"])
    return (("%s %s  %s: %s" % (unit, no, app.t(T.TRUMP), tw)),
            ("%s %s %s: %s" % (unit, no, app.t(T.TRUMP), tw)),
            ("%s %s %s" % (no, app.t(T.TRUMP), tw)),
            ("%s %s" % (no, tw))), v.get("trump")


def stats(app, v, s, w):
    b = v["bids"][s]
    b = "?" if b is None else str(b)
    lb = tricks.label
    return [tricks.labelled(lb(app, v, T.BID), lb(app, v, T.BID_S), b),
            tricks.labelled(lb(app, v, T.TRICKS), lb(app, v, T.TRICKS_S), str(v["tricks_won"][s]))]


def compact(app, v, s, wide):
    b = v["bids"][s]
    b = "?" if b is None else b
    t = v["tricks_won"][s]
    bl, bs = app.t(T.BID), app.t(T.BID_S)
    tl, ts = app.t(T.TRICKS), app.t(T.TRICKS_S)
    return ("%s %s %s %d" % (bl, b, tl, t), ("%s %s %s %d" % (bl, b, ts, t), ts + "=" + tl),
            ("%s%s %s%d" % (bs, b, ts, t), "%s=%s %s=%s" % (bs, bl, ts, tl)),
            ("%s/%d" % (b, t), "%s/%s" % (bl, tl)))
