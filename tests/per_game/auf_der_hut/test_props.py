"""Hypothesis properties of Auf der Hut (RULINGS.md 4), CPython only."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine_core.game import IllegalAction, SetupError
from engine_core.games import new_game
from engine_core.record import replay, to_record
from engine_core.rng import Rng
from games.auf_der_hut.rules import CHARACTERS, HAT_NAMES
from tests.engine.support import check_illegal_refused
from tests.per_game.auf_der_hut.test_rules import _check_views, _conserved, full_chars, full_hats
from tests.per_game.props import check_prefix_replay, check_step, choices_st, play, seed_st, steps

players_st = st.integers(min_value=2, max_value=4)
options_st = st.fixed_dictionaries({"no_swap_back": st.booleans(), "play_on": st.booleans()})


def _reveals(r, acts):
    """Every other random pick is a reveal (action 28 on): shorter games."""
    if r.below(2):
        return [a for a in acts if a >= 28] or acts
    return acts


def _steps(g, choices, seed):
    return steps(g, choices, seed, _reveals)


def _play(g, choices, seed):
    play(g, choices, seed, _reveals)


@settings(max_examples=60, deadline=None)
@given(players_st, options_st, seed_st, choices_st(400))
def test_every_step_conserves_cards_hides_hats_and_refuses_illegal(players, options, seed, choices):
    g = new_game("auf_der_hut", players, options, seed=seed)
    _conserved(g)
    rng = Rng(seed)
    for c, a in _steps(g, choices, seed):
        check_step(g, c, 35)
        g.apply(a)
        _conserved(g)
        _check_views(g, rng)
    assert g.is_over() and g.hand_scores == [g.scores()]
    assert g.legal_actions() == []
    check_illegal_refused(g, 0)


@settings(max_examples=40, deadline=None)
@given(players_st, options_st, seed_st, choices_st(400), st.data())
def test_record_replays_every_prefix_to_the_same_views(players, options, seed, choices, data):
    g = new_game("auf_der_hut", players, options, seed=seed)
    _play(g, choices, seed)
    rec = json.loads(json.dumps(to_record(g)))
    g2 = replay(rec)
    assert g2.history == g.history and g2.scores() == g.scores() and g2.hand_scores == g.hand_scores
    for s in range(players):
        assert g2.view(s) == g.view(s)
    k = data.draw(st.integers(min_value=0, max_value=len(g.history)))
    check_prefix_replay(g, k, new_game("auf_der_hut", players, options, seed=seed))


@settings(max_examples=60, deadline=None)
@given(st.permutations(full_chars()), st.permutations(full_hats()), players_st)
def test_any_explicit_deal_lays_out_its_first_seven(chars, hats, players):
    g = new_game("auf_der_hut", players, None, seed=None, deals=[{"characters": chars, "hats": hats}])
    v = g.view(0)
    assert [r["character"] for r in v["row"]] == chars[:7]
    assert [HAT_NAMES[h] for h in g._hat] == hats[:7]
    assert v["piles"] == {"characters": 13, "hats": 17}
    # Over at once exactly when no row hat is a wonder hat or fits a row character.
    possible = "wonder" in hats[:7] or any(h in chars[:7] for h in hats[:7])
    assert g.is_over() == (not possible)
    if g.is_over():
        assert v["end"] == "no_match" and g.hand_scores == [[0] * players]


@settings(max_examples=60, deadline=None)
@given(st.permutations(full_chars()), st.permutations(full_hats()), st.integers(0, 23), st.text(max_size=8))
def test_a_deal_with_a_wrong_name_is_refused_naming_it(chars, hats, i, name):
    names = set(CHARACTERS) | {"wonder"}
    if name in names:
        return
    hats = list(hats)
    hats[i] = name
    try:
        new_game("auf_der_hut", 2, None, seed=None, deals=[{"characters": chars, "hats": hats}])
    except SetupError as e:
        assert "deals[0]" in str(e) and ("hats[%d]" % i) in str(e)
    else:
        raise AssertionError("a deal with %r was accepted" % (name,))


@given(st.integers(min_value=0, max_value=34))
def test_action_text_round_trips_and_swaps_read_either_way(a):
    g = new_game("auf_der_hut", 2, None, seed=1)
    t = g.action_text(a)
    assert g.parse_action(t) == a
    w = t.split()
    if w[0] == "swap":
        assert int(w[1]) < int(w[2])
        assert g.parse_action("swap %s %s" % (w[2], w[1])) == a


@given(st.text(max_size=12))
def test_parse_action_reads_only_the_three_forms(text):
    g = new_game("auf_der_hut", 2, None, seed=1)
    try:
        a = g.parse_action(text)
    except IllegalAction as e:
        assert str(e)
        return
    assert 0 <= a < 35
    w = g.action_text(a).split()
    forms = [" ".join(w)]
    if w[0] == "swap":
        forms.append("swap %s %s" % (w[2], w[1]))
    assert " ".join(text.split()) in forms


@settings(max_examples=40, deadline=None)
@given(players_st, options_st, seed_st, choices_st(400))
def test_scores_follow_the_formula_and_winners_share_the_top(players, options, seed, choices):
    g = new_game("auf_der_hut", players, options, seed=seed)
    _play(g, choices, seed)
    v = g.view(0)
    for p in range(players):
        pairs = v["pairs"][p]  # RULINGS.md 4 (corrected 2026-11-24)
        assert g.scores()[p] == pairs - max(0, min(v["bald"][p], pairs) - v["wonder"][p])
        assert 0 <= g.scores()[p] <= v["pairs"][p]
    if g.is_over():
        top = max(g.scores())
        assert g.winners() == [p for p in range(players) if g.scores()[p] == top]
    else:
        assert g.winners() == []
