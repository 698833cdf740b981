"""Rules help: a short paged summary per game in the app's language (games/<game>/help_<lang>.py: a tuple PAGES of short
paragraphs summarising RULINGS.md).

The pages module is imported for one draw and dropped again at once (STYLE.md 13): the text
never stays in RAM.  Used by the launcher's Rules screen and by the in-game menu."""
from firmware import ops
from firmware.app import unload
from firmware.textpage import wrap  # noqa: F401  (rulebook.wrap: the launcher's and the tests' name)


def pages(app, gi):
    from engine_core.games import NAMES, module_name
    name = module_name(NAMES[gi], "help_de" if app.lang else "help_en")
    mod = __import__(name, None, None, ("PAGES",))
    p = mod.PAGES
    unload((name,))
    return p


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


