"""Build and flash: the .mpy bundle, the freeze manifest, package.json, and the
flash path end to end against a virtual board (a pty speaking the raw REPL,
backed by a real MicroPython process with a directory as its flash)."""

import os
import subprocess
import sys

import pytest

from runtimes.mpy import ROOT, boards, build, compile_one
from tools import flash as flashmod

VENV_BIN = os.path.dirname(sys.executable)


class _Options:
    """The manifest's `options` global as MicroPython's manifestfile.IncludeOptions gives it."""

    def __init__(self, **kw):
        self.__dict__.update(kw)

    def defaults(self, **kw):
        for k, v in kw.items():
            self.__dict__.setdefault(k, v)


def _run_manifest(**options):
    calls = []
    env = {
        "options": _Options(**options),
        "include": lambda p, **kw: calls.append(("include", p)),
        "package": lambda name, base_path=".", opt=None, files=None: calls.append(("package", name, base_path)),
        "module": lambda name, base_path=".", opt=None: calls.append(("module", name, base_path)),
        "require": lambda name, **kw: calls.append(("require", name)),
    }
    path = os.path.join(ROOT, "firmware", "manifest.py")
    cwd = os.getcwd()
    os.chdir(os.path.dirname(path))  # as MicroPython's tools/manifestfile.py runs a manifest
    try:
        exec(compile(open(path).read(), path, "exec"), env)
    finally:
        os.chdir(cwd)
    return calls


def test_manifest_without_port_extras_for_the_emulated_board():
    # runtimes/toolchains/manifest_frozen.py: the QEMU port has no boards manifest and no micropython-lib
    calls = _run_manifest(port_manifest=False, mip=False)
    assert [c[0] for c in calls] == ["package", "package", "package"]
    assert ("include", "$(PORT_DIR)/boards/manifest.py") in _run_manifest()


def test_manifest_names_files_that_exist_and_compile(tmp_path):
    calls = _run_manifest()
    path = os.path.join(ROOT, "firmware", "manifest.py")
    pkgs = [c for c in calls if c[0] == "package"]
    assert sorted(c[1] for c in pkgs) == ["engine_core", "firmware", "games"]
    n = 0
    for _, name, base in pkgs:
        d = os.path.normpath(os.path.join(os.path.dirname(path), base, name))
        assert os.path.isdir(d), d
        for dirpath, _, files in os.walk(d):
            for f in files:
                if f.endswith(".py"):
                    err = compile_one(os.path.join(dirpath, f), str(tmp_path / ("m%d.mpy" % n)))
                    assert err is None, (f, err)
                    n += 1
    assert n >= 15
    # the micropython-lib drivers the board files' MIP facts name, each once
    assert [c for c in calls if c[0] == "require"] == [("require", "ssd1306")]


def test_package_json_is_up_to_date():
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "gen_package.py"), "--check"],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr


def test_build_holds_exactly_the_board_files(tmp_path):
    assert set(boards()) >= {"pico_lcd114", "pico_ssd1306", "pico_display_pack"}
    out, sizes, errors = build("pico_ssd1306", str(tmp_path))
    assert errors == []
    names = set()
    for dirpath, _, files in os.walk(out):
        for f in files:
            names.add(os.path.relpath(os.path.join(dirpath, f), out))
    assert "main.py" in names
    assert "engine_core/game.mpy" in names and "games/bobs_hat/rules.mpy" in names
    assert "firmware/board_config.mpy" in names and "firmware/boards/pico_ssd1306.mpy" in names
    assert "firmware/boards/pico_lcd114.mpy" not in names
    assert not [n for n in names if n.endswith(".py") and n != "main.py"]
    assert "firmware/manifest.mpy" not in names
    assert sum(s for s, _ in sizes) == sum(os.path.getsize(os.path.join(out, n)) for n in names)


def test_unknown_board_is_refused(tmp_path):
    with pytest.raises(SystemExit) as e:
        build("pico_nonexistent", str(tmp_path))
    assert "unknown board" in str(e.value)


def fake_mpremote(stdout, code=0):
    def run(port, *args, timeout=120):
        return subprocess.CompletedProcess(["mpremote"], code, stdout, "")
    return run


def test_firmware_checks_give_clear_messages(monkeypatch):
    monkeypatch.setattr(flashmod, "mpremote", fake_mpremote("PROBE micropython 1.22.0 2566\n"))
    with pytest.raises(flashmod.FlashError) as e:
        flashmod.check_board("/dev/x")
    assert "loads .mpy v6.2" in str(e.value) and "update" in str(e.value)
    monkeypatch.setattr(flashmod, "mpremote", fake_mpremote("PROBE circuitpython 9.2.0 2822\n"))
    with pytest.raises(flashmod.FlashError) as e:
        flashmod.check_board("/dev/x")
    assert "not MicroPython" in str(e.value)
    monkeypatch.setattr(flashmod, "mpremote", fake_mpremote("PROBE micropython 1.29.0 2822\n"))
    assert flashmod.check_board("/dev/x")[1] == "1.29.0"


