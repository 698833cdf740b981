"""Headless scripted sessions on both runtimes, and the cross-runtime parity of every frame."""
import os

import pytest

from firmware import ops
from host_sim.headless import Sim, parse_op, split_keys
from runtimes.unix import BoardMemoryError
from tests.sim.support import SESSION, run_session


def test_cpython_session_reaches_play_and_draws_frames(tmp_path):
    sim = Sim("pico_lcd114", "cpython", str(tmp_path))
    sim.keys("NEXT,OK,PREV,OK")
    app = sim.rt.app
    assert app.game is not None
    assert app.stack[-1].name in ("play", "pass", "wait")
    assert len(sim.frames) >= 5
    assert len(sim.frame()) == 240 * 135 // 2 + 1
    # the first frame (menu) and the last (table) differ
    assert sim.frames[0].data != sim.frame()
    sim.close()


@pytest.mark.parametrize("board", ["pico_lcd114", "pico_display_pack", "pico_ssd1306"])
def test_frames_identical_on_cpython_and_micropython(tmp_path, board):
    cp, _ = run_session("cpython", tmp_path / "cp", board)
    mp, sim = run_session("micropython", tmp_path / "mp", board)
    assert len(cp) == len(mp) and len(cp) > 20
    for i, (a, b) in enumerate(zip(cp, mp, strict=True)):
        assert a.data == b.data, "frame %d differs (%s)" % (i, board)
        assert a.palette == b.palette, "palette of frame %d differs" % i
        assert a.t == b.t
    # the session really played: several distinct screens, computer moves included
    assert len({f.data for f in cp}) > 10
    # the board's CPU time is measured inside MicroPython for each frame
    assert all(f.cpu_us is not None and f.cpu_us >= 0 for f in mp)
    assert all(f.cpu_us is None for f in cp)
    assert max(f.cpu_us for f in mp) > 0


def test_micropython_saves_land_in_flash_dir_and_resume_on_cpython(tmp_path):
    flash = tmp_path / "flash"
    frames, _ = run_session("micropython", flash, keys="NEXT,OK,PREV,OK,OK,OK")
    assert (flash / "bargain_hunt-game.json").exists()  # the second title's save (one a title)
    # the same flash directory, read by the app on CPython: the menu now offers Resume, so its
    # first frame differs from a fresh flash's and equals MicroPython's own resumed first frame
    fresh = Sim("pico_lcd114", "cpython", str(tmp_path / "empty"))
    with_save = Sim("pico_lcd114", "cpython", str(flash))
    mp_again = Sim("pico_lcd114", "micropython", str(flash))
    try:
        assert with_save.frame() != fresh.frame()
        assert with_save.frame() == mp_again.frame()
        # Resume is the menu's first entry, under the cursor when a game is saved
        for s in (with_save, mp_again):
            s.keys("OK")
        assert with_save.frame() == mp_again.frame()
        assert with_save.rt.app.game is not None and len(with_save.rt.app.game.history) >= 1
    finally:
        for s in (fresh, with_save, mp_again):
            s.close()


def test_memory_error_on_the_board_surfaces_clearly(tmp_path):
    with pytest.raises(BoardMemoryError) as ei:
        s = Sim("pico_lcd114", "micropython", str(tmp_path), heap="32K")
        s.keys(SESSION)
    msg = str(ei.value)
    assert "MemoryError on the board (MicroPython)" in msg
    assert "memory allocation failed" in ei.value.traceback


def test_run_until_idle_finishes_computer_moves(tmp_path):
    sim = Sim("pico_lcd114", "micropython", str(tmp_path))
    try:
        sim.keys("NEXT,OK,PREV")
        sim.press(ops.OK)  # Start: Anna (human) then computer seats
        n = len(sim.frames)
        sim.run_until_idle()
        assert not sim.rt.busy()
        assert len(sim.frames) >= n
    finally:
        sim.close()


def test_ascii_and_key_parsing(tmp_path):
    sim = Sim("pico_ssd1306", "cpython", str(tmp_path))
    art = sim.ascii().split("\n")
    assert len(art) == 64
    f = sim.last()
    idx = f.indexes()
    for y in (0, 3, 9, 20):
        row = art[y].ljust(128)
        assert row == "".join(" #"[idx[y * 128 + x]] for x in range(128))
    assert split_keys("ok, next  PREV,,back") == ["OK", "NEXT", "PREV", "BACK"]
    assert parse_op("down") == ops.DOWN
    with pytest.raises(ValueError):
        parse_op("JUMP")
    sim.close()


def test_backlight_follows_idle_timeout(tmp_path):
    sim = Sim("pico_lcd114", "micropython", str(tmp_path))
    try:
        sim.advance(301000)  # the app's default timeout is 300 s (a memory game needs long looks): blank
        assert sim.rt.backlight == 0
        assert sim.last().rgb() == bytes(240 * 135 * 3)
        sim.press("NEXT")  # the waking key is swallowed, light back on
        assert sim.rt.backlight == 100
    finally:
        sim.close()


def test_flash_dir_created_on_demand(tmp_path):
    d = tmp_path / "a" / "b"
    sim = Sim("pico_lcd114", "cpython", str(d))
    assert os.path.isdir(d)
    assert sim.rt.board.storage == str(d) + os.sep
    sim.close()
