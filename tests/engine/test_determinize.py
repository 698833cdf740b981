"""The hard bots' one sampler (engine_core/bots/determinize.py): sizes kept, every unseen card dealt
once, no card of a known void colour, the exact (Hall's condition) deal when the quick one gets
stuck, None when nothing fits; cards without colour (Bargain Hunt's SSO) fit anywhere.
Runs on CPython and on MicroPython (tests/mp_runner.py)."""

from engine_core.bots.determinize import deal
from engine_core.rng import Rng


def _check(w, unseen, sizes, seat, void, per, wild=-1):
    n = len(sizes)
    assert w is not None and len(w) == n + 1
    assert w[seat] == []
    for s in range(n):
        if s != seat:
            assert len(w[s]) == sizes[s]
            for c in w[s]:
                assert c == wild or not (void[s] >> (c // per)) & 1, (s, c)
    allc = []
    for h in w:
        allc += h
    assert sorted(allc) == sorted(unseen)  # every card exactly once, the rest in the stock


def test_sizes_voids_and_stock_in_a_trick_game():
    r = Rng(4)
    unseen = list(range(5, 60))
    void = [0, 1, 2 | 4, 0]
    for _ in range(30):
        w = deal(r, unseen, [5, 6, 6, 6], 0, void, 20, 3)
        _check(w, unseen, [5, 6, 6, 6], 0, void, 20)
        assert len(w[4]) == len(unseen) - 18


def test_exact_deal_fills_a_tight_deal():
    # 3 seats, seat 0 deciding: seat 1 is void in red and yellow, seat 2 in green and blue, no
    # stock: exactly one way to place the colours.  With no quick tries the exact deal must find
    # it; with tries it is found either way.
    unseen = [0, 1, 2, 20, 21, 40, 41, 42, 60]
    void = [0, 1 | 2, 4 | 8]
    for tries in (0, 12):
        r = Rng(tries + 1)
        for _ in range(5):
            w = deal(r, unseen, [3, 4, 5], 0, void, 20, 4, -1, tries)
            _check(w, unseen, [3, 4, 5], 0, void, 20)
            assert sorted(w[1]) == [40, 41, 42, 60]
            assert sorted(w[2]) == [0, 1, 2, 20, 21]
            assert w[3] == []
    # impossible (seat 2 void in everything it would need): None, never a wrong deal
    assert deal(Rng(1), unseen, [3, 4, 5], 0, [0, 1 | 2, 15], 20, 4, -1, 3) is None
    assert deal(Rng(1), unseen, [3, 4, 5], 0, [0, 1 | 2, 15], 20, 4, -1, 0) is None
    # more cards asked for than unseen: None
    assert deal(Rng(1), unseen, [3, 5, 5], 0, void, 20, 4) is None


def test_cards_without_colour_fit_anywhere():
    # Bargain Hunt: kinds colour * 9 + value - 1, 54 = SSO (no colour).  Seat 3 holds no goods
    # card at all: only the two SSOs fit there.
    r = Rng(5)
    pool = list(range(54)) + list(range(54)) + [54, 54]
    void = [0, 1 | 4, 2, 63]
    for _ in range(20):
        w = deal(r, pool, [8, 6, 7, 2], 0, void, 9, 6, 54)
        _check(w, pool, [8, 6, 7, 2], 0, void, 9, 54)
        assert w[3] == [54, 54]
    # seat 3 needs three cards, only two SSOs can go there: no deal fits
    assert deal(r, pool, [8, 6, 7, 3], 0, void, 9, 6, 54, 3) is None


def test_same_generator_same_deal():
    a = deal(Rng(9), list(range(40)), [4, 4, 4], 1, [2, 0, 1], 20, 2)
    b = deal(Rng(9), list(range(40)), [4, 4, 4], 1, [2, 0, 1], 20, 2)
    c = deal(Rng(10), list(range(40)), [4, 4, 4], 1, [2, 0, 1], 20, 2)
    assert a == b
    assert a != c
