"""Where's Bob's Hat? hard bot: flat Monte Carlo over determinizations (see bobs_hat.py's
docstring).  Imported only by a hard seat, so a board playing easy or normal seats never holds
this bytecode.  No closures, lambdas or key= functions in the simulation loop."""

from engine_core.bots import trick as T
from engine_core.bots.bobs_hat import _BID0, _FEWEST2, _HAT_MINUS, _HAT_PLUS, COLOURS, bid_mask, normal_bid

_NONE_RESERVE = 3  # a `bid none` spent now is not there later (once per game): its price, in points
# bid masks the hard bot tries, besides the normal choice: each most, each pair of mosts, fewest(2)
_BID_TRIES = (1, 2, 4, 3, 5, 6, 8, 16)


def score_seat(s, masks, taken, hat_holder, hat_value, dealt, negative, none_seats, nodeal=0):
    """RULINGS.md 1 scoring of seat s for the hand.  taken: flat, taken[seat * 3 + suit] cards of
    that suit taken; nodeal: bit k set when no card of suit k was dealt to anyone (every most-bid
    on it is then made)."""
    if s in none_seats:
        return 0
    m = masks[s]
    pts = 0
    n = len(taken) // 3
    for suit in range(3):
        if m >> suit & 1:
            mine = taken[s * 3 + suit]
            made = True
            if not (nodeal >> suit) & 1:
                for o in range(n):
                    if o != s and taken[o * 3 + suit] >= mine:
                        made = False
                        break
            if made:
                pts += 5 + mine
            else:
                pts -= 5 + (mine if negative else 0)
    if m & 24:
        tot = taken[s * 3] + taken[s * 3 + 1] + taken[s * 3 + 2]
        made = True
        for o in range(n):
            if o != s and taken[o * 3] + taken[o * 3 + 1] + taken[o * 3 + 2] <= tot:
                made = False
                break
        k = 2 if m & 16 else 1
        pts += k * dealt if made else -k * dealt
    if hat_holder == s:
        pts += hat_value
    return pts


# --- determinization and rollouts ----------------------------------------------------------
def _unseen(hand, played):
    seen = bytearray(60)
    for c in hand:
        seen[c] = 1
    for c in played:
        seen[c] = 1
    return [c for c in range(60) if not seen[c]]


def _deal(rng, seat, n, sizes, hand, unseen, void, extra, pool):
    """One determinization (see sample_world); `pool` is a scratch list of len(unseen)."""
    for i in range(len(unseen)):
        pool[i] = unseen[i]
    rng.shuffle(pool)
    need = [0] * (n + 1)
    for s in range(n):
        if s != seat:
            need[s] = sizes[s]
    need[n] = extra
    hands = [[] for _ in range(n)]
    hands[seat] = list(hand)
    # the most constrained cards first (a suit more seats are void in), in shuffled order
    kcol = [0, 0, 0]  # per suit: how many seats are void in it
    for s in range(n):
        for col in range(3):
            if (void[s] >> col) & 1:
                kcol[col] += 1
    for cons in range(n, -1, -1):
        if cons != kcol[0] and cons != kcol[1] and cons != kcol[2]:
            continue
        for c in pool:
            col = c // 20
            if kcol[col] != cons:
                continue
            total = need[n]
            for s in range(n):
                if need[s] and not (void[s] >> col) & 1:
                    total += need[s]
            if total == 0:
                return None
            r = rng.below(total)
            if r < need[n]:
                need[n] -= 1
                continue
            r -= need[n]
            for s in range(n):
                if need[s] and not (void[s] >> col) & 1:
                    if r < need[s]:
                        hands[s].append(c)
                        need[s] -= 1
                        break
                    r -= need[s]
    for s in range(n):
        hands[s].sort()  # as a view shows a hand: the normal policy's ties break the same way
    return hands


def _sample(rng, seat, n, sizes, hand, unseen, void, extra, pool):
    for _ in range(30):  # a dead end (all seats with room void in a suit) is retried
        w = _deal(rng, seat, n, sizes, hand, unseen, void, extra, pool)
        if w is not None:
            return w
    return None


def sample_world(rng, view, played, void):
    """A determinization of the hand in play from `view` (the seat's own) and its memory:
    `played` (cards seen played this hand) and `void` (per seat, bit k: holds no card of suit k).
    Returns per seat a list of card ints -- the own hand as in the view, every other seat exactly
    `hand_sizes[s]` cards drawn from the cards the seat has not seen, none of a suit it is known
    void in; the rest lie in the not-dealt pile -- or None when no such deal exists."""
    seat = view["seat"]
    n = view["players"]
    hand = [T.parse(COLOURS, c) for c in view["hand"]]
    unseen = _unseen(hand, played)
    sizes = view["hand_sizes"]
    extra = len(unseen) - (sum(sizes) - sizes[seat])
    if extra < 0:
        return None
    return _sample(rng, seat, n, sizes, hand, unseen, void, extra, list(unseen))


def _winner(trick, tn, trump):
    """Index in trick[:tn] of the winning card: highest trump, else highest of the suit led."""
    best = 0
    bc = trick[0]
    led = bc // 20
    bt = led == trump
    for i in range(1, tn):
        c = trick[i]
        cs = c // 20
        if cs == trump:
            if not bt or c > bc:
                best = i
                bc = c
                bt = True
        elif not bt and cs == led and c > bc:
            best = i
            bc = c
    return best


