"""Whole-app heap workload, run by real MicroPython (tools/heap_peak.py --app / --script).

    micropython app_heap_workload.py [new GAME_INDEX PLAYER_OKS | resume RESUME_INDEX] [PRESSES [WALK]]

The device app as a board runs it: engine and firmware as .mpy, the board's own ST7789 driver
(firmware/drivers/st7789.py: 240x135 GS4 framebuffer, RGB565 band buffer, palette) over a fake SPI bus,
one human seat pressing OK, the other seats computers at their default level, the record saved
to flash after every move.  It is driven by op codes only (firmware/ops.py) and watches progress
through the saved game on flash, never through screen names or the App's attributes:

- `new`: from the launcher, NEXT x GAME_INDEX, OK (that game's setup), OK, NEXT x PLAYER_OKS, OK
  (the player count up to the largest table), PREV (the last item, Start), OK;
- `resume`: boot with a saved game on flash, NEXT x RESUME_INDEX (the launcher's Resume item),
  OK -- a fresh process resuming the saved game, as after a power cycle;

then the human takes PRESSES turns (tools/measure/probes/player.py's seeded walk from WALK, so moves
vary), computer moves running on the player's scripted clock in between (the board's ticks_ms
too: nothing reads the machine's time), or until the saved game is gone from
flash (game over, then Menu: the app deletes the save and returns to the launcher).  Prints
"OK END n" or "OK MORE n" (n = turns), or "FAIL reason".  A MemoryError inside firmware/save.py's
write or load, which the app survives on purpose (it keeps the last good save), fails the run
here: see _checked_write.

Without arguments: a whole game of Where's Bob's Hat? with 5 players in one process.
Flash: the current directory.
"""

import os
import sys

import framebuf
from player import Player  # tools/measure/probes/player.py: the one scripted player

from firmware import ops

P = ""

a = sys.argv[1:]
mode = a[0] if a else "new"
if mode == "new":
    index = int(a[1]) if len(a) > 1 else 0
    more = int(a[2]) if len(a) > 2 else 2  # Bob's Hat: players 3 -> 4 -> 5
    a = a[3:]
else:
    index = int(a[1])
    more = 0
    a = a[2:]
presses = int(a[0]) if a else 100000
walk = int(a[1]) if len(a) > 1 else 1
a = None


class FakePin:
    def __call__(self, v):
        pass

    def value(self):
        return 1  # a button that is never held: op codes come from press() below


class FakePWM:
    def freq(self, f):
        pass

    def duty_u16(self, d):
        pass


class FakeSPI:
    def write(self, b):
        pass


def make_board():
    # what the Pico boards' files say (pico_lcd114.py), the storage here
    facts = {"__name__": "heap", "BOT_BUDGET_MS": 900, "STORAGE": P, "SAVES": "save/"}
    try:  # the panel driver and the board object apart (firmware/drivers/st7789.py)
        from firmware.drivers.buttons import Buttons
        from firmware.drivers.st7789 import ST7789, PanelBoard
    except ImportError:
        return _older_board()

    class Panel(ST7789):
        def _init(self):
            pass  # the panel's reset sequence: ~0.3 s of sleeps, nothing to wait for here

    b = PanelBoard(facts, Panel(FakeSPI(), dc=FakePin(), cs=FakePin(), rst=FakePin()), Buttons([]),
                   backlight=FakePWM())
    return b


def _older_board():
    """A tree from before the drivers moved (firmware/st7789.py's ST7789Board), or without one."""
    try:
        from firmware.buttons import Buttons
        from firmware.st7789 import ST7789Board
    except ImportError:  # a tree without the driver: the framebuffer alone
        return MiniBoard()

    class Board(ST7789Board):
        def _init(self):
            pass  # the panel's reset sequence: ~0.3 s of sleeps, nothing to wait for here

    b = Board("heap", FakeSPI(), FakePin(), FakePin(), FakePin(), FakePWM(), Buttons([]))
    b.storage = P
    return b


class MiniBoard:
    name = "heap"
    width = 240
    height = 135
    mono = False

    def __init__(self):
        self.storage = P
        self.buf = bytearray(240 * 135 // 2)
        self.fb = framebuf.FrameBuffer(self.buf, 240, 135, framebuf.GS4_HMSB)
        self.palette = [0] * 16

    def show(self):
        pass

    def beep(self, f, ms):
        pass

    def set_backlight(self, level):
        pass


def saved():
    """Size of the saved game on flash, -1 when there is none."""
    for sub in ("save/", ""):  # the board's save folder (firmware/savedir.py), else the storage
        try:
            for f in os.listdir(P + sub):  # a title's save: "<game>-game.json" (firmware/save.py slot)
                if f.endswith("game.json"):
                    return os.stat(P + sub + f)[6]
        except OSError:
            pass
    return -1


board = make_board()
player = None


def _clock():
    """The board's clock is the scripted player's (player.py: 50 ms to a key, 700 ms a tick),
    never the machine's: what the app does when (the boot's idle time, a computer's move, the
    idle work) and the bots' time budget read it, so every run of a tree does the same."""
    return player.t if player is not None else 0


board.ticks_ms = _clock
from firmware import save  # noqa: E402
from firmware.app import App  # noqa: E402

# The app plays on when a save or a load runs out of memory (a message on screen, the last good
# save kept): right on a board, but here such a run must not count as one that fits the heap.
_write, _load = save.write, save.load


def _checked_write(prefix, game):
    try:
        _write(prefix, game)
    except MemoryError:
        print("FAIL MemoryError in save.write")
        sys.exit(1)


def _checked_load(prefix):
    g, err = _load(prefix)
    if err is not None and "memory" in err:
        print("FAIL MemoryError in save.load: " + err)
        sys.exit(1)
    return g, err


save.write = _checked_write
save.load = _checked_load

app = App(board)
app.timeout = 0  # never dim (a dimmed screen swallows the waking key)
player = Player(app)

if mode == "new":
    if saved() >= 0:
        print("FAIL a save is on flash already")
        sys.exit(1)
    player.start(index, more)
    if saved() < 0:
        print("FAIL no game started")
        sys.exit(1)
else:
    if saved() < 0:
        print("FAIL no save to resume")
        sys.exit(1)
    for _ in range(index):
        player.press(ops.NEXT)
    player.press(ops.OK)
# the human's turns (player.py's walk; on the game-over screen its last choice, Menu: the finished
# game's save is deleted) until the save is gone
end, n, _ = player.play(presses, walk, lambda: saved() < 0)
print("OK %s %d" % ("END" if end else "MORE", n))
