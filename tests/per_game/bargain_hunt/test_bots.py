"""Bargain Hunt bots: legal, reproducible, blind to hidden cards; memory and samples true to the view.
Runs on CPython and on MicroPython (tests/mp_runner.py)."""

import json

from engine_core.bots import make_bot
from engine_core.games import new_game
from engine_core.rng import Rng
from games.bargain_hunt import bots as B
from games.bargain_hunt import bots_hard as BH
from tests.engine.support import MICRO, ask_bots_along_random_play, play_bots

LEVELS = ("easy", "normal", "hard")


def _bot(level, seat, seed):
    # A small search budget keeps the hard bot quick in tests; the logic is the same.
    if level == "hard":
        return BH.BargainHuntHardBot(seat, seed, budget=300)
    return make_bot("bargain_hunt", level, seat, seed)


def _json(v):
    return json.loads(json.dumps(v))


def play(players, levels, seed, bot_seed=0):
    """A whole game, a bot at every seat; each bot sees JSON copies of its own views only."""
    g = new_game("bargain_hunt", players, None, seed)
    bots = [_bot(levels[s % len(levels)], s, bot_seed + s) for s in range(players)]
    return play_bots(g, bots, label=levels)


def test_whole_games_every_level_legal_3_and_4_players():
    seeds = (3,) if MICRO else (3, 4, 5)
    for players in (3, 4):
        for seed in seeds:
            g = play(players, ("hard", "normal", "easy", "normal"), seed)
            assert g.is_over() and g.winners()
            assert len(g.hand_scores) == (6 if players == 3 else 4)


def test_every_level_legal_in_random_positions():
    # Random play reaches odd positions (trump and notrump declared, identical cards, SSO leads);
    # bots of every level follow the game at every seat and are asked at every decision.
    games = 1 if MICRO else 3
    asked = 0
    for gi in range(games):
        for players in (3, 4):
            g = new_game("bargain_hunt", players, None, 40 + gi)
            r = Rng(gi)
            bots = [[_bot(lv, s, 9 + s) for lv in LEVELS] for s in range(players)]

            def skip(b, v, turn, r=r):  # fewer hard searches on the slower port
                return MICRO and b.level == "hard" and v["phase"] == "play" and r.below(4)

            asked += ask_bots_along_random_play(g, bots, r, skip)
    assert asked > 200


def test_same_seed_same_game():
    a = play(4, ("hard", "normal", "easy"), 11, 5)
    b = play(4, ("hard", "normal", "easy"), 11, 5)
    assert a.history == b.history
    c = play(4, ("hard", "normal", "easy"), 12, 5)
    assert c.history != a.history


def test_hard_search_is_reproducible_for_a_seed():
    g = new_game("bargain_hunt", 4, None, 8)
    r = Rng(1)
    while g.current_player() < 0 or g.view(0)["phase"] != "play" or g.current_player() != 0 \
            or len(g.legal_actions()) < 3:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    v = g.view(0)
    picks = []
    for _ in range(2):
        b = _bot("hard", 0, 123)
        b.observe(v)
        picks.append(b.choose(_json(v)))
    assert picks[0] == picks[1] and picks[0] in v["legal"]


def _deals(mine, x, y):
    # seat 1 always opens with red5, seat 2 with blue7: the public history is the same
    return [{"hands": [mine, x + ["red5"], y + ["blue7"]]}]


