"""The runtimes the simulator can run the app on, behind one interface:

    rt.handle(op)   one button op (the board's poll() returns it, the app handles it)
    rt.tick()       app.tick(clock.t)
    rt.busy()       app.busy() after the last step
    rt.frames       every Frame shown so far (oldest first); rt.backlight; rt.beeps
    rt.close()

CPythonRuntime imports firmware.app in this process with host_sim.framebuf standing in for the
built-in module.  MicroPythonRuntime runs the identical app inside `.venv/bin/micropython -X
heapsize=…` (host_sim/mp_main.py) over pipes; a MemoryError there is raised here as
BoardMemoryError with MicroPython's traceback.  EmuRuntime runs it on the board in emulation
(tools/emu: QEMU mps2-an385, bare-metal MicroPython, an emulated 125 MHz Cortex-M3) and reads the
device time per step from the board's own clock.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

from host_sim.board import PROFILES, Frame, HostBoard, default_flash, fb_size

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")


class BoardError(RuntimeError):
    """The app raised inside MicroPython; .traceback holds MicroPython's own report."""

    def __init__(self, kind, traceback):
        RuntimeError.__init__(self, "%s on the board (MicroPython):\n%s" % (kind, traceback))
        self.kind, self.traceback = kind, traceback


class BoardMemoryError(BoardError, MemoryError):
    pass


def _ensure_framebuf():
    try:
        import framebuf  # noqa: F401  (a real one, e.g. under a future CPython port)
    except ImportError:
        from host_sim import framebuf as fb
        sys.modules["framebuf"] = fb


class CPythonRuntime:
    kind = "cpython"

    def __init__(self, board="pico_lcd114", flash=None, clock=None, board_hook=None):
        _ensure_framebuf()
        from firmware.app import App
        self.frames = []
        self.cpu_us = []  # host CPU per step, for comparison only (not the board's)
        self.board = HostBoard(board, flash or default_flash(board), clock, on_show=self.frames.append)
        if board_hook:
            board_hook(self.board)  # e.g. tools/emu/play.py: a relaunch that resets like a board
        self.clock = self.board.clock
        t0 = time.perf_counter()
        self.app = App(self.board)
        self._note(t0)

    def _note(self, t0):
        self.cpu_us.append(int((time.perf_counter() - t0) * 1e6))

    @property
    def backlight(self):
        return self.board.backlight

    @property
    def beeps(self):
        return self.board.beeps

    def handle(self, op):
        self.board.queue.append(op)
        t0 = time.perf_counter()
        op = self.board.poll()
        if op is not None:
            self.app.handle(op)
        self._note(t0)

    def tick(self):
        t0 = time.perf_counter()
        self.app.tick(self.clock.t)
        self._note(t0)

    def busy(self):
        return self.app.busy()

    def close(self):
        pass


