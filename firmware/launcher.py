"""The launcher's screens: menu, new-game setup, seat names, settings, rules help.

Loaded while the launcher is shown and dropped from memory before a game starts
(app.release_launcher), so what the menu used never squeezes a game (STYLE.md 13).
Screens (fields: app.py _SCREENS): menu, setup (game index, st = the setup's state), ask (kind,
why, st: a question before a saved game is lost), names (edit), settings, rulesmenu, rules (game
index; sel = the page).
"""
from firmware import app as A
from firmware import ops, save, words
from firmware import texts as T
from firmware.players import INITIALS, LETTERS, MAX_SEATS, PRESETS, SEAT_LEVELS

# seconds of inactivity before the screen blanks, in the order OK steps through them (0: never)
_TIMEOUTS = (60, 120, 300, 600, 0)


# --- menu: the saved games first (the cursor starts on the first), one a title (save.slot), then
# the games, names, settings, statistics, rules
def _slot(app, i):
    from engine_core.games import GAMES
    return save.slot(app.saves, GAMES[i][0])


# the menu's entries as its screen last showed them: (the Screen, _menu_entries): its cursor keys
# reuse them, as nothing on the flash changes while the menu is up (each entry list looks for every
# title's save files: 15 ms of a 61 ms cursor key on the emulated RP2040); OK forgets them, and a
# menu screen made anew reads them again
_shown = [None, None]


def _entries(app, scr):
    if _shown[0] is not scr:
        _shown[0], _shown[1] = scr, _menu_entries(app)
    return _shown[1]


def _menu_entries(app):
    """(kind, game index) per item: kind "resume" (that title's saved game), "game", "names",
    "settings", "stats" or "rules"."""
    from engine_core.games import GAMES
    from firmware import save_read
    names = save_read.listdir(app.saves)  # one listing (the boot's, at the first draw): a title
    # with none of its files listed has no save, and costs no look (save_read.listed)
    out = [("resume", i) for i in range(len(GAMES))
           if save_read.listed(names, _slot(app, i)) and save.exists(_slot(app, i))]
    for i in range(len(GAMES)):
        out.append(("game", i))
    return out + [("names", None), ("settings", None), ("stats", None), ("rules", None)]


def saved_game(app, slot):
    """(title, progress line, names line) of the game saved at `slot` from the line beside it, or
    None when there is none (a save of an older version, or damaged: Resume still tries it)."""
    info = save.read_info(slot)
    levels = save.read_seats(slot)
    if info is None or levels is None:
        return None
    p = info.split()
    if len(p) < 3:
        return None
    if p[1] == "m":
        # a game of one long round: the seat file's count is its start's; the save's is now's
        from firmware import save_read
        k = save_read.moves(slot)
        prog = "%s %s" % (app.t(T.MOVE), p[2] if k is None else k)
    else:
        prog = "%s %s/%s" % (app.t(T.HAND if p[1] == "h" else T.ROUND), p[2], p[3] if len(p) > 3 else "?")
    names = app.seat_names(len(levels))
    return words.title(p[0], app.lang), prog, " ".join(names)


def _menu_text(app, e):
    from engine_core.games import GAMES
    kind, i = e
    if kind == "game":
        return words.title(GAMES[i][0], app.lang)
    if kind == "resume":
        # the title even when the line cuts it: with a save a title, a bare "Resume" would not say
        # which (the foot names it whole)
        s = "%s: %s" % (app.t(T.RESUME), words.title(GAMES[i][0], app.lang))
        return s if len(s) <= app.cols else s[:app.cols - 1] + "."
    if kind == "stats":
        return app.t(T.STATS)
    return app.t(T.NAMES if kind == "names" else T.SETTINGS if kind == "settings" else T.RULES)


