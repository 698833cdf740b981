"""Start as .mpy (issue 26, Start to first table): the step that saves a new game and resets into it
imports none of the game's plug-in (games/<g>/layout.py, ~93 ms as .mpy on the emulated board, and
imported again after the reset anyway).  Resume's progress line, which names the deal in the
plug-in's word (its UNIT), is written once the game is entered, at an idle tick (the first is the
bots' first look at the game)."""
from firmware import layouts
from tests.app import mp_app_test as m  # first: it provides framebuf on CPython
from tests.app.mp_app_test import ops, save

IDLE_MS = __import__("firmware.app", None, None, ("IDLE_MS",)).IDLE_MS


def _start_with_reset(gi):
    """Game gi started on a board that resets into it: (app, board, layouts.get's calls before
    the reset, seats.txt's progress line at the reset)."""
    app, b = m.fresh()
    clk = m.Clock()
    calls = []
    at_reset = []
    get = layouts.get

    def counted(name):
        calls.append(name)
        return get(name)

    def relaunch():
        at_reset.append((len(calls), save.read_info(app.slot)))
    b.relaunch = relaunch  # returns: the app enters the game on its next tick, as without a reset
    layouts.get = counted
    try:
        m.start(app, b, gi, clk)
    finally:
        layouts.get = get
    assert len(at_reset) == 1, at_reset
    for _ in range(2):  # the idle ticks: the bots' first look at the game (app_start._enter), then
        clk.t += IDLE_MS  # the step's work left (seats.txt's line), a tick each (issue 26: whole step)
        app.tick(clk.t)
    return app, b, at_reset[0]


def test_start_imports_no_plug_in_before_its_reset():
    for gi, line in ((0, "bobs_hat h 1 "), (1, "bargain_hunt r 1 6")):
        app, b, (gets, info) = _start_with_reset(gi)
        assert gets == 0 and info is None, (gi, gets, info)
        assert app.stack[-1].name in ("play", "wait", "pass"), app.stack
        assert save.read_info(app.slot).startswith(line), save.read_info(app.slot)
        assert save.read_seats(app.slot, app.game.players) == app.levels
        m.clean(b)


def test_the_resume_line_after_a_start_and_a_power_cycle():
    """The launcher's Resume line names the deal after Start, a few moves and a power cycle."""
    app, b, _ = _start_with_reset(1)
    clk = m.Clock()
    clk.t = app.now
    m.drive(app, b, [ops.OK] * 3, clk)
    del b.relaunch
    app = m.App(b)  # a power cycle: the menu
    L = __import__("firmware.launcher", None, None, ("x",))
    sg = L.saved_game(app, m.slot(b, "bargain_hunt"))
    assert sg is not None and sg[1] == "Round 1/6", sg
    m.clean(b)


def test_the_progress_line_is_the_public_views_hand_and_total():
    """firmware/app.py progress(g) reads the hand and the total from g.progress(), not from a view
    made for it (the key that ends a hand, issue 26): the same line as the public view's
    hand_no and hands_total give, at every move of a whole game of each title and size."""
    import random

    from engine_core.games import GAMES, game_class, new_game
    from firmware.app import progress
    rng = random.Random(5)
    for name, _folder in [(g[0], g[1]) for g in GAMES]:
        cls = game_class(name)
        for n in (cls.MIN_PLAYERS, cls.MAX_PLAYERS):
            g = new_game(name, n, None, rng.randrange(1 << 16))
            tag = "h" if layouts.get(name).UNIT == m.T.HAND else "r"
            seen = 0
            while True:
                v = g.view(None)
                tot = v.get("hands_total", 0)
                want = ("%s %s %d %d" % (name, tag, v["hand_no"], tot) if tot > 1
                        else "%s m %d" % (name, len(g.history)))
                assert progress(g) == want, (name, n, progress(g), want)
                seen += 1
                if g.is_over():
                    break
                x = g.legal_actions()
                g.apply(x[rng.randrange(len(x))])
            assert seen > 20, (name, n, seen)
