"""The engine suite on every interpreter we support besides CPython: tests/mp_runner.py over the
plain-assert modules of tests/engine and tests/per_game (tools/emu/engine.py modules(), the
Makefile's ENGINE_TESTS), on
- MicroPython's unix port (64-bit, the pinned pip build: `make test-micropython`), at full scale,
- the 32-bit MicroPython unix port (a board's small ints and object sizes; built from
  ../shared/vendor by runtimes/toolchains/micropython.py), at full scale,
- CircuitPython's unix port (built by runtimes/toolchains/circuitpython.py), at the quick scale
  (tests/engine/support.py QUICK, as on the emulated board: tests/emu): every test runs and
  asserts the same things; the long randomized tests play a share of their games.  Their games
  are the same on every interpreter (the game's own seeded generator), and all of them are played
  at full scale on CPython and on both MicroPython ports; `make test-circuitpython` runs the full
  scale on CircuitPython.  Each test is a unit of
work of its own (tests/conftest.py), so the two cores share them with the rest of pytest; they used
to run one after another after pytest, on one core.  Without the build tools they skip naming
them -- except with CI=true, where they fail."""
import os
import subprocess

from tests.ci import may_lack
from tools.emu import engine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _suite(exe, quick=False):
    mods = engine.modules()
    path = ROOT + ":" + os.path.join(ROOT, ".frozen")  # as the Makefile's test-micropython
    p = subprocess.run([exe, "-X", "heapsize=4M", "tests/mp_runner.py"] + ["--quick"] * quick + mods, cwd=ROOT,
                       capture_output=True, text=True, timeout=1200, env=dict(os.environ, MICROPYPATH=path))
    lines = p.stdout.strip().splitlines()
    want = sum(engine.count_tests(m) for m in mods)
    assert want > 100
    assert lines and lines[-1] == "%d passed, 0 failed" % want, p.stdout[-3000:] + p.stderr[-2000:]
    return p


def _impl(exe):
    p = subprocess.run([exe, "-c", "import sys; print(sys.implementation.name, sys.maxsize)"], capture_output=True,
                       text=True, timeout=60)
    return p.stdout.split()


def test_micropython_unix_port():
    exe = os.path.join(ROOT, ".venv", "bin", "micropython")
    assert _impl(exe) == ["micropython", str(2**63 - 1)]
    _suite(exe)


def test_micropython_32_bit_unix_port():
    from runtimes.toolchains import deps
    from runtimes.toolchains import micropython as mpbuild
    with may_lack(deps.Missing):
        deps.require("build", "run")
    exe = mpbuild.unix32()
    assert _impl(exe) == ["micropython", str(2**31 - 1)]  # a board's small ints and object sizes
    _suite(exe)


def test_circuitpython_unix_port():
    from runtimes.toolchains import circuitpython as cpb
    with may_lack(cpb.CPBuildError, why="CircuitPython unix port not built: "):
        exe = cpb.build()[0]
    assert _impl(exe)[0] == "circuitpython"
    _suite(exe, quick=True)
