"""Every game fits the PyBadge's heap: a whole game at its largest table inside the 32-bit
CircuitPython unix port (a SAMD51's object sizes) capped at runtimes/unix.py's PYBADGE_HEAP (127
KiB, what a PyBadge is estimated to leave code.py; `make sim ARGS="--board pybadge --runtime
circuitpython"` runs at the same cap), through tools/cp_heap.py's own run(): the app as .mpy from
CircuitPython's mpy-cross, the launcher starting the game and resetting into it (one process),
then the game booting from its save and playing to its ranking (a second process), one human, the
rest computers, a save after every move.

Why a whole game covers the peak: tools/cp_heap.py's figure is the smallest heap at which this very
run passes; the peak comes at the largest table, mid-game (the computers' searches, the play
screen, the save) or at the ranking, and a whole game passes through all of them.  Where the heap
falls short anywhere on the way the run ends in a MemoryError, which run() reports as "memory".
The measured figures (docs/FIGURES.md, cp-heap) were 116-122 KiB when this test was written.
Cost: about 18 CPU-seconds for the four games and 3 for the .mpy build.  A fragmented heap is not
monotonic: cp_heap.py also checks the 2 KiB above its figure; this test checks the cap itself."""
import pytest

from engine_core.games import NAMES
from runtimes.toolchains import circuitpython as cpb
from runtimes.unix import PYBADGE_HEAP
from tests.ci import may_lack

CAP = int(PYBADGE_HEAP.rstrip("K")) * 1024


@pytest.fixture(scope="module")
def badge(tmp_path_factory):
    """(the 32-bit port, the pybadge's lib/ as .mpy): built once for the module."""
    from runtimes.mpy import build
    with may_lack(cpb.CPBuildError, why="no 32-bit CircuitPython build: "):
        _, cross = cpb.build()
        exe = cpb.build32()
    lib, _, errors = build("pybadge", str(tmp_path_factory.mktemp("badge_heap")), cross, "lib")
    assert not errors
    return exe, lib


@pytest.mark.parametrize("game", NAMES)
def test_a_whole_game_at_its_largest_table_fits_the_badges_heap(badge, game):
    from tools import cp_heap
    exe, lib = badge
    assert CAP == 127 * 1024
    r = cp_heap.run(exe, lib, CAP, game, 100000)
    assert r == "pass", "%s does not fit the PyBadge's %s heap: %s (measure: python3 tools/cp_heap.py --32 %s)" % (
        game, PYBADGE_HEAP, r, game)


def test_the_same_run_runs_out_of_memory_in_a_heap_too_small(badge):
    """The run above can fail: with 96 KiB (the 100 KiB aim's side of the figures) it does, as a
    MemoryError ("memory"), not as any other failure."""
    from tools import cp_heap
    exe, lib = badge
    assert cp_heap.run(exe, lib, 96 * 1024, "baptistenskat", 100000) == "memory"
