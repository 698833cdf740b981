"""Bot base classes shared by every game's bots."""

from engine_core.rng import Rng


class Bot:
    """Base: remembers nothing; subclasses override observe() / choose()."""

    level = "random"

    def __init__(self, seat, seed=0):
        self.seat = seat
        self.rng = Rng(seed * 7919 + seat)

    def observe(self, view):
        """Called after every action with this seat's view (what a person at
        the table would have seen).  Memory-keeping bots update here."""

    def choose(self, view):
        raise NotImplementedError

    def pick(self, acts):
        return acts[self.rng.below(len(acts))]


class RandomBot(Bot):
    """Uniformly random legal action (the baseline in tournaments)."""

    def choose(self, view):
        return self.pick(view["legal"])
