"""Teach (issue 27): a first game that coaches, the reason a choice is greyed, the button guide.

- Coaching: the first time a player meets a kind of prompt (bid, play a card, choose the Bob's
  Hat card, clear, peek/swap/reveal...) a line over the table's top says what it is about, until
  the player's next key (a tip: then the table's top is back, and that kind is not coached again
  for that player in this sitting).  Settings "Coaching": off, first game (default: a title is
  coached until a game of it is finished) or always; kept in coach.txt beside settings.txt (the
  mode, then the titles finished).  The kind of a prompt is the action's first word, "act" for
  the choice of the action itself, "<word>2" for any later step of it; its line is the game's
  COACH table's (games/<g>/coach.py, optional), else the shared one below, else the generic one.
- Greyed choices: the game's rules hook grey(picked) (engine_core/PROTOCOL.md) names the choices
  it shows greyed, with reason words ("follow blue", "hook 5"); reason() says them: "why_<word>"
  in the game's COACH table, else in the shared table below, "%s" taking the other words.
- The button guide (screen "guide"): this board's buttons, from its board file's KEYS (label,
  op), and what each does; on the first start (no settings file yet: first_launch, called by the
  runtimes that have a person in front of them) and from Settings.

Loaded only while one of these is shown (app.py _HELD): a game's turn
with coaching on or the cursor on a greyed choice; the texts are ONE string each (texts.find).
"""
from firmware import ops
from firmware import texts as T

_W = (
    # Settings
    "coach|Coaching|Lernhilfe\n"
    "coach0|off|aus\n"
    "coach1|first game|1. Spiel\n"
    "coach2|always|immer\n"
    "guide|Buttons|Tasten\n"
    # the button guide: what each op does
    "g1|previous|vorige\n"
    "g2|next|nächste\n"
    "g3|choose, play|wählen, spielen\n"
    "g4|back, game menu|zurück, Menü\n"
    "g5|Key in a game|Legende im Spiel\n"
    "g6|down, next|runter, nächste\n"
    "g_ok|%s: go on|%s: weiter\n"
    # coaching: the shared lines (a game's own are in its folder, games/<g>/coach.py COACH)
    "act|Choose what to do|Wähle, was du tust\n"
    "play|Play a card. Grey ones may not|Spiele eine Karte. Graue nicht\n"
    "bid|Make your bid|Gib dein Gebot ab\n"
    "any|%s/%s choose, %s takes|%s/%s wählen, %s nimmt\n"
    # why a choice is greyed (the rules' reason words: the game's own in its COACH table)
    "why_follow|must follow %s|muss %s bedienen\n"
    "why_follow_s|follow %s|%s bedienen\n"
    "why_used|used up|schon verbraucht\n"
    "why_|not now|nicht jetzt\n"
)
_OPS = (ops.PREV, ops.NEXT, ops.OK, ops.BACK, ops.UP, ops.DOWN)
_NAMES = ("PREV", "NEXT", "OK", "BACK", "UP", "DOWN")
COACH_FILE = "coach.txt"


def say(key, lang):
    """The shared text `key` in language `lang` (0 English, 1 German)."""
    return T.find(_W, key, lang)


# --- coaching: the setting ------------------------------------------------------------------
def load(app):
    """Settings "Coaching" and the titles finished (coach.txt): app.coach 0 off, 1 first game,
    2 always; app.coach_done the finished titles' record names, " "-joined."""
    app.coach = 1
    app.coach_done = ""
    try:
        with open(app.b.storage + COACH_FILE) as f:
            p = f.read().split("\n")
        if p[0] in ("0", "1", "2"):
            app.coach = int(p[0])
            app.coach_done = p[1].strip() if len(p) > 1 else ""
    except (OSError, ValueError):  # missing or damaged: coaching for first game
        pass


def store(app):
    try:
        with open(app.b.storage + COACH_FILE, "w") as f:
            f.write("%d\n%s\n" % (app.coach, app.coach_done))
    except OSError:
        app.msg = app.t(T.SAVE_FAILED)


def finished(app, name):
    """A game of `name` was played to its end: "first game" coaching stops for that title."""
    if name not in app.coach_done.split():
        app.coach_done = (app.coach_done + " " + name).strip()
        store(app)


def active(app):
    """Coaching for the game being played (Settings "Coaching")."""
    c = getattr(app, "coach", 0)
    return c == 2 or (c == 1 and app.game.NAME not in app.coach_done.split())


