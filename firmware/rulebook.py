"""Rules help: a short paged summary per game in the app's language (firmware/rules/<game>_<lang>.py).

The pages module is imported for one draw and dropped again at once (STYLE.md 13): the text
never stays in RAM.  Used by the launcher's Rules screen and by the in-game menu."""
from firmware import ops
from firmware.app import App, unload


def pages(app, gi):
    from engine_core.games import NAMES
    name = "firmware.rules.%s_%s" % (NAMES[gi], "de" if app.lang else "en")
    mod = __import__(name, None, None, ("PAGES",))
    p = mod.PAGES
    unload((name,))
    return p


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


def screens(app, gi):
    """The pages cut into screenfuls: a page longer than the screen continues on the next one."""
    out = []
    n = app.rows - 1
    for text in pages(app, gi):
        lines = wrap(text, app.cols)
        for k in range(0, len(lines), n):
            out.append(lines[k:k + n])
    return out


def draw(app, gi, page):
    from engine_core.games import GAMES
    from firmware.words import title as title_of
    sc = screens(app, gi)
    p = page % len(sc)
    # the page counter always whole (issue 14 point 10: "1/" on 128x64): the title gives way
    count = " %d/%d" % (p + 1, len(sc))
    title = title_of(GAMES[gi][0], app.lang)
    room = app.cols - len(count)
    if len(title) > room:
        title = title[:room - 1] + "."
    app.line(0, title + count, True)
    lines = sc[p]
    for i in range(len(lines)):
        app.line(1 + i, lines[i])


def handle(app, scr, op):
    """scr.sel is the page: NEXT/OK forward, PREV back, BACK leaves."""
    if op == ops.BACK:
        app.back()
        return
    if op in (ops.NEXT, ops.DOWN, ops.OK):
        scr.sel += 1
    elif op in (ops.PREV, ops.UP):
        scr.sel -= 1
    app.draw()


