"""The deal's partial shuffle draws what the generator's `below` draws: `_shuffle_prefix` writes
rng.below's steps out on the generator's state (games/baptistenskat/rules.py), so it must put the
same cards in the same places and leave the generator where `below` would (the same seed, the same
deals: tests/golden).  Plain asserts: runs on MicroPython too (tests/mp_runner.py)."""

from engine_core.rng import Rng
from games.baptistenskat.rules import _shuffle_prefix


def _shuffle_prefix_ref(rng, cards, k):
    """The partial shuffle on rng.below: one draw below m1 * m2 * m3 * m4 for four positions, its
    mixed-radix digits (j % m1, j // m1 % m2, ...); one draw below m for each of the rest."""
    n = len(cards)
    i = 0
    while i < k:
        m = n - i
        if i + 4 <= k:
            j = rng.below(m * (m - 1) * (m - 2) * (m - 3))
            for _ in range(3):
                q = i + j % m
                j //= m
                cards[i], cards[q] = cards[q], cards[i]
                i += 1
                m -= 1
        else:
            j = rng.below(m)
        q = i + j
        cards[i], cards[q] = cards[q], cards[i]
        i += 1


def test_shuffle_prefix_draws_as_rng_below():
    # a deal's sizes (4 players x 10 cards and the trump: 41 of 80; 3 x 24 + 1 = 73), the tail's
    # draws (k not a multiple of 4), below(1) at the very end (k = n), and nothing to draw
    sizes = ((80, 41), (80, 73), (80, 79), (80, 80), (41, 13), (20, 3), (7, 7), (4, 4), (2, 2),
             (1, 1), (5, 0))
    for seed in range(150):
        for n, k in sizes:
            a = Rng(seed)
            b = Rng(seed)
            got = list(range(n))
            want = list(range(n))
            _shuffle_prefix(a, got, k)
            _shuffle_prefix_ref(b, want, k)
            assert got == want, (seed, n, k)
            assert a.state() == b.state(), (seed, n, k)


def test_shuffle_prefix_rejects_as_below():
    # A state from which below(80 * 79 * 78 * 77)'s first 30-bit number is rejected (it lies at
    # or above the largest multiple of the range): the shuffle must draw again, as below does.
    d = 80 * 79 * 78 * 77
    last = 0x3FFFFFFF - (0x3FFFFFFF % d + 1) % d
    seen = 0
    for seed in range(3000):
        r = Rng(seed)
        if r.next30() > last:
            seen += 1
            a = Rng(seed)
            b = Rng(seed)
            got = list(range(80))
            want = list(range(80))
            _shuffle_prefix(a, got, 41)
            _shuffle_prefix_ref(b, want, 41)
            assert got == want and a.state() == b.state(), seed
    assert seen > 0  # the case was met (about 1 seed in 30)
