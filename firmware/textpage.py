"""Text pages for every screen and every game's own pages (the kit, below the screens): wrap() a
text into lines, scrolled() draws a page of lines under its title, h_sheet() scrolls it; and line(),
a first game's coaching line over a turn (Teach, issue 27: its texts and why a choice is greyed are
firmware/teach.py's).  Loaded with the pages, the rules help, the launcher or a coached turn's
line, and dropped with them (app.py _HELD).
"""
from firmware import ops
from firmware.app import App


def wrap(text, width):
    """text in lines of at most `width` characters, broken at spaces; a word longer than a line
    is cut to it, and the cut recorded (App.cut: the text-fits test sees it)."""
    lines = []
    cur = ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = w if not cur else cur + " " + w
    if cur:
        lines.append(cur)
    for i in range(len(lines)):
        if len(lines[i]) > width:
            App.cut(lines[i])
            lines[i] = lines[i][:width]
    return lines


def scrolled(app, title, body, first, hi_last=False):
    """A page of text lines under its title, from line `first` on (a screen's sel; h_sheet
    scrolls it); hi_last: the last line highlighted (the score sheet's totals).  A line is a
    text or (text, highlighted, characters underlined)."""
    n = app.rows - 1
    app.line(0, title, True)
    top = min(first, max(0, len(body) - n))
    for i in range(top, min(len(body), top + n)):
        ln = body[i]
        if isinstance(ln, str):
            app.line(1 + i - top, ln, hi_last and i == len(body) - 1)
        else:  # (text, highlighted, characters underlined): the Key page's samples
            app.line(1 + i - top, ln[0], ln[1])
            if ln[2]:
                app.fb.hline(0, (1 + i - top) * app.lh + 7, 6 * ln[2] - 1, 1)


def h_sheet(app, scr, op):
    """A scrolled page (score sheet, a game's own pages such as Bargain Hunt's piles): NEXT/PREV
    move its first line, OK/BACK leave."""
    if op in (ops.OK, ops.BACK):
        app.back()
        return
    if op in (ops.NEXT, ops.DOWN):
        scr.sel += 1
    elif op in (ops.PREV, ops.UP) and scr.sel > 0:
        scr.sel -= 1
    app.draw()



# --- Teach (issue 27): the coaching line over a turn (its texts: teach.py) ----------------------
def line(app, key):
    """The coaching line `key` ("+<kind>") over the top of a turn's screen (play.d_play), one
    line, two where it needs them (at words); the generic one (the board's buttons, guide.py)
    where no table has it."""
    from firmware.teach import coach
    t = coach(app, key)
    if t is None:
        guide = __import__("firmware.guide", None, None, ("x",))  # (no name of it here: textpage.py)
        t = guide.say("any", app.lang) % (guide.label(app, ops.PREV) or "<", guide.label(app, ops.NEXT) or ">",
                                          guide.label(app, ops.OK) or "OK")
    lines = wrap(t, app.cols)[:2]
    if app.mono:  # 128x64: over the lines just above the prompt, under a rule, so that the
        # header (trump, deal) and the seats' lines stay in view (issue 27); the colour boards'
        # tip stays on the highlight over the top
        h = 8 * len(lines)
        y = app.body_h - h
        k = app.row  # the text row the table keeps in view (its draw says which: app.py set_game)
        if k is not None and 8 * k + 8 > y:  # 5-6 seats: it stays, the tip over the rows above it
            y = 8 * k - h
        app.fb.fill_rect(0, y, app.w, h, 0)
        app.fb.hline(0, y - 1, app.w, 1)  # in the blank pixel row under the line above
        if y + h < app.body_h:
            app.fb.hline(0, y + h - 1, app.w, 1)  # and one under it (its last line's blank row)
        for i in range(len(lines)):
            app.text(lines[i], 0, y + 8 * i)
        return
    for i in range(len(lines)):
        app.line(i, lines[i], True)
    app.fb.hline(0, len(lines) * app.lh, app.w, 1)  # the foreground (app.py FG), under the tip
