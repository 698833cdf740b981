"""Baptistenskat hard bot: determinized Monte Carlo (see baptistenskat.py's docstring).
Imported by make_bot for a hard seat only, so a board playing easy or normal seats never holds
this bytecode.  `self` in these functions is the BaptistenskatBot deciding."""

from engine_core.bots.base import best_of
from engine_core.bots.determinize import deal
from engine_core.cards import beats
from games.baptistenskat.bots import _BID0, BaptistenskatBot, _mask, estimate, hand_lists, parse, policy
from games.baptistenskat.rules import hook_bid, round_points

HARD_SAMPLES = 72  # rollouts per decision (spread over the candidates)


def rollout(hands, trump, leader, trick, bids, won, gone, first):
    """Play the round out in place (hands, trick, won, gone are the caller's copies); `first` is the
    card the seat to act plays now (None: the policy's).  Returns `won`."""
    n = len(hands)
    s = (leader + len(trick)) % n
    best = -1
    bi = 0
    for i in range(len(trick)):
        c = trick[i]
        if i == 0 or beats(c, best, trump):
            best = c
            bi = i
    while True:
        h = hands[s]
        if first is not None:
            c = first
            first = None
        else:
            b = bids[s]
            c = policy(h, trick, best, trump, None if b is None else b - won[s], gone, len(trick) == n - 1)
        col = c // 20
        h[col].remove(c)
        gone[col] |= 1 << (c % 20)
        if not trick or beats(c, best, trump):
            best = c
            bi = len(trick)
        trick.append(c)
        if len(trick) == n:
            w = (leader + bi) % n
            won[w] += 1
            leader = w
            s = w
            del trick[:]
            if not (h[0] or h[1] or h[2] or h[3]):  # every hand has the same size
                return won
        else:
            s = s + 1 if s + 1 < n else 0


def determinize(self, view):
    """One sampled world for this seat's view (determinize.deal): per-seat card lists (the own
    seat holds its real hand) plus the undealt stock as the last entry; None only for an
    inconsistent view."""
    h = hand_lists(view["hand_masks"])
    mine = h[0] + h[1] + h[2] + h[3]
    unseen = []
    for col in range(4):
        m = self.gone[col] | _mask(h[col])
        for v in range(20):
            if not (m >> v) & 1:
                unseen.append(col * 20 + v)
    w = deal(self.rng, unseen, view["hand_sizes"], self.seat, self.void, 20, 4)
    if w is not None:
        w[self.seat] = mine
    return w

def _world(self, view, trump):
    w = determinize(self, view)
    if w is None:
        return None
    n = view["players"]
    return [hand_lists_from_cards(w[s]) for s in range(n)]

def _value(self, bids, won):
    """Own round score - the others' mean, times (players - 1): an integer, the same order."""
    sc = round_points(bids, won)
    me = sc[self.seat]
    return me * (len(sc) - 1) - (sum(sc) - me)

def _fill_bids(self, view, hands, trump, bids, start):
    """Unknown bids in a sampled world: `estimate` on the seat's sampled hand."""
    n = view["players"]
    won = view["tricks_won"]
    for s in range(n):
        if bids[s] is None:
            bids[s] = won[s] + estimate(hands[s], trump, n, self.gone)
    return bids

def search_play(self, view, h, trump, legal):
    cands = []  # one card per run of cards with nothing unseen between them
    prev = -1
    for c in legal:
        if prev >= 0 and prev // 20 == c // 20:
            between = ((1 << (c % 20)) - 1) ^ ((2 << (prev % 20)) - 1)
            if self.gone[c // 20] & between == between:
                prev = c
                continue
        cands.append(c)
        prev = c
    if len(cands) == 1:
        return cands[0]
    if self.bids[self.seat] is None:
        return None
    trick = [parse(t) for _, t in view["trick"]]
    per = max(3, self.samples // len(cands))  # samples, each trying every candidate
    total = [0] * len(cands)
    work = len(cands) * sum(view["hand_sizes"])  # simulated card plays per sample (Bot.spent)
    t0 = self.search_start()
    for _ in range(per):
        hands = _world(self, view, trump)
        if hands is None:
            return None
        bids = _fill_bids(self, view, hands, trump, list(self.bids), 0)
        for i in range(len(cands)):
            hs = [[lst[:] for lst in hh] for hh in hands]
            won = rollout(hs, trump, view["leader"], trick[:], bids, list(view["tricks_won"]),
                          self.gone[:], cands[i])
            total[i] += _value(self, bids, won)
        if self.spent(t0, work):  # budget spent (time or work cap): decide on the samples so far
            break
    return best_of(cands, total)

def search_bid(self, view, h, trump, want, legal):
    n = view["players"]
    cands = []
    for a in legal:
        if want - 2 <= a - _BID0 <= want + 2:
            cands.append(a)
    if len(cands) <= 1:
        return None
    hook = view["options"].get("hook")
    dealer = view["dealer"]
    hs = view["hand_sizes"][self.seat]
    per = max(3, self.samples // len(cands))  # samples, each trying every candidate
    total = [0] * len(cands)
    work = len(cands) * sum(view["hand_sizes"])  # simulated card plays per sample (Bot.spent)
    t0 = self.search_start()
    for _ in range(per):
        hands = _world(self, view, trump)
        if hands is None:
            return None
        for i in range(len(cands)):
            bids = list(self.bids)
            bids[self.seat] = cands[i] - _BID0
            for t in range(n):
                if bids[t] is None and t != dealer and (t - self.seat) % n > (dealer - self.seat) % n:
                    bids[t] = estimate(hands[t], trump, n, self.gone)
            # later bidders, in bidding order (the dealer last, under the hook)
            s = self.seat
            while s != dealer:
                s = s + 1 if s + 1 < n else 0
                b = estimate(hands[s], trump, n, self.gone)
                if hook and s == dealer:
                    tot = 0
                    for t in range(n):
                        if t != s:
                            tot += bids[t]
                    if b == hook_bid(hook, s, dealer, tot, hs):
                        b = b + 1 if b == 0 or (b < hs and self.rng.below(2)) else b - 1
                bids[s] = b
            hh = [[lst[:] for lst in x] for x in hands]
            won = rollout(hh, trump, view["leader"], [], bids, [0] * n, self.gone[:], None)
            total[i] += _value(self, bids, won)
        if self.spent(t0, work):  # budget spent (time or work cap): decide on the samples so far
            break
    return best_of(cands, total)


def hand_lists_from_cards(cards):
    out = [[], [], [], []]
    for c in cards:
        out[c // 20].append(c)
    for lst in out:
        lst.sort()
    return out


class BaptistenskatHardBot(BaptistenskatBot):
    """The hard level: the normal bot whose searches run the Monte Carlo (baptistenskat.py's
    docstring); `samples` rollouts per decision, and the board's time budget (Bot.set_budget) or a
    work cap (Bot.set_work_cap)."""

    def __init__(self, seat, seed, level="hard", samples=HARD_SAMPLES):
        BaptistenskatBot.__init__(self, seat, seed, level)
        self.samples = samples

    def search_bid(self, view, h, trump, want, legal):
        return search_bid(self, view, h, trump, want, legal)

    def search_play(self, view, h, trump, legal):
        return search_play(self, view, h, trump, legal)


def make(level, seat, seed):
    return BaptistenskatHardBot(seat, seed, level)
