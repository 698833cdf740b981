"""Hypothesis properties of Where's Bob's Hat? (RULINGS.md 1), CPython only."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engine_core.games import new_game
from engine_core.record import replay
from engine_core.rng import Rng
from tests.engine.support import check_illegal_refused
from tests.per_game.bobs_hat.test_rules import _check_views, _conserved
from tests.per_game.props import check_hand_details, check_prefix_replay, check_step, choices_st, play, seed_st, steps

N_ACTIONS = 90  # every action int is below 88; 88 and 89 are out of range
players_st = st.integers(min_value=3, max_value=5)
options_st = st.fixed_dictionaries({
    "double_fewest": st.booleans(),
    "no_bid": st.booleans(),
    "secret_bidding": st.booleans(),
    "negative_scoring": st.booleans(),
})


def _game(players, options, hands, seed, dealer):
    o = dict(options)
    o["hands"] = min(hands, 60 // players - 4)  # short games: 1..3 hands
    return new_game("bobs_hat", players, o, seed=seed, first_dealer=dealer % players)


@settings(max_examples=80, deadline=None)
@given(players_st, options_st, st.integers(1, 3), seed_st, st.integers(0, 4), choices_st(300))
def test_every_step_conserves_cards_hides_hands_and_refuses_illegal(players, options, hands, seed, dealer,
                                                                    choices):
    g = _game(players, options, hands, seed, dealer)
    _conserved(g)
    rng = Rng(seed)
    for c, a in steps(g, choices, seed):
        check_step(g, c, N_ACTIONS)
        g.apply(a)
        _conserved(g)
        if c % 3 == 0 or g.is_over():
            _check_views(g, rng)
    assert g.is_over() and len(g.hand_scores) == g.options["hands"]
    assert g.legal_actions() == []
    check_hand_details(g)
    check_illegal_refused(g, 0)


@settings(max_examples=80, deadline=None)
@given(players_st, options_st, st.integers(1, 3), seed_st, st.integers(0, 4), choices_st(300), st.data())
def test_replay_of_any_prefix_equals_the_game_after_k_actions(players, options, hands, seed, dealer, choices,
                                                               data):
    g = _game(players, options, hands, seed, dealer)
    play(g, choices, seed)
    k = data.draw(st.integers(min_value=0, max_value=len(g.history)))
    rec = check_prefix_replay(g, k, _game(players, options, hands, seed, dealer))
    full = replay(rec)
    assert full.hand_scores == g.hand_scores and full.winners() == g.winners()
    for s in range(players):
        assert full.view(s) == g.view(s)
