"""The boot looks at the saves' folder once (issue 26): one listing answers the older save's move
(firmware/savedir.py slots), every title's heal and the launcher menu's first Resume lines, where
each title's files were looked for one filesystem call at a time (save.heal about seven a title,
then the menu's draw again: 53 + 15 ms on the emulated RP2040).  A title with no file costs no
call; a title with files is healed and offered exactly as before (the save tests under tests/app
pass unchanged; here: a torn first save and a stray seat file are removed, a damaged save is
kept and offered, on a board with a saves' folder and on one without)."""
import os
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import GAMES  # noqa: E402
from firmware import save, savefs  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean, drawn  # noqa: E402


class Counted:
    """savefs's os, counting each call with its path."""

    def __init__(self, real, calls):
        self._real, self._calls = real, calls

    def __getattr__(self, name):
        f = getattr(self._real, name)
        if not callable(f):
            return f

        def call(*a):
            self._calls.append((name,) + tuple(str(x) for x in a))
            return f(*a)
        return call


def _board(folder):
    b = FakeBoard()
    clean(b)
    if folder:
        b.saves = "save/"
        saves = b.storage + "save/"
        if not os.path.isdir(saves):
            os.mkdir(saves[:-1])
    else:
        saves = b.storage
    return b, saves


def _write(path, text):
    with open(path, "w") as f:
        f.write(text)


@pytest.mark.parametrize("folder", (False, True), ids=("storage", "saves_folder"))
def test_boot_lists_the_saves_once(folder, monkeypatch):
    b, saves = _board(folder)
    bh, bhunt, adh = (save.slot(saves, GAMES[i][0]) for i in (0, 1, 3))
    _write(bh + "game.json", "garbage")  # damaged: kept, and Resume offered (load says why)
    _write(bhunt + "game.tmp", "00000000\n{")  # a first save cut: no save, healed away
    _write(adh + "seats.txt", "human,easy\n0")  # the seat file of no game: healed away
    calls = []
    opened = []
    real_open = savefs._open
    monkeypatch.setattr(savefs, "_os", Counted(os, calls))
    monkeypatch.setattr(savefs, "_open", lambda p, *a: opened.append(p) or real_open(p, *a))
    app = App(b)
    assert app.stack[-1].name == "menu"
    lists = [c for c in calls if c[0] in ("listdir", "ilistdir")]
    assert len(lists) == 1, lists  # one listing for the move, the heal and the menu
    # the titles with no file cost no call at all
    quiet = [save.slot(saves, g[0]) for i, g in enumerate(GAMES) if i not in (0, 1, 3)]
    for p in quiet:
        touched = [c for c in calls if any(x.startswith(p) for x in c[1:])] + [o for o in opened if o.startswith(p)]
        assert touched == [], (p, touched)
    # healed as before: the torn first save and the stray seat file gone, the damaged save kept
    assert not os.path.exists(bhunt + "game.tmp") and not os.path.exists(adh + "seats.txt")
    assert os.path.exists(bh + "game.json")
    es = __import__("firmware.launcher", None, None, ("x",))._menu_entries(app)
    assert [e for e in es if e[0] == "resume"] == [("resume", 0)]
    # the menu drawn from the boot's listing is the menu drawn from a fresh look
    shown = drawn(app)
    __import__("firmware.launcher", None, None, ("x",))._shown[0] = None
    assert drawn(app) == shown
    monkeypatch.undo()
    clean(b)


def test_unlisted_titles_cost_calls_without_a_listing(monkeypatch):
    """The count above is the listing's doing: with a folder that cannot be listed, the boot
    looks for each title's files one by one (as before), and heals the same."""
    b, saves = _board(True)
    adh = save.slot(saves, GAMES[3][0])
    _write(adh + "seats.txt", "human,easy\n0")
    calls = []
    monkeypatch.setattr(savefs, "_os", Counted(os, calls))
    from firmware import save_read
    monkeypatch.setattr(save_read, "listdir", lambda saves: None)
    App(b)
    quiet = save.slot(saves, GAMES[2][0])
    looks = [c for c in calls if any(x.startswith(quiet) for x in c[1:])]
    assert len(looks) >= 7, looks  # each of its files looked for, in heal and in the menu
    assert not os.path.exists(adh + "seats.txt")
    monkeypatch.undo()
    clean(b)