def _menu_foot(app, es, sel):
    """What item es[sel] of the menu (_menu_entries) is, a line or two, or None.  On a badge
    (a board that says whether it may write its drive) the drive's state comes first: whenever
    the game cannot save, and once after a boot when it can (issue 28 points 10, 11)."""
    note = getattr(app.b, "writable", None)
    if note is False or (note and app.boot_note):
        from firmware.textpage import wrap
        lines = wrap(app.t(T.DRIVE_GAME if note else T.NO_SAVES), app.cols)
        if len(es) + 1 + len(lines) > app.rows:
            lines = lines[:max(1, app.rows - len(es) - 1)]
        return lines
    kind, i = es[sel]
    if kind == "resume":
        sg = saved_game(app, _slot(app, i))
        if not sg:
            return None
        from firmware.textpage import wrap
        s = "%s: %s" % (sg[1], sg[2])
        if _menu_text(app, es[sel]).endswith("."):
            s = "%s, %s" % (sg[0], s)  # the game's title did not fit the Resume line
        return wrap(s, app.cols)[:3]
    # what the item is, where the whole menu still fits above it (not on 128x64: no scrolling
    # of the main menu for a description); a game's line names its player range without
    # importing its engine module
    from engine_core.games import GAMES
    from firmware.setup_help import explain, explain_game
    from firmware.textpage import wrap
    s = explain_game(GAMES[i][0], app.lang) if kind == "game" else explain(kind, app.lang)
    lines = wrap(s, app.cols) if s else []
    if not lines or len(es) + 1 + len(lines) > app.rows:
        return None  # rather no description than a cut one
    return lines


def d_menu(app, scr):
    es = _entries(app, scr)
    scr.sel %= len(es)
    app.list(app.msg or app.t(T.TITLE), [_menu_text(app, e) for e in es], scr.sel,
             _menu_foot(app, es, scr.sel))


def h_menu(app, scr, op):
    es = _entries(app, scr)
    app.msg = None
    app.boot_note = False  # the drive's line after a boot: read by now
    if op != ops.OK:
        app.move(scr, op, len(es))
        app.draw()
        return
    _shown[0] = None  # what OK does may add or remove a save: the menu reads them when next drawn
    kind, i = es[scr.sel % len(es)]
    if kind == "game":
        from engine_core.games import GAMES, game_class
        try:
            game_class(GAMES[i][0])
        except ImportError:  # that game's module is not on this board
            app.msg = "n/a: " + words.title(GAMES[i][0], app.lang)
            app.draw()
            return
        app.push("setup", game=i)
    elif kind == "resume":
        app.slot = _slot(app, i)
        app.resume_later()
    elif kind == "names":
        app.push("names")
    elif kind == "settings":
        app.push("settings")
    elif kind == "stats":
        app.push("stats")
    else:
        app.push("rulesmenu")


# --- a question before something is lost: scr.kind "replace" (starting a new game over the
# saved one of its title; scr.st = the setup to start) or "damaged" (the save at app.slot cannot be
# read; scr.why) ------
def _ask_choices(scr):
    return (T.KEEP, T.REPLACE if scr.kind == "replace" else T.DELETE)


def _ask_slot(app, scr):
    """The save the question is about: the title being set up, or the one Resume failed on."""
    return save.slot(app.saves, scr.st["cls"].NAME) if scr.kind == "replace" else app.slot


def d_ask(app, scr):
    from firmware.textpage import wrap
    app.line(0, app.t(T.SAVED_GAME if scr.kind == "replace" else T.DAMAGED), True)
    choices = _ask_choices(scr)
    room = app.rows - 1 - len(choices)
    if scr.kind == "replace":
        sg = saved_game(app, _ask_slot(app, scr))
        info = (list(sg) if sg and len(sg) + 3 <= room else wrap("%s, %s: %s" % sg, app.cols)) if sg else []
        q = wrap(app.t(T.NEW_DELETES), app.cols)
        lines = info + ([""] if len(info) + 1 + len(q) <= room else []) + q
    else:
        lines = wrap(scr.why or "", app.cols)
    for k in range(min(room, len(lines))):
        app.line(1 + k, lines[k])
    for k in range(len(choices)):
        app.line(app.rows - len(choices) + k, app.t(choices[k]), k == scr.sel)


def confirm(app, scr, op, action):
    """The keys of a Keep / Delete question (this ask screen, the statistics' clear in
    launcher_stats.py): BACK, or OK on the first choice, keeps (the safe way out); PREV/NEXT move
    between the two; OK on the second does action(app, scr)."""
    if op == ops.BACK or (op == ops.OK and scr.sel == 0):
        app.back()
        return
    if op != ops.OK:
        app.move(scr, op, 2)
        app.draw()
        return
    action(app, scr)


def h_ask(app, scr, op):
    confirm(app, scr, op, clear)


