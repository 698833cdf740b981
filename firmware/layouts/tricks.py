"""The table of the three trick games (RULINGS.md 1-3), from one seat's view, shared by their
plug-ins (bobs_hat.py, bargain_hunt.py, baptistenskat.py).  A trick game's plug-in takes its
`draw` and `last_lines` from here (`draw = tricks.draw`, `last_lines = tricks.last_lines`) and
keeps only what is its own, these hooks (the plug-in of the game being played is `game`) --
  header(app, v)        candidate header texts, most explicit first, and a colour to draw as a
                        suit glyph before it (or None);
  stats(app, v, s, w)   seat s's labelled figures: a list of lines; a line is a tuple of
                        candidates (longest first), or a list of (colour, number) pairs, which
                        the plug-in's counts(app, pairs, x, y, w, sy) draws (Bob's Hat's suit
                        glyph + number: its code resident with that game only, issue 24);
                        w: the column's width in pixels;
  compact(app, v, s, wide)  candidates (longest first) of the seat's figures in a few
                        characters (the 128x64 screen; wide: a line of its own, else a cell);
  A candidate is a text, or (text, legend) when the text is a short form a newcomer cannot read
  alone ("t3", "t=took"): the table then writes the legend on the screen where a line is free,
  and the Key page (in-game menu; UP on the 128x64 board) lists every one (labelled() makes
  the usual "label value" forms).
  TRICK_HAND            the key of the view's last_trick that names its hand ("hand_no",
                        "round", ...): compared with v["hand_no"] (every game's key);
  decl(app, e)          optional: a trick card's words under it, candidate texts, longest first;
  prepare(v, private)   optional: adjusts the view before drawing (Bargain Hunt's clearing shows
                        the seat's own odds-and-ends in place of the hand);
  MARK                  (seat key of the view, text id) of a marker beside a seat's name
                        (the dealer), or None;
  TOKEN                 optional: (seat key of the view, record word) of a token a seat holds,
                        drawn before its name by the plug-in's token_icon(fb, x, y, c, k=1) (10 * k
                        pixels wide at most; "H" on 128x64; the word on the Key page): Bob's Hat's
                        ("hat_holder", "hat"), a hat;
  track(app, v, s)      optional: how seat s's bid stands (issue 27 "Track"), from public
                        information only (the table is seen by everybody): (r0, r1, marks) --
                        marks {word: MADE, ON or LOST} for the words of the figure lines r0..r1-1
                        (a word drawn short, "bla", is the word it begins), drawn as the status's
                        ink and mark (_track); or None.  tricks_mono.py shows the seat's summary.
  prepare may also set v["_hand_title"], a text id: the hand band then shows v["hand"] under that
                        title in place of the trick row (Bargain Hunt's clearing: T.ODDS), and
                        v["_hand_counts"], a count per card of it, drawn under each card.
Colour boards: a header, one column per seat (name with dealer and Bob's Hat markers, labelled
figures, the card it played -- the leader marked; between tricks the last trick of this hand
dimmed, its winner marked), the hand as cards, the prompt line below.  Sizes come from
app.w/app.h (240x135, 160x128, 240x240): no fixed pixel rows.
Mono 128x64: tricks_mono.py (text; cards as tokens B14 = blue 14, the letters on the Key page).
"""
from firmware import app as A
from firmware import texts as T
from firmware.layouts import cards
from firmware.layouts.cards import (  # MADE, ON: a bid's status (the plug-in's track hook)
    MADE,
    ON,
    _alt,
    _fit_alt,
    _hand_marks,
    _legal_cards,
    _trick_cards,
    cand_wide,
    decl,
    ncands,
    pick,
    plugin,
    short_name,
)


def labelled(label, short, value, bare=None):
    """A figure's candidates: "bid 1", then the short forms "b 1", "b1" with their legend; bare:
    the legend of the value alone as the last resort ("-n=odds-and-ends"), or None.  Packed: a
    line (None, label, short, value, bare) whose texts are made one at a time, only those a
    frame looks at (cand(); a frame asks each seat's figures twice)."""
    return (None, label, short, value, bare)


