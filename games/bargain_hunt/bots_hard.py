"""Bargain Hunt hard bot: determinized Monte Carlo over the rest of the round (see
bargain_hunt.py's docstring).  Imported only by a hard seat, so a board playing easy or normal
seats never holds this bytecode.  `self` in these functions is the BargainHuntBot deciding."""

from engine_core.bots.base import best_of
from engine_core.bots.determinize import deal
from games.bargain_hunt.bots import (
    _PLAY_SSO,
    AWARE,
    SSO,
    BargainHuntBot,
    Trick,
    clear_gain,
    decode,
    parse_kind,
    policy,
    trick_from_view,
)
from games.bargain_hunt.rules import clearings, trash_count

HARD_BUDGET = 2600  # simulated card plays per hard decision (figures: engine_core/bots/__init__.py)
HARD_MIN_SAMPLES = 2
HARD_MAX_SAMPLES = 24
# Weights in percent (integers only: every interpreter values a line alike).
OTHERS_WEIGHT = 100  # the others' mean gain counts against the own gain with this weight
FUTURE_WEIGHT = 50  # worth of a later round's clearing of the odds cards left after this round
# Share of the value taken from the race with the best other seat (final total, this round's
# gain on top of the totals so far) instead of from the others' mean gain.  Measured (300 games
# each, seed 1): with 3 players hard vs normal,normal won 0.355 [0.302, 0.408] at 0 % (fair 0.333)
# and 0.465 [0.398, 0.532] at 100 % (200 games); with 4 players 0.444 at 0, 0.446 at 50, 0.435 at 100.
LEAD_WEIGHT = 100  # percent


def sample(self, view, pool=None, hand=None):
    """One determinization (determinize.deal): per seat a hand of kinds (own seat: its real
    hand), or None.  `pool` (self.unseen(view)) and `hand` (the own kinds) when the caller has
    them already."""
    hands = deal(self.rng, pool if pool is not None else self.unseen(view), view["hand_sizes"], self.seat,
                 self.void, 9, 6, SSO)
    if hands is not None:
        hands.pop()  # the stock
        hands[self.seat] = hand if hand is not None else [parse_kind(c) for c in view["hand"]]
    return hands

def search(self, view, legal):
    n = view["players"]
    me = self.seat
    cands = [a for a in legal if a <= _PLAY_SSO]
    if len(cands) < 2:
        return None
    t0 = trick_from_view(view)
    bargains = view["bargain"]
    plays = sum(view["hand_sizes"])  # cards left to play this round
    per = self.budget // (plays * len(cands))
    if per < HARD_MIN_SAMPLES:
        per = HARD_MIN_SAMPLES
    if per > HARD_MAX_SAMPLES:
        per = HARD_MAX_SAMPLES
    trash = trash_count(n)
    clears = clearings(view["round_no"], view["rounds_total"])
    future = view["rounds_total"] - view["round_no"]  # clearings in later rounds (the last has 2)
    if future:
        future += 1
    base = self._odds_counts(view)
    pool = self.unseen(view)
    hand = [parse_kind(c) for c in view["hand"]]
    total = [0] * len(cands)
    sc = view["scores"]
    rel = [sc[p] - sc[me] for p in range(n)]  # the others' leads over this seat so far
    work = plays * len(cands)  # simulated card plays per sample (Bot.spent)
    start = self.search_start()
    for _ in range(per):
        hands = sample(self, view, pool, hand)
        if hands is None:
            return None
        for i in range(len(cands)):
            total[i] += rollout(self, t0, hands, cands[i], bargains, n, base, trash, clears, future, rel)
        if self.spent(start, work):  # budget spent (time or work cap): decide on the samples so far
            break
    return best_of(cands, total)


def rollout(self, t0, hands, action, bargains, n, base, trash, clears, future, rel):
    """Play the round out from `t0` (the seat to act plays `action`); own gain - others' mean
    (and, LEAD_WEIGHT of it, own final total - the best other seat's), in hundredths of a point
    times (players - 1): an integer."""
    me = self.seat
    hs = [list(h) for h in hands]
    gain = [0] * n
    ocs = [list(c) for c in base]  # odds counts per value as the round goes on
    aw = ocs if AWARE else None
    t = t0.copy()
    k, d, h = decode(action)
    s = (t.leader + len(t.kinds)) % n
    while True:
        if k < 0:
            hand = hs[s]
            if not hand:
                break
            o = policy(t, hand, s, bargains, n, aw)
            k, d, h = o
        hs[s].remove(k)
        t.add(k, d, h)
        k = -1
        if len(t.kinds) == n:
            w = t.winner(n)
            b = bargains[w]
            cw = ocs[w]
            for x in t.kinds:
                if x != SSO and x % 9 + 1 == b:
                    gain[w] += 100
                else:
                    gain[w] -= 100
                    if x != SSO:
                        cw[x % 9 + 1] += 1
            t = Trick(w)
            s = w
        else:
            s = (s + 1) % n
    for p in range(n):
        tot = ocs[p]
        for j in range(clears + future):
            v, g = clear_gain(tot, trash)
            if g <= 0:
                break
            gain[p] += 100 * g if j < clears else FUTURE_WEIGHT * g  # later rounds' clearings: uncertain
            tot[v] = 0
    others = 0
    lead = None
    for p in range(n):
        if p != me:
            others += gain[p]
            x = rel[p] * 100 + gain[p]
            if lead is None or x > lead:
                lead = x
    race = (gain[me] - lead) * (n - 1)
    if LEAD_WEIGHT == 100:
        return race
    mean = gain[me] * (n - 1) - OTHERS_WEIGHT * others // 100
    return ((100 - LEAD_WEIGHT) * mean + LEAD_WEIGHT * race) // 100


class BargainHuntHardBot(BargainHuntBot):
    """The hard level: the normal bot whose play-phase `search` runs the Monte Carlo
    (bargain_hunt.py's docstring); `budget` simulated card plays per decision, and the board's
    time budget (Bot.set_budget) or a work cap (Bot.set_work_cap)."""

    def __init__(self, seat, seed, level="hard", budget=HARD_BUDGET):
        BargainHuntBot.__init__(self, seat, seed, level)
        self.budget = budget

    def search(self, view, legal):
        return search(self, view, legal)


def make(level, seat, seed):
    return BargainHuntHardBot(seat, seed, level)