def clear(app, scr):
    """The ask screen's Delete: the saved game goes (then the new game starts: replace)."""
    save.clear(_ask_slot(app, scr))
    app.msg = None
    app.back()
    if scr.kind == "replace":
        _start(app, scr.st, True)


# --- setup: scr.game = the game's index, scr.st = the state -----------------------------------
# The items, in order: players, one per seat (human or a computer level), each option of the
# game (RULINGS.md, with its default), first dealer/player, Start.  OK on a yes/no option flips
# it; on any other value OK starts changing it: PREV/NEXT step it both ways, OK or BACK ends.
def _state(scr):
    if scr.st is None:
        from engine_core.games import GAMES, game_class
        cls = game_class(GAMES[scr.game][0])
        # per seat: index into SEAT_LEVELS (0 = human, 2 = a normal computer)
        scr.st = {"cls": cls, "n": cls.MIN_PLAYERS, "level": [0] + [2] * (cls.MAX_PLAYERS - 1),
                  "opts": None, "err": None, "dealer": None, "edit": False}
        _reset_options(scr.st)
    return scr.st


def _reset_options(st):
    # the defaults for this player count (some depend on it: hands, rounds); the game decides
    # (one throwaway game alive at a time: _sample)
    g = _sample(st, {}, 0)
    st["opts"] = dict(g.options)
    st["dealer"] = None
    # a game without a dealer (Auf der Hut, RULINGS.md 4) names its first player instead: every
    # view carries "dealer" (Auf der Hut's is the seat that began, engine_core/game.py), so the
    # dealing games are told by their tricks (issue 27 point 10: it said "First dealer")
    v = g.view(0)
    g = None
    st["first"] = T.DEALER if "trick" in v else T.FIRST
    # the default named (issue 27 point 10: "default" said nothing): the seat the game picks, the
    # same whatever the seed (seat 0), or none when it is drawn from the seed (Bargain Hunt)
    k = "dealer" if st["first"] == T.DEALER else "to_act"
    seat = v[k]
    v = None
    for sd in (1, 2):
        if seat is not None and _sample(st, {}, sd).view(0)[k] != seat:
            seat = None
    st["def"] = seat


def _sample(st, opts, seed):
    """A throwaway game of the setup's table, asked what the game decides (the options' defaults
    and limits, who begins), with no history reserved: Game._history_room's reservation is for a
    game that is played (~2.3 KiB in Baptistenskat), and a free block of that size, several times
    per key, was the setup screen's heap peak, Baptistenskat's highest (issue 24 heap)."""
    class Sample(st["cls"]):
        def _history_room(self):
            return 0

    return Sample(st["n"], opts, seed)


def _opt_value(app, v):
    if isinstance(v, bool):
        return app.t(T.ON if v else T.OFF)
    return str(v)


def _item(st, i):
    """What setup item i is: ("players"|"seat"|"option"|"dealer"|"start", seat or option name)."""
    n = st["n"]
    if i == 0:
        return "players", None
    if i <= n:
        return "seat", i - 1
    k = i - 1 - n
    opts = st["cls"].OPTIONS
    if k < len(opts):
        return "option", opts[k][0]
    return ("dealer", None) if k == len(opts) else ("start", None)


def _setup_items(app, st):
    cls = st["cls"]
    names = app.seat_names(cls.MAX_PLAYERS)
    items = ["%s: %d" % (app.t(T.PLAYERS), st["n"])]
    for i in range(st["n"]):
        lv = st["level"][i]
        items.append("%s: %s" % (names[i], app.t(T.HUMAN) if lv == 0
                                 else "%s %s" % (app.t(T.CPU), SEAT_LEVELS[lv])))
    for name, _ in cls.OPTIONS:
        w = words.word(name, app.lang)  # capitalised as the other lines ("Players", "Start")
        items.append("%s%s: %s" % (w[:1].upper(), w[1:], _opt_value(app, st["opts"][name])))
    d = st["dealer"]
    if d is None:  # the default: its seat, or "by lot"
        d = st.get("def")
        dn = app.t(T.BY_LOT) if d is None else names[d]
    else:
        dn = names[d]
    items.append("%s: %s" % (app.t(st["first"]), dn))
    items.append(app.t(T.START))
    return items