def label(app, v, i):
    """UI text i (firmware/texts.py) for the table of view v, fetched once per view: the
    plug-ins' stats() run twice per seat in a frame, and a cursor move keeps the view."""
    m = v.get("_t")
    if m is None:
        m = v["_t"] = {}
    t = m.get(i)
    if t is None:
        t = m[i] = app.t(i)
    return t


def kept(app, v, make):
    """make(app), the plug-in's texts for the table of view v (its figures' labels), made once
    per view (its stats hook runs for every seat, twice a frame) and kept among the view's texts
    (label's v["_t"], whose keys are text ids, >= 0: theirs is -8), never as a key of the view
    itself: a 6-seat wait screen's view fills its table (29 of 29), and one key more grew it by
    296 bytes inside the draw, Baptistenskat's heap peak (issue 24)."""
    m = v.get("_t")
    if m is None:
        m = v["_t"] = {}
    t = m.get(-8)
    if t is None:
        t = m[-8] = make(app)
    return t


def draw(app, v, picked, cursor, private):
    """The plug-in's draw (firmware/layouts/__init__.py): the table of the game being played."""
    game = plugin(app)
    prepare = getattr(game, "prepare", None)
    if prepare:
        prepare(v, private)
    if app.seen is None:  # one human: a trick's end sounds when the table first shows its
        # winner (pass-and-play: the hand-over's note, handover.py)
        winner = _trick_cards(game, v)[1]
        k = len(app.game.history)
        if winner is not None and app.won != k:
            app.won = k
            app.chime(0)
    if app.mono:  # its own module: a colour board never loads it (and the reverse for colour)
        from firmware.layouts import tricks_mono
        tricks_mono.draw(app, game, v, picked, cursor, private)
    else:
        _draw_colour(app, game, v, picked, cursor, private)


def last_lines(app, v):
    """The plug-in's last_lines: the last trick page (firmware/layouts/trick_last.py)."""
    from firmware.layouts import trick_last
    return trick_last.lines(app, plugin(app), v)


def key_lines(app, v):
    """The plug-in's key_lines: the Key page (firmware/layouts/trick_last.py)."""
    from firmware.layouts import trick_last
    return trick_last.key_lines(app, plugin(app), v)


# --- colour: 240x135, 160x128, 240x240 ----------------------------------------------------------
# The table top to bottom: the header, the seats' names (seats), their figures (stats), the trick
# (trick), the short forms' legend (legend), the hand (_hand).  The parts' function and argument
# names are names the play path interns already: a new one costs a qstr on the board.
def header_more(app, forms):
    """Whether a game's header hook needs a form after the last of `forms`: a colour table draws
    the first form that fits beside the trump's sign and a "?" (_draw_colour: from x 3 + 6 * sy,
    8 pixels kept for a "?"), the 128x64 table the first that fits beside a "?" (tricks_mono.py:
    8 pixels kept when it shows one), so the forms after it are never looked at and need not be
    made (issue 25)."""
    if app.mono:
        return 6 * len(forms[-1]) > app.w - 8
    return 6 * len(forms[-1]) > app.w - 11 - 6 * (2 if app.h >= 200 else 1)


