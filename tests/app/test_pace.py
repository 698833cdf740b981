"""Issue 27 "Pace": the computers' pace is a setting (slow, normal, fast, instant: app.py PACES),
a computer's move waits while the game's menu is over its table, and a human's forced move (the
only legal one) may be played without a press (Settings "autoplay forced", off by default)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import game_class  # noqa: E402
from firmware import app as A  # noqa: E402
from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.mp_app_test import clean, fresh  # noqa: E402


def _settings(app):
    app.push("settings")
    return app.stack[-1]


def test_settings_step_pace_autoplay_hints_and_keep_them():
    app, b = fresh()
    scr = _settings(app)
    assert (app.pace, app.autoplay, app.hints) == (1, False, 1)  # normal, off, with one human
    scr.sel = 4
    app.handle(ops.OK)
    assert app.pace == 2
    app.handle(ops.OK)
    app.handle(ops.OK)
    assert app.pace == 0  # instant, then round to slow
    scr.sel = 5
    app.handle(ops.OK)
    assert app.autoplay
    scr.sel = 6
    app.handle(ops.OK)
    assert app.hints == 2
    app.handle(ops.BACK)
    again = App(b)
    assert (again.pace, again.autoplay, again.hints) == (0, True, 2)
    # an older version's file: the new settings at their defaults, the old ones kept
    with open(b.storage + "settings.txt", "w") as f:
        f.write("1,0,600,0")
    again = App(b)
    assert (again.lang, again.timeout, again.confirm_moves) == (1, 600, False)
    assert (again.pace, again.autoplay, again.hints) == (1, False, 1)
    for bad in ("1,0,600,0,4,0,1", "1,0,600,0,1,2,1", "1,0,600,0,1,0,3", "1,0,600,0,1,0", "1,0,600,0,1,0,1,1"):
        with open(b.storage + "settings.txt", "w") as f:
            f.write(bad)
        again = App(b)
        assert (again.lang, again.pace, again.autoplay, again.hints) == (0, 1, False, 1), bad
    clean(b)


def _cpu_first(app, pace):
    """Bob's Hat, 3 seats, a computer acts first, the human after it."""
    app.pace = pace
    g = game_class("bobs_hat")(3, {}, 5, 2)
    cp = g.current_player()
    app.now = 1000
    app._enter(g, ["human" if s == (cp + 1) % 3 else "normal" for s in range(3)])
    assert app.stack[-1].name == "wait"
    return g


def test_each_pace_spaces_the_computers_moves():
    for pace in range(len(A.PACES)):
        app, b = fresh()
        _cpu_first(app, pace)
        assert app.due - app.now == A.PACES[pace]
        clean(b)
    assert A.PACES[1] == 700 and A.PACES[0] > 700 > A.PACES[2] > A.PACES[3] == 0


def test_the_menu_over_the_table_holds_the_computers_move():
    app, b = fresh()
    g = _cpu_first(app, 1)
    app.handle(ops.BACK)
    assert app.stack[-1].name == "ingame"
    for _ in range(5):  # the loop's ticks meanwhile (the idle ticks' work done: the bots' first look, ...)
        app.tick(app.now + 1000)
    assert len(g.history) == 0 and app.stack[-1].name == "ingame"  # it waits for the player
    app.handle(ops.BACK)
    app.tick(app.now + 10)
    assert len(g.history) == 1  # the menu closed: the move comes
    clean(b)


def _forced(seed=3):
    """A Bob's Hat game at seat 1's last card of the first hand (its only legal move)."""
    g = game_class("bobs_hat")(3, {}, seed, 2)
    while not (g.current_player() == 1 and len(g.legal_actions()) == 1 and g.view(1)["hand"]):
        g.apply(g.legal_actions()[0])
    return g


def test_a_forced_move_waits_for_a_press_by_default():
    app, b = fresh()
    g = _forced()
    n = len(g.history)
    app._enter(g, ["normal", "human", "normal"])
    assert app.stack[-1].name == "play" and app.stack[-1].confirm
    assert not app.busy()
    app.tick(app.now + 5000)
    assert len(g.history) == n
    clean(b)


def test_autoplay_plays_a_forced_move_after_a_beat():
    for mono in (False, True):
        app, b = fresh(mono)
        app.autoplay = True
        g = _forced()
        n = len(g.history)
        card = g.legal_actions()[0]
        app.now = 100
        app._enter(g, ["normal", "human", "normal"])
        assert app.stack[-1].name == "play" and app.busy()  # shown ready first
        app.tick(100 + A.PACES[app.pace] - 1)
        assert len(g.history) == n
        app.handle(ops.BACK)  # keys wait meanwhile
        assert app.stack[-1].name == "play"
        app.tick(100 + A.PACES[app.pace])
        assert len(g.history) > n and g.history[n] == card
        clean(b)


def test_autoplay_never_plays_a_choice():
    app, b = fresh()
    app.autoplay = True
    g = game_class("bobs_hat")(3, {}, 5, 0)  # seat 1 leads... the bid comes first: a choice
    while g.current_player() != 1:
        g.apply(g.legal_actions()[0])
    assert len(g.legal_actions()) > 1
    n = len(g.history)
    app._enter(g, ["normal", "human", "normal"])
    assert not app.busy()
    app.tick(app.now + 5000)
    assert len(g.history) == n
    clean(b)
