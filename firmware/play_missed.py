"""Pass-and-play at a trick game (issue 27 point 2): the page a human's turn starts with when
tricks finished since its last turn -- their cards, the winner's highlighted with "<", who took
each, where the game's token (its plug-in's TOKEN: Bob's Hat) went.  Public: everyone at a table
watches every trick.  The tricks are kept as they finish by play.note (app.seen); this module is
loaded only while the page shows (app.py _SCREENS "missed": a name starting with "play", so the
turn's code stays beside it)."""
from firmware import ops, words
from firmware import texts as T


def _missed_lines(app, seat):
    """The tricks finished since `seat`'s last turn (app.seen, note): each trick's cards, the
    winner's highlighted with "<" (a long line folded), then who took it and where the game's token went.
    Drawn beside the turn's code only, never the pages' (they cost ~6 KiB more at the peak)."""
    log = app.seen
    from firmware import layouts
    lay = layouts.get(app.game.NAME)
    dh = getattr(lay, "decl", None)
    out = []
    prev = None
    for k, lt, hat in log[1]:
        if k <= log[3]:
            prev = hat
            continue
        w = lt["winner"]
        for e in lt["cards"]:
            t = "%s: %s" % (app.seats[e[0]][0], words.word(e[1], app.lang))
            d = dh(app, e) if dh else ""
            t = (t + " " + d[0] if d else t) + (" <" if e[0] == w else "")
            while len(t) > app.cols:  # a narrow screen: the rest on the next line, indented
                k = t.rfind(" ", 0, app.cols)
                k = k if k > 2 else app.cols
                out.append((t[:k], e[0] == w))
                t = "  " + t[k:].lstrip()
            out.append((t, e[0] == w))
        out.append(("  %s %s" % (app.seats[w][0], app.t(T.TOOK)), False))
        if hat is not None and hat != prev and hat >= 0:  # the game's token moved (TOKEN: Bob's Hat)
            out.append(("  %s: %s" % (words.word(lay.TOKEN[1], app.lang), app.seats[hat][0]), False))
        prev = hat
    return out


def d_missed(app, scr):
    """Pass-and-play at a trick game (issue 27 point 2): what the seat missed since its last turn
    -- the tricks finished meanwhile, public (everyone at a table watches every trick) -- then OK."""
    title = "%s: %s" % (app.seats[scr.seat][0], app.t(T.SINCE))
    app.line(0, title if len(title) <= app.cols else app.t(T.SINCE), True)
    lines = _missed_lines(app, scr.seat)
    n = app.rows - 2
    top = min(scr.sel, max(0, len(lines) - n))
    for i in range(top, min(len(lines), top + n)):
        app.line(1 + i - top, lines[i][0], lines[i][1])
    app.line(app.rows - 1, app.t(T.PRESS_OK) + (" <>" if len(lines) > n else ""))


def h_missed(app, scr, op):
    if op in (ops.OK, ops.BACK):
        app.home("play", seat=scr.seat)
    elif op in (ops.NEXT, ops.DOWN):
        scr.sel += 1
        app.draw()
    elif op in (ops.PREV, ops.UP) and scr.sel > 0:
        scr.sel -= 1
        app.draw()
