"""Small ints really small (issue 16 §4): on MicroPython, `micropython.heap_lock()` around
Rng.below, a card play and a legal-move query must not raise -- nothing allocates there, not even
on a 32-bit port, where 2**30 is already a big int.  The action list is reserved up front.
On CPython (no heap_lock) the same calls run unlocked and their results are still checked."""

from engine_core.games import new_game
from engine_core.rng import Rng

try:
    from micropython import heap_lock, heap_unlock
except ImportError:  # CPython: nothing to lock

    def heap_lock():
        pass

    def heap_unlock():
        pass

try:
    from gc import collect, disable, enable, mem_alloc
except ImportError:  # CPython: no heap figures
    collect = disable = enable = None


def _grown(fn, a, b):
    """Bytes the heap grew by while fn(a, b) ran (0 on CPython), with the collector off."""
    if disable is None:
        fn(a, b)
        return 0
    collect()
    disable()
    try:
        m = mem_alloc()
        fn(a, b)
        return mem_alloc() - m
    finally:
        enable()


def _locked(fn, a=None, b=None):
    heap_lock()
    try:
        r = fn(a, b)
    finally:
        heap_unlock()
    return r


def _draws(rng, ns):
    out = 0
    i = 0
    while i < len(ns):
        out = out * 3 + rng.below(ns[i])
        i += 1
    return out


def test_rng_below_allocates_nothing():
    ns = (2, 3, 7, 52, 1000, 32768, 1000003, 0x3FFFFFFF)
    a, b = Rng(77), Rng(77)
    got = _locked(_draws, a, ns)
    assert got == _draws(b, ns)  # the same numbers, locked or not
    r = Rng(3)
    for n in ns:
        v = _locked(lambda rng, n: rng.below(n), r, n)
        assert 0 <= v < n


def _play_and_query(g, a):
    ok = g.is_legal(a) and g.why_illegal(a) is None
    g.apply(a)
    return ok


def test_a_card_play_and_a_legal_query_allocate_nothing():
    # Baptistenskat keeps a list per colour (legal_actions copies them at C speed); removing the
    # card played may shrink that list in place, which frees memory but which heap_lock refuses
    # (gc_realloc fails on a locked heap even when shrinking).  So there the proof is the heap's
    # size: it must not grow.  The other two are checked with the heap locked, and both ways.
    for name, n, lock in (("bobs_hat", 5, True), ("baptistenskat", 6, False), ("bargain_hunt", 4, True)):
        g = new_game(name, n, None, 21)
        r = Rng(4)
        plays = 0
        while not g.is_over() and plays < 40:
            acts = g.legal_actions()
            a = acts[r.below(len(acts))]
            v = g.view(g.current_player())
            mid_trick = 0 < len(v["trick"]) < n - 1  # not the card that ends a trick (that scores)
            if g.action_text(a).startswith("play ") and mid_trick:
                before = len(g.history)
                if lock and plays % 2:
                    assert _locked(_play_and_query, g, a), (name, a)
                else:
                    grown = _grown(_play_and_query, g, a)
                    assert grown <= 0, (name, a, grown)
                assert len(g.history) == before + 1 and g.history[-1] == a
                plays += 1
            else:
                g.apply(a)
        assert plays == 40, (name, plays)


def test_the_action_list_is_reserved_for_a_whole_game():
    for name, n in (("bobs_hat", 3), ("bobs_hat", 5), ("baptistenskat", 3), ("baptistenskat", 6),
                    ("bargain_hunt", 3), ("bargain_hunt", 4)):
        g = new_game(name, n, None, 8)
        room = g._history_room()
        r = Rng(n)
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
        assert 0 < len(g.history) <= room, (name, n, len(g.history), room)


def test_a_trick_ending_play_allocates_nothing():
    # Baptistenskat's trick lists trade places at a trick's end (issue 16 section 5), so the card
    # that completes a trick -- not the round's last, which scores and deals -- grows no heap.
    for n in (3, 6):
        g = new_game("baptistenskat", n, None, 33)
        r = Rng(n)
        ends = 0
        while not g.is_over() and ends < 12:
            acts = g.legal_actions()
            a = acts[r.below(len(acts))]
            v = g.view(g.current_player())
            tricks_left = v["hand_sizes"][g.current_player()]
            if a < 80 and len(v["trick"]) == n - 1 and tricks_left > 1:
                grown = _grown(lambda g, a: g.apply(a), g, a)
                assert grown <= 0, (n, a, grown)
                assert len(g.view(0)["trick"]) == 0
                ends += 1
            else:
                g.apply(a)
        assert ends == 12, (n, ends)
