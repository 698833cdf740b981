"""The game's occasional pages: hand results, game over, the in-game menu and what it opens
(last trick, score sheet, chart, rules).  Loaded when shown and dropped again once no screen on
the stack uses it (app.py _drop_unused), with firmware/results.py: they never sit beside a turn.
Everything drawn here is public (finished hands' points and reasons, the last trick, totals).
Screens (fields: app.py _SCREENS): hand, over, ingame (seat: whose turn it was opened on, or
None), lasttrick (seat), piles (seat), sheet (sel = first line), chart, grules (game; sel = page).
"""
from firmware import app as A
from firmware import ops, words
from firmware import texts as T


# --- hand results and the end -----------------------------------------------------------------
def hand_title(app, v, k):
    """"Hand 3/12" or "Round 3/10" (the word the game's own table uses: the view's hand_no or
    round_no, issue 14 point 16), or "Final score" for a game of one long round."""
    for key, tid, tot in (("hand_no", T.HAND, "hands_total"), ("round_no", T.ROUND, "rounds_total")):
        if key in v:
            return "%s %d/%d" % (app.t(tid), k, v[tot])
    return app.t(T.FINAL)


def d_hand(app, scr):
    from firmware import results
    g = app.game
    v = g.view(0)  # every key used here is public (the hand's points and reasons)
    app.line(0, hand_title(app, v, len(g.hand_scores)), True)
    names = [n for n, _ in app.seats]
    lines = []
    for ln in results.hand_lines(names, g.hand_scores[-1], v.get("last_hand_details"), app.lang):
        lines += _fold(ln, app.cols)
    n = app.rows - 2
    top = min(scr.sel, max(0, len(lines) - n))
    for i in range(top, min(len(lines), top + n)):
        app.line(1 + i - top, lines[i])
    if top > 0:
        app._more(1, True)
    if top + n < len(lines):
        app._more(n, False)
    app.line(app.rows - 1, app.t(T.PRESS_OK) + (" <>" if len(lines) > n else ""))


def _fold(line, width):
    """A result line cut at its ", " separators into lines of `width`, continued indented."""
    out = []
    while len(line) > width:
        k = line.rfind(", ", 0, width)
        if k <= 2:
            k = width - 1
            out.append(line[:k])
            line = "  " + line[k:]
        else:
            out.append(line[:k + 1])
            line = "  " + line[k + 2:]
    out.append(line)
    return out


def h_hand(app, scr, op):
    if op == ops.OK:
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


