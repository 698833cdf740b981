"""The simulator's circuitpython runtime: the app as .mpy inside the CircuitPython unix port.

Like host_sim.runtime.MicroPythonRuntime (same pipe protocol, same Frame objects), but the
interpreter is build/cp/micropython (tools/circuitpython.py builds it and its mpy-cross from the
pinned source), the bundle is compiled by CircuitPython's mpy-cross, and host_sim/mp_main.py
draws through firmware/drivers/bitmapfb.py on a displayio.Bitmap -- the PyBadge's drawing path.
"""
import os
import shutil
import subprocess
import tempfile

from host_sim.board import PROFILES, Clock, default_flash
from host_sim.runtime import ROOT, BoardError, MicroPythonRuntime


class CircuitPythonRuntime(MicroPythonRuntime):
    kind = "circuitpython"

    def __init__(self, board="pybadge", flash=None, clock=None, heap="192K"):
        from tools.build import build
        from tools.circuitpython import CPBuildError
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
        except CPBuildError as e:
            raise BoardError("build", str(e))
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