def d_setup(app, scr):
    st = _state(scr)
    from engine_core.games import GAMES
    items = _setup_items(app, st)
    scr.sel %= len(items)
    kind, arg = _item(st, scr.sel)
    if st["edit"]:
        from firmware.textpage import wrap
        it = items[scr.sel]
        k = it.find(": ")
        edited = "%s: < %s >" % (it[:k], it[k + 2:])
        if len(edited) <= app.cols:
            items[scr.sel] = edited
            foot = wrap(app.t(T.CHANGE), app.cols)
        else:  # a narrow screen: the value alone on its line, its name below
            items[scr.sel] = "< %s >" % it[k + 2:]
            foot = wrap("%s: %s" % (it[:k], app.t(T.CHANGE)), app.cols)[:2]
    else:
        from firmware.setup_help import explain
        from firmware.textpage import wrap
        key = arg if kind == "option" else ("first" if kind == "dealer" and st["first"] == T.FIRST
                                            else kind)
        foot = wrap(explain(key, app.lang), app.cols)[:3]
    app.list(st["err"] or words.title(GAMES[scr.game][0], app.lang), items, scr.sel, foot)


def h_setup(app, scr, op):
    st = _state(scr)
    kind, arg = _item(st, scr.sel)
    st["err"] = None
    if st["edit"]:
        if op in (ops.OK, ops.BACK):
            st["edit"] = False
        elif op in (ops.NEXT, ops.DOWN):
            _change(st, kind, arg, 1)
        else:
            _change(st, kind, arg, -1)
        app.draw()
        return
    if op == ops.BACK:
        app.back()
        return
    if op != ops.OK:
        app.move(scr, op, len(_setup_items(app, st)))
        app.draw()
        return
    if kind == "start":
        _start(app, st)
        return
    if kind == "option" and isinstance(st["opts"][arg], bool):
        st["opts"][arg] = not st["opts"][arg]
    else:
        st["edit"] = True
    app.draw()


def _change(st, kind, arg, d):
    """Step the value of a setup item by d (+1 or -1), wrapping round at either end."""
    cls = st["cls"]
    if kind == "players":
        lo, hi = cls.MIN_PLAYERS, cls.MAX_PLAYERS
        st["n"] = lo + (st["n"] - lo + d) % (hi - lo + 1)
        _reset_options(st)  # limits (hands, rounds) depend on the player count
    elif kind == "seat":
        st["level"][arg] = (st["level"][arg] + d) % len(SEAT_LEVELS)
    elif kind == "option":
        st["opts"][arg] = step_count(cls, st, arg, st["opts"][arg], d)
    elif kind == "dealer":
        k = -1 if st["dealer"] is None else st["dealer"]  # -1: the default
        k = (k + 1 + d) % (st["n"] + 1) - 1
        st["dealer"] = None if k < 0 else k


def _allowed(cls, st, name, v):
    from engine_core.game import SetupError
    if v < 1:
        return False
    try:
        _sample(st, {name: v}, 0)
        return True
    except SetupError:
        return False


def step_count(cls, st, name, v, d=1):
    """The next (d=1) or previous (d=-1) allowed value of an int option, wrapping round 1..max:
    the game's own limits decide (hands 1..16/11/8 in Bob's Hat, rounds 1..cap in Baptistenskat,
    RULINGS.md 1 and 3)."""
    if _allowed(cls, st, name, v + d):
        return v + d
    if d > 0:
        return 1
    top = v
    while _allowed(cls, st, name, top + 1) and top < 99:
        top += 1
    return top


def _start(app, st, replace_ok=False):
    from engine_core.game import SetupError
    cls = st["cls"]
    if not replace_ok and save.exists(save.slot(app.saves, cls.NAME)):
        # a saved game of this title would be lost (issue 14 point 3): ask first; another
        # title's save stays (one a title, issue 27)
        app.push("ask", kind="replace", st=st)
        return
    # the setup screen's explanations dropped before the game is made (setup_help.py: one text of
    # ~2 KiB, loaded again if a refused setup is drawn anew): the game's action list, made whole
    # (engine_core/game.py reserved: ~1.8 KiB at 6 seats), finds room beside the launcher (issue 24:
    # Baptistenskat's Start on a board, that path's peak, -3 KiB on the 32-bit port)
    app.unload(("firmware.setup_help",))
    try:
        g = cls(st["n"], dict(st["opts"]), app.new_seed(), st["dealer"])
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
_SETTINGS = ("lang", "sound", "timeout", "confirm", "pace", "autoplay", "hints", "coach", "buttons")


