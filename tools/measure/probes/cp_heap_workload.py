"""Whole-app heap workload on the CircuitPython unix port (tools/cp_heap.py runs it).

    micropython -X heapsize=N cp_heap_workload.py new GAME_INDEX PLAYER_OKS
    micropython -X heapsize=N cp_heap_workload.py resume PRESSES [WALK]

The app as a PyBadge runs it: engine and firmware as .mpy from CircuitPython's mpy-cross, the
screen a 160x128 4-bit displayio.Bitmap drawn through firmware/drivers/bitmapfb.py, one human seat pressing
OK (0-2 x NEXT before, a seeded walk), the other seats computers, the record saved to flash (the
current directory) after every move.  A board's life in two processes, as on the badge, whose
Start resets into the game (supervisor.reload: a fresh VM, the launcher never in the game's heap):
- `new`: from the launcher NEXT x GAME_INDEX, OK, OK x PLAYER_OKS (players up to the largest
  table), PREV (Start), OK -> the app saves and calls board.relaunch(): prints "OK RELAUNCH";
- `resume`: boots with the save and resume.flag on flash (straight into the game) and plays
  PRESSES turns (tools/measure/probes/player.py's walk) or to the game's end (its ranking):
  prints "OK END n" / "OK MORE n".
Else "FAIL reason"; a MemoryError exits with a traceback.
"""
import os
import sys

import displayio

from firmware.drivers import bitmapfb

bitmapfb.install()
from player import Player  # noqa: E402  (tools/measure/probes/player.py: the one scripted player)

from firmware import save  # noqa: E402
from firmware.app import App  # noqa: E402

mode = sys.argv[1]
if mode == "new":
    index, more = int(sys.argv[2]), int(sys.argv[3])
else:
    presses = int(sys.argv[2])
    walk = int(sys.argv[3]) if len(sys.argv) > 3 else 1


class Relaunch(Exception):
    pass


class Board:
    """firmware/boards/_badge.py's screen (Bitmap + 16-colour Palette) without the hardware."""
    name = "pybadge"
    width = 160
    height = 128
    mono = False
    storage = ""

    def __init__(self):
        self.bitmap = displayio.Bitmap(160, 128, 16)
        self.pal = displayio.Palette(16)
        self.palette = [0] * 16
        self.fb = bitmapfb.on_bitmap(self.bitmap)

    def show(self):
        pass

    def ticks_ms(self):
        return player.t if player else 0  # the workload's own clock (the player moves it)

    def beep(self, f, ms):
        pass

    def set_backlight(self, level):
        pass

    def relaunch(self):
        raise Relaunch()  # the badge's supervisor.reload(): this process ends, `resume` goes on


def saved():
    try:
        for f in os.listdir():  # a title's save: "<game>-game.json" (firmware/save.py slot)
            if f.endswith("game.json"):
                return os.stat(f)[6]
    except OSError:
        pass
    return -1


_write = save.write


def _checked_write(prefix, game):
    try:
        _write(prefix, game)
    except MemoryError:  # the app would survive it (message, last good save): not a fit
        print("FAIL MemoryError in save.write")
        sys.exit(1)


save.write = _checked_write
if mode == "resume" and saved() < 0:
    print("FAIL no save to resume")
    sys.exit(1)
player = None
app = App(Board())
app.timeout = 0
player = Player(app)

if mode == "new":
    if saved() >= 0:
        print("FAIL a save is on flash already")
        sys.exit(1)
    try:
        player.start(index, more)
    except Relaunch:
        print("OK RELAUNCH" if saved() >= 0 else "FAIL no game saved")
        sys.exit(0)
    print("FAIL Start did not relaunch")
    sys.exit(1)
if app.game is None:
    print("FAIL did not boot into the saved game")
    sys.exit(1)
# the human's turns (player.py's walk) to the end: the ranking after the game (walked on, the walk
# would reach "Play again", which resets into a new game: Relaunch here, a crash of this tool
# before), or the save cleared
end, n, _ = player.play(presses, walk, lambda: saved() < 0 or (
    app.game is not None and app.game.is_over() and app.stack[-1].name == "over"))
print("OK %s %d" % ("END" if end else "MORE", n))
