"""Where's Bob's Hat? bots (RULINGS.md 1).  They see only their seat's views.

- easy:   the normal heuristics with slips: one decision in six is a random legal one, and one bid
          in four is a careless single "most <suit>".
- normal: chooses the hat sign from its hat cards (14/15) and strength; bids "most" on
          suits where it is long and strong (trump counts double), "fewest" with a weak
          hand (fewest2 with a very weak one when allowed), `bid none` (option no_bid) only
          with a hopeless hand: nothing long, nothing weak enough to duck every trick.  In play
          it wants a trick when it holds cards of a suit it bid most on (or a 14/15 with the hat
          at +10), and ducks when it bid fewest (or the hat is -10): win as cheaply as
          possible, duck with the highest card that still loses.
- hard:   flat Monte Carlo over determinizations, for the hat choice, the bid and every card:
          the unseen cards are dealt to the other seats and the not-dealt pile consistent with
          hand sizes, the cards played and known voids (`sample_world`); bids not yet visible
          are those the normal policy would make with the sampled hands; the rest of the hand
          is played out with the normal policy for every seat, and the candidate with the best
          average of (own hand score - the others' mean) is chosen.  Every candidate is tried on
          the same sampled worlds.  Budget: `samples` rollouts per decision at most, and at most
          `steps` simulated card plays (so a long hand takes fewer samples, not more time).
          The search is engine_core/bots/bobs_hat_hard.py, imported only by a hard seat (its
          bytecode stays off the heap of a board playing easy or normal seats).

No closures, lambdas or key= functions in the simulation loop: they are slower on MicroPython
and each call allocates a cell or a bound object on a board's heap.
"""

from engine_core.bobs_hat import BID0 as _BID0
from engine_core.bobs_hat import FEWEST as _FEWEST
from engine_core.bobs_hat import FEWEST2 as _FEWEST2
from engine_core.bobs_hat import HAT_MINUS as _HAT_MINUS
from engine_core.bobs_hat import HAT_PLUS as _HAT_PLUS  # the game's own action numbers
from engine_core.bots import trick as T
from engine_core.bots.base import Bot

COLOURS = ("blue", "red", "black")
TRUMPS = ("blue", "red", "black", "none")
_BITS = {"blue": 1, "red": 2, "black": 4, "fewest": 8, "fewest2": 16}
_HAT_VALUES = (13, 14)  # value - 1 of the 14 and the 15
HARD_SAMPLES = 160  # rollouts per decision at most (all candidates together)
HARD_STEPS = 4800  # simulated card plays per decision at most (keeps MicroPython p95 under 250 ms)


def _hat_card(c):
    return c % 20 in _HAT_VALUES


def bid_mask(words):
    m = 0
    for w in words or ():
        m |= _BITS.get(w, 0)
    return m


# --- card choice (the normal policy; also every seat's policy in the rollouts) ---------------
def _key(c, trump, mode):
    """Sort keys as small ints: 0 (is trump, value), 1 (is not trump, value), 2 value."""
    v = c % 20
    if mode == 2:
        return v
    t = c // 20 == trump
    if mode == 1:
        t = not t
    return v + 20 if t else v


def _lowest(cards, trump, mode=0):
    best = cards[0]
    bk = _key(best, trump, mode)
    for c in cards:
        k = _key(c, trump, mode)
        if k < bk:
            best = c
            bk = k
    return best


def _highest(cards, trump, mode=0):
    best = cards[0]
    bk = _key(best, trump, mode)
    for c in cards:
        k = _key(c, trump, mode)
        if k > bk:
            best = c
            bk = k
    return best


