"""Auf der Hut on screen (RULINGS.md 4): the game's plug-in (firmware/layouts/__init__.py).
From one seat's view: the table (the row of 7 characters,
each with its face-down hat, the piles, each player's tally), what happened since the seat's
previous turn, and a reveal's result shown to the revealer.

Pictures: games/auf_der_hut/layout_art{2,1,m}.py (bytes, made by tools/make_adh_art.py), one
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
import gc
import sys

from firmware import app as A
from firmware import texts as T
from firmware import words
from games.auf_der_hut import HATS


def hat_name(name, lang):
    """Name of the hat that fits character `name` (or of the wonder hat): the folder's HATS."""
    return T.find(HATS, name, lang) or name


LAST = T.LAST_MOVE  # the last_lines page's title and menu entry: no tricks in this game
MENU = ((T.SCORES, "tally"),)  # each player's pairs, wonder hats, bald heads and score in words
SCREENS = {"since": "seat", "peek": "seat", "result": "seat", "tally": "seat"}
SCREENS_MODULE = "layout_screens"  # their d_/h_ functions: loaded while one shows (draw drops it)
UNIT = T.ROUND  # what a deal is called (text id): Auf der Hut is one long round

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
    "more v|mehr v\n"  # 17
    "Since your turn|Seit deinem Zug\n"  # 18  (the title where 0 does not fit)
    "P pairs W wonder B bald|P Paare W Wunder G Glatze\n"  # 19  legend of the letter heads
    "wonder hats|Wunderhüte\n"  # 20  (the scores page)
    "bald heads|Glatzen\n"  # 21
    "%d/%d|%d/%d\n"  # 22  page counter
)


# looked up as firmware/texts.py looks up the app's table (bytes, by line offsets found once)
_TXB = _TX.encode()
_OFF = None


def tx(app, i):
    global _OFF
    if _OFF is None:
        _OFF = T.index(_TXB)
    return T.line(_TXB, _OFF, i, app.lang)


# --- pictures ----------------------------------------------------------------------------------
_SCREENS_MOD = "games.auf_der_hut.layout_screens"
# the picture modules by kind: twice-size colour, colour, mono (constants: a draw builds no names)
_ARTS = ("games.auf_der_hut.layout_art2", "games.auf_der_hut.layout_art1",
         "games.auf_der_hut.layout_artm")


def art(app, small=False):
    """The picture module for this screen: mono, colour, or twice-size colour (wide screens).
    Only one is kept loaded (loaded from a file, not frozen, its bytes take RAM)."""
    k = 2 if app.mono else (0 if app.w >= 200 and not small else 1)
    mods = sys.modules
    for j in range(3):
        if j != k and _ARTS[j] in mods:
            A.unload((_ARTS[j],))
    m = mods.get(_ARTS[k])
    if m is None:  # the other kind's pictures, just dropped, freed first: the new ones then take
        gc.collect()  # their place, not the heap's top (the since page <-> the table: the peak)
        m = __import__(_ARTS[k], None, None, ("CHARS",))
    return m


def _index(m, name, hat):
    """Position of `name` in the module's ORDER (characters, or hats after the `|`), found
    without building anything (a draw shows 14 pictures): the name's place between commas,
    then the commas before it counted."""
    o = m.ORDER
    k = o.find("|")
    a, b = (k + 1, len(o)) if hat else (0, k)
    n = len(name)
    p = o.find(name, a, b)
    while p >= 0:
        e = p + n
        if (p == a or o.startswith(",", p - 1)) and (e == b or o.startswith(",", e)):
            return o.count(",", a, p)
        p = o.find(name, e, b)
    raise ValueError(name)


def character(app, m, name, x, y):
    """Character `name` (or `bald`, the bald head) with its top left at (x, y)."""
    app.fb.blit((m.CHARS[_index(m, name, False)], m.CW, m.CH, m.FMT), x, y, m.KEY)


def hat(app, m, name, x, y):
    """The hat that fits character `name` (or `wonder`), face up."""
    app.fb.blit((m.HATS[_index(m, name, True)], m.CW, m.HH, m.FMT), x, y, m.KEY)


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


