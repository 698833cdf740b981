"""Computer players: legal, reproducible, and blind to what their seat may not see.
Runs on CPython and on MicroPython (tests/mp_runner.py)."""

import json

from engine_core.bots import LEVELS, make_bot
from engine_core.bots import trick as T
from engine_core.bots.determinize import deal
from engine_core.games import NAMES, game_class, new_game
from engine_core.rng import Rng
from games.baptistenskat.bots import BaptistenskatBot
from games.baptistenskat.bots_hard import BaptistenskatHardBot
from games.bargain_hunt.bots_hard import HARD_BUDGET
from games.bobs_hat.bots import BobsHatBot
from games.bobs_hat.bots_hard import BobsHatHardBot
from tests.engine.support import MICRO, ask_bots_along_random_play, play_bots, raises, scaled, short_options


def _bot(name, level, seat, seed):
    # A small search budget keeps the hard bots quick in tests; the logic is the same.
    if level == "hard" and name == "bobs_hat":
        return BobsHatHardBot(seat, seed, samples=8)
    if level == "hard" and name == "baptistenskat":
        return BaptistenskatHardBot(seat, seed, samples=8)
    if level == "hard" and name == "bargain_hunt":  # the default budget; the board's quick scale: 400
        return _small_hard(name, seat, seed, scaled(HARD_BUDGET, 400))
    return make_bot(name, level, seat, seed)


def play(name, players, levels, seed, options=None):
    """A whole game with a bot at every seat; each bot sees JSON copies of its own views only."""
    g = new_game(name, players, options if options is not None else short_options(name, 2), seed)
    bots = [_bot(name, levels[s % len(levels)], s, seed + s) for s in range(players)]
    return play_bots(g, bots, label=(name, levels))


def test_every_level_of_every_game_plays_legal_moves_to_the_end():
    for name in NAMES:
        cls = game_class(name)
        for players in (cls.MIN_PLAYERS, cls.MAX_PLAYERS):
            for seed in ((1,) if MICRO else (1, 2)):
                g = play(name, players, LEVELS, seed)
                assert g.is_over() and g.winners()


def test_bots_honour_every_option():
    cases = (
        ("bobs_hat", 3, {"hands": 2, "double_fewest": True, "no_bid": True}),
        ("bobs_hat", 4, {"hands": 2, "secret_bidding": True, "negative_scoring": True}),
        ("baptistenskat", 4, {"rounds": 3, "hook": True, "hidden_bids": True}),
        ("auf_der_hut", 3, {"no_swap_back": False, "play_on": True}),
    )
    for name, players, opts in cases:
        g = play(name, players, ("hard", "normal", "easy"), 5, opts)
        assert g.is_over()


def test_same_seed_same_game():
    for name in NAMES:
        cls = game_class(name)
        n = min(max(3, cls.MIN_PLAYERS), cls.MAX_PLAYERS)  # three where the game seats three
        a = play(name, n, ("hard", "normal", "easy"), 9)
        b = play(name, n, ("hard", "normal", "easy"), 9)
        assert a.history == b.history
        c = play(name, n, ("hard", "normal", "easy"), 10)
        assert c.history != a.history


def test_unknown_level_is_refused():
    e = raises(ValueError, make_bot, "bobs_hat", "genius", 0, 1)
    assert "genius" in str(e)


def _deal_bobs_hat(hands):
    return [{"trump": "red", "hands": hands}]


