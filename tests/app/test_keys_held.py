"""Issue 26 "no tap is ever lost", in the app: a key pressed while a call waits for the next tick
(App.later: the launcher's Start and Resume, the turn after a page, a game's end among
them; a forced move's beat, comfort.autoplay) is held and handled right after that call, in
order (App.handle, App.tick) -- never dropped.

Each path is played twice from the same start on the same clock: once with the key pressed in the
pending tick (before the tick that runs the call), once with the key pressed right after that
tick; the screens, the stack, the game and the backlight must then be the same.  A third run
without the key shows that the key did something there (else the check would prove nothing)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import NAMES, game_class  # noqa: E402
from firmware import app as A  # noqa: E402
from firmware import ops  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh, menu_index  # noqa: E402


def _enter(app, clk, opts, levels=("human", "easy", "easy"), seed=9):
    """A new Bob's Hat at three seats entered (Start's save, then the game at the next tick)."""
    app.start_game(game_class("bobs_hat")(len(levels), opts, seed), list(levels))
    fn = app.after
    app.after = None
    fn()
    clk.t += 50
    app.tick(clk.t)
    assert app.game is not None and not app.pending


def _play_until(app, b, clk, stop, limit=3000):
    """Play on (a human's move as the play screen makes it, a varied legal one; OK through other
    screens; the computers on ticks) until stop(app)."""
    n = 0
    while not stop(app):
        assert n < limit, app.stack
        n += 1
        if app.busy():
            clk.t += 800
            app.tick(clk.t)
        elif app.stack[-1].name == "play":
            g = app.game
            la = g.legal_actions()
            app.apply(la[(n * 7) % len(la)], g.current_player())
            app._save_due()
            app.next_turn()
        else:
            drive(app, b, [ops.OK], clk)


def _settle(app, clk):
    n = 0
    while app.busy() and n < 200:
        clk.t += 800
        app.tick(clk.t)
        n += 1


def _state(app, b):
    g = app.game
    return (bytes(b.buf), [s.name for s in app.stack], app.stack[-1].sel if app.stack else None,
            None if g is None else (g.NAME, len(g.history)), b.light)


def _twins(path, keys, due=None):
    """path(app, b, clk) leaves a call pending (App.later); `keys` are pressed before the tick
    that runs it (held) or right after it; the tick comes at `due` ms (None: 50 ms on).  Returns
    the state with the keys held, the state with the keys after the tick, and without them."""
    out = []
    for mode in ("held", "after", "none"):
        app, b = fresh()
        clk = Clock()
        path(app, b, clk)
        assert app.pending is not None and app.busy(), app.stack
        if mode == "held":
            for k in keys:
                app.handle(k)
            assert app.pending is not None  # the call still waits: the keys came before it
        clk.t = due if due is not None else clk.t + 50
        app.tick(clk.t)
        if mode == "after":
            for k in keys:
                app.handle(k)
        _settle(app, clk)
        out.append(_state(app, b))
        clean(b)
    return out


def _check(path, keys, due=None):
    held, after, none = _twins(path, keys, due)
    assert held[1:] == after[1:] and held[0] == after[0], (held[1:], after[1:])
    assert after != none, "the keys changed nothing here: the check would prove nothing"
    return held


def _start(app, b, clk):
    """The launcher's Start of the first game (its setup's last item): the game is entered at
    the next tick (app_start: the relaunch, resume_later on a board that cannot reset)."""
    drive(app, b, [ops.NEXT] * menu_index(app, "game", 0) + [ops.OK, ops.PREV], clk)
    clk.t += 50
    app.tick(clk.t)
    app.handle(ops.OK)


def test_keys_pressed_in_starts_tick_are_handled_after_it():
    st = _check(_start, [ops.BACK])
    assert st[1][-1] == "ingame", st[1:]  # the game's menu opened over the entered game


def _resume(app, b, clk):
    """Resume of a game left after a few moves: entered at the next tick (resume_later)."""
    _enter(app, clk, {"hands": 2})
    _play_until(app, b, clk, lambda a: len(a.game.history) >= 4 and a.stack[-1].name == "play")
    app.leave_game()
    app.stack[-1].sel = menu_index(app, "resume", NAMES.index("bobs_hat"))
    clk.t += 50
    app.tick(clk.t)
    app.handle(ops.OK)


def test_keys_pressed_in_resumes_tick_are_handled_after_it_in_order():
    st = _check(_resume, [ops.NEXT, ops.NEXT, ops.BACK])
    assert st[1][-1] == "ingame" and st[3] is not None


def test_the_waking_key_in_resumes_tick_is_swallowed_after_it():
    def dimmed(app, b, clk):
        _resume(app, b, clk)
        app.dim = 2
        b.set_backlight(0)

    held, after, none = _twins(dimmed, [ops.BACK])
    assert held[1:] == after[1:] and held[0] == after[0], (held[1:], after[1:])
    assert held[4] == 100 and none[4] == 0
    assert held[:4] == none[:4]  # woken only: the key itself swallowed (as when nothing is pending)


def _hand_page(end):
    """OK on a hand's results: the next turn (or the end) comes at the next tick (next_turn)."""
    def path(app, b, clk):
        _enter(app, clk, {"hands": 1 if end else 2})
        _play_until(app, b, clk, lambda a: a.stack[-1].name == "hand")
        assert app.game.is_over() == end
        clk.t += 50
        app.tick(clk.t)
        app.handle(ops.OK)
    return path


def test_keys_pressed_in_the_tick_after_a_hands_page_are_handled_after_it():
    st = _check(_hand_page(False), [ops.BACK])
    assert st[1][-1] == "ingame", st[1:]


def test_keys_pressed_in_the_tick_after_the_last_hands_page_are_handled_after_it():
    # OK on the last hand's page: the end comes at the next tick; the player goes on pressing
    # (test_bundle_boot.py's player: PREV, PREV, OK for Menu)
    st = _check(_hand_page(True), [ops.PREV, ops.PREV])
    assert st[1][-1] == "over" and st[2] not in (0, 1), st[1:]  # two up from the score sheet: Menu


def _forced():
    g = game_class("bobs_hat")(3, {}, 5, 0)
    while not (g.current_player() == 1 and len(g.legal_actions()) == 1 and g.view(1)["hand"]):
        g.apply(g.legal_actions()[0])
    return g


def test_keys_pressed_in_a_forced_moves_beat_wait_for_it():
    t0 = 100

    def beat(app, b, clk):
        app.autoplay = True
        app.now = clk.t = t0
        app._enter(_forced(), ["normal", "human", "normal"])
        assert app.stack[-1].name == "play"

    n = len(_forced().history)
    held, after, none = _twins(beat, [ops.BACK], due=t0 + A.PACES[1])
    assert held[1:] == after[1:] and held[0] == after[0] and after != none, (held[1:], after[1:])
    assert held[3][1] > n  # the forced move was played at its beat, the key after it


def test_nine_keys_are_held_at_most():
    app, b = fresh()
    app.pending = lambda: None
    app.due = app.now
    for i in range(12):
        app.handle(1 + i % 6)
    h = app.held  # their count in the low 4 bits, then 3 bits a key, the oldest lowest
    got = [h >> 4 + 3 * i & 7 for i in range(h & 15)]
    assert got == [1 + i % 6 for i in range(9)] and h >> 4 + 27 == 0
    clean(b)

