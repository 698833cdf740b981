"""Where the whole app's heap goes: live bytes (gc.mem_alloc() after gc.collect()) at each stage of
one game, and what single steps allocate.  Run by real MicroPython from the .mpy tree:

    python3 tools/heap_peak.py --probe GAME [--players N] [--interp mp32|unix64]

(or by hand: MICROPYPATH=TREE micropython app_heap_probe.py GAME_INDEX PLAYER_OKS PRESSES, in the
flash directory).  Drives the app by op codes like tools/measure/probes/app_heap_workload.py; the game and the
bots it inspects are its own copies (the saved game from flash via firmware/save.py, bots from
engine_core.bots), never the App's attributes.  Prints "STAGE <bytes> <label>" lines (live heap
after a collection), "STEP <bytes> <label>" lines (all bytes allocated by one step with the
collector held off: the garbage a step makes, an upper bound of its transient need) and
"MODULE <name>" for every module loaded at the end.
"""

import gc
import sys

from firmware import ops


def live():
    gc.collect()
    return gc.mem_alloc()


def stage(label):
    print("STAGE %d %s" % (live(), label))


def step(label, fn):
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    try:
        r = fn()
    finally:
        b = gc.mem_alloc()
        gc.enable()
    print("STEP %d %s" % (b - a, label))
    return r


stage("interpreter, gc, sys, firmware.ops, this script")
a = sys.argv[1:]
index, more, presses = int(a[0]), int(a[1]), int(a[2])
a = None


class FakePin:
    def __call__(self, v):
        pass

    def value(self):
        return 1


class FakePWM:
    def freq(self, f):
        pass

    def duty_u16(self, d):
        pass


class FakeSPI:
    def write(self, b):
        pass


from firmware.drivers.buttons import Buttons  # noqa: E402
from firmware.drivers.st7789 import ST7789, PanelBoard  # noqa: E402


class Panel(ST7789):
    def _init(self):
        pass


# the facts of the Pico boards' files (pico_lcd114.py)
board = PanelBoard({"__name__": "heap", "BOT_BUDGET_MS": 900, "STORAGE": "", "SAVES": "save/"},
                   Panel(FakeSPI(), dc=FakePin(), cs=FakePin(), rst=FakePin()), Buttons([]), backlight=FakePWM())
stage("+ board: st7789 driver, 240x135 GS4 framebuffer 16,200 B, RGB565 band 3,840 B")
from firmware.app import App  # noqa: E402

stage("+ import firmware.app (font, save, ops)")
app = App(board)
app.timeout = 0
stage("+ App(board): launcher menu drawn")
t = 0


def press(op):
    global t
    t += 50
    app.tick(t)
    app.handle(op)
    while app.busy():
        t += 700
        app.tick(t)


for _ in range(index):
    press(ops.NEXT)
press(ops.OK)
if more:  # the players' line: OK starts changing it, NEXT counts up, OK ends
    press(ops.OK)
    for _ in range(more):
        press(ops.NEXT)
    press(ops.OK)
stage("+ setup screen, largest table")
press(ops.PREV)
step("Start: save, release the launcher, resume, bots, first moves, first play screen", lambda: press(ops.OK))
stage("game running: first human turn on screen")
for _ in range(presses):
    press(ops.OK)
stage("after %d more OK presses" % presses)
for name in sorted(sys.modules):
    print("MODULE " + name)

from firmware import save  # noqa: E402

g, err = save.load(app.saves)  # the save's prefix: the storage or its folder (firmware/savedir.py)
stage("+ a second copy of the game, replayed from the save (firmware.save.load)")
seat = g.current_player()
v = step("game.view(seat)", lambda: g.view(seat))
stage("+ one view held")
v = None
step("firmware.save.write (the save after every move)", lambda: save.write(app.saves, g))
step("app draws the current screen", lambda: app.draw())
from engine_core.bots import make_bot  # noqa: E402

bot = make_bot(g.NAME, "normal", seat, 7)
step("a normal bot observes one view", lambda: bot.observe(g.view(seat)))
stage("+ one more normal bot")
step("a normal bot chooses (view + decision)", lambda: bot.choose(g.view(seat)))
print("OK")
