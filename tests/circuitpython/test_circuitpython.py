"""The app on CircuitPython, tested on the real CircuitPython unix port (build/cp/, built from the
pinned source by runtimes/toolchains/circuitpython.py on first use; the engine suite on it is `make
test-circuitpython`):
- firmware/drivers/bitmapfb.py against MicroPython's framebuf: random drawing calls, identical buffers;
- every screen of a scripted game of each game at 160x128 (the pybadge profile), drawn by the app
  inside CircuitPython through bitmapfb on a displayio.Bitmap, pixel-identical to the same app
  inside MicroPython drawing with framebuf, for the same keys;
- the board files with fake board/keypad/storage/supervisor/analogio (board_check.py): button
  and joystick mapping, boot.py's writable/read-only choice, a save and a resume, a read-only drive;
- `make build BOARD=pybadge`'s drive layout and .mpy version.
Without the build tools (gcc, g++, make, python3-venv) the tests skip naming them -- except with
CI=true, where they fail."""
import os
import shutil
import subprocess
import tempfile

import pytest

from runtimes.toolchains import circuitpython as cpb
from tests.ci import may_lack

ROOT = cpb.ROOT
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
HERE = os.path.join(ROOT, "tests", "circuitpython")


@pytest.fixture(scope="module")
def cp():
    with may_lack(cpb.CPBuildError, why="CircuitPython unix port not built: "):
        return cpb.build()


def _run(exe, args, path, cwd=ROOT, heap="4M"):
    p = subprocess.run([exe, "-X", "heapsize=" + heap] + args, capture_output=True, text=True, cwd=cwd,
                       env=dict(os.environ, MICROPYPATH=path), timeout=600)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    return p.stdout


