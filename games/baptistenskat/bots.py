"""Baptistenskat bots (RULINGS.md 3).  They see only their seat's views.

- easy:   the normal heuristics with slips: its bid estimate is off by one now and then,
          and one card in six is a random legal one.
- normal: bids the tricks its hand should take (`estimate`: each card's chance that no other
          seat holds a higher card of its colour, from how many of the unseen cards are dealt;
          side colours discounted for ruffs and depth; the nearest legal bid, so `hook` is
          respected).  In play (`policy`) it counts the cards gone (played, and the trump card
          turned up): while it still needs tricks it wins with the cheapest card sure to hold
          (else its highest winner), leads sure winners; once it has enough it plays the highest
          card that still loses, or dumps, and leads low.
- hard:   determinized Monte Carlo.  `determinize` deals the unseen cards to the other seats
          and the undealt stock, consistent with hand sizes, the cards gone, its own hand and
          known voids (determinize.deal: exact, a Hall-condition fallback when the quick random
          deal fails).
          Each world is played out by `rollout` with `policy` for every seat.  In play each
          distinct candidate card (cards with nothing unseen between them are one candidate) is
          tried in every world; in bidding each legal bid near the estimate is tried in every
          world (the later bidders bid `estimate` on their sampled hands).  The choice with the
          best mean of (own round score - the others' mean, the game's own `round_points`) is
          taken.  The search is games/baptistenskat/bots_hard.py (BaptistenskatHardBot, a
          subclass), which make_bot imports for a hard seat only (its bytecode stays off the heap
          of a board playing easy or normal seats); this module never imports it.
Memory: `hidden_bids` hides every bid once bidding ends: the bots use the bids they saw while
bidding went on (and the bid they made), as a person at the table remembers them; an unseen bid
(the dealer's under hidden_bids) is estimated from the sampled hand in the simulations.
Cards are ints colour * 20 + value - 1; hands are 4 ascending per-colour lists (small, no big ints).
"""

from engine_core.bots.base import Bot
from engine_core.cards import beats, bits, card_number
from games.baptistenskat.rules import BID0 as _BID0  # the game's own action numbers
from games.baptistenskat.rules import COLOURS

_FULL = 0xFFFFF  # 20 bits: every value of a colour
HARD_SEARCH = True  # the hard level is baptistenskat_hard.py: make_bot loads it for hard seats only
# Expected tricks, in hundredths (integers only: every interpreter rounds alike), of a side-colour
# card by value 20, 19, 18, 17, 16 (index 20 - value), and of a trump of value 15 up, 11 up, below.
_SIDE = (90, 70, 50, 30, 15)
_TRUMP_HIGH = 100
_TRUMP_MID = 60
_TRUMP_LOW = 25


def parse(text):
    """Card int of a card text such as 'blue14' (the game's own reading, cards.card_number)."""
    return card_number(COLOURS, 20, text)


def hand_lists(masks):
    """4 ascending per-colour card lists from 4 per-colour bit masks."""
    out = []
    for col in range(4):
        base = col * 20
        out.append([base + v for v in bits(masks[col])])
    return out


