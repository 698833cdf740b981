"""The new-game proof, run by tests/new_game/test_new_game.py under CPython and MicroPython:

    python3 tests/new_game/probe.py DIR      (micropython: MICROPYPATH=.:.frozen)

DIR holds a game's folder (a package `plain_tricks`, copied there from tests/new_game/); the probe
adds it with ONE registry line (engine_core.games.register) and nothing else, then drives it
through the console's shared parts: the conformance suite (every step, views, replay of every
prefix, bots at every level), and the app on a colour and a mono board -- the launcher lists it,
setup and Start, a whole game to the last hand's results, the ranking, score sheet and chart,
the in-game menu (last trick, the Key, rules help), a save resumed by a new app, and the rules
help from the launcher's Rules menu.  Prints one "ok ..." line per part and "NEW GAME OK" last;
an assertion stops it with a traceback (exit 1)."""
import sys

DIR = sys.argv[1]
sys.path.insert(0, DIR)
sys.path.insert(1, ".")
from engine_core import games  # noqa: E402

LINE = ("plain_tricks", "plain_tricks", "PlainTricks", "Plain Tricks", "Schlichte Stiche")
games.register(LINE)  # the one registry line
GI = games.NAMES.index("plain_tricks")

from engine_core.games import game_class  # noqa: E402
from firmware import ops, save  # noqa: E402
from tests.app import mp_app_test as M  # noqa: E402  (the app tests' helpers; it sees the registry)
from tests.engine.conformance import check_game  # noqa: E402

assert GI in M.AVAILABLE, M.AVAILABLE
assert game_class("plain_tricks").__module__.startswith("plain_tricks"), "not the folder's own rules"
check_game("plain_tricks")
print("ok conformance: every step, views, replay of every prefix, bots at every level")

for mono in (False, True):
    tag = "mono" if mono else "colour"
    app, b = M.fresh(mono)
    from firmware import launcher  # noqa: E402
    entries = launcher._menu_entries(app)
    assert ("game", GI) in entries, entries
    M.test_full_game(GI, mono)  # setup, Start, a whole game, results, ranking, sheet, chart, Menu
    print("ok app (%s): launcher, setup, a whole game, hand results, ranking, sheet, chart" % tag)

    # the in-game menu during a game: last trick, the Key; then a save resumed by a new app
    app, b = M.fresh(mono)
    clk = M.Clock()
    M.start(app, b, GI, clk)
    n = 0
    while len(app.game.history) < 2 * app.game.players and n < 200:
        M.drive(app, b, [ops.OK], clk)
        n += 1
    while app.stack[-1].name != "play" and n < 400:
        M.drive(app, b, [ops.OK], clk)
        n += 1
    assert app.stack[-1].name == "play", app.stack
    from firmware import pages as P  # noqa: E402
    M.drive(app, b, [ops.BACK], clk)
    assert app.stack[-1].name == "ingame", app.stack
    wanted = [e[1] for e in P._ingame_entries(app)]
    seen = []
    for k in range(1, len(wanted)):
        if wanted[k] == "quit":
            continue
        app.stack[-1].sel = k
        M.drive(app, b, [ops.OK], clk)
        seen.append(app.stack[-1].name)
        M.drive(app, b, [ops.BACK], clk)
        assert app.stack[-1].name == "ingame", (wanted[k], app.stack)
    M.drive(app, b, [ops.BACK], clk)
    assert app.stack[-1].name == "play", app.stack
    for want in ("lasttrick", "key", "grules", "sheet", "chart"):
        assert want in seen, (want, seen)
    hist = list(app.game.history)
    g, err = save.load(app.slot)
    assert err is None and g.history == hist, err
    from firmware.app import App  # noqa: E402
    app2 = App(b)
    app2.timeout = 0
    M.drive(app2, b, [ops.NEXT] * M.menu_index(app2, "resume", GI) + [ops.OK], clk)
    assert app2.game is not None and app2.game.NAME == "plain_tricks", app2.stack
    assert app2.game.history == hist
    print("ok app (%s): in-game menu %s, resume" % (tag, " ".join(seen)))

    # the launcher's Rules menu reaches the fifth game and pages through its help
    app, b = M.fresh(mono)
    M.drive(app, b, [ops.NEXT] * M.menu_index(app, "rules") + [ops.OK], clk)
    assert app.stack[-1].name == "rulesmenu", app.stack
    M.drive(app, b, [ops.NEXT] * GI + [ops.OK], clk)
    assert app.stack[-1].name == "rules" and app.stack[-1].game == GI, app.stack
    from firmware import rulebook  # noqa: E402
    sc = rulebook.screens(app, GI)
    assert rulebook.pages(app, GI)[0].startswith("Plain Tricks")
    assert sc and sc[0][0].startswith("Plain"), sc
    shown = []
    for _ in range(len(sc)):  # each screenful in turn, its first line drawn
        shown.append(app.stack[-1].sel % len(sc))
        M.drive(app, b, [ops.NEXT], clk)
    assert shown == list(range(len(sc))), shown
    pages = len(sc)
    print("ok app (%s): rules help, %d screens" % (tag, pages))
print("NEW GAME OK")
