"""The app in this process (CPython), on the host's board (host_sim/board.py) with
host_sim/framebuf.py standing in for the built-in framebuf module."""
import sys
import time

from host_sim.board import DEFAULT, HostBoard, default_flash


def ensure_framebuf():
    try:
        import framebuf  # noqa: F401  (a real one, e.g. under a future CPython port)
    except ImportError:
        from host_sim import framebuf as fb
        sys.modules["framebuf"] = fb


class CPythonRuntime:
    kind = "cpython"

    def __init__(self, board=DEFAULT, flash=None, clock=None, board_hook=None):
        ensure_framebuf()
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
