"""Baptistenskat's deal of a round (RULINGS.md 3: N + r cards each, then the trump turned up), a
part of the game folder of its own (docs/NEW_GAME.md `deal.py`): rules.py `_deal_round` loads it
for a round's first move -- the game's start, the move that ends a round, a replay -- and the app
drops it with the launcher's parts (firmware/app.py _HELD), so its code is not resident through a
round's turns (issue 24: the heap of the 32-bit port)."""

try:
    from micropython import const
except ImportError:  # CPython: const() is the identity

    def const(x):
        return x


_DECK = const(80)  # the deck's cards: action ints 0 .. 79 (rules.py _DECK)


def deal(g, r, cof, ints):
    """Deal round r of the game g: N + r cards each, then turn up the trump (RULINGS.md 3); the
    rules open its bidding (rules.py _deal_round).  cof, ints: the rules' card -> colour table and
    list of the action ints (rules.py _COLOUR_OF, _INTS: passed, not imported, so that the rules
    import this part and it never imports them -- no import circle)."""
    n = g.players
    hs = n + r
    g.round_no = r
    g.dealer = (g.dealer + 1) % n
    # fresh per-round state (a few small lists per round; views copy, never alias them)
    lists = []
    g._tricks_left = hs
    g._bids = [None] * n
    g._taken = [0] * n
    k = len(g.hand_scores)  # rounds dealt before this one: index into `deals`
    if k < len(g._given):
        cards = g._given[k]
    else:
        cards = ints[:_DECK]
        shuffle_prefix(g.rng, cards, n * hs + 1)
    i = 0
    for _ in range(n):
        h = cards[i:i + hs]
        h.sort()  # ascending card ints: each colour list below comes out ascending
        ls = ([], [], [], [])
        for c in h:
            ls[cof[c]].append(c)
        lists += ls
        i += hs
    g._lists = lists
    g.trump_card = cards[i]
    g.trump = cof[cards[i]]


def shuffle_prefix(rng, cards, k):
    """Partial Fisher-Yates: positions 0..k-1 of `cards` (k <= len(cards)) each take a uniform
    card from those not yet placed (so the first k are a uniform random ordered draw; the rest is
    not shuffled).

    Speed without bias: one rng.below(m1 * m2 * m3 * m4) is a uniform int below the product, and
    its mixed-radix digits (j % m1, j // m1 % m2, ...) are then independent uniform draws below
    m1, m2, m3, m4.  The product stays below 80**4 < 2**30, a small int on a 32-bit board.
    The draws are rng.below's, written out here on the generator's state (engine_core/rng.py:
    the same two steps and rejection, so the same numbers, and the generator moves on alike;
    tests/per_game/baptistenskat/test_rules.py test_shuffle_prefix_*): a call each was a fifth of a deal's time.
    """
    n = len(cards)
    z1 = rng.z1
    z2 = rng.z2
    lo1 = z1 & 0x7FFF  # each generator's low 15 bits: its next step's and the draw's
    lo2 = z2 & 0x7FFF
    i = 0
    while i < k:
        m = n - i
        if i + 4 <= k:  # four positions per draw (unrolled: this is most of a deal's time)
            d = m * (m - 3)
            d *= d + 2  # m * (m - 1) * (m - 2) * (m - 3): the middle pair is m * (m - 3) + 2
        elif m > 1:
            d = m
        else:  # the last card stays where it is: rng.below(1) draws nothing
            i += 1
            continue
        # rng.below(d), with the generator's constants (engine_core/rng.py) as literals: 32760 is
        # _A1, 32730 _A2, 0x7FFF _MASK15, 0x3FFFFFFF _MAX30 (CPython loads a literal faster than
        # a module name, MicroPython folds both alike); j's two halves are joined by * and +
        # (CPython has fast paths for those, not for << and |: the same number, as the halves'
        # bits do not overlap)
        while True:
            z1 = 32760 * lo1 + (z1 >> 15)
            lo1 = z1 & 0x7FFF
            z2 = 32730 * lo2 + (z2 >> 15)
            lo2 = z2 & 0x7FFF
            j = lo1 * 32768 + lo2  # (z1 & _MASK15) << 15 | (z2 & _MASK15)
            # below's rejection: j must not pass the largest multiple of d in 30 bits (less
            # one); that bound is over _MAX30 - d, so a j up to there needs no bound worked out
            if j <= 0x3FFFFFFF - d or j <= 0x3FFFFFFF - (0x3FFFFFFF % d + 1) % d:
                break
        j %= d
        if d != m:  # four digits (m > 3: the product is never m)
            q = i + j % m
            j //= m
            cards[i], cards[q] = cards[q], cards[i]
            i += 1
            m -= 1
            q = i + j % m
            j //= m
            cards[i], cards[q] = cards[q], cards[i]
            i += 1
            m -= 1
            q = i + j % m
            j //= m
            cards[i], cards[q] = cards[q], cards[i]
            i += 1
        q = i + j  # the last digit: j < m here
        cards[i], cards[q] = cards[q], cards[i]
        i += 1
    rng.z1 = z1
    rng.z2 = z2
