"""Auf der Hut on screen (RULINGS.md 4): the game's plug-in (firmware/layouts/__init__.py).
From one seat's view: the table (the row of 7 characters,
each with its face-down hat, the piles, each player's tally), what happened since the seat's
previous turn, and a reveal's result shown to the revealer.

Pictures: firmware/layouts/auf_der_hut_art{2,1,m}.py (bytes, made by tools/make_adh_art.py), one
module imported for the board: twice-size colour on 240-pixel-wide screens, colour on 160x128,
mono on 128x64.  A face-down hat is a card back with the spot's number (a box: no hat looks like
it).  A hat's kind is drawn only where the view says it is public: a reveal (everyone saw it).
A peek is shown to the peeker on its own screen (firmware/play.py) and nowhere else.
Spots under the cursor are framed, spots already picked (the first spot of a swap) underlined;
the barred swap-back pair (`no_swap_back`) is marked.

Screens of its own (SCREENS): since (seat) the public actions since the seat's previous turn
(view key `since_last_turn`, RULINGS.md 4 "What a seat saw at a real table"), shown before its
turn; peek (seat) the peeker's hat, right after the peek; result (seat) the revealer's own reveal,
shown before the hand-over.  Hooks for firmware/play.py: turn_start, after_action.
"""
from firmware import app as A
from firmware import ops, words
from firmware import texts as T

MENU = ()
SCREENS = {"since": "seat", "peek": "seat", "result": "seat"}
UNIT = "round_l"

# Auf der Hut's own texts, "English|Deutsch" a line (this game's plug-in, not the app's table)
_TX = (
    "Since your last turn|Seit deinem letzten Zug\n"  # 0
    "%s peeked at %d|%s schaute auf %d\n"  # 1
    "%s swapped %d and %d|%s tauschte %d und %d\n"  # 2
    "%s revealed %d|%s deckte %d auf\n"  # 3
    "a pair!|ein Paar!\n"  # 4
    "a wonder hat!|ein Wunderhut!\n"  # 5
    "no fit: bald head|falsch: Glatze\n"  # 6
    "You revealed %d|Du hast %d aufgedeckt\n"  # 7
    "characters|Figuren\n"  # 8
    "hats|Hüte\n"  # 9
    "pairs|Paare\n"  # 10
    "wonder|Wunder\n"  # 11
    "bald|Glatzen\n"  # 12
    "score|Punkte\n"  # 13
    "P|P\n"  # 14  mono column heads: pairs, wonder hats, bald heads
    "W|W\n"  # 15
    "B|G\n"  # 16
    "more v|mehr v"  # 17
)


def tx(app, i):
    a = 0
    for _ in range(i):
        a = _TX.find("\n", a) + 1
    b = _TX.find("\n", a)
    line = _TX[a:b if b >= 0 else len(_TX)]
    k = line.find("|")
    return line[k + 1:] if app.lang else line[:k]


# --- pictures ----------------------------------------------------------------------------------
def art(app, small=False):
    """The picture module for this screen: mono, colour, or twice-size colour (wide screens)."""
    if app.mono:
        name = "m"
    elif app.w >= 200 and not small:
        name = "2"
    else:
        name = "1"
    return __import__("firmware.layouts.auf_der_hut_art" + name, None, None, ("CHARS",))


def _index(m, name, hat):
    o = m.ORDER
    k = o.find("|")
    names = (o[k + 1:] if hat else o[:k]).split(",")
    return names.index(name)


def character(app, m, name, x, y):
    """Character `name` (or `bald`, the bald head) with its top left at (x, y)."""
    n = m.CW * m.CH // (8 if app.mono else 2)
    i = _index(m, name, False) * n
    app.fb.blit((memoryview(m.CHARS)[i:i + n], m.CW, m.CH, m.FMT), x, y, m.KEY)


def hat(app, m, name, x, y):
    """The hat that fits character `name` (or `wonder`), face up."""
    n = m.CW * m.HH // (8 if app.mono else 2)
    i = _index(m, name, True) * n
    app.fb.blit((memoryview(m.HATS)[i:i + n], m.CW, m.HH, m.FMT), x, y, m.KEY)


