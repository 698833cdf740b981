"""A new stack made in a key's handler (App.home, replace, back) is drawn once the handler has
returned, in the same step (App.handle runs app.after): drawn from inside the handler, its module
and what its frames held stayed alive beside the new screen's code and drawing -- the heap's peaks
of issue 24 (Auf der Hut's result page after a human's last move, a page's BACK to the table).
Outside a handler the draw comes at once."""
import sys

from host_sim import framebuf

sys.modules["framebuf"] = framebuf

from firmware import ops  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean, fresh  # noqa: E402


def _app():
    w, h, mono = PROFILES["pico_lcd114"][:3]
    app, b = fresh(b=FakeBoard(w, h, mono))
    return app, b


def _callers():
    """The names of the functions on the call stack of the function that calls this, innermost
    first (its caller's first)."""
    f = sys._getframe(2)
    names = []
    while f is not None:
        names.append(f.f_code.co_name)
        f = f.f_back
    return names


def _watched(app, how):
    """The launcher's "rulesmenu" handler made to call app.<how>, and "settings"' draw watched:
    the names of the functions on the call stack at each of its draws."""
    from firmware import launcher

    seen = []
    d_settings = launcher.d_settings

    def h_rulesmenu(app_, scr, op):
        getattr(app_, how)(*(("settings",) if how != "back" else ()))
        seen.append("returned")

    def watched(app_, scr):
        seen.append(_callers())
        d_settings(app_, scr)

    launcher.h_rulesmenu, launcher.d_settings = h_rulesmenu, watched
    return launcher, seen, d_settings


def test_a_new_stack_in_a_handler_is_drawn_once_the_handler_has_returned():
    for how in ("home", "replace", "back"):
        app, b = _app()
        app.home("settings")
        direct = bytes(b.buf)
        if how == "back":
            app.push("rulesmenu")
        else:
            app.home("rulesmenu")
        launcher, seen, d_settings = _watched(app, how)
        try:
            app.handle(ops.OK)
        finally:
            del launcher.h_rulesmenu, launcher.d_settings
            sys.modules.pop("firmware.launcher", None)
        assert app.stack[-1].name == "settings", how
        # the handler returned before the draw, which came once, from App.handle
        assert seen[0] == "returned" and len(seen) == 2, (how, seen)
        assert "h_rulesmenu" not in seen[1] and seen[1][0] == "draw" and "handle" in seen[1], (how, seen)
        assert bytes(b.buf) == direct, how  # the same frame
        assert app.after is None


def test_outside_a_handler_a_new_stack_is_drawn_at_once():
    app, b = _app()
    from firmware import launcher

    calls = []
    d_settings = launcher.d_settings
    launcher.d_settings = lambda app_, scr: calls.append(1) or d_settings(app_, scr)
    try:
        app.home("settings")
        assert calls == [1] and app.after is None
    finally:
        del launcher.d_settings
        sys.modules.pop("firmware.launcher", None)


def test_a_greyed_choices_reason_is_drawn_once_h_play_has_returned():
    """OK on a greyed choice shows the rules' reason over the table (firmware/play.py h_play): that
    frame too is drawn once the handler has returned, its choices and texts freed -- drawn from
    inside it, it was Baptistenskat's heap peak on a board (issue 24).  The same frame."""
    from firmware import play
    from tests.app.mp_teach_test import _to_grey, fresh

    g, picked = _to_grey("baptistenskat", 3, 2)
    app, b = fresh()
    cp = g.current_player()
    app._enter(g, ["human" if s == cp else "normal" for s in range(3)])
    scr = app.stack[-1]
    assert scr.name == "play" and scr.seat == cp, scr
    texts = play._legal_texts(g)
    for w in picked[len(scr.picked):]:  # the words before the greyed choice, chosen
        scr.sel = play.cands(app, texts, scr.picked)[0].index(w)
        app.handle(ops.OK)
    assert scr.picked == picked, (scr.picked, picked)
    opts, gs = play.cands(app, texts, picked)
    scr.sel = opts.index([w for w, why in gs if why][0])
    app.draw()
    n = len(g.history)
    seen = []
    d_play = play.d_play

    def watched(app_, scr_):
        seen.append(_callers())
        d_play(app_, scr_)

    play.d_play = watched
    try:
        app.handle(ops.OK)
    finally:
        play.d_play = d_play
    assert app.msg and len(g.history) == n and scr.picked == picked, (app.msg, scr.picked)
    assert len(seen) == 1 and "h_play" not in seen[0] and "handle" in seen[0], seen
    frame = bytes(b.buf)
    app.draw()  # drawn at once, outside a handler: the same frame
    assert bytes(b.buf) == frame
    clean(b)
