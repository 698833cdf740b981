"""The headless board every app test uses (both interpreters): framebuf from MicroPython, or
host_sim/framebuf.py (its CPython port) on CPython."""
import os

try:
    import framebuf
except ImportError:
    from host_sim import framebuf


def unique_dir(base="/tmp/app_test_flash_"):
    """One flash directory per test process: parallel runs (pytest + the MicroPython run, other
    engineers' test runs) must not share save files.  CPython's are named by the process id (cp),
    MicroPython's and CircuitPython's by the clock (mp: their os has no getpid)."""
    try:
        tag = "cp%d" % os.getpid()
    except AttributeError:
        import time
        tag = "mp%d" % (time.ticks_us() & 0xFFFFFF)
    return base + tag + "/"


def _rmtree(path):
    """path and all below it, with what both interpreters' os has."""
    try:
        names = os.listdir(path)
    except OSError:
        return
    for n in names:
        p = path.rstrip("/") + "/" + n
        try:
            os.remove(p)
        except OSError:
            _rmtree(p)
    try:
        os.rmdir(path.rstrip("/"))
    except OSError:
        pass


_LEFT = []  # the flash directories this process made, removed when it exits


def _remove_left():
    for d in _LEFT:
        _rmtree(d)


def remove_at_exit(path):
    """A flash directory of this process's tests, removed when the process exits (they were left
    behind in /tmp by the hundred)."""
    if not _LEFT:
        try:
            import atexit
            atexit.register(_remove_left)
        except ImportError:  # MicroPython: one exit function, sys.atexit
            import sys
            if hasattr(sys, "atexit"):
                sys.atexit(_remove_left)
    if path not in _LEFT:
        _LEFT.append(path)


def _sweep():
    """Remove the flash directories (/tmp/*_test_flash_cp<pid>...) of CPython test processes that
    no longer run: a process killed (a timeout's SIGTERM) runs no exit function, and 529 were
    found in /tmp.  CPython only (MicroPython's os has no kill; its runs exit by themselves)."""
    try:
        kill = os.kill
        names = os.listdir("/tmp")
    except (AttributeError, OSError):
        return
    for n in names:
        k = n.find("_test_flash_cp")
        if k < 0:
            continue
        digits = n[k + 14:].split("_")[0]
        try:
            kill(int(digits), 0)
        except ProcessLookupError:
            _rmtree("/tmp/" + n)
        except (OSError, ValueError):  # alive (another user's), or not a pid
            pass


_sweep()
_DIR = unique_dir()
remove_at_exit(_DIR)


class FakeBoard:
    def __init__(self, w=240, h=135, mono=False, storage=None):
        storage = storage or _DIR
        self.name = "fake"
        self.width, self.height, self.mono = w, h, mono
        if mono:
            self.buf = bytearray(w * h // 8)
            self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.MONO_VLSB)
            self.palette = None
        else:
            self.buf = bytearray(w * h // 2 + 1)
            self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.GS4_HMSB)
            self.palette = [0] * 16
        self.storage = storage
        try:
            os.mkdir(storage[:-1])
        except OSError:
            pass
        self.shows = 0
        self.light = 100

    def show(self):
        self.shows += 1

    def poll(self):
        return None

    def ticks_ms(self):
        return 0

    def beep(self, f, ms):
        pass

    def set_backlight(self, level):
        self.light = level

    def ascii(self):
        out = []
        for y in range(self.height):
            out.append("".join("#" if self.fb.pixel(x, y) else "." for x in range(self.width)))
        return "\n".join(out)
