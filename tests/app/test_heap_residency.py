"""What stays in memory during play (issue 26, heap): the seat names' code (firmware/players.py,
the launcher's) is dropped once a game is entered -- after a new game's Start and after Resume --
while the computer seats' (firmware/computers.py) stay with the game."""

import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from firmware import ops  # noqa: E402
from firmware.app import App, unload  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh, held, menu_index, start, until  # noqa: E402


def test_seat_names_code_is_dropped_during_play():
    app, b = fresh()
    clk = Clock()
    start(app, b, 0, clk)
    assert app.game is not None and app.computers is not None
    assert not held("firmware.players") and held("firmware.computers")
    drive(app, b, [ops.OK] * 5, clk)
    assert not held("firmware.players")
    # the launcher (and its own texts, texts_launcher.py _T) is never loaded again for a text of the game
    assert not held("firmware.launcher") and not held("firmware.setup_help")
    names = [s[0] for s in app.seats]
    # a fresh process resuming the save: the same names, and again no names' code during play
    app2 = App(b)
    app2.timeout = 0
    drive(app2, b, [ops.NEXT] * menu_index(app2, "resume", 0) + [ops.OK], clk)
    assert app2.game is not None and [s[0] for s in app2.seats] == names
    assert not held("firmware.players") and held("firmware.computers")
    clean(b)


def test_creation_code_is_dropped_during_play():
    """A game's creation checks (engine_core/create.py, issue 24 heap) are loaded by a creation and
    dropped once the game is entered, after Start and after Resume; a game played never loads its
    rules' rare paths (games/<g>/refusals.py)."""
    from engine_core.games import GAMES, new_game

    app, b = fresh()
    clk = Clock()
    new_game(GAMES[0][0], 3, seed=1)
    assert held("engine_core.create")  # loaded by a creation ...
    start(app, b, 0, clk)
    assert app.game is not None and not held("engine_core.create")  # ... dropped in play
    drive(app, b, [ops.OK] * 5, clk)
    assert not held("engine_core.create") and _held_of(GAMES[0][1] + ".refusals") == []
    app2 = App(b)
    app2.timeout = 0
    drive(app2, b, [ops.NEXT] * menu_index(app2, "resume", 0) + [ops.OK], clk)
    assert app2.game is not None and not held("engine_core.create")
    clean(b)


@pytest.mark.parametrize("game", ["bobs_hat", "bargain_hunt", "auf_der_hut", "baptistenskat"])
def test_the_record_reader_is_dropped_during_play(game):
    """These games read a record's text in their part refusals.py (rules.py _parse_action, issue 24
    heap): a human's move takes the action of the legal text picked (play.py h_play), so play never
    loads the part; a resume's replay reads the saved texts with it, and it is dropped once the
    game is entered (app.py _HELD)."""
    from engine_core import games
    from engine_core.games import GAMES

    i = [g[0] for g in GAMES].index(game)
    part = GAMES[i][1] + ".refusals"
    app, b = fresh()
    clk = Clock()
    start(app, b, i, clk)
    asked = []  # every game part imported during play (Game._refusals imports through part())
    real = games.part
    games.part = lambda name, p, *a: asked.append(p) or real(name, p, *a)
    try:
        drive(app, b, [ops.OK] * 40, clk)
    finally:
        games.part = real
    moves = len(app.game.history)
    assert moves > 8 and app.last_human is not None and "refusals" not in asked and not held(part)
    app2 = App(b)
    app2.timeout = 0
    drive(app2, b, [ops.NEXT] * menu_index(app2, "resume", i) + [ops.OK], clk)
    assert app2.game is not None and len(app2.game.history) >= moves  # replayed from its texts
    assert not held(part)
    clean(b)


