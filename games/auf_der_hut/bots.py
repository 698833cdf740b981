"""Auf der Hut bots (RULINGS.md 4).  A bot knows only what its seat saw:
its own peeks (the `peeked` key, right after its peek), every public reveal
and every swap (hats move with swaps, so knowledge moves with them).

- easy:   remembers like a person: each turn it forgets a known hat with
          probability 1/4, and one move in ten is random.
- normal: perfect memory of what it saw; reveals a known match (or a known
          wonder hat when it has an uncovered bald head), swaps a known hat
          onto its character when nobody else can know it, else peeks.
- hard:   normal, plus it counts the unseen hats to reveal a spot whose odds
          of fitting are good, reveals wonder hats before others can, and
          scrambles spots an opponent has peeked and it has not (a defensive
          swap: the opponent's knowledge becomes stale).
"""

from engine_core.bots.base import Bot
from games.auf_der_hut.rules import HAT_COPIES as _COPIES  # each character hat exists twice (RULINGS.md 4)
from games.auf_der_hut.rules import REVEAL0 as _REVEAL0  # the game's own action numbers
from games.auf_der_hut.rules import SPOTS as _SPOTS
from games.auf_der_hut.rules import WONDER_COPIES as _WONDERS
from games.auf_der_hut.rules import WONDER_NAME
from games.auf_der_hut.rules import swap_action as _swap_action


class AufDerHutBot(Bot):
    def __init__(self, seat, seed, level):
        Bot.__init__(self, seat, seed)
        self.level = level
        self.known = [None] * _SPOTS  # hat name this bot knows lies face down on each spot
        self.others = [False] * _SPOTS  # another seat may know that hat (peeked it / public)
        self.moves = 0

    # --- memory ---------------------------------------------------------------------
    def observe(self, view):
        if view["moves"] == self.moves:
            return
        self.moves = view["moves"]
        text = view.get("last_action")
        if not text:
            return
        w = text.split()
        who = view.get("last_seat")
        if w[0] == "peek":
            s = int(w[1]) - 1
            pk = view.get("peeked")
            if who == self.seat and pk is not None:
                self.known[s] = pk["hat"]
            elif who != self.seat:
                self.others[s] = True
        elif w[0] == "swap":
            a = int(w[1]) - 1
            b = int(w[2]) - 1
            self.known[a], self.known[b] = self.known[b], self.known[a]
            self.others[a], self.others[b] = self.others[b], self.others[a]
        elif w[0] == "reveal":
            r = view["last_reveal"]
            s = r["spot"] - 1
            if r["outcome"] == "bald":
                # Everyone saw it; it goes back face down on the same spot.
                self.known[s] = r["hat"]
                self.others[s] = True
            else:
                # A new face-down hat (and after a match a new character).
                self.known[s] = None
                self.others[s] = False
        if self.level == "easy":
            for s in range(_SPOTS):
                if self.known[s] is not None and self.rng.below(4) == 0:
                    self.known[s] = None

    # --- decisions ------------------------------------------------------------------
    def choose(self, view):
        legal = view["legal"]
        if self.level == "easy" and self.rng.below(10) == 0:
            return self.pick(legal)
        row = view["row"]
        me = self.seat
        uncovered = view["bald"][me] - view[WONDER_NAME][me]
        ok = set(legal)
        # 1. A known match: a sure pair.
        for s in range(_SPOTS):
            c = row[s]["character"]
            if row[s]["hat"] and c is not None and self.known[s] == c and (_REVEAL0 + s) in ok:
                return _REVEAL0 + s
        # 2. A known wonder hat: worth a point now if a bald head is uncovered; the hard bot also
        #    takes it before another seat that knows it can.
        for s in range(_SPOTS):
            if self.known[s] == WONDER_NAME and (_REVEAL0 + s) in ok:
                if uncovered > 0 or (self.level == "hard" and self.others[s]):
                    return _REVEAL0 + s
        # 3. Move a known hat onto its character (then reveal it next turn), when no other seat
        #    can know the hat being moved.
        for i in range(_SPOTS):
            h = self.known[i]
            if h is None or h == WONDER_NAME or self.others[i] or not row[i]["hat"]:
                continue
            for j in range(_SPOTS):
                if j != i and row[j]["hat"] and row[j]["character"] == h:
                    a = _swap_action(i, j)
                    if a in ok:
                        return a
        if self.level == "hard":
            a = self._hard(view, ok, uncovered)
            if a is not None:
                return a
        # 4. Peek at a hat it does not know (prefer ones an opponent knows: no blind spots).
        best = []
        for s in range(_SPOTS):
            if row[s]["hat"] and self.known[s] is None and s in ok:
                best.append((1 if self.others[s] else 0, s))
        if best:
            top = max(b[0] for b in best)
            return self.pick([s for k, s in best if k == top])
        # 5. Everything is known and nothing fits: a harmless swap or peek.
        for s in range(_SPOTS):
            if self.known[s] == WONDER_NAME and (_REVEAL0 + s) in ok:
                return _REVEAL0 + s
        return self.pick([a for a in legal if a < _REVEAL0] or legal)

    def _unseen(self, view):
        """How many hats of each name are not accounted for by what this bot knows."""
        left = {}
        for p in range(len(view["collected"])):
            for name in view["collected"][p]:
                left[name] = left.get(name, 0) + 1
        unseen = {}
        for name in [r["character"] for r in view["row"] if r["character"]] + [WONDER_NAME]:
            total = _WONDERS if name == WONDER_NAME else _COPIES
            used = left.get(name, 0) if name != WONDER_NAME else sum(view[WONDER_NAME])
            kn = sum(1 for k in self.known if k == name)
            unseen[name] = max(0, total - used - kn)
        return unseen

    def _hard(self, view, ok, uncovered):
        row = view["row"]
        unknown = [s for s in range(_SPOTS) if row[s]["hat"] and self.known[s] is None]
        if unknown:
            # Hats not known to this bot: on the unknown spots or in the face-down pile.
            hidden = len(unknown) + view["piles"]["hats"]
            unseen = self._unseen(view)
            # A spot's odds of fitting are good / hidden; `hidden` is the same for every spot, so
            # the counts compare, and the thresholds (1/2, 3/10) are cross-multiplied: integers
            # only, every interpreter decides alike (no float rounding).
            best = -1
            bgood = -1
            for s in unknown:
                c = row[s]["character"]
                good = unseen.get(c, 0) + (unseen.get(WONDER_NAME, 0) if uncovered > 0 else 0)
                if good > bgood:
                    best = s
                    bgood = good
            # A bald head costs a point unless covered by a spare wonder hat.
            spare = -uncovered
            if best >= 0 and hidden and (2 * bgood >= hidden or (spare > 0 and 10 * bgood >= 3 * hidden)):
                a = _REVEAL0 + best
                if a in ok:
                    return a
        # Defensive swap: an opponent knows a spot this bot does not; move that hat so their
        # knowledge goes stale (swap it with a spot this bot knows holds no match there).
        for s in range(_SPOTS):
            if self.others[s] and self.known[s] is None and row[s]["hat"]:
                for t in range(_SPOTS):
                    if t != s and row[t]["hat"] and self.known[t] is not None and not self.others[t]:
                        a = _swap_action(s, t)
                        if a in ok:
                            return a
        return None


def make(level, seat, seed):
    return AufDerHutBot(seat, seed, level)
