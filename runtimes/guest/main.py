"""Entry script run by real MicroPython (and by the CircuitPython unix port) for the
micropython (and circuitpython) runtime (runtimes/unix.py; the protocol: runtimes/wire.py).

    micropython -X heapsize=192K runtimes/guest/main.py BOARD W H MONO FLASHDIR
    build/cp/micropython -X heapsize=192K runtimes/guest/main.py BOARD W H MONO FLASHDIR

MICROPYPATH must hold the repository root.  Commands, one line each, on stdin:
    K <op>     queue a button op; then the loop polls the board and hands it to the app
    T <ms>     set the clock and call app.tick(ms)
    Q          quit
After the App is made and after every command the board writes "@@A <busy> <cpu_us> <free>":
cpu_us is measured here, inside MicroPython, with time.ticks_us around App(...)/handle/tick,
minus the time spent writing frames to the pipe.  Any exception (a MemoryError above all: the
heap is capped like the board's) is reported as "@@E <type>", the traceback, then "@@END", and
the process exits with status 3.  The board is firmware/boards/_hosted.py's HostedBoard (the wire
format of the frames is there).

On CircuitPython there is no framebuf, so firmware/drivers/bitmapfb.py is installed under that name and the
screen is a 4-bit displayio.Bitmap (as on a PyBadge, firmware/boards/_badge.py) whose memory --
laid out like GS4_HMSB -- is what goes down the pipe (colour profiles whose width is a multiple of
8 only); there is no sys.print_exception (traceback.print_exception instead).
"""
import sys

if sys.path and sys.path[0].endswith("guest"):
    sys.path.pop(0)  # the script's directory: never shadow built-in modules from here

import gc  # noqa: E402
import os  # noqa: E402
import time  # noqa: E402

CIRCUITPYTHON = sys.implementation.name == "circuitpython"
if CIRCUITPYTHON:
    from firmware.drivers import bitmapfb

    bitmapfb.install()

# module level, not a function: one frame less on the C stack for every
# import the app does on its first screen
name, w, h, mono, flash = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1", sys.argv[5]
# saves land in the flash directory: chdir there and use storage "" as on a board
os.chdir(flash)
out = sys.stdout.buffer
inp = sys.stdin.buffer
app = None
try:
    if CIRCUITPYTHON:
        from runtimes.guest.cp_board import BitmapHostedBoard
        board = BitmapHostedBoard(name, w, h, mono)
    else:
        from firmware.boards._hosted import HostedBoard
        board = HostedBoard(name, w, h, mono)
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
    if CIRCUITPYTHON:
        import traceback
        traceback.print_exception(e, file=sys.stdout)
    else:
        sys.print_exception(e, sys.stdout)
    out.write(b"@@END\n")
    sys.exit(3)