def _choose(h, cnt, trick, tn, trump, want):
    """pick_card(legal_cards(h[:cnt], led), trick[:tn], trump, want) without building any list."""
    if tn == 0:
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
    follow = False
    for i in range(cnt):
        if h[i] // 20 == led:
            follow = True
            break
    bc = trick[_winner(trick, tn, trump)]
    bs = bc // 20
    bt = bs == trump
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
        if cs == bs:
            win = c > bc
        elif cs == trump:
            win = True
        else:
            win = False if bt else (cs == led and bs != led)
        if win:
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


def _want(m, hat_value, trick, tn):
    w = -3 if m & 24 else 0
    for i in range(tn):
        c = trick[i]
        if m >> (c // 20) & 1:
            w += 1
        v = c % 20
        if v == 13 or v == 14:
            w += 2 if hat_value > 0 else -2
    if tn == 0 and m & 7:
        w += 1
    return w


def _run(hb, hc, trump, leader, buf, tn, masks, hat_value, tk, holder, first):
    """The rollout proper, allocation free: hb[s] holds seat s's cards in its first hc[s] bytes,
    buf the trick's first tn cards, tk the cards taken (seat * 3 + suit).  Returns the hat holder."""
    n = len(hc)
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
            c = _choose(h, cnt, buf, tn, trump, _want(masks[s], hat_value, buf, tn))
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
            w = (leader + _winner(buf, n, trump)) % n
            for i in range(n):
                c = buf[i]
                tk[w * 3 + c // 20] += 1
                v = c % 20
                if v == 13 or v == 14:
                    holder = w
            tn = 0
            leader = w


def rollout(hands, trump, leader, trick, masks, hat_value, taken, holder, first=-1):
    """Play the hand out with the normal policy for every seat: `hands` per seat lists of cards,
    `trick` the trick in progress, `taken` a flat list (seat * 3 + suit: cards taken so far),
    `first`, if >= 0, the card the seat to act plays now.  Hands and taken are updated; returns
    the hat holder at the end of the hand."""
    n = len(hands)
    hb = [bytearray(20) for _ in range(n)]
    hc = bytearray(n)
    for s in range(n):
        for i in range(len(hands[s])):
            hb[s][i] = hands[s][i]
        hc[s] = len(hands[s])
    buf = bytearray(n)
    for i in range(len(trick)):
        buf[i] = trick[i]
    tk = bytearray(3 * n)
    for i in range(3 * n):
        tk[i] = taken[i]
    holder = _run(hb, hc, trump, leader, buf, len(trick), masks, hat_value, tk, holder, first)
    for s in range(n):
        hands[s][:] = list(hb[s][:hc[s]])
    for i in range(3 * n):
        taken[i] = tk[i]
    return holder


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

def search(self, view, hand, trump, phase):
    """The hard choice for bot `self` (a BobsHatBot), or None to fall back to the normal one."""
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
    base_masks = [0] * n
    known = [False] * n
    none_base = []
    for s in range(n):
        if bids[s] is not None:
            known[s] = True
            base_masks[s] = bid_mask(bids[s])
            if bids[s] == ["none"]:
                none_base.append(s)
    hat_value = view["hat_value"] or 0
    playing = phase == "play"
    if playing:
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
    played = mem.played if mem is not None and mem.hand_key == view["hand_no"] else ()
    void = mem.void if mem is not None and mem.hand_key == view["hand_no"] else [0] * n
    own_normal = normal_bid(hand, trump, df)
    unseen = _unseen(hand, played)
    sizes = view["hand_sizes"]
    extra = len(unseen) - (sum(sizes) - sizes[seat])
    if extra < 0:
        return None
    pool = list(unseen)
    gen = self.rng
    total = [0] * nc
    # scratch buffers, made once: the rollouts allocate nothing (no GC pauses on a board)
    hb = [bytearray(20) for _ in range(n)]
    hc = bytearray(n)
    buf = bytearray(n)
    tk = bytearray(3 * n)
    tn0 = len(trick0)
    t0 = self.search_start()
    for _ in range(per):
        world = _sample(gen, seat, n, sizes, hand, unseen, void, extra, pool)
        if world is None:
            return None
        # suits of which no card was dealt to anyone (every most-bid on them is made)
        nodeal = 7
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
            hv = hat_value
            first = -1
            nones = none_base
            if phase == "hat":
                hv = 10 if a == _HAT_PLUS else -10
                masks[seat] = own_normal
            elif phase == "bid":
                masks[seat] = a - _BID0
                if a == _BID0:
                    nones = none_base + [seat]
            else:
                first = a
            for s in range(n):
                h = world[s]
                b = hb[s]
                for j in range(len(h)):
                    b[j] = h[j]
                hc[s] = len(h)
            for j in range(tn0):
                buf[j] = trick0[j]
            for j in range(3 * n):
                tk[j] = taken0[j]
            holder = _run(hb, hc, tr, leader, buf, tn0, masks, hv, tk, holder0, first)
            mine = 0
            others = 0
            for s in range(n):
                p = score_seat(s, masks, tk, holder, hv, dealt, neg, nones, nodeal)
                if s == seat:
                    mine = p
                else:
                    others += p
            # (own - others' mean) * (n - 1): an integer, same order
            total[i] += mine * (n - 1) - others
            if a == _BID0 and phase == "bid":
                total[i] -= _NONE_RESERVE * (n - 1)
        if self.time_up(t0):  # the board's time budget is spent: decide on the samples so far
            break
    best = 0
    for i in range(1, nc):
        if total[i] > total[best]:
            best = i
    return cands[best]
