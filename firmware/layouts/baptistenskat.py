"""Baptistenskat on screen (RULINGS.md 3): the trick games' table (tricks.py) with this game's
header (round, trump card), each seat's bid and tricks won, labelled, and the dealer marked."""
from firmware import texts as T
from firmware import words
from firmware.layouts import cards, tricks

UNIT = T.ROUND
MARK = ("dealer", T.DEALER_L)
TRICK_HAND = "round"  # the last trick's key naming its hand (engine_core/baptistenskat.py)
draw = tricks.draw  # the shared trick table (tricks.py) with this module's hooks below
last_lines = tricks.last_lines


def header(app, v):
    lang = app.lang
    tc = v.get("trump_card")
    tw = words.word(tc, lang) if tc else "-"
    unit = app.t(UNIT)
    no = "%d/%d" % (v["round_no"], v["rounds_total"])
    return (("%s %s  %s: %s" % (unit, no, app.t(T.TRUMP), tw)),
            ("%s %s %s" % (unit, no, tw)),
            ("%s %s" % (no, cards.token(tc) if tc else "-"))), v.get("trump")


def stats(app, v, s, w):
    b = v["bids"][s]
    b = "?" if b is None else str(b)
    t = v["tricks_won"][s]
    return [("%s %s" % (app.t(T.BID), b), "%s%s" % (app.t(T.BID_S), b)),
            ("%s %d" % (app.t(T.TRICKS), t), "%s%d" % (app.t(T.TRICKS_S), t))]


def compact(app, v, s, wide):
    b = v["bids"][s]
    b = "?" if b is None else b
    t = v["tricks_won"][s]
    bl = app.t(T.BID)
    ts = app.t(T.TRICKS_S)
    return ("%s %s %s %d" % (bl, b, ts, t), "%s%s %s%d" % (bl[:1], b, ts, t), "%s/%d" % (b, t))
