"""The launcher's screens: menu, new-game setup, seat names, settings, rules help.

Loaded while the launcher is shown and dropped from memory before a game starts
(app.release_launcher), so what the menu used never squeezes a game (STYLE.md 13).
Screens (fields: app.py _SCREENS): menu, setup (game index, st = the setup's state), names
(edit), settings, rulesmenu, rules (game index; sel = the page).
"""
from firmware import app as A
from firmware import ops, save
from firmware import texts as T
from firmware.players import INITIALS, LETTERS, MAX_SEATS, PRESETS, SEAT_LEVELS

_TIMEOUTS = (0, 30, 60, 120, 300)  # seconds of inactivity before the screen blanks (0: never)


# --- menu -----------------------------------------------------------------------------------
def _menu_items(app):
    from engine_core.games import GAMES
    items = [g[3] for g in GAMES]
    if save.exists(app.b.storage):
        items.append(app.t(T.RESUME))
    items.append(app.t(T.NAMES))
    items.append(app.t(T.SETTINGS))
    items.append(app.t(T.RULES))
    return items


def d_menu(app, scr):
    app.list(app.msg or app.t(T.TITLE), _menu_items(app), scr.sel)


def h_menu(app, scr, op):
    items = _menu_items(app)
    app.msg = None
    if op != ops.OK:
        app.move(scr, op, len(items))
        app.draw()
        return
    i = scr.sel
    it = items[i]
    if i < 4:
        from engine_core.games import GAMES, game_class
        try:
            game_class(GAMES[i][0])
        except ImportError:  # that game's module is not on this board
            app.msg = "n/a: " + GAMES[i][3]
            app.draw()
            return
        app.push("setup", game=i)
    elif it == app.t(T.RESUME):
        app.release_launcher()
        app.resume()
    elif it == app.t(T.NAMES):
        app.push("names")
    elif it == app.t(T.SETTINGS):
        app.push("settings")
    else:
        app.push("rulesmenu")


# --- setup: scr.game = the game's index, scr.st = the state -----------------------------------
# The items, in order: players, one per seat (human or a computer level), each option of the
# game (RULINGS.md, with its default), first dealer/player, Start.
def _state(scr):
    if scr.st is None:
        from engine_core.games import GAMES, game_class
        cls = game_class(GAMES[scr.game][0])
        # per seat: index into SEAT_LEVELS (0 = human, 2 = a normal computer)
        scr.st = {"cls": cls, "n": cls.MIN_PLAYERS, "level": [0] + [2] * (cls.MAX_PLAYERS - 1),
                  "opts": None, "err": None, "dealer": None}
        _reset_options(scr.st)
    return scr.st


def _reset_options(st):
    # the defaults for this player count (some depend on it: hands, rounds); the game decides
    st["opts"] = dict(st["cls"](st["n"], {}, 0).options)
    st["dealer"] = None


def _opt_value(app, v):
    if isinstance(v, bool):
        return app.t(T.ON if v else T.OFF)
    return str(v)


def _setup_items(app, st):
    cls = st["cls"]
    names = app.seat_names(cls.MAX_PLAYERS)
    items = ["%s: %d" % (app.t(T.PLAYERS), st["n"])]
    for i in range(st["n"]):
        lv = st["level"][i]
        items.append("%s: %s" % (names[i], app.t(T.HUMAN) if lv == 0
                                 else "%s %s" % (app.t(T.CPU), SEAT_LEVELS[lv])))
    from firmware import words
    for name, _ in cls.OPTIONS:
        items.append("%s: %s" % (words.word(name, app.lang), _opt_value(app, st["opts"][name])))
    d = st["dealer"]
    first = T.FIRST if cls.NAME == "auf_der_hut" else T.DEALER
    items.append("%s: %s" % (app.t(first), app.t(T.DEFAULT) if d is None else names[d]))
    items.append(app.t(T.START))
    return items


