"""The launcher's menu: its cursor keys look for no save on the flash (issue 25/26: each look is a
stat per title's file, 15 ms of a 61 ms cursor key on the emulated RP2040), the frames are those
a menu reading the flash anew draws, and what OK does to the saves shows the next time the menu
is drawn (firmware/launcher.py _entries)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from firmware import ops, save  # noqa: E402
from firmware import texts as T  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drawn, drive, fresh, menu_index, slot  # noqa: E402


def _launcher():
    return __import__("firmware.launcher", None, None, ("x",))


def test_cursor_keys_read_no_save_and_draw_the_same(monkeypatch):
    app, b = fresh()
    with open(slot(b, "bobs_hat") + "game.json", "w") as f:
        f.write("garbage")  # a save the menu offers to resume (and load then finds damaged)
    app = App(b)
    app.timeout = 0
    assert app.stack[-1].name == "menu"
    looks = []
    real = save.exists
    monkeypatch.setattr(save, "exists", lambda p: looks.append(p) or real(p))
    clk = Clock()
    for op in (ops.NEXT, ops.NEXT, ops.NEXT, ops.PREV, ops.PREV, ops.PREV, ops.PREV):
        drive(app, b, [op], clk)
        assert looks == [], looks  # no title's save looked for on a cursor key
        shown = drawn(app)
        _launcher()._shown[0] = None  # the same menu, its entries read from the flash again
        assert drawn(app) == shown
        assert looks, "the fresh draw reads the saves"
        del looks[:]
    assert app.t(T.RESUME) in drawn(app)
    clean(b)


def test_what_ok_did_to_the_saves_shows_on_the_menu():
    """Deleting a damaged save from its question (OK on Resume, then Delete) leaves no Resume
    line on the menu drawn after it; a save made meanwhile (another title) shows."""
    app, b = fresh()
    with open(slot(b, "bobs_hat") + "game.json", "w") as f:
        f.write("garbage")
    app = App(b)
    app.timeout = 0
    clk = Clock()
    assert app.t(T.RESUME) in drawn(app)
    drive(app, b, [ops.NEXT] * menu_index(app, "resume", 0) + [ops.OK], clk)
    assert app.stack[-1].name == "ask"
    with open(slot(b, "auf_der_hut") + "game.json", "w") as f:
        f.write("garbage")  # another title's save appears while the question is up
    drive(app, b, [ops.NEXT, ops.OK], clk)  # Delete
    assert app.stack[-1].name == "menu" and not save.exists(slot(b, "bobs_hat"))
    es = _launcher()._menu_entries(app)
    assert ("resume", 0) not in es and ("resume", 3) in es
    shown = drawn(app)
    assert shown.count(app.t(T.RESUME)) == 1, shown
    drive(app, b, [ops.NEXT, ops.PREV], clk)
    assert drawn(app) == shown
    clean(b)
