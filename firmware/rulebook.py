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
    """The pages cut into screenfuls: a page longer than the screen continues on the next one,
    cut between sentences (issue 27 point 11: cut by lines, a sentence ran over two screens and a
    page's last line or two stood alone); a sentence longer than a screen between its clauses
    (at "; "), and only a clause longer than a screen by lines, into even parts."""
    out = []
    for text in pages(app, gi):
        _pack(out, _split(text, ". "), app.rows - 1, app.cols, True)
    return out


def _pack(out, parts, n, cols, deeper):
    cur = ""
    for s in parts:
        if deeper and len(wrap(s, cols)) > n:  # a sentence longer than a screen: by its clauses
            if cur:
                _screenfuls(out, wrap(cur, cols), n)
                cur = ""
            _pack(out, _split(s, "; "), n, cols, False)
            continue
        t = cur + " " + s if cur else s
        if cur and len(wrap(t, cols)) > n:
            _screenfuls(out, wrap(cur, cols), n)
            cur = s
        else:
            cur = t
    if cur:
        _screenfuls(out, wrap(cur, cols), n)


def _split(text, sep):
    """The text cut after each `sep` (". ": sentences, "; ": clauses), the mark kept ("bzw." may
    end one early: a place to turn the page, no more)."""
    out = []
    i = 0
    while True:
        k = text.find(sep, i)
        if k < 0:
            out.append(text[i:])
            return out
        out.append(text[i:k + 1])
        i = k + 2


def _screenfuls(out, lines, n):
    """A clause longer than a screen, cut by lines into screens of equal length: never a line
    or two alone on the last one."""
    c = (len(lines) + n - 1) // n
    per = (len(lines) + c - 1) // c if c else n
    for k in range(0, len(lines), per):
        out.append(lines[k:k + per])


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


