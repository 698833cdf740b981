"""Auf der Hut's table (RULINGS.md 4), from one seat's view: the row of 7 characters, each with
its face-down hat (or bare), the piles' sizes, each player's pairs / wonder hats / bald heads,
and the last action.  A hat's kind is never drawn here: the view holds none (a peek is shown
to the peeker on its own screen, firmware/play.py; a reveal's hat in the last-action line is
public: everyone saw it).  Spots under the cursor, or already picked (the first spot of a
swap), are highlighted; the barred swap-back pair (`no_swap_back`) is marked.
"""
from firmware import app as A
from firmware import words


def _marks(picked, cursor):
    """Spots (1..7) picked so far and the one under the cursor."""
    out = []
    for w in picked:
        if w.isdigit():
            out.append(int(w))
    cur = int(cursor) if cursor and cursor.isdigit() else None
    return out, cur


def draw(app, v, picked, cursor, private):
    if app.mono:
        _draw_mono(app, v, picked, cursor)
    else:
        _draw_colour(app, v, picked, cursor)


def _last(app, v):
    la = v.get("last_action")
    if la is None:
        return ""
    s = "%s: %s" % (app.seats[v["last_seat"]][0], words.phrase(la.split(), app.lang))
    rv = v.get("last_reveal")
    if rv:
        s += " = " + words.hat(rv["hat"], app.lang)
    return s


def _score_line(app, v, s, short):
    name = app.seats[s][0]
    if short:
        return "%s %d/%d/%d=%d" % (name[:3], v["pairs"][s], v["wonder"][s], v["bald"][s], v["scores"][s])
    w = words.word
    lang = app.lang
    name = name[:5] + " " * (5 - len(name[:5]))  # aligned columns (MicroPython has no ljust)
    return "%s %d %s  %d %s  %d %s  = %d" % (name, v["pairs"][s], w("pairs", lang), v["wonder"][s],
                                            w("wonders", lang), v["bald"][s], w("bald", lang), v["scores"][s])


def _draw_colour(app, v, picked, cursor):
    fb = app.fb
    marks, cur = _marks(picked, cursor)
    pl = v["piles"]
    app.text("%s %d  %s %d" % (words.word("characters", app.lang), pl["characters"],
                               words.word("hats", app.lang), pl["hats"]), 1, 1)
    fs = v.get("forbidden_swap")
    sw = (app.w - 2) // 7  # spot width: 7 spots across the panel
    for i in range(7):
        sp = v["row"][i]
        x = 1 + i * sw
        spot = i + 1
        if spot == cur or spot in marks:
            fb.fill_rect(x, 10, sw - 2, 58, A.HI if spot == cur else A.DIM)
            fg = A.BG
        else:
            fb.rect(x, 10, sw - 2, 58, A.PANEL)
            fg = A.FG
        app.text(str(spot), x + sw // 2 - 4, 12, fg)
        ch = sp["character"]
        if ch is None:
            continue
        _figure(fb, x + sw // 2 - 9, 24, sp["hat"], fg)
        app.text(words.word(ch, app.lang)[:(sw - 2) // 6], x + 1, 58, fg)
        if fs and spot in fs:
            fb.hline(x + 2, 66, sw - 6, 4)  # the pair that may not be swapped back now
    y = 72
    for s in range(v["players"]):
        c = A.HI if s == v["to_act"] else A.FG
        app.fit(_score_line(app, v, s, app.cols < 38), 1, y, app.w - 2, c)
        y += 10
    if y + 9 <= app.body_h:  # the last move (also on the in-game menu's last-move page)
        app.fit(_last(app, v), 1, y + 1, app.w - 2, 9)


def _figure(fb, x, y, hat, fg):
    """A character: head and shoulders; a face-down hat is a dark hat with a '?' mark."""
    fb.ellipse(x + 8, y + 18, 6, 6, fg)
    fb.fill_rect(x + 1, y + 27, 15, 4, fg)
    if hat:
        fb.fill_rect(x + 4, y + 2, 9, 8, 13)  # crown of the hat, face down: no kind shown
        fb.fill_rect(x, y + 9, 17, 3, 13)  # brim
        fb.rect(x + 4, y + 2, 9, 8, 15)
        _q(fb, x + 6, y + 3)


def _q(fb, x, y):
    # a 5x5 question mark on the face-down hat
    for px, py in ((0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (2, 2), (1, 2), (1, 4)):
        fb.pixel(x + px, y + py, 15)


def _draw_mono(app, v, picked, cursor):
    fb = app.fb
    marks, cur = _marks(picked, cursor)
    pl = v["piles"]
    piles = "C%d H%d" % (pl["characters"], pl["hats"])
    app.fit_alt((piles + " " + _last(app, v), _last(app, v), piles), 0, 0, app.w)
    for i in range(7):
        sp = v["row"][i]
        x = i * 18
        spot = i + 1
        inv = spot == cur or spot in marks
        if inv:
            fb.fill_rect(x, 8, 17, 24, 1)
        c = 0 if inv else 1
        app.text(str(spot), x + 6, 8, c)
        ch = sp["character"]
        if ch is None:
            continue
        # the hat: a filled cap when a face-down hat is on, a bare head otherwise
        if sp["hat"]:
            fb.fill_rect(x + 5, 17, 7, 3, c)
            fb.hline(x + 3, 20, 11, c)
        else:
            fb.rect(x + 6, 18, 5, 3, c)
        app.text(words.abbr(ch, app.lang), x + 3, 24, c)
    two = v["players"] > 3  # 4 players: two to a line, above the prompt line
    for s in range(v["players"]):
        y = 32 + 8 * (s // 2 if two else s)
        x = 66 * (s % 2) if two else 0
        line = _score_line(app, v, s, True)
        if two:
            line = line[:2] + line[3:]
        if s == v["to_act"]:
            fb.fill_rect(x, y, 6 * len(line), 8, 1)
            app.text(line, x, y, 0)
        else:
            app.text(line, x, y)
