"""Auf der Hut's occasional screens (the plug-in games/auf_der_hut/layout.py declares them
and loads this module only while one shows): since (the public actions since the seat's previous
turn, RULINGS.md 4), peek (the peeker's hat, to the peeker alone), result (the revealer's own
reveal, before the hand-over)."""
from firmware import app as A
from firmware import ops, words
from firmware import texts as T
from games.auf_der_hut.layout import _outcome, _tallies, art, character, hat, hat_name, tx


# --- since your last turn ---------------------------------------------------------------------
def _char_then(v, entries, i, spot):
    """The character at `spot` when entry i happened: characters never move (a swap moves
    hats), so it is the one this or a later match at that spot took, else the one there now."""
    for j in range(i, len(entries)):
        e = entries[j]
        if e["action"] == "reveal" and e["spot"] == spot and e["outcome"] == "match":
            return e["hat"]
    return v["row"][spot - 1]["character"]


def _name(app, ch):
    return words.word(ch, app.lang) if ch else "-"


def since_lines(app, v):
    """The summary as (text, picture spec) lines: spec is None or (character, hat or None).  Only
    the view's public entries: who peeked where (never what), swaps, reveals and outcomes."""
    es = v["since_last_turn"]
    out = []
    for i in range(len(es)):
        e = es[i]
        who = app.seats[e["seat"]][0]
        a = e["action"]
        if a == "peek":
            ch = _char_then(v, es, i, e["spot"])
            out.append(("%s (%s)" % (tx(app, 1) % (who, e["spot"]), _name(app, ch)), (ch, None)))
        elif a == "swap":
            p, q = e["spots"]
            out.append((tx(app, 2) % (who, p, q), (_char_then(v, es, i, p), None)))
            out.append(("%s <> %s" % (_name(app, _char_then(v, es, i, p)), _name(app, _char_then(v, es, i, q))),
                        (_char_then(v, es, i, q), None)))
        else:
            ch = _char_then(v, es, i, e["spot"])
            out.append(("%s (%s)" % (tx(app, 3) % (who, e["spot"]), _name(app, ch)), (ch, None)))
            out.append(("%s: %s" % (hat_name(e["hat"], app.lang), _outcome(app, e["outcome"])),
                        (None, e["hat"])))
    return out


def _since_rows(app, v):
    """The summary cut into screen rows: (picture spec or None, text lines).  Colour: a row is a
    small picture with up to two text lines beside it; mono: a text line a row, no pictures."""
    from firmware.textpage import wrap  # a page's module: dropped with the pages (app.py _HELD)
    m = None if app.mono else art(app, app.h < 200)  # big pictures on a tall screen
    x = 0 if m is None else m.CW + 4
    cols = (app.w - x) // 6
    rows = []
    for s, pic in since_lines(app, v):
        lines = wrap(s, cols)
        if m is None:
            for ln in lines:
                rows.append((None, [ln]))
        else:
            for k in range(0, len(lines), 2):
                rows.append((pic if k == 0 else None, lines[k:k + 2]))
    return m, x, rows


def _since_fit(app, m):
    """Row height, first row's y and how many rows fit above the prompt line."""
    rh = app.lh if m is None else m.CH + 2
    y0 = app.lh + 1
    return rh, y0, (app.body_h - y0) // rh


