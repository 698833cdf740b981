"""Text pages for every screen and every game's own pages (the kit, below the screens): wrap() a
text into lines, scrolled() draws a page of lines under its title, h_sheet() scrolls it; and
Teach's texts over a turn (issue 27): line() a first game's coaching line, why() a greyed
choice's reason.  Loaded with the pages, the rules help, the launcher, a coached turn's line or a
greyed choice's reason, and dropped with them (app.py _HELD).

Teach: the first time a player meets a kind of prompt (bid, play a card, choose the Bob's Hat
card, clear, peek/swap/reveal...) a line over the table's top says what it is about, until the
player's next key (then that kind is not coached again for that player in this sitting). Whether
a line is due is play.py's (`due`: Settings "Coaching", app.coach 0 off, 1 first game, 2 always;
the titles finished, app.games, kept in coach.txt by app_menu.py; the kinds met in this sitting,
app.kinds). The
kind of a prompt is the action's first word, "action" for the choice of the action itself,
"<word>2" for any later step of it; its line is "+<kind>" in the game's HELP table
(games/<g>/teach.py), else in the shared lines below, else the generic one (guide.py). A greyed
choice: the game's rules hook grey(picked) (engine_core/PROTOCOL.md) names the choices it shows
greyed, with reason words ("follow blue", "hook 5"); why() says them: "_<word>" in the game's
HELP table, else below ("_<word>_" a short form), its "%s" taking the other words (a reason with
more words has one). They live here, not in a module of their own: each module loaded interns
its names and file names for good (MicroPython's qstrs: a new pool of ~9 KiB where they overflow
one), and this module is on every game's way anyway. The Settings texts: comfort.py; the button
guide: guide.py.
"""
from firmware import ops
from firmware.app import App

_T = (
    "+action|Choose what to do|Wähle, was du tust\n"
    "+play|Play a card. Grey ones may not|Spiele eine Karte. Graue nicht\n"
    "+bid|Make your bid|Gib dein Gebot ab\n"
    "_follow|must follow %s|muss %s bedienen\n"
    "_follow_|follow %s|%s bedienen\n"
    "_used|used up|schon verbraucht\n"
    "_|not now|nicht jetzt\n"
)


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


# --- Teach (issue 27): the coaching line and why a choice is greyed -----------------------------
def coach(app, key):
    """Text `key` ("+<kind>", "_<reason>") of the game's HELP table of Teach (games/<g>/teach.py:
    these lines only, not its texts.py), else of the shared lines, or None."""
    from engine_core import games
    from firmware import texts as T
    try:
        t = T.find(games.part(app.game.NAME, "teach").HELP, key, app.lang)
    except ImportError:  # a folder without one
        t = None
    return T.find(_T, key, app.lang) if t is None else t


def line(app, key):
    """The coaching line `key` ("+<kind>") over the top of a turn's screen (play.d_play), one
    line, two where it needs them (at words); the generic one (the board's buttons, guide.py)
    where no table has it."""
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


def why(app, words, short=False):
    """The reason words of a greyed choice ("follow blue") as shown: "must follow blue"."""
    w = words.split()
    k = "_" + w[0]
    t = coach(app, k + "_") if short else None
    if t is None:
        t = coach(app, k)
    if t is None:
        return coach(app, "_")
    if len(w) > 1:  # the other words, in the line's "%s"
        from firmware import words as W
        t = t % W.phrase(w[1:], app.lang)
    return t
