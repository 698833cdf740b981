"""Baptistenskat bots (games/baptistenskat/bots.py): legal, reproducible, blind to what
their seat may not see, and their determinizations agree with the view.
Runs on CPython and on MicroPython (tests/mp_runner.py)."""

import json

from engine_core.bots import make_bot
from engine_core.games import new_game
from engine_core.rng import Rng
from games.baptistenskat import bots as B
from games.baptistenskat import bots_hard as BH
from tests.engine.support import MICRO, play_bots

COLOURS = ("red", "yellow", "green", "blue")


def _j(v):
    return json.loads(json.dumps(v))


def _bot(level, seat, seed, samples=12):
    # a small search budget keeps the hard bots quick here; the logic is the default one's
    if level == "hard":
        return BH.BaptistenskatHardBot(seat, seed, samples=samples)
    return make_bot("baptistenskat", level, seat, seed)


def _play(players, levels, seed, options):
    g = new_game("baptistenskat", players, options, seed)
    bots = [_bot(levels[s % len(levels)], s, seed + s) for s in range(players)]
    return play_bots(g, bots, label=levels)


def test_every_level_plays_legal_moves_3_to_6_players_with_every_option():
    cases = ((3, {"rounds": 3}), (4, {"rounds": 2, "hook": True}), (5, {"rounds": 2, "hidden_bids": True}),
             (6, {"rounds": 2, "hook": True, "hidden_bids": True}))
    if not MICRO:
        cases += ((4, {"rounds": 5, "hook": True, "hidden_bids": True}), (3, {"rounds": 6, "hook": True}))
    for players, opts in cases:
        g = _play(players, ("hard", "normal", "easy", "random"), 3 + players, opts)
        assert g.is_over() and g.winners()
        assert len(g.hand_scores) == opts["rounds"]


def test_hook_is_respected_by_every_level():
    # dealer seat under the hook: the forbidden bid is never offered, and never returned
    for level in ("easy", "normal", "hard"):
        for seed in range(3 if MICRO else 8):
            g = new_game("baptistenskat", 3, {"rounds": 1, "hook": True}, seed)
            for t in ("bid 1", "bid 2"):
                g.apply_text(t)
            v = _j(g.view(g.dealer))
            bot = _bot(level, g.dealer, seed)
            bot.observe(v)
            a = bot.choose(v)
            assert a in v["legal"]
            assert a != 80 + 1, level  # 1 + 2 + 1 = 4 cards in hand: forbidden


def test_same_seed_same_choices_other_seed_other_game():
    opts = {"rounds": 2, "hidden_bids": True}
    a = _play(4, ("hard", "normal", "easy"), 11, opts)
    b = _play(4, ("hard", "normal", "easy"), 11, opts)
    assert a.history == b.history
    assert a.hand_scores == b.hand_scores
    c = _play(4, ("hard", "normal", "easy"), 12, opts)
    assert c.history != a.history


def _deal(mine, x_holder):
    """4 players, round 1 (5 cards each).  Seat 2 and seat 3 swap red10 / red12 between the two
    deals: seat 0's view is the same as long as neither card is played."""
    s1 = ["yellow3", "yellow9", "green4", "blue2", "blue17"]
    s2 = ["red10", "yellow12", "green11", "green19", "blue5"]
    s3 = ["red12", "yellow1", "green2", "blue9", "blue20"]
    if x_holder == 3:
        s2 = ["red12"] + s2[1:]
        s3 = ["red10"] + s3[1:]
    return [{"trump_card": "green7", "hands": [mine, s1, s2, s3]}]


def test_choices_do_not_depend_on_hidden_cards():
    mine = ["red3", "red15", "yellow20", "green14", "blue11"]
    for level in ("easy", "normal", "hard"):
        games = [new_game("baptistenskat", 4, {"rounds": 1}, 5, 3, _deal(mine, 2)),
                 new_game("baptistenskat", 4, {"rounds": 1}, 5, 3, _deal(mine, 3))]
        bots = [_bot(level, 0, 77, 24), _bot(level, 0, 77, 24)]
        compared = 0
        while not games[0].is_over():
            s = games[0].current_player()
            if s == 0:
                vs = [_j(g.view(0)) for g in games]
                assert vs[0] == vs[1]  # the premise: seat 0 sees the same
                a0 = bots[0].choose(vs[0])
                a1 = bots[1].choose(vs[1])
                assert a0 == a1, (level, a0, a1)
                compared += 1
                a = a0
            else:
                legal = games[0].legal_actions()
                if legal != games[1].legal_actions():
                    break
                a = None
                for x in legal:  # a scripted card that is not one of the swapped ones
                    if x >= 80 or x not in (9, 11):
                        a = x if x < 80 else 81  # everyone else bids 1
                        break
                if a is None:
                    break
            for g in games:
                g.apply(a)
            for i in range(2):
                if not games[i].is_over():
                    bots[i].observe(_j(games[i].view(0)))
        assert compared >= 3, compared