def test_hidden_cards_do_not_change_a_bots_choice():
    # Two deals that agree on seat 0's hand and differ in who of the others holds what.
    # Same public history (scripted hat choice and bids), so seat 0's view is identical:
    # every level must then choose the same card.
    mine = ["blue3", "blue14", "red9", "black20", "black2"]
    h1 = ["blue1", "blue2", "red1", "red2", "black1"]
    h2 = ["blue20", "red20", "red19", "red18", "black19"]
    for level in ("easy", "normal", "hard"):
        choices = []
        for others in ((h1, h2), (h2, h1)):
            g = new_game("bobs_hat", 3, {"hands": 1}, 4, 0, _deal_bobs_hat([mine, others[0], others[1]]))
            for t in ("hat +10", "bid blue", "bid red", "bid black"):
                g.apply_text(t)
            bot = _bot("bobs_hat", level, 0, 77)
            v = json.loads(json.dumps(g.view(0)))
            bot.observe(v)
            choices.append(bot.choose(v))
        assert choices[0] == choices[1], level


def test_memory_voids_are_true_and_samples_respect_the_view():
    # Whatever the bots remember as a void is true of the hidden hands, and every sampled
    # world keeps hand sizes, never deals a seen card and never gives a seat a void colour.
    for name, bot_cls, colours, deck in (("bobs_hat", BobsHatBot, ("blue", "red", "black"), 60),
                                         ("baptistenskat", BaptistenskatBot,
                                          ("red", "yellow", "green", "blue"), 80)):
        opts = {"hands": 6} if name == "bobs_hat" else {"rounds": 4}
        g = new_game(name, 4, opts, 21)
        r = Rng(3)
        bot = bot_cls(0, 5, "normal")
        checked = 0
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
            v = g.view(0)
            bot.observe(v)
            if v["phase"] != "play" or v["to_act"] < 0:
                continue
            hands = []
            for s in range(4):
                hands.append([T.parse(colours, c) for c in g.view(s)["hand"]])
            for s in range(4):
                for c in hands[s]:
                    assert not (bot.mem.void[s] >> (c // 20)) & 1, (name, s, c)
            mine = set(hands[0])
            seen = set(bot.mem.played) | mine
            if name == "baptistenskat":
                seen.add(T.parse(colours, v["trump_card"]))
            unseen = [c for c in range(deck) if c not in seen]
            sizes = v["hand_sizes"]
            w = deal(r, unseen, sizes, 0, bot.mem.void, 20, len(colours))  # the hard searches' sampler
            assert w is not None and len(w) == 5
            for s in range(1, 4):
                assert len(w[s]) == sizes[s]
                for c in w[s]:
                    assert c not in seen
                    assert not (bot.mem.void[s] >> (c // 20)) & 1
            assert w[0] == []
            assert sorted(w[1] + w[2] + w[3] + w[4]) == unseen  # the rest in the stock
            checked += 1
        assert checked > 20


def _small_hard(name, seat, seed, budget=1):
    """A hard bot with a small search budget (the same code as the default one's)."""
    if name == "bobs_hat":
        return BobsHatHardBot(seat, seed, samples=6)
    if name == "baptistenskat":
        return BaptistenskatHardBot(seat, seed, samples=6)
    if name == "bargain_hunt":
        from games.bargain_hunt.bots_hard import BargainHuntHardBot

        return BargainHuntHardBot(seat, seed, budget=budget)
    return make_bot(name, "hard", seat, seed)


def test_thousands_of_random_positions_every_level_legal():
    # Random play (every seat) reaches positions no bot line-up would: bots of every level sit at
    # every seat, follow the game from its start through their own views, and are asked at each
    # of their seat's decisions (the hard one at every third, for time); each answer must be legal.
    for name in NAMES:
        cls = game_class(name)
        asked = 0
        seed = 0
        while asked < scaled(2000, 500):  # the board's quick scale: 500 answers per game
            seed += 1
            players = cls.MIN_PLAYERS + seed % (cls.MAX_PLAYERS - cls.MIN_PLAYERS + 1)
            g = new_game(name, players, None, 700 + seed)
            r = Rng(seed)
            bots = [[make_bot(name, "easy", s, seed + s), make_bot(name, "normal", s, seed + s),
                     _small_hard(name, s, seed + s)] for s in range(players)]
            asked += ask_bots_along_random_play(g, bots, r, lambda b, v, turn: b.level == "hard" and turn % 3)
