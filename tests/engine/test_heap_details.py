"""The reasons every finished hand/round leaves (`hand_details`) are kept through the whole game,
so they are stored compactly (issue 26, heap): each seat's (code, points) pairs are tuples, and
the same code is the same string object every hand (a literal, not text made per hand).  At Bob's
Hat's 5-player end this is ~2.7 KiB instead of ~7.5 KiB.  The views still give lists."""

from engine_core.games import NAMES, game_class, new_game
from engine_core.rng import Rng


def _finished(name, players, seed):
    g = new_game(name, players, None, seed)
    r = Rng(seed)
    while not g.is_over():
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    return g


def _finished_games(seed):
    """Every registered game played to its end at its most seats, those of more than one hand
    (what piles up over a game; a one-hand game, Auf der Hut, keeps a single hand's details)."""
    out = []
    for name in NAMES:
        players = game_class(name).MAX_PLAYERS
        g = _finished(name, players, seed)
        if len(g.hand_scores) > 1:
            out.append((name, players, g))
    assert len(out) >= 3, [n for n, _, _ in out]  # the trick games at least
    return out


def _pairs(g, hand):
    """Each seat's pairs of a hand (Baptistenskat keeps one pair per seat)."""
    out = []
    for seat in g.hand_details[hand]:
        out.extend([seat] if isinstance(seat[0], str) else seat)
    return out


def test_trick_games_keep_their_reasons_as_tuples_with_shared_codes():
    for name, players, g in _finished_games(3):
        assert len(g.hand_details) == len(g.hand_scores) > 1, name
        codes = {}
        for h in range(len(g.hand_details)):
            assert isinstance(g.hand_details[h], tuple), (name, h)
            for seat in g.hand_details[h]:
                assert isinstance(seat, tuple), (name, h, seat)
            for pair in _pairs(g, h):
                assert isinstance(pair, tuple) and len(pair) == 2, (name, h, pair)
                code = pair[0]
                assert codes.setdefault(code, code) is code, (name, "a new string for", code)
            # the points still add up to the hand's score, seat by seat
            for p in range(players):
                seat = g.hand_details[h][p]
                pairs = [seat] if isinstance(seat[0], str) else seat
                assert sum(e[1] for e in pairs) == g.hand_scores[h][p], (name, h, p)


def test_the_views_still_give_lists():
    for name, _players, g in _finished_games(4):
        lr = g.last_result()
        for s in lr["seats"]:
            assert isinstance(s["reasons"], list) and all(isinstance(e, list) for e in s["reasons"]), name
        v = g.view(0)
        d = v.get("last_hand_details")
        if d is not None:
            for seat in d:
                assert isinstance(seat, list), (name, seat)
