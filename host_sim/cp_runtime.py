"""The simulator's circuitpython runtime: the app as .mpy inside the CircuitPython unix port.

Like host_sim.runtime.MicroPythonRuntime (same pipe protocol, same Frame objects), but the
interpreter is build/cp/micropython (tools/circuitpython.py builds it and its mpy-cross from the
pinned source), the bundle is compiled by CircuitPython's mpy-cross, and host_sim/mp_main.py
draws through firmware/drivers/bitmapfb.py on a displayio.Bitmap -- the PyBadge's drawing path.

The heap (issue 28 point 14): without one given (heap=None, the simulator's default), the 32-bit
build of the port (tools/circuitpython.py build32: a SAMD51's object sizes) capped at
PYBADGE_HEAP, the lower end of what a PyBadge leaves code.py; a given heap runs the 64-bit port
as before (its objects are bigger: a pass there says less about the badge).
"""
import os
import shutil
import subprocess
import tempfile

from host_sim.board import PROFILES, Clock, default_flash
from host_sim.runtime import ROOT, BoardError, MicroPythonRuntime

# What a PyBadge (SAMD51, 192 KiB RAM) leaves code.py under CircuitPython 10, estimated from
# SAMD51 reports at 127-146 KiB: the lower end, until someone measures a real badge.
PYBADGE_HEAP = "127K"


class CircuitPythonRuntime(MicroPythonRuntime):
    kind = "circuitpython"

    def __init__(self, board="pybadge", flash=None, clock=None, heap=None):
        from tools.build import build
        from tools.circuitpython import CPBuildError, build32
        from tools.circuitpython import build as cp_build
        if board not in PROFILES:
            raise ValueError("unknown board %r" % board)
        self.w, self.h, self.mono, _ = PROFILES[board]
        if self.mono or self.w % 8:
            fit = sorted(n for n, p in PROFILES.items() if not p[2] and p[0] % 8 == 0)
            raise ValueError("the circuitpython runtime needs a colour profile whose width is a multiple of 8 "
                             "(%s), not %r" % (", ".join(fit), board))
        try:
            exe, cross = cp_build()
            if heap is None:
                exe, heap = build32(), PYBADGE_HEAP
        except CPBuildError as e:
            raise BoardError("build", str(e) + (" (--heap N runs the 64-bit port)" if heap is None else ""))
        self.exe, self.heap = exe, heap
        self.name = board
        self.clock = clock or Clock()
        self.frames = []
        self.cpu_us = []
        self.mem_free = None
        self.backlight = 100
        self.beeps = []
        self.output = []
        self._busy = False
        flash = os.path.abspath(flash or default_flash(board))
        os.makedirs(flash, exist_ok=True)
        self.flash = flash
        self._bundle = tempfile.mkdtemp(prefix="sim_cpmpy_")
        out, _, errors = build(board, self._bundle, cross)
        if errors:
            shutil.rmtree(self._bundle, ignore_errors=True)
            raise BoardError("build", "CircuitPython's mpy-cross failed: " + "; ".join(errors))
        env = dict(os.environ, MICROPYPATH=out + ":" + ROOT, PYTHONPATH=ROOT)
        cmd = [exe, "-X", "heapsize=" + str(heap), os.path.join(ROOT, "host_sim", "mp_main.py"),
               board, str(self.w), str(self.h), "0", flash]
        self._err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._err,
                                     env=env, cwd=flash, bufsize=0)
        self._read_until_ack()


__all__ = ["CircuitPythonRuntime"]
