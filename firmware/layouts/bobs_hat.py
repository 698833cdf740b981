"""Where's Bob's Hat? on screen (RULINGS.md 1): the trick games' table (tricks.py) with this
game's header (hand, trump, Bob's Hat's value), each seat's bid in words and its tricks taken
per colour (suit glyph + number), the hat before its holder's name, the dealer marked."""
from firmware import texts as T
from firmware import words
from firmware.layouts import tricks

UNIT = T.HAND  # what a deal is called: "Hand" on the table and in the results alike
MARK = ("dealer", T.DEALER_L)
TRICK_HAND = "hand_no"  # the last trick's key naming its hand (engine_core/bobs_hat.py)
draw = tricks.draw  # the shared trick table (tricks.py) with this module's hooks below
last_lines = tricks.last_lines


def header(app, v):
    lang = app.lang
    hv = v["hat_value"]
    hat = "?" if hv is None else "%+d" % hv
    holder = v["hat_holder"]
    # where the hat is: in the middle, or with a seat (its column shows the hat icon too)
    where = app.t(T.MIDDLE) if holder is None or holder < 0 else app.seats[holder][0]
    tw = words.word(v["trump"], lang) if v["trump"] != "none" else app.t(T.NO_TRUMP)
    unit = app.t(UNIT)
    no = "%d/%d" % (v["hand_no"], v["hands_total"])
    hw = words.word("hat", lang)
    hs = app.t(T.HAT_S)
    tl = tw if v["trump"] == "none" else "%s: %s" % (app.t(T.TRUMP), tw)
    return (("%s %s  %s  %s %s: %s" % (unit, no, tl, hw, hat, where)),
            ("%s %s %s %s %s: %s" % (unit, no, tl, hs, hat, where)),
            ("%s %s %s %s %s: %s" % (unit, no, tw, hs, hat, where)),
            ("%s %s %s %s:%s" % (no, tw[:3], hs, hat, where[:3]))), v["trump"]


def _bid_words(v, s, lang):
    b = v["bids"][s]
    if b is None:
        return ["?"] if v["phase"] == "play" else []  # play: a secret bid, still hidden
    return [words.word(w, lang) for w in b]


def stats(app, v, s, w):
    lang = app.lang
    bw = _bid_words(v, s, lang)
    label = app.t(T.BID)
    out = []
    if bw:
        one = " ".join(bw)
        if 6 * len(one) <= w:  # with its label where every column has room for it (tricks.py)
            out.append((label + " " + one, one))
        else:  # a word to a line, shortened only when a word alone does not fit
            out.append((bw[0], bw[0][:4], bw[0][:2]))
            if len(bw) > 1:
                rest = " ".join(bw[1:])
                out.append((rest, rest[:4], rest[:2]))
    else:
        out.append(("",))
    t = v["taken"][s]
    if w >= 3 * 14:
        row = [("blue", t["blue"]), ("red", t["red"]), ("black", t["black"])]
        tl = app.t(T.TOOK_N)
        if w >= 6 * len(tl) + 4 + 3 * 14:  # labelled where the column has room (issue 14 point 12)
            row.insert(0, tl)
        out.append(row)
    else:
        tl = app.t(T.TOOK_N)
        out.append(("%s %d" % (tl, t["total"]), "%s%d" % (tl[:1], t["total"])))
    return out


def compact(app, v, s, wide):
    """The 128x64 line: bid words shortened, tricks taken (per colour when there is room)."""
    bw = _bid_words(v, s, app.lang)
    t = v["taken"][s]
    b3 = "+".join(x[:3] for x in bw) or "-"
    b1 = "".join(x[:1] for x in bw) or "-"
    tl = app.t(T.TOOK_N)
    if wide:
        return ("%s %s %s %d" % (app.t(T.BID), b3, tl, t["total"]),
                "%s %s %d" % (b3, tl, t["total"]), "%s %s%d" % (b3, tl[:1], t["total"]),
                "%s %s%d" % (b1, tl[:1], t["total"]))
    return ("%s/%d" % (b3, t["total"]), "%s/%d" % (b1, t["total"]), "%d" % t["total"])
