"""Where a key press's device time goes: timers around the app's parts, run on the emulated board
before the app starts (and again after the relaunch's soft reset).  tools/emu/keyprof.py sends
runtimes/guest/flash_stats.py's text, then this file's, then one call of install(...) to the raw
REPL ahead of serve(); each step then prints one line

    @@P <key|tick> total=<µs> gc1=<µs> <part>=<µs or bytes> ...

(the parts and their meaning: tools/emu/keyprof.py's docstring)."""
import gc
import time

from firmware import app as _A
from firmware import font as _F
from firmware import save as _S
from firmware import texts as _T

_P = {}  # one step's figures: part -> µs ("part#" -> bytes allocated, with alloc)
# the step's start (µs); at the first show(): frame µs, shown µs, bytes on the wire; the modelled
# flash µs at the step's start, then the step's flash µs before its first show()
_T0 = [0, None, 0, 0, 0, 0]
_GCT = 0  # one gc.collect() timed after each step
_ALLOC = 0  # bytes per part, no collection during a step
_STATS = None  # the FlashStats
_PS = None  # the firmware's stacks: ((address, bytes, fill), ...) (tools/emu/keyprof.py --stacks)


def _used(a, n, fill):
    """Bytes of a stack ever used: above them every byte still holds its fill (the Python stack's
    mark, runtimes/toolchains/emu_board/pystack.h; the GC's mark stack's zeros, never cleared),
    scanned down from the top, 256 bytes at a time."""
    import uctypes
    m = uctypes.bytearray_at(a, n)
    whole = bytes((fill,)) * 256
    i = n
    while i >= 256 and m[i - 256:i] == whole:
        i -= 256
    while i > 0 and m[i - 1] == fill:
        i -= 1
    return i


def _acc(tag, t0):
    _P[tag] = _P.get(tag, 0) + time.ticks_diff(time.ticks_us(), t0)


def _wrap(obj, name, tag):
    f = getattr(obj, name)

    def w(*a, **k):
        m0 = gc.mem_alloc() if _ALLOC else 0
        t0 = time.ticks_us()
        try:
            return f(*a, **k)
        finally:
            _acc(tag, t0)
            if _ALLOC:
                _P[tag + "#"] = _P.get(tag + "#", 0) + gc.mem_alloc() - m0
    setattr(obj, name, w)


def _apply(self, a, seat):  # App.apply timed (keep in step with firmware/app.py)
    self._observe()  # the move before, if no idle tick showed it to the bots yet
    t0 = time.ticks_us()
    self.game.apply(a)
    _acc("engine", t0)
    self.unsaved = True


def _show_timed(show):
    """The board's show(): the first one of a step sets the frame's figures."""
    def w(self):
        if _T0[1] is None:
            t = time.ticks_diff(time.ticks_us(), _T0[0]) - self.io_us
            n = self.wire.n
            show(self)
            _T0[1] = t
            _T0[2] = time.ticks_diff(time.ticks_us(), _T0[0]) - self.io_us
            _T0[3] = self.wire.n - n
            _T0[5] = _STATS.counts()[2] - _T0[4]
        else:
            show(self)
    return w


_DEPTH = [0]  # steps running: a held key handled inside a tick (App.tick) is part of that tick's step


def _step(kind, f):
    def w(self, *a):
        if _DEPTH[0]:  # nested (a tick handling the keys held meanwhile): timed as its tick's
            return f(self, *a)
        _P.clear()
        f0 = _STATS.counts()
        _T0[1] = None
        _T0[4] = f0[2]
        if _ALLOC:
            gc.collect()
            gc.disable()
            m0 = gc.mem_alloc()
        t0 = _T0[0] = time.ticks_us()
        _DEPTH[0] = 1
        try:
            f(self, *a)
        finally:
            _DEPTH[0] = 0
        tot = time.ticks_diff(time.ticks_us(), t0) - self.b.io_us
        if _T0[1] is not None:
            _P["frame"] = _T0[1]
            _P["shown"] = _T0[2]
            _P["wire"] = _T0[3]
            _P["flf"] = _T0[5]
        f1 = _STATS.counts()
        _P["er"] = f1[0] - f0[0]
        _P["pg"] = f1[1] - f0[1]
        _P["fl"] = f1[2] - f0[2]
        _P["bmax"] = _STATS.most_erased()
        _P["fc"] = f1[2]  # the flash µs since the first boot at the step's end (Start's figure: install)
        if _ALLOC:
            _P["step#"] = gc.mem_alloc() - m0
            gc.enable()
        if _PS:
            _P["ps"] = _used(*_PS[0])
            _P["gs"] = _used(*_PS[1])
        g = 0
        if _GCT:
            t1 = time.ticks_us()
            gc.collect()
            g = time.ticks_diff(time.ticks_us(), t1)
        print("@@P %s total=%d gc1=%d %s" % (kind, tot, g, " ".join("%s=%d" % kv for kv in _P.items())))
    return w


def install(stats, gct, alloc, parts, deep, threshold, ps=None):
    """stats: a FlashStats; gct: time one gc.collect() after each step; alloc: bytes per part, no
    collection during a step; parts: the part timers (else only the frame and the step); deep:
    module names whose every function is timed; threshold: gc.threshold() after App(); ps: the
    Python stack's and the GC mark stack's (address, bytes, fill), their most use reported after
    each step ("ps", "gs": bytes)."""
    global _GCT, _ALLOC, _STATS, _PS
    _GCT, _ALLOC, _STATS, _PS = gct, alloc, stats, ps
    if parts:
        _A.App.apply = _apply
        from firmware import computers as _PL
        _wrap(_PL.Computers, "observe", "observe")
        _wrap(_A.App, "save_game", "save")
        _wrap(_S, "write_seats", "seats")
        _wrap(_A.App, "draw", "draw")
        _wrap(_A.App, "next_turn", "next_turn")
        _wrap(_T, "get", "texts")
        _wrap(_F, "text", "font")
    # the work steps leave for an idle tick: told apart (summary); App._idle calls idle_work, so the
    # outer one alone is timed (both were: the tick's idle time counted twice)
    if hasattr(_A.App, "_idle"):
        _wrap(_A.App, "_idle", "idle")
    elif hasattr(_A.App, "idle_work"):
        _wrap(_A.App, "idle_work", "idle")
    _wrap(_A.App, "cpu_move", "cpu")  # a computer's move: a step someone may wait for (summary)
    from firmware.boards import emu_mps2 as _E
    _E.glass = 1  # the panel's driver behind show(), its bytes counted (the wire's time: the host)
    _E.EmuBoard.show = _show_timed(_E.EmuBoard.show)
    for m in deep:
        mod = __import__(m, None, None, ("x",))
        for n in dir(mod):
            f = getattr(mod, n)
            if type(f) is type(_acc) and not n.startswith("__"):
                _wrap(mod, n, m.split(".")[-1] + "." + n)
    # App() after the relaunch's soft reset is Start's second half: its flash µs, and the counter at
    # its start (the step before the reset ended at its "fc": the rest is the Start step's own)
    init0 = _A.App.__init__

    def init1(self, board):
        f0 = _STATS.counts()[2]
        init0(self, board)
        print("@@P init fl=%d fc=%d" % (_STATS.counts()[2] - f0, f0))
    _A.App.__init__ = init1
    if threshold:
        init = _A.App.__init__

        def init2(self, board):
            init(self, board)
            gc.threshold(threshold)
        _A.App.__init__ = init2
    _A.App.handle = _step("key", _A.App.handle)
    _A.App.tick = _step("tick", _A.App.tick)