def test_hidden_cards_do_not_change_a_bots_choice():
    # Two deals agree on seat 0's hand and on the public bargains and differ in who of the
    # others holds what (the stock is the same: the same cards left it).  Seat 0's view is then
    # identical and every level must choose the same action, for several bot seeds.
    mine = ["red1", "red9", "yellow4", "green4", "green6", "blue2", "purple8", "sso"]
    x = ["red2", "red3", "yellow9", "green1", "orange5", "orange6", "purple1"]
    y = ["red8", "yellow1", "yellow2", "blue9", "blue8", "green9", "orange1"]
    for level in LEVELS:
        for bseed in (1, 2, 3):
            choices = []
            for hx, hy in ((x, y), (y, x)):
                g = new_game("bargain_hunt", 3, None, 4, 2, _deals(mine, hx, hy))
                bot = _bot(level, 0, bseed)
                bot.observe(_json(g.view(0)))
                g.apply(bot.choose(_json(g.view(0))))  # seat 0 opens (left of dealer 2)
                bot.observe(_json(g.view(0)))
                g.apply_text("bargain red5")
                bot.observe(_json(g.view(0)))
                g.apply_text("bargain blue7")
                v = _json(g.view(0))
                bot.observe(v)
                assert v["phase"] == "play" and v["to_act"] == 0
                choices.append(bot.choose(v))
            assert choices[0] == choices[1], (level, bseed, choices)


def _kinds(texts):
    return [B.parse_kind(c) for c in texts]


def _true_hidden(g, seat):
    """The real multiset (per-kind counts) of the other seats' hands and the stock."""
    cnt = [0] * 55
    for s in range(g.players):
        if s != seat:
            for k in _kinds(g.view(s)["hand"]):
                cnt[k] += 1
    for c in g._stock:  # reading the game's internals is the test's privilege, never a bot's
        cnt[B.SSO if c >= 108 else c >> 1] += 1
    return cnt


