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
          hand sizes, the cards played and known voids (`sample_world`, determinize.deal); bids not yet visible
          are those the normal policy would make with the sampled hands; the rest of the hand
          is played out with the normal policy for every seat (`choose_card`, the same function
          this module plays with), scored by the game's own `hand_points`, and the candidate
          with the best average of (own hand score - the others' mean) is chosen.  Every candidate is tried on
          the same sampled worlds.  Budget: `samples` rollouts per decision at most, and at most
          `steps` simulated card plays (so a long hand takes fewer samples, not more time).
          The search is games/bobs_hat/bots_hard.py (BobsHatHardBot, a subclass), which
          make_bot imports for a hard seat only (its bytecode stays off the heap of a board
          playing easy or normal seats); this module never imports it.

No closures, lambdas or key= functions in the simulation loop: they are slower on MicroPython
and each call allocates a cell or a bound object on a board's heap.
"""

from engine_core.bots import trick as T
from engine_core.bots.base import Bot
from engine_core.cards import trick_winner
from games.bobs_hat.rules import BID0 as _BID0
from games.bobs_hat.rules import BID_WORDS, HAT_BITS, MOSTS, SUITS, TRUMPS
from games.bobs_hat.rules import FEWEST as _FEWEST
from games.bobs_hat.rules import FEWEST2 as _FEWEST2
from games.bobs_hat.rules import HAT_MINUS as _HAT_MINUS
from games.bobs_hat.rules import HAT_PLUS as _HAT_PLUS  # the game's own action numbers and masks

COLOURS = SUITS  # the game's suit names, in card order
_FEWEST_ANY = _FEWEST | _FEWEST2
HARD_SEARCH = True  # the hard level is bobs_hat_hard.py: make_bot loads it for hard seats only


def _hat_card(c):
    return (1 << (c % 20)) & HAT_BITS


def bid_mask(words):
    """The game's bid mask of a view's bid words (["none"] and None: 0)."""
    m = 0
    for w in words or ():
        if w in BID_WORDS:
            m |= 1 << BID_WORDS.index(w)
    return m


# --- card choice (the normal policy; also every seat's policy in the hard bot's rollouts) -----
def choose_card(h, cnt, trick, tn, trump, want):
    """The normal card from the hand h[:cnt] (ascending) for a trick holding trick[:tn] (tn 0:
    leading), trump -1 without trump.  `want` > 0: win the trick as cheaply as possible; < 0: lose
    it with the highest card that still loses; 0: play low.  Works on lists or bytearrays, builds
    nothing (the rollouts call it for every simulated card)."""
    if tn == 0:  # lead: the highest (want > 0) or lowest card by (is trump, value)
        best = h[0]
        bk = best % 20 + (20 if best // 20 == trump else 0)
        for i in range(1, cnt):
            c = h[i]
            k = c % 20 + (20 if c // 20 == trump else 0)
            if (k > bk) if want > 0 else (k < bk):
                best = c
                bk = k
        return best
    led = trick[0] // 20
    follow = False  # follow the colour led if the hand can (RULINGS.md 1)
    for i in range(cnt):
        if h[i] // 20 == led:
            follow = True
            break
    bc = trick[trick_winner(trick, trump, tn)]
    bcs = bc // 20  # the winning card's colour: beats(c, bc, trump) is written out below, as
    # trick_winner does (a call per card was a tenth of a rollout on the board, issue 26; the
    # test against beats: tests/per_game/bobs_hat/test_bots.py)
    lw = -1  # lowest winner (is trump, value)
    lwk = 99
    lwv = -1  # lowest winner by value
    lwvk = 99
    hl = -1  # highest loser (is not trump, value)
    hlk = -1
    ll = -1  # lowest loser (is trump, value)
    llk = 99
    al = -1  # lowest legal (is trump, value)
    alk = 99
    for i in range(cnt):
        c = h[i]
        cs = c // 20
        if follow and cs != led:
            continue
        v = c % 20
        k0 = v + 20 if cs == trump else v
        if k0 < alk:
            al = c
            alk = k0
        if c > bc if cs == bcs else cs == trump:  # beats(c, bc, trump)
            if k0 < lwk:
                lw = c
                lwk = k0
            if v < lwvk:
                lwv = c
                lwvk = v
        else:
            k1 = v if cs == trump else v + 20
            if k1 > hlk:
                hl = c
                hlk = k1
            if k0 < llk:
                ll = c
                llk = k0
    if want > 0 and lw >= 0:
        return lw
    if want < 0 and hl >= 0:
        return hl
    if ll >= 0:
        return ll
    if want < 0:
        return lwv
    return al


def want_of(m, hat_value, trick, tn):
    """How much a seat with bid mask m wants the trick holding trick[:tn]."""
    w = -3 if m & _FEWEST_ANY else 0
    for i in range(tn):
        c = trick[i]
        if m >> (c // 20) & 1:
            w += 1
        if (1 << (c % 20)) & HAT_BITS:  # a card showing Bob's Hat
            w += 2 if hat_value > 0 else -2
    if tn == 0 and m & MOSTS:
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
    def __init__(self, seat, seed, level):
        Bot.__init__(self, seat, seed)
        self.level = level
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
        a = self.forced_or_slip(legal, 6)
        if a is not None:
            return a
        phase = view["phase"]
        hand = [T.parse(COLOURS, c) for c in view["hand"]]
        trump = TRUMPS.index(view["trump"])
        a = self.search(view, hand, trump, phase)
        if a is not None and a in legal:
            return a
        if phase == "hat":
            return self._hat(hand, trump, legal)
        if phase == "bid":
            return self._bid(view, hand, trump, legal)
        return self._play(view, hand, trump)

    def search(self, view, hand, trump, phase):
        """The hard level's choice (bobs_hat_hard.BobsHatHardBot), None: the heuristics decide."""
        return None

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
        tn = len(trick)
        w = want_of(bid_mask(view["bids"][self.seat]), view["hat_value"] or 0, trick, tn)
        return choose_card(hand, len(hand), trick, tn, trump if trump < 3 else -1, w)


def make(level, seat, seed):
    return BobsHatBot(seat, seed, level)