def hat_back(app, m, spot, x, y):
    """A face-down hat: a card back with the spot's number -- a box, unlike every hat."""
    fb = app.fb
    w, h = m.CW, m.HH
    if app.mono:
        fb.fill_rect(x, y, w, h, 1)
        app.text(str(spot), x + (w - 6) // 2 + 1, y, 0)
        return
    fb.fill_rect(x + 1, y, w - 2, h, 5)
    fb.rect(x + 1, y, w - 2, h, 15)
    app.text(str(spot), x + (w - 6) // 2, y + (h - 8) // 2, 1)


# --- the table ---------------------------------------------------------------------------------
def _marks(picked, cursor):
    """Spots (1..7) picked so far and the one under the cursor."""
    out = []
    for w in picked:
        if w.isdigit():
            out.append(int(w))
    cur = int(cursor) if cursor and cursor.isdigit() else None
    return out, cur


def _name_lines(app, v, sw):
    """How many staggered lines the characters' full names need so that neighbours on a line
    never touch (names centred under their spots)."""
    longest = 1
    for sp in v["row"]:
        if sp["character"]:
            n = len(words.word(sp["character"], app.lang))
            if n > longest:
                longest = n
    k = 1
    while k < 7 and k * sw < 6 * longest + 4:
        k += 1
    return k


def draw(app, v, picked, cursor, private):
    fb = app.fb
    mono = app.mono
    m = art(app)
    lh = app.lh
    marks, cur = _marks(picked, cursor)
    sw = app.w // 7
    x0 = (app.w - 7 * sw) // 2
    _header(app, v, cur)
    top = lh
    hy = top
    cy = top + m.HH - (0 if mono else 2)  # the hat sits on the head
    fs = v.get("forbidden_swap")
    k = 1 if mono else _name_lines(app, v, sw)
    ny = cy + m.CH + 1
    for i in range(7):
        sp = v["row"][i]
        spot = i + 1
        x = x0 + i * sw
        px = x + (sw - m.CW) // 2
        ch = sp["character"]
        if ch is not None:
            character(app, m, ch, px, cy)
        if sp["hat"]:
            hat_back(app, m, spot, px, hy)
        else:
            app.text(str(spot), x + (sw - 6) // 2, hy + (m.HH - 8) // 2, A.FG)
        if spot == cur:
            fb.rect(x, hy - 1, sw, ny - hy + 1, 1 if mono else A.HI)
            if not mono:
                fb.rect(x + 1, hy, sw - 2, ny - hy - 1, A.HI)
        elif spot in marks:
            fb.fill_rect(x + 1, ny - 2, sw - 2, 2, 1 if mono else A.HI)
        if fs and spot in fs:  # the pair that may not be swapped back now: a dotted line
            for dx in range(2, sw - 2, 3):
                fb.pixel(x + dx, ny - 1, 1 if mono else 4)
        if not mono and ch is not None:
            name = words.word(ch, app.lang)
            nx = x + sw // 2 - 3 * len(name)
            nx = 0 if nx < 0 else (app.w - 6 * len(name) if nx + 6 * len(name) > app.w else nx)
            app.text(name, nx, ny + 9 * (i % k), A.HI if spot == cur else A.FG)
    y = ny + (0 if mono else 9 * k)
    rows = v["players"] + 1  # the column heads, then a line a player (colour)
    lh = (app.body_h - y) // rows  # spread over the room left (a tall screen), 8 to 12 pixels
    _tallies(app, v, y, -1, 8 if mono else (12 if lh > 12 else (8 if lh < 8 else lh)))


def _header(app, v, cur):
    """Top line: the piles, and the last action (or on mono the spot under the cursor, by name:
    the small pictures there carry no names)."""
    pl = v["piles"]
    if app.mono:
        if cur is not None:
            ch = v["row"][cur - 1]["character"]
            s = "%d %s" % (cur, words.word(ch, app.lang) if ch else "-")
        else:
            s = _last(app, v) or "%s %d %s %d" % (tx(app, 8), pl["characters"], tx(app, 9), pl["hats"])
        app.fit(s, 0, 0, app.w, 1)
        return
    s = "%s %d  %s %d" % (tx(app, 8), pl["characters"], tx(app, 9), pl["hats"])
    app.text(s, 1, 1, A.DIM)
    la = _last(app, v)
    if la and 6 * (len(s) + len(la) + 2) <= app.w:
        app.text(la, app.w - 6 * len(la) - 1, 1, A.FG)


def _last(app, v):
    la = v.get("last_action")
    if la is None:
        return ""
    return "%s: %s" % (app.seats[v["last_seat"]][0], words.phrase(la.split(), app.lang))


def _tallies(app, v, y, hi=-1, lh=0):
    """Each player's pairs, wonder hats, bald heads and score, under labelled columns (words where
    they fit, else the letters the rules help names: P pairs, W wonder hats, B bald heads)."""
    n = v["players"]
    if not lh:
        lh = 8 if app.mono else 9
    names = [app.seats[s][0] for s in range(n)]
    nw = max(len(s) for s in names)
    heads = (tx(app, 10), tx(app, 11), tx(app, 12), tx(app, 13))
    cw = 1 + max(len(h) for h in heads)
    if app.cols - 4 * cw < (nw if nw < 4 else 4):
        heads = (tx(app, 14), tx(app, 15), tx(app, 16), "=")
        cw = 3
    per = 1
    if app.mono and n > 3:  # 4 players on 128x64: two to a line, a digit per column
        per, cw, nw = 2, 1, 4
    sep = " " if per > 1 else ""  # digits in one-wide columns: a space after the name
    if nw > app.cols // per - 4 * cw - 1 - len(sep):
        nw = app.cols // per - 4 * cw - 1 - len(sep)
    colw = 6 * (nw + len(sep) + 4 * cw + 1)
    hc = A.DIM if not app.mono else 1
    line = " " * (nw + len(sep))
    for h in heads:
        line += " " * (cw - len(h)) + h
    for c in range(per):
        app.text(line, c * colw, y, hc)
    y += lh
    for s in range(n):
        vals = (v["pairs"][s], v["wonder"][s], v["bald"][s], v["scores"][s])
        if len(names[s]) > nw:
            app.cut(names[s])
        line = names[s][:nw] + " " * (nw - len(names[s][:nw])) + sep
        for j in range(4):
            t = str(vals[j])
            line += " " * (cw - len(t)) + t
        x = colw * (s % per)
        yy = y + lh * (s // per)
        if s == (v["to_act"] if hi < 0 else hi):
            if app.mono:
                app.fb.fill_rect(x, yy, 6 * len(line), 8, 1)
                app.text(line, x, yy, 0)
            else:
                app.text(line, x, yy, A.HI)
        else:
            app.text(line, x, yy, A.FG)


def last_lines(app, v):
    """The in-game menu's last-move page: the last action and, after a reveal, its outcome."""
    la = v.get("last_action")
    if la is None:
        return [(app.t(T.NONE_YET), False)]
    out = [(_last(app, v), False)]
    rv = v.get("last_reveal")
    if rv:
        out.append(("%s: %s" % (words.hat(rv["hat"], app.lang), _outcome(app, rv["outcome"])), False))
    return out


# --- plug-in hooks (firmware/play.py) ----------------------------------------------------------
def turn_start(app, seat):
    """The screen a human seat sees first on its turn: what happened since its previous turn."""
    v = app.game.view(seat)
    return "since" if v.get("since_last_turn") else None


def after_action(app, seat):
    """The screen the acting human sees right after its own action: its peek, or its reveal."""
    v = app.game.view(seat)
    if "peeked" in v:
        return "peek"
    rv = v.get("last_reveal")
    if rv and rv["seat"] == seat:
        return "result"
    return None


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
            out.append(("%s: %s" % (words.hat(e["hat"], app.lang), _outcome(app, e["outcome"])),
                        (None, e["hat"])))
    return out


def _outcome(app, oc):
    return tx(app, 4 if oc == "match" else (5 if oc == "wonder" else 6))


def _wrap(s, cols):
    out = []
    cur = ""
    for w in s.split():
        if cur and len(cur) + 1 + len(w) > cols:
            out.append(cur)
            cur = w
        else:
            cur = w if not cur else cur + " " + w
    out.append(cur[:cols])
    return out


def _since_rows(app, v):
    """The summary cut into screen rows: (picture spec or None, text lines).  Colour: a row is a
    small picture with up to two text lines beside it; mono: a text line a row, no pictures."""
    m = None if app.mono else art(app, app.h < 200)  # big pictures on a tall screen
    x = 0 if m is None else m.CW + 4
    cols = (app.w - x) // 6
    rows = []
    for s, pic in since_lines(app, v):
        lines = _wrap(s, cols)
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
    app.line(0, title if len(title) <= app.cols else tx(app, 0), True)
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


def d_peek(app, scr):
    v = app.game.view(scr.seat)
    pk = v.get("peeked")
    app.line(0, "%s: %s" % (app.seats[scr.seat][0], app.t(T.PEEK_SEEN)), True)
    if pk:  # only in the peeker's own view, until the next action (RULINGS.md 4 pass-and-play)
        ch = v["row"][pk["spot"] - 1]["character"]
        lines = [words.hat(pk["hat"], app.lang), "%d %s" % (pk["spot"], _name(app, ch))]
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
    app.line(0, "%s: %s" % (app.seats[scr.seat][0], tx(app, 7) % rv["spot"]), True)
    oc = rv["outcome"]
    ch = rv["hat"] if oc == "match" else v["row"][rv["spot"] - 1]["character"]
    lines = [_outcome(app, oc), words.hat(rv["hat"], app.lang), "%d %s" % (rv["spot"], _name(app, ch))]
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