def _unseen_truth(g, seat, start):
    """Cards seat cannot see: not in its hand, not played this round, not the trump card."""
    played = set(a for a in g.history[start:] if a < 80)
    v = g.view(seat)
    mine = set(B.parse(t) for t in v["hand"])
    return set(c for c in range(80) if c not in played and c not in mine and c != g.trump_card), played, mine


def test_determinizations_never_contradict_the_view():
    checked = 0
    for players, seed in ((4, 21), (3, 8)) if MICRO else ((4, 21), (3, 8), (5, 2), (6, 13)):
        g = new_game("baptistenskat", players, {"rounds": 3}, seed)
        r = Rng(seed)
        bot = BH.BaptistenskatHardBot(0, 5, samples=8)
        bot.observe(_j(g.view(0)))
        rnd = g.round_no
        start = 0
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
            if g.round_no != rnd:
                rnd = g.round_no
                start = len(g.history)
            v = _j(g.view(0))
            bot.observe(v)
            # the remembered voids are true of the hidden hands
            for s in range(players):
                for t in g.view(s)["hand"]:
                    assert not (bot.void[s] >> (B.parse(t) // 20)) & 1, (s, t)
            if v["phase"] != "play":
                continue
            unseen, played, mine = _unseen_truth(g, 0, start)
            for _ in range(2):
                w = BH.determinize(bot, v)  # the search's own sampler
                assert w is not None
                assert len(w) == players + 1
                assert sorted(w[0]) == sorted(mine)  # own hand, exactly
                dealt = set()
                for s in range(players + 1):
                    if 0 < s < players:
                        assert len(w[s]) == v["hand_sizes"][s]
                    for c in w[s]:
                        assert c not in dealt  # no card twice
                        dealt.add(c)
                        assert c not in played and c != g.trump_card
                        if 0 < s < players:
                            assert not (bot.void[s] >> (c // 20)) & 1, (s, c)
                assert dealt == unseen | mine  # every unseen card somewhere, the stock included
                checked += 1
    assert checked > 30, checked


def test_normal_ducks_with_the_highest_loser_and_wins_cheaply():
    h = B.hand_lists([(1 << 2) | (1 << 9) | (1 << 15), 0, 1 << 4, 0])  # red3 red10 red16, green5
    gone = [0, 0, 0, 0]
    trick = [11]  # red12 led
    # enough tricks: the highest red that still loses (red10)
    assert B.policy(h, trick, 11, 3, 0, gone, False) == 9
    # wants a trick and plays last: the cheapest winner (red16)
    assert B.policy(h, trick, 11, 3, 1, gone, True) == 15
    # void in the led colour and ducking: sheds the highest side card
    h2 = B.hand_lists([0, (1 << 18) | 1, 0, 1 << 3])  # yellow1 yellow19, blue4 (trump blue)
    assert B.policy(h2, [45], 45, 3, 0, gone, False) == 38
    # void, wants it: trumps in
    assert B.policy(h2, [45], 45, 3, 2, gone, False) == 63


def test_hidden_bids_are_remembered_from_the_bidding():
    g = new_game("baptistenskat", 3, {"rounds": 1, "hidden_bids": True}, 4)
    bots = [_bot("normal", s, 1) for s in range(3)]
    for s in range(3):
        bots[s].observe(_j(g.view(s)))
    made = []
    while g.view(0)["phase"] == "bid":
        s = g.current_player()
        a = bots[s].choose(_j(g.view(s)))
        made.append((s, a - 80))
        g.apply(a)
        for t in range(3):
            bots[t].observe(_j(g.view(t)))
    assert g.view(0)["bids"] == [None, None, None]  # hidden now
    for s, b in made:
        assert bots[s].bids[s] == b  # each remembers its own bid
    # the dealer's bid was never shown to the others; the earlier bids were
    for s, b in made:
        for t in range(3):
            if s != g.dealer:
                assert bots[t].bids[s] == b
            elif t != s:
                assert bots[t].bids[s] is None
