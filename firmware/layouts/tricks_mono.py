"""The trick games' table on the 128x64 mono screen (firmware/layouts/tricks.py has the colour
boards' and the hooks each game provides).  A header line; a line per seat: the full name,
`*` after the dealer's, the figures in words where they fit, the card played (the card of the
seat that leads -- the trick's leader, or between tricks its winner -- underlined); then the
hand as tokens (B14 = blue 14: suits by letter), scrolled to the cursor with marks when more is
above or below.  6 seats leave no line for the hand: the seats' lines end at column 14 and the
hand stands in a panel to their right, two cards a line (_six).  Whatever is short (`*`, the letters, "t3") is
explained on a free line, else on the Key page one key away (UP), which the header's "?"
announces (tricks.key_lines)."""
from firmware import texts as T
from firmware.layouts import cards


def _inverse(app, s, x, y):
    """Highlighted text on the mono panel: a lit box one pixel wider each side than the text,
    so the first and last glyphs never merge into the box (issue 14 point 10)."""
    app.fb.fill_rect(x - 1, y, 6 * len(s) + 1, 8, 1)
    app.text(s, x, y, 0)


def _tok(app, t, x, y, selected, dim):
    """A card of the hand as its token, highlighted when selected; a card it may not play now
    (grey on colour boards) underlined with dots, on the highlight too (issue 27)."""
    if selected:
        _inverse(app, t, x, y)
    else:
        app.text(t, x, y)
    if dim:
        for i in range(x, x + 6 * len(t) - 1, 2):
            app.fb.pixel(i, y + 7, 0 if selected else 1)


def _name(app, v, s, x, y, chars):
    name = cards.short_name(app.seats[s][0], chars)
    if s == v["to_act"]:
        _inverse(app, name, x, y)
    else:
        app.text(name, x, y)
    return name


def _card(app, t, x, y, lead):
    """A card played, as its token t."""
    app.text(t, x, y)
    if lead:  # underlined: who leads (no marker characters: the figures keep their room)
        app.fb.hline(x, y + 7, 6 * len(t) - 1, 1)


def draw(app, game, v, picked, cursor, private):
    n = v["players"]
    tr, winner, dimmed = cards._trick_cards(game, v)
    by_seat = {}
    for e in tr:
        by_seat[e[0]] = e
    legend = []  # the short forms drawn
    toks, sel, dim = _toks(v, picked, cursor, private)
    if n > 5:  # 6 seats: a line each on the left, the hand (or the legend) in a panel on the right
        return _six(app, game, v, by_seat, winner, dimmed, legend, toks, sel, dim)
    lines = _lay(toks, app.cols - 1)
    top = 1 + n
    rows = app.rows - 1 - top  # for the hand (and the legend)
    last = _seats(app, game, v, by_seat, winner, dimmed, app.w, legend)
    if last:
        legend.append(last)
    # what this table shows, for the Key page (trick_last.key_lines)
    app.key_info = (legend, dimmed and winner is not None, bool(tr) and not dimmed)
    # the header, with "?" at its end when the legend has no line of its own here
    hint = rows - 1 < min(len(lines), 2)  # the hand keeps 2 lines (or all it needs)
    app.hint = hint  # "?" shown: the in-game menu opens on the Key (play.h_play)
    cands, _ = game.header(app, v)
    cards._fit_alt(app, cands, 0, 0, app.w - (8 if hint else 0), 1)
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
    if not toks or rows <= 0:
        return
    # the hand's rows, for the plug-in's redraw after a cursor move (tricks.redraw, play._redraw):
    # nothing above them changes with the cursor
    v["_band"] = top | rows << 9
    _hand_rows(app, lines, toks, sel, dim, top, rows)


def redraw(app, v, picked, cursor, private):
    """The hand's rows again (v["_band"]: where the last whole draw put them), the frame as a
    whole draw makes it: after a cursor move only the hand changes above the prompt."""
    band = v["_band"]
    top = band & 511
    rows = band >> 9
    toks, sel, dim = _toks(v, picked, cursor, private)
    app.fb.fill_rect(0, top * 8, app.w, rows * 8, 0)
    _hand_rows(app, _lay(toks, app.cols - 1), toks, sel, dim, top, rows)
    return True