def test_code_a_turn_never_runs_is_not_in_the_modules_a_turn_holds():
    """Code only a creation, a record's replay, an error message, a setting or another game runs
    lives outside the modules held through a turn (issue 24: on the 32-bit port each byte of code
    resident during play is a byte of the heap's peak): a record text's checks and the options'
    default check (engine_core/create.py, not engine_core/game.py or cards.py), the forced move's
    autoplay (comfort.py, not play.py), Bob's Hat's per-colour counts and hat (its plug-in, not the
    trick-table kit every trick game holds), Baptistenskat's record reader (its refusals.py) and its
    128x64 line (layout_mono.py, the mono board's only); and they still work from there."""
    from engine_core import cards, create, game
    from engine_core.games import new_game
    from firmware import comfort, play
    from firmware.layouts import tricks
    from games.baptistenskat import layout as bs_layout
    from games.baptistenskat import refusals
    from games.bobs_hat import layout

    assert not hasattr(game, "ACTION_TEXT_MAX") and not hasattr(cards, "plain") and not hasattr(cards, "one_line")
    assert not hasattr(play, "_autoplay") and hasattr(comfort, "_autoplay")
    assert not hasattr(tricks, "_counts") and not hasattr(tricks, "_hat_icon")
    assert callable(layout.counts) and callable(layout.token_icon)
    assert callable(refusals.parse_action)
    assert not hasattr(bs_layout, "_made") and callable(bs_layout.compact)
    g = new_game("baptistenskat", 3, seed=1)
    assert g.parse_action("bid 2") == 82 and g.parse_action("play blue14") == 73
    for bad in ("bid 02", "play blue21", 7, "x" * (create.ACTION_TEXT_MAX + 1), "bid \u00b2"):
        with pytest.raises(game.IllegalAction):
            g.parse_action(bad)
    for opts in ({"rounds": 0}, {"rounds": True}, {"hook": 1}):
        with pytest.raises(game.SetupError):
            new_game("baptistenskat", 3, seed=1, options=opts)


def _held_of(prefix):
    return sorted(m for m in sys.modules if m.startswith(prefix))


def test_residency_follows_the_stack():
    """Residency is derived from the screens on the stack (firmware/app.py _HELD): the games the
    launcher looked at are not held beside the game being played (they were the launcher's), the
    turn's code is not held beside the hand's results, and leaving the game drops its rules, bots,
    turn and pages: the menu holds what it held before the game."""
    from engine_core.games import GAMES

    app, b = fresh()
    clk = Clock()
    for gi in range(len(GAMES)):  # each game's setup opened and left: its rules loaded (game_class)
        drive(app, b, [ops.NEXT] * menu_index(app, "game", gi) + [ops.OK, ops.BACK], clk)
    start(app, b, 0, clk)
    name = GAMES[0][1]
    others = [m for m in sys.modules for g in GAMES[1:] if m == g[1] or m.startswith(g[1] + ".")]
    assert others == [], others
    assert held(name + ".rules") and held("firmware.play") and not held("firmware.launcher")
    drive(app, b, [ops.BACK], clk)  # the game's menu over the table: the pages beside the turn
    assert app.stack[-1].name == "ingame" and held("firmware.pages") and held("firmware.play")
    drive(app, b, [ops.BACK], clk)
    assert not held("firmware.pages") and held("firmware.play")
    app.leave_game()
    assert app.stack[-1].name == "menu" and held("firmware.launcher")
    for m in ("firmware.play", "firmware.pages", "engine_core.bots", name + ".rules", name):
        assert not held(m), m
    assert _held_of(name) == [] and _held_of("firmware.layouts.") == []
    clean(b)


def test_results_page_texts_without_the_launcher():
    """The hand's results page shows its texts (texts_more.py) with no launcher code loaded: the
    launcher's own texts live in launcher.py (issue 26, heap: the results page was a game's peak,
    the pages' texts loaded the launcher's too)."""
    app, b = fresh()
    clk = Clock()
    start(app, b, 0, clk)
    until(app, b, clk, "hand")
    assert held("firmware.texts_more") and not held("firmware.launcher")
    # and the page's texts module holds no launcher text (it held them all: 1.6 KiB, now 0.6)
    assert "Settings|" not in sys.modules["firmware.texts_more"]._T
    clean(b)


def test_the_kernel_holds_no_code_a_turn_never_runs():
    """The App's methods of a game's life cycle off the table (firmware/app.py App.__getattr__)
    live in app_start.py / app_menu.py, which are not held during a turn: the kernel's class has
    none of them, and a call still reaches the function of that name with the app."""
    away = ("start_game", "play_again", "relaunch", "_take_relaunch", "resume", "_enter", "seat_names",
            "_load_settings", "save_settings", "leave_game")
    assert [n for n in away if n in App.__dict__] == []
    app, b = fresh()
    clk = Clock()
    start(app, b, 0, clk)
    drive(app, b, [ops.OK] * 3, clk)
    assert app.stack[-1].name in ("play", "wait")
    assert not held("firmware.app_start") and not held("firmware.app_menu")
    # a name the App does not hold and does not send on: an AttributeError, nothing loaded
    assert getattr(app, "no_such_method", None) is None
    assert not held("firmware.app_start") and not held("firmware.app_menu")
    assert app.seat_names(2) == app.names[:2]  # app_start.seat_names(app, 2)
    app.leave_game()  # app_menu.leave_game(app): back to the launcher
    assert app.game is None and app.stack[-1].name == "menu"
    clean(b)


