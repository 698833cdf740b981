"""The board in emulation: real bare-metal MicroPython (QEMU mps2-an385, tools/emu) as a third
interpreter for the engine, and the whole app on it, frame by frame against the CPython simulator.

Built on demand by tools/emu/build.py (incremental); device figures are `make bench`'s, not here.
"""
import ast
import os
import subprocess
import tempfile

import pytest

from tools.emu import build as emubuild
from tools.emu import qemu
from tools.emu.play import CPySide, EmuSide, Script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENGINE_DIR = os.path.join(ROOT, "tests", "engine")
# On the emulated board (about 10x slower than the unix port on a desktop, and QEMU needs more
# wall time than that): the rules, record and RNG modules.  The bot modules, Auf der Hut's (a
# minute on the unix port) run with `make test-emu-engine`; all run on the 32-bit unix port below.
EMU_ENGINE = ("test_rng", "test_record")
# Launcher order.  A whole game takes 1-5 min of QEMU (Bob's Hat 3p: 193 s of device time), too long
# for CI: here each game is started, played, reset, resumed and played on (tools/emu/games.py plays
# them to the end).
GAMES = (0, 1, 2, 3)
RESET_AFTER = 3  # human presses before the simulated reset
AFTER_RESET = 3  # and after it


def _count_tests(mod):
    with open(os.path.join(ENGINE_DIR, mod + ".py")) as f:
        tree = ast.parse(f.read())
    return sum(1 for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"))


def _engine_modules():
    return sorted(f[:-3] for f in os.listdir(ENGINE_DIR) if f.startswith("test_") and f.endswith(".py"))


def test_unix32_runs_the_engine_suite(emu_ready):
    exe = emubuild.unix32()
    p = subprocess.run([exe, "-c", "import sys; print(sys.maxsize)"], capture_output=True, text=True)
    assert p.stdout.strip() == str(2**31 - 1)  # a 32-bit build: a board's small ints and object sizes
    mods = _engine_modules()
    p = subprocess.run([exe, "-X", "heapsize=4M", "tests/mp_runner.py"] + ["tests.engine." + m for m in mods],
                       cwd=ROOT, env=dict(os.environ, MICROPYPATH=ROOT), capture_output=True, text=True, timeout=900)
    last = p.stdout.strip().splitlines()[-1]
    want = sum(_count_tests(m) for m in mods)
    assert last == "%d passed, 0 failed" % want, p.stdout[-3000:] + p.stderr


def test_engine_suite_on_the_emulated_board(emu_ready):
    from tools.emu.engine import run
    out = run(EMU_ENGINE)
    want = sum(_count_tests(m) for m in EMU_ENGINE)
    assert "%d passed, 0 failed" % want in out, out[-3000:]


@pytest.mark.parametrize("game", GAMES)
def test_scripted_game_matches_the_simulator_across_a_reset(emu_ready, game):
    """One game through the app on the emulated board (frozen firmware, 192 KiB heap):
    start it, play, soft-reset the board (the littlefs in SSRAM survives), resume from the
    launcher, play on; every frame's CRC equals the CPython simulator's for the same keys
    and clock, which does the same with a new App on the same flash."""
    flash = tempfile.mkdtemp(prefix="emu_ref_")
    ref = Script(CPySide(flash, reset=True))  # Start's relaunch resets, as on the board
    ref.start(game)
    assert ref.side.relaunches == 1
    ended, walk = ref.play(RESET_AFTER)
    assert not ended
    ref_a = ref.side.crcs()
    ref2 = Script(CPySide(flash, reset=True), ref.t)  # a new App on the same flash: the reset
    ref2.resume()
    ended, _ = ref2.play(AFTER_RESET, walk=walk)
    ref_b = ref2.side.crcs()

    with qemu.Emu("frozen", "192K") as emu:
        e = Script(EmuSide(emu.app()))
        e.start(game)
        ended, walk2 = e.play(RESET_AFTER)
        assert not ended and walk2 == walk
        assert e.side.saved() > 0
        got_a = e.side.crcs()
        assert e.side.app.relaunches, "Start did not reset into the game"
        e.side.app.quit()
        emu.soft_reset()  # a simulated reset: RAM outside the heap, the littlefs, stays
        e2 = Script(EmuSide(emu.app()), e.t)
        assert e2.side.saved() > 0, "the save did not survive the reset"
        e2.resume()
        e2.play(AFTER_RESET, walk=walk2)
        got_b = e2.side.crcs()
    assert len(got_a) == len(ref_a) and got_a == ref_a
    assert len(got_b) == len(ref_b) and got_b == ref_b
