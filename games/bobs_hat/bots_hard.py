"""Where's Bob's Hat? hard bot: flat Monte Carlo over determinizations (see bobs_hat.py's
docstring).  Imported only by a hard seat, so a board playing easy or normal seats never holds
this bytecode.  No closures, lambdas or key= functions in the simulation loop."""

from engine_core.bots import trick as T
from engine_core.bots.base import best_of
from engine_core.bots.determinize import Dealer
from engine_core.cards import trick_winner
from games.bobs_hat.bots import (
    _BID0,
    _FEWEST,
    _FEWEST2,
    _HAT_MINUS,
    _HAT_PLUS,
    COLOURS,
    BobsHatBot,
    bid_mask,
    choose_card,
    normal_bid,
    want_of,
)
from games.bobs_hat.rules import CARDS, HAT_BITS, MOSTS, hand_points, hat_value

HARD_SAMPLES = 160  # rollouts per decision at most (all candidates together)
HARD_STEPS = 4800  # simulated card plays per decision at most (keeps MicroPython p95 under 250 ms)
_NONE_RESERVE = 3  # a `bid none` spent now is not there later (once per game): its price, in points
# bid masks the hard bot tries, besides the normal choice: each most, each pair of mosts, fewest(2)
_BID_TRIES = (1, 2, 4, 1 | 2, 1 | 4, 2 | 4, _FEWEST, _FEWEST2)


# --- determinization and rollouts ----------------------------------------------------------
def dealer_of(view, hand, played, void):
    """The determinize.Dealer of the hand in play for the seat of `view` (its own): `hand` its
    cards, `played` the cards seen played this hand, `void` per seat (bit k: holds no card of suit
    k).  Every card the seat has not seen goes to another seat (exactly `hand_sizes[s]` each, none
    of a suit it is known void in) or to the not-dealt pile."""
    seen = bytearray(CARDS)
    for c in hand:
        seen[c] = 1
    for c in played:
        seen[c] = 1
    unseen = [c for c in range(CARDS) if not seen[c]]
    return Dealer(unseen, view["hand_sizes"], view["seat"], void, 20, 3)


def world_of(dealer, rng, seat, hand):
    """One determinization from `dealer` (dealer_of): per seat an ascending list of card ints,
    the own `hand` as it is; None when no deal fits the memory."""
    hands = dealer.deal(rng)
    if hands is None:
        return None
    hands.pop()  # the not-dealt pile
    hands[seat] = hand
    for h in hands:
        h.sort()  # as a view shows a hand: the normal policy's ties break the same way
    return hands


def sample_world(rng, view, played, void):
    """A determinization of the hand in play from `view` (the seat's own) and its memory (see
    dealer_of): per seat an ascending list of card ints, or None when no deal fits.  The search
    makes its dealer once per decision and calls world_of for each sample."""
    hand = [T.parse(COLOURS, c) for c in view["hand"]]
    return world_of(dealer_of(view, hand, played, void), rng, view["seat"], hand)


def load(world, trick, taken, hb, hc, buf, tk):
    """Copy a world (per seat card lists), the trick so far and the cards taken (flat, seat * 3 +
    suit) into rollout's scratch buffers: hb[s] holds seat s's cards in its first hc[s] bytes."""
    for s in range(len(world)):
        h = world[s]
        b = hb[s]
        for j in range(len(h)):
            b[j] = h[j]
        hc[s] = len(h)
    for j in range(len(trick)):
        buf[j] = trick[j]
    for j in range(len(taken)):
        tk[j] = taken[j]


