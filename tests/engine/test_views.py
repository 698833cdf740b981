"""The view keys every game shares (PROTOCOL.md "Views"): seat checking, the public view, the
hand number, the dealer and the last finished hand's breakdown.  CPython and MicroPython."""

import json

from engine_core.games import NAMES, game_class, new_game
from engine_core.rng import Rng
from tests.engine.support import raises

_PLAYERS = {"bargain_hunt": 4, "baptistenskat": 4}  # the others (any registered game): 3, or its fewest above


def _games():
    for name in NAMES:
        cls = game_class(name)
        yield new_game(name, _PLAYERS.get(name, min(max(3, cls.MIN_PLAYERS), cls.MAX_PLAYERS)), seed=11)


def _play_until_a_hand_is_scored(g, seed):
    r = Rng(seed)
    while not g.hand_scores and not g.is_over():
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])


def test_view_refuses_anything_but_a_seat():
    for g in _games():
        n = g.players
        for bad in (-1, -n, n, n + 7, 1.0, "0", True, False, [0]):
            e = raises(ValueError, g.view, bad)
            assert "seat" in str(e) and "\n" not in str(e), (g.NAME, bad, str(e))
        for s in range(n):
            assert g.view(s)["seat"] == s


def test_the_public_view_holds_no_seat_secret():
    for g in _games():
        _play_until_a_hand_is_scored(g, 5)
        pv = g.view(None)
        assert pv == g.public_view()
        assert pv["seat"] is None and pv["hand"] == [] and "legal" not in pv and "peeked" not in pv
        if "own_odds" in pv:
            assert pv["own_odds"] == []
        if "hand_masks" in pv:
            assert pv["hand_masks"] == []
        json.dumps(pv)
        # every key of the public view holds what some seat's view holds too (no more)
        for k in pv:
            if k in ("seat", "hand", "legal", "own_odds", "hand_masks", "since_last_turn"):
                continue
            same = [s for s in range(g.players) if g.view(s).get(k) == pv[k]]
            if k == "bids" and g.NAME == "bobs_hat":
                continue  # secret bidding hides other seats' bids: the public view hides all
            assert same, (g.NAME, k)


def test_every_game_has_the_shared_keys():
    for g in _games():
        for step in range(2):
            v = g.view(0)
            for k in ("hand_no", "hands_total", "dealer", "last_result", "moves", "scores", "hand_scores"):
                assert k in v, (g.NAME, k)
            assert 1 <= v["hand_no"] <= v["hands_total"]
            assert 0 <= v["dealer"] < g.players
            if step == 0:
                assert v["last_result"] is None
                _play_until_a_hand_is_scored(g, 9)
        lr = g.view(None)["last_result"]
        assert lr["hand_no"] == len(g.hand_scores) == 1
        assert len(lr["seats"]) == g.players
        for s in range(g.players):
            e = lr["seats"][s]
            assert e["points"] == g.hand_scores[-1][s]
            # the reasons add up to the points (a screen shows them as the breakdown)
            assert sum(p for _, p in e["reasons"]) == e["points"], (g.NAME, e)
            assert e["bid"] is None or isinstance(e["bid"], str)
            assert e["took"] is None or isinstance(e["took"], int)


def test_last_result_names_bids_and_takes():
    g = new_game("baptistenskat", 3, seed=4)
    _play_until_a_hand_is_scored(g, 2)
    lr = g.view(1)["last_result"]
    for s in range(3):
        e = lr["seats"][s]
        bid, took = int(e["bid"]), e["took"]
        code, pts = e["reasons"][0]
        assert len(e["reasons"]) == 1
        if code in ("exact", "exact_double"):
            assert took == bid and pts == (10 if code == "exact" else 20) * bid
        elif code == "missed":
            assert took != bid and pts == -10 * abs(took - bid)
        else:
            assert bid == 0 and (took == 0) == (code == "zero_made")
    g = new_game("bobs_hat", 3, seed=4)
    _play_until_a_hand_is_scored(g, 2)
    v = g.view(0)
    for s in range(3):
        e = v["last_result"]["seats"][s]
        assert e["bid"] == " ".join(v["last_hand"]["bids"][s])
        assert e["took"] == v["last_hand"]["taken"][s]["total"]