def d_setup(app, scr):
    st = _state(scr)
    from engine_core.games import GAMES
    app.list(st["err"] or GAMES[scr.game][3], _setup_items(app, st), scr.sel)


def h_setup(app, scr, op):
    st = _state(scr)
    items = _setup_items(app, st)
    if op == ops.BACK:
        app.back()
        return
    if op != ops.OK:
        app.move(scr, op, len(items))
        app.draw()
        return
    cls = st["cls"]
    i = scr.sel
    st["err"] = None
    if i == 0:
        st["n"] = st["n"] + 1 if st["n"] < cls.MAX_PLAYERS else cls.MIN_PLAYERS
        _reset_options(st)  # limits (hands, rounds) depend on the player count
    elif i <= st["n"]:
        st["level"][i - 1] = (st["level"][i - 1] + 1) % len(SEAT_LEVELS)
    elif i < len(items) - 2:
        name, d = cls.OPTIONS[i - 1 - st["n"]]
        v = st["opts"][name]
        st["opts"][name] = (not v) if isinstance(d, bool) else next_count(cls, st, name, v)
    elif i == len(items) - 2:
        d = st["dealer"]
        st["dealer"] = 0 if d is None else (None if d + 1 >= st["n"] else d + 1)
    else:
        _start(app, st)
        return
    app.draw()


def next_count(cls, st, name, v):
    """The next allowed value of an int option, wrapping to 1: the game's own limits decide
    (hands 1..16/11/8 in Bob's Hat, rounds 1..cap in Baptistenskat, RULINGS.md 1 and 3)."""
    from engine_core.game import SetupError
    try:
        cls(st["n"], {name: v + 1}, 0)
        return v + 1
    except SetupError:
        return 1


def _start(app, st):
    from engine_core.game import SetupError
    cls = st["cls"]
    seed = (app.now * 7919 + 12345) & 0x3FFFFFFF
    try:
        g = cls(st["n"], dict(st["opts"]), seed, st["dealer"])
    except SetupError as e:
        st["err"] = str(e)
        app.draw()
        return
    levels = [SEAT_LEVELS[st["level"][i]] for i in range(st["n"])]
    if "human" not in levels:
        levels[0] = "human"  # somebody holds the device
    app.start_game(g, levels)


# --- seat names: scr.edit = the editor's state ------------------------------------------------
# A seat's name is a preset or the player's own initials.  OK on a seat opens the editor:
# edit = [seat, choice] while picking (choice indexes PRESETS, then "ABC.." = own initials),
# or [seat, -1, letters(list of LETTERS indexes), pos] while spelling initials:
# PREV/NEXT change the letter, OK goes on to the next letter (the last one saves), BACK goes
# back a letter; a blank letter ends the initials early.
def _names(app):
    return app.seat_names(MAX_SEATS)


def d_names(app, scr):
    names = _names(app)
    e = scr.edit
    if e is None:
        items = ["%d %s" % (i + 1, names[i]) for i in range(MAX_SEATS)]
        app.list(app.msg or app.t(T.NAMES), items, scr.sel)
        return
    if e[1] >= 0:
        items = list(PRESETS) + ["A B C ..."]
        app.list("%s %d" % (app.t(T.NAME), e[0] + 1), items, e[1])
        return
    app.line(0, "%s %d" % (app.t(T.NAME), e[0] + 1))
    x0 = (app.w - INITIALS * 18) // 2
    y = app.h // 2 - 8
    for k in range(INITIALS):
        ch = _letter(e[2][k])
        x = x0 + k * 18
        if k == e[3]:
            app.fb.fill_rect(x - 2, y - 2, 12, 13, A.FG if app.mono else A.HI)
            app.text(ch, x + 1, y, A.BG)
        else:
            app.text(ch, x + 1, y)
        app.fb.hline(x - 1, y + 10, 10, A.FG)
    app.line(app.rows - 1, "< > OK")