# --- coaching: the line -----------------------------------------------------------------------
def _game_table(app):
    """The game's COACH table (games/<g>/coach.py), or None (a game without one: the shared
    lines stand in)."""
    from engine_core.games import part
    try:
        return part(app.game.NAME, "coach").COACH
    except ImportError:
        return None


def _find(app, key):
    """Text `key` from the game's COACH table, else the shared one, or None."""
    t = _game_table(app)
    r = T.find(t, key, app.lang) if t else None
    return r if r is not None else say(key, app.lang)


def kind(picked):
    """The kind of the prompt after the words `picked` ("act", "bid", "bid2", "play2"...)."""
    if not picked:
        return "act"
    return picked[0] if len(picked) == 1 else picked[0] + "2"


def label(app, op):
    """What this board's button for `op` is called (its board file's KEYS), "" when unknown."""
    ks = _keys(app)
    out = []
    for lab, o in ks:
        if o == op:
            out.append(lab)
    return "/".join(out)


def due(app, seat, picked):
    """Coaching is on for this game and the seat has not met this kind of prompt yet."""
    return app.game is not None and active(app) and ("%d %s" % (seat, kind(picked))) not in app.coached


def coach(app, seat, picked):
    """The coaching line over the top of a turn's screen (d_play), where coaching is on and the
    seat has not yet met this kind of prompt in this sitting; app.coach_tag then names it
    (play.h_play marks it met at the next key).  True when a line was drawn."""
    app.coach_tag = None
    if app.game is None or not active(app):
        return False
    k = kind(picked)
    tag = "%d %s" % (seat, k)
    if tag in app.coached:
        return False
    t = _find(app, k)
    if t is None:
        t = say("any", app.lang) % (label(app, ops.PREV) or "<", label(app, ops.NEXT) or ">",
                                    label(app, ops.OK) or "OK")
    app.coach_tag = tag
    _lines(app, t)
    return True


def _lines(app, t):
    """Text t over the table's top: one line, two where it needs them (wrapped at words)."""
    ls = _wrap(t, app.cols)[:2]
    for i in range(len(ls)):
        app.line(i, ls[i], True)
    app.fb.hline(0, len(ls) * app.lh, app.w, 1)  # the foreground (app.py FG), under the tip


def _wrap(text, width):
    """text in lines of at most `width` characters, broken at spaces (textpage.wrap's rule: its
    module imports the app's, and this one is imported by it)."""
    out = []
    cur = ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = w if not cur else cur + " " + w
    if cur:
        out.append(cur)
    return out


# --- greyed choices ---------------------------------------------------------------------------
def reason(app, why, short=False):
    """The reason words of a greyed choice ("follow blue") as shown: "must follow blue"."""
    from firmware import words
    w = why.split()
    k = "why_" + w[0]
    t = _find(app, k + "_s") if short else None
    if t is None:
        t = _find(app, k)
    if t is None:
        t = say("why_", app.lang)
    if "%s" in t:
        t = t % words.phrase(w[1:], app.lang)
    return t


# --- the button guide -------------------------------------------------------------------------
def _keys(app):
    """((label, op), ...) of this board: its board file's KEYS (plain data, readable on the host
    too), else the op names (a board without the file: a test's, a host's)."""
    import sys
    m = sys.modules.get("firmware.boards." + app.b.name)
    if m is None:
        try:
            m = __import__("firmware.boards." + app.b.name, None, None, ("x",))
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
        app.push("guide", first=1)


def d_guide(app, scr):
    """The title, a line per op (on a colour panel in tall letters where they all fit: read at
    arm's length), and what goes on."""
    ls = []
    for s in guide_lines(app):
        ls.extend(_wrap(s, app.cols))
    foot = say("g_ok", app.lang) % (label(app, ops.OK) or "OK")
    app.line(0, say("guide", app.lang), True)
    room = (app.rows - 2) * app.lh - 2  # between the title and the foot
    if not app.mono and app.sy == 1 and 16 * len(ls) <= room:
        for i in range(len(ls)):
            app.text(ls[i], 2, app.lh + 2 + 16 * i, 1, 1, 2)
    else:
        for i in range(min(app.rows - 2, len(ls))):
            app.line(1 + i, ls[i])
    app.line(app.rows - 1, foot)


def h_guide(app, scr, op):
    """OK or BACK: on to the launcher (the first time: the settings written, so it comes once)."""
    if op not in (ops.OK, ops.BACK):
        return
    if scr.first:
        app.save_settings()
    app.back()