def test_parts_of_every_loaded_game_folder_are_dropped():
    """App._drop_unused asks which game folders are loaded once and drops the parts _HELD names of
    each of them (issue 25: not a name made per game on every turn): during a turn of one game, a
    part of another game loaded meanwhile (its texts) goes at the next change of the stack, as
    the game's own record reader (.refusals) does, while the folders themselves stay with the game."""
    app, b = fresh()
    clk = Clock()
    start(app, b, 0, clk)
    assert app.stack[-1].name in ("play", "wait")
    __import__("games.bargain_hunt.texts")
    __import__("games.bobs_hat.refusals")
    assert held("games.bargain_hunt.texts") and held("games.bobs_hat.refusals")
    app.replace(app.stack[-1].name, **{f: getattr(app.stack[-1], f) for f in ("seat",)})
    assert not held("games.bargain_hunt.texts") and not held("games.bobs_hat.refusals")
    assert held("games.bargain_hunt") and held("games.bobs_hat.rules")
    clean(b)


def test_a_games_own_result_page_holds_no_page_code():
    """A game's own screens after a turn (Auf der Hut's peek and result) hold the turn's code, not
    the pages': a coached turn's line loads firmware/textpage.py, it and a greyed choice's reason
    firmware/teach.py and the game's teach.py, and they go when the stack changes to such a
    screen (firmware/app.py _RMASKS; issue 24: held beside the result page they were Auf der Hut's
    peak on resume, +1.5 KiB)."""
    from engine_core.games import GAMES

    gi = [g[0] for g in GAMES].index("auf_der_hut")
    app, b = fresh()
    clk = Clock()
    start(app, b, gi, clk)
    seen = set()
    for _ in range(400):
        top = app.stack[-1].name
        if top in ("peek", "result"):
            seen.add(top)
            assert held("games.auf_der_hut.layout") and held("firmware.play")
            assert not held("firmware.textpage") and not held("games.auf_der_hut.teach"), top
            assert not held("firmware.teach"), top
        if top == "play":  # as a coached turn or a greyed choice loads them
            __import__("firmware.textpage")
            __import__("firmware.teach")
            __import__("games.auf_der_hut.teach")
        if seen or top == "over":
            break
        drive(app, b, [ops.OK], clk)
    assert seen, app.stack  # (OK alone peeks: the first word)
    clean(b)


def test_a_greyed_choices_reason_holds_no_page_code():
    """A greyed choice under the cursor, and OK on it, say the rules' reason over the table with
    firmware/teach.py alone: the pages' text code (firmware/textpage.py) is not loaded beside the
    turn for it (issue 24: ~0.5 KiB of Baptistenskat's board path on the 32-bit port)."""
    from firmware import play
    from tests.app.mp_teach_test import _to_grey
    from tests.app.mp_teach_test import fresh as fresh_teach

    g, picked = _to_grey("baptistenskat", 3, 2)
    app, b = fresh_teach()
    app.coach = 0  # no coaching line (that one is textpage.line's)
    cp = g.current_player()
    app._enter(g, ["human" if s == cp else "normal" for s in range(3)])
    scr = app.stack[-1]
    texts = play._legal_texts(g)
    for w in picked[len(scr.picked):]:  # the words before the greyed choice, chosen
        scr.sel = play.cands(app, texts, scr.picked)[0].index(w)
        app.handle(ops.OK)
    unload(("firmware.textpage", "firmware.teach"))
    opts, gs = play.cands(app, texts, picked)
    scr.sel = opts.index([w for w, why in gs if why][0])
    app.draw()  # the cursor on it: its reason in the prompt (play._says)
    assert held("firmware.teach") and not held("firmware.textpage")
    unload(("firmware.teach",))
    app.handle(ops.OK)  # OK on it: the reason over the table (play.h_play)
    assert app.msg and held("firmware.teach") and not held("firmware.textpage"), app.msg
    clean(b)