def _letter(i):
    return " " if i < 0 else LETTERS[i]


def h_names(app, scr, op):
    e = scr.edit
    if e is None:
        if op == ops.BACK:
            app.msg = None
            app.back()
        elif op == ops.OK:
            scr.edit = [scr.sel, 0]
            app.draw()
        else:
            app.move(scr, op, MAX_SEATS)
            app.draw()
        return
    if e[1] >= 0:  # picking a preset or "own initials"
        n = len(PRESETS) + 1
        if op == ops.BACK:
            scr.edit = None
        elif op == ops.OK:
            if e[1] < len(PRESETS):
                _set_name(app, e[0], PRESETS[e[1]])
                scr.edit = None
            else:
                scr.edit = [e[0], -1, [0] + [-1] * (INITIALS - 1), 0]
        else:
            e[1] = (e[1] + (1 if op in (ops.NEXT, ops.DOWN) else -1)) % n
        app.draw()
        return
    letters, pos = e[2], e[3]
    if op == ops.OK:
        if pos + 1 < INITIALS and letters[pos] >= 0:
            e[3] = pos + 1  # starts blank: OK on a blank ends the initials
        else:
            s = "".join(LETTERS[i] for i in letters if i >= 0)
            if s:
                _set_name(app, e[0], s)
            scr.edit = None
    elif op == ops.BACK:
        if pos == 0:
            scr.edit = [e[0], len(PRESETS)]
        else:
            letters[pos] = -1
            e[3] = pos - 1
    else:
        # -1 (blank: the initials end here) is allowed after the first letter
        lo = -1 if pos > 0 else 0
        span = len(LETTERS) - lo
        step = 1 if op in (ops.NEXT, ops.DOWN) else -1
        letters[pos] = (letters[pos] - lo + step) % span + lo
    app.draw()


def _set_name(app, seat, name):
    from firmware.players import save_names
    names = list(_names(app))
    names[seat] = name
    try:
        save_names(app.b.storage, names)
        app.names = names
    except OSError:
        app.msg = app.t(T.SAVE_FAILED)


# --- settings ---------------------------------------------------------------------------------
def _settings_items(app):
    return ["%s: %s" % (app.t(T.LANG), "Deutsch" if app.lang else "English"),
            "%s: %s" % (app.t(T.SOUND), app.t(T.ON if app.sound else T.OFF)),
            "%s: %s" % (app.t(T.TIMEOUT), app.timeout if app.timeout else app.t(T.OFF))]


def d_settings(app, scr):
    app.list(app.msg or app.t(T.SETTINGS), _settings_items(app), scr.sel)


def h_settings(app, scr, op):
    if op == ops.BACK:
        app.msg = None
        app.save_settings()
        app.back()
        return
    if op == ops.OK:
        if scr.sel == 0:
            app.lang ^= 1
        elif scr.sel == 1:
            app.sound = not app.sound
            if app.sound:
                app.b.beep(1500, 40)  # what "on" sounds like
        else:
            k = _TIMEOUTS.index(app.timeout) if app.timeout in _TIMEOUTS else 0
            app.timeout = _TIMEOUTS[(k + 1) % len(_TIMEOUTS)]
    else:
        app.move(scr, op, 3)
    app.draw()


# --- rules help ---------------------------------------------------------------------------------
def d_rulesmenu(app, scr):
    from engine_core.games import GAMES
    app.list(app.t(T.RULES), [g[3] for g in GAMES], scr.sel)


def h_rulesmenu(app, scr, op):
    if op == ops.BACK:
        app.back()
    elif op == ops.OK:
        app.push("rules", game=scr.sel)
    else:
        app.move(scr, op, 4)
        app.draw()


def d_rules(app, scr):
    from firmware import rulebook
    rulebook.draw(app, scr.game, scr.sel)


def h_rules(app, scr, op):
    from firmware import rulebook
    rulebook.handle(app, scr, op)