# The row as last drawn: [language, characters, their names on screen, the band of the whole draw
# it belongs to (v["_band"]: the same object while play.py redraws that frame), the spot under the
# cursor, the spots marked, the characters' places in the pictures' ORDER (the same in each
# picture module)].  A draw looks a name and a picture up again only where the row changed (a
# reveal), not at each draw; a redraw draws again only the spots whose frame or mark changed.
_NAMES = [None, None, None, None, None, None, None]


def _row_names(app, row, m):
    c = _NAMES
    if c[0] != app.lang or c[1] is None:
        c[0], c[1], c[2], c[6] = app.lang, [None] * 7, [None] * 7, [0] * 7
    chars, names, pics = c[1], c[2], c[6]
    for i in range(7):
        ch = row[i]["character"]
        if chars[i] != ch:  # only the spot that changed is looked up (one word, not seven)
            chars[i] = ch
            names[i] = words.word(ch, app.lang) if ch else None
            pics[i] = _index(m, ch, False) if ch else 0
    return names


def _name_lines(names, sw):
    """How many staggered lines the characters' full names need so that neighbours on a line
    never touch (names centred under their spots)."""
    longest = 1
    for n in names:
        if n and len(n) > longest:
            longest = len(n)
    k = 1
    while k < 7 and k * sw < 6 * longest + 4:
        k += 1
    return k


def draw(app, v, picked, cursor, private):
    if _SCREENS_MOD in sys.modules:  # the occasional screens' code leaves while the table shows
        A.unload((_SCREENS_MOD,))
    mono = app.mono
    marks, cur = _marks(picked, cursor)
    _header(app, v, cur)
    y = _row(app, v, art(app), marks, cur)
    if not mono:
        # the row's band, for redraw: only the row changes with the cursor (on 128x64 the header
        # names the spot under it too)
        v["_band"] = c = (app.lh - 1, y)
        _NAMES[3], _NAMES[4], _NAMES[5] = c, cur, marks
    rows = v["players"] + (2 if _narrow(app, v) else 1)  # heads, a line a player, a legend
    lh = (app.body_h - y) // rows  # spread over the room left, 8 to 12 pixels a line
    if app.sy > 1 and lh >= 8 * app.sy + 2:  # a tall screen (240x240): twice-tall text
        _tallies(app, v, y, -1, 8 * app.sy + 2, app.sy)
        return
    _tallies(app, v, y, -1, 8 if mono else (12 if lh > 12 else (8 if lh < 8 else lh)))


def redraw(app, v, picked, cursor, private):
    """The plug-in's redraw (firmware/layouts/__init__.py): after a cursor move or a spot picked
    on the same play screen only the row of spots changes (the frame, the underline, the name's
    colour), and there only the spots whose frame or mark changed since the frame on the screen
    (_NAMES): each is cleared and drawn again as a whole draw makes it.  The whole band
    (v["_band"], left by the last whole draw) where that frame is not the one this module last
    drew or a picture is wider than its spot.  False on 128x64, where the header changes too."""
    band = v.get("_band")
    if band is None or app.mono:
        return False
    marks, cur = _marks(picked, cursor)
    m = art(app)
    c = _NAMES
    if c[3] is not band or m.CW > app.w // 7:
        app.fb.fill_rect(0, band[0], app.w, band[1] - band[0], A.BG)
        _row(app, v, m, marks, cur)
    else:
        mask = 0  # bit s: spot s to draw again
        for s in range(1, 8):
            if (s == cur) != (s == c[4]) or (s in marks) != (s in c[5]):
                mask |= 1 << s
        if mask:
            _row(app, v, m, marks, cur, mask)
    c[3], c[4], c[5] = band, cur, marks
    return True