@pytest.mark.parametrize("gi", [0, 2])
def test_the_setup_explanations_are_dropped_before_the_game_is_made(gi):
    """Start (the launcher's setup): the setup screen's explanations (firmware/setup_help.py, one
    text of ~2 KiB) are out of sys.modules when the new game makes its action list in one piece
    (engine_core/game.py reserved), so that on a fragmented launcher heap the collector can give
    it their room (issue 24: Baptistenskat's Start was its board path's peak)."""
    from engine_core import game

    app, b = fresh()
    clk = Clock()
    seen = []
    reserved = game.reserved

    def watched(n):
        seen.append(held("firmware.setup_help"))
        return reserved(n)

    drive(app, b, [ops.NEXT] * menu_index(app, "game", gi) + [ops.OK], clk)
    assert held("firmware.setup_help"), app.stack  # the setup screen's foot explains its items
    game.reserved = watched
    try:
        drive(app, b, [ops.PREV, ops.OK], clk)
    finally:
        game.reserved = reserved
    assert app.game is not None and seen and not any(seen), (app.stack, seen)
    clean(b)


def test_a_resumed_games_computers_take_their_first_look_at_the_first_idle_tick(monkeypatch):
    """Resume's step enters the game without the bots' first look at it (app_start._enter:
    beside the replay's garbage and the table's first draw that look was Baptistenskat's resumed
    segments' heap peak, issue 24); the first idle tick shows it them, before any move."""
    from firmware import computers
    from firmware.app import IDLE_MS

    looks = []
    observe = computers.Computers.observe
    monkeypatch.setattr(computers.Computers, "observe", lambda c, g: looks.append(len(g.history)) or observe(c, g))
    app, b = fresh()
    clk = Clock()
    start(app, b, 2, clk)  # Baptistenskat: a human and computers
    drive(app, b, [ops.OK] * 3, clk)
    app2 = App(b)
    app2.timeout = 0
    drive(app2, b, [ops.NEXT] * menu_index(app2, "resume", 2), clk)
    looks.clear()
    clk.t += 50
    app2.tick(clk.t)
    app2.handle(ops.OK)  # Resume: the game is entered at the next tick (App.later)
    clk.t += 1
    app2.tick(clk.t)
    assert app2.game is not None and app2.computers is not None and app2.stack[-1].name in ("play", "wait")
    assert looks == [] and app2.observe_due  # no bot has looked yet ...
    moves = len(app2.game.history)
    clk.t += IDLE_MS + 1
    app2.tick(clk.t)
    assert looks == [moves] and not app2.observe_due  # ... the first idle tick, once, at that game
    clean(b)


def test_a_rounds_deal_is_dropped_during_play():
    """Baptistenskat's deal (games/baptistenskat/deal.py, issue 24 heap: its code was resident
    through every turn) is loaded for a round's first move -- the game's start, the move that ends
    a round -- and dropped with the launcher's parts (app.py _HELD): never held on a turn's screen,
    in the first round or a later one, nor after a resume's replay."""
    from engine_core.games import GAMES

    i = [g[0] for g in GAMES].index("baptistenskat")
    part = GAMES[i][1] + ".deal"
    app, b = fresh()
    clk = Clock()
    start(app, b, i, clk)
    turns = 0
    for _ in range(3000):  # through the first round's end into the second round's turns
        if app.stack[-1].name == "play":
            assert not held(part), (app.game.round_no, app.stack)
            turns += app.game.round_no > 1
            if turns > 2:
                break
        drive(app, b, [ops.OK], clk)
    assert turns > 2 and app.game.round_no > 1, (turns, app.game.round_no)
    app2 = App(b)
    app2.timeout = 0
    drive(app2, b, [ops.NEXT] * menu_index(app2, "resume", i) + [ops.OK], clk)
    assert app2.game is not None and app2.game.round_no > 1 and not held(part)
    clean(b)


def test_make_bot_is_dropped_during_play():
    """The bots' maker (engine_core/bots/__init__.py make_bot, issue 24 heap) is loaded when the
    computers are made -- a Start, a resume -- and dropped at the next change of the stack, while
    the bots' own modules stay with the game: not held on a turn's screen, the computers moving."""
    from engine_core.games import GAMES

    for i in range(len(GAMES)):
        app, b = fresh()
        clk = Clock()
        start(app, b, i, clk)
        moves = len(app.game.history)
        turns = 0
        for _ in range(400):
            if app.stack[-1].name == "play":
                assert not held("engine_core.bots") and held("engine_core.bots.base"), GAMES[i][0]
                turns += 1
                if turns > 3 and len(app.game.history) > moves + 3:
                    break
            drive(app, b, [ops.OK], clk)
        assert turns > 3 and len(app.game.history) > moves + 3, (GAMES[i][0], turns)
        app2 = App(b)
        app2.timeout = 0
        drive(app2, b, [ops.NEXT] * menu_index(app2, "resume", i) + [ops.OK], clk)
        until(app2, b, clk, "play")
        assert app2.computers is not None and not held("engine_core.bots"), GAMES[i][0]
        clean(b)
