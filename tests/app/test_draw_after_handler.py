"""A new stack made in a key's handler (App.home, replace, back) is drawn once the handler has
returned, in the same step (App.handle runs app.after): drawn from inside the handler, its module
and what its frames held stayed alive beside the new screen's code and drawing -- the heap's peaks
of issue 24 (Auf der Hut's result page after a human's last move, a page's BACK to the table).
Outside a handler the draw comes at once."""
import sys

from host_sim import framebuf

sys.modules["framebuf"] = framebuf

from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def _app():
    w, h, mono = PROFILES["pico_lcd114"][:3]
    b = FakeBoard(w, h, mono)
    clean(b)
    app = App(b)
    app.timeout = 0
    return app, b


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
        f = sys._getframe(1)
        names = []
        while f is not None:
            names.append(f.f_code.co_name)
            f = f.f_back
        seen.append(names)
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