def _draw_colour(app, game, v, picked, cursor, private):
    sy = 2 if app.h >= 200 else 1  # the 240x240 panel: text rows twice as tall
    lh = 8 * sy + 2
    sizes = ((2, 2), (1, 2)) if sy == 2 else ((1, 1),)
    cands, trump = game.header(app, v)
    x = 1
    if trump is not None:
        cards.glyph(app.fb, 1, 1 + (sy - 1) * 3, trump, cards.colour_index(trump, False), sy)
        x = 3 + 6 * sy
    tx = x  # the header's x
    hs = _alt(cands, app.w - x, sizes)
    hx = x + min(app.w - x, 6 * hs[1] * len(hs[0]))  # where the header ends (drawn last: a "?"
    # at its end may make it shorter)
    cw = app.w // v["players"]
    yn = 1 + lh
    # the trick's cards: on the 240x240 panel as large as the hand's where a column holds one
    # beside the dealer's box (27 + 15 pixels and gaps: up to 5 seats), else tall; small on the
    # 135- and 128-pixel-high panels
    kind_t = (2 if cw >= 46 else 1) if sy == 2 else 0
    # the markers beside the name when the name keeps 4 letters there (the hat icon and its gap,
    # the dealer's boxed letter), else in the card row
    inline = cw - 2 - 10 * sy - (6 * sy + 3) >= 24
    dealer_letter = seats(app, game, v, private, yn, cw, lh, sy, inline)
    keys = [dealer_letter] if dealer_letter else []  # short forms drawn: explained on a free line
    yc = stats(app, game, v, picked, cursor, private, yn, cw, lh, sy, keys, cards.size(kind_t)[1])
    under = []  # the x ranges of the texts under the trick's cards (a declaration, "< took")
    th = trick(app, game, v, yc, cw, lh, sy, inline, keys, under, kind_t)
    top = yc + th + 9
    kind = 2 if sy == 2 else 1
    title = None
    hand_title = v.get("_hand_title")  # set by the plug-in's prepare: the hand band's title
    if hand_title:  # the hand band's title on a line of its own where the cards still fit under
        # it, else first on the line under the trick (the cards may then reach up to that line:
        # a title there is covered)
        k = len(v["hand"])
        if _hand_fit(app, k, top + 8 * sy + 1, kind, 8 * sy if v.get("_hand_counts") else 0)[2]:
            app.text(app.t(hand_title) + ":", 1, top, 9, 1, sy)
            top += 8 * sy + 1
        else:
            title = app.t(hand_title) + ":"
    app.hint = False  # a "?" shown (legend): the in-game menu opens on the Key (play.h_play)
    if keys or title:
        if dealer_letter:  # the boxed letter is explained after the figures' short forms
            keys.append(keys.pop(0))
        if title:
            keys.insert(0, title)
        k = len(_hand_marks(v, picked, cursor, private)[0])
        top = legend(app, keys, under, k, hx, yc + th + 1, top, kind, sy, hand_title)
    _fit_alt(app, cands, tx, 1, app.w - tx - (8 if app.hint else 0), A.FG, sizes)  # the header, clear of the "?"
    y0 = _hand(app, v, picked, cursor, private, top, kind)
    # the hand's band, for redraw(): only the hand and the prompt change while the seat moves
    # its cursor; None when the hand reaches above `top` (its band holds other things too)
    # (one small int, not a tuple: the play screen keeps it between key presses, and a small
    # long-lived object between the frame's garbage splits the free heap)
    v["_band"] = None if y0 is None else y0 | top << 9 | kind << 18