def rollout(hb, hc, trump, leader, buf, tn, masks, hat_value, tk, holder, first=-1):
    """Play the hand out with the normal policy (choose_card, want_of) for every seat, allocation
    free: hb[s] holds seat s's cards in its first hc[s] bytes (load), buf the trick's first tn
    cards, tk the cards taken (seat * 3 + suit), all updated in place; `first`, if >= 0, the card
    the seat to act plays now; trump -1 without trump.  Returns the Bob's Hat holder at the end."""
    n = len(hc)
    choose = choose_card  # locals: no global lookup per simulated card (MicroPython)
    want = want_of
    winner = trick_winner
    while True:
        s = (leader + tn) % n
        cnt = hc[s]
        if not cnt:
            return holder
        h = hb[s]
        if first >= 0:
            c = first
            first = -1
        else:
            c = choose(h, cnt, buf, tn, trump, want(masks[s], hat_value, buf, tn))
        j = 0
        while h[j] != c:
            j += 1
        while j + 1 < cnt:
            h[j] = h[j + 1]
            j += 1
        hc[s] = cnt - 1
        buf[tn] = c
        tn += 1
        if tn == n:
            w = (leader + winner(buf, trump, n)) % n
            for i in range(n):
                c = buf[i]
                tk[w * 3 + c // 20] += 1
                if (1 << (c % 20)) & HAT_BITS:
                    holder = w  # a 14 or 15 in the trick: the winner takes Bob's Hat card
            tn = 0
            leader = w


def candidates(view, hand, trump, phase):
    legal = view["legal"]
    if phase == "hat":
        return [a for a in (_HAT_PLUS, _HAT_MINUS) if a in legal]
    if phase == "bid":
        out = []
        first = _BID0 + normal_bid(hand, trump, (_BID0 + _FEWEST2) in legal)
        for a in [first] + [_BID0 + m for m in _BID_TRIES] + [_BID0]:
            if a in legal and a not in out:
                out.append(a)
        return out
    return list(legal)

class BobsHatHardBot(BobsHatBot):
    """The hard level: the normal bot whose `search` runs the Monte Carlo (bobs_hat.py's
    docstring).  Budget: `samples` rollouts per decision at most, `steps` simulated card plays at
    most, and the board's time budget (Bot.set_budget) or a work cap (Bot.set_work_cap)."""

    def __init__(self, seat, seed, level="hard", samples=HARD_SAMPLES, steps=HARD_STEPS):
        BobsHatBot.__init__(self, seat, seed, level)
        self.samples = samples
        self.steps = steps

    def search(self, view, hand, trump, phase):
        """The hard choice, or None to fall back to the normal one."""
        seat = self.seat
        n = view["players"]
        cands = candidates(view, hand, trump, phase)
        nc = len(cands)
        if nc < 2:
            return cands[0] if cands else None
        opts = view["options"]
        df = opts["double_fewest"]
        neg = opts["negative_scoring"]
        dealt = view["cards_dealt"]
        tr = trump if trump < 3 else -1
        remaining = sum(view["hand_sizes"])
        per = self.samples // nc
        cap = self.steps // (nc * remaining) if remaining else per
        if cap < per:
            per = cap
        if per < 2:
            per = 2
        bids = view["bids"]
        base_masks = [0] * n  # bid none: mask 0, as the game keeps it (hand_points)
        known = [False] * n
        for s in range(n):
            if bids[s] is not None:
                known[s] = True
                base_masks[s] = bid_mask(bids[s])
        hv0 = view["hat_value"] or 0
        if phase == "play":
            trick0 = [T.parse(COLOURS, c) for _, c in view["trick"]]
            taken0 = bytearray(3 * n)
            for s in range(n):
                t = view["taken"][s]
                taken0[s * 3] = t["blue"]
                taken0[s * 3 + 1] = t["red"]
                taken0[s * 3 + 2] = t["black"]
            holder0 = view["hat_holder"]
        else:
            trick0 = []
            taken0 = bytearray(3 * n)
            holder0 = -1
        leader = view["leader"]
        mem = self.mem
        fresh = mem is not None and mem.hand_key == view["hand_no"]
        played = mem.played if fresh else ()
        void = mem.void if fresh else [0] * n
        own_normal = normal_bid(hand, trump, df)
        total = [0] * nc
        # scratch buffers, made once: the rollouts allocate nothing (no GC pauses on a board)
        hb = [bytearray(20) for _ in range(n)]
        hc = bytearray(n)
        buf = bytearray(n)
        tk = bytearray(3 * n)
        tn0 = len(trick0)
        dealer = dealer_of(view, hand, played, void)
        work = nc * remaining  # simulated card plays per sample (Bot.spent)
        t0 = self.search_start()
        for _ in range(per):
            world = world_of(dealer, self.rng, seat, list(hand))
            if world is None:
                return None
            # suits of which no card was dealt to anyone (every most-bid on them is made)
            nodeal = MOSTS  # one bit per suit
            for h in world:
                for c in h:
                    nodeal &= ~(1 << (c // 20))
            for c in played:
                nodeal &= ~(1 << (c // 20))
            masks = list(base_masks)
            for s in range(n):
                if not known[s] and s != seat:
                    masks[s] = normal_bid(world[s], trump, df)
            for i in range(nc):
                a = cands[i]
                hv = hv0
                first = -1
                if phase == "hat":
                    hv = hat_value(a)
                    masks[seat] = own_normal
                elif phase == "bid":
                    masks[seat] = a - _BID0  # 0: bid none
                else:
                    first = a
                load(world, trick0, taken0, hb, hc, buf, tk)
                holder = rollout(hb, hc, tr, leader, buf, tn0, masks, hv, tk, holder0, first)
                mine = 0
                others = 0
                for s in range(n):
                    p = hand_points(s, masks, tk, holder, hv, dealt, neg, nodeal)
                    if s == seat:
                        mine = p
                    else:
                        others += p
                # (own - others' mean) * (n - 1): an integer, same order
                total[i] += mine * (n - 1) - others
                if a == _BID0 and phase == "bid":
                    total[i] -= _NONE_RESERVE * (n - 1)
            if self.spent(t0, work):  # budget spent (time or work cap): decide on the samples so far
                break
        return best_of(cands, total)


def make(level, seat, seed):
    return BobsHatHardBot(seat, seed, level)
