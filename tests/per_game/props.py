"""What the Hypothesis properties of the games (tests/per_game/<game>/test_props.py) share: the
strategies for seeds and choices, the walk through a game, and the record checks."""

import json

from hypothesis import strategies as st

from engine_core.record import replay, to_record
from engine_core.rng import Rng
from tests.engine.support import check_illegal_refused

seed_st = st.integers(min_value=0, max_value=2**40)  # a record holds 0..2**63-1 (RECORD_FORMAT.md)


def choices_st(max_size):
    """Indexes into the legal lists (each taken modulo the list's length)."""
    return st.lists(st.integers(min_value=0, max_value=10**6), max_size=max_size)


def steps(g, choices, seed, narrow=None):
    """Yield (choice, action): one per choice (an index into the legal list), then random ones
    from Rng(seed) to the end of the game; `narrow(rng, acts)` may shorten a random step's list.
    The caller applies each action."""
    for c in choices:
        if g.is_over():
            return
        acts = g.legal_actions()
        yield c, acts[c % len(acts)]
    r = Rng(seed)
    while not g.is_over():
        acts = g.legal_actions()
        if narrow is not None:
            acts = narrow(r, acts)
        c = r.next30()
        yield c, acts[c % len(acts)]


def play(g, choices, seed, narrow=None):
    for _, a in steps(g, choices, seed, narrow):
        g.apply(a)


def check_step(g, c, n_actions, full=True):
    """Before each step of a walk: the conformance suite's step checks (tests/engine/conformance.py,
    written once), here over every action int below `n_actions` (the game's and a few beyond) with
    Hypothesis' choice `c`: a legal action exists until the end and the list is sorted, is_legal()
    agrees with it on every int, and an illegal one (the c-th) is refused with a reason, the game
    unchanged (not `full`: the legal list alone).  The game's own invariants (its cards conserved,
    its views) are its test_rules.py's."""
    acts = g.legal_actions()
    assert acts and acts == sorted(acts), "a sorted legal list exists until the game is over"
    if not full:
        return
    for x in range(n_actions):
        assert (x in acts) == g.is_legal(x)
    illegal = [x for x in range(n_actions) if x not in acts]
    if illegal:
        assert str(check_illegal_refused(g, illegal[c % len(illegal)]))


def check_hand_details(g):
    """Every hand's score is the sum of its details' points."""
    for h in range(len(g.hand_scores)):
        for p in range(g.players):
            assert g.hand_scores[h][p] == sum(e[1] for e in g.hand_details[h][p])


def check_prefix_replay(g, k, fresh):
    """g's record (through JSON) replayed up to action k is `fresh` (a new game of g's setup)
    after g's first k actions: the same history, scores, player to move and every seat's view.
    Returns the record."""
    rec = json.loads(json.dumps(to_record(g)))
    part = replay(rec, upto=k)
    for a in g.history[:k]:
        fresh.apply(a)
    assert part.history == fresh.history == g.history[:k]
    assert part.hand_scores == fresh.hand_scores and part.scores() == fresh.scores()
    assert part.current_player() == fresh.current_player()
    for s in range(g.players):
        assert part.view(s) == fresh.view(s)
    return rec
