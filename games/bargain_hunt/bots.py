"""Bargain Hunt bots (RULINGS.md 2).  They see only their seat's views.

Cards are handled as *kinds* (games/bargain_hunt/rules.py: `colour * 9 + value - 1`, 54 = SSO).

- easy:   the normal heuristics with slips: one decision in six is a random legal one.
- normal: opens with the value it holds most of (ties: the higher value, the card from its
          shortest colour); in play it scores every legal action (declarations included) by the
          trick it would leave: if the action makes it the winner so far, the trick's worth to it
          (+1 per card of its bargain value, -1 per other card) minus the cost of the card spent
          (an SSO is kept for a rich trick) and of the seats still to add junk; if not, the harm
          of handing its card to the seat winning it (a gift of that seat's bargain value, or
          junk), keeping its own bargain-value cards and shedding high cards.  Trump is declared
          exactly when that wins a trick worth winning (the score decides), notrump otherwise;
          high/low likewise.  Clears the value that gains the most (cards beyond 3/2 count
          double: they move to the bargain pile), else `clear none`.
- hard:   determinized Monte Carlo in the play phase.  Memory from the views alone: every
          seat's odds-and-ends stack (tricks won, minus the disclosed clearings), known voids
          (a goods card of another colour on a goods lead; an SSO proves nothing).  A sample
          (bargain_hunt_hard.sample, determinize.deal) deals the unseen cards -- the 110 minus own hand, public bargain
          piles, the odds stacks and the trick -- to the other seats' hands (their sizes, no
          card of a void colour) and the stock.  For each candidate action the rest of the
          round is played out with the normal policy for every seat (a lean simulator over
          kinds), each seat clears greedily, and the candidate with the best average of (own
          total - the best other seat's total, both after the round: the race to win, not the
          mean) is played.  The budget is counted in simulated
          card plays (HARD_BUDGET), so a decision's cost is bounded and reproducible.
          Opening bargain and clearing are the normal ones.  The search is
          games/bargain_hunt/bots_hard.py (BargainHuntHardBot, a subclass), which make_bot
          imports for a hard seat only (its bytecode stays off the heap of a board playing easy
          or normal seats); this module never imports it.  The trick rule is the game's
          (bargain_hunt.beats), as are the trash count and the clearings per round.
"""

from engine_core.bots.base import Bot
from games.bargain_hunt.rules import BARGAIN0 as _BARGAIN0
from games.bargain_hunt.rules import CLEAR0 as _CLEAR0
from games.bargain_hunt.rules import PLAY_SSO as _PLAY_SSO  # the game's own action numbers
from games.bargain_hunt.rules import SSO_KIND as SSO  # kind of the super special offer
from games.bargain_hunt.rules import beats, decl_due, parse_kind, trash_count

HARD_SEARCH = True  # the hard level is bargain_hunt_hard.py: make_bot loads it for hard seats only
AWARE = True  # the normal policy counts odds cards a clearing may recover (see _junk)
# The policy's worths are integers in hundredths of a point (no floats: every interpreter, a
# board's single-precision MicroPython too, scores alike and so decides alike).
AWARE_TOP = 100
AWARE_SOME = 40


def decode(action):
    """(kind, decl, hilo) of a play action; decl 0 none / 1 trump / 2 notrump, hilo 0 / 1 high / 2 low."""
    if action == _PLAY_SSO:
        return SSO, 0, 0
    return action // 9, (action % 9) // 3, action % 3


def encode(kind, decl, hilo):
    if kind == SSO:
        return _PLAY_SSO
    return kind * 9 + decl * 3 + hilo


def _decl_codes(word):
    d = 2 if "notrump" in word else (1 if "trump" in word else 0)
    h = 1 if "high" in word else (2 if "low" in word else 0)
    return d, h