def d_over(app, scr):
    g = app.game
    sc = g.scores()
    w = g.winners()
    who = ", ".join(app.seats[s][0] for s in w)
    app.line(0, "%s %s" % (who, app.t(T.WINS if len(w) == 1 else T.WIN)), True)
    order = sorted(range(g.players), key=lambda s: (-sc[s], s))  # ties by seat: sort is not stable on MicroPython
    wide = 1 + g.players + len(_OVER) <= app.rows  # room for the choices as a list
    room = app.rows - 1 - (len(_OVER) if wide else 1)
    per = 1 if g.players <= room else 2  # two places a line when the rows run out (128x64)
    width = app.cols // per
    for k in range(len(order)):
        s = order[k]
        txt = "%d.%s %d" % (k + 1, app.seats[s][0], sc[s])
        row, col = 1 + k // per, (k % per) * width
        if per == 1:
            app.line(row, txt, s in w)
        else:
            app.text(txt[:width - 1], col * (app.w // app.cols), row * app.lh + (app.lh - 8) // 2,
                     A.HI if s in w and not app.mono else A.FG)
    sel = scr.sel % len(_OVER)
    if wide:
        for k in range(len(_OVER)):
            app.line(app.rows - len(_OVER) + k, app.t(_OVER[k][0]), k == sel)
    else:
        app.line(app.rows - 1, "< %s >" % app.t(_OVER[sel][0]), True)


def h_over(app, scr, op):
    if op != ops.OK:
        if op != ops.BACK:
            app.move(scr, op, len(_OVER))
            app.draw()
        return
    what = _OVER[scr.sel % len(_OVER)][1]
    if what == "again":
        app.play_again()
    elif what == "menu":
        from firmware import save
        save.clear(app.b.storage)
        app.leave_game()
    else:
        app.push(what)


# --- in-game menu: scr.seat = whose turn it was opened on (None: nobody's) -------------------
def _ingame_entries(app):
    """(text id, screen) of the in-game menu; Bargain Hunt adds its piles."""
    out = [(T.CONTINUE, None), (T.LAST_TRICK, "lasttrick")]
    if app.game.NAME == "bargain_hunt":
        out.append((T.PILES, "piles"))
    out += [(T.SHEET, "sheet"), (T.CHART, "chart"), (T.RULES, "grules"), (T.QUIT, "quit")]
    return out


def d_ingame(app, scr):
    title = app.seats[scr.seat][0] if scr.seat is not None else app.t(T.SCORES)
    app.list(title, [app.t(t) for t, _ in _ingame_entries(app)], scr.sel)


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
    if what in ("lasttrick", "piles"):
        app.push(what, seat=scr.seat)
    elif what == "grules":
        from engine_core.games import NAMES
        app.push("grules", game=NAMES.index(app.game.NAME))
    elif what == "quit":
        app.leave_game()  # the game stays saved: Resume continues it
    else:
        app.push(what)


# --- Bargain Hunt's piles: scr.seat as in the in-game menu ----------------------------------
def _pile_lines(app, v, seat):
    """Every seat's bargain pile (public: laid face up, RULINGS.md 2) and odds-and-ends count;
    the seat's own odds-and-ends cards only when the menu was opened on its turn."""
    out = []
    for s in range(v["players"]):
        bp = v["bargain_pile"][s]
        b = v["bargain"][s]
        out.append("%s  %s %s  +%d -%d" % (app.seats[s][0], words.word("bargain", app.lang),
                                          "-" if b is None else b, bp["count"], v["odds"][s]))
        out += _card_rows(app, bp["cards"], "  +")
    if seat is not None:
        out.append("%s: -" % app.seats[seat][0])
        out += _card_rows(app, v["own_odds"], "  -")
    return out


def _card_rows(app, cards, lead):
    from firmware.layouts.cards import token
    rows = []
    cur = lead
    for c in cards:
        t = token(c)
        if len(cur) + 1 + len(t) > app.cols:
            rows.append(cur)
            cur = "   "
        cur += " " + t
    if cur.strip() not in ("", "+", "-"):
        rows.append(cur)
    return rows


def d_piles(app, scr):
    v = app.game.view(scr.seat if scr.seat is not None else 0)
    lines = _pile_lines(app, v, scr.seat)
    app.line(0, app.t(T.PILES), True)
    n = app.rows - 1
    top = min(scr.sel, max(0, len(lines) - n))
    for i in range(top, min(len(lines), top + n)):
        app.line(1 + i - top, lines[i])


def d_grules(app, scr):
    from firmware import rulebook
    rulebook.draw(app, scr.game, scr.sel)


def h_grules(app, scr, op):
    from firmware import rulebook
    rulebook.handle(app, scr, op)


def d_lasttrick(app, scr):
    # public: everyone saw the last trick (Auf der Hut: the last action and reveal)
    v = app.game.view(scr.seat if scr.seat is not None else 0)
    app.line(0, app.t(T.LAST_TRICK), True)
    lt = v.get("last_trick")
    if app.game.NAME == "auf_der_hut":
        la = v.get("last_action")
        if la is None:
            app.line(1, app.t(T.NONE_YET))
            return
        app.line(1, "%s: %s" % (app.seats[v["last_seat"]][0], words.phrase(la.split(), app.lang)))
        rv = v.get("last_reveal")
        if rv:
            app.line(2, "%s -> %s" % (words.hat(rv["hat"], app.lang), rv["outcome"]))
        return
    if not lt:
        app.line(1, app.t(T.NONE_YET))
        return
    row = 1
    for e in lt["cards"]:
        txt = "%s: %s" % (app.seats[e[0]][0], words.word(e[1], app.lang))
        if len(e) > 2 and e[2]:
            txt += " " + words.word(e[2], app.lang)
        if e[0] == lt["winner"]:
            txt += " <"
        app.line(row, txt, e[0] == lt["winner"])
        row += 1


def h_lasttrick(app, scr, op):
    if op in (ops.OK, ops.BACK):
        app.back()


def d_sheet(app, scr):
    from firmware import results
    names = [n for n, _ in app.seats]
    rows = results.sheet_lines(names, app.game.hand_scores, app.cols)
    n = app.rows - 1
    app.line(0, rows[0], True)
    body = rows[1:]
    top = min(scr.sel, max(0, len(body) - n))
    for i in range(top, min(len(body), top + n)):
        app.line(1 + i - top, body[i], i == len(body) - 1)


def h_sheet(app, scr, op):
    """A scrolled page (score sheet, piles): NEXT/PREV move its first line, OK/BACK leave."""
    if op in (ops.OK, ops.BACK):
        app.back()
        return
    if op in (ops.NEXT, ops.DOWN):
        scr.sel += 1
    elif op in (ops.PREV, ops.UP) and scr.sel > 0:
        scr.sel -= 1
    app.draw()


h_piles = h_sheet


def d_chart(app, scr):
    from firmware import results
    x = 0
    for s in range(len(app.seats)):
        app.text(app.seats[s][0][:2], x, 0)
        results.draw_marker(app.fb, x + 13, 2, s, app.mono)
        x += 21
    hs = app.game.hand_scores
    if hs:
        results.draw_chart(app.fb, 2, 12, app.w - 4, app.h - 14, hs, app.mono)
    else:
        app.line(2, app.t(T.NONE_YET))


def h_chart(app, scr, op):
    if op in (ops.OK, ops.BACK):
        app.back()
