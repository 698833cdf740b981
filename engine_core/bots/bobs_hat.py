"""Where's Bob's Hat? bots (RULINGS.md 1).  They see only their seat's views.

- easy:   the normal heuristics with slips: one decision in six is a random legal one.
- normal: chooses the hat sign from its hat cards (14/15) and strength; bids "most" on
          suits where it is long and strong (trump counts double), "fewest" with a weak
          hand; in play it wants a trick when it holds cards of a suit it bid most on (or
          a 14/15 with the hat at +10), and ducks when it bid fewest (or the hat is -10):
          win as cheaply as possible, duck with the highest card that still loses.
- hard:   in play, flat Monte Carlo over determinizations: the unseen cards are dealt
          to the other seats and the not-dealt pile consistent with hand sizes and known
          voids (trick.sample_hands), the rest of the hand is played out with the normal
          policy for every seat, and the card with the best average of (own hand score
          - the others' mean) is played.  Hat choice and bids are the normal ones.
"""

from engine_core.bots import trick as T
from engine_core.bots.base import Bot

COLOURS = ("blue", "red", "black")
TRUMPS = ("blue", "red", "black", "none")
_HAT_PLUS = 60
_HAT_MINUS = 61
_BID0 = 64
_BITS = {"blue": 1, "red": 2, "black": 4, "fewest": 8, "fewest2": 16}
_HAT_VALUES = (13, 14)  # value - 1 of the 14 and the 15
HARD_SAMPLES = 96  # rollouts per decision (see the closing figures: p95 well under 250 ms on MicroPython)


def _hat_card(c):
    return c % 20 in _HAT_VALUES


def bid_mask(words):
    m = 0
    for w in words or ():
        m |= _BITS.get(w, 0)
    return m


def score_seat(s, masks, taken, hat_holder, hat_value, dealt, negative, none_seats):
    """RULINGS.md 1 scoring of seat s for the hand (taken: per seat [blue, red, black])."""
    if s in none_seats:
        return 0
    m = masks[s]
    pts = 0
    n = len(taken)
    for suit in range(3):
        if m >> suit & 1:
            mine = taken[s][suit]
            if all(mine > taken[o][suit] for o in range(n) if o != s):
                pts += 5 + mine
            else:
                pts -= 5 + (mine if negative else 0)
    if m & 24:
        tot = sum(taken[s])
        made = all(tot < sum(taken[o]) for o in range(n) if o != s)
        k = 2 if m & 16 else 1
        pts += k * dealt if made else -k * dealt
    if hat_holder == s:
        pts += hat_value
    return pts


