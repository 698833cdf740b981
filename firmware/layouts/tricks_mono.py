"""The trick games' table on the 128x64 mono screen (firmware/layouts/tricks.py has the colour
boards' and the hooks each game provides): a header line, the seats two to a line (4-6 seats) or
one each, each with its figures and the card it played -- the card of the seat that leads (the
trick's leader, or between tricks its winner) underlined --, the hand as tokens (B14 = blue 14:
suits by letter, not colour), scrolled to the cursor with marks when more is above or below."""
from firmware.layouts import cards, tricks


def _inverse(app, s, x, y):
    """Highlighted text on the mono panel: a lit box one pixel wider each side than the text,
    so the first and last glyphs never merge into the box (issue 14 point 10)."""
    app.fb.fill_rect(x - 1, y, 6 * len(s) + 1, 8, 1)
    app.text(s, x, y, 0)


def draw(app, game, v, picked, cursor, private):
    cands, _ = game.header(app, v)
    tricks._fit_alt(app, cands, 0, 0, app.w, 1)
    n = v["players"]
    tr, winner, dimmed = tricks._trick_cards(game, v)
    by_seat = {}
    for e in tr:
        by_seat[e[0]] = e
    two = n > 3  # 4-6 seats: two 10-character cells to a line, else one 21-character line
    cell = 10 if two else 21
    mark = game.MARK
    for s in range(n):
        row = 1 + (s // 2 if two else s)
        x0 = (s % 2) * 66 + 1 if two else 1
        y = row * 8
        name = app.seats[s][0][: (2 if two else 3)]
        if mark is not None and v.get(mark[0]) == s:
            name = name[:-1] + "*" if two else name + "*"
        if s == v["to_act"]:
            _inverse(app, name, x0, y)
        else:
            app.text(name, x0, y)
        e = by_seat.get(s)
        card = ""
        if e is not None:
            card = cards.token(e[1])
        room = cell - len(name) - 1 - len(card) - (1 if card else 0)
        hat = "H" if v.get("hat_holder") == s else ""
        tricks._fit_alt(app, [hat + st for st in game.compact(app, v, s, not two)], x0 + 6 * (len(name) + 1), y,
                 6 * room, 1)
        if card:
            xc = x0 + 6 * (cell - len(card)) - 1
            app.text(card, xc, y)
            # underlined: who leads -- the trick's leader, or between tricks its winner (who
            # leads the next one); no marker characters, so the figures keep their room
            if (winner == s) if dimmed else (s == v.get("leader")):
                app.fb.hline(xc, y + 7, 6 * len(card) - 1, 1)
    hand, sel = tricks._hand_marks(v, picked, cursor, private)
    if not hand:
        return
    top = 1 + ((n + 1) // 2 if two else n)
    rows = app.rows - 1 - top
    if rows <= 0:
        return
    toks = [cards.token(c) for c in hand]
    # lay tokens out in lines of 20 characters; scroll so the cursor's line shows, with a mark
    # at the end of a line when more cards are below or above
    lines = [[]]
    width = 0
    cols = app.cols - 1
    for i in range(len(toks)):
        t = toks[i]
        if width and width + 1 + len(t) > cols:
            lines.append([])
            width = 0
        lines[-1].append(i)
        width += (1 if width else 0) + len(t)
    first = 0
    for li in range(len(lines)):
        if sel and sel[0] in lines[li] and li >= rows:
            first = li - rows + 1
    last = min(len(lines), first + rows)
    for li in range(first, last):
        x = 1
        y = (top + li - first) * 8
        for i in lines[li]:
            t = toks[i]
            if i in sel:
                _inverse(app, t, x, y)
            else:
                app.text(t, x, y)
            x += 6 * (len(t) + 1)
    if last < len(lines):
        app.text("v", app.w - 6, (top + rows - 1) * 8)
    if first > 0:
        app.text("^", app.w - 6, top * 8)
