"""The game's occasional pages: hand results, game over, the in-game menu and what it opens
(last trick, score sheet, chart, rules).  Loaded when shown and dropped again once no screen on
the stack uses it (app.py _drop_unused), with firmware/results.py: they never sit beside a turn.
Everything drawn here is public (finished hands' points and reasons, the last trick, totals).
Screens (fields: app.py _SCREENS): hand, over, ingame (seat: whose turn it was opened on, or
None), lasttrick (seat), key (seat; sel = first line), sheet (sel = first line), chart, grules
(game; sel = page).
"""
from firmware import app as A
from firmware import ops
from firmware import texts as T
from firmware.textpage import h_sheet, scrolled  # noqa: F401  (h_sheet: the sheet's handler)


# --- hand results and the end -----------------------------------------------------------------
def hand_title(app, v, k):
    """"Hand 3/12" or "Round 3/10": the word the game's own table uses (its plug-in's UNIT, issue
    14 point 16) and the view's total; "Final score" for a game of one long round."""
    for tot in ("hands_total", "rounds_total"):
        if v.get(tot, 0) > 1:  # Auf der Hut is one round: its title says "Final score"
            return "%s %d/%d" % (app.t(app.unit), k, v[tot])  # app.unit: not the plug-in's code
    return app.t(T.FINAL)


def d_hand(app, scr):
    from firmware import results
    g = app.game
    v = g.view(None)  # the public view: the hand's points and reasons
    app.line(0, hand_title(app, v, len(g.hand_scores)), True)
    names = [n for n, _ in app.seats]
    lines = []
    det = v.get("last_hand_details")
    if det is None and v.get("last_result"):  # the protocol's key (Auf der Hut has only this one)
        det = [e["reasons"] for e in v["last_result"]["seats"]]
    for ln in results.ending(names, v, app.lang):  # a finished game: how it ended (point 8)
        lines += _fold(ln, app.cols)
    for ln in results.hand_lines(names, g.hand_scores[-1], det, app.lang, v):
        lines += _fold(ln, app.cols)
    n = app.rows - 2
    top = min(scr.sel, max(0, len(lines) - n))
    for i in range(top, min(len(lines), top + n)):
        app.line(1 + i - top, lines[i])
    # what OK and BACK do here (issue 27 point 7: BACK opens the game's menu), with "<>" when
    # the lines scroll ("OK  BACK: menu <>" where the longer one has no room)
    s = app.t(T.PRESS_OK if _from_over(app) else T.OK_NEXT_MENU)
    if len(lines) > n:
        s = (s if len(s) + 3 <= app.cols else app.t(T.OK_MENU_S)) + " <>"
    app.line(app.rows - 1, s)


def _fold(line, width):
    """A result line cut at its ", " separators into lines of `width`, continued indented."""
    out = []
    while len(line) > width:
        k = line.rfind(", ", 0, width)
        if k <= 2:
            # no separator in reach: before a verdict's figures "(3 vs Cora's 3)", else at a
            # space, never in a word
            k = line.rfind(" (", 3, width)
            k = k if k > 2 else line.rfind(" ", 3, width)
            k = k if k > 2 else width - 1
            out.append(line[:k])
            line = "  " + line[k:].lstrip()
        else:
            out.append(line[:k + 1])
            line = "  " + line[k + 2:]
    out.append(line)
    return out


def _from_over(app):
    """The results page opened from the end's choices (a game of one hand: "Final score")."""
    return len(app.stack) > 1 and app.stack[-2].name == "over"


def h_hand(app, scr, op):
    if op in (ops.OK, ops.BACK) and _from_over(app):
        app.back()
        return
    if op == ops.OK:
        if len(app.humans()) > 1:
            # everyone may have looked at the results: the next human's hand waits behind a
            # hand-over, even when the same human plays next (issue 27 point 11)
            app.last_human = None
        app.next_turn()
        return
    if op in (ops.NEXT, ops.DOWN):
        scr.sel += 1
        app.draw()
    elif op in (ops.PREV, ops.UP) and scr.sel > 0:
        scr.sel -= 1
        app.draw()
    elif op == ops.BACK:
        app.push("ingame")


# The end (issue 14 point 8): the ranking, then what next -- the same table again, the score
# sheet, the chart, or the menu (the finished game's save is cleared then).
_OVER = ((T.PLAY_AGAIN, "again"), (T.SHEET, "sheet"), (T.CHART, "chart"), (T.MENU, "menu"))


def _over_entries(app):
    """The end's choices; after a game of one hand (Auf der Hut) its score sheet would be one row
    and its chart one segment: "Final score" (the results page: each seat's pairs, bald heads
    and wonder hats, how the game ended) in their place (issue 27 point 8)."""
    if len(app.game.hand_scores) > 1:
        return _OVER
    return (_OVER[0], (T.FINAL, "hand"), _OVER[3])


