"""The one door to the app's runtimes: make_runtime(kind, board, ...)."""
KINDS = ("cpython", "micropython", "emu", "circuitpython")


def make_runtime(kind, board, flash=None, clock=None, heap="192K"):
    """heap None: each runtime's own default (192K; circuitpython: the PyBadge's, runtimes/unix.py)."""
    if heap is None and kind != "circuitpython":
        heap = "192K"
    if kind == "cpython":
        from runtimes.cpython import CPythonRuntime
        return CPythonRuntime(board, flash, clock)
    if kind == "micropython":
        from runtimes.unix import MicroPythonRuntime
        return MicroPythonRuntime(board, flash, clock, heap)
    if kind == "emu":
        from runtimes.emu import EmuRuntime
        return EmuRuntime(board, flash, clock, heap)
    if kind == "circuitpython":
        from runtimes.unix import CircuitPythonRuntime
        return CircuitPythonRuntime(board, flash, clock, heap)
    raise ValueError("runtime must be %s, not %r" % (", ".join(KINDS), kind))
