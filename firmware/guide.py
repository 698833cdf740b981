"""Teach (issue 27): the button guide (screen "buttons"; the Settings texts: comfort.py).

The button guide: this board's buttons, from its board file's KEYS (label, op), and what each
does; on the first start (no settings file yet: first_launch, called by the runtimes that have a
person in front of them) and from Settings.  Loaded only while it or the Settings are shown, or
for a coaching line of a kind no table has (textpage.py: the generic line names the buttons);
the texts are ONE string (texts.find).
"""
from firmware import ops
from firmware import texts as T

_W = (
    # the button guide: its title (the Settings item's: comfort.py), what each op does
    "buttons|Buttons|Tasten\n"
    "g1|previous|vorige\n"
    "g2|next|nächste\n"
    "g3|choose, play|wählen, spielen\n"
    "g4|back, game menu|zurück, Menü\n"
    "g5|Key in a game|Legende im Spiel\n"
    "g6|down, next|runter, nächste\n"
    "g_ok|%s: go on|%s: weiter\n"
    # coaching: the generic line (textpage.py), for a kind of prompt no table has
    "any|%s/%s choose, %s takes|%s/%s wählen, %s nimmt\n"
)
_OPS = (ops.PREV, ops.NEXT, ops.OK, ops.BACK, ops.UP, ops.DOWN)
_NAMES = ("PREV", "NEXT", "OK", "BACK", "UP", "DOWN")


def say(key, lang):
    """The text `key` in language `lang` (0 English, 1 German)."""
    return T.find(_W, key, lang)


def label(app, op):
    """What this board's button for `op` is called (its board file's KEYS), "" when unknown."""
    out = []
    for lab, o in _keys(app):
        if o == op:
            out.append(lab)
    return "/".join(out)


def _keys(app):
    """((label, op), ...) of this board: its board file's KEYS (plain data, readable on the host
    too), else the op names (a board without the file: a test's, a host's)."""
    import sys
    n = "firmware.boards." + app.b.name
    m = sys.modules.get(n)
    if m is None:  # (a board's main.py dropped it once the board was made): read, then dropped again
        try:
            m = __import__(n, None, None, ("x",))
            from firmware.app import unload
            unload((n,))
        except ImportError:
            m = None
    ks = getattr(m, "KEYS", None)
    if not ks:
        return tuple((_NAMES[i], _OPS[i]) for i in range(4))
    out = []
    for k in ks:
        if k[1] in _NAMES:
            out.append((k[0], _OPS[_NAMES.index(k[1])]))
    return out


def guide_lines(app):
    """The guide's lines: per op this board has, its buttons and what it does ("A: choose")."""
    out = []
    for op in _OPS:
        lab = label(app, op)
        if lab:
            out.append("%s: %s" % (lab, say("g%d" % op, app.lang)))
    return out


def first_launch(app):
    """The first start of the console (no settings file yet): the button guide over the
    launcher's menu; leaving it writes the settings, so it comes once."""
    try:
        open(app.b.storage + "settings.txt").close()
        return
    except OSError:
        pass
    if app.game is None and app.stack and app.stack[-1].name == "menu":
        app.push("buttons", first=1)


def d_buttons(app, scr):
    """The title, a line per op (on a colour panel in tall letters where they all fit: read at
    arm's length), and what goes on."""
    from firmware import textpage
    ls = []
    for s in guide_lines(app):
        ls.extend(textpage.wrap(s, app.cols))
    foot = say("g_ok", app.lang) % (label(app, ops.OK) or "OK")
    app.line(0, say("buttons", app.lang), True)
    room = (app.rows - 2) * app.lh - 2  # between the title and the foot
    if not app.mono and app.sy == 1 and 16 * len(ls) <= room:
        for i in range(len(ls)):
            app.text(ls[i], 2, app.lh + 2 + 16 * i, 1, 1, 2)
    else:
        for i in range(min(app.rows - 2, len(ls))):
            app.line(1 + i, ls[i])
    app.line(app.rows - 1, foot)


def h_buttons(app, scr, op):
    """OK or BACK: on to the launcher (the first time: the settings written, so it comes once)."""
    if op not in (ops.OK, ops.BACK):
        return
    if scr.first:
        app.save_settings()
    app.back()
