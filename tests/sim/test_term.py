"""The terminal front end driven through a pseudo-terminal: its output parsed back by a small
terminal emulator gives the frame's colours, pixel for pixel."""
import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time

from host_sim.board import Frame, rgb565_to_rgb
from host_sim.headless import Sim
from host_sim.term import HALF, Keys, render_rows
from tests.sim.conftest import ROOT
from tests.sim.vt import VT


def _read_until(fd, buf, pred, limit_s=60):
    end = time.monotonic() + limit_s  # a guard against a hang, not a timing assertion
    while not pred(buf) and time.monotonic() < end:
        r, _, _ = select.select([fd], [], [], 0.2)
        if r:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            buf += data
    return buf


def _check_grid(vt, frame):
    """Every pixel of the frame is the fg (even y) or bg (odd y) of its half-block cell."""
    cols = frame.colours()
    idx = frame.indexes()
    w, h = frame.w, frame.h
    for y in range(h):
        for x in range(w):
            ch, fg, bg = vt.cells[(1 + y // 2, 1 + x)]
            assert ch == HALF
            want = cols[idx[y * w + x]]
            got = fg if y % 2 == 0 else bg
            assert got == want, "pixel (%d, %d): terminal %s, frame %s" % (x, y, got, want)
        if h % 2 and y == h - 1:
            assert all(vt.cells[(1 + y // 2, 1 + x)][2] is None for x in range(w))


def _pty(columns, lines):
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
    return master, slave


def _run_term(columns, lines, args, script):
    """`python -m host_sim --ui term ARGS` in a pseudo-terminal of that size: for each (keys,
    until) of script, type keys and read its output until `until(output so far)` holds (it must,
    within the guard's time); then q, and it must leave the alternate screen and exit with 0.
    Returns all it wrote."""
    master, slave = _pty(columns, lines)
    env = dict(os.environ, TERM="xterm-256color", PYTHONPATH=ROOT)
    env.pop("SDL_VIDEODRIVER", None)
    p = subprocess.Popen([sys.executable, "-m", "host_sim", "--ui", "term"] + args,
                         stdin=slave, stdout=slave, stderr=slave, cwd=ROOT, env=env, close_fds=True)
    os.close(slave)
    buf = b""
    try:
        for keys, until in script + [(b"q", lambda b: b"\x1b[?1049l" in b)]:
            if keys:
                os.write(master, keys)
            buf = _read_until(master, buf, until)
            assert until(buf), (keys, buf[-300:])
        assert p.wait(timeout=30) == 0
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        os.close(master)
    return buf


def test_terminal_ui_through_a_pty(tmp_path):
    # full size: 240 columns, 68 rows + 3 status lines
    buf = _run_term(240, 71, ["--board", "pico_lcd114", "--keys", "NEXT", "--flash", str(tmp_path / "flash"),
                              "--seed", "5"],
                    [(b"", lambda b: b"Enter OK" in b and b"\x1b[?1049h" in b),  # the alternate screen
                     # Enter = OK: the menu's second game opens its setup screen
                     (b"\r", lambda b: b.count(b"Enter OK") >= 2)])
    vt = VT()
    vt.feed(buf.decode("utf-8"))
    # the same keys headless: NEXT (scripted) then OK (typed)
    ref = Sim("pico_lcd114", "cpython", str(tmp_path / "ref"), seed=5)
    ref.keys("NEXT,OK")
    frame = ref.last()
    ref.close()
    _check_grid(vt, frame)
    # a few known pixels by colour: the background (palette 0, black) at the bottom right, the
    # highlight bar (palette 2, yellow) of the selected line on row 1 (y = 10..19)
    assert vt.cells[(68, 240)][1] == (0, 0, 0)
    assert vt.cells[(6, 239)][1] == rgb565_to_rgb(0xFFE0) == (255, 255, 0)
    status = vt.line(68 + 1)
    assert "pico_lcd114" in status and "cpython" in status


def test_render_rows_only_changes_colour_when_needed():
    f = Frame(bytes([0x12, 0x22, 0x00]), tuple(range(16)), 100, 4, 1, False)
    (row,) = render_rows(f)
    assert row.count(HALF) == 4
    assert row.count("\x1b[38;2;") == 2  # 1, then 2 for the next three pixels
    assert row.count("\x1b[49m") == 1  # odd height: no bottom pixel


def test_key_reader_parses_arrows_esc_and_quit():
    r, w = os.pipe()
    try:
        k = Keys(r)
        os.write(w, b"\x1b[A\x1b[D\x1bOC\r \x7fq")
        assert k.read(1) == ["up", "left", "right", "enter", "space", "backspace", "quit"]
        os.write(w, b"\x1b")
        assert k.read(1) == ["esc"]
    finally:
        os.close(r)
        os.close(w)


def test_a_120x40_terminal_gets_the_screen_at_half_size(tmp_path):
    """The size check through a real pty: a 120x40 terminal shows every 2x2 block as one pixel
    (the average colour), says what full size needs, and nothing is drawn past its edges."""
    buf = _run_term(120, 40, ["--flash", str(tmp_path / "f"), "--seed", "5"], [(b"", lambda b: b"q quits" in b)])
    vt = VT()
    vt.feed(buf.decode("utf-8"))
    assert max(c for (_, c) in vt.cells) <= 120 and max(r for (r, _) in vt.cells) <= 40
    ref = Sim("pico_lcd114", "cpython", str(tmp_path / "ref"), seed=5)
    from firmware import guide  # a person at a new console sees the button guide first (host_sim)
    guide.first_launch(ref.rt.app)
    frame = ref.last()
    ref.close()
    rows = render_rows(frame, 2)
    assert len(rows) == 34
    half = VT()
    for i, r in enumerate(rows):
        half.row, half.col = i + 1, 1
        half.feed(r)
    for (r, c), cell in half.cells.items():
        assert vt.cells[(r, c)] == cell, (r, c)
    assert vt.line(35).startswith("1/2 size (full size needs 240x71)")
    assert "q quits" in vt.line(36)
