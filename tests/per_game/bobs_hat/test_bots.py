"""Where's Bob's Hat? bots: legal at every level, reproducible, blind to hidden cards; the
determinization sampler never contradicts the view; the simulation scores and plays exactly as
the engine and the normal bot do.  Runs on CPython and on MicroPython (tests/mp_runner.py)."""

import json

from engine_core.bots import make_bot
from engine_core.bots import trick as T
from engine_core.games import new_game
from engine_core.rng import Rng
from games.bobs_hat.bots import COLOURS, BobsHatBot, bid_mask, choose_card, hopeless, normal_bid
from games.bobs_hat.bots_hard import BobsHatHardBot, load, rollout, sample_world
from games.bobs_hat.rules import hand_points
from tests.engine.support import MICRO, play_bots, share

LEVELS = ("easy", "normal", "hard")
OPTION_SETS = (
    {},
    {"double_fewest": True},
    {"no_bid": True},
    {"secret_bidding": True},
    {"negative_scoring": True},
    {"double_fewest": True, "no_bid": True, "secret_bidding": True},
)


def _bot(level, seat, seed, samples=6):
    # A small search budget keeps the hard bot quick in tests; the logic is the same.
    if level == "hard":
        return BobsHatHardBot(seat, seed, samples=samples)
    return make_bot("bobs_hat", level, seat, seed)


def _cards(texts):
    return [T.parse(COLOURS, t) for t in texts]


def _play(players, levels, seed, options, json_views=True):
    g = new_game("bobs_hat", players, options, seed)
    bots = [_bot(levels[s % len(levels)], s, seed + s) for s in range(players)]
    return play_bots(g, bots, json_views, label=levels)


def test_every_level_plays_legal_moves_with_every_option_and_player_count():
    tables = [(players, k) for players in (3, 4, 5) for k in range(len(OPTION_SETS))]
    assert len(tables) == 18
    for players, k in share(tables, 5):  # the board's quick scale: every 5th table
        opts = dict(OPTION_SETS[k])
        opts["hands"] = 2
        levels = (LEVELS[(k + players) % 3], LEVELS[(k + players + 1) % 3], LEVELS[(k + players + 2) % 3])
        g = _play(players, levels, 100 * players + k, opts)
        assert g.is_over() and g.winners()
        assert len(g.hand_scores) == 2


def test_no_bid_is_used_at_most_once_and_fewest2_only_when_allowed():
    # Bots must never offer a bid the rules refuse: the engine would raise IllegalAction.
    # Over whole games with the options on, `bid none` is used and `fewest2` is bid.
    used_none = 0
    used_f2 = 0
    for seed in share(list(range(1, 9)), 2):  # the board's quick scale: every 2nd game
        g = _play(3, ("normal", "hard", "easy"), seed, {"hands": 6, "no_bid": True, "double_fewest": True})
        for a in g.history:
            if a == 64:
                used_none += 1
            if a >= 64 and (a - 64) & 16:
                used_f2 += 1
        for s in range(3):
            assert sum(1 for hs in g.hand_details if hs[s][0][0] == "no_bid") <= 1
    assert used_none >= 1
    assert used_f2 >= 1


def test_random_positions_every_level_chooses_a_legal_action():
    # A bot that joins mid-hand (memory only from the current view) still plays legally.
    r = Rng(5)
    checked = 0
    for players in (3, 4, 5):
        for opts in ({"hands": 3}, {"hands": 3, "no_bid": True, "double_fewest": True, "secret_bidding": True}):
            g = new_game("bobs_hat", players, opts, 40 + players)
            while not g.is_over():
                acts = g.legal_actions()
                if r.below(4) == 0:
                    s = g.current_player()
                    for level in LEVELS:
                        b = _bot(level, s, r.below(1000))
                        v = json.loads(json.dumps(g.view(s)))
                        b.observe(v)
                        assert b.choose(v) in acts
                        checked += 1
                g.apply(acts[r.below(len(acts))])
    assert checked > 100


def test_same_seed_same_choices_and_another_seed_differs():
    opts = {"hands": 3, "no_bid": True}
    a = _play(4, ("hard", "normal", "easy"), 9, opts)
    b = _play(4, ("hard", "normal", "easy"), 9, opts)
    assert a.history == b.history
    c = _play(4, ("hard", "normal", "easy"), 10, opts)
    assert c.history != a.history


def test_a_json_copy_of_the_view_gives_the_same_game():
    # Views are plain data: a bot fed JSON round trips of its views plays exactly as one fed the
    # views themselves (nothing but the view's data reaches it).
    a = _play(3, ("hard", "easy", "normal"), 12, {"hands": 2}, json_views=True)
    b = _play(3, ("hard", "easy", "normal"), 12, {"hands": 2}, json_views=False)
    assert a.history == b.history


