"""The one door to the app's runtimes (host_sim/runtime.py: CPython, the MicroPython unix port,
the emulated board; host_sim/cp_runtime.py: the CircuitPython unix port): make_runtime(kind, ...).
A module of its own so that neither runtime module imports the other's."""
from host_sim.cp_runtime import CircuitPythonRuntime
from host_sim.runtime import CPythonRuntime, EmuRuntime, MicroPythonRuntime


def make_runtime(kind, board, flash=None, clock=None, heap="192K"):
    """heap None: each runtime's own default (192K; circuitpython: the PyBadge's, cp_runtime.py)."""
    if heap is None and kind != "circuitpython":
        heap = "192K"
    if kind == "cpython":
        return CPythonRuntime(board, flash, clock)
    if kind == "micropython":
        return MicroPythonRuntime(board, flash, clock, heap)
    if kind == "emu":
        return EmuRuntime(board, flash, clock, heap)
    if kind == "circuitpython":  # the CircuitPython unix port (host_sim/cp_runtime.py)
        return CircuitPythonRuntime(board, flash, clock, heap)
    raise ValueError("runtime must be cpython, micropython, emu or circuitpython, not %r" % kind)
