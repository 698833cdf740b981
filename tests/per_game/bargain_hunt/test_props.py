"""Hypothesis properties of Bargain Hunt (RULINGS.md 2), CPython only."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engine_core.games import new_game
from engine_core.record import replay
from engine_core.rng import Rng
from tests.engine.support import check_illegal_refused
from tests.per_game.bargain_hunt.test_rules import _check_views, _conserved
from tests.per_game.props import check_hand_details, check_prefix_replay, check_step, choices_st, play, seed_st, steps

N_ACTIONS = 572  # every action int is below 570; 570 and 571 are out of range
players_st = st.integers(min_value=3, max_value=4)
dealer_st = st.one_of(st.none(), st.integers(0, 3))


def _game(players, seed, dealer):
    return new_game("bargain_hunt", players, seed=seed, first_dealer=None if dealer is None else dealer % players)


def _score_from_piles(g):
    v = g.view(0)
    return [v["bargain_pile"][p]["count"] - v["odds"][p] for p in range(g.players)]


@settings(max_examples=40, deadline=None)
@given(players_st, seed_st, dealer_st, choices_st(200))
def test_every_step_conserves_cards_hides_hands_and_refuses_illegal(players, seed, dealer, choices):
    g = _game(players, seed, dealer)
    _conserved(g)
    rng = Rng(seed)
    rounds = 0
    for c, a in steps(g, choices, seed):
        check_step(g, c, N_ACTIONS, full=c % 4 == 0)  # (572 action ints: all of them every fourth step)
        g.apply(a)
        _conserved(g)
        if len(g.hand_scores) != rounds:
            rounds = len(g.hand_scores)
            # between rounds the running total is exactly bargain cards minus odds-and-ends cards
            assert g.scores() == _score_from_piles(g)
        if c % 5 == 0 or g.is_over():
            _check_views(g, rng)
    assert g.is_over() and len(g.hand_scores) == (6 if players == 3 else 4)
    assert g.legal_actions() == []
    check_hand_details(g)
    check_illegal_refused(g, 560)


@settings(max_examples=40, deadline=None)
@given(players_st, seed_st, dealer_st, choices_st(200), st.data())
def test_replay_of_any_prefix_equals_the_game_after_k_actions(players, seed, dealer, choices, data):
    g = _game(players, seed, dealer)
    play(g, choices, seed)
    k = data.draw(st.integers(min_value=0, max_value=len(g.history)))
    rec = check_prefix_replay(g, k, _game(players, seed, dealer))
    full = replay(rec)
    assert full.hand_scores == g.hand_scores and full.winners() == g.winners()


@settings(max_examples=60, deadline=None)
@given(players_st, seed_st, st.integers(0, 3), st.lists(st.integers(0, 10**6), max_size=200))
def test_explicit_deals_reproduce_the_seeded_deals(players, seed, dealer, choices):
    """A record whose deals are the hands the seed dealt plays the same: the explicit deal takes
    exactly those cards out of the stock, and every later round still comes from the seed."""
    g = _game(players, seed, dealer)
    hands = [list(g.view(p)["hand"]) for p in range(players)]
    deal = {"hands": hands}
    g2 = new_game("bargain_hunt", players, seed=seed, first_dealer=dealer % players, deals=[deal])
    for p in range(players):
        assert g2.view(p)["hand"] == hands[p]
    for c in choices:
        if g.is_over():
            break
        acts = g.legal_actions()
        assert g2.legal_actions() == acts
        a = acts[c % len(acts)]
        g.apply(a)
        g2.apply(a)
        assert g2.view(g2.current_player() if not g2.is_over() else 0) == \
            g.view(g.current_player() if not g.is_over() else 0)
    assert g2.hand_scores == g.hand_scores
