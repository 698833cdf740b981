"""Baptistenskat on the 128x64 mono board: each seat's line (the plug-in's compact hook,
firmware/layouts/tricks_mono.py), its bid and tricks won.  A module of its own, loaded by
games/baptistenskat/layout.py's compact on that board alone (a colour board never holds it) and
dropped with the layout."""
from firmware import texts as T

# Each seat's 128x64 line as last made, {seat: ((language, bid, tricks won), the forms)}: a seat's
# figures change with its bid and at a trick's end, and making every seat's forms anew (nine
# strings and four text look-ups a seat) was a good part of a 6-seat table's frame, drawn whole
# after every key on that board (issue 25).  Dropped with the layout.
_made = {}


def compact(app, v, s, wide):
    b = v["bids"][s]
    t = v["tricks_won"][s]
    key = (app.lang, b, t)
    m = _made.get(s)
    if m is not None and m[0] == key:
        return m[1]
    b = "?" if b is None else b
    bl, bs = app.t(T.BID), app.t(T.BID_S)
    tl, ts = app.t(T.TRICKS), app.t(T.TRICKS_S)
    m = ("%s %s %s %d" % (bl, b, tl, t), ("%s %s %s %d" % (bl, b, ts, t), ts + "=" + tl),
         ("%s%s %s%d" % (bs, b, ts, t), "%s=%s %s=%s" % (bs, bl, ts, tl)),
         ("%s/%d" % (b, t), "%s/%s" % (bl, tl)))
    _made[s] = (key, m)
    return m
