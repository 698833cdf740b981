"""Headless simulator: op codes in, frames out.  The API tests use:

    sim = Sim(board="pico_lcd114", runtime="cpython")   # or runtime="micropython"
    sim.press(ops.OK); sim.run_until_idle()
    sim.frame() -> bytes (the fb of the last shown frame); sim.ascii(); sim.png(path)

Time is virtual: press() moves the clock 50 ms and ticks before handling the op (as a person
pressing at a brisk pace); run_until_idle() ticks in steps while the app is busy (computer
moves).  The same script therefore gives the same frames on both runtimes.
"""
from host_sim.board import DEFAULT, NAME_OF_OP, OP_NAMES, Clock
from host_sim.runtime import make_runtime

PRESS_MS = 50
IDLE_STEP_MS = 100


class Sim:
    def __init__(self, board=DEFAULT, runtime="cpython", flash=None, heap="192K", seed=0):
        # --seed: the clock's origin (the app seeds a new game from ticks_ms())
        self.clock = Clock(int(seed))
        self.board = board
        self.rt = make_runtime(runtime, board, flash, self.clock, heap)

    # --- driving -------------------------------------------------------------------------------
    def press(self, op):
        if isinstance(op, str):
            op = parse_op(op)
        self.clock.t += PRESS_MS
        self.rt.tick()
        self.rt.handle(op)

    def advance(self, ms):
        """Let ms of virtual time pass, ticking every IDLE_STEP_MS."""
        end = self.clock.t + ms
        while self.clock.t < end:
            self.clock.t = min(end, self.clock.t + IDLE_STEP_MS)
            self.rt.tick()

    def run_until_idle(self, max_ms=600000):
        end = self.clock.t + max_ms
        while self.rt.busy():
            if self.clock.t >= end:
                raise RuntimeError("app still busy after %d ms" % max_ms)
            self.clock.t += IDLE_STEP_MS
            self.rt.tick()

    def keys(self, script):
        """Play a comma-separated key script ("OK,NEXT,OK", "WAIT500"); idle after each."""
        for k in split_keys(script):
            if k.startswith("WAIT"):
                self.advance(int(k[4:] or 1000))
            else:
                self.press(k)
            self.run_until_idle()

    # --- output --------------------------------------------------------------------------------
    @property
    def frames(self):
        return self.rt.frames

    def last(self):
        if not self.rt.frames:
            raise RuntimeError("no frame shown yet")
        return self.rt.frames[-1].with_backlight(self.rt.backlight)

    def frame(self):
        return self.last().data

    def ascii(self):
        return self.last().ascii()

    def png(self, path, scale=1):
        from host_sim.images import save_png
        save_png(self.last(), path, scale)

    def gif(self, path, scale=1):
        from host_sim.images import save_gif
        save_gif(self.rt.frames, path, scale)

    def close(self):
        self.rt.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def split_keys(script):
    return [k.strip().upper() for k in script.replace(" ", ",").split(",") if k.strip()]


def parse_op(name):
    name = name.strip().upper()
    if name not in OP_NAMES:
        raise ValueError("unknown key %r (have %s, WAIT<ms>)" % (name, ", ".join(sorted(OP_NAMES))))
    return OP_NAMES[name]


__all__ = ["Sim", "NAME_OF_OP", "parse_op", "split_keys"]