def d_since(app, scr):
    v = app.game.view(scr.seat)
    title = "%s: %s" % (app.seats[scr.seat][0], tx(app, 0))
    if len(title) > app.cols:  # the name kept before the shorter title (issue 27 point 11)
        title = "%s: %s" % (app.seats[scr.seat][0], tx(app, 18))
    if len(title) > app.cols:
        title = tx(app, 0) if len(tx(app, 0)) <= app.cols else tx(app, 18)
    app.line(0, title, True)
    m, x, rows = _since_rows(app, v)
    rh, y0, n = _since_fit(app, m)
    top = scr.sel
    for k in range(top, min(len(rows), top + n)):
        pic, lines = rows[k]
        y = y0 + (k - top) * rh
        if pic is not None:
            if pic[0]:
                character(app, m, pic[0], 1, y)
            elif pic[1]:
                hat(app, m, pic[1], 1, y + (m.CH - m.HH) // 2)
        if m is None:
            app.text(lines[0], 0, y)
        else:
            ty = y + (rh - 9 * len(lines)) // 2
            for ln in lines:
                app.text(ln, x, ty)
                ty += 9
    ok = app.t(T.PRESS_OK)
    more = top + n < len(rows)
    app.prompt("%s  %s" % (ok, tx(app, 17)) if more else ok)


def h_since(app, scr, op):
    if op == ops.OK:
        # drawn once this handler has returned (App.replace in a handler): drawn from here, this
        # module's code stayed alive on the call stack while the table loaded its pictures, Auf der
        # Hut's heap peak (issue 24)
        app.replace("play", seat=scr.seat)
    elif op in (ops.DOWN, ops.NEXT):
        m, _, rows = _since_rows(app, app.game.view(scr.seat))
        if scr.sel + _since_fit(app, m)[2] < len(rows):  # more below
            scr.sel += 1
        app.draw()
    elif op in (ops.UP, ops.PREV):
        scr.sel = scr.sel - 1 if scr.sel > 0 else 0
        app.draw()
    elif op == ops.BACK:
        app.push("ingame")


# --- the peeker's hat; the revealer's result ----------------------------------------------------
def _shown(app, ch, hat_name, lines, v, seat):
    """A character wearing a face-up hat at the left, `lines` of text beside it (the first one
    highlighted), the seat's tally below on a wide screen."""
    m = art(app)
    x = 2
    y = app.lh + 2
    if ch:
        character(app, m, ch, x, y + m.HH - (0 if app.mono else 2))
    hat(app, m, hat_name, x, y)
    x0 = x + m.CW + (2 if app.mono else 6)
    cols = (app.w - x0) // 6
    ly = y
    for i in range(len(lines)):
        s = lines[i]
        if i == 0:
            app.fb.fill_rect(x0 - 1, ly - 1, 6 * min(len(s), cols) + 2, 10 if not app.mono else 8,
                             1 if app.mono else A.HI)
            app.fit(s, x0, ly, 6 * cols, 0)
        else:
            app.fit(s, x0, ly, 6 * cols)
        ly += app.lh
    y += m.HH + m.CH + 2
    return y if y > ly else ly


def _title(app, seat, s):
    """The top line: the seat's name and `s`, or `s` alone where both do not fit."""
    t = "%s: %s" % (app.seats[seat][0], s)
    app.line(0, t if len(t) <= app.cols else s, True)


def d_peek(app, scr):
    v = app.game.view(scr.seat)
    pk = v.get("peeked")
    _title(app, scr.seat, app.t(T.PEEK_SEEN))
    if pk:  # only in the peeker's own view, until the next action (RULINGS.md 4 pass-and-play)
        ch = v["row"][pk["spot"] - 1]["character"]
        lines = [hat_name(pk["hat"], app.lang), "%d %s" % (pk["spot"], _name(app, ch))]
        if pk["hat"] != "wonder":  # the character it fits (RULINGS.md 4 table)
            lines.insert(1, "= " + words.word(pk["hat"], app.lang))
        lines.append(app.t(T.REMEMBER))
        _shown(app, ch, pk["hat"], lines, v, scr.seat)
    app.prompt(app.t(T.PRESS_OK))


def h_peek(app, scr, op):
    if op == ops.OK:
        app.next_turn()  # the next screen never shows the peek again


def d_result(app, scr):
    v = app.game.view(scr.seat)
    rv = v["last_reveal"]
    _title(app, scr.seat, tx(app, 7) % rv["spot"])
    oc = rv["outcome"]
    ch = rv["hat"] if oc == "match" else v["row"][rv["spot"] - 1]["character"]
    lines = [_outcome(app, oc), hat_name(rv["hat"], app.lang), "%d %s" % (rv["spot"], _name(app, ch))]
    y = _shown(app, ch, rv["hat"], lines, v, scr.seat)
    if oc == "bald" and not app.mono:
        m = art(app)
        character(app, m, "bald", app.w - m.CW - 2, app.lh + 2 + m.HH)
    if y + (v["players"] + 1) * (8 if app.mono else 9) <= app.body_h:
        _tallies(app, v, y, scr.seat)
    app.prompt(app.t(T.PRESS_OK))


def h_result(app, scr, op):
    if op == ops.OK:
        app.next_turn()


# --- the Scores page (in-game menu): one player a page, everything in words --------------------
def d_tally(app, scr):
    v = app.game.view(None)  # public: every tally is public (RULINGS.md 4)
    n = v["players"]
    s = (scr.sel + (scr.seat or 0)) % n  # from the seat whose turn it is; NEXT/PREV: the others
    app.line(0, "%s  < %s >" % (app.t(T.SCORES), tx(app, 22) % (s + 1, n)), True)
    app.line(1, app.seats[s][0])
    rows = ((tx(app, 10), v["pairs"][s]), (tx(app, 20), v["wonder"][s]), (tx(app, 21), v["bald"][s]),
            (tx(app, 13), v["scores"][s]))
    for i in range(4):
        label, val = rows[i]
        t = str(val)
        app.line(2 + i, "  " + label + " " * (app.cols - 3 - len(label) - len(t)) + t, i == 3)
    app.prompt(app.t(T.PRESS_OK))


def h_tally(app, scr, op):
    if op in (ops.OK, ops.BACK):
        app.back()
        return
    app.move(scr, op, app.game.view(None)["players"])
    app.draw()
