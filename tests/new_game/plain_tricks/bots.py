"""Plain Tricks' computer players: they see only their seat's views.
- easy: a random legal card now and then, else as normal;
- normal: win a trick as cheaply as it can (the lowest card above the best so far, when it
  follows), else throw its lowest card.  No hard search (HARD_SEARCH False: a hard seat plays
  normal)."""

from engine_core.bots.base import Bot
from engine_core.cards import card_number

from .rules import COLOURS, VALUES

HARD_SEARCH = False


class PlainBot(Bot):
    def __init__(self, seat, seed, level):
        Bot.__init__(self, seat, seed)
        self.level = level

    def choose(self, view):
        legal = view["legal"]
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy" and self.rng.below(5) == 0:
            return self.pick(legal)
        trick = view["trick"]
        if trick:
            best = max(card_number(COLOURS, 20, t) for _, t in trick
                       if card_number(COLOURS, 20, t) // 20 == card_number(COLOURS, 20, trick[0][1]) // 20)
            above = [a for a in legal if a // 20 == best // 20 and a > best]
            if above:
                return min(above)
        return min(legal, key=lambda a: a % 20 * VALUES + a // 20)


def make(level, seat, seed):
    return PlainBot(seat, seed, level)
