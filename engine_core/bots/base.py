"""Bot base classes shared by every game's bots."""

from engine_core.rng import Rng

try:  # MicroPython: the board's tick counter wraps around
    from time import ticks_diff as _ticks_diff
except ImportError:  # CPython, CircuitPython: any clock that does not wrap within 2**29 ms
    def _ticks_diff(a, b):
        return (a - b) & 0x1FFFFFFF


def best_of(cands, totals):
    """The candidate with the highest total, the first of equals (a hard search's choice)."""
    best = 0
    for i in range(1, len(cands)):
        if totals[i] > totals[best]:
            best = i
    return cands[best]


class Bot:
    """Base: remembers nothing; subclasses override observe() / choose()."""

    level = "random"
    clock = None  # no time budget: a search is a function of the seed alone (see set_budget)
    budget_ms = 0
    work_cap = 0  # no work cap (see set_work_cap)
    work = 0  # simulated card plays of the last search (spent counts them)
    cut = False  # True when the last search stopped because its budget was spent

    def __init__(self, seat, seed=0):
        self.seat = seat
        self.rng = Rng(seed * 7919 + seat)

    def set_budget(self, clock, ms):
        """Give the hard search a time budget: `clock()` returns milliseconds (a board's
        time.ticks_ms), and a search stops sampling once `ms` have passed since it began -- after
        one full sample at least, so it still returns a sensible move.  Without a clock (the
        default) nothing reads a clock: tournaments and tests stay reproducible."""
        self.clock = clock
        self.budget_ms = ms

    def set_work_cap(self, plays):
        """Give the hard search a deterministic budget instead: it stops sampling once `plays`
        simulated card plays are done since it began (after one full sample at least, as with
        the time budget).  The board's time budget as a function of the seed alone:
        tools/tournament.py --work-cap plays with the work a board gets through in its time
        (the figures in engine_core/bots/__init__.py).  0: no cap."""
        self.work_cap = plays

    def search_start(self):
        """Start counting a search's work; the clock reading its budget counts from (0 without
        a clock)."""
        self.work = 0
        self.cut = False
        return self.clock() if self.clock is not None else 0

    def spent(self, t0, plays):
        """After a search's sample of `plays` simulated card plays (the same number for every
        sample of a search): True once its budget is spent -- the work cap (set_work_cap), or the
        time since `t0` (search_start, set_budget).  The time budget stops before a sample that
        would end past it: when the time so far plus one more sample, at the mean of the samples
        so far, reaches the budget (issue 26: the move itself keeps inside the budget, instead of
        overrunning it by up to a whole sample).  Always False without either."""
        self.work += plays
        if self.work_cap and self.work >= self.work_cap:
            self.cut = True
        elif self.clock is not None:
            dt = _ticks_diff(self.clock(), t0)
            if dt + dt * plays // self.work >= self.budget_ms:  # work // plays samples so far
                self.cut = True
        return self.cut

    def observe(self, view):
        """Called after every action with this seat's view (what a person at
        the table would have seen).  Memory-keeping bots update here."""

    def choose(self, view):
        raise NotImplementedError

    def pick(self, acts):
        return acts[self.rng.below(len(acts))]

    def forced_or_slip(self, legal, slip):
        """The only legal action; or, at level easy, one time in `slip` a random one; else None
        (the bot decides)."""
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy" and self.rng.below(slip) == 0:
            return self.pick(legal)
        return None


class RandomBot(Bot):
    """Uniformly random legal action (the baseline in tournaments)."""

    def choose(self, view):
        return self.pick(view["legal"])