def _drive_item(app):
    """A badge whose drive is the game's offers to give it to the computer (issue 28 point 11)."""
    return getattr(app.b, "writable", False) and hasattr(app.b, "give_drive")


def _speaker(app):
    """The board makes a sound (its `sound` fact, firmware/boards/__init__.py): else the sound
    item says so and does nothing."""
    return getattr(app.b, "sound", True)


def _settings_items(app):
    t = app.timeout
    wait = app.t(T.NEVER) if not t else ("%d min" % (t // 60) if t >= 60 else "%d s" % t)
    return ["%s: %s" % (app.t(T.LANG), "Deutsch" if app.lang else "English"),
            "%s: %s" % (app.t(T.SOUND), app.t(T.ON if app.sound else T.OFF) if _speaker(app)
                        else app.t(T.NO_SPEAKER)),
            "%s: %s" % (app.t(T.TIMEOUT), wait),
            "%s: %s" % (app.t(T.CONFIRM_MOVES), app.t(T.ON if app.confirm_moves else T.OFF))] + (
        _comfort_items(app)) + ([app.t(T.DRIVE_TO_PC)] if _drive_item(app) else [])


def _comfort_items(app):
    """Pace, auto-play of a forced move, hints, coaching, the button guide (issue 27): texts of
    firmware/comfort.py."""
    from firmware.comfort import say
    g = app.lang
    return ["%s: %s" % (say("pace", g), say("pace%d" % app.pace, g)),
            "%s: %s" % (say("auto", g), app.t(T.ON if app.autoplay else T.OFF)),
            "%s: %s" % (say("hints", g), say("hints%d" % app.hints, g)),
            "%s: %s" % (say("coach", g), say("coach" + str(app.coach), g)), say("buttons", g)]


def d_settings(app, scr):
    from firmware.setup_help import explain
    from firmware.textpage import wrap
    app.list(app.msg or app.t(T.SETTINGS), _settings_items(app), scr.sel,
             wrap(explain(_SETTINGS[scr.sel] if scr.sel < len(_SETTINGS) else "drive", app.lang), app.cols)[:3])


def h_settings(app, scr, op):
    """OK changes the item under the cursor; PREV/NEXT move; BACK saves and leaves."""
    if op == ops.BACK:
        app.msg = None
        app.save_settings()
        app.back()
        return
    if op == ops.OK:
        if scr.sel == 0:
            app.lang ^= 1
        elif scr.sel == 1:
            if not _speaker(app):
                return
            app.sound = not app.sound
            if app.sound:
                app.b.beep(1500, 40)  # what "on" sounds like
        elif scr.sel == 2:
            k = _TIMEOUTS.index(app.timeout) if app.timeout in _TIMEOUTS else 0
            app.timeout = _TIMEOUTS[(k + 1) % len(_TIMEOUTS)]
        elif scr.sel == 3:
            app.confirm_moves = not app.confirm_moves
        elif scr.sel == 4:
            app.pace = (app.pace + 1) % len(A.PACES)
        elif scr.sel == 5:
            app.autoplay = not app.autoplay
        elif scr.sel == 6:
            app.hints = (app.hints + 1) % 3
        elif scr.sel == 7:
            app.coach = (app.coach + 1) % 3
            app.save_settings()  # with coach.txt (app_menu.py)
        elif scr.sel == 8:
            app.push("buttons")
            return
        else:  # the USB drive to the computer: settings kept, then a reset (boot.py reads the flag)
            app.save_settings()
            app.b.give_drive()
            return
    else:
        app.move(scr, op, len(_SETTINGS) + (1 if _drive_item(app) else 0))
    app.draw()


# --- rules help ---------------------------------------------------------------------------------
def d_rulesmenu(app, scr):
    from engine_core.games import GAMES
    app.list(app.t(T.RULES), [words.title(g[0], app.lang) for g in GAMES], scr.sel)


def h_rulesmenu(app, scr, op):
    if op == ops.BACK:
        app.back()
    elif op == ops.OK:
        app.push("rules", game=scr.sel)
    else:
        from engine_core.games import GAMES
        app.move(scr, op, len(GAMES))
        app.draw()


def d_rules(app, scr):
    from firmware import rulebook
    rulebook.draw(app, scr.game, scr.sel)


def h_rules(app, scr, op):
    from firmware import rulebook
    rulebook.handle(app, scr, op)
