"""Baptistenskat bots (RULINGS.md 3).  They see only their seat's views.

- easy:   the normal heuristics with slips: its bid estimate is off by one now and then,
          and one card in six is a random legal one.
- normal: bids the tricks its hand should take (high trumps nearly sure, aces of a side
          colour likely, counted by value; the nearest legal bid, so `hook` is respected);
          in play it wins as cheaply as possible while it still needs tricks and ducks
          with its highest losing card once it has enough.
- hard:   in play, flat Monte Carlo over determinizations: the unseen cards are dealt to
          the other seats and the undealt stock consistent with hand sizes, known voids and
          the public trump card (trick.sample_hands), the round is played out with the normal
          policy for every seat, and the card with the best average (own round score - the
          others' mean) is played.  Bids are the normal ones.
`hidden_bids` hides every bid once bidding ends: the bots use the bids they saw while
bidding went on, as a person at the table remembers them.
"""

from engine_core.bots import trick as T
from engine_core.bots.base import Bot

COLOURS = ("red", "yellow", "green", "blue")
_BID0 = 80
HARD_SAMPLES = 64  # rollouts per decision
# Expected tricks of a side-colour card by value 20, 19, 18, 17, 16 (index 20 - value).
_SIDE = (0.9, 0.7, 0.5, 0.3, 0.15)


def round_scores(bids, won):
    """RULINGS.md 3 scoring of one round for every seat."""
    n = len(bids)
    top = max(bids)
    exact = [b for s, b in enumerate(bids) if b > 0 and won[s] == b]
    dbl = max(exact) if exact else -1
    out = []
    for s in range(n):
        b = bids[s]
        if b > 0:
            if won[s] == b:
                out.append(20 * b if b == dbl else 10 * b)
            else:
                out.append(-10 * abs(won[s] - b))
        else:
            out.append(10 * top if won[s] == 0 else -10 * top)
    return out


class BaptistenskatBot(Bot):
    def __init__(self, seat, seed, level, samples=HARD_SAMPLES):
        Bot.__init__(self, seat, seed)
        self.level = level
        self.samples = samples
        self.mem = None
        self.moves = -1
        self.round = None
        self.bids = None  # bids seen this round (kept when hidden_bids hides them)

    def observe(self, view):
        if view["moves"] == self.moves:
            return
        self.moves = view["moves"]
        n = view["players"]
        if self.mem is None:
            self.mem = T.Memory(n, COLOURS)
        if view["round_no"] != self.round:
            self.round = view["round_no"]
            self.bids = [None] * n
        for s in range(n):
            b = view["bids"][s]
            if b is not None:
                self.bids[s] = b
        self.mem.update(view, view["round_no"])

    def choose(self, view):
        self.observe(view)
        legal = view["legal"]
        if len(legal) == 1:
            return legal[0]
        hand = [T.parse(COLOURS, c) for c in view["hand"]]
        trump = COLOURS.index(view["trump"])
        if view["phase"] == "bid":
            return self._bid(hand, trump, legal)
        if self.level == "easy" and self.rng.below(6) == 0:
            return self.pick(legal)
        if self.level == "hard":
            a = self._search(view, hand, trump)
            if a is not None:
                return a
        trick = [T.parse(COLOURS, c) for _, c in view["trick"]]
        led = trick[0] // 20 if trick else -1
        return T.pick_card(T.legal_from(hand, led), trick, trump, self._want(self.seat, view["tricks_won"][self.seat],
                                                                                  len(hand)))

    def _estimate(self, hand, trump):
        est = 0.0
        for c in hand:
            v = c % 20 + 1
            if c // 20 == trump:
                est += 1.0 if v >= 15 else (0.6 if v >= 11 else 0.25)
            elif v >= 16:
                est += _SIDE[20 - v]
        return est

    def _bid(self, hand, trump, legal):
        want = int(self._estimate(hand, trump) + 0.5)
        if self.level == "easy" and self.rng.below(3) == 0:
            want += 1 if self.rng.below(2) else -1
        best = None
        for a in legal:
            if best is None or abs(a - _BID0 - want) < abs(best - _BID0 - want):
                best = a
        return best

    def _want(self, s, won, left, bids=None):
        b = (bids or self.bids)[s]
        if b is None:
            return 0
        need = b - won
        if need <= 0:
            return -1
        return 2 if need >= left else 1

    def _search(self, view, hand, trump):
        legal = view["legal"]
        n = view["players"]
        bids = list(self.bids)
        if None in bids:
            return None
        trick = [T.parse(COLOURS, c) for _, c in view["trick"]]
        seen = set(hand)
        for c in self.mem.played:
            seen.add(c)
        seen.add(T.parse(COLOURS, view["trump_card"]))  # turned up: in nobody's hand
        unseen = [c for c in range(80) if c not in seen]
        sizes = view["hand_sizes"]
        extra = len(unseen) - sum(sizes[s] for s in range(n) if s != self.seat)
        per = max(2, self.samples // len(legal))
        total = [0.0] * len(legal)
        for _ in range(per):
            hands = T.sample_hands(self.rng, self.seat, n, sizes, unseen, self.mem.void, extra)
            if hands is None:
                return None
            for i in range(len(legal)):
                hs = [list(h) for h in hands]
                hs[self.seat] = list(hand)
                won = list(view["tricks_won"])

                def on_trick(w, cards, won=won):
                    won[w] += 1

                sim = T.Sim(hs, trump, view["leader"], trick)
                sim.play_out(lambda s, sm, won=won: self._want(s, won[s], len(sm.hands[s]), bids), on_trick,
                             legal[i])
                sc = round_scores(bids, won)
                total[i] += sc[self.seat] - (sum(sc) - sc[self.seat]) / (n - 1)
        best = 0
        for i in range(1, len(legal)):
            if total[i] > total[best]:
                best = i
        return legal[best]


def make(level, seat, seed):
    return BaptistenskatBot(seat, seed, level)
