"""The one scripted player: the keys a human presses, on the app's own clock, on any runtime.

Runs inside MicroPython and CircuitPython (the heap workloads: app_heap_workload.py,
app_heap_probe.py, cp_heap_workload.py import it from their own folder) and on CPython
(tools/emu/play.py drives the emulated board and the simulator with it).  It only sends op codes
(firmware/ops.py) and lets the app's clock run:

- press(op): 50 ms later the key, then 700 ms ticks while the app is busy (computer moves);
- setup(index, more): from the launcher NEXT x INDEX, OK (that game's setup), MORE players on the
  players' line (OK edits it, NEXT counts up, OK ends); start(index, more): then PREV (wraps to
  the last item, Start), OK;
- turn(walk): one human turn of a small seeded walk: 0-2 x NEXT (another word of the move, or
  nothing on other screens), then OK -- always the first word would be a legal but endless game
  of Auf der Hut (peek after peek).  With the app at hand, the game-over screen is walked by its
  own entries (firmware/pages.py): to its last choice (Menu: the finished game's save is deleted).
  Without it (the emulated board, seen only through its frames) the walk is blind there too.
Small ints only: no heap objects for the walk itself.
"""
from firmware import ops


class Player:
    """The player of an App in this process (its screens are read, never assumed), or of anything
    with the App's handle(op), tick(ms) and busy() (tools/emu/play.py's Script: an app seen only
    through a runtime's wire, no screens to read)."""
    watch = None  # called after every step (app_heap_probe.py's heap watch)

    def __init__(self, app, t=0):
        self.app = app
        self.t = t

    def press(self, op):
        a = self.app
        self.t += 50
        a.tick(self.t)
        a.handle(op)
        if self.watch:
            self.watch()
        k = 0
        while a.busy() and k < 1000:
            self.t += 700
            a.tick(self.t)
            if self.watch:
                self.watch()
            k += 1

    def setup(self, index, more=0):
        for _ in range(index):
            self.press(ops.NEXT)
        self.press(ops.OK)
        if more:
            self.press(ops.OK)
            for _ in range(more):
                self.press(ops.NEXT)
            self.press(ops.OK)

    def start(self, index, more=0):
        self.setup(index, more)
        self.press(ops.PREV)  # wraps to Start
        self.press(ops.OK)

    def over(self):
        """On the game-over screen (never true for an app seen only through its frames)."""
        stack = getattr(self.app, "stack", None)
        return bool(stack) and stack[-1].name == "over"

    def to_last_choice(self):
        """On the game-over screen: PREV to its last choice, found among its entries (3 or 4:
        after one hand there is no sheet)."""
        from firmware.pages import _over_entries
        n = len(_over_entries(self.app))
        while self.over() and self.app.stack[-1].sel % n != n - 1:
            self.press(ops.PREV)

    def turn(self, walk):
        """One human turn; returns the walk's next state."""
        walk = (walk * 75 + 74) % 65537
        if self.over():
            self.to_last_choice()
        else:
            for _ in range(walk % 3):
                self.press(ops.NEXT)
        self.press(ops.OK)
        return walk

    def play(self, presses, walk=1, done=None):
        """Human turns until done() says so (True) or PRESSES turns are taken (False): (ended,
        turns taken, the walk's state)."""
        n = 0
        while n < presses:
            walk = self.turn(walk)
            n += 1
            if done is not None and done():
                return True, n, walk
        return False, n, walk
