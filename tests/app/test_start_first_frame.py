"""Start to the first table as .mpy (issue 26: <= 600 ms on the emulated board, was 678-741 ms):
what the boot into a new game does before the table's first frame.
- The computers' code (engine_core.bots, the game's bots: ~50 ms as .mpy) loads after that frame,
  in the same step (app_start._enter); nothing before it asks them.
- The boot into the game (the relaunch flag on the storage) runs none of savedir's work: the
  launcher's own start made the saves' folder and moved an older save in, moments before.
- The heap's 8 KiB threshold (app_menu._GC_EVERY; 32 KiB on a roomy heap) is set from the first
  frame on, and the relaunch clears it before its soft reset, which keeps it (the ports run
  gc_init at power-up only): as .mpy every module's code is heap, and a collection every 8 KiB of
  it cost ~125 ms of Start."""
import gc
import os
import sys

import pytest

from engine_core.games import GAMES
from firmware import app_menu, app_start, save
from tests.app import mp_app_test as m  # first: it provides framebuf on CPython
from tests.app.fakeboard import FakeBoard


class Threshold:
    """gc.threshold (MicroPython's; CPython's gc has none) recording each call with the frames shown
    so far.  Set on the gc module itself: the app loads its modules anew (app.py _HELD)."""

    def __init__(self, shows):
        self.shows, self.calls = shows, []

    def __call__(self, n):
        self.calls.append((n, len(self.shows)))


def _board(folder):
    b = FakeBoard()
    m.clean(b)
    _clean(b)  # a save a failed run left in the saves' folder would make Start ask first
    if folder:
        b.saves = "save/"
        if not os.path.isdir(b.storage + "save"):
            os.mkdir(b.storage + "save")
    return b


def _clean(b):
    for g in GAMES:
        save.clear(save.slot(b.storage + "save/", g[0]))
    m.clean(b)


@pytest.mark.parametrize("folder", (False, True), ids=("storage", "saves_folder"))
@pytest.mark.parametrize("gi", (0, 3), ids=(GAMES[0][0], GAMES[3][0]))
def test_the_boot_into_a_new_game_draws_its_table_first(gi, folder, monkeypatch):
    b = _board(folder)
    app = m.App(b)
    app.timeout = 0
    shows = []
    th = Threshold(shows)
    monkeypatch.setattr(gc, "threshold", th, raising=False)
    monkeypatch.setattr(gc, "mem_free", lambda: 60000, raising=False)  # the app as .mpy: a tight heap
    resets = []
    b.relaunch = lambda: resets.append(list(th.calls))
    m.start(app, b, gi, m.Clock())
    assert resets == [[(-1, 0)]], resets  # the threshold cleared just before the soft reset
    del th.calls[:]
    levels = app.levels
    # the boot after the reset: the flag is on the storage
    assert os.path.exists(b.storage + app_start.RELAUNCH)
    del b.relaunch
    real_show = b.show

    def show():
        shows.append(1)
        real_show()
    b.show = show
    made = []
    # the module the boot will import (another test's app may have dropped and loaded it anew since
    # this file imported it: patching that older object would count nothing)
    cmod = sys.modules.get("firmware.computers") or __import__("firmware.computers", None, None, ("Computers",))
    real = cmod.Computers

    class Counted(real):
        def __init__(self, *a):
            made.append(len(shows))
            real.__init__(self, *a)
    monkeypatch.setattr(cmod, "Computers", Counted)

    imported = []

    class Spy:  # every module imported anew (the app drops and loads its modules: app.py _HELD)
        def find_spec(self, name, path=None, target=None):
            imported.append(name)
    monkeypatch.setattr(sys, "meta_path", [Spy()] + sys.meta_path)
    monkeypatch.delitem(sys.modules, "firmware.savedir", raising=False)
    app = m.App(b)
    assert "firmware.savedir" not in imported, imported  # none of savedir's work
    assert app.game is not None and app.stack[-1].name in ("play", "wait", "pass"), app.stack
    assert app.levels == levels
    assert made == [1], made  # the computers made once, after the table's first frame
    assert sorted(app.computers.bots) == [s for s in range(len(levels)) if levels[s] != "human"]
    assert th.calls == [(app_menu._GC_EVERY, 1)], th.calls  # from the first frame on
    monkeypatch.undo()
    _clean(b)


@pytest.mark.parametrize("free,every", [(60000, app_menu._GC_EVERY), (180000, app_menu._GC_ROOMY)])
def test_the_launcher_sets_the_threshold_after_its_menu(monkeypatch, free, every):
    """8 KiB on a tight heap (the app as .mpy); 32 KiB where the first frame leaves more than 128 KiB
    free (the RP2040's frozen app: a move's 5-10 KiB then hold no collection, issue 25)."""
    b = _board(False)
    shows = []
    real_show = b.show

    def show():
        shows.append(1)
        real_show()
    b.show = show
    th = Threshold(shows)
    monkeypatch.setattr(gc, "threshold", th, raising=False)
    monkeypatch.setattr(gc, "mem_free", lambda: free, raising=False)
    app = m.App(b)
    assert app.stack[-1].name == "menu"
    assert th.calls == [(every, 1)], th.calls
    monkeypatch.undo()
    _clean(b)