def _toks(v, picked, cursor, private):
    """The hand as drawn, for draw() and redraw(): (its tokens -- "3x4" for four 3s in a grouped
    hand, Bargain Hunt's clearing --, the indexes marked, per card whether it is greyed: not
    playable now)."""
    hand, sel = cards._hand_marks(v, picked, cursor, private)
    toks = [cards.token(c) for c in hand]
    counts = v.get("_hand_counts")
    if counts and hand:
        toks = [toks[i] + "x%d" % counts[i] for i in range(len(toks))]
    legal_cards = cards._legal_cards(v, private)
    return toks, sel, [legal_cards is not None and c not in legal_cards for c in hand]


def _hand_rows(app, lines, toks, sel, dim, top, rows):
    """The hand's `lines` of tokens in `rows` text rows from row `top`."""
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
            _tok(app, t, x, y, i in sel, dim[i])
            x += 6 * (len(t) + 1)
    if last < len(lines):
        app.text("v", app.w - 6, (top + rows - 1) * 8)
    if first > 0:
        app.text("^", app.w - 6, top * 8)


def _seats(app, game, v, by_seat, winner, dimmed, right, legend):
    """A line per seat from the second text row, left of x = `right`: the full name, `*` after
    the dealer's, the figures in the longest form that fits every line (the colour table's rule),
    the card played right-aligned (the leader's underlined).  Narrow (right < the screen's
    width, 6 seats): the figures right-aligned before a card's room kept on every line, so that
    their form stays the same all round.  Returns the dealer mark's legend ("*=dealer") or
    None; the figures' short forms are added to `legend`."""
    n = v["players"]
    mark = game.MARK
    wide = right == app.w
    nl = max(len(cards.short_name(app.seats[s][0], 5)) for s in range(n))
    track = getattr(game, "track", None)
    # the figures after the longest name, its dealer mark and a cell for the bid's status glyph
    # (wide: the space before the figures; narrow: a cell of its own where the game tracks bids)
    x = 6 * (nl + (2 if wide or track else 1))
    # each card played as its token, made once (a token is three new strings: ~0.3 ms on the
    # RP2040, and a seat's line asked for it four times, issue 25)
    played = []
    for s in range(n):
        e = by_seat.get(s)
        played.append(None if e is None else cards.token(e[1]))
    # one form of the figures in every line (the longest that fits them all): a first pass
    # finds it, the second draws; each seat's forms are asked of the game once (asked twice, they
    # cost the frame twice their time: 75 of a cursor key's 133 ms on an RP2040, issue 25)
    form = 0
    seat_forms = []
    hold = cards.holder(game, v)  # the token's seat: "H" before its figures
    for s in range(n):
        cands = game.compact(app, v, s, wide)
        seat_forms.append(cands)
        k = form
        room = _room(x, right, played[s], wide)
        while k < len(cands) - 1 and 6 * ((1 if hold == s else 0) + len(cards.text_of(cands[k]))) > room:
            k += 1
        form = k
    last = None
    # the acting seat's line stays in view under a coaching tip (textpage.line, issue 27)
    app.row = None if v["to_act"] is None else 1 + v["to_act"]
    for s in range(n):
        y = (1 + s) * 8
        _name(app, v, s, 0, y, 5)
        if mark is not None and v.get(mark[0]) == s:
            app.text("*", 6 * nl, y)
            last = "*=" + app.t(mark[1])
        t = played[s]
        room = _room(x, right, t, wide)
        if hold == s:
            legend.append("H=" + _hat_word(app, game))
        tk = track(app, v, s) if track else None
        if tk:  # how the seat's bid stands (issue 27 "Track"): one glyph for the whole bid
            glyph(app.fb, x - 6, y, status(tk[2]))
        cands = seat_forms[s]
        seat_forms[s] = None
        # cards.pick over the forms from `form` on with the H before them (_pre), by width: only
        # the form drawn is made (each new string walks MicroPython's interned pools: issue 25)
        k = min(form, len(cands) - 1)
        held = 1 if hold == s else 0
        while k < len(cands) - 1 and 6 * (held + len(cards.text_of(cands[k]))) > room:
            k += 1
        c = cands[k]
        txt = _pre(held, c)
        if not isinstance(c, str) and c[1] not in legend:
            legend.append(c[1])
        app.fit(txt, x if wide else max(x, x + room - 6 * len(txt)), y, room)
        if t is not None:
            lead = (winner == s) if dimmed else (s == v.get("leader"))
            _card(app, t, right - 6 * len(t), y, lead)
    return last