class MicroPythonRuntime:
    kind = "micropython"

    def __init__(self, board="pico_lcd114", flash=None, clock=None, heap="192K", exe=None):
        from host_sim.board import Clock
        if board not in PROFILES:
            raise ValueError("unknown board %r" % board)
        self.w, self.h, self.mono, _ = PROFILES[board]
        self.name = board
        self.clock = clock or Clock()
        self.frames = []
        self.cpu_us = []  # MicroPython CPU µs per step (measured inside MicroPython)
        self.mem_free = None
        self.backlight = 100
        self.beeps = []
        self.output = []  # the app's own print() lines
        self._busy = False
        flash = os.path.abspath(flash or default_flash(board))
        os.makedirs(flash, exist_ok=True)
        self.flash = flash
        path = ROOT
        # the board's code as the board has it: the .mpy bundle of tools/build.py (compiling
        # .py sources inside a capped heap would need RAM no board spends); the host's own
        # modules (host_sim.cp_board) come from the work tree behind it
        self._bundle = tempfile.mkdtemp(prefix="sim_mpy_")
        from tools.build import build
        out, _, errors = build(board, self._bundle)
        if errors:
            raise BoardError("build", "mpy-cross failed: " + "; ".join(errors))
        path = out + ":" + ROOT
        env = dict(os.environ, MICROPYPATH=path + ":.frozen")
        cmd = [exe or MICROPYTHON, "-X", "heapsize=" + str(heap), os.path.join(ROOT, "host_sim", "mp_main.py"),
                        board, str(self.w), str(self.h), "1" if self.mono else "0", flash]
        env["PYTHONPATH"] = ROOT
        # stderr to a file: whatever MicroPython prints there (an error before mp_main's own
        # handler, e.g. while compiling) is read back when it exits
        self._err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._err,
                                     env=env, cwd=flash, bufsize=0)
        self._read_until_ack()

    def _read_exact(self, n):
        out = b""
        while len(out) < n:
            chunk = self.proc.stdout.read(n - len(out))
            if not chunk:
                raise BoardError("EOF", "MicroPython exited (status %s)" % self.proc.poll())
            out += chunk
        return out

    def _read_until_ack(self):
        rd = self.proc.stdout.readline
        new = []
        while True:
            line = rd()
            if not line:
                self.proc.wait()
                self._err.seek(0)
                err = self._err.read().decode("utf-8", "replace")
                cls = BoardMemoryError if "MemoryError" in err else BoardError
                raise cls("MemoryError" if cls is BoardMemoryError else "Exit",
                          "MicroPython exited with status %s\n%s" % (self.proc.returncode, err))
            if line.startswith(b"@@F "):
                n, p = (int(v) for v in line[4:].split())
                data = self._read_exact(n)
                pal = self._read_exact(p)
                palette = None if self.mono else tuple(pal[2 * i] | (pal[2 * i + 1] << 8) for i in range(16))
                f = Frame(data, palette, self.backlight, self.w, self.h, self.mono, self.clock.t)
                new.append(f)
                self.frames.append(f)
            elif line.startswith(b"@@A "):
                busy, cpu, free = (int(v) for v in line[4:].split())
                self._busy = bool(busy)
                self.cpu_us.append(cpu)
                self.mem_free = free
                for f in new:
                    f.cpu_us = cpu
                return
            elif line.startswith(b"@@L "):
                self.backlight = int(line[4:])
            elif line.startswith(b"@@S "):
                f, ms = (int(v) for v in line[4:].split())
                self.beeps.append((f, ms))
            elif line.startswith(b"@@E "):
                kind = line[4:].strip().decode()
                tb = []
                while True:
                    t = rd()
                    if not t or t.startswith(b"@@END"):
                        break
                    tb.append(t.decode("utf-8", "replace"))
                self.proc.wait()
                cls = BoardMemoryError if kind == "MemoryError" else BoardError
                raise cls(kind, "".join(tb))
            else:
                self.output.append(line.decode("utf-8", "replace").rstrip("\n"))

    def _cmd(self, text):
        if self.proc.poll() is not None:
            raise BoardError("Exit", "MicroPython is not running (status %s)" % self.proc.returncode)
        self.proc.stdin.write(text.encode() + b"\n")
        self._read_until_ack()

    def handle(self, op):
        self._cmd("K %d" % op)

    def tick(self):
        self._cmd("T %d" % self.clock.t)

    def busy(self):
        return self._busy

    def close(self):
        if self.proc.poll() is None:
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


class EmuRuntime:
    """The app on the board in emulation (frozen firmware, tools/emu/qemu.py), whole frames back.
    Saves live on the board's own littlefs (in its RAM): `flash` is not used."""

    kind = "emu"

    def __init__(self, board="pico_lcd114", flash=None, clock=None, heap="192K"):
        from host_sim.board import Clock
        from tools.emu.qemu import Emu
        if board not in PROFILES:
            raise ValueError("unknown board %r" % board)
        self.w, self.h, self.mono, _ = PROFILES[board]
        self.clock = clock or Clock()
        self.frames = []
        self.cpu_us = []  # device µs per step on the emulated 125 MHz Cortex-M3
        self.emu = Emu("frozen", heap)
        try:
            self.app = self.emu.app(self.w, self.h, self.mono, whole=True, clock=self.clock.t)
        except Exception:
            self.emu.close()
            raise
        self._take()

    def _take(self):
        a = self.app
        cpu = a.cpu_us[-1] if a.cpu_us else None
        self.cpu_us.append(cpu)
        self.mem_free = a.mem_free
        for data, palette in a.frames:
            self.frames.append(Frame(data, palette, a.backlight, self.w, self.h, self.mono, self.clock.t, cpu))
        a.frames = []

    @property
    def backlight(self):
        return self.app.backlight

    @property
    def beeps(self):
        return self.app.beeps

    def handle(self, op):
        self.app.key(op)
        self._take()

    def tick(self):
        self.app.tick(self.clock.t)
        self._take()

    def busy(self):
        return self.app.busy

    def close(self):
        self.emu.close()


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
        from host_sim.cp_runtime import CircuitPythonRuntime
        return CircuitPythonRuntime(board, flash, clock, heap)
    raise ValueError("runtime must be cpython, micropython, emu or circuitpython, not %r" % kind)


__all__ = ["BoardError", "BoardMemoryError", "CPythonRuntime", "EmuRuntime", "MicroPythonRuntime", "make_runtime",
           "fb_size"]
