"""Shared parts of the bots for the follow-suit trick games (Where's Bob's Hat?,
Baptistenskat): both number a card `colour * 20 + value - 1`, both say "follow the
colour led if you can, else anything; the highest trump wins, else the highest card
of the colour led" (RULINGS.md 1 and 3).

- `Memory`: what a seat has seen, rebuilt from its views only: cards played this
  hand and known voids (a seat that did not follow the colour led holds none of it).
- `sample_hands`: a determinization -- the unseen cards dealt to the other seats
  (and, where not every card is dealt, to a "not dealt" pile), respecting hand sizes
  and known voids.  Never uses anything but the view and the memory.
- `trick_winner`: the games' own rule (engine_core.cards.trick_winner), re-exported.
"""

from engine_core.cards import trick_winner  # noqa: F401  (the engine's rule, one place)

_VALUES = 20


def colour_of(card):
    return card // _VALUES


def parse(colours, text):
    """Card int of a card text such as 'blue14'."""
    i = 0
    while not ("0" <= text[i] <= "9"):
        i += 1
    return colours.index(text[:i]) * _VALUES + int(text[i:]) - 1


def beats(card, best, led, trump):
    """Would `card` beat the trick's current best card?"""
    cc = card // _VALUES
    bc = best // _VALUES
    if cc == bc:
        return card > best
    if cc == trump:
        return True
    return False if bc == trump else (cc == led and bc != led)


class Memory:
    """Cards played this hand and known voids, from the seat's own views."""

    def __init__(self, players, colours):
        self.players = players
        self.colours = colours
        self.hand_key = None
        self.played = set()
        self.void = [0] * players  # bit c: seat holds no card of colour c

    def update(self, view, hand_key):
        if hand_key != self.hand_key:
            self.hand_key = hand_key
            self.played = set()
            self.void = [0] * self.players
        lt = view.get("last_trick")
        if lt and lt.get(self._hand_field(lt)) == hand_key:
            self._trick([(s, parse(self.colours, c)) for s, c in lt["cards"]])
        self._trick([(s, parse(self.colours, c)) for s, c in view["trick"]])

    def _hand_field(self, lt):
        return "hand_no" if "hand_no" in lt else "round"

    def _trick(self, pairs):
        if not pairs:
            return
        led = pairs[0][1] // _VALUES
        for s, c in pairs:
            self.played.add(c)
            if c // _VALUES != led:
                self.void[s] |= 1 << led


def sample_hands(rng, seat, players, sizes, unseen, void, extra=0):
    """Deal the `unseen` cards: sizes[s] to each other seat s (not `seat`), and `extra`
    to a not-dealt pile, no seat getting a colour it is known void in.  Returns a list
    of per-seat card lists (the own seat's entry empty), or None if no deal fits
    (memory and view contradict each other: never for a consistent view)."""
    for _ in range(30):
        pool = list(unseen)
        rng.shuffle(pool)
        need = [0] * (players + 1)
        for s in range(players):
            if s != seat:
                need[s] = sizes[s]
        need[players] = extra
        hands = [[] for _ in range(players + 1)]
        ok = True
        # the most constrained cards first: a colour someone is void in
        # (MicroPython's sort is not stable: the shuffled position breaks ties explicitly.)
        order = []
        for i in range(len(pool)):
            c = pool[i]
            cons = 0
            for s in range(players):
                if (void[s] >> (c // _VALUES)) & 1:
                    cons += 1
            order.append((-cons, i, c))
        order.sort()
        for _, _, c in order:
            col = c // _VALUES
            total = 0
            for s in range(players + 1):
                if need[s] and (s == players or not (void[s] >> col) & 1):
                    total += need[s]
            if total == 0:
                ok = False
                break
            k = rng.below(total)
            for s in range(players + 1):
                if need[s] and (s == players or not (void[s] >> col) & 1):
                    if k < need[s]:
                        hands[s].append(c)
                        need[s] -= 1
                        break
                    k -= need[s]
        if ok:
            return hands[:players]
    return None
