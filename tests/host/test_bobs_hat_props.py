"""Hypothesis properties of Where's Bob's Hat? (RULINGS.md 1), CPython only."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine_core.games import new_game
from engine_core.record import replay, to_record
from engine_core.rng import Rng
from tests.engine.support import check_illegal_refused
from tests.engine.test_bobs_hat import _check_views, _conserved

N_ACTIONS = 90  # every action int is below 88; 88 and 89 are out of range
players_st = st.integers(min_value=3, max_value=5)
options_st = st.fixed_dictionaries({
    "double_fewest": st.booleans(),
    "no_bid": st.booleans(),
    "secret_bidding": st.booleans(),
    "negative_scoring": st.booleans(),
})
seed_st = st.integers(min_value=-(2**40), max_value=2**40)
choices_st = st.lists(st.integers(min_value=0, max_value=10**6), max_size=300)


def _game(players, options, hands, seed, dealer):
    o = dict(options)
    o["hands"] = min(hands, 60 // players - 4)  # short games: 1..3 hands
    return new_game("bobs_hat", players, o, seed=seed, first_dealer=dealer % players)


def _steps(g, choices, seed):
    """Actions: one per choice (an index into the legal list), then random ones to the end."""
    for c in choices:
        if g.is_over():
            return
        acts = g.legal_actions()
        yield c, acts[c % len(acts)]
    r = Rng(seed)
    while not g.is_over():
        acts = g.legal_actions()
        c = r.next30()
        yield c, acts[c % len(acts)]


@settings(max_examples=80, deadline=None)
@given(players_st, options_st, st.integers(1, 3), seed_st, st.integers(0, 4), choices_st)
def test_every_step_conserves_cards_hides_hands_and_refuses_illegal(players, options, hands, seed, dealer,
                                                                    choices):
    g = _game(players, options, hands, seed, dealer)
    _conserved(g)
    rng = Rng(seed)
    for c, a in _steps(g, choices, seed):
        acts = g.legal_actions()
        assert acts and acts == sorted(acts), "a sorted legal list exists until the game is over"
        for x in range(N_ACTIONS):
            assert (x in acts) == g.is_legal(x)
        illegal = [x for x in range(N_ACTIONS) if x not in acts]
        e = check_illegal_refused(g, illegal[c % len(illegal)])
        assert str(e)
        g.apply(a)
        _conserved(g)
        if c % 3 == 0 or g.is_over():
            _check_views(g, rng)
    assert g.is_over() and len(g.hand_scores) == g.options["hands"]
    assert g.legal_actions() == []
    for h in range(len(g.hand_scores)):
        for p in range(players):
            assert g.hand_scores[h][p] == sum(e[1] for e in g.hand_details[h][p])
    check_illegal_refused(g, 0)


@settings(max_examples=80, deadline=None)
@given(players_st, options_st, st.integers(1, 3), seed_st, st.integers(0, 4), choices_st, st.data())
def test_replay_of_any_prefix_equals_the_game_after_k_actions(players, options, hands, seed, dealer, choices,
                                                               data):
    g = _game(players, options, hands, seed, dealer)
    for _, a in _steps(g, choices, seed):
        g.apply(a)
    rec = json.loads(json.dumps(to_record(g)))
    k = data.draw(st.integers(min_value=0, max_value=len(g.history)))
    part = replay(rec, upto=k)
    fresh = _game(players, options, hands, seed, dealer)
    for a in g.history[:k]:
        fresh.apply(a)
    assert part.history == fresh.history == g.history[:k]
    assert part.hand_scores == fresh.hand_scores and part.scores() == fresh.scores()
    assert part.current_player() == fresh.current_player()
    for s in range(players):
        assert part.view(s) == fresh.view(s)
    full = replay(rec)
    assert full.hand_scores == g.hand_scores and full.winners() == g.winners()
    for s in range(players):
        assert full.view(s) == g.view(s)
