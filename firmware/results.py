"""Hand results, the score sheet and the running-totals chart (loaded when shown).

Reasons come from the view's `last_hand_details` codes (each game documents them);
labels are short so a line fits 128 pixels.  Everything drawn here is public: a
finished hand's points and reasons are known to the whole table.
"""

# code -> (English, German): the codes several games share; each game's own codes are in its
# folder (games/<g>/texts.py LABELS), found while the game is loaded.
_LABELS = {
    "missed": ("missed", "daneben"),
    "made": ("made", "geschafft"),
}

# Chart markers per seat (mono boards tell lines apart by these shapes).
_MARKS = ((0, 0, 3, 3, 1), (0, 0, 3, 3, 0), (1, 0, 1, 3, 1), (0, 1, 3, 1, 1), (0, 0, 1, 3, 1), (2, 0, 1, 3, 1))
_LINE_COLOURS = (3, 4, 5, 8, 2, 10)  # green red blue orange yellow magenta: Eva's cyan was Cora's blue


def label(code, lang):
    pair = _LABELS.get(code)
    if pair:
        return pair[lang]
    from firmware import texts as T
    t = T.of_game("LABELS", code, lang)
    return code if t is None else t


def _whose(name, lang):
    """"Cora's" / "Coras" (German: no apostrophe, except after s, x, z: "Hans'")."""
    if lang == 0:
        return name + "'s"
    return name + ("'" if name[-1:] in "sxzß" else "s")


def figures(code, s, names, v, lang):
    """The figures behind seat s's verdict `code` (issue 27 point 9), from the game's own
    verdicts module (games/<g>/verdicts.py `figures(code, s, v)`, loaded for this and dropped):
    ("vs", mine, other seat, theirs) -> "3 vs Cora's 3"; ("bid", bid, took) -> "bid 1, took 0".
    "" when the game or the view has none."""
    f = _verdicts(v, "figures", code, s, v)
    if not f:
        return ""
    if f[0] == "of":  # how many the seat took of what the step counts (Auf der Hut's bald heads)
        return "%d %s" % (f[1], ("taken", "gezogen")[lang])
    if f[0] == "vs":
        return "%d %s %s %d" % (f[1], "vs" if lang == 0 else "zu", _whose(names[f[2]], lang), f[3])
    return "%s %s, %s %d" % (("bid", "Gebot")[lang], f[1], ("took", "Stiche")[lang], f[2])


def _verdicts(v, fn, *args):
    """games/<g>/verdicts.py's function `fn` called with args (the module loaded for this and
    dropped), or None when the view, the game or the function has none."""
    if not v:
        return None
    from engine_core.games import module_name
    from firmware.app import unload
    name = module_name(v["game"], "verdicts")
    try:
        f = getattr(__import__(name, None, None, (fn,)), fn, None)
        return f(*args) if f else None
    except ImportError:
        return None
    finally:
        unload((name,))


def ending(names, v, lang):
    """Lines saying how a finished game ended (its last move, why it ended: Auf der Hut, issue 27
    point 8), from the game's verdicts module's `ending(v, names, lang)`; [] when it has none."""
    return _verdicts(v, "ending", v, names, lang) or []


def hand_lines(names, points, details, lang, v=None):
    """One line per seat: name, points, then the reasons with their points and, from the public
    view v, the figures behind them ("most blue missed -5 (3 vs Cora's 3)")."""
    out = []
    for s in range(len(points)):
        parts = []
        d = details[s] if details else ()
        if d and isinstance(d[0], str):
            d = (d,)  # Baptistenskat: one [code, points] per seat; the others: a list of them
        for code, pts in d:
            if pts:
                f = figures(code, s, names, v, lang)
                parts.append("%s %+d%s" % (label(code, lang), pts, " (%s)" % f if f else ""))
        out.append("%s %+d  %s" % (names[s][:5], points[s], ", ".join(parts)))
    return out


def sheet_lines(names, hand_scores, width_chars):
    """The paper score sheet: a row per hand, a column per seat, totals last.  When the seats do
    not fit across (5-6 seats on the 128x64 screen) the sheet is written in parts, a few seats
    each, one below the other: every figure whole (issue 14 point 10)."""
    n = len(names)
    # a column per seat wide enough for its whole name (presets have 4 letters, initials 3)
    # and a figure; in parts when they do not all fit across
    col = max(5, 1 + max(len(x) for x in names))
    per = n if 2 + col * n <= width_chars else max(1, (width_chars - 2) // col)
    rows = []
    for lo in range(0, n, per):
        hi = min(n, lo + per)
        if rows:
            rows.append("")
        rows.append("# " + "".join(_rj(names[s][: col - 1], col) for s in range(lo, hi)))
        tot = [0] * n
        for k in range(len(hand_scores)):
            cells = []
            for s in range(lo, hi):
                tot[s] += hand_scores[k][s]
                cells.append(_rj(str(hand_scores[k][s]), col))
            rows.append(_rj(str(k + 1), 2) + "".join(cells))
        rows.append("= " + "".join(_rj(str(tot[s]), col) for s in range(lo, hi)))
    return rows


def _rj(s, w):
    # MicroPython has no str.rjust
    return " " * (w - len(s)) + s if len(s) < w else s[:w]


def chart_range(hand_scores):
    """(lowest, highest) running total of any seat, 0 included."""
    lo = hi = 0
    n = len(hand_scores[0]) if hand_scores else 0
    for s in range(n):
        t = 0
        for hs in hand_scores:
            t += hs[s]
            lo = min(lo, t)
            hi = max(hi, t)
    return lo, hi


def draw_chart(fb, x0, y0, w, h, hand_scores, mono):
    """Running totals per seat as lines with a marker shape per seat; returns the 0 line's y."""
    n = len(hand_scores[0]) if hand_scores else 0
    if not n:
        return
    series = []
    lo = hi = 0
    for s in range(n):
        t = 0
        pts = [0]
        for hs in hand_scores:
            t += hs[s]
            pts.append(t)
            lo = min(lo, t)
            hi = max(hi, t)
        series.append(pts)
    span = hi - lo or 1
    steps = len(hand_scores)
    zero = y0 + h - 1 - (0 - lo) * (h - 1) // span
    fb.hline(x0, zero, w, 1 if mono else 6)
    for s in range(n):
        c = 1 if mono else _LINE_COLOURS[s % len(_LINE_COLOURS)]
        px = py = None
        for k in range(steps + 1):
            x = x0 + k * (w - 4) // max(1, steps)
            y = y0 + h - 1 - (series[s][k] - lo) * (h - 1) // span
            if px is not None:  # 2 pixels thick on colour boards (1 px was hard to follow)
                fb.line(px, py, x, y, c)
                if not mono:
                    fb.line(px, py + 1, x, y + 1, c)
            mx, my, mw, mh, fill = _MARKS[s % len(_MARKS)]
            if fill:
                fb.fill_rect(x - 1 + mx, y - 1 + my, mw, mh, c)
            else:
                fb.rect(x - 1 + mx, y - 1 + my, mw, mh, c)
            px, py = x, y
    return zero


def draw_marker(fb, x, y, s, mono):
    c = 1 if mono else _LINE_COLOURS[s % len(_LINE_COLOURS)]
    mx, my, mw, mh, fill = _MARKS[s % len(_MARKS)]
    if fill:
        fb.fill_rect(x + mx, y + my, mw, mh, c)
    else:
        fb.rect(x + mx, y + my, mw, mh, c)