def d_over(app, scr):
    g = app.game
    sc = g.scores()
    w = g.winners()
    who = ", ".join(app.seats[s][0] for s in w)
    app.line(0, "%s %s" % (who, app.t(T.WINS if len(w) == 1 else T.WIN)), True)
    # the winners first (a game's tie-break may part equal scores), then by score; ties by seat:
    # sort is not stable on MicroPython
    order = sorted(range(g.players), key=lambda s: (s not in w, -sc[s], s))
    ov = _over_entries(app)
    wide = 1 + g.players + len(ov) <= app.rows  # room for the choices as a list
    room = app.rows - 1 - (len(ov) if wide else 1)
    per = 1 if g.players <= room else 2  # two places a line when the rows run out (128x64)
    width = app.cols // per
    place = 0
    for k in range(len(order)):
        s = order[k]
        if k == 0 or sc[s] != sc[order[k - 1]] or (s in w) != (order[k - 1] in w):
            place = k + 1  # a tie shares its place: "1.Dirk -1", "1.Eva -1", "3.Anna -10"
        txt = "%d.%s %d" % (place, app.seats[s][0], sc[s])
        row, col = 1 + k // per, (k % per) * width
        if per == 1:
            app.line(row, txt)  # the title names the winners: no highlight to merge with it
            if s in w and not app.mono:  # the winner's line in the highlight's ink, a bar under it
                y = row * app.lh + (app.lh - 8 * app.sy) // 2
                app.text(txt, 0, y, A.HI, 1, app.sy)
                app.fb.fill_rect(0, y + 8 * app.sy, 6 * len(txt), 1, A.HI)
        else:
            app.text(txt[:width - 1], col * (app.w // app.cols), row * app.lh + (app.lh - 8) // 2,
                     A.HI if s in w and not app.mono else A.FG)
    sel = scr.sel % len(ov)
    if wide:
        for k in range(len(ov)):
            app.line(app.rows - len(ov) + k, app.t(ov[k][0]), k == sel)
    else:
        app.line(app.rows - 1, "< %s >" % app.t(ov[sel][0]), True)


def h_over(app, scr, op):
    if op != ops.OK:
        if op != ops.BACK:
            app.move(scr, op, len(_over_entries(app)))
            app.draw()
        return
    ov = _over_entries(app)
    what = ov[scr.sel % len(ov)][1]
    if what == "again":
        app.play_again()
    elif what == "menu":
        from firmware import save
        save.clear(app.slot)  # this title's save only (one a title: firmware/save.py slot)
        app.leave_game()
    else:
        app.push(what)


# --- in-game menu: scr.seat = whose turn it was opened on (None: nobody's) -------------------
def _ingame_entries(app):
    """(text id, screen) of the in-game menu; a game's plug-in adds its own pages (MENU)."""
    from firmware import layouts
    lay = layouts.get(app.game.NAME)
    # issue 27: take one's move back (undo.py), the hard computer's choice (hint.py): comfort.py
    from firmware import comfort
    out = [(T.CONTINUE, None)] + comfort.entries(app) + [(getattr(lay, "LAST", T.LAST_TRICK), "lasttrick")]
    out += list(getattr(lay, "MENU", ()))
    out += [(T.SHEET, "sheet"), (T.CHART, "chart"), (T.RULES, "grules")]
    if hasattr(lay, "key_lines"):  # the Key to the table's short forms (UP from the table)
        out.append((T.KEY, "key"))
    out.append((T.QUIT, "quit"))
    return out


def d_ingame(app, scr):
    if scr.sel < 0:  # opened from a table that showed "?": the cursor on the Key (play.h_play)
        entries = _ingame_entries(app)
        scr.sel = 0
        for i in range(len(entries)):
            if entries[i][1] == "key":
                scr.sel = i
    # what this is (issue 27 point 7), and whose turn it was opened on where that fits
    title = app.t(T.GAME_MENU)
    if scr.seat is not None and len(title) + 3 + len(app.seats[scr.seat][0]) <= app.cols:
        title += ": " + app.seats[scr.seat][0]
    from firmware.comfort import say  # an entry's text: a text id, or a key of comfort.py
    app.list(title, [say(t, app.lang) if isinstance(t, str) else app.t(t) for t, _ in _ingame_entries(app)],
             scr.sel)


def h_ingame(app, scr, op):
    entries = _ingame_entries(app)
    if op == ops.BACK or (op == ops.OK and scr.sel == 0):
        app.back()
        return
    if op != ops.OK:
        app.move(scr, op, len(entries))
        app.draw()
        return
    what = entries[scr.sel][1]
    if what in ("undo", "hint"):
        entries = None
        from firmware import comfort
        comfort.run(app, what)
    elif what == "grules":
        from engine_core.games import NAMES
        app.push("grules", game=NAMES.index(app.game.NAME))
    elif what == "quit":
        app.leave_game()  # the game stays saved: Resume continues it
    elif what in ("sheet", "chart"):
        app.push(what)
    else:  # the last trick, or a game's own page: they get the seat the menu was opened on
        app.push(what, seat=scr.seat)


def d_grules(app, scr):
    from firmware import rulebook
    rulebook.draw(app, scr.game, scr.sel)


def h_grules(app, scr, op):
    from firmware import rulebook
    rulebook.handle(app, scr, op)


def d_lasttrick(app, scr):
    # public: everyone saw the last trick (Auf der Hut: the last action and reveal)
    from firmware import layouts
    v = app.game.view(scr.seat)  # None: the public view
    lay = layouts.get(app.game.NAME)
    app.line(0, app.t(getattr(lay, "LAST", T.LAST_TRICK)), True)
    row = 1
    for txt, hi in lay.last_lines(app, v):
        while len(txt) > app.cols:  # a narrow screen: the rest on the next line, indented
            k = txt.rfind(" ", 0, app.cols)
            k = k if k > 2 else app.cols
            app.line(row, txt[:k], hi)
            txt = "  " + txt[k:].lstrip()
            row += 1
        app.line(row, txt, hi)
        row += 1


def d_key(app, scr):
    """The Key page: the table's short forms explained (the plug-in's key_lines), scrolled."""
    from firmware import layouts
    lines = layouts.get(app.game.NAME).key_lines(app, app.game.view(scr.seat))
    scrolled(app, app.t(T.KEY), lines, scr.sel)
    # a line's 4th item: a suit's glyph (or "hat", Bob's Hat's icon) drawn in the room its text
    # leaves at the start (issue 27 point 3: the glyphs named on colour boards)
    from firmware.layouts import cards
    n = app.rows - 1
    top = min(scr.sel, max(0, len(lines) - n))
    k = app.sy
    for i in range(top, min(len(lines), top + n)):
        ln = lines[i]
        if not isinstance(ln, str) and len(ln) > 3:
            y = (1 + i - top) * app.lh + (app.lh - 8 * k) // 2
            if ln[3] == "hat":
                app.fb.fill_rect(2 * k, y + k, 4 * k, 4 * k, A.FG)
                app.fb.fill_rect(0, y + 5 * k, 8 * k, k, A.FG)
            else:
                cards.glyph(app.fb, 1, y + k, ln[3], cards.colour_index(ln[3], False), k)


def h_key(app, scr, op):
    if op == ops.UP:  # UP opened it from the table: UP closes it too
        app.back()
        return
    h_sheet(app, scr, op)


def h_lasttrick(app, scr, op):
    if op in (ops.OK, ops.BACK):
        app.back()


def d_sheet(app, scr):
    from firmware import results
    names = [n for n, _ in app.seats]
    rows = results.sheet_lines(names, app.game.hand_scores, app.cols)
    scrolled(app, rows[0], rows[1:], scr.sel, True)


def d_chart(app, scr):
    """Running totals: a legend of every seat's marker and full name, then the chart with its
    values on the left axis (top, 0, bottom) and the hands marked along the bottom (issue 14
    point 15)."""
    from firmware import results
    x = 0
    y = 0
    for s in range(len(app.seats)):
        name = app.seats[s][0]
        w = 10 + 6 * len(name)
        if x and x + w > app.w:
            x = 0
            y += 9
        results.draw_marker(app.fb, x + 2, y + 2, s, app.mono)
        app.text(name, x + 8, y)
        x += w + 4
    y += 10
    hs = app.game.hand_scores
    if not hs:
        app.text(app.t(T.NONE_YET), 0, y + 2)
        return
    lo, hi = results.chart_range(hs)
    labels = (str(hi), "0", str(lo))
    gut = 6 * max(len(t) for t in labels) + 2
    h = app.h - y - 9  # room for the hand numbers below
    zero = results.draw_chart(app.fb, gut + 2, y + 3, app.w - gut - 4, h - 6, hs, app.mono)
    app.fb.vline(gut, y, h, 1 if app.mono else 6)
    app.text(labels[0], gut - 1 - 6 * len(labels[0]), y)
    app.text(labels[2], gut - 1 - 6 * len(labels[2]), y + h - 8)
    if y + 8 < zero - 3 and zero + 3 < y + h - 8:  # the 0 line's value, where it has room
        app.text("0", gut - 7, zero - 3)
    # the hands along the bottom: a tick each, numbers where they do not crowd
    steps = len(hs)
    w = app.w - gut - 4
    last = -99
    for k in range(steps + 1):
        xk = gut + 2 + k * (w - 4) // max(1, steps)
        app.fb.vline(xk, y + h, 2, 1 if app.mono else 6)
        t = str(k)
        if k and xk - last >= 6 * len(t) + 6:
            app.text(t, min(app.w - 6 * len(t), xk - 3 * len(t)), y + h + 1)
            last = xk


def h_chart(app, scr, op):
    if op in (ops.OK, ops.BACK):
        app.back()