def _row(app, v, m, marks, cur, mask=0):
    """The row of 7 spots under the header: each character with its face-down hat (or the spot's
    number), the frame of the spot under the cursor, the marks; names on colour.  Returns the y
    under it.  `mask` (redraw): only the spots s with bit s set, each over its cleared column
    (its name: the same glyphs in the new colour cover the old ones)."""
    fb = app.fb
    mono = app.mono
    sw = app.w // 7
    x0 = (app.w - 7 * sw) // 2
    hy = app.lh
    cy = hy + m.HH - (0 if mono else 2)  # the hat sits on the head
    fs = v.get("forbidden_swap")
    names = None
    k = 1
    if not mono:  # each character's name once (a word lookup is not free on a board)
        names = _row_names(app, v["row"], m)
        k = _name_lines(names, sw)
    ny = cy + m.CH + 1
    nh = 8 * app.sy + 1  # a line of names: twice-tall text on a tall screen
    for i in range(7):
        spot = i + 1
        if mask and not mask >> spot & 1:
            continue
        sp = v["row"][i]
        x = x0 + i * sw
        if mask:
            fb.fill_rect(x, hy - 1, sw, ny - hy + 1, A.BG)
        px = x + (sw - m.CW) // 2
        ch = sp["character"]
        if ch is not None:
            if names is None:
                character(app, m, ch, px, cy)
            else:  # its picture's place found with its name (_row_names), not again each draw
                fb.blit((m.CHARS[_NAMES[6][i]], m.CW, m.CH, m.FMT), px, cy, m.KEY)
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
        if names and names[i]:
            name = names[i]
            nx = x + sw // 2 - 3 * len(name)
            nx = 0 if nx < 0 else (app.w - 6 * len(name) if nx + 6 * len(name) > app.w else nx)
            app.text(name, nx, ny + nh * (i % k), A.HI if spot == cur else A.FG, 1, app.sy)
    return ny + (0 if mono else nh * k)


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
    c = _LAST
    if c[4] != app.lang or c[5] != pl["characters"] or c[6] != pl["hats"]:  # a line a pile change
        c[4], c[5], c[6] = app.lang, pl["characters"], pl["hats"]
        c[7] = "%s %d  %s %d" % (tx(app, 8), pl["characters"], tx(app, 9), pl["hats"])
    s = c[7]
    app.text(s, 1, 1, A.DIM)
    la = _last(app, v)
    if la and 6 * (len(s) + len(la) + 2) <= app.w:
        app.text(la, app.w - 6 * len(la) - 1, 1, A.FG)


# [action text, seat, language, the line]: one per move; then [language, characters, hats, the
# piles' line] (the header's left part): one per pile change
_LAST = [None, None, None, None, None, None, None, None]


def _last(app, v):
    la = v.get("last_action")
    if la is None:
        return ""
    c = _LAST
    name = app.seats[v["last_seat"]][0]
    if c[0] != la or c[1] != name or c[2] != app.lang:
        c[0], c[1], c[2] = la, name, app.lang
        c[3] = "%s: %s" % (name, words.phrase(la.split(), app.lang))
    return c[3]


# The tallies' head line and column width for [language, letter heads?, name width, columns]:
# they change only with those (a draw would otherwise look up and pad four words each time).
_HEAD = [None, None, None, None, None, None]


def _tallies(app, v, y, hi=-1, lh=0, sy=1):
    """Each player's pairs, wonder hats, bald heads and score under labelled columns: words where
    they fit; else letters with a legend line under the rows (P pairs, W wonder hats, B bald
    heads); where even that has no room (128x64), each player's score alone, two to a line --
    the in-game menu's Scores page has the rest in words.  The acting seat (or `hi`) is marked
    with ">" and, on colour, drawn highlighted; never an inverted row (issue 14 point 10)."""
    n = v["players"]
    if not lh:
        lh = 8 if app.mono else 9
    act = v["to_act"] if hi < 0 else hi
    seats = app.seats
    nw = 0
    for s in range(n):
        if len(seats[s][0]) > nw:
            nw = len(seats[s][0])
    narrow = _narrow(app, v)
    if narrow and y + (n + 2) * lh > app.body_h:
        _scores_only(app, v, y, [seats[s][0] for s in range(n)], act, lh)
        return
    h = _HEAD
    if h[0] != app.lang or h[1] != narrow or h[2] != nw or h[3] != app.cols:
        if narrow:
            heads = (tx(app, 14), tx(app, 15), tx(app, 16), "=")
            cw = 3
        else:
            heads = (tx(app, 10), tx(app, 11), tx(app, 12), tx(app, 13))
            cw = 1 + max(len(t) for t in heads)
        w = nw if nw <= app.cols - 1 - 4 * cw else app.cols - 1 - 4 * cw
        line = " " * (w + 1)
        for t in heads:
            line += " " * (cw - len(t)) + t
        h[0], h[1], h[2], h[3], h[4], h[5] = app.lang, narrow, nw, app.cols, line, cw
    cw = h[5]
    if nw > app.cols - 1 - 4 * cw:
        nw = app.cols - 1 - 4 * cw
    hc = 1 if app.mono else A.DIM
    app.text(h[4], 0, y, hc, 1, sy)
    y += lh
    pairs, wonder, bald, scores = v["pairs"], v["wonder"], v["bald"], v["scores"]
    for s in range(n):
        name = seats[s][0]
        if len(name) > nw:
            app.cut(name)
            name = name[:nw]
        # the numbers right-aligned in their columns (digits: "%*d" pads them exactly)
        line = "%s%s%s%*d%*d%*d%*d" % (">" if s == act else " ", name, " " * (nw - len(name)),
                                      cw, pairs[s], cw, wonder[s], cw, bald[s], cw, scores[s])
        app.text(line, 0, y, A.HI if s == act and not app.mono else (1 if app.mono else A.FG), 1, sy)
        y += lh
    if narrow:
        app.fit(tx(app, 19), 0, y, app.w, hc)


