"""What the interactive front ends (window, terminal) share: a wall-clock driver over a Sim
(scripted keys first, in virtual time, then real time), the keyboard mapping and the status line."""
import time

from firmware import ops
from host_sim.board import NAME_OF_OP, PROFILES, has_op


class Live:
    def __init__(self, sim):
        self.sim = sim
        self.base = None
        self.shown = 0  # frames already on the glass
        self.light = None
        self.error = None  # a BoardError, once the board died

    def start(self):
        """Switch from virtual to wall-clock time, continuing from the virtual clock."""
        self.base = time.monotonic() - self.sim.clock.t / 1000.0

    def step(self, op_list=()):
        """Advance the clock to now, hand over the ops, tick.  Errors are kept, not raised."""
        if self.error is not None:
            return
        sim = self.sim
        try:
            t = int((time.monotonic() - self.base) * 1000)
            if t > sim.clock.t:
                sim.clock.t = t
            for op in op_list:
                sim.rt.tick()
                sim.rt.handle(op)
            sim.rt.tick()
        except Exception as e:  # a BoardError/BoardMemoryError from MicroPython, or an app bug
            self.error = e

    def changed(self):
        """True when a new frame or a new backlight level should be drawn."""
        n = len(self.sim.frames)
        light = self.sim.rt.backlight
        if n and (n != self.shown or light != self.light):
            self.shown, self.light = n, light
            return True
        return False


def key_op(board, name):
    """Keyboard key name -> op code: arrows Left/Up = PREV, Right/Down = NEXT (Up/Down give
    UP/DOWN on boards that have those buttons), Enter/Space = OK, Esc/Backspace = BACK."""
    if name == "left":
        return ops.PREV
    if name == "right":
        return ops.NEXT
    if name == "up":
        return ops.UP if has_op(board, ops.UP) else ops.PREV
    if name == "down":
        return ops.DOWN if has_op(board, ops.DOWN) else ops.NEXT
    if name in ("enter", "space"):
        return ops.OK
    if name in ("esc", "backspace"):
        return ops.BACK
    return None


def legend(board):
    up = "UP" if has_op(board, ops.UP) else "PREV"
    down = "DOWN" if has_op(board, ops.DOWN) else "NEXT"
    keys = "Left PREV  Right NEXT  Up %s  Down %s  Enter/Space OK  Esc/Backspace BACK" % (up, down)
    buttons = "  ".join("%s=%s" % (label, NAME_OF_OP[op]) for label, op, in PROFILES[board][3])
    return keys, "buttons: " + buttons


def cpu_figures(frames):
    """(median µs, worst µs, n) of the board CPU time of the steps that drew frames."""
    v = sorted(f.cpu_us for f in frames if f.cpu_us is not None)
    if not v:
        return None
    return v[len(v) // 2], v[-1], len(v)


def status(sim, runtime, heap, show_cpu):
    s = "%s  %s" % (sim.board, runtime + (" heap " + heap if runtime != "cpython" else ""))
    if show_cpu:
        if runtime != "cpython":
            fig = cpu_figures(sim.frames)
            last = next((f.cpu_us for f in reversed(sim.frames) if f.cpu_us is not None), None)
            if fig:
                s += "  cpu/frame %.1f ms (median %.1f, worst %.1f)" % (last / 1000, fig[0] / 1000, fig[1] / 1000)
            if sim.rt.mem_free is not None:
                s += "  free %d KiB" % (sim.rt.mem_free // 1024)
        else:
            s += "  (cpu: use --runtime micropython)"
    return s