def _six(app, game, v, by_seat, winner, dimmed, legend, toks, sel, dim):
    """Six seats: the header; a line per seat (as with fewer seats) in the left 14 columns; in
    the panel right of them the hand, two cards a line, scrolled to the cursor with a mark when
    more cards are above or below; under it (or in its place when no hand is shown) the legend of the
    short forms, a part a line, as far as it fits, and "?" in the header when some part is left
    out (the Key page, one key away)."""
    px = 6 * 14  # the panel's left edge (the seats' lines end 2 pixels before it)
    last = _seats(app, game, v, by_seat, winner, dimmed, px - 2, legend)
    if last:
        legend.append(last)
    app.key_info = (legend, dimmed and winner is not None, bool(by_seat) and not dimmed)
    leg = []  # the legend's lines in the panel (7 characters): an entry split after its = or /
    for x in legend:
        while len(x) > 7:
            k = max(x.rfind("=", 0, 7), x.rfind("/", 0, 7), x.rfind(" ", 0, 7))
            if k < 1:
                break
            leg.append(x[:k + 1].strip())
            x = x[k + 1:]
        leg.append(x)
    n_leg = len(leg)
    rows = app.rows - 2  # the panel's lines: under the header, above the prompt
    pairs = [toks[i:i + 2] for i in range(0, len(toks), 2)]
    scroll = len(pairs) > rows  # the last line keeps the marks "^" (more above), "v" (below)
    if scroll:
        rows -= 1
    first = 0  # the first pair shown: the cursor's pair stays in view
    for li in range(len(pairs)):
        if sel and sel[0] // 2 == li and li >= rows:
            first = li - rows + 1
    shown = pairs[first:first + rows]
    leg = leg[:rows - len(shown)]  # the legend under the hand, as far as there is room
    hint = len(leg) < n_leg
    app.hint = hint
    cands, _ = game.header(app, v)
    cards._fit_alt(app, cands, 0, 0, app.w - (8 if hint else 0), 1)
    if hint:
        _inverse(app, "?", app.w - 6, 0)
    y = 8
    for li in range(len(shown)):
        for j in range(len(shown[li])):
            i = 2 * (first + li) + j
            _tok(app, toks[i], px + 2 + 24 * j, y, i in sel, dim[i])
        y += 8
    if scroll:
        app.text(("^" if first else " ") + "  " + ("v" if first + rows < len(pairs) else ""), px + 8, y)
    for t in leg:
        app.text(t, px + 2, y)
        y += 8
    app.fb.vline(px - 1, 8, app.body_h - 8, 1)


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


def _room(x, right, t, wide=True):
    """Pixels for the figures from x to the card played (its token t) or `right`; not wide: to a
    card's room (3 characters and 4 pixels) whether a card lies there or not."""
    if not wide:
        return right - x - 22
    return right - x - (6 * (len(t) + 1) if t is not None else 0)


def _pre(held, c):
    """Candidate c's text with Bob's Hat's H before its holder's figures (held: the seat holds
    the token)."""
    t = cards.text_of(c)
    return "H" + t if held else t


def _hat_word(app, game):
    """The token's word (the plug-in's TOKEN: Bob's Hat's "hat")."""
    from firmware import words
    return words.word(game.TOKEN[1], app.lang)


def status(marks):
    """A seat's bid as one status (the track hook's marks): lost when any bid card is lost, made
    when every one is made, else on track."""
    from firmware.layouts.cards import LOST, MADE, ON
    st = MADE
    for x in marks.values():
        if x == LOST:
            return LOST
        if x == ON:
            st = ON
    return st


def glyph(fb, x, y, st, c=1):
    """A bid status in a 5x7 cell at (x, y): a tick (made as it stands), a ring (it can still be
    made), a cross (lost) -- shapes, not letters, so that they are not read as figures."""
    from firmware.layouts.cards import LOST, MADE
    if st == MADE:
        fb.line(x, y + 4, x + 1, y + 5, c)
        fb.line(x + 2, y + 5, x + 4, y + 1, c)
    elif st == LOST:
        fb.line(x, y + 1, x + 4, y + 5, c)
        fb.line(x, y + 5, x + 4, y + 1, c)
    else:
        fb.rect(x + 1, y + 2, 3, 3, c)