def _texts_minus(a, b):
    return [t for t in a if t not in b]


def _other_world(g, players, seed, r):
    """A second deal that agrees with everything seat 0 can know at this point of g: the same
    trump, seat 0's cards, every card played by whom; the other seats' unplayed cards (and the
    not-dealt ones) shuffled among them suit by suit, so every seat keeps its per-suit counts
    (hence its voids and the legality of every move made).  Returns (deals, changed)."""
    g0 = new_game("bobs_hat", players, {"hands": 1}, seed)
    first = [g0.view(s)["hand"] for s in range(players)]
    now = [g.view(s)["hand"] for s in range(players)]
    played = [_texts_minus(first[s], now[s]) for s in range(players)]
    dealt = set()
    for s in range(players):
        for t in first[s]:
            dealt.add(t)
    undealt = []
    for c in range(60):
        t = COLOURS[c // 20] + str(c % 20 + 1)
        if t not in dealt:
            undealt.append(t)
    new_now = [list(now[0])] + [[] for _ in range(players - 1)]
    for suit in COLOURS:
        pool = []
        slots = []
        for s in range(1, players):
            for t in now[s]:
                if t.startswith(suit):
                    pool.append(t)
                    slots.append(s)
        for t in undealt:
            if t.startswith(suit):
                pool.append(t)
                slots.append(-1)
        r.shuffle(pool)
        for i in range(len(slots)):
            if slots[i] >= 0:
                new_now[slots[i]].append(pool[i])
    changed = False
    for s in range(1, players):
        if sorted(new_now[s]) != sorted(now[s]):
            changed = True
    hands = [played[s] + new_now[s] for s in range(players)]
    return [{"trump": g0.view(0)["trump"], "hands": hands}], changed


def test_choices_do_not_depend_on_the_other_seats_hidden_cards():
    r = Rng(17)
    compared = 0
    changed_any = 0
    for players in (3, 4, 5):
        for seed in ((1, 2) if MICRO else (1, 2, 3, 4)):
            opts = {"hands": 1, "secret_bidding": seed % 2 == 0, "no_bid": seed % 2 == 1}
            ga = new_game("bobs_hat", players, opts, seed)
            driver = [make_bot("bobs_hat", "normal", s, s) for s in range(players)]
            while not ga.is_over():
                s = ga.current_player()
                if s == 0:
                    opts1 = dict(opts)
                    opts1["hands"] = 1
                    deals, changed = _other_world(ga, players, seed, r)
                    gb = new_game("bobs_hat", players, opts1, seed, None, deals)
                    for a in ga.history:
                        gb.apply(a)
                    assert gb.view(0) == ga.view(0)
                    changed_any += changed
                    for level in LEVELS:
                        choices = []
                        for g in (ga, gb):
                            # the bot sees seat 0's views along the way, as in a real game
                            h = new_game("bobs_hat", players, opts1, seed, None,
                                         deals if g is gb else None)
                            bot = _bot(level, 0, 77, samples=24)
                            bot.observe(json.loads(json.dumps(h.view(0))))
                            for a in g.history:
                                h.apply(a)
                                bot.observe(json.loads(json.dumps(h.view(0))))
                            choices.append(bot.choose(json.loads(json.dumps(h.view(0)))))
                        assert choices[0] == choices[1], (level, players, seed, choices)
                        compared += 1
                ga.apply(driver[s].choose(ga.view(s)))
    assert compared > 30
    assert changed_any > 5


def test_sampled_worlds_never_contradict_the_view():
    r = Rng(3)
    checked = 0
    for players, seed in ((3, 21), (4, 22), (5, 23)):
        g = new_game("bobs_hat", players, {"hands": 4}, seed)
        bot = BobsHatBot(0, 5, "normal")
        bot.observe(g.view(0))
        hand_no = 0
        while not g.is_over():
            v = g.view(0)
            if v["hand_no"] != hand_no:
                hand_no = v["hand_no"]
                start = [set(_cards(g.view(s)["hand"])) for s in range(players)]
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
            v = g.view(0)
            bot.observe(v)
            if v["phase"] != "play" or v["hand_no"] != hand_no:
                continue
            truth = [set(_cards(g.view(s)["hand"])) for s in range(players)]
            played = set()
            for s in range(players):
                for c in start[s]:
                    if c not in truth[s]:
                        played.add(c)
            # the memory is complete and true: the cards played, and voids of the real hands
            assert set(bot.mem.played) == played
            for s in range(players):
                for c in truth[s]:
                    assert not (bot.mem.void[s] >> (c // 20)) & 1, (s, c)
            for _ in range(3):
                w = sample_world(r, v, bot.mem.played, bot.mem.void)
                assert w is not None
                assert w[0] == _cards(v["hand"])
                allc = set()
                for s in range(players):
                    assert len(w[s]) == v["hand_sizes"][s]
                    for c in w[s]:
                        assert 0 <= c < 60
                        assert c not in allc  # no card twice
                        allc.add(c)
                        if s:
                            assert c not in played and c not in truth[0]
                            assert not (bot.mem.void[s] >> (c // 20)) & 1
                checked += 1
    assert checked > 100


def test_sampler_respects_a_void_it_must():
    # Seat 1 did not follow red: no sample may give it a red card, even when many are unseen.
    v = {"seat": 0, "players": 3, "hand": ["blue1", "blue2", "red3", "black4"], "hand_sizes": [4, 4, 4]}
    void = [0, 2, 0]
    r = Rng(8)
    for _ in range(50):
        w = sample_world(r, v, [20, 0, 40], void)
        assert len(w[1]) == 4 and len(w[2]) == 4
        for c in w[1]:
            assert c // 20 != 1
        for c in w[1] + w[2]:
            assert c not in (20, 0, 40, 1, 22, 43)
    # An impossible memory (seat 1 void in everything) gives None, never a wrong world.
    assert sample_world(r, v, [], [0, 7, 0]) is None


def test_scores_from_the_public_summary_are_the_engines():
    # The bid masks the hard bot builds from the views' bid words (bid none: 0), scored by the
    # game's hand_points over each finished hand's public summary, give the engine's hand score.
    r = Rng(11)
    hands = 0
    for players in (3, 4, 5):
        for opts in ({"hands": 3}, {"hands": 3, "negative_scoring": True, "double_fewest": True, "no_bid": True}):
            g = new_game("bobs_hat", players, opts, players * 7)
            done = 0
            while not g.is_over():
                acts = g.legal_actions()
                g.apply(acts[r.below(len(acts))])
                if len(g.hand_scores) > done:
                    done = len(g.hand_scores)
                    lh = g.view(0)["last_hand"]
                    masks = [bid_mask(b) for b in lh["bids"]]
                    taken = []
                    for t in lh["taken"]:
                        taken += [t["blue"], t["red"], t["black"]]
                    for s in range(players):
                        p = hand_points(s, masks, taken, lh["hat_holder"], lh["hat_value"], 4 + lh["hand_no"],
                                        opts.get("negative_scoring", False), 0)
                        assert p == g.hand_scores[-1][s], (players, s, p, g.hand_scores[-1])
                    hands += 1
    assert hands == 18


def test_rollout_plays_like_normal_bots_in_the_real_game():
    # Given the true hands, the simulation's play-out equals a real game of normal bots.
    for players, seed in ((3, 31), (4, 32), (5, 33)):
        g = new_game("bobs_hat", players, {"hands": 1}, seed)
        bots = [make_bot("bobs_hat", "normal", s, s) for s in range(players)]
        for s in range(players):
            bots[s].observe(g.view(s))
        while g.view(0)["phase"] != "play":
            s = g.current_player()
            g.apply(bots[s].choose(g.view(s)))
            for t in range(players):
                bots[t].observe(g.view(t))
        v = g.view(0)
        hands = [_cards(g.view(s)["hand"]) for s in range(players)]
        masks = [bid_mask(b) for b in v["bids"]]
        tr = ("blue", "red", "black", "none").index(v["trump"])
        # the search's own buffers and rollout (BobsHatHardBot.search)
        hb = [bytearray(20) for _ in range(players)]
        hc = bytearray(players)
        buf = bytearray(players)
        tk = bytearray(3 * players)
        load(hands, [], bytearray(3 * players), hb, hc, buf, tk)
        holder = rollout(hb, hc, tr if tr < 3 else -1, v["leader"], buf, 0, masks, v["hat_value"], tk, -1)
        assert list(hc) == [0] * players  # every card played
        while not g.is_over():
            s = g.current_player()
            g.apply(bots[s].choose(g.view(s)))
            for t in range(players):
                bots[t].observe(g.view(t))
        lh = g.view(0)["last_hand"]
        assert holder == lh["hat_holder"]
        want = []
        for t in lh["taken"]:
            want += [t["blue"], t["red"], t["black"]]
        assert list(tk) == want


def test_normal_bid_follows_the_hand():
    # long, high trump -> most on it; nothing high -> fewest (fewest2 when allowed); never empty
    assert normal_bid(_cards(["red20", "red19", "red15", "red3", "blue2"]), 1) & 2
    weak = _cards(["red1", "red2", "blue3", "blue4", "black2", "black5"])
    assert normal_bid(weak, 3) == 8
    assert normal_bid(weak, 3, True) == 16
    # balanced and middling, no trump: no bid fits (bid none, when allowed); a long strong suit does
    assert hopeless(_cards(["blue10", "blue12", "blue17", "red9", "red11", "red16", "black8", "black13", "black18"]), 3)
    assert not hopeless(_cards(["blue10", "blue15", "blue17", "blue19", "blue20", "red16", "black8"]), 3)
    assert not hopeless(weak, 3)
    r = Rng(4)
    for _ in range(200):
        deck = list(range(60))
        r.shuffle(deck)
        m = normal_bid(deck[:5 + r.below(12)], r.below(4), r.below(2) == 1)
        assert m != 0 and not (m & 8 and m & 16)


def test_card_choice_known_answers():
    # choose_card (the normal policy, also every seat's in the rollouts): lists and bytearrays
    # alike; blue trump (0), red led (1).
    hand = _cards(["blue3", "blue9", "red4", "red12", "red17", "black20"])
    trick = _cards(["red10", "red15"])
    for h, t in ((hand, trick), (bytearray(hand), bytearray(trick + [0, 0]))):
        assert choose_card(h, 6, t, 2, 0, 1) == _cards(["red17"])[0]  # the cheapest winner
        assert choose_card(h, 6, t, 2, 0, -1) == _cards(["red12"])[0]  # the highest loser
        assert choose_card(h, 6, t, 2, 0, 0) == _cards(["red4"])[0]  # low
        assert choose_card(h, 6, t, 0, 0, 1) == _cards(["blue9"])[0]  # lead: the highest trump
        assert choose_card(h, 6, t, 0, -1, -1) == _cards(["blue3"])[0]  # lead low
    # void in the colour led, wants it: the lowest trump wins; trumped trick, ducking: a side card
    h2 = _cards(["blue3", "blue9", "black2", "black20"])
    assert choose_card(h2, 4, _cards(["red10"]), 1, 0, 1) == _cards(["blue3"])[0]
    assert choose_card(h2, 4, _cards(["red10", "blue5"]), 2, 0, -1) == _cards(["black20"])[0]


def _first(cards, key, top):
    """The first of `cards` with the lowest key[c] (top: the highest)."""
    best = cards[0]
    for c in cards:
        if key[c] > key[best] if top else key[c] < key[best]:
            best = c
    return best


def test_card_choice_follows_beats_card_by_card():
    # choose_card writes beats() out inline (issue 26): on random hands and tricks it picks what
    # its rules say with beats() itself deciding which cards win -- the cheapest winner (want >
    # 0), the highest loser (want < 0), else the lowest loser, the lowest winner by value (want
    # < 0) or the lowest card; ties to the first in the hand
    from engine_core.cards import beats, trick_winner
    r = Rng(26)
    for _ in range(2000):
        deck = list(range(60))
        r.shuffle(deck)
        hand = sorted(deck[:1 + r.below(10)])
        trick = deck[20:21 + r.below(4)]
        if r.below(2):  # crowd the colour led: the follow-suit comparisons
            hand = sorted(set(c % 20 + 20 * (trick[0] // 20) if r.below(2) else c for c in hand))
        trump = r.below(4) - 1  # -1: no trump
        want = r.below(7) - 3
        led = trick[0] // 20
        legal = [c for c in hand if c // 20 == led] or hand
        bc = trick[trick_winner(trick, trump)]
        wins = [c for c in legal if beats(c, bc, trump)]
        loses = [c for c in legal if not beats(c, bc, trump)]

        k0 = [c % 20 + (20 if c // 20 == trump else 0) for c in range(60)]  # (is trump, value)
        k1 = [c % 20 + (0 if c // 20 == trump else 20) for c in range(60)]  # (is not trump, value)
        if want > 0 and wins:
            exp = _first(wins, k0, False)
        elif want < 0 and loses:
            exp = _first(loses, k1, True)
        elif loses:
            exp = _first(loses, k0, False)
        elif want < 0:
            exp = _first(wins, [c % 20 for c in range(60)], False)
        else:
            exp = _first(legal, k0, False)
        got = choose_card(hand, len(hand), trick, len(trick), trump, want)
        assert got == exp, (hand, trick, trump, want, got, exp)
