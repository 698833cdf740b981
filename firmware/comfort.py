"""The comforts issue 27 added (pace, auto-play of a forced move, hints, undo): their texts and
the game menu's entries for them, and the Settings texts of Teach (coaching, the button guide:
textpage.py, guide.py).  Loaded by the settings screen, the game's menu and a forced move played
by itself only, and dropped with the launcher and the pages (app.py
_HELD): not resident on the play path.

The texts, English and German: ONE string, a line per text, "key|English|Deutsch" (texts.find),
looked up by key so that no id of firmware/texts.py moves."""

_W = (
    "pace|Pace|Tempo\n"
    "pace0|slow|langsam\n"
    "pace1|normal|normal\n"
    "pace2|fast|schnell\n"
    "pace3|instant|sofort\n"
    "auto|Autoplay forced|Zwangszug auto\n"
    "hints|Hints|Tipps\n"
    "hints0|off|aus\n"
    "hints1|vs computers|gegen Computer\n"
    "hints2|always|immer\n"
    "undo|Undo my move|Zug zurücknehmen\n"
    "hint|Hint|Tipp\n"
    "hint_is|Hint|Tipp\n"
    "undone|Move taken back|Zug zurückgenommen\n"
    "coach|Coaching|Lernhilfe\n"
    "coach0|off|aus\n"
    "coach1|first game|1. Spiel\n"
    "coach2|always|immer\n"
    "buttons|Buttons|Tasten\n"
)


def say(key, lang):
    """The text `key` in language `lang` (0 English, 1 German)."""
    from firmware import texts as T
    return T.find(_W, key, lang)


def entries(app):
    """The game menu's (key, screen) entries for undo and hint, where they are offered."""
    from firmware import undo
    out = [("undo", "undo")] if undo.possible(app) else []
    # a hint: over a person's turn, where Settings allow it (hints: 0 never, 1 with one person at
    # the table, 2 always; so off in pass-and-play unless asked for)
    under = app.stack[-2] if len(app.stack) > 1 else None
    if (under is not None and under.name == "play" and app.hints > 0
            and (app.hints == 2 or len(app.humans()) == 1) and not app.game.is_over()):
        out.append(("hint", "hint"))
    return out


def run(app, what):
    """The game menu's entry `what` ("undo" or "hint") chosen."""
    if what == "undo":
        from firmware import undo
        app.msg = say("undone", app.lang)
        undo.take_back(app)
    else:
        from firmware import hint
        hint.show(app, say("hint_is", app.lang))


def autoplay(app, seat, forget, after):
    """Settings "autoplay forced": the seat's only legal move, shown ready on the play screen for
    a beat of the computers' pace, then played by _autoplay (keys meanwhile wait for it:
    App.handle).  Here, not in play.py: its code is not resident on every turn (issue 24); play.py's
    forget and after are passed (this module imports no screen)."""
    from firmware.app import PACES
    app.pending = lambda: _autoplay(app, seat, forget, after)
    app.due = app.now + PACES[app.pace]


def _autoplay(app, seat, forget, after):
    """The seat's only legal move played by itself, as OK on it would (play.h_play)."""
    forget(None)
    app.apply(app.game.legal_actions()[0], seat)
    app.last_human = seat
    after(app, seat)


def hint_sel(scr, opts):
    """The cursor's place among `opts` on the way to the hint scr.hint (play._sel0), or None."""
    h = scr.hint
    pre = " ".join(scr.picked)
    if h.startswith(pre) and (not pre or h[len(pre):len(pre) + 1] == " "):
        w = h[len(pre):].split()
        if w and w[0] in opts:
            return opts.index(w[0])
    return None

