"""Plain-assert app tests; run under the MicroPython unix port:
   MICROPYPATH=.:.frozen .venv/bin/micropython -X heapsize=512K tests/app/mp_app_test.py
and under CPython via tests/app/test_app.py."""
import sys

sys.path.insert(0, ".")
from engine_core.games import GAMES
from engine_core.rng import Rng
from firmware import ops, save
from firmware.app import NAMES as app_names
from firmware.app import App
from tests.app.fakeboard import FakeBoard

AVAILABLE = []
for i in range(len(GAMES)):
    try:
        __import__(GAMES[i][1])
        AVAILABLE.append(i)
    except ImportError:
        pass


def clean(b):
    save.clear(b.storage)
    try:
        import os
        os.remove(b.storage + "settings.txt")
    except OSError:
        pass


class Clock:
    t = 0


def drive(app, b, ops_list, clk):
    for op in ops_list:
        clk.t += 50
        app.tick(clk.t)
        app.handle(op)
        n = 0
        while app.busy() and n < 10000:
            clk.t += 700
            app.tick(clk.t)
            n += 1


def test_full_game(gi, mono=False):
    b = FakeBoard(128, 64, True) if mono else FakeBoard()
    clean(b)
    app = App(b)
    app.timeout = 0
    clk = Clock()
    # select game gi, open setup, scroll to Start, press OK
    drive(app, b, [ops.NEXT] * gi + [ops.OK], clk)
    scr = app.stack[-1]
    assert scr[0] == "setup"
    n_items = len(app._setup_items(scr[3]))
    drive(app, b, [ops.PREV, ops.OK], clk)
    assert app.game is not None, app.stack
    steps = 0
    while not app.game.is_over() and steps < 5000:
        drive(app, b, [ops.OK], clk)
        steps += 1
    assert app.game.is_over()
    assert app.stack[-1][0] == "over"
    g, err = save.load(b.storage)
    assert err is None and g.is_over()
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1][0] == "menu"
    return n_items


def test_mash(gi, n=2000, seed=1):
    b = FakeBoard()
    clean(b)
    app = App(b)
    app.timeout = 0
    clk = Clock()
    r = Rng(seed)
    drive(app, b, [ops.NEXT] * gi + [ops.OK, ops.PREV, ops.OK], clk)
    for _ in range(n):
        drive(app, b, [1 + r.below(6)], clk)
        if save.exists(b.storage):
            g, err = save.load(b.storage)
            assert err is None, err


def test_save_robust():
    b = FakeBoard()
    clean(b)
    g = None
    from engine_core.games import game_class, new_game
    g = new_game(GAMES[AVAILABLE[0]][0], game_class(GAMES[AVAILABLE[0]][0]).MIN_PLAYERS, None, 5)
    save.write(b.storage, g)
    g.apply(g.legal_actions()[0])
    save.write(b.storage, g)
    p = b.storage + "game.json"
    data = open(p).read()
    # bit flip -> backup used
    with open(p, "w") as f:
        f.write(data[:20] + ("x" if data[20] != "x" else "y") + data[21:])
    g2, err = save.load(b.storage)
    assert g2 is not None and len(g2.history) == 0
    # truncated both -> clear message
    with open(p, "w") as f:
        f.write(data[:10])
    with open(b.storage + "game.bak", "w") as f:
        f.write("garbage")
    g3, err = save.load(b.storage)
    assert g3 is None and "game.bak" in err
    # the app shows a message, no crash
    app = App(b)
    items = app._menu_items()
    drive(app, b, [ops.NEXT] * items.index(app.t(0)) + [ops.OK], Clock())
    assert app.msg == app.t(14)
    clean(b)


def test_handover_privacy():
    # two humans: the hand-over frame does not depend on the seed (hidden cards)
    frames = []
    for seed in (1, 2, 3):
        b = FakeBoard()
        clean(b)
        app = App(b)
        app.timeout = 0
        from engine_core.games import game_class
        cls = game_class(GAMES[AVAILABLE[0]][0])
        app.game = cls(cls.MIN_PLAYERS, None, seed)
        app.seats = [(app_names[i], True) for i in range(cls.MIN_PLAYERS)]
        app.last_human = None
        app._next_turn()
        assert app.stack[-1][0] == "pass"
        frames.append(bytes(b.buf))
    assert frames[0] == frames[1] == frames[2]


def test_wake_swallowed():
    b = FakeBoard()
    clean(b)
    app = App(b)
    app.timeout = 10
    app.tick(20000)
    assert b.light == 0
    app.handle(ops.NEXT)
    assert b.light == 100 and app.stack[-1][1] == 0
    app.handle(ops.NEXT)
    assert app.stack[-1][1] == 1


def run():
    n = 0
    for gi in AVAILABLE:
        test_full_game(gi)
        test_full_game(gi, mono=True)
        test_mash(gi)
        n += 3
    test_save_robust()
    test_handover_privacy()
    test_wake_swallowed()
    n += 3
    print("app tests passed:", n)


if __name__ == "__main__":
    run()
