"""Shared parts of the bots for the follow-suit trick games (Where's Bob's Hat?,
Baptistenskat): both number a card `colour * 20 + value - 1`, both say "follow the
colour led if you can, else anything; the highest trump wins, else the highest card
of the colour led" (RULINGS.md 1 and 3).

- `Memory`: what a seat has seen, rebuilt from its views only: cards played this
  hand and known voids (a seat that did not follow the colour led holds none of it).
- `sample_hands`: a determinization -- the unseen cards dealt to the other seats
  (and, where not every card is dealt, to a "not dealt" pile), respecting hand sizes
  and known voids.  Never uses anything but the view and the memory.
- `Sim`: a lean trick simulator over such a sampled world, for the hard bots.
- `pick_card`: the win-cheaply / duck-high card choice the normal bots play with and
  the simulations use for every seat.
"""

_VALUES = 20


def colour_of(card):
    return card // _VALUES


def parse(colours, text):
    """Card int of a card text such as 'blue14'."""
    i = 0
    while not ("0" <= text[i] <= "9"):
        i += 1
    return colours.index(text[:i]) * _VALUES + int(text[i:]) - 1


def trick_winner(cards, trump):
    """Index in `cards` (play order) of the card winning the trick."""
    best = 0
    led = cards[0] // _VALUES
    for i in range(1, len(cards)):
        c = cards[i]
        b = cards[best]
        cc = c // _VALUES
        bc = b // _VALUES
        if cc == bc:
            if c > b:
                best = i
        elif cc == trump:
            best = i
        elif bc != trump and bc != led and cc == led:
            best = i
    return best


def beats(card, best, led, trump):
    """Would `card` beat the trick's current best card?"""
    cc = card // _VALUES
    bc = best // _VALUES
    if cc == bc:
        return card > best
    if cc == trump:
        return True
    return False if bc == trump else (cc == led and bc != led)


class Memory:
    """Cards played this hand and known voids, from the seat's own views."""

    def __init__(self, players, colours):
        self.players = players
        self.colours = colours
        self.hand_key = None
        self.played = set()
        self.void = [0] * players  # bit c: seat holds no card of colour c

    def update(self, view, hand_key):
        if hand_key != self.hand_key:
            self.hand_key = hand_key
            self.played = set()
            self.void = [0] * self.players
        lt = view.get("last_trick")
        if lt and lt.get(self._hand_field(lt)) == hand_key:
            self._trick([(s, parse(self.colours, c)) for s, c in lt["cards"]])
        self._trick([(s, parse(self.colours, c)) for s, c in view["trick"]])

    def _hand_field(self, lt):
        return "hand_no" if "hand_no" in lt else "round"

    def _trick(self, pairs):
        if not pairs:
            return
        led = pairs[0][1] // _VALUES
        for s, c in pairs:
            self.played.add(c)
            if c // _VALUES != led:
                self.void[s] |= 1 << led


def sample_hands(rng, seat, players, sizes, unseen, void, extra=0):
    """Deal the `unseen` cards: sizes[s] to each other seat s (not `seat`), and `extra`
    to a not-dealt pile, no seat getting a colour it is known void in.  Returns a list
    of per-seat card lists (the own seat's entry empty), or None if no deal fits
    (memory and view contradict each other: never for a consistent view)."""
    for _ in range(30):
        pool = list(unseen)
        rng.shuffle(pool)
        need = [0] * (players + 1)
        for s in range(players):
            if s != seat:
                need[s] = sizes[s]
        need[players] = extra
        hands = [[] for _ in range(players + 1)]
        ok = True
        # the most constrained cards first: a colour someone is void in
        # (MicroPython's sort is not stable: the shuffled position breaks ties explicitly.)
        order = []
        for i in range(len(pool)):
            c = pool[i]
            cons = 0
            for s in range(players):
                if (void[s] >> (c // _VALUES)) & 1:
                    cons += 1
            order.append((-cons, i, c))
        order.sort()
        for _, _, c in order:
            col = c // _VALUES
            total = 0
            for s in range(players + 1):
                if need[s] and (s == players or not (void[s] >> col) & 1):
                    total += need[s]
            if total == 0:
                ok = False
                break
            k = rng.below(total)
            for s in range(players + 1):
                if need[s] and (s == players or not (void[s] >> col) & 1):
                    if k < need[s]:
                        hands[s].append(c)
                        need[s] -= 1
                        break
                    k -= need[s]
        if ok:
            return hands[:players]
    return None


def legal_from(hand, led):
    """The cards of `hand` that may be played to a trick whose led colour is `led` (-1: leading)."""
    if led >= 0:
        f = [c for c in hand if c // _VALUES == led]
        if f:
            return f
    return hand


def pick_card(legal, trick, trump, want):
    """The normal bots' card: `want` > 0 wants this trick (win it as cheaply as possible),
    < 0 wants to lose it (shed the highest card that still loses), 0 does not care (play low).
    `trick` is the list of cards already played to it, in order."""
    if not trick:
        if want > 0:
            # lead the strongest card: a high trump if it has several, else its highest card
            return max(legal, key=lambda c: (c // _VALUES == trump, c % _VALUES))
        return min(legal, key=lambda c: (c // _VALUES == trump, c % _VALUES))
    led = trick[0] // _VALUES
    best = trick[trick_winner(trick, trump)]
    winners = [c for c in legal if beats(c, best, led, trump)]
    losers = [c for c in legal if not beats(c, best, led, trump)]
    if want > 0 and winners:
        return min(winners, key=lambda c: (c // _VALUES == trump, c % _VALUES))
    if want < 0 and losers:
        return max(losers, key=lambda c: (c // _VALUES != trump, c % _VALUES))
    if losers:
        return min(losers, key=lambda c: (c // _VALUES == trump, c % _VALUES))
    if want < 0:
        return min(winners, key=lambda c: c % _VALUES)
    return min(legal, key=lambda c: (c // _VALUES == trump, c % _VALUES))


class Sim:
    """A trick-play world: hands (lists of card ints), the trick in progress, the trump.
    `want(seat, sim)` says how much a seat wants the current trick (see pick_card);
    `on_trick(winner, cards)` lets a game record what a won trick means for it."""

    def __init__(self, hands, trump, leader, trick):
        self.hands = hands
        self.trump = trump
        self.leader = leader
        self.trick = list(trick)
        self.players = len(hands)

    def turn(self):
        return (self.leader + len(self.trick)) % self.players

    def play_out(self, want, on_trick, first=None):
        """Play every remaining card; `first` is the card the seat to act plays now."""
        n = self.players
        while True:
            s = self.turn()
            h = self.hands[s]
            if not h:
                return
            if first is not None:
                c = first
                first = None
            else:
                led = self.trick[0] // _VALUES if self.trick else -1
                c = pick_card(legal_from(h, led), self.trick, self.trump, want(s, self))
            h.remove(c)
            self.trick.append(c)
            if len(self.trick) == n:
                w = (self.leader + trick_winner(self.trick, self.trump)) % n
                on_trick(w, self.trick)
                self.trick = []
                self.leader = w