def test_interpreter_is_circuitpython_without_framebuf(cp):
    out = _run(cp[0], ["-c", "import sys\ntry:\n import framebuf\n print('fb')\nexcept ImportError:\n print('nofb')\n"
                       "print(sys.implementation.name)"], ROOT)
    assert out.split() == ["nofb", "circuitpython"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bitmapfb_matches_framebuf_on_random_calls(cp, seed):
    script = os.path.join(HERE, "fb_random_ops.py")
    want = _run(MPY, [script, str(seed), "500"], ROOT)
    got = _run(cp[0], [script, str(seed), "500"], ROOT)
    assert len(want) > 160 * 128  # the whole buffer as hex
    assert want.strip().split("\n")[-1].strip("0"), "the random calls drew something"
    assert got == want


def _script(gi):
    """Keys of a scripted game: open game gi's setup, Start, then OK through several moves (the
    computers move in between), the in-game menu and its pages, back into the game."""
    from firmware import ops
    keys = [ops.NEXT] * gi + [ops.OK, ops.PREV, ops.OK]
    keys += [ops.OK, ops.NEXT, ops.OK, ops.OK] * 5
    keys += [ops.BACK, ops.OK, ops.BACK, ops.NEXT, ops.OK, ops.BACK, ops.NEXT, ops.NEXT, ops.OK, ops.BACK,
             ops.NEXT, ops.NEXT, ops.NEXT, ops.OK, ops.BACK, ops.BACK]
    keys += [ops.OK, ops.NEXT, ops.OK] * 4
    return keys


def _play(rt, keys):
    for op in keys:
        rt.clock.t += 50
        rt.tick()
        rt.handle(op)
        n = 0
        while rt.busy() and n < 200:
            rt.clock.t += 800
            rt.tick()
            n += 1
    return [(f.indexes(), f.palette, f.backlight) for f in rt.frames]


@pytest.mark.parametrize("gi", [0, 1, 2, 3])
def test_every_screen_of_a_game_matches_micropython_at_160x128(cp, gi):
    from runtimes.make import make_runtime
    keys = _script(gi)
    out = []
    for kind in ("micropython", "circuitpython"):  # as `--runtime micropython|circuitpython` runs them
        flash = tempfile.mkdtemp(prefix="cp_parity_")
        rt = make_runtime(kind, "pybadge", flash, heap="512K")
        assert rt.kind == kind
        try:
            out.append(_play(rt, keys))
        finally:
            rt.close()
            shutil.rmtree(flash, ignore_errors=True)
    mp, circ = out
    assert len(mp) > len(keys) // 2
    assert len({f[0] for f in mp}) > 20, "the script reaches many different screens"
    assert len(circ) == len(mp)
    for i, (a, b) in enumerate(zip(mp, circ, strict=True)):
        if a != b:
            bad = [k for k in range(len(a[0])) if a[0][k] != b[0][k]]
            raise AssertionError("frame %d of %d differs: %d pixels, first at (%d, %d); palettes equal: %s"
                                 % (i, len(mp), len(bad), bad[0] % 160 if bad else -1, bad[0] // 160 if bad else -1,
                                    a[1] == b[1]))


def test_board_files_with_fake_hardware(cp):
    flash = tempfile.mkdtemp(prefix="cp_board_")
    try:
        out = _run(cp[0], [os.path.join(HERE, "board_check.py"), ROOT],
                   os.path.join(HERE, "fakes") + ":" + ROOT, cwd=flash)
    finally:
        shutil.rmtree(flash, ignore_errors=True)
    for check in ("pybadge buttons", "pybadge screen", "pygamer joystick", "boot.py writable",
                  "boot.py gives the drive to the computer", "save and resume",
                  "settings give the drive to the computer", "read-only drive",
                  "the speaker's note sounds while the app goes on and ends by itself"):
        assert "PASS " + check in out, out
    assert out.strip().endswith("ALL PASS")


def test_build_writes_the_circuitpy_drive(cp, tmp_path):
    from runtimes.mpy import build_circuitpy
    top, sizes, errors = build_circuitpy("pybadge", str(tmp_path))
    assert errors == []
    names = sorted(os.listdir(top))
    assert names == ["boot.py", "code.py", "lib"]
    lib = os.path.join(top, "lib")
    assert sorted(os.listdir(lib)) == ["engine_core", "firmware", "games"]
    fw = os.listdir(os.path.join(lib, "firmware"))
    assert "board_config.mpy" in fw and "app.mpy" in fw
    # the drivers its DRIVERS fact names, and no other
    assert sorted(os.listdir(os.path.join(lib, "firmware", "drivers"))) == ["__init__.mpy", "bitmapfb.mpy"]
    boards = os.listdir(os.path.join(lib, "firmware", "boards"))
    assert "pybadge.mpy" in boards and "_badge.mpy" in boards and "pico_lcd114.mpy" not in boards
    with open(os.path.join(lib, "firmware", "app.mpy"), "rb") as f:
        head = f.read(2)
    assert head == b"C\x06"  # CircuitPython's own .mpy header ("C", v6), not MicroPython's "M"
    # the drive's code boots on CircuitPython as far as the hardware: the app's modules load as .mpy
    out = _run(cp[0], ["-c", "from firmware.drivers import bitmapfb\nbitmapfb.install()\nimport firmware.app\n"
                       "import firmware.board_config as c\nprint(c.PROFILE)"], lib, cwd=str(tmp_path))
    assert out.strip() == "pybadge"


def test_micropython_builds_leave_the_circuitpython_files_out():
    from runtimes.mpy import sources
    mp = sources("pico_lcd114")
    assert "firmware/app.py" in mp
    assert not [f for f in mp if f in ("firmware/drivers/bitmapfb.py", "firmware/boards/_badge.py")
                or f.startswith("firmware/circuitpy/") or f.endswith(("/pybadge.py", "/pygamer.py"))]


def _drive(tmp_path, version, board_id="pybadge"):
    d = tmp_path / "CIRCUITPY"
    d.mkdir(exist_ok=True)
    (d / "boot_out.txt").write_text("Adafruit CircuitPython %s on 2025-10-17; Adafruit PyBadge with samd51j19\n"
                                    "Board ID:%s\n" % (version, board_id))
    return d


def test_flash_copies_the_drive_keeping_saves(cp, tmp_path):
    from tools import cp_flash
    d = _drive(tmp_path, "10.0.3")
    (d / "game.json").write_text("SAVE")
    (d / "settings.txt").write_text("1,1,60")
    (d / "lib" / "firmware").mkdir(parents=True)
    (d / "lib" / "firmware" / "stale.mpy").write_bytes(b"old")
    (d / "lib" / "adafruit_other.mpy").write_bytes(b"keep")
    cp_flash.flash("pybadge", str(d))
    assert (d / "game.json").read_text() == "SAVE" and (d / "settings.txt").read_text() == "1,1,60"
    assert (d / "lib" / "adafruit_other.mpy").read_bytes() == b"keep"
    assert not (d / "lib" / "firmware" / "stale.mpy").exists()
    assert (d / "code.py").exists() and (d / "boot.py").exists()
    assert (d / "lib" / "firmware" / "boards" / "pybadge.mpy").exists()


@pytest.mark.parametrize("version,board,words", [
    ("9.2.1", "pybadge", "CircuitPython 9.2.1; this build's .mpy files need CircuitPython 10.x"),
    ("10.0.3", "pygamer", "belongs to a 'pybadge' board, not pygamer"),
])
def test_flash_refuses_a_wrong_board_or_version(tmp_path, version, board, words):
    from tools import cp_flash
    d = _drive(tmp_path, version)
    with pytest.raises(cp_flash.FlashError) as e:
        cp_flash.flash(board, str(d))
    assert words in str(e.value)
    assert sorted(os.listdir(d)) == ["boot_out.txt"]  # nothing copied


def test_flash_without_a_drive_says_how_to_name_it(tmp_path):
    from tools import cp_flash
    with pytest.raises(cp_flash.FlashError) as e:
        cp_flash.find_drive(str(tmp_path / "nothing"))
    assert "DRIVE=" in str(e.value)


def test_flash_keeps_the_drives_own_code_and_says_the_badge_must_be_reset(cp, tmp_path, monkeypatch, capsys):
    """Issue 28 points 10, 12: an owner's own code.py/boot.py on the drive is kept on the
    computer before it is replaced (and said where); flashing the same build again keeps nothing
    (the files are the app's own); the last line says the badge cannot save until its reset."""
    from tools import cp_flash
    monkeypatch.setattr(cp_flash, "ROOT", str(tmp_path))
    d = _drive(tmp_path, "10.0.3")
    (d / "code.py").write_text("print('my own blinky')\n")
    (d / "boot.py").write_text("# my boot\n")
    cp_flash.flash("pybadge", str(d))
    out = capsys.readouterr().out
    kept = sorted((tmp_path / "build" / "flash-backup").iterdir())
    assert len(kept) == 1
    assert (kept[0] / "code.py").read_text() == "print('my own blinky')\n"
    assert (kept[0] / "boot.py").read_text() == "# my boot\n"
    assert "kept in" in out and "boot.py and code.py" in out, out
    last = out.strip().splitlines()[-1]
    assert "cannot save until you press its RESET button" in last, last
    cp_flash.flash("pybadge", str(d))  # the app's own files: nothing to keep
    assert len(list((tmp_path / "build" / "flash-backup").iterdir())) == 1


def test_simulator_runs_the_badges_heap_on_the_32_bit_port_by_default(cp, tmp_path):
    """Issue 28 point 14: `--runtime circuitpython` claimed 192K (the badge's whole RAM) on the
    64-bit port.  Without --heap it runs the 32-bit port (a SAMD51's object sizes) at 127K, the
    lower end of what a PyBadge leaves code.py, and --help says so; a given heap keeps the
    64-bit port."""
    import sys

    from runtimes.make import make_runtime
    help_text = subprocess.run([sys.executable, "-m", "host_sim", "--help"], cwd=ROOT, capture_output=True,
                               text=True).stdout
    flat = " ".join(help_text.split())
    assert "circuitpython: 127K on the 32-bit CircuitPython unix port" in flat, flat
    assert "PyBadge" in flat
    with may_lack(cpb.CPBuildError, why="no 32-bit CircuitPython build: "):
        cpb.build32()
    rt = make_runtime("circuitpython", "pybadge", str(tmp_path / "f"), heap=None)
    try:
        assert rt.exe == cpb.BINARY32 and rt.heap == "127K"
        assert "heapsize=127K" in rt.proc.args
        assert rt.frames  # the menu, drawn inside the 32-bit port within the badge's heap
    finally:
        rt.close()
    rt = make_runtime("circuitpython", "pybadge", str(tmp_path / "g"), heap="512K")
    try:
        assert rt.exe == cp[0] and "heapsize=512K" in rt.proc.args
    finally:
        rt.close()


def test_zip_is_a_ready_circuitpy_folder_for_an_owner(cp, tmp_path):
    """Issue 28 point 15: an owner without a compiler gets the CIRCUITPY folder as a zip
    (make cp-zip BOARD=pybadge): code.py, boot.py, lib/ as the drive wants them, and the steps
    from an empty badge to the first game."""
    import zipfile

    from tools import cp_flash
    path = cp_flash.make_zip("pybadge", str(tmp_path / "pybadge-CIRCUITPY.zip"))
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        steps = z.read("HOW-TO-INSTALL.txt").decode()
        d = tmp_path / "drive"
        z.extractall(d)
    assert {"code.py", "boot.py", "lib/firmware/boards/pybadge.mpy", "lib/engine_core/record.mpy"} <= set(names)
    assert not [n for n in names if n.endswith(".py") and n not in ("code.py", "boot.py")]
    for words in ("circuitpython.org/board/pybadge", "PYBADGEBOOT", "CIRCUITPY", "Press the badge's reset button once",
                  "hold any button while pressing reset"):
        assert words in steps, words
    # the unzipped folder holds what make flash puts on a drive (the same files)
    top, _, _ = __import__("tools.build", None, None, ("x",)).build_circuitpy("pybadge", str(tmp_path / "b"))
    want = sorted(os.path.relpath(os.path.join(p, f), top) for p, _, fs in os.walk(top) for f in fs)
    assert sorted(n for n in names if n != "HOW-TO-INSTALL.txt") == want


def test_cp_heap_plays_a_whole_game_to_its_ranking_and_writes_the_readme_line(cp, tmp_path):
    """Issue 28 point 16: `tools/cp_heap.py bargain_hunt --32` crashed: its workload's walk went
    on past the ranking into Play again (a reset into a new game).  A whole Bargain Hunt at its
    largest table passes now; --readme writes the figures between README.md's markers."""
    from runtimes.mpy import build
    from tools import cp_heap
    lib, _, errors = build("pybadge", str(tmp_path / "lib"), cp[1], "lib")
    assert not errors
    assert cp_heap.run(cp[0], lib, 512 * 1024, "bargain_hunt", 100000) == "pass"
    readme = tmp_path / "README.md"
    readme.write_text("x: <!-- cp_heap -->old figures<!-- /cp_heap --> -- y\n")
    line = cp_heap.write_readme([("bobs_hat", 5, 124 * 1024, "32"), ("bargain_hunt", 4, 125.5 * 1024, "32")],
                                str(readme))
    text = readme.read_text()
    assert text.startswith("x: <!-- cp_heap -->Bob's Hat 5p 124 KiB, Bargain Hunt 4p 125.5 KiB (32-bit port, measured ")
    assert text.endswith("<!-- /cp_heap --> -- y\n") and line in text
