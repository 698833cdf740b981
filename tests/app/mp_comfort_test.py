"""Issue 27's comforts on MicroPython too (the same file runs under CPython from
tests/app/test_comfort_mp.py and under the MicroPython unix port): in every game with one human,
undo from the game's menu gives the record without the move, a hint leads the cursor to a legal
move that OK plays, a forced move plays itself with autoplay on, and the settings keep them."""
import sys

try:
    import framebuf  # noqa: F401
except ImportError:
    from host_sim import framebuf
    sys.modules["framebuf"] = framebuf

from engine_core.games import NAMES, game_class  # noqa: E402
from engine_core.record import to_record  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops, save  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean, fresh, ingame_entries, play_pick  # noqa: E402


def _to_human(app, limit=400):
    t = app.now
    for _ in range(limit):
        if app.game is None or app.game.is_over():
            return None
        if app.stack[-1].name == "play":
            return app.stack[-1]
        if app.busy():
            t += 2000
            app.tick(t)
        else:
            app.handle(ops.OK)
    return None


def _menu(app, what):
    es = ingame_entries(app)
    app.stack[-1].sel = es.index(what)
    app.handle(ops.OK)


def run(name, mono):
    app, b = fresh(mono)
    g = game_class(name)(3, {}, 21)
    app._enter(g, ["human", "normal", "hard"])
    r = Rng(7)
    undone = hinted = 0
    for _ in range(40):
        if _to_human(app) is None:
            break
        before = to_record(app.game)
        play_pick(app, r)
        top = app.stack[-1].name
        if top in ("wait", "play"):
            if top == "play":
                app.handle(ops.BACK)
                while app.stack[-1].name == "play":
                    app.handle(ops.BACK)
            else:
                app.handle(ops.BACK)
            if "undo" in ingame_entries(app):
                _menu(app, "undo")
                assert to_record(app.game) == before, name
                loaded, err = save.load(app.slot)
                assert err is None and to_record(loaded) == before
                loaded = None
                undone += 1
            else:
                app.handle(ops.BACK)
        scr = _to_human(app)
        if scr is None:
            break
        app.handle(ops.BACK)
        while app.stack[-1].name == "play":
            app.handle(ops.BACK)
        if "hint" in ingame_entries(app):
            _menu(app, "hint")
            scr = app.stack[-1]
            want = scr.hint
            n = len(app.game.history)
            for _ in range(8):
                if len(app.game.history) > n:
                    break
                app.handle(ops.OK)
            assert app.game.action_text(app.game.history[n]) == want, (name, want)
            hinted += 1
        else:
            app.handle(ops.BACK)
    assert undone > 0 and hinted > 0, (name, undone, hinted)
    clean(b)


def test_autoplay_and_settings():
    b = FakeBoard()
    clean(b)
    app = App(b)
    app.pace, app.autoplay, app.hints = 3, True, 2
    app.save_settings()
    app = App(b)
    assert (app.pace, app.autoplay, app.hints) == (3, True, 2)
    g = game_class("bobs_hat")(3, {}, 3, 2)
    while not (g.current_player() == 1 and len(g.legal_actions()) == 1 and g.view(1)["hand"]):
        g.apply(g.legal_actions()[0])
    n = len(g.history)
    app._enter(g, ["normal", "human", "normal"])
    assert app.busy()
    app.tick(app.now)
    assert len(g.history) > n
    clean(b)


def main():
    k = 0
    for name in NAMES:
        for mono in (False, True):
            run(name, mono)
            k += 1
    test_autoplay_and_settings()
    print("comfort tests passed: %d" % (k + 1))


if __name__ == "__main__":
    main()
