"""Baptistenskat hard bot: determinized Monte Carlo (see baptistenskat.py's docstring).
Imported only by a hard seat, so a board playing easy or normal seats never holds this
bytecode.  `self` in these functions is the BaptistenskatBot deciding."""

from engine_core.bots.baptistenskat import _BID0, _beats, _mask, estimate, hand_lists, parse, policy


def round_scores(bids, won):
    """RULINGS.md 3 scoring of one round for every seat."""
    n = len(bids)
    top = 0
    dbl = -1
    for s in range(n):
        b = bids[s]
        if b > top:
            top = b
        if b > 0 and won[s] == b and b > dbl:
            dbl = b
    out = []
    for s in range(n):
        b = bids[s]
        if b > 0:
            if won[s] == b:
                out.append(20 * b if b == dbl else 10 * b)
            else:
                d = won[s] - b
                out.append(-10 * (d if d > 0 else -d))
        else:
            out.append(10 * top if won[s] == 0 else -10 * top)
    return out


def rollout(hands, trump, leader, trick, bids, won, gone, first):
    """Play the round out in place (hands, trick, won, gone are the caller's copies); `first` is the
    card the seat to act plays now (None: the policy's).  Returns `won`."""
    n = len(hands)
    s = (leader + len(trick)) % n
    best = -1
    bi = 0
    for i in range(len(trick)):
        c = trick[i]
        if i == 0 or _beats(c, best, trump):
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
        if not trick or _beats(c, best, trump):
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


def _feasible(rem, need, void, players):
    """Hall's condition: the remaining cards per colour `rem` can fill the needs `need` (seats
    0..players-1 refuse colours they are void in, entry `players` is the stock)."""
    for sub in range(1, 16):
        supply = 0
        for col in range(4):
            if (sub >> col) & 1:
                supply += rem[col]
        cap = need[players]
        for s in range(players):
            if need[s] and (sub & ~void[s]) & 15:
                cap += need[s]
        if supply > cap:
            return False
    return True


def sample_world(rng, seat, players, sizes, unseen, void, tries=12):
    """A determinization: the `unseen` cards dealt sizes[s] to each other seat s, the rest to the
    undealt stock, no seat getting a colour it is known void in.  Returns per-seat card lists (the
    own seat's empty) plus the stock as the last entry, or None if no deal fits (only for an
    inconsistent view).  The quick way deals shuffled cards, the most constrained colours first,
    each to a seat drawn in proportion to its open places; if that gets stuck, a slower deal that
    checks Hall's condition before every card (`tries=0`: that one only)."""
    need0 = [0] * (players + 1)
    total = 0
    for s in range(players):
        if s != seat:
            need0[s] = sizes[s]
            total += sizes[s]
    need0[players] = len(unseen) - total
    if need0[players] < 0:
        return None
    pool = list(unseen)
    rng.shuffle(pool)
    # colours by how many seats are void in them, most first
    cons = [0, 0, 0, 0]
    for s in range(players):
        for col in range(4):
            if (void[s] >> col) & 1:
                cons[col] += 1
    order = []
    for k in range(players, -1, -1):
        for c in pool:
            if cons[c // 20] == k:
                order.append(c)
    for _ in range(tries):
        need = list(need0)
        hands = [[] for _ in range(players + 1)]
        ok = True
        for c in order:
            bit = 1 << (c // 20)
            tot = need[players]
            for s in range(players):
                if need[s] and not void[s] & bit:
                    tot += need[s]
            if tot == 0:
                ok = False
                break
            k = rng.below(tot)
            for s in range(players + 1):
                if need[s] and (s == players or not void[s] & bit):
                    if k < need[s]:
                        hands[s].append(c)
                        need[s] -= 1
                        break
                    k -= need[s]
        if ok:
            return hands
        rng.shuffle(order)
        order2 = []
        for k in range(players, -1, -1):
            for c in order:
                if cons[c // 20] == k:
                    order2.append(c)
        order = order2
    # exact fallback
    need = list(need0)
    rem = [0, 0, 0, 0]
    for c in pool:
        rem[c // 20] += 1
    if not _feasible(rem, need, void, players):
        return None
    hands = [[] for _ in range(players + 1)]
    for c in pool:
        col = c // 20
        bit = 1 << col
        rem[col] -= 1
        opts = []
        tot = 0
        for s in range(players + 1):
            if need[s] and (s == players or not void[s] & bit):
                need[s] -= 1
                if _feasible(rem, need, void, players):
                    opts.append(s)
                    tot += need[s] + 1
                need[s] += 1
        if not opts:
            return None
        k = rng.below(tot)
        s = opts[-1]
        for t in opts:
            if k < need[t]:
                s = t
                break
            k -= need[t]
        hands[s].append(c)
        need[s] -= 1
    return hands


def determinize(self, view):
    """One sampled world for this seat's view: per-seat card lists (the own seat holds its
    real hand) plus the undealt stock as the last entry; None only for an inconsistent view."""
    n = view["players"]
    h = hand_lists(view["hand_masks"])
    mine = h[0] + h[1] + h[2] + h[3]
    unseen = []
    for col in range(4):
        m = self.gone[col] | _mask(h[col])
        for v in range(20):
            if not (m >> v) & 1:
                unseen.append(col * 20 + v)
    w = sample_world(self.rng, self.seat, n, view["hand_sizes"], unseen, self.void)
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
    sc = round_scores(bids, won)
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
    per = self.samples // len(cands)
    if per < 3:
        per = 3
    total = [0] * len(cands)
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
        if self.time_up(t0):  # the board's time budget is spent: decide on the samples so far
            break
    best = 0
    for i in range(1, len(cands)):
        if total[i] > total[best]:
            best = i
    return cands[best]

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
    per = self.samples // len(cands)
    if per < 3:
        per = 3
    total = [0] * len(cands)
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
                    if tot + b == hs:
                        b = b + 1 if b == 0 or (b < hs and self.rng.below(2)) else b - 1
                bids[s] = b
            hh = [[lst[:] for lst in x] for x in hands]
            won = rollout(hh, trump, view["leader"], [], bids, [0] * n, self.gone[:], None)
            total[i] += _value(self, bids, won)
        if self.time_up(t0):  # the board's time budget is spent: decide on the samples so far
            break
    best = 0
    for i in range(1, len(cands)):
        if total[i] > total[best]:
            best = i
    return cands[best]


def hand_lists_from_cards(cards):
    out = [[], [], [], []]
    for c in cards:
        out[c // 20].append(c)
    for lst in out:
        lst.sort()
    return out
