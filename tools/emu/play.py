"""A scripted game through the app, the same keys and clock on any runtime: the one scripted player
(tools/measure/probes/player.py) on a runtime's side.  From the launcher NEXT x INDEX, OK (the
game's setup), MORE players, the computers' LEVEL, PREV (Start), OK (Script.start); then the
player's seeded walk, computer moves running on the app's clock in between, until the saved game
is gone (game over, OK: the app deletes it) or PRESSES turns are done.

Runtimes: EmuSide (the emulated board, runtimes/qemu.py) and CPySide (host_sim's CPython runtime);
both record a CRC per shown frame (runtimes.wire.frame_crc) and the steps' device times.
"""
if __name__ == "__main__":  # run as a script: one line, not an import error's traceback
    raise SystemExit("tools/emu/play.py is a module, not a command: "
                     "tools/emu/bench.py, keyprof.py and games.py play its scripted games")
import os  # noqa: E402

from firmware import ops  # noqa: E402
from firmware.players import SEAT_LEVELS  # noqa: E402
from host_sim.board_facts import facts  # noqa: E402
from runtimes.wire import frame_crc  # noqa: E402
from tools.measure.probes.player import Player  # noqa: E402

DEFAULT_LEVEL = 2  # a new table's computers: normal (firmware/launcher.py)
SAVES = facts("emu_mps2")["SAVES"]  # where the emulated board keeps the save (its board file's SAVES)

class _Reset(Exception):
    pass


class CPySide:
    """host_sim's CPython runtime: the reference for the frames.  reset=True: the board's
    relaunch (App.relaunch calls board.relaunch, a soft reset) is modelled as the board does it:
    the App is dropped and a new one boots on the same flash; else it relaunches in-process."""

    def __init__(self, flash, reset=False):
        self.flash = flash
        self.reset = reset
        self.frames = []
        self.relaunches = 0
        self.over = False  # a game on the table reached its end (engine's is_over) at some key
        self._boot()

    def _boot(self):
        from runtimes.cpython import CPythonRuntime
        clock = self.rt.clock if getattr(self, "rt", None) else None
        self.rt = CPythonRuntime("pico_lcd114", self.flash, clock, board_hook=self._hook)

    def _hook(self, board):
        if self.reset:
            def relaunch():
                raise _Reset()
            board.relaunch = relaunch

    @property
    def busy(self):
        return self.rt.busy()

    def crcs(self):
        return [frame_crc(f.data, f.palette) for f in self.frames + self.rt.frames]

    def key(self, op):
        g = getattr(self.rt.app, "game", None)
        if g is not None and g.is_over():
            self.over = True
        try:
            self.rt.handle(op)
        except _Reset:
            self.relaunches += 1
            self.frames += self.rt.frames
            self._boot()

    def tick(self, t):
        self.rt.clock.t = t
        self.rt.tick()

    def saved(self):
        try:
            for f in os.listdir(self.flash):  # a title's save: "<game>-game.json" (firmware/save.py slot)
                if f.endswith("game.json"):
                    return os.stat(os.path.join(self.flash, f)).st_size
        except OSError:
            pass
        return -1


class EmuSide:
    def __init__(self, app):
        self.app = app
        self.key_us = []  # device µs per human key press (its frame included)
        self.bot_us = []  # device µs of each step in which a computer moved

    @property
    def busy(self):
        return self.app.busy

    def crcs(self):
        return list(self.app.crcs)

    def key(self, op):
        self.app.key(op)
        self.key_us.append(self.app.cpu_us[-1])

    def tick(self, t):
        n = len(self.app.crcs)
        self.app.tick(t)
        if len(self.app.crcs) > n:  # the tick moved a computer and drew it
            self.bot_us.append(self.app.cpu_us[-1])

    def saved(self):
        from engine_core.games import NAMES
        for name in NAMES:  # a title's save: "<game>-game.json" (firmware/save.py slot)
            n = self.app.file_size(SAVES + name + "-game.json")
            if n >= 0:
                return n
        return -1


class _Keys:
    """A runtime's side as the player sees an app: handle(op), tick(ms), busy()."""

    def __init__(self, side):
        self.side = side

    def handle(self, op):
        self.side.key(op)

    def tick(self, t):
        self.side.tick(t)

    def busy(self):
        return self.side.busy


class Script(Player):
    """tools/measure/probes/player.py's player on a runtime's side: the app is seen only through
    its frames, so the walk is blind everywhere (the same keys on the board and the reference)."""

    def __init__(self, side, t=0):
        Player.__init__(self, _Keys(side), t)
        self.side = side

    def start(self, index, more=0, level=None):
        """Player.start; with LEVEL, every computer seat at that level first (a seat: OK, NEXT
        steps the level, OK)."""
        self.setup(index, more)
        if level is not None:
            from engine_core.games import GAMES, game_class
            players = game_class(GAMES[index][0]).MIN_PLAYERS + more
            steps = (SEAT_LEVELS.index(level) - DEFAULT_LEVEL) % len(SEAT_LEVELS)
            self.press(ops.NEXT)  # item 1: seat 0, the human
            for _seat in range(1, players):
                self.press(ops.NEXT)
                if steps:
                    self.press(ops.OK)
                    for _ in range(steps):
                        self.press(ops.NEXT)
                    self.press(ops.OK)
            for _ in range(players):
                self.press(ops.PREV)  # back to item 0
        self.press(ops.PREV)  # wraps to Start
        self.press(ops.OK)
        if self.side.saved() < 0:
            raise AssertionError("no game started (no <game>-game.json)")

    def resume(self):
        """On the launcher after a reset: Resume is the first item while a game is saved."""
        self.press(ops.OK)

    def play(self, presses=100000, walk=1):
        """Human turns until the game is over (the save deleted: True) or presses are done
        (False): (ended, the walk's state)."""
        ended, _, walk = Player.play(self, presses, walk, lambda: self.side.saved() < 0)
        return ended, walk
