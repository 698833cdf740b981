"""Bargain Hunt on screen (RULINGS.md 2): the trick games' table (tricks.py) with this game's
header (round, trump and not-trump colours of the trick), each seat's bargain, pile and
odds-and-ends, labelled, the dealer marked; at the clearing step the seat's own odds-and-ends are
shown in place of the hand, one card per value with its count (the value under the cursor
raised).  Its own in-game page: the piles (every bargain pile is public, laid face up; the
seat's own odds-and-ends only on its turn).
Screens: "piles" (scr.sel = its first line, scr.seat = the seat or None), drawn by layout_screens.py.
"""
import sys

from firmware import app as A
from firmware import texts as T
from firmware import words
from firmware.layouts import cards, tricks
from games.bargain_hunt import WORDS

MENU = ((T.PILES, "piles"),)
SCREENS = {"piles": "seat"}  # the piles page: the seat whose turn the menu was opened on
SCREENS_MODULE = "layout_screens"  # its d_/h_ functions: loaded while it shows (draw drops it)
_SCREENS_MOD = "games.bargain_hunt.layout_screens"
UNIT = T.ROUND
MARK = ("dealer", T.DEALER_L)
TRICK_HAND = "round_no"  # the last trick's key naming its hand (games/bargain_hunt/rules.py)
last_lines = tricks.last_lines
redraw = tricks.redraw
key_lines = tricks.key_lines
# the colours of its cards (games/bargain_hunt/rules.py) and the super offer, for the Key page
SUITS = ("red", "yellow", "green", "blue", "purple", "orange", "sso")


# where the cursor never starts (play._sel0, issue 27 point 5): "clear nothing" throws away a
# free +1 or more, declaring "trump" may take a trick full of -1s
AVOID = ("none", "trump")


def _value(c):
    """A card's value for sorting (the super offer after the 9s)."""
    return c[-1] if c[-1] <= "9" else ":"


def prepare(v, private):
    """The clearing step (the seat's own turn): its odds-and-ends by value, a card per value
    (its value alone: the colours do not matter there) with how many it holds of it."""
    if v.get("phase") == "clear" and private and v.get("to_act") == v["seat"]:
        # clearing: the choice is a value of the seat's own odds-and-ends, grouped (issue 27
        # point 6): a seat may hold 70 odds-and-ends and more, which overflowed every screen;
        # the choice needs the count per value (RULINGS.md 2: a value is cleared whatever its
        # colours), so one card per value, its count under it
        counts = {}
        for c in v["own_odds"]:
            k = _value(c)
            counts[k] = counts.get(k, 0) + 1
        keys = sorted(counts)  # distinct strings: a total order
        v["hand"] = ["sso" if k == ":" else k for k in keys]
        v["_hand_counts"] = [counts[k] for k in keys]
        v["_hand_title"] = T.ODDS  # the kit titles the hand band and gives it the trick row


def says(app, v, picked, cur):
    """What clearing the value under the cursor does (play._says): "x2: 2 trash, +2" -- how many
    there are of it, then: the first
    3 (3 players) or 2 of that value go to the trash, the rest onto the bargain pile (RULINGS.md
    2): +1 for each odds-and-ends card gone, +1 more for each one on the pile."""
    if picked != ["clear"] or not cur.isdigit():
        return None
    n = 0
    for c in v["own_odds"]:
        if c[-1] == cur:
            n += 1
    from games.bargain_hunt.rules import trash_count
    k = trash_count(v["players"])
    t = min(n, k)
    s = "%d %s" % (t, app.t(T.TRASH))
    if n > t:
        s += " %d %s" % (n - t, app.t(T.PILE))
    p = "+%d" % (2 * n - t)
    # with the count of that value ("x4"): the row shows them sorted, the prompt counts them
    return "x%d: %s, %s" % (n, s, p), "x%d, %s" % (n, p), p


def decl(app, e):
    """A trick card's declaration in words, longest first: ("trump higher", "tru hig", "T")."""
    if len(e) < 3 or not e[2]:
        return ""
    lang = app.lang
    if " " not in e[2]:  # one word ("trump", "low"): its word and its first letters, and no
        # list, join or second slice made for them (a new str costs a board ~30 us, issue 25)
        w = T.find(WORDS, e[2], lang) or words.word(e[2], lang)
        s = w[:3]
        return (w, s, s)
    ws = e[2].split()
    for i in range(len(ws)):  # each word looked up once for both forms (issue 25), this game's
        # own ("notrump", "high", "low") in its table (words.word asks the shared table and
        # then every game's package for them: ~0.2 ms a word on the emulated M3)
        w = ws[i]
        ws[i] = T.find(WORDS, w, lang) or words.word(w, lang)
    short = " ".join(w[:3] for w in ws)
    return (" ".join(ws), short, short[:3])