def test_memory_and_samples_are_true_to_the_view():
    # The bots' memory (voids, every odds-and-ends stack) is true of the hidden game; the unseen
    # pool is exactly the others' hands plus the stock; every sample keeps hand sizes, deals
    # only unseen cards, gives no seat a colour it is known void in, and keeps the own hand.
    checked = 0
    voids_seen = 0
    for players, seed in ((4, 21), (3, 22)):
        g = new_game("bargain_hunt", players, None, seed)
        r = Rng(seed)
        bots = [_bot("normal", s, 5) for s in range(players)]
        for s in range(players):
            bots[s].observe(g.view(s))
        step = 0
        while not g.is_over():
            s = g.current_player()
            v = g.view(s)
            # mostly the normal policy (realistic play), sometimes random (odd positions)
            a = bots[s].choose(v) if r.below(3) else v["legal"][r.below(len(v["legal"]))]
            g.apply(a)
            for t in range(players):
                bots[t].observe(g.view(t))
            step += 1
            if g.is_over() or step % (1 if not MICRO else 2):
                continue
            me = step % players
            v = g.view(me)
            if v["phase"] != "play":
                continue
            bot = bots[me]
            hands = [_kinds(g.view(p)["hand"]) for p in range(players)]
            for p in range(players):
                assert bot.odds_ok[p]
                own = _kinds(g.view(p)["own_odds"])
                assert sorted(bot.odds[p]) == sorted(own), (p, bot.odds[p], own)
                for k in hands[p]:
                    if k != B.SSO:
                        assert not (bot.void[p] >> (k // 9)) & 1, (p, k)
                if bot.void[p]:
                    voids_seen += 1
            pool = bot.unseen(v)
            cnt = [0] * 55
            for k in pool:
                cnt[k] += 1
            assert cnt == _true_hidden(g, me)
            w = BH.sample(bot, v)  # the search's own sampler, on this bot's memory
            assert w is not None
            assert sorted(w[me]) == sorted(hands[me])
            used = [0] * 55
            for p in range(players):
                assert len(w[p]) == v["hand_sizes"][p]
                if p == me:
                    continue
                for k in w[p]:
                    used[k] += 1
                    if k != B.SSO:
                        assert not (bot.void[p] >> (k // 9)) & 1, (p, k)
            for k in range(55):
                assert used[k] <= cnt[k], k
            checked += 1
    assert checked > 40 and voids_seen > 0


def test_trick_model_agrees_with_the_engine():
    # The bots' lean trick model names the same winner as the engine for every trick of
    # random games (declarations, identical cards and SSOs included).
    tricks = 0
    for players, seed in ((3, 31), (4, 32), (4, 33)):
        g = new_game("bargain_hunt", players, None, seed)
        r = Rng(seed)
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
            v = g.view(0)
            lt = v["last_trick"]
            if lt is None or v["trick"] or v["moves"] == 0:
                continue
            last = g.history[-1]
            if last > B._PLAY_SSO:
                continue  # not the action that completed the trick
            t = B.Trick(lt["cards"][0][0])
            for _, c, w in lt["cards"]:
                d, h = B._decl_codes(w)
                t.add(B.parse_kind(c), d, h)
            assert t.winner(players) == lt["winner"], lt
            tricks += 1
    assert tricks > 100


def test_options_match_the_legal_plays():
    # Trick.options (the simulator's move generator) gives exactly the engine's legal plays.
    positions = 0
    for players, seed in ((3, 51), (4, 52)):
        g = new_game("bargain_hunt", players, None, seed)
        r = Rng(seed)
        while not g.is_over():
            v = g.view(g.current_player())
            if v["phase"] == "play":
                t = B.trick_from_view(v)
                opts = sorted(B.encode(k, d, h) for k, d, h in t.options(_kinds(v["hand"])))
                assert opts == v["legal"], (opts, v["legal"])
                positions += 1
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
    assert positions > 100


def _view(players, hand=(), own_odds=(), legal=()):
    return {"players": players, "hand": list(hand), "own_odds": list(own_odds), "legal": list(legal)}


def test_normal_opens_with_the_value_it_holds_most_of():
    hand = ["red3", "yellow3", "green7", "blue7", "blue3", "purple9", "orange2", "sso"]
    legal = sorted(B._BARGAIN0 + B.parse_kind(c) for c in hand if c != "sso")
    bot = _bot("normal", 0, 1)
    a = bot._bargain(_view(4, hand, legal=legal), legal)
    k = a - B._BARGAIN0
    assert k % 9 + 1 == 3
    # the opening card comes from its shortest colour among the threes: red or yellow, not blue
    assert k // 9 in (0, 1)


def test_normal_clears_the_value_that_gains_most():
    bot = _bot("normal", 0, 1)
    # 4 players: three 5s gain 2 (trashed) + 2 (one onto the bargain pile) = 4; two 8s gain 2
    odds = ["red5", "blue8", "green5", "sso", "red8", "orange5", "yellow1"]
    legal = [560, 561, 565, 568]
    assert bot._clear(_view(4, own_odds=odds, legal=legal), legal) == 565
    # 3 players trash three: three 5s gain 3, still the best
    assert bot._clear(_view(3, own_odds=odds, legal=legal), legal) == 565
    # only an SSO: nothing to clear
    assert bot._clear(_view(4, own_odds=["sso"], legal=[560]), [560, 561]) == 560
    assert B.clear_gain([0, 0, 0, 0, 0, 5, 0, 0, 0, 0], 2) == (5, 8)


def test_normal_wins_a_rich_trick_with_trump_and_ducks_junk():
    # Seat 2 (4 players, bargain 4) is last to play, void in the colour led (red).
    bargains = [1, 2, 4, 3]
    t = B.Trick(3)
    t.add(B.parse_kind("red4"), 0, 0)
    t.add(B.parse_kind("red9"), 0, 0)
    t.add(B.parse_kind("yellow4"), 2, 0)  # notrump
    hand = _kinds(["green4", "blue6"])
    k, d, h = B.policy(t, hand, 2, bargains, 4)
    assert (k, d) == (B.parse_kind("green4"), 1)  # three 4s with its own: declare trump and take it
    # the same trick full of junk: declare notrump and shed the higher card
    t2 = B.Trick(3)
    t2.add(B.parse_kind("red5"), 0, 0)
    t2.add(B.parse_kind("red9"), 0, 0)
    t2.add(B.parse_kind("yellow6"), 2, 0)
    k, d, h = B.policy(t2, hand, 2, bargains, 4)
    assert d == 2 and k == B.parse_kind("blue6")
