"""The launcher's Statistics (issue 27, Remember): the games, then a game's names (won of played),
then one name's figures in words, and clearing them all after a question.  Loaded from the
launcher's menu and dropped with the launcher (app.py _HELD); the figures are
firmware/stats.py's.
Screens (fields: app.py _SCREENS): stats (sel: a game, or Clear last), statsgame (game index;
sel: a row), statsname (game index, who: the row's name), statsclear (sel: Keep or Clear).
"""
from firmware import ops, stats, words
from firmware import texts as T

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# This module's own texts, "English|Deutsch" a line, ids the line numbers (texts.py's table format,
# read with its index() and line()): not in texts_more.py, which the pages load during play
# (a hand's results), so that these strings never cost a game heap.
_CLEAR_STATS = const(0)
_CLEAR_STATS_Q = const(1)
_CLEAR_STATS_WHAT = const(2)
_NO_STATS = const(3)
_PLAYED = const(4)
_WON = const(5)
_BEST = const(6)
_AVERAGE = const(7)
_BIDS_MADE = const(8)
_WON_SHORT = const(9)
_STATS_OF = const(10)
_KEEP_THEM = const(11)
_CLEAR_THEM = const(12)
_CPU_SHORT = const(13)
TEXTS = (
    "Clear statistics|Statistik löschen\n"
    "Clear statistics?|Statistik löschen?\n"
    "Every player's figures of every game are deleted.|Die Zahlen aller Spieler in allen Spielen werden gelöscht.\n"
    "No finished game yet|Noch kein Spiel beendet\n"
    "Played|Gespielt\n"
    "Won|Gewonnen\n"
    "Best score|Bestes Ergebnis\n"
    "Average score|Durchschnitt\n"
    "Bids made|Gebote erfüllt\n"
    "won|gew.\n"
    "of|von\n"
    "Keep them|Behalten\n"
    "Clear them|Löschen\n"
    "CPU|CPU\n"
)
_B = TEXTS.encode()
_off = [None]


def _t(app, i):
    """This module's text i (TEXTS) in the app's language."""
    if _off[0] is None:
        _off[0] = T.index(_B)
    return T.line(_B, _off[0], i, app.lang)


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
    return s if len(s) <= room else "%s %s" % (_t(app, _CPU_SHORT), who[1:])


def _game(i):
    from engine_core.games import GAMES
    return GAMES[i][0]


# --- stats: the games, then Clear statistics ----------------------------------------------------
def d_stats(app, scr):
    from engine_core.games import GAMES
    items = [words.title(g[0], app.lang) for g in GAMES] + [_t(app, _CLEAR_STATS)]
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
        fig = "%s %d/%d" % (_t(app, _WON_SHORT), r[stats.WON], r[stats.PLAYED])
        name = who_text(app, r[1], app.cols - len(fig) - 1)[:app.cols - len(fig) - 1]
        out.append(name + " " * (app.cols - len(name) - len(fig)) + fig)
    return out


def d_statsgame(app, scr):
    title = words.title(_game(scr.game), app.lang)
    rows = _rows(app, _game(scr.game))
    if not rows:
        from firmware.textpage import wrap
        app.line(0, title, True)
        lines = wrap(_t(app, _NO_STATS), app.cols)
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
    out = ["%s: %d" % (_t(app, _PLAYED), n),
           "%s: %d (%d%%)" % (_t(app, _WON), r[stats.WON], r[stats.WON] * 100 // n if n else 0),
           "%s: %d" % (_t(app, _BEST), r[stats.BEST])]
    if n:
        s = r[stats.SUM]
        avg = (abs(s) * 2 + n) // (2 * n)  # rounded half away from zero (no floats on the board)
        out.append("%s: %d" % (_t(app, _AVERAGE), -avg if s < 0 else avg))
    bids = r[stats.MADE] + r[stats.MISSED]
    if bids:
        out.append("%s: %d %s %d (%d%%)" % (_t(app, _BIDS_MADE), r[stats.MADE], _t(app, _STATS_OF), bids,
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
    for s in lines(app, row) if row else [_t(app, _NO_STATS)]:
        out += wrap(s, app.cols)
    for k in range(min(len(out), app.rows - 1)):
        app.line(1 + k, out[k])


def h_statsname(app, scr, op):
    if op in (ops.BACK, ops.OK):
        app.back()


# --- statsclear: a question before every figure is lost -----------------------------------------
def d_statsclear(app, scr):
    from firmware.textpage import wrap
    app.line(0, _t(app, _CLEAR_STATS_Q), True)
    choices = (_KEEP_THEM, _CLEAR_THEM)
    room = app.rows - 1 - len(choices)
    q = wrap(_t(app, _CLEAR_STATS_WHAT), app.cols)
    for k in range(min(room, len(q))):
        app.line(1 + k, q[k])
    for k in range(len(choices)):
        app.line(app.rows - len(choices) + k, _t(app, choices[k]), k == scr.sel % 2)


def h_statsclear(app, scr, op):
    from firmware import launcher  # held while this module is (app.py _HELD)
    launcher.confirm(app, scr, op, clear)


def clear(app, scr):
    """The question's Clear: every figure goes."""
    stats.clear(app.b.storage)
    app.back()
