"""What a seat remembers of a follow-suit trick game (Where's Bob's Hat?), from its views only:
`Memory` keeps the cards played this hand and the known voids (a seat that did not follow the
colour led holds none of it, RULINGS.md 1).  Cards are `colour * 20 + value - 1`.  The trick rule
itself is the games' (engine_core.cards.beats / trick_winner), the sampler is determinize.py.
"""

from engine_core.cards import card_number

_VALUES = 20


def parse(colours, text):
    """Card int of a card text such as 'blue14' (the games' own reading, cards.card_number)."""
    return card_number(colours, _VALUES, text)


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