_NARROW = [None, None]  # (language, columns, names) and its answer: a draw asks twice


def _narrow(app, v):
    """True where the column heads in words do not fit across beside the names."""
    k = _NARROW[0]
    n = v["players"]
    same = k is not None and len(k) == n + 2 and k[0] == app.lang and k[1] == app.cols
    s = 0
    while same and s < n:  # compared in place: a draw builds no key when nothing changed
        same = k[s + 2] == app.seats[s][0]
        s += 1
    if same:
        return _NARROW[1]
    k = (app.lang, app.cols) + tuple(app.seats[s][0] for s in range(n))
    _NARROW[0] = k
    _NARROW[1] = r = _narrow_now(app, v)
    return r


def _narrow_now(app, v):
    nw = 0
    for s in range(v["players"]):
        if len(app.seats[s][0]) > nw:
            nw = len(app.seats[s][0])
    cw = 1
    for i in (10, 11, 12, 13):
        if len(tx(app, i)) + 1 > cw:
            cw = len(tx(app, i)) + 1
    return app.cols - 1 - 4 * cw < (nw if nw < 4 else 4)


def _scores_only(app, v, y, names, act, lh):
    """Scores alone, two players to a line ("Anna 2"): the small mono table."""
    n = v["players"]
    half = app.w // 2
    for s in range(n):
        x = half * (s % 2)
        t = "%s%s %d" % (">" if s == act else " ", names[s], v["scores"][s])
        app.fit(t, x, y + lh * (s // 2), half - 2, 1 if app.mono else A.FG)


def _outcome(app, oc):
    return tx(app, 4 if oc == "match" else (5 if oc == "wonder" else 6))


def last_lines(app, v):
    """The in-game menu's last-move page: the last action and, after a reveal, its outcome."""
    la = v.get("last_action")
    if la is None:
        return [(app.t(T.NONE_YET), False)]
    out = [(_last(app, v), False)]
    rv = v.get("last_reveal")
    if rv:
        out.append(("%s: %s" % (hat_name(rv["hat"], app.lang), _outcome(app, rv["outcome"])), False))
    return out


# --- plug-in hooks (firmware/play.py) ----------------------------------------------------------
def turn_start(app, seat):
    """The screen a human seat sees first on its turn: what happened since its previous turn.
    The table's header line (_last) is made here, once per move, so that the key press that
    shows the table does not spend its allocations on it (it stayed under the collection
    threshold: firmware/app_menu.py _GC_EVERY)."""
    v = app.game.view(seat)
    _last(app, v)
    return "since" if v.get("since_last_turn") else None


def after_action(app, seat):
    """The screen the acting human sees right after its own action: its peek, or its reveal.
    Told by the action's record word, not by a view of the seat (the view a key press made for
    it alone cost the RP2040 ~4 ms before the frame, issue 25): the seat's own action just
    applied, its view holds "peeked" exactly when that was a peek, and a "last_reveal" of this
    seat exactly when it was a reveal."""
    g = app.game
    w = g.action_text(g.history[-1])
    if w.startswith("peek"):
        return "peek"
    if w.startswith("reveal"):
        return "result"
    return None