class BobsHatBot(Bot):
    def __init__(self, seat, seed, level, samples=HARD_SAMPLES):
        Bot.__init__(self, seat, seed)
        self.level = level
        self.samples = samples
        self.mem = None
        self.moves = -1

    def observe(self, view):
        if view["moves"] == self.moves:
            return
        self.moves = view["moves"]
        if self.mem is None:
            self.mem = T.Memory(view["players"], COLOURS)
        self.mem.update(view, view["hand_no"])

    def choose(self, view):
        self.observe(view)
        legal = view["legal"]
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy" and self.rng.below(6) == 0:
            return self.pick(legal)
        phase = view["phase"]
        hand = [T.parse(COLOURS, c) for c in view["hand"]]
        trump = TRUMPS.index(view["trump"])
        if phase == "hat":
            return self._hat(hand, trump, legal)
        if phase == "bid":
            return self._bid(view, hand, trump, legal)
        if self.level == "hard":
            a = self._search(view, hand, trump)
            if a is not None:
                return a
        return self._play(view, hand, trump)

    # --- normal heuristics ------------------------------------------------------------
    def _strong(self, c, trump):
        v = c % 20 + 1
        return v >= 16 or (c // 20 == trump and v >= 10)

    def _hat(self, hand, trump, legal):
        hats = sum(1 for c in hand if _hat_card(c))
        strong = sum(1 for c in hand if self._strong(c, trump))
        a = _HAT_PLUS if hats and strong * 4 >= len(hand) else _HAT_MINUS
        return a if a in legal else legal[0]

    def _bid(self, view, hand, trump, legal):
        n = len(hand)
        m = 0
        for suit in range(3):
            mine = [c for c in hand if c // 20 == suit]
            highs = sum(1 for c in mine if c % 20 >= 14)
            long_ = len(mine) * 3 >= n + 3
            if suit == trump and len(mine) * 3 >= n and highs >= 1:
                m |= 1 << suit
            elif long_ and highs * 2 >= len(mine):
                m |= 1 << suit
        strong = sum(1 for c in hand if self._strong(c, trump))
        if m == 0:
            if strong * 5 <= n:
                m = 16 if (_BID0 + 16) in legal and strong == 0 else 8
            else:
                best = max(range(3), key=lambda s: (sum(c % 20 + (10 if s == trump else 0)
                                                       for c in hand if c // 20 == s), -s))
                m = 1 << best
        if self.level == "easy" and self.rng.below(4) == 0:
            m = 1 << self.rng.below(3)
        a = _BID0 + m
        if a in legal:
            return a
        bids = [x for x in legal if x > _BID0]
        return bids[0] if bids else legal[0]

    def _want(self, s, masks, hat_value, trick):
        """How much seat s wants the trick holding `trick` (pick_card's `want`)."""
        m = masks[s]
        w = 0
        if m & 24:
            w -= 3
        for c in trick:
            if m >> (c // 20) & 1:
                w += 1
            if _hat_card(c):
                w += 2 if hat_value > 0 else -2
        if not trick and m & 7:
            w += 1
        return w

    def _masks(self, view):
        return [bid_mask(b) for b in view["bids"]]

    def _play(self, view, hand, trump):
        trick = [T.parse(COLOURS, c) for _, c in view["trick"]]
        led = trick[0] // 20 if trick else -1
        w = self._want(self.seat, self._masks(view), view["hat_value"] or 0, trick)
        return T.pick_card(T.legal_from(hand, led), trick, trump if trump < 3 else -1, w)

    # --- hard: determinized Monte Carlo -----------------------------------------------
    def _search(self, view, hand, trump):
        legal = view["legal"]
        players = view["players"]
        trick = [T.parse(COLOURS, c) for _, c in view["trick"]]
        seen = set(hand)
        for c in self.mem.played:
            seen.add(c)
        unseen = [c for c in range(60) if c not in seen]
        dealt = view["cards_dealt"]
        extra = 60 - players * dealt
        masks = self._masks(view)
        none_seats = [s for s in range(players) if view["bids"][s] == ["none"]]
        hat_value = view["hat_value"] or 0
        tr = trump if trump < 3 else -1
        neg = view["options"]["negative_scoring"]
        per = max(2, self.samples // len(legal))
        total = [0.0] * len(legal)
        for _ in range(per):
            hands = T.sample_hands(self.rng, self.seat, players, view["hand_sizes"], unseen, self.mem.void, extra)
            if hands is None:
                return None
            for i in range(len(legal)):
                hs = [list(h) for h in hands]
                hs[self.seat] = list(hand)
                taken = [[t["blue"], t["red"], t["black"]] for t in view["taken"]]
                holder = [view["hat_holder"]]

                def on_trick(w, cards, taken=taken, holder=holder):
                    for c in cards:
                        taken[w][c // 20] += 1
                        if _hat_card(c):
                            holder[0] = w

                sim = T.Sim(hs, tr, view["leader"], trick)
                sim.play_out(lambda s, sm: self._want(s, masks, hat_value, sm.trick), on_trick, legal[i])
                sc = [score_seat(s, masks, taken, holder[0], hat_value, dealt, neg, none_seats)
                      for s in range(players)]
                others = (sum(sc) - sc[self.seat]) / (players - 1)
                total[i] += sc[self.seat] - others
        best = 0
        for i in range(1, len(legal)):
            if total[i] > total[best]:
                best = i
        return legal[best]


def make(level, seat, seed):
    return BobsHatBot(seat, seed, level)