def legal_cards(hand, led):
    """The cards of `hand` playable to a trick led in colour `led` (-1: leading)."""
    if led >= 0:
        f = [c for c in hand if c // 20 == led]
        if f:
            return f
    return hand


def pick_card(legal, trick, trump, want):
    """`want` > 0: win the trick as cheaply as possible; < 0: lose it with the highest card that
    still loses; 0: play low.  trump is -1 without trump."""
    if not trick:
        return _highest(legal, trump) if want > 0 else _lowest(legal, trump)
    led = trick[0] // 20
    best = trick[T.trick_winner(trick, trump)]
    winners = []
    losers = []
    for c in legal:
        if T.beats(c, best, led, trump):
            winners.append(c)
        else:
            losers.append(c)
    if want > 0 and winners:
        return _lowest(winners, trump)
    if want < 0 and losers:
        return _highest(losers, trump, 1)
    if losers:
        return _lowest(losers, trump)
    if want < 0:
        return _lowest(winners, trump, 2)
    return _lowest(legal, trump)


def want_of(m, hat_value, trick):
    """How much a seat with bid mask m wants the trick holding `trick`."""
    w = -3 if m & 24 else 0
    for c in trick:
        if m >> (c // 20) & 1:
            w += 1
        if _hat_card(c):
            w += 2 if hat_value > 0 else -2
    if not trick and m & 7:
        w += 1
    return w


def _strong(c, trump):
    v = c % 20 + 1
    return v >= 16 or (c // 20 == trump and v >= 10)


def _suit_stats(hand, suit):
    cnt = 0
    highs = 0
    for c in hand:
        if c // 20 == suit:
            cnt += 1
            if c % 20 >= 14:
                highs += 1
    return cnt, highs


def _natural(hand, trump, suit):
    """Long and strong in `suit`: worth a most-bid on its own merits."""
    n = len(hand)
    cnt, highs = _suit_stats(hand, suit)
    if suit == trump and cnt * 3 >= n and highs >= 1:
        return True
    return cnt * 3 >= n + 3 and highs * 2 >= cnt


def _strength(hand, trump):
    strong = 0
    for c in hand:
        if _strong(c, trump):
            strong += 1
    return strong


def normal_bid(hand, trump, double_fewest=False):
    """The normal policy's bid mask for `hand` (never 0): mosts where long and strong, else fewest
    (fewest2 when allowed and nothing is strong), else most on the best suit."""
    m = 0
    for suit in range(3):
        if _natural(hand, trump, suit):
            m |= 1 << suit
    if m:
        return m
    strong = _strength(hand, trump)
    if strong * 5 <= len(hand):
        return _FEWEST2 if double_fewest and strong == 0 else _FEWEST
    best = 0
    bsum = -1
    for suit in range(3):
        tot = 0
        for c in hand:
            if c // 20 == suit:
                tot += c % 20 + (10 if suit == trump else 0)
        if tot > bsum:
            best = suit
            bsum = tot
    return 1 << best


def hopeless(hand, trump):
    """No natural bid: no long strong suit, too strong to duck every trick, and short in every
    suit (the fallback most-bid would be a guess)."""
    n = len(hand)
    for suit in range(3):
        if _natural(hand, trump, suit) or _suit_stats(hand, suit)[0] * 3 > n + 1:
            return False
    return _strength(hand, trump) * 5 > n


class BobsHatBot(Bot):
    def __init__(self, seat, seed, level, samples=HARD_SAMPLES, steps=HARD_STEPS):
        Bot.__init__(self, seat, seed)
        self.level = level
        self.samples = samples
        self.steps = steps
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
        if self.level == "hard":
            # the search lives in its own module: an easy or normal seat never loads it
            from engine_core.bots.bobs_hat_hard import search

            a = search(self, view, hand, trump, phase)
            if a is not None and a in legal:
                return a
        if phase == "hat":
            return self._hat(hand, trump, legal)
        if phase == "bid":
            return self._bid(view, hand, trump, legal)
        return self._play(view, hand, trump)

    # --- normal heuristics ------------------------------------------------------------
    def _hat(self, hand, trump, legal):
        hats = 0
        strong = 0
        for c in hand:
            if _hat_card(c):
                hats += 1
            if _strong(c, trump):
                strong += 1
        a = _HAT_PLUS if hats and strong * 4 >= len(hand) else _HAT_MINUS
        return a if a in legal else legal[0]

    def _bid(self, view, hand, trump, legal):
        if _BID0 in legal and hopeless(hand, trump) and self.level != "easy":
            return _BID0
        m = normal_bid(hand, trump, (_BID0 + _FEWEST2) in legal)
        if self.level == "easy" and self.rng.below(4) == 0:
            m = 1 << self.rng.below(3)
        a = _BID0 + m
        if a in legal:
            return a
        for x in legal:
            if x > _BID0:
                return x
        return legal[0]

    def _play(self, view, hand, trump):
        trick = [T.parse(COLOURS, c) for _, c in view["trick"]]
        led = trick[0] // 20 if trick else -1
        m = bid_mask(view["bids"][self.seat])
        w = want_of(m, view["hat_value"] or 0, trick)
        return pick_card(legal_cards(hand, led), trick, trump if trump < 3 else -1, w)

def make(level, seat, seed):
    return BobsHatBot(seat, seed, level)
