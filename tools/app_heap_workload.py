"""Workload for `tools/heap_peak.py --script tools/app_heap_workload.py`: the whole device app
(engine + firmware as .mpy, a 240x135 GS4 framebuffer) plays one full game of Bob's Hat with
5 players (the largest table of the largest game) -- one human pressing OK, four normal bots --
saving after every move, then returns to the launcher.  Prints OK at the end."""

import os

import framebuf

from firmware import ops
from firmware.app import App


class Board:
    name = "heap"
    width = 240
    height = 135
    mono = False
    storage = ""  # the unix port runs in the .mpy directory


    def __init__(self):
        self.buf = bytearray(240 * 135 // 2)
        self.fb = framebuf.FrameBuffer(self.buf, 240, 135, framebuf.GS4_HMSB)
        self.palette = [0] * 16

    def show(self):
        pass

    def beep(self, f, ms):
        pass

    def set_backlight(self, level):
        pass


try:
    os.stat("/mpy")
    Board.storage = "/mpy/"  # the WASI build: its one preopened, writable directory
except OSError:
    pass

b = Board()
app = App(b)
app.timeout = 0
t = 0


def press(op):
    global t
    t += 50
    app.tick(t)
    app.handle(op)
    while app.busy():
        t += 700
        app.tick(t)


press(ops.OK)  # Bob's Hat setup
press(ops.OK)
press(ops.OK)  # players 3 -> 4 -> 5
press(ops.PREV)
press(ops.OK)  # Start
n = 0
while app.game is not None and not app.game.is_over() and n < 5000:
    press(ops.OK)
    n += 1
ok = app.game is not None and app.game.is_over() and app.game.players == 5
press(ops.OK)  # back to the launcher
print("OK" if ok else "FAIL", n)