# [language, trump colour, its word, the word "notrump"]: looked up again only when the trump
# colour or the language changes (a word lookup costs a board up to a millisecond, and the table
# is drawn whole after every move, issue 25)
_WORDS = [None, None, None, None]


def header(app, v):
    lang = app.lang
    tcol = v.get("trump_colour")
    nt = v.get("not_trump") or []
    unit = app.t(UNIT)
    no = "%d/%d" % (v["round_no"], v["rounds_total"])
    c = _WORDS
    if c[0] != lang or c[1] != tcol:
        c[0], c[1], c[2], c[3] = lang, tcol, words.word(tcol, lang) if tcol else "-", words.word("notrump", lang)
    tw = c[2]
    tr = app.t(T.TRUMP)
    # only the forms the table looks at are made (tricks.header_more; all four were made every
    # frame, issue 25)
    if nt:
        nts = [words.word(c, lang) for c in nt]  # each colour looked up once (issue 25)
        ntw = ",".join(nts)
        nw = c[3]
        out = ["%s %s  %s: %s  %s: %s" % (unit, no, tr, tw, nw, ntw)]
        if tricks.header_more(app, out):
            # a 160-pixel header: trump and not-trump in words, the round left to the results
            # page, rather than the bare "- -red" of the short form
            out.append("%s: %s  %s: %s" % (tr, tw, nw, ntw))
        if tricks.header_more(app, out):
            out.append("%s %s %s -%s" % (unit, no, tw, ",".join(c[:3] for c in nts)))
    else:
        out = ["%s %s  %s: %s" % (unit, no, tr, tw)]
        if tricks.header_more(app, out):
            out.append("%s %s %s" % (unit, no, tw))
    if tricks.header_more(app, out):
        tiny = "%s T:%s" % (no, cards.token(tcol + "1")[:1] if tcol else "-")
        if nt:
            tiny += " n:" + "".join(cards.token(c + "1")[:1] for c in nt)
        out.append(tiny)
    return out, tcol


def _labels(app):
    """The figures' labels and the bare numbers' legends, made once per view (tricks.kept: the
    frame asks every seat's figures, issue 25); each text fetched with app.t, kept only in this
    tuple (as its own key of v["_t"] too, each a store more into that dict grew it: with them
    the emulated M3's key to glass p95 was 33.4 ms, without 30.3, issue 26)."""
    t = app.t
    p, o = t(T.PILE), t(T.ODDS)
    return (t(T.BARGAIN), t(T.BARGAIN_S), p, t(T.PILE_S), "+n=" + p, o, t(T.ODDS_S), "-n=" + o)


def stats(app, v, s, w):
    bg = "-" if v["bargain"][s] is None else str(v["bargain"][s])
    pile = v["bargain_pile"][s]["count"]
    odds = v["odds"][s]
    ps = _pts(pile, "+")  # the points they stand for: +1 a pile card, -1 an odds card
    os_ = _pts(odds, "-")
    lb = tricks.kept(app, v, _labels)
    return [tricks.labelled(lb[0], lb[1], bg), tricks.labelled(lb[2], lb[3], ps, lb[4]),
            tricks.labelled(lb[5], lb[6], os_, lb[7])]


def _pts(n, sign):
    """What n cards stand for: "+3" (a pile), "-2" (odds-and-ends), "0" (never "-0")."""
    return "%s%d" % (sign, n) if n else "0"


def compact(app, v, s, wide):
    """The 128x64 line: the bargain (the pile's and the odds-and-ends' counts where the line
    has room; they are on the piles page too)."""
    bg = v["bargain"][s]
    bg = "-" if bg is None else bg
    pile = v["bargain_pile"][s]["count"]
    odds = v["odds"][s]
    bl, bs = app.t(T.BARGAIN), app.t(T.BARGAIN_S)
    return ("%s %s %s %s %s %s" % (bl, bg, app.t(T.PILE), _pts(pile, "+"), app.t(T.ODDS), _pts(odds, "-")),
            "%s %s" % (bl, bg),
            ("%s %s" % (bs, bg), "%s=%s" % (bs, bl)))


def draw(app, v, picked, cursor, private):
    """The shared trick table (tricks.py) with this module's hooks; the piles page's code leaves
    while the table shows (a game holds it only while the page is up)."""
    if _SCREENS_MOD in sys.modules:
        A.unload((_SCREENS_MOD,))
    tricks.draw(app, v, picked, cursor, private)
