"""Where's Bob's Hat? on the 128x64 mono board: each seat's line (the plug-in's compact hook,
firmware/layouts/tricks_mono.py), the bid in words or card letters and the cards taken per colour.
A module of its own, loaded by games/bobs_hat/layout.py's compact on that board alone (a colour
board never holds it) and dropped with the layout."""
from firmware import texts as T
from firmware import words

# Each seat's line as last made, {seat: (what it was made of, the line)}: a seat's bid and
# cards taken change at a trick's end, not with each card played, and making the line's six
# forms anew for every seat was a third of a 128x64 table's frame (issue 25: a move draws the
# whole table).  The line is made of the seat's bid, whether the phase is play (a secret bid shows
# "?"), its cards taken and the language, nothing else of the view.
_made = {}


def compact(app, v, s, wide, _bid_words):
    """The 128x64 line: the bid in words (shortened when long), the cards taken."""
    t = v["taken"][s]
    b = v["bids"][s]
    # the phase matters only as play or not (a bid not made: "?" in play, a secret bid; else
    # "-"): the lines made at the hat's choice serve the bids after it (issue 25: the dealer's
    # bid turn made all five anew, 17 of its frame's ~75 ms on the emulated RP2040)
    key = (app.lang, v["phase"] == "play", b and tuple(b), t["blue"], t["red"], t["black"], t["total"])
    m = _made.get(s)
    if m is not None and m[0] == key:
        return m[1]
    bw = _bid_words(v, s, app.lang)
    tl, bl = app.t(T.TOOK_N), app.t(T.BID)
    b = " ".join(bw) or "-"
    b3 = "+".join(x[:3] for x in bw) or "-"
    n = str(t["total"])
    leg = tl[:1] + "=" + tl
    short = "".join(" %s=%s" % (x[:3], x) for x in bw if len(x) > 3)  # the words shortened
    # the cards taken per colour in the card letters (B3R1K0; issue 27 point 4: "most blue" needs
    # the blue count), the total only where nothing else fits
    from firmware.layouts import cards
    ks = ("blue", "red", "black")
    lk = [cards.token(c + "1")[:-1] for c in ks]  # the colours' card letters, once a line
    per = "%s%d%s%d%s%d" % (lk[0], t["blue"], lk[1], t["red"], lk[2], t["black"])
    pl = "".join(lk) + "=" + tl
    m = ("%s %s %s %s%d %s%d %s%d" % (bl, b, tl, lk[0], t["blue"], lk[1], t["red"], lk[2], t["black"]),
         ("%s %s %s" % (bl, b, per), pl), ("%s %s" % (b3, per), pl + short),
         ("%s %s" % (_letters(v, s, app), per), pl + " " + _fewest_leg(v, s, app)),
         ("%s %s %s%s" % (bl, b3, tl[:1], n), leg + short),
         ("%s/%s" % (b3, n), "%s/%s" % (bl, tl) + short))
    _made[s] = (key, m)
    return m


def _letters(v, s, app):
    """Seat s's bid in the card letters (B R K, F fewest, F2 fewest x2): the shortest form, beside
    its counts per colour on a crowded 128x64 line ("BF B0R3K0")."""
    from firmware.layouts import cards
    b = v["bids"][s]
    if b is None:
        return "?" if v["phase"] == "play" else "-"
    out = ""
    for w in b:
        out += {"fewest": "F", "fewest2": "F2", "none": "-"}.get(w) or cards.token(w + "1")[:-1]
    return out


def _fewest_leg(v, s, app):
    """The legend of F / F2 when seat s's bid uses it."""
    b = v["bids"][s] or ()
    w = "fewest2" if "fewest2" in b else ("fewest" if "fewest" in b else None)
    return ("%s=%s" % ("F2" if w == "fewest2" else "F", words.word(w, app.lang).replace(" ", ""))) if w else ""
