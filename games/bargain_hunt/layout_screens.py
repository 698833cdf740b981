"""Bargain Hunt's own in-game page (the plug-in games/bargain_hunt/layout.py declares it and loads
this module only while it shows; its draw drops it again): the piles -- every seat's bargain,
bargain pile (public: laid face up, RULINGS.md 2) and odds-and-ends count, the seat's own
odds-and-ends cards only when the menu was opened on its turn."""
from firmware import texts as T
from firmware.layouts import cards
from games.bargain_hunt.layout import _pts


def _pile_lines(app, v, seat):
    """Every seat's bargain, bargain pile (public: laid face up, RULINGS.md 2) and odds-and-ends
    count, labelled; the seat's own odds-and-ends cards only when the menu was opened on its
    turn."""
    out = []
    pl, ol = app.t(T.PILE), app.t(T.ODDS)
    for s in range(v["players"]):
        bp = v["bargain_pile"][s]
        b = v["bargain"][s]
        out.append("%s  %s %s" % (app.seats[s][0], app.t(T.BARGAIN), "-" if b is None else b))
        out += _card_rows(app, bp["cards"], "  %s %s:" % (pl, _pts(bp["count"], "+")))
        out.append("  %s %s" % (ol, _pts(v["odds"][s], "-")))
    if seat is not None:
        out.append("%s: %s" % (app.seats[seat][0], ol))
        out += _card_rows(app, v["own_odds"], "  %s:" % _pts(len(v["own_odds"]), "-"))
    return out


def _card_rows(app, cs, lead):
    """`lead` then the cards as tokens, continued on further lines (indented) when long."""
    rows = []
    cur = lead
    for c in cs:
        t = cards.token(c)
        if len(cur) + 1 + len(t) > app.cols:
            rows.append(cur)
            cur = "   "
        cur += " " + t
    rows.append(cur)
    return rows


def d_piles(app, scr):
    from firmware import textpage
    v = app.game.view(scr.seat)  # None: the public view
    textpage.scrolled(app, app.t(T.PILES), _pile_lines(app, v, scr.seat), scr.sel)


def h_piles(app, scr, op):
    from firmware import textpage
    textpage.h_sheet(app, scr, op)
