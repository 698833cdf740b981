"""The trick games' table on the 128x64 mono screen (firmware/layouts/tricks.py has the colour
boards' and the hooks each game provides).  A header line; a line per seat (up to 5 seats):
the full name, `*` after the dealer's, the figures in words where they fit, the card played
(the card of the seat that leads -- the trick's leader, or between tricks its winner --
underlined); 6 seats: two to a line, name, figures and card in narrow gaps; then the hand as
tokens (B14 = blue 14: suits by letter), scrolled to the cursor with marks when more is above
or below.  Whatever is short (`*`, the letters, "t3") is explained on a free line, else on the
Key page one key away (UP), which the header's "?" announces (tricks.key_lines)."""
from firmware import texts as T
from firmware.layouts import cards, tricks


def _inverse(app, s, x, y):
    """Highlighted text on the mono panel: a lit box one pixel wider each side than the text,
    so the first and last glyphs never merge into the box (issue 14 point 10)."""
    app.fb.fill_rect(x - 1, y, 6 * len(s) + 1, 8, 1)
    app.text(s, x, y, 0)


def _name(app, v, s, x, y, chars):
    name = tricks.short_name(app.seats[s][0], chars)
    if s == v["to_act"]:
        _inverse(app, name, x, y)
    else:
        app.text(name, x, y)
    return name


def _card(app, e, x, y, lead):
    t = cards.token(e[1])
    app.text(t, x, y)
    if lead:  # underlined: who leads (no marker characters: the figures keep their room)
        app.fb.hline(x, y + 7, 6 * len(t) - 1, 1)


def draw(app, game, v, picked, cursor, private):
    n = v["players"]
    tr, winner, dimmed = tricks._trick_cards(game, v)
    by_seat = {}
    for e in tr:
        by_seat[e[0]] = e
    mark = game.MARK
    legend = []  # the short forms drawn; `last`: the dealer's mark, explained after them
    last = None
    one = n <= 5  # a line per seat; 6 seats: two to a line
    seat_rows = n if one else (n + 1) // 2
    hand, sel = tricks._hand_marks(v, picked, cursor, private)
    toks = [cards.token(c) for c in hand]
    lines = _lay(toks, app.cols - 1)
    top = 1 + seat_rows
    rows = app.rows - 1 - top  # for the hand (and the legend)
    if one:
        nl = max(len(tricks.short_name(app.seats[s][0], 5)) for s in range(n))
        x = 6 * (nl + 2)  # the figures after the longest name, its dealer mark and a space
        # one form of the figures in every line (the longest that fits them all), as the
        # colour table does: a first pass finds it, the second draws
        form = 0
        for s in range(n):
            cands = game.compact(app, v, s, True)
            k = form
            while k < len(cands) - 1 and 6 * len(_pre(s, v, cands[k])) > _room(app, x, by_seat.get(s)):
                k += 1
            form = k
        for s in range(n):
            y = (1 + s) * 8
            _name(app, v, s, 0, y, 5)
            if mark is not None and v.get(mark[0]) == s:
                app.text("*", 6 * nl, y)
                last = "*=" + app.t(mark[1])
            e = by_seat.get(s)
            room = _room(app, x, e)
            if v.get("hat_holder") == s:
                legend.append("H=" + _hat_word(app))
            cands = game.compact(app, v, s, True)
            c = cands[min(form, len(cands) - 1):]
            txt = tricks.pick([_pre(s, v, c1, True) for c1 in c], room, legend)
            app.fit(txt, x, y, room)
            if e is not None:
                lead = (winner == s) if dimmed else (s == v.get("leader"))
                _card(app, e, app.w - 6 * len(cards.token(e[1])), y, lead)
    else:  # two seats to a line: name, figures, card in 64 pixels (narrow gaps), one form
        form = 0
        for s in range(n):
            cands = game.compact(app, v, s, False)
            k = form
            while k < len(cands) - 1 and 6 * len(tricks.text_of(cands[k])) > _gap(app, s, by_seat.get(s)):
                k += 1
            form = k
        for s in range(n):
            y = (1 + s // 2) * 8
            x0 = (s % 2) * 65
            nm = _name(app, v, s, x0, y, 4)
            if mark is not None and v.get(mark[0]) == s:
                app.fb.hline(x0, y + 7, 6 * len(nm) - 1, 1)  # the dealer's name underlined
                last = "%s: %s" % (app.t(mark[1]), app.seats[s][0])
            e = by_seat.get(s)
            cands = game.compact(app, v, s, False)
            txt = tricks.pick(cands[min(form, len(cands) - 1):], _gap(app, s, e), legend)
            app.fit(txt, x0 + 6 * len(nm) + 2, y, _gap(app, s, e))
            if e is not None:
                lead = (winner == s) if dimmed else (s == v.get("leader"))
                _card(app, e, x0 + 63 - 6 * len(cards.token(e[1])), y, lead)
        app.fb.vline(63, 8, 8 * seat_rows, 1)  # the two cells apart
    if last:
        legend.append(last)
    # the header, with "?" at its end when the legend has no line of its own here
    hint = rows - 1 < min(len(lines), 2)  # the hand keeps 2 lines (or all it needs)
    cands, _ = game.header(app, v)
    tricks._fit_alt(app, cands, 0, 0, app.w - (8 if hint else 0), 1)
    if hint:
        _inverse(app, "?", app.w - 6, 0)
    else:  # the legend line: what to press for the Key page, then the short forms drawn
        txt = app.t(T.KEY_HINT)
        for x in legend:
            if len(txt) + 2 + len(x) <= app.cols:
                txt += "  " + x
        app.text(txt, 0, top * 8)
        top += 1
        rows -= 1
    if not hand or rows <= 0:
        return
    # scroll so the cursor's line shows, with a mark at the end of a line when more cards are
    # below or above
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


def _lay(toks, cols):
    """Token indexes laid out in lines of `cols` characters."""
    lines = [[]]
    width = 0
    for i in range(len(toks)):
        t = toks[i]
        if width and width + 1 + len(t) > cols:
            lines.append([])
            width = 0
        lines[-1].append(i)
        width += (1 if width else 0) + len(t)
    return lines if toks else []


def _gap(app, s, e):
    """Pixels for the figures in a cell of 63 (two seats to a line): after the name and 2
    pixels, up to 2 pixels before the card played (e) or the cell's end."""
    x = 6 * len(tricks.short_name(app.seats[s][0], 4)) + 2
    return (63 - 6 * len(cards.token(e[1])) - 1 - x) if e is not None else 63 - x


def _room(app, x, e):
    """Pixels for the figures from x to the card played (e) or the line's end."""
    return app.w - x - (6 * (len(cards.token(e[1])) + 1) if e is not None else 0)


def _pre(s, v, c, whole=False):
    """Candidate c's text (whole: the candidate) with Bob's Hat's H before its holder's figures."""
    p = "H" if v.get("hat_holder") == s else ""
    if isinstance(c, str):
        return p + c
    return (p + c[0], c[1]) if whole else p + c[0]


def _hat_word(app):
    from firmware import words
    return words.word("hat", app.lang)
