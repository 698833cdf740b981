"""Text pages for every screen and every game's own pages (the kit, below the screens): wrap() a
text into lines, scrolled() draws a page of lines under its title, h_sheet() scrolls it.  Loaded
with the pages, the rules help or the launcher, and dropped with them (app.py _HELD)."""
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
