"""Determinization, the one sampler of every hard bot's search: the cards a seat has not seen are
dealt at random to the other seats and to the stock (the cards not dealt this hand, or still to
come), consistently with all the seat knows -- every other seat's hand size, and its known voids
(a seat that did not follow the colour led holds no card of it: RULINGS.md 1, 2, 3).  The caller
works out the unseen cards from its own views only (its hand, the cards gone), so a sample never
holds anything the seat could not know.  Imported by the *_hard modules only.
"""


def _feasible(rem, need, void, colours, stock):
    """Hall's condition: can the coloured cards left, `rem[col]` per colour, still be dealt into
    the places left, `need[s]` per seat (seat s refuses the colours set in void[s]) and
    need[stock] in the stock (takes anything)?  Cards without colour fit anywhere."""
    full = (1 << colours) - 1
    for sub in range(1, full + 1):
        supply = 0
        for col in range(colours):
            if (sub >> col) & 1:
                supply += rem[col]
        cap = need[stock]
        for s in range(stock):
            if need[s] and sub & ~void[s] & full:
                cap += need[s]
        if supply > cap:
            return False
    return True


class Dealer:
    """Deals of the cards (ints) of `unseen`: sizes[s] to each seat s but `seat`, the rest to the
    stock; no seat gets a card of a colour it is known void in (bit col of void[s]).  Card c has
    colour c // per (0 .. colours - 1), except the card `wild` (Bargain Hunt's SSO), which has no
    colour and fits anywhere.  Made once per decision; `deal` draws one sample."""

    def __init__(self, unseen, sizes, seat, void, per, colours, wild=-1):
        n = len(sizes)
        self.n = n
        self.unseen = unseen
        self.void = void
        self.per = per
        self.colours = colours
        self.wild = wild
        need0 = [0] * (n + 1)
        taken = 0
        for s in range(n):
            if s != seat:
                need0[s] = sizes[s]
                taken += sizes[s]
        need0[n] = len(unseen) - taken  # the stock (< 0: more cards asked for than unseen)
        self.need0 = need0
        cons = [0] * colours  # per colour: how many seats with open places are void in it
        for s in range(n):
            if need0[s]:
                for col in range(colours):
                    if (void[s] >> col) & 1:
                        cons[col] += 1
        # each card's colour bit (0: none) and constraint level, looked up by card
        top = 0
        for c in unseen:
            if c > top:
                top = c
        cbit = [0] * (top + 1)
        level = bytearray(top + 1)
        for c in unseen:
            if c != wild:
                cbit[c] = 1 << (c // per)
                level[c] = cons[c // per]
        self.cbit = cbit
        self.level = level
        levels = []  # the constraint levels above 0 that occur, most constrained first
        for k in range(n, 0, -1):
            if k in cons:
                levels.append(k)
        levels.append(0)
        self.levels = levels

    def deal(self, rng, tries=12):
        """One deal: per seat a list of cards (the own seat's empty) and the stock as the last
        entry -- or None when no deal fits (the memory contradicts the view).

        The quick way: the cards shuffled, the most constrained colours first (those more seats
        are void in), each card to a seat drawn in proportion to its open places; `tries` times.
        If that gets stuck every time, an exact deal that checks Hall's condition before placing
        each card."""
        n = self.n
        need0 = self.need0
        if need0[n] < 0:
            return None
        void = self.void
        cbit = self.cbit
        level = self.level
        levels = self.levels
        pool = list(self.unseen)
        if not any(void):  # nobody known void: each card to a seat in proportion to its open places
            rng.shuffle(pool)
            need = list(need0)
            hands = [[] for _ in range(n + 1)]
            left = len(pool)  # = the open places left (the stock's included)
            for c in pool:  # the loop below without the void tests (the same draws, the same deal)
                r = rng.below(left)
                left -= 1
                s = 0
                while r >= need[s]:
                    r -= need[s]
                    s += 1
                hands[s].append(c)
                need[s] -= 1
            return hands
        for _ in range(tries):
            rng.shuffle(pool)
            if len(levels) > 1:  # the most constrained cards first, each level in shuffled order
                order = []
                for k in levels:
                    for c in pool:
                        if level[c] == k:
                            order.append(c)
            else:
                order = pool
            need = list(need0)
            hands = [[] for _ in range(n + 1)]
            ok = True
            for c in order:
                bit = cbit[c]
                tot = need[n]
                for s in range(n):
                    if need[s] and not void[s] & bit:
                        tot += need[s]
                if tot == 0:
                    ok = False
                    break
                r = rng.below(tot)
                for s in range(n + 1):
                    if need[s] and (s == n or not void[s] & bit):
                        if r < need[s]:
                            hands[s].append(c)
                            need[s] -= 1
                            break
                        r -= need[s]
            if ok:
                return hands
        return self._exact(rng, pool)

    def _exact(self, rng, pool):
        """The exact way: place each card only where the rest can still be dealt."""
        n = self.n
        void = self.void
        colours = self.colours
        per = self.per
        wild = self.wild
        need = list(self.need0)
        rem = [0] * colours
        for c in pool:
            if c != wild:
                rem[c // per] += 1
        if not _feasible(rem, need, void, colours, n):
            return None
        hands = [[] for _ in range(n + 1)]
        opts = []
        for c in pool:
            col = -1 if c == wild else c // per
            bit = 0 if col < 0 else 1 << col
            if col >= 0:
                rem[col] -= 1
            del opts[:]
            tot = 0
            for s in range(n + 1):
                if need[s] and (s == n or not void[s] & bit):
                    need[s] -= 1
                    if _feasible(rem, need, void, colours, n):
                        opts.append(s)
                        tot += need[s] + 1
                    need[s] += 1
            if not opts:
                return None
            r = rng.below(tot)
            s = opts[-1]
            for t in opts:
                if r < need[t]:
                    s = t
                    break
                r -= need[t]
            hands[s].append(c)
            need[s] -= 1
        return hands


def deal(rng, unseen, sizes, seat, void, per, colours, wild=-1, tries=12):
    """One deal of a Dealer(unseen, sizes, seat, void, per, colours, wild): per seat a list of
    cards (the own seat's empty) and the stock as the last entry, or None when no deal fits."""
    return Dealer(unseen, sizes, seat, void, per, colours, wild).deal(rng, tries)
