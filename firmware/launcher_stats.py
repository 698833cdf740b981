"""The launcher's Statistics (issue 27, Remember): the games, then a game's names (won of played),
then one name's figures in words, and clearing them all after a question.  Loaded from the
launcher's menu and dropped with the launcher (app.py _LAUNCHER_MODULES); the figures are
firmware/stats.py's.
Screens (fields: app.py _SCREENS): stats (sel: a game, or Clear last), statsgame (game index;
sel: a row), statsname (game index, who: the row's name), statsclear (sel: Keep or Clear).
"""
from firmware import ops, stats, words
from firmware import texts as T


def _rows(app, name):
    """The rows of game `name`, most played first (then most won, then by name: the sort
    need not be stable, MicroPython's is not)."""
    rows = [r for r in stats.read(app.b.storage)[0] if r[0] == name]
    return sorted(rows, key=lambda r: (-r[stats.PLAYED], -r[stats.WON], r[1]))


def who_text(app, who, room=99):
    """A row's name as shown: a person's name, or "computer <level>" (setup's words; "CPU
    <level>" where that does not fit in `room` characters)."""
    if who[:1] != "=":
        return who
    s = "%s %s" % (app.t(T.CPU), who[1:])
    return s if len(s) <= room else "%s %s" % (app.t(T.CPU_SHORT), who[1:])


def _game(i):
    from engine_core.games import GAMES
    return GAMES[i][0]


# --- stats: the games, then Clear statistics ----------------------------------------------------
def d_stats(app, scr):
    from engine_core.games import GAMES
    items = [words.title(g[0], app.lang) for g in GAMES] + [app.t(T.CLEAR_STATS)]
    scr.sel %= len(items)
    app.list(app.t(T.STATS), items, scr.sel)


def h_stats(app, scr, op):
    from engine_core.games import GAMES
    if op == ops.BACK:
        app.back()
    elif op == ops.OK:
        if scr.sel < len(GAMES):
            app.push("statsgame", game=scr.sel)
        else:
            app.push("statsclear")
    else:
        app.move(scr, op, len(GAMES) + 1)
        app.draw()


# --- statsgame: a game's names, won of played ---------------------------------------------------
def _game_items(app, rows):
    out = []
    for r in rows:
        fig = "%s %d/%d" % (app.t(T.WON_SHORT), r[stats.WON], r[stats.PLAYED])
        name = who_text(app, r[1], app.cols - len(fig) - 1)[:app.cols - len(fig) - 1]
        out.append(name + " " * (app.cols - len(name) - len(fig)) + fig)
    return out


def d_statsgame(app, scr):
    title = words.title(_game(scr.game), app.lang)
    rows = _rows(app, _game(scr.game))
    if not rows:
        from firmware.textpage import wrap
        app.line(0, title, True)
        lines = wrap(app.t(T.NO_STATS), app.cols)
        for k in range(min(len(lines), app.rows - 1)):
            app.line(1 + k, lines[k])
        return
    scr.sel %= len(rows)
    app.list(title, _game_items(app, rows), scr.sel)


def h_statsgame(app, scr, op):
    rows = _rows(app, _game(scr.game))
    if op == ops.BACK:
        app.back()
    elif op == ops.OK:
        if rows:
            app.push("statsname", game=scr.game, who=rows[scr.sel % len(rows)][1])
    elif rows:
        app.move(scr, op, len(rows))
        app.draw()


# --- statsname: one name's figures in one game, in words ----------------------------------------
def lines(app, r):
    """The figures of row r, a line each (before wrapping): played, won (a share), best, average,
    and bids made of all bids where the game has bids and the name made some."""
    n = r[stats.PLAYED]
    out = ["%s: %d" % (app.t(T.PLAYED), n),
           "%s: %d (%d%%)" % (app.t(T.WON), r[stats.WON], r[stats.WON] * 100 // n if n else 0),
           "%s: %d" % (app.t(T.BEST), r[stats.BEST])]
    if n:
        s = r[stats.SUM]
        avg = (abs(s) * 2 + n) // (2 * n)  # rounded half away from zero (no floats on the board)
        out.append("%s: %d" % (app.t(T.AVERAGE), -avg if s < 0 else avg))
    bids = r[stats.MADE] + r[stats.MISSED]
    if bids:
        out.append("%s: %d %s %d (%d%%)" % (app.t(T.BIDS_MADE), r[stats.MADE], app.t(T.STATS_OF), bids,
                                             r[stats.MADE] * 100 // bids))
    return out


def d_statsname(app, scr):
    from firmware.textpage import wrap
    title = "%s: %s" % (who_text(app, scr.who), words.title(_game(scr.game), app.lang))
    app.line(0, title if len(title) <= app.cols else title[:app.cols - 1] + ".", True)
    row = None
    for r in stats.read(app.b.storage)[0]:
        if r[0] == _game(scr.game) and r[1] == scr.who:
            row = r
    out = []
    for s in lines(app, row) if row else [app.t(T.NO_STATS)]:
        out += wrap(s, app.cols)
    for k in range(min(len(out), app.rows - 1)):
        app.line(1 + k, out[k])


def h_statsname(app, scr, op):
    if op in (ops.BACK, ops.OK):
        app.back()


# --- statsclear: a question before every figure is lost -----------------------------------------
def d_statsclear(app, scr):
    from firmware.textpage import wrap
    app.line(0, app.t(T.CLEAR_STATS_Q), True)
    choices = (T.KEEP_THEM, T.CLEAR_THEM)
    room = app.rows - 1 - len(choices)
    q = wrap(app.t(T.CLEAR_STATS_WHAT), app.cols)
    for k in range(min(room, len(q))):
        app.line(1 + k, q[k])
    for k in range(len(choices)):
        app.line(app.rows - len(choices) + k, app.t(choices[k]), k == scr.sel % 2)


def h_statsclear(app, scr, op):
    if op == ops.BACK or (op == ops.OK and scr.sel % 2 == 0):  # keep them: the safe way out
        app.back()
        return
    if op != ops.OK:
        app.move(scr, op, 2)
        app.draw()
        return
    stats.clear(app.b.storage)
    app.back()
