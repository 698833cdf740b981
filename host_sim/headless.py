"""Headless simulator: op codes in, frames out.  The API tests use:

    sim = Sim(board="pico_lcd114", runtime="cpython")   # or runtime="micropython"
    sim.press(ops.OK); sim.run_until_idle()
    sim.frame() -> bytes (the fb of the last shown frame); sim.ascii(); sim.png(path)

Time is virtual: press() moves the clock 50 ms and ticks before handling the op (as a person
pressing at a brisk pace); run_until_idle() ticks in steps while the app is busy (computer
moves).  The same script therefore gives the same frames on both runtimes.
"""
from host_sim.board import DEFAULT, NAME_OF_OP, OP_NAMES, Clock
from runtimes.make import make_runtime

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
        """Play a comma-separated key script ("OK,NEXT,OK", "WAIT500"); idle after each.  The whole
        script is read first (parse_keys): a bad token is a ValueError before any key is played."""
        for k in parse_keys(script):
            if isinstance(k, str):
                self.press(k)
            else:
                self.advance(k)
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


# the longest WAIT a script may ask for: an hour of virtual time (36,000 ticks of IDLE_STEP_MS; the
# app's longest timer, the screen's blanking, is 10 minutes).  A larger one was played tick by tick
# and never ended (issue 29 point 11)
WAIT_MAX = 3600000


def parse_keys(script):
    """The key script as a list: op names (str) and waits (int ms, for WAITn; WAIT alone is 1000).
    ValueError naming the first bad token: an unknown key, a WAIT whose number is not plain ASCII
    digits (WAITabc, WAIT1.5, WAIT-5, Arabic-Indic digits) or is larger than WAIT_MAX."""
    out = []
    for k in split_keys(script):
        if k.startswith("WAIT"):
            n = k[4:]
            if n and not all("0" <= c <= "9" for c in n):
                raise ValueError("bad key %s: WAIT takes a number of milliseconds (WAIT700)"
                                 % ascii(k)[1:-1][:40])
            if len(n) > 7 or int(n or 1000) > WAIT_MAX:
                raise ValueError("bad key %s: WAIT is at most %d ms (an hour)" % (k[:40], WAIT_MAX))
            out.append(int(n or 1000))
        else:
            parse_op(k)
            out.append(k)
    return out


def parse_op(name):
    name = name.strip().upper()
    if name not in OP_NAMES:
        raise ValueError("unknown key %s (have %s, WAIT<ms>)" % (ascii(name[:40]), ", ".join(sorted(OP_NAMES))))
    return OP_NAMES[name]


__all__ = ["Sim", "NAME_OF_OP", "parse_keys", "parse_op", "split_keys"]
