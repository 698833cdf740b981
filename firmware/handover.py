"""Pass-and-play between humans (RULINGS.md 4, STYLE.md 6): the hand-over screen ("pass": a name
and nothing else) and the tricks each human missed since its last turn at a trick game (app.seen,
shown by play_missed.d_missed).  A module of its own, loaded only at a table of several humans and
dropped with the occasional pages (app.py _HELD): a game with one human never holds this code
during play (the heap; play.py stays the turn's code alone).
"""
from firmware import app as A
from firmware import ops, words
from firmware import texts as T


# --- hand-over --------------------------------------------------------------------------------
def d_pass(app, scr):
    """Hand the device over: "Pass to" and the name in large letters in the middle, read from
    across the table; "OK: play  BACK: menu" on the prompt line (the menu: nothing private)."""
    name = app.seats[scr.seat][0]
    k = 1 if app.mono else 2  # the 12x16 letters on colour boards
    h = 8 * k
    y = (app.body_h - 3 * h) // 2
    t = app.t(T.PASS)
    sx = k if 6 * k * len(t) <= app.w else 1  # "Weitergeben an" on 160 pixels: tall letters
    app.fit(t, max(0, (app.w - 6 * sx * len(t)) // 2), y, app.w, A.FG, ((sx, k),))
    wn = 6 * k * len(name)
    app.fb.fill_rect((app.w - wn) // 2 - 3, y + h + 3, wn + 6, h + 4, A.FG if app.mono else A.HI)
    app.text(name, (app.w - wn) // 2, y + h + 5, A.BG, k, k)
    # the context on the top line (issue 27 point 11): which game, which hand or round
    v = app.game.view(None)
    n = v.get("hands_total", 0)
    t = words.title(app.game.NAME, app.lang)
    if n > 1:
        hk = "%s %d/%d" % (app.t(app.unit), v["hand_no"], n)
        t = t + "  " + hk if len(t) + 2 + len(hk) <= app.cols else hk
    app.fit(t, max(0, (app.w - 6 * len(t)) // 2), 1, app.w, A.DIM if not app.mono else A.FG)
    # and the seat's own figures as the table shows them to all ("bid 3 tricks 1": public only,
    # the view of no seat), the longest form that fits (the plug-in's compact, tricks_mono.py)
    from firmware import layouts
    c = getattr(layouts.get(app.game.NAME), "compact", None)
    if c is not None:  # a trick game's table: its kit is loaded (the first form that fits, else the last)
        from firmware.layouts import cards
        t = cards.pick(c(app, v, scr.seat, True), app.w)
        app.fit(t, max(0, (app.w - 6 * len(t)) // 2), y + 2 * h + 12, app.w, A.FG)
    v = None
    app.prompt(app.t(T.OK_MENU))  # and that BACK opens the game's menu (issue 27 point 7)


def h_pass(app, scr, op):
    if op == ops.OK:
        app._mod("play").begin(app, scr.seat)  # the play screen's module, by its name
    elif op == ops.BACK:
        app.push("ingame")  # no seat: nothing private in that menu


def missed(app, seat):
    """At a human's turn (play.begin): "missed" when tricks finished since the seat's last turn
    (play_missed.d_missed shows them), else None; the seat's turn is counted from here."""
    log = app.seen
    since = log[2].get(seat)
    log[2][seat] = log[0]
    if since is not None and log[1] and log[1][-1][0] > since:
        log[3] = since
        return "missed"
    return None


def note(app, seat):
    """After each move (by `seat`) in pass-and-play at a trick game: a trick just finished (the
    public view's last trick changed) is kept with the seat then holding the game's token (the
    plug-in's TOKEN: Bob's Hat), the last 4 (a human's turn comes round before more finish), and a
    short sound marks it where the board has one.  A human who finished it with its own card has
    seen it: not shown to it again."""
    v = app.game.view(None)
    lt = v.get("last_trick")
    log = app.seen
    if lt is None or (log[1] and log[1][-1][1] == lt):
        return
    from firmware import layouts
    tok = getattr(layouts.get(app.game.NAME), "TOKEN", None)  # the game's token (Bob's Hat), if any
    log[0] += 1
    log[1].append((log[0], lt, v.get(tok[0]) if tok else None))
    del log[1][:-4]
    if seat in log[2]:
        log[2][seat] = log[0]
    if app.sound:
        app.b.beep(1500, 40)