def test_no_board_connected_is_a_clear_message():
    with pytest.raises(flashmod.FlashError) as e:
        flashmod.check_board("/dev/pts/99999")
    assert "no board found" in str(e.value)


@pytest.fixture
def virtual_board(tmp_path):
    flash_dir = tmp_path / "flash"
    p = subprocess.Popen([sys.executable, os.path.join(ROOT, "tools", "virtual_board.py"), "--flash", str(flash_dir)],
                         stdout=subprocess.PIPE, text=True)
    port = p.stdout.readline().strip()
    assert port.startswith("/dev/")
    yield port, flash_dir
    p.terminate()
    p.wait(10)


def test_flash_to_virtual_board_and_run_the_engine(virtual_board):
    port, flash_dir = virtual_board
    (flash_dir / "game.json").write_text("{}")  # a saved game must survive a flash
    logs = []
    flashmod.flash("pico_lcd114", port, mip=False, reset="none", out_root=str(flash_dir.parent / "build"),
                   log=logs.append)
    assert (flash_dir / "main.py").exists()
    assert (flash_dir / "games" / "bobs_hat" / "rules.mpy").exists()
    assert (flash_dir / "firmware" / "board_config.mpy").exists()
    assert (flash_dir / "game.json").read_text() == "{}"
    assert not list(flash_dir.glob("engine_core/*.py"))
    # The board (a real MicroPython) now plays a whole game from the flashed .mpy files.
    code = ("from engine_core.games import new_game\nfrom engine_core.rng import Rng\n"
            "g=new_game('bobs_hat',3,{'hands':2},5)\nr=Rng(1)\n"
            "while not g.is_over():\n a=g.legal_actions()\n g.apply(a[r.below(len(a))])\n"
            "print('DONE',g.scores())\n")
    p = flashmod.mpremote(port, "exec", code, timeout=60)
    assert "DONE [" in p.stdout, p.stdout + p.stderr
    # A second flash replaces the packages (stale modules removed) and keeps the save.
    (flash_dir / "engine_core" / "stale.mpy").write_bytes(b"x")
    flashmod.flash("pico_lcd114", port, mip=False, reset="none", out_root=str(flash_dir.parent / "build"),
                   log=logs.append)
    assert not (flash_dir / "engine_core" / "stale.mpy").exists()
    assert (flash_dir / "game.json").exists()
    assert any("micropython" in x for x in logs)


def test_flash_cli_reports_missing_board():
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "flash.py"), "pico_lcd114", "--port",
                        "/dev/pts/99999"], capture_output=True, text=True, timeout=120)
    assert p.returncode == 3
    assert "no board found" in p.stderr


def test_flash_lists_the_board_files_and_dry_runs_from_their_facts(tmp_path):
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "flash.py"), "--list"],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    listed = {line.split()[0]: line for line in p.stdout.splitlines()}
    assert sorted(listed) == boards()
    assert "mip ssd1306" in listed["pico_ssd1306"] and "128x64 mono" in listed["pico_ssd1306"]
    assert "circuitpython" in listed["pybadge"] and "drivers bitmapfb" in listed["pybadge"]
    # the dry run: the build, and the micropython-lib drivers the board file's MIP names
    lines = flashmod.dry_run("pico_ssd1306", str(tmp_path))
    assert "would install driver ssd1306 (mpremote mip install ssd1306)" in lines
    assert not [x for x in flashmod.dry_run("pico_lcd114", str(tmp_path)) if "mip" in x]
    assert any("pybadge_airlift" in x for x in flashmod.dry_run("pybadge"))


def test_flash_hands_a_circuitpython_board_to_its_drive(tmp_path):
    # RUNTIME = "circuitpython": tools/cp_flash.py, which looks for the CIRCUITPY drive
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "flash.py"), "pygamer", "--port", "auto",
                        "--drive", str(tmp_path / "nothing")], capture_output=True, text=True)
    assert p.returncode == 3 and "no drive at" in p.stderr and "CIRCUITPY" in p.stderr, p.stderr
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "flash.py"), "pico_nonexistent"],
                       capture_output=True, text=True)
    assert p.returncode == 2 and "unknown board" in p.stderr


def test_dev_mode_runs_the_board_it_names(monkeypatch, tmp_path):
    # tools/flash.py --dev runs `firmware.main.run(BOARD)` on the board: the named board file, not
    # the one firmware/board_config.py names (run() without an argument: a build's main.py)
    import types

    from firmware import main
    from host_sim import framebuf
    from host_sim.board import HostBoard

    class Stop(Exception):
        pass

    made = []

    def make_board():
        b = HostBoard(storage=str(tmp_path))
        b.poll = lambda: (_ for _ in ()).throw(Stop())
        made.append(b)
        return b

    mod = types.ModuleType("firmware.boards.devprobe")
    mod.make_board = make_board
    monkeypatch.setitem(sys.modules, "firmware.boards.devprobe", mod)
    monkeypatch.setitem(sys.modules, "framebuf", framebuf)
    with pytest.raises(Stop):
        main.run("devprobe")
    assert len(made) == 1
    # the board file is read by then: dropped for the game (issue 24 heap; guide.py reads it again)
    assert "firmware.boards.devprobe" not in sys.modules
