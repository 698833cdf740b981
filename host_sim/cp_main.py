"""Entry script run by the CircuitPython unix port for the simulator's circuitpython runtime.

    build/cp/micropython -X heapsize=192K host_sim/cp_main.py BOARD W H MONO FLASHDIR

The same commands and wire format as host_sim/mp_main.py (read it first); the differences are
CircuitPython's: there is no framebuf, so firmware/bitmapfb.py is installed under that name and
the screen is a 4-bit displayio.Bitmap (as on a PyBadge, firmware/boards/_badge.py) whose
memory -- laid out like GS4_HMSB -- is what goes down the pipe; there is no
sys.print_exception (traceback.print_exception instead).
"""
import sys

if sys.path and sys.path[0].endswith("host_sim"):
    sys.path.pop(0)  # the script's directory: never shadow built-in modules from here

import gc  # noqa: E402
import os  # noqa: E402
import time  # noqa: E402

import displayio  # noqa: E402

from firmware import bitmapfb  # noqa: E402

bitmapfb.install()
from host_sim.mp_board import PipeBoard  # noqa: E402


class BitmapPipeBoard(PipeBoard):
    """PipeBoard with the screen on a displayio.Bitmap (colour profiles only)."""

    def __init__(self, name, w, h):
        self.name, self.width, self.height, self.mono = name, w, h, False
        self.bitmap = displayio.Bitmap(w, h, 16)
        self.fb = bitmapfb.on_bitmap(self.bitmap)
        self.buf = memoryview(self.bitmap)  # rows of w/2 bytes, high nibble first (w % 8 == 0)
        self.palette = [0] * 16
        self._pal = bytearray(32)
        self.storage = ""
        self.now = 0
        self.queue = []
        self.out = sys.stdout.buffer
        self.io_us = 0


name, w, h, mono, flash = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1", sys.argv[5]
os.chdir(flash)
out = sys.stdout.buffer
inp = sys.stdin.buffer
app = None
try:
    if mono or w % 8:
        raise ValueError("the circuitpython runtime draws colour screens whose width is a multiple of 8")
    board = BitmapPipeBoard(name, w, h)
    gc.collect()
    t0 = time.ticks_us()
    from firmware.app import App
    app = App(board)
    cpu = time.ticks_diff(time.ticks_us(), t0) - board.io_us
    out.write(b"@@A 0 %d %d\n" % (cpu, gc.mem_free()))
    while True:
        line = inp.readline()
        if not line or line[0] == 81:  # EOF or "Q"
            break
        board.io_us = 0
        t0 = time.ticks_us()
        if line[0] == 75:  # "K"
            board.queue.append(int(line[2:]))
            op = board.poll()
            if op is not None:
                app.handle(op)
        elif line[0] == 84:  # "T"
            board.now = int(line[2:])
            app.tick(board.now)
        cpu = time.ticks_diff(time.ticks_us(), t0) - board.io_us
        out.write(b"@@A %d %d %d\n" % (1 if app.busy() else 0, cpu, gc.mem_free()))
except BaseException as e:  # noqa: B036 (report everything, MemoryError first of all)
    app = board = None
    gc.collect()
    out.write(b"@@E %s\n" % type(e).__name__)
    import traceback
    traceback.print_exception(e, file=sys.stdout)
    out.write(b"@@END\n")
    sys.exit(3)
