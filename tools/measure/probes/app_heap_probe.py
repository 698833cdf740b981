"""Where the whole app's heap goes: live bytes (gc.mem_alloc() after gc.collect()) at each stage of
one game, and what single steps allocate.  Run by real MicroPython from the .mpy tree:

    python3 tools/heap_peak.py --probe GAME [--players N] [--interp mp32|unix64]

(or by hand: MICROPYPATH=TREE micropython app_heap_probe.py GAME_INDEX PLAYER_OKS PRESSES, in the
flash directory).  Drives the app by op codes like tools/measure/probes/app_heap_workload.py; the game and the
bots it inspects are its own copies (the saved game from flash via firmware/save.py, bots from
engine_core.bots), never the App's attributes.  Prints "STAGE <bytes> <label>" lines (live heap
after a collection), "STEP <bytes> <label>" lines (all bytes allocated by one step with the
collector held off: the garbage a step makes, an upper bound of its transient need), "QSTR" lines
(the interned strings: never freed, in pools that double -- 20, 40, ... 640, 1280 entries of 7
bytes; the next pool is allocated whole when the last is full), "PEAKLIVE" lines (the most live
heap after any step, and the screen then), "PART <bytes> <label>" lines (the saved game's
parts, measured on a second copy of it) and "MODULE <name>" for every module loaded at the peak.
"""

import gc
import sys

from player import Player  # tools/measure/probes/player.py: the one scripted player

from firmware import ops


def live():
    gc.collect()
    return gc.mem_alloc()


def qstrs(label):
    """micropython.qstr_info()'s figures on one line (it prints them itself)."""
    import micropython
    print("QSTR %s:" % label, end=" ")
    micropython.qstr_info()


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


stage("interpreter, gc, sys, firmware.ops, the player, this script")
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


try:  # the panel driver and the board object apart (firmware/drivers/st7789.py)
    from firmware.drivers.buttons import Buttons
    from firmware.drivers.st7789 import ST7789, PanelBoard
except ImportError:  # a tree from before they moved (tools/heap_peak.py --root: firmware/st7789.py)
    from firmware.buttons import Buttons
    from firmware.st7789 import ST7789Board

    class Board(ST7789Board):
        def _init(self):
            pass

    board = Board("heap", FakeSPI(), FakePin(), FakePin(), FakePin(), FakePWM(), Buttons([]))
    board.storage = ""
else:
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
player = Player(app)
press = player.press


peak = [0, None, None]  # live bytes, screen, modules: the most live heap after any step


def watch():
    m = live()
    if m > peak[0]:
        peak[0] = m
        peak[1] = app.stack[-1].name if app.stack else "-"
        peak[2] = sorted(sys.modules)


player.watch = watch
player.setup(index, more)
stage("+ setup screen, largest table")
press(ops.PREV)
step("Start: save, release the launcher, resume, bots, first moves, first play screen", lambda: press(ops.OK))
stage("game running: first human turn on screen")
for _ in range(presses):
    press(ops.OK)
stage("after %d more OK presses" % presses)
qstrs("after %d more OK presses" % presses)
print("PEAKLIVE %d on screen %s: the most live heap after a step so far (Start and %d presses)"
      % (peak[0], peak[1], presses))
peak[0] = 0

from firmware import save  # noqa: E402

slot = getattr(app, "slot", None) or app.saves  # a tree before one save a title (--root): its saves prefix
g, err = save.load(slot)  # the game's save: its title's slot in the storage or its folder (savedir.py)
stage("+ a second copy of the game, replayed from the save (firmware.save.load)")
seat = g.current_player()
v = step("game.view(seat)", lambda: g.view(seat))
stage("+ one view held")
v = None
step("firmware.save.write (the save after every move)", lambda: save.write(slot, g))
step("app draws the current screen", lambda: app.draw())
from engine_core.bots import make_bot  # noqa: E402

bot = make_bot(g.NAME, "normal", seat, 7)
step("a normal bot observes one view", lambda: bot.observe(g.view(seat)))
stage("+ one more normal bot")
step("a normal bot chooses (view + decision)", lambda: bot.choose(g.view(seat)))
g = bot = v = None
from firmware.app import unload  # noqa: E402

unload(("firmware.save_read", "engine_core.record"))  # loaded by the copy above, as the app drops them
stage("the copy, the bot and the save's reading code dropped")

# the rest of the game (OK presses; on the game-over screen: to Menu, its last item)
n = 0
while app.game is not None and n < 5000:
    if app.stack[-1].name == "over":  # as app_heap_workload.py: to Menu, the save is deleted
        player.to_last_choice()
    press(ops.OK)
    n += 1
stage("the game played to its end (%d more OK presses), back on the launcher" % n)
qstrs("at the game's end")
print("PEAKLIVE %d on screen %s: the most live heap after a step of the rest of the game (the copy above left "
      "its qstrs), these modules loaded" % (peak[0], peak[1]))
for name in peak[2]:
    if name not in ("__main__", "probe"):  # this script itself (run with -m: tools/heap_peak.py run_unix)
        print("MODULE " + name)
peak = None

# the parts of a game played to its end outside the app (seed 5, random moves)
from engine_core.games import NAMES, game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402

a = live()
cls = game_class(NAMES[index])
g = cls(cls.MIN_PLAYERS + more, None, 5)
r = Rng(5)
while not g.is_over():
    acts = g.legal_actions()
    g.apply(acts[r.below(len(acts))])
    acts = None
print("PART %d a game played to its end outside the app (seed 5, random moves: %d actions, %d hands)"
      % (live() - a, len(g.history), len(g.hand_scores)))
for k in ("hand_details", "hand_scores", "history"):
    b = live()
    setattr(g, k, [])
    print("PART %d of which %s" % (b - live(), k))
print("OK")