def _sure(c, gone, own):
    """Is c above every card of its colour that is neither gone nor in this hand (`own`: the
    hand's mask of that colour)?  Ruffs are not considered."""
    v = c % 20
    above = _FULL ^ ((2 << v) - 1)
    return (gone[c // 20] | own) & above == above


def _mask(lst):
    m = 0
    for c in lst:
        m |= 1 << (c % 20)
    return m


def estimate(h, trump, players, gone):
    """Expected tricks of hand h (4 ascending lists) at the start of a round, rounded to the
    nearest whole trick: high trumps nearly sure, middle trumps often, low ones sometimes; a side
    colour's highest cards (value 16 up, `_SIDE` by value) likely.  Summed in hundredths."""
    est = 0
    for col in range(4):
        for c in h[col]:
            v = c % 20 + 1
            if col == trump:
                est += _TRUMP_HIGH if v >= 15 else (_TRUMP_MID if v >= 11 else _TRUMP_LOW)
            elif v >= 16:
                est += _SIDE[20 - v]
    return (est + 50) // 100


def nearest_bid(legal, want):
    best = None
    for a in legal:
        if best is None or abs(a - _BID0 - want) < abs(best - _BID0 - want) or \
                (abs(a - _BID0 - want) == abs(best - _BID0 - want) and a < best):
            best = a
    return best


def policy(h, trick, best, trump, need, gone, last):
    """The normal card: `need` tricks still wanted (> 0 win, <= 0 duck, None: play low); `best` the
    trick's winning card so far (trick non-empty); `last`: the seat plays the trick's last card."""
    if not trick:
        return _lead(h, trump, need, gone)
    led = trick[0] // 20
    fl = h[led]
    if fl:
        if best // 20 == led:
            lo = [c for c in fl if c < best]
            hi = [c for c in fl if c > best]
        else:  # the led colour has been ruffed: nothing of it wins
            lo = fl
            hi = []
        if need is not None and need > 0:
            if hi:
                return hi[0]
            return fl[0]
        if lo:
            return lo[-1] if need is not None else lo[0]
        return fl[-1] if last else fl[0]
    # void in the colour led
    tl = h[trump]
    if best // 20 == trump:
        tlo = [c for c in tl if c < best]
        thi = [c for c in tl if c > best]
    else:
        tlo = []
        thi = tl
    side = None  # lowest / highest non-trump card
    sideh = None
    for col in range(4):
        if col != trump and h[col]:
            if side is None or h[col][0] % 20 < side % 20:
                side = h[col][0]
            if sideh is None or h[col][-1] % 20 > sideh % 20:
                sideh = h[col][-1]
    if need is not None and need > 0:
        if thi:
            if last:
                return thi[0]
            own = _mask(tl)
            for c in thi:
                if _sure(c, gone, own):
                    return c
            return thi[0] if len(thi) > 2 else thi[-1]
        if side is not None:
            return side
        return tl[0]
    if need is None:
        if side is not None:
            return side
        return tlo[0] if tlo else tl[0]
    # duck: shed the highest card that loses (a side card before a trump)
    if sideh is not None:
        return sideh
    return tl[-1] if last else tl[0]


def _lead(h, trump, need, gone):
    if need is not None and need > 0:  # the strongest card: the highest trump, else the highest card
        if h[trump]:
            return h[trump][-1]
        pick = None
        for col in range(4):
            lst = h[col]
            if lst and (pick is None or lst[-1] % 20 > pick % 20):
                pick = lst[-1]
        return pick
    pick = None
    for col in range(4):
        lst = h[col]
        if col != trump and lst and (pick is None or lst[0] % 20 < pick % 20):
            pick = lst[0]
    if pick is None:
        pick = h[trump][0]
    return pick


class BaptistenskatBot(Bot):
    def __init__(self, seat, seed, level):
        Bot.__init__(self, seat, seed)
        self.level = level
        self.moves = -1
        self.round = None
        self.players = 0
        self.bids = None  # bids seen this round (kept when hidden_bids hides them)
        self.gone = [0, 0, 0, 0]  # per colour: cards played this round and the trump card
        self.void = []  # per seat, bit c: that seat holds no card of colour c
        self.trump_card = -1
        self.mem = self  # test_bots.py reads bot.mem.void / bot.mem.played

    @property
    def played(self):
        """Card ints played this round (from the views)."""
        out = set()
        for col in range(4):
            m = self.gone[col]
            for v in range(20):
                if (m >> v) & 1:
                    out.add(col * 20 + v)
        out.discard(self.trump_card)
        return out

    # --- memory ---------------------------------------------------------------------
    def observe(self, view):
        if view["moves"] == self.moves:
            return
        self.moves = view["moves"]
        n = view["players"]
        r = view["round_no"]
        if r != self.round or self.players != n:
            self.round = r
            self.players = n
            self.bids = [None] * n
            self.void = [0] * n
            tc = parse(view["trump_card"])
            self.trump_card = tc
            self.gone = [0, 0, 0, 0]
            self.gone[tc // 20] |= 1 << (tc % 20)
        bids = view["bids"]
        for s in range(n):
            if bids[s] is not None:
                self.bids[s] = bids[s]
        lt = view["last_trick"]
        if lt is not None and lt["round"] == r:
            self._trick(lt["cards"])
        self._trick(view["trick"])

    def _trick(self, pairs):
        if not pairs:
            return
        led = -1
        for s, t in pairs:
            c = parse(t)
            col = c // 20
            if led < 0:
                led = col
            elif col != led:
                self.void[s] |= 1 << led
            self.gone[col] |= 1 << (c % 20)

    # --- decisions ----------------------------------------------------------------------
    def choose(self, view):
        self.observe(view)
        legal = view["legal"]
        if len(legal) == 1:
            a = legal[0]
        elif view["phase"] == "bid":
            a = self._bid(view, legal)
        else:
            a = self._play(view, legal)
        if a >= _BID0:
            self.bids[self.seat] = a - _BID0  # remembered: hidden_bids may hide it from now on
        return a

    def _bid(self, view, legal):
        h = hand_lists(view["hand_masks"])
        trump = COLOURS.index(view["trump"])
        want = estimate(h, trump, view["players"], self.gone)
        if self.level == "easy" and self.rng.below(3) == 0:
            want += 1 if self.rng.below(2) else -1
        a = self.search_bid(view, h, trump, want, legal)
        if a is not None:
            return a
        return nearest_bid(legal, want)

    # the hard level's searches (baptistenskat_hard.BaptistenskatHardBot); None: the heuristics
    def search_bid(self, view, h, trump, want, legal):
        return None

    def search_play(self, view, h, trump, legal):
        return None

    def _own_need(self, view, h, trump):
        b = self.bids[self.seat]
        if b is None:  # joined after the bidding under hidden_bids: guess from the hand
            b = view["tricks_won"][self.seat] + estimate(h, trump, view["players"], self.gone)
        return b - view["tricks_won"][self.seat]

    def _play(self, view, legal):
        if self.level == "easy" and self.rng.below(6) == 0:
            return self.pick(legal)
        h = hand_lists(view["hand_masks"])
        trump = COLOURS.index(view["trump"])
        a = self.search_play(view, h, trump, legal)
        if a is not None:
            return a
        trick = [parse(t) for _, t in view["trick"]]
        best = -1
        for c in trick:
            if best < 0 or beats(c, best, trump):
                best = c
        c = policy(h, trick, best, trump, self._own_need(view, h, trump), self.gone,
                   len(trick) == view["players"] - 1)
        return c if c in legal else legal[0]


def make(level, seat, seed):
    return BaptistenskatBot(seat, seed, level)