class Trick:
    """A trick in progress over kinds: who played what, and who is winning so far."""

    def __init__(self, leader):
        self.leader = leader
        self.kinds = []
        self.led = -2  # -2 empty, -1 an SSO was led, else the colour led
        self.trump = -1
        self.nt = 0  # colours declared not trump
        self.best = -1  # index of the winning card so far
        self.bk = -1  # its kind

    def copy(self):
        t = Trick(self.leader)
        t.kinds = list(self.kinds)
        t.led = self.led
        t.trump = self.trump
        t.nt = self.nt
        t.best = self.best
        t.bk = self.bk
        return t

    def beats(self, k, d, h):
        """Would the card (kind k, decl d, hilo h) played now be winning the trick?  (The game's
        rule, bargain_hunt.beats.)"""
        return beats(k, d, h, self.bk, self.led, self.trump)

    def add(self, k, d, h):
        i = len(self.kinds)
        if self.beats(k, d, h):
            self.best = i
            self.bk = k
        self.kinds.append(k)
        if i == 0:
            self.led = -1 if k == SSO else k // 9
        elif k != SSO:
            if d == 1:
                self.trump = k // 9
            elif d == 2:
                self.nt |= 1 << (k // 9)

    def winner(self, players):
        return (self.leader + self.best) % players

    def options(self, hand):
        """The (kind, decl, hilo) plays a hand may make now (RULINGS.md 2)."""
        led = self.led
        follow = False
        if led >= 0:
            for k in hand:
                if k != SSO and k // 9 == led:
                    follow = True
                    break
        out = []
        seen = []
        for k in hand:
            if k in seen:
                continue
            seen.append(k)
            if k == SSO:
                out.append((SSO, 0, 0))
                continue
            col = k // 9
            if follow and col != led:
                continue
            decls = (1, 2) if decl_due(col, led, self.trump, self.nt) else (0,)
            hilos = (1, 2) if k in self.kinds else (0,)
            for d in decls:
                for h in hilos:
                    out.append((k, d, h))
        return out


def trick_from_view(view):
    n = view["players"]
    t = Trick(view["leader"] if view["trick"] else view["to_act"] % n)
    for _, c, w in view["trick"]:
        d, h = _decl_codes(w)
        t.add(parse_kind(c), d, h)
    return t


def value_of(k):
    return -1 if k == SSO else k % 9 + 1


def _junk(x, b, oc, top):
    """Worth of card x to a winner with bargain b, in hundredths: +1 on the bargain pile, else -1
    on the odds-and-ends stack, less so for a value it already collects there (a clearing recovers
    it: `oc` its odds counts per value, `top` the largest)."""
    if x == SSO:
        return -100
    v = x % 9 + 1
    if v == b:
        return 100
    if oc is None or not oc[v]:
        return -100
    return -100 + (AWARE_TOP if oc[v] >= top else AWARE_SOME)


def policy(trick, hand, me, bargains, players, ocs=None):
    """The normal policy's (kind, decl, hilo) for seat `me` holding `hand`: the first of the
    options worth the most, in hundredths (`ocs`: per seat the odds-and-ends counts per value, or
    None).  An option that makes `me` the winner so far is worth the trick to it (_junk of each
    card, its own included) less the cost of the card spent (an SSO is kept for a rich trick) and
    of the seats still to play, who add junk or take it; any other is the harm of handing its card
    to the seat winning the trick (a gift of that seat's bargain value, or junk), keeping its own
    bargain-value cards and shedding high cards.  What does not depend on the option (the trick's
    cards to `me`, the seat winning it so far) is worked out once per call: the hard search's
    rollouts call this for every simulated card (issue 26)."""
    myb = bargains[me]
    oc = woc = None
    top = wtop = 0
    if ocs is not None:
        oc = ocs[me]
        top = max(oc)
    kinds = trick.kinds
    won = 0  # the trick's cards so far, to `me` winning it
    for x in kinds:
        won += _junk(x, myb, oc, top)
    left = players - len(kinds) - 1  # seats still to play
    led = trick.led
    bk = trick.bk
    tr = trick.trump
    taken = trick.best >= 0  # someone is winning the trick so far: a losing card is a gift to them
    if taken:
        w = trick.winner(players)
        wb = bargains[w]
        if ocs is not None:
            woc = ocs[w]
            wtop = max(woc)
    hl = len(hand)
    best = None
    best_v = 0
    for o in trick.options(hand):
        k = o[0]
        if beats(k, o[1], o[2], bk, led, tr):  # the game's rule (Trick.beats)
            if k == SSO:  # keep it for a rich trick while there are many to come; nobody takes
                v = won + _junk(k, myb, oc, top) - (100 + 30 * hl)  # a trick from the first SSO
            else:
                v = won + _junk(k, myb, oc, top) - (k % 9) * 10 - 30 * left
        else:
            keep = 50 if k != SSO and k % 9 + 1 == myb else 0
            give = _junk(k, wb, woc, wtop) if taken else -100
            # 4/5 of the gift: exact, the worths being multiples of 5 hundredths
            v = -give * 4 // 5 - keep - (200 if k == SSO else 0) + (k % 9) * 5
        if best is None or v > best_v:
            best, best_v = o, v
    return best


def clear_gain(counts, trash):
    """Points of clearing each value 1..9 with `counts[v]` odds cards: the best value and its gain."""
    best = 0
    best_g = 0
    for v in range(1, 10):
        c = counts[v]
        if c <= 0:
            continue
        g = c + (c - trash if c > trash else 0)  # trashed: -1 -> 0; to the bargain pile: -1 -> +1
        if g > best_g:
            best, best_g = v, g
    return best, best_g


class BargainHuntBot(Bot):
    def __init__(self, seat, seed, level):
        Bot.__init__(self, seat, seed)
        self.level = level
        self.moves = -1
        self.round = None
        self.void = None  # per seat: bit c = holds no goods card of colour c (this round)
        self.odds = None  # per seat: kinds in the odds-and-ends stack, in arrival order
        self.odds_ok = None  # per seat: the tracked stack matches the public count
        self.trick_key = None
        self.clr_round = 0
        self.clr_done = 0

    # --- memory ---------------------------------------------------------------------
    def observe(self, view):
        if view["moves"] == self.moves:
            return
        self.moves = view["moves"]
        n = view["players"]
        if self.odds is None:
            self.odds = [[] for _ in range(n)]
            self.odds_ok = [True] * n
        if view["round_no"] != self.round:
            self.round = view["round_no"]
            self.void = [0] * n
        lt = view.get("last_trick")
        if lt:
            r = lt["round_no"]
            key = r * 1000
            if r == view["round_no"]:
                key += sum(view["hand_sizes"]) + len(view["trick"])
            if key != self.trick_key:
                self.trick_key = key
                self._won(lt, view, r == view["round_no"])
        self._learn_voids(view["trick"])
        ph = view["phase"]
        cr = view["round_no"] if ph in ("clear", "over") else view["round_no"] - 1
        if cr != self.clr_round:
            self.clr_round = cr
            self.clr_done = 0
        lc = view["last_clears"]
        while self.clr_done < len(lc):
            s, v, t, b = lc[self.clr_done]
            self.clr_done += 1
            if v is None:
                continue
            keep = [k for k in self.odds[s] if k == SSO or k % 9 + 1 != v]
            if len(self.odds[s]) - len(keep) != t + b:
                self.odds_ok[s] = False
            self.odds[s] = keep
        for s in range(n):
            if len(self.odds[s]) != view["odds"][s]:
                self.odds_ok[s] = False

    def _won(self, lt, view, this_round):
        w = lt["winner"]
        b = view["bargain"][w]
        for _, c, _ in lt["cards"]:
            k = parse_kind(c)
            if k == SSO or k % 9 + 1 != b:
                self.odds[w].append(k)
        if this_round:
            self._learn_voids(lt["cards"])

    def _learn_voids(self, cards):
        if not cards or cards[0][1] == "sso":
            return
        led = parse_kind(cards[0][1]) // 9
        for s, c, _ in cards:
            if c != "sso" and parse_kind(c) // 9 != led:
                self.void[s] |= 1 << led

    def unseen(self, view):
        """Kinds (a multiset list) in the others' hands or the stock, as this seat knows it."""
        cnt = bytearray(55)
        for k in range(54):
            cnt[k] = 2
        cnt[SSO] = 2
        known = [view["hand"], view["own_odds"]]
        for p in view["bargain_pile"]:
            known.append(p["cards"])
        known.append([c for _, c, _ in view["trick"]])
        for lst in known:
            for c in lst:
                k = parse_kind(c)
                if cnt[k]:
                    cnt[k] -= 1
        for s in range(view["players"]):
            if s != self.seat and self.odds_ok[s]:
                for k in self.odds[s]:
                    if cnt[k]:
                        cnt[k] -= 1
        pool = []
        for k in range(55):
            for _ in range(cnt[k]):
                pool.append(k)
        return pool

    # --- decisions ------------------------------------------------------------------
    def choose(self, view):
        self.observe(view)
        legal = view["legal"]
        a = self.forced_or_slip(legal, 6)
        if a is not None:
            return a
        phase = view["phase"]
        if phase == "bargain":
            return self._bargain(view, legal)
        if phase == "clear":
            return self._clear(view, legal)
        a = self.search(view, legal)
        if a is not None:
            return a
        return self._play(view, legal)

    def search(self, view, legal):
        """The hard level's choice (bargain_hunt_hard.BargainHuntHardBot), None: the heuristics."""
        return None

    def _bargain(self, view, legal):
        hand = [parse_kind(c) for c in view["hand"]]
        counts = [0] * 10
        cols = [0] * 6
        for k in hand:
            if k != SSO:
                counts[k % 9 + 1] += 1
                cols[k // 9] += 1
        best = legal[0]
        key = None
        for a in legal:
            k = a - _BARGAIN0
            kk = (counts[k % 9 + 1], k % 9, -cols[k // 9])
            if key is None or kk > key:
                best, key = a, kk
        return best

    def _clear(self, view, legal):
        trash = trash_count(view["players"])
        counts = [0] * 10
        for c in view["own_odds"]:
            k = parse_kind(c)
            if k != SSO:
                counts[k % 9 + 1] += 1
        v, g = clear_gain(counts, trash)
        a = _CLEAR0 + v
        return a if g > 0 and a in legal else _CLEAR0

    def _play(self, view, legal):
        t = trick_from_view(view)
        hand = [parse_kind(c) for c in view["hand"]]
        o = policy(t, hand, self.seat, view["bargain"], view["players"], self._odds_counts(view) if AWARE else None)
        a = encode(o[0], o[1], o[2]) if o is not None else legal[0]
        return a if a in legal else legal[0]

    def _odds_counts(self, view):
        """Per seat: counts per value (index 1..9) of its odds-and-ends goods cards (as remembered;
        all zero for a seat whose stack the memory lost)."""
        out = []
        for s in range(view["players"]):
            cnt = [0] * 10
            src = self.odds[s] if s != self.seat else [parse_kind(c) for c in view["own_odds"]]
            if s == self.seat or self.odds_ok[s]:
                for k in src:
                    if k != SSO:
                        cnt[k % 9 + 1] += 1
            out.append(cnt)
        return out


def make(level, seat, seed):
    return BargainHuntBot(seat, seed, level)
