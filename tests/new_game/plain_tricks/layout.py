"""Plain Tricks on screen: the shared trick table (firmware/layouts/tricks.py) with this game's
hooks: the header (hand k of n), each seat's tricks, the dealer marked."""
from firmware import texts as T
from firmware.layouts import tricks

UNIT = T.HAND
MARK = ("dealer", T.DEALER_L)
TRICK_HAND = "hand"  # the last trick's key naming its hand (rules.py view)
draw = tricks.draw
last_lines = tricks.last_lines
redraw = tricks.redraw
key_lines = tricks.key_lines
SUITS = ("red", "yellow", "green", "blue")


def header(app, v):
    no = "%d/%d" % (v["hand_no"], v["hands_total"])
    unit = app.t(UNIT)
    return ("%s %s" % (unit, no), no), None


def stats(app, v, s, w):
    lb = tricks.label
    return [tricks.labelled(lb(app, v, T.TRICKS), lb(app, v, T.TRICKS_S), str(v["tricks_won"][s]))]


def compact(app, v, s, wide):
    t = v["tricks_won"][s]
    tl, ts = app.t(T.TRICKS), app.t(T.TRICKS_S)
    return ("%s %d" % (tl, t), ("%s%d" % (ts, t), ts + "=" + tl), ("%d" % t, tl))