def seats(app, game, v, private, y, w, lh, sy, wide):
    """The seats' names in columns w pixels wide on the row at y (lh pixels high), the seat to
    act on a highlight; wide: the markers (the game's TOKEN as a hat, its MARK, the dealer, as a
    boxed word or letter) beside the names (else trick() draws them in the card row).  Returns
    the legend of a dealer's letter drawn ("D=dealer"), or None."""
    fb = app.fb
    n = v["players"]
    mark = game.MARK
    hw = 10 * sy  # the hat icon and its gap
    mw = 6 * sy + 3  # the dealer's boxed letter
    room = w - 2 - (hw + mw if wide else 0)
    dealer_letter = None
    hold = cards.holder(game, v)  # the token's seat (Bob's Hat's hat)
    nsx = 1
    if sy == 2:  # the names all in large letters when every one fits, else all in tall ones
        nsx = 2
        for k in range(n):
            if 12 * len(app.seats[k][0]) > room:
                nsx = 1
    for s in range(n):
        x0 = s * w
        acting = s == v["to_act"]
        c = A.BG if acting else (A.HI if s == v["seat"] and private else A.FG)
        if acting:
            fb.fill_rect(x0, y - 1, w - 1, lh, A.HI)
        xl = x0 + 1
        xr = x0 + w - 2
        dealer = wide and mark is not None and v.get(mark[0]) == s
        if wide:
            if hold == s:  # the token (Bob's Hat): a hat before the holder's name, in the text colour
                game.token_icon(fb, xl, y + (sy - 1) * 3, c, sy)
                xl += hw
            if dealer:
                xr -= mw
        name = app.seats[s][0]
        if nsx * 6 * len(name) <= xr - xl + 1:  # the last glyph's blank column may touch the edge
            xe = app.text(name, xl, y, c, nsx, sy)
        else:
            xe = app.text(short_name(name, (xr - xl) // 6), xl, y, c, 1, sy)
        if dealer:  # the dealer: the boxed word right after the name where it fits, else its letter
            word = app.t(mark[1])
            ww = 6 * sy * len(word) + 3
            # a gap after the name where there is room: "Anna dealer", never "Annadealer"
            g = 4 if x0 + w - 2 - (xe + 4) >= ww else 1
            if x0 + w - 2 - (xe + g) >= ww:
                _dealer(app, word, xe + g, y - 1, ww, lh, c, sy)
            else:
                _dealer(app, word[:1].upper(), xe + (2 if x0 + w - 2 - (xe + 2) >= mw else 1), y - 1, mw, lh,
                        c, sy)
                dealer_letter = word[:1].upper() + "=" + word
    return dealer_letter


def stats(app, game, v, picked, cursor, private, y, w, lh, sy, legend, h):
    """Every seat's figures (the plug-in's stats hook) under its name at y, in columns w pixels
    wide, lines lh pixels apart (more on a tall panel, see below), a bid's status on them (the
    track hook), lines between the columns where they are narrow; the short forms drawn join
    `legend`.  Each line takes the same form in every column (the longest form that fits them
    all): a first pass finds that form per line, the second draws; each seat's lines are asked
    of the game once (a few hundred bytes while the frame is drawn: asked twice, they cost the
    frame twice their time and their allocations, issue 26).  h: the trick's card height.
    Returns the y of the trick's row."""
    n = v["players"]
    form = [0, 0, 0, 0]
    nstats = 0
    seat_lines = []
    for s in range(n):
        lines = game.stats(app, v, s, w - 2)
        seat_lines.append(lines)
        nstats = max(nstats, len(lines))
        for r in range(min(4, len(lines))):
            ln = lines[r]
            if isinstance(ln, list) or len(ln) < 2:  # counts, or one text: no form to choose
                continue
            k = form[r]
            last = ncands(ln) - 1
            while k < last and cand_wide(ln, k) > w - 2:  # by width: no text made
                k += 1
            form[r] = k
    # the room the hand leaves on a tall panel (240x240: a third of it was blank between the
    # trick and the hand, issue 27 point 11) goes to the seats' figures, a few pixels more
    # between their lines (the first stays under the name), and around the trick's row, which
    # then stands midway to the hand; the legend's line above the hand stays free
    pitch = lh
    gap = 0
    if sy == 2 and not v.get("_hand_title"):
        y1 = y + lh * (1 + nstats) + h + 10 + 8 * sy
        hk, rows, _ = _hand_fit(app, len(_hand_marks(v, picked, cursor, private)[0]), y1, 2)
        y1 = app.body_h - rows * (cards.KINDS[hk][1] + 1) - 5 - y1
        if y1 > 0:
            pitch += min(8, y1 // (2 * nstats + 2))
            gap = (y1 - (pitch - lh) * nstats) // 2
    track = getattr(game, "track", None)
    sizes = ((1, sy),)  # (made once: a tuple a line cost the frame two allocations each)
    from firmware import font
    # a packed line (labelled()) in its form is drawn as its parts, the label or short form and
    # then the value where the joined text puts them (the same pixels), with no text made: each
    # new string walks MicroPython's interned pools (issue 25); its legend made once a line of
    # the table (done[r]: the label whose legend is listed). Not while a test records the texts
    # drawn (font.boxes: those see the joined texts), nor where the form does not fit (pick()
    # and app.fit cut it) or a bid's status marks its words (_track reads the text)
    text = font.text if font.boxes is None else None
    done = [None, None, None, None]
    mono = app.mono
    fb = app.fb
    for s in range(n):
        lines = seat_lines[s]
        tk = track(app, v, s) if track else None
        if tk:  # words on track are drawn as they are: a bid marking no other needs no _track
            for k in tk[2].values():
                if k != ON:
                    break
            else:
                tk = None
        for r in range(len(lines)):
            ln = lines[r]
            y1 = y + lh + pitch * r
            if isinstance(ln, list):
                game.counts(app, ln, s * w + 1, y1, w - 2, sy)
            elif len(ln) == 1 and ln[0] == "":  # a blank line (no bid yet): nothing to draw
                pass
            elif text and r < 4 and ln[0] is None and not (tk and tk[0] <= r < tk[1]) and \
                    cand_wide(ln, min(form[r], ncands(ln) - 1)) <= w - 2:
                k = min(form[r], ncands(ln) - 1)  # the form pick() takes: it fits
                if k == 3:  # the value alone, its legend the line's own
                    text(fb, ln[3], s * w + 1, y1, 9, mono, 1, sy)
                    if ln[4] not in legend:
                        legend.append(ln[4])
                    continue
                x1 = text(fb, ln[2] if k else ln[1], s * w + 1, y1, 9, mono, 1, sy)
                text(fb, ln[3], x1 + (0 if k == 2 else 6), y1, 9, mono, 1, sy)
                if k and done[r] is not ln[1]:
                    done[r] = ln[1]
                    t = "%s=%s" % (ln[2], ln[1])
                    if t not in legend:
                        legend.append(t)
            else:
                k = form[r] if r < 4 else 0
                t = pick(ln, w - 2, legend, 2, k)
                app.fit(t, s * w + 1, y1, w - 2, 9, sizes)
                if tk and tk[0] <= r < tk[1]:
                    _track(app, t, s * w + 1, y1, w - 2, tk[2], sy)
        seat_lines[s] = lines = tk = None
    if w < 50 or sy == 2:  # narrow columns (5-6 seats), or the 240x240 panel's figures in
        # tall letters: a line between them, so that the names and figures do not run together
        # ("AnnaBen", "took 0 0 0took 3 0 0", issue 27 point 11)
        for s in range(1, n):
            app.fb.vline(s * w - 1, y - 1, lh + pitch * nstats + 1, A.PANEL)
    return y + lh + pitch * nstats + 1 + gap


def trick(app, game, v, y, w, lh, sy, wide, legend, under, kind):
    """The trick's row at y, a card of `kind` per column w pixels wide (the trick in progress,
    or the last one dimmed, its winner framed, "< took" under it; an arrow at the leader's
    card), or, when the plug-in's prepare gave the hand band a title, no trick row; in narrow
    columns (not wide) the seat's markers left of its card (a dealer's letter joins `legend`);
    app.key_info.  The x ranges of the texts drawn under the cards join `under`.  Returns the
    row's height."""
    fb = app.fb
    tr, winner, dimmed = _trick_cards(game, v)
    # what this table shows, for the Key page (trick_last.key_lines): its short forms (`legend`,
    # complete once the frame is drawn), a dimmed last trick, a leader marked
    app.key_info = (legend, dimmed and winner is not None, bool(tr) and not dimmed)
    by_seat = {}
    for e in tr:
        by_seat[e[0]] = e
    tw, th = cards.size(kind)
    mark = game.MARK
    hold = cards.holder(game, v)
    # the hand band shows other cards under its title (Bargain Hunt's clearing step, after a
    # round's last trick: no trick to show, its row goes to the odds-and-ends, up to 18 cards);
    # narrow columns keep a line for the markers drawn there
    trick_row = not v.get("_hand_title")
    if not trick_row:
        th = 0 if wide else lh
    for s in range(v["players"] if trick_row or not wide else 0):
        x0 = s * w
        e = by_seat.get(s)
        cx = x0 + (w - tw) // 2
        if not wide:  # narrow columns: the markers left of the card, the card right, as far
            # apart as the column allows: the winning card's outer frame (1 pixel outside it)
            # stays off the dealer's box (6 seats on 160x128, issue 27 point 11)
            cx = x0 + w - tw - 1
            if hold == s:
                game.token_icon(fb, x0 + 1, y + 1, A.FG)
            if mark is not None and v.get(mark[0]) == s:
                word = app.t(mark[1])
                ww = 6 * sy * len(word) + 3
                if ww <= cx - x0 - 3:
                    _dealer(app, word, x0, y + th - lh, ww, lh, A.FG, sy)
                else:  # its letter in the box, explained by the legend
                    _dealer(app, word[:1].upper(), x0, y + th - lh, 6 * sy + 3, lh, A.FG, sy)
                    legend.append(word[:1].upper() + "=" + word)
        if e is not None:
            # the trick's winning card stands out, framed, the others dimmed (celebrate)
            cards.card(fb, cx, y, e[1], False, winner == s, dimmed and winner != s, kind)
            d = decl(app, game, e) if winner != s else ""  # the winner's line says "< took"
            # (its declaration stays on the last trick's page)
            if d:
                under.append((x0, _fit_alt(app, d, x0 + 1, y + th + 1, w - 2, 6)))
        elif trick_row:
            fb.rect(cx, y, tw, th, A.PANEL)
        if tr and s == v.get("leader") and not dimmed:
            _arrow(fb, cx - 5, y + th // 2 - 3)
        if winner == s:
            under.append((x0, _fit_alt(app, ("< " + app.t(T.TOOK), "<" + app.t(T.TOOK), "<"),
                                       x0 + 1, y + th + 1, w - 2, A.HI)))
    return th


def legend(app, legend, under, k, x, y, top, kind, sy, title):
    """The short forms' legend, in the figures' colour: each entry on the first of these lines
    with room -- the line under the trick's cards at y (its stretches clear of the texts at the
    x ranges `under`), the header's end (x), a line at `top` above the hand of k cards (when the
    hand keeps its size there and the band has no title) -- and a "?" for any entry with no
    room (app.hint: the Key page lists them all).  Returns the hand band's top."""
    f = _hand_fit(app, k, top, kind)
    band = not k or (f[2] and _hand_fit(app, k, top + 8 * sy, kind) == f)
    slots = [[x + 12, 1 + (sy - 1) * 4, app.w, True, ""],
             [1, top, app.w - 1, band and not title, ""]]
    x = 1  # the free stretches of the line under the trick's cards come first
    for x0, x1 in under + [(app.w + 5, 0)]:
        slots.insert(len(slots) - 2, [x, y, x0 - 5, True, ""])
        x = x1 + 6
    slots[-2][2] -= 8  # room for the "?" at the header's end
    for x in legend:
        for sl in slots:
            t = sl[4] + "  " + x if sl[4] else x
            if sl[3] and sl[0] + 6 * len(t) <= sl[2]:
                sl[4] = t
                break
        else:
            app.hint = True
    for sl in slots:
        x0, y, x1, _, t = sl
        if t:  # the header's end: its entries right-aligned
            app.text(t, x1 - 6 * len(t) if sl is slots[-2] else x0, y, 9, 1, 1)
    if slots[-1][4]:
        top += 8 * sy
    if app.hint:
        app.fb.fill_rect(app.w - 7, 0, 7, 9 * sy, A.HI)
        app.text("?", app.w - 6, 1 + (sy - 1) * 4, A.BG)
    return top


def redraw(app, v, picked, cursor, private):
    """The plug-in's redraw (firmware/layouts/__init__.py): after a cursor move or a word picked
    on the same play screen (`v`: a view of the same turn, v["_band"] what the last whole draw
    left in its view), only the hand's band changes above the prompt: it is cleared and the
    hand drawn again, the frame as a whole draw makes it (the 128x64 table: its hand's text rows,
    tricks_mono.redraw).  False when that draw left no band (a hand reaching above its band, the
    128x64 table at 6 seats)."""
    band = v.get("_band")
    if band is None:
        return False
    prepare = getattr(plugin(app), "prepare", None)
    if prepare:
        prepare(v, private)
    if app.mono:  # the 128x64 table's hand rows (tricks_mono.py)
        from firmware.layouts import tricks_mono
        return tricks_mono.redraw(app, v, picked, cursor, private)
    y0 = band & 511
    top = band >> 9 & 511
    kind = band >> 18
    app.fb.fill_rect(0, y0, app.w, app.body_h - y0, A.BG)
    _hand(app, v, picked, cursor, private, top, kind)
    return True


def _hand_fit(app, k, top, kind, under=0):
    """(card kind, rows, fits) of a hand of k cards in the band from `top` to the prompt line:
    the largest kind whose rows fit (a card overlaps the next but keeps its rank's two digits and
    the frame in view), else the smallest with fits False.  under: a line of that many pixels
    under each row (the counts of a grouped hand, v["_hand_counts"])."""
    bottom = app.body_h - 2
    while True:
        cw, ch, _, sx, _ = cards.KINDS[kind]
        per_row = (app.w - 2 - cw) // (12 * sx + 3) + 1
        rows = (k + per_row - 1) // per_row
        fits = rows * (ch + 1 + under) + 1 <= bottom - top
        if fits or kind == 0:
            return kind, rows, fits
        kind -= 1


def _hand(app, v, picked, cursor, private, top, kind):
    """The hand as cards in the band from `top` to the prompt line, at the size _hand_fit
    chooses; the card under the cursor is raised and framed.  Returns the highest row a card
    may cover (a raised card's top), or None when that is above `top`."""
    hand, sel = _hand_marks(v, picked, cursor, private)
    k = len(hand)
    bottom = app.body_h - 2
    counts = v.get("_hand_counts") if hand else None  # a grouped hand: "x4" under each card
    under = 8 * (2 if app.h >= 200 else 1) if counts else 0
    kind, rows, _ = _hand_fit(app, k, top, kind, under)
    cw, ch = cards.size(kind)
    y = bottom - rows * (ch + 1 + under) + 1
    y0 = y - 4 if y - 4 >= top else None  # a raised card (3) and its outer frame (1)
    if not k:
        return y0
    legal_cards = _legal_cards(v, private)
    fb = app.fb
    w = app.w
    first = (k + rows - 1) // rows
    for r in range(rows):
        lo = r * first
        hi = min(k, lo + first)
        cnt = hi - lo
        step = cw + 2 if cnt * (cw + 2) <= w else (w - cw - 2) // max(1, cnt - 1)
        x = (w - (step * (cnt - 1) + cw)) // 2
        xs = counts and 6 * (1 + len(str(max(counts[lo:hi])))) <= step
        for i in range(lo, hi):
            c = hand[i]
            cards.card(fb, x, y - (3 if i in sel else 0), c, False, i in sel,
                       legal_cards is not None and c not in legal_cards, kind)
            if counts:  # "x4", or "4" in every column where one "x12" is wider than a card's step
                t = ("x%d" if xs else "%d") % counts[i]
                app.text(t, x + (cw - 6 * len(t)) // 2, y + ch + 1, A.HI if i in sel else A.FG,
                         1, under // 8)
            x += step
        y += ch + 1 + under
    return y0


def _track(app, t, x, y, w, marks, sy):
    """A bid's status on its words (issue 27 "Track"), in ink and mark for an arm's length and for
    those who do not tell green from red: made -- green, underlined; lost -- red, struck through;
    on track -- as drawn.  t: the line's text at (x, y), cut at w pixels as app.fit cuts it."""
    fb = app.fb
    i = 0
    from firmware import font
    boxes = font.boxes  # a recolouring of text drawn already: not a second text for the tests
    font.boxes = None  # that watch texts drawn over each other (font.boxes)
    for word in t.split(" "):
        st = marks.get(word)
        if st is None and word:  # a short form ("bla", "b") or a word cut at the edge
            for k in marks:
                if k.startswith(word):
                    st = marks[k]
                    break
        x0 = x + 6 * i
        i += len(word) + 1
        if st is None or st == ON:
            continue
        k = min(len(word), (x + w - x0) // 6)
        if k <= 0:
            break
        ink = 3 if st == MADE else 4  # app_menu.py _PALETTE: green, red
        if k == 1 and st != MADE:  # one letter left ("f", 5 seats on 160x128): a stroke through
            # it makes a red blot; the letter cut out of a red tile is still read, and still lost
            fb.fill_rect(x0 - 1, y, 7, 8 * sy, ink)
            app.text(word[:1], x0, y, A.BG, 1, sy)
            continue
        fb.fill_rect(x0, y, 6 * k, 8 * sy, A.BG)
        app.text(word[:k], x0, y, ink, 1, sy)
        # the mark: a line under the word (made), or through it (lost), as thick as a stroke
        fb.fill_rect(x0, y + (8 if st == MADE else 3) * sy, 6 * k - 1, sy, ink)
    font.boxes = boxes


def _dealer(app, word, x, y, w, h, c, sy):
    """The dealer's marker: the word ("dealer", "Geber") or its first letter (D, G) in a box."""
    app.fb.rect(x, y, w, h, c)
    app.text(word, x + 1, y + 1, c, 1 if len(word) > 1 else sy, sy)


def _arrow(fb, x, y):
    for i in range(4):
        fb.vline(x + i, y + i, 7 - 2 * i, A.HI)
