"""Where's Bob's Hat? (RULINGS.md 1): known answers from explicit deals and scripted play, then the
invariants every step keeps (test_props.py checks them at every step of its Hypothesis walks;
the random playouts are the conformance suite's, tests/engine/conformance.py).  Runs under pytest
and under tests/mp_runner.py on every interpreter."""

import json

from engine_core.game import IllegalAction, SetupError
from engine_core.games import new_game
from engine_core.rng import Rng
from games.bobs_hat.rules import BobsHat
from tests.engine.support import check_illegal_refused, raises

SUITS = ("blue", "red", "black")
HAT_VALUES = (14, 15)


# --- helpers: build a deal from the tricks a test wants ----------------------------------------
def deal_from_tricks(n, leader, tricks):
    """Hands (per seat, card text) so that playing `tricks` -- each (cards in play order, winner) --
    from `leader` hands each card to the seat that plays it."""
    hands = [[] for _ in range(n)]
    for cards, winner in tricks:
        for j in range(len(cards)):
            hands[(leader + j) % n].append(cards[j])
        leader = winner
    return hands


def mono(n, leader, spec):
    """Tricks of one suit each, from (suit name, winner) pairs: the winner plays the highest card.
    Values 14 and 15 are never used, so these tricks never move the Bob's Hat card."""
    nxt = {"blue": 1, "red": 1, "black": 1}
    out = []
    for suit, winner in spec:
        vals = []
        while len(vals) < n:
            v = nxt[suit]
            nxt[suit] = v + 1
            if v not in HAT_VALUES:
                vals.append(v)
        hi = vals.pop()  # the highest goes to the winner
        cards = []
        for j in range(n):
            seat = (leader + j) % n
            cards.append(suit + str(hi if seat == winner else vals.pop()))
        out.append((cards, winner))
        leader = winner
    return out


def bid_all(g, bids):
    """bids[seat] is the text after 'bid'; applied in turn order (from the dealer, clockwise)."""
    for _ in range(g.players):
        g.apply_text("bid " + bids[g.current_player()])


def play_tricks(g, tricks):
    for cards, winner in tricks:
        for c in cards:
            g.apply_text("play " + c)
        assert g.view(0)["last_trick"]["winner"] == winner, (cards, g.view(0)["last_trick"])


def one_hand(n, tricks, bids, trump="none", hat="+10", options=None, dealer=0):
    """A one-hand game (hands=1, no seed) played out as scripted; returns the game."""
    opts = {"hands": 1}
    if options:
        for k in options:
            opts[k] = options[k]
    deal = {"trump": trump, "hands": deal_from_tricks(n, dealer, tricks)}
    g = new_game("bobs_hat", n, opts, seed=None, first_dealer=dealer, deals=[deal])
    g.apply_text("hat " + hat)
    bid_all(g, bids)
    play_tricks(g, tricks)
    return g


def advance_to_hand(g, k, seed):
    """Random legal play until hand k is dealt (its dealer to choose the hat)."""
    r = Rng(seed)
    while g.view(0)["hand_no"] < k:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    assert g.view(0)["phase"] == "hat"


def details(g, hand=0):
    """The hand's reasons as lists (the game keeps them as (code, points) tuples: issue 26, heap)."""
    return [[list(e) for e in seat] for seat in g.hand_details[hand]]


# The rule text's Anna example (3 players, 5 cards, no trump): Anna (0) takes 4 blue, Bob (1) 3,
# Chris (2) 1.  Follow-suit holds at every card (see the comments).
ANNA_TRICKS = [
    (["blue20", "blue1", "blue2"], 0),  # Anna leads, all follow: Anna +3 blue
    (["red20", "red1", "blue3"], 0),  # Chris has no red: Anna +1 blue (4)
    (["black1", "black20", "black2"], 1),
    (["blue19", "blue4", "blue5"], 1),  # Bob leads: Bob +3 blue
    (["black3", "black19", "blue6"], 2),  # Anna has no black left: Chris +1 blue
]


# --- known answers: the rule text's worked examples --------------------------------------------
def test_anna_most_blue_4_3_1_scores_9():
    g = one_hand(3, ANNA_TRICKS, ["blue", "red", "fewest"])
    assert g.is_over()
    v = g.view(1)
    assert [t["blue"] for t in v["taken"]] == [4, 3, 1]
    assert [t["total"] for t in v["taken"]] == [6, 6, 3]
    # Anna: most blue made 5 + 4.  Bob: most red missed (Anna took 2 red, he none).  Chris: fewest
    # made, + 5 cards dealt.  No 14 or 15 was played: the hat stayed in the middle, nobody scores it.
    assert g.hand_scores == [[9, -5, 5]]
    assert details(g) == [[["most_blue_made", 9]], [["most_red_missed", -5]], [["fewest_made", 5]]]
    assert v["hat_holder"] == -1 and v["last_hand"]["hat_holder"] == -1
    assert g.scores() == [9, -5, 5] and g.winners() == [0]


def test_anna_tie_on_blue_misses_minus_5_and_negative_scoring():
    tricks = list(ANNA_TRICKS)
    tricks[1] = (["red20", "red1", "black5"], 0)  # Chris throws a black: Anna 3 blue, Bob 3
    g = one_hand(3, tricks, ["blue", "blue", "black"])
    assert [t["blue"] for t in g.view(0)["taken"]] == [3, 3, 1]
    # Blue: Anna and Bob tie at 3, both miss.  Black: Anna took 1 (trick 2), Bob 3 (trick 3),
    # Chris 2 (trick 5): Chris misses.
    assert [t["black"] for t in g.view(0)["taken"]] == [1, 3, 2]
    assert g.hand_scores == [[-5, -5, -5]]
    g = one_hand(3, tricks, ["blue", "blue", "black"], options={"negative_scoring": True})
    # negative_scoring: -5 and -1 per card of the suit taken.
    assert g.hand_scores == [[-8, -8, -7]]
    assert details(g) == [[["most_blue_missed", -8]], [["most_blue_missed", -8]], [["most_black_missed", -7]]]


def _fewest_game(winners, options=None, fewest_bid="fewest"):
    """Hand 3 (7 cards each) of a 3-player game, dealer 0; each trick single-suit, `winners` in
    order.  Bob (1) bids fewest; Anna (0) most red; Chris (2) most black.  Hands 1-2 are random."""
    n = 3
    spec = []
    suits = ("blue", "red", "black")
    for i in range(len(winners)):
        spec.append((suits[i % 3], winners[i]))
    tricks = mono(n, 0, spec)
    opts = {"hands": 3}
    if options:
        for k in options:
            opts[k] = options[k]
    deal = {"trump": "none", "hands": deal_from_tricks(n, 0, tricks)}
    g = new_game("bobs_hat", n, opts, seed=77, first_dealer=1, deals=[{}, {}, deal])
    advance_to_hand(g, 3, 5)
    v = g.view(0)
    assert v["dealer"] == 0 and v["cards_dealt"] == 7 and v["hand_no"] == 3
    g.apply_text("hat -10")
    bid_all(g, ["red", fewest_bid, "black"])
    play_tricks(g, tricks)
    return g


def test_bob_fewest_with_7_dealt_scores_7_and_tie_minus_7():
    # Bob takes 3 cards, Anna 12, Chris 6.
    g = _fewest_game([0, 0, 0, 1, 2, 2, 0])
    assert g.is_over()
    assert [t["total"] for t in g.view(2)["last_hand"]["taken"]] == [12, 3, 6]
    assert details(g, 2)[1] == [["fewest_made", 7]]
    assert g.hand_scores[2][1] == 7
    # Bob 3 and Chris 3 (Anna 15): Bob misses, -7.
    g = _fewest_game([0, 0, 0, 1, 2, 0, 0])
    assert [t["total"] for t in g.view(2)["last_hand"]["taken"]] == [15, 3, 3]
    assert details(g, 2)[1] == [["fewest_missed", -7]]
    assert g.hand_scores[2][1] == -7
    assert len(g.hand_scores) == 3 and g.scores() == [sum(h[p] for h in g.hand_scores) for p in range(3)]


def test_double_fewest_scores_double_both_ways():
    g = _fewest_game([0, 0, 0, 1, 2, 2, 0], {"double_fewest": True}, "fewest2")
    assert details(g, 2)[1] == [["fewest2_made", 14]]
    assert g.view(0)["last_hand"]["bids"][1] == ["fewest2"]
    g = _fewest_game([0, 0, 0, 1, 2, 0, 0], {"double_fewest": True}, "fewest2")
    assert details(g, 2)[1] == [["fewest2_missed", -14]]


def test_chris_most_blue_made_with_8_and_most_red_missed_scores_8():
    n = 4  # Chris is seat 2; 5 tricks of 4 cards each
    tricks = mono(n, 0, [("blue", 2), ("blue", 2), ("red", 0), ("red", 1), ("black", 3)])
    g = one_hand(n, tricks, ["red", "black", "blue red", "fewest"])
    v = g.view(3)
    assert v["taken"][2] == {"blue": 8, "red": 0, "black": 0, "total": 8}
    assert details(g)[2] == [["most_blue_made", 13], ["most_red_missed", -5]]
    assert g.hand_scores[0][2] == 8
    # Anna and Bob tie on red (4 each): Anna misses; Bob bid black but Dan took all 4 blacks;
    # Dan bid fewest with 4 cards, as many as Anna and Bob: missed.
    assert g.hand_scores == [[-5, -5, 8, -5]]


def test_no_card_of_a_suit_dealt_makes_every_most_bid_on_it():
    tricks = mono(3, 0, [("blue", 0), ("red", 1), ("blue", 2), ("red", 0), ("blue", 1)])
    g = one_hand(3, tricks, ["black", "black fewest", "black red"])
    # No black dealt: all three most-black bids made, +5 each (no cards taken).
    d = details(g)
    assert d[0] == [["most_black_made", 5]]
    assert d[1] == [["most_black_made", 5], ["fewest_missed", -5]]
    assert d[2] == [["most_red_missed", -5], ["most_black_made", 5]] or \
        d[2] == [["most_black_made", 5], ["most_red_missed", -5]]
    assert g.hand_scores == [[5, 0, 0]]


# --- Bob's Hat card -------------------------------------------------------------------------------
HAT_TRICKS = [
    (["blue20", "blue14", "blue1"], 0),  # a 14: Anna takes the hat
    (["red1", "red2", "red3"], 2),  # no 14/15: it stays with Anna
    (["black15", "black20", "black2"], 0),  # Chris leads black15, Anna (seat 0) wins with black20
    (["red4", "red5", "red15"], 1),  # Anna leads, Bob (1) wins with red15... see below
    (["blue2", "blue3", "blue4"], 0),
]


def test_hat_moves_to_whoever_wins_a_trick_with_14_or_15():
    # Trick 4: Anna leads red4, Bob red5, Chris red15 -> Chris (2) wins it with the hat card.
    tricks = list(HAT_TRICKS)
    tricks[3] = (["red4", "red5", "red15"], 2)
    tricks[4] = (["blue2", "blue3", "blue4"], 1)  # Chris leads blue2, Anna blue3, Bob blue4
    deal = {"trump": "none", "hands": deal_from_tricks(3, 0, tricks)}
    g = new_game("bobs_hat", 3, {"hands": 1}, seed=None, deals=[deal])
    assert g.view(1)["hat_value"] is None and g.view(1)["hat_holder"] == -1
    g.apply_text("hat -10")
    assert g.view(1)["hat_value"] == -10
    bid_all(g, ["fewest", "fewest", "fewest"])
    holders = []
    for cards, winner in tricks:
        for c in cards:
            g.apply_text("play " + c)
        assert g.view(1)["last_trick"]["winner"] == winner
        holders.append(g.view(1)["hat_holder"])
    assert holders == [0, 0, 0, 2, 2]
    # Chris holds the -10 at the end.  Totals: Anna 6, Bob 3, Chris 6: only Bob makes fewest.
    assert [t["total"] for t in g.view(0)["taken"]] == [6, 3, 6]
    assert details(g) == [[["fewest_missed", -5]], [["fewest_made", 5]], [["fewest_missed", -5], ["hat", -10]]]
    assert g.hand_scores == [[-5, 5, -15]]


def test_hat_stays_in_the_middle_without_14_or_15():
    tricks = mono(3, 0, [("blue", 1), ("red", 1), ("black", 2), ("red", 0), ("blue", 0)])
    g = one_hand(3, tricks, ["fewest", "fewest", "fewest"])
    assert g.view(0)["hat_holder"] == -1
    for d in details(g):
        for code, _ in d:
            assert code != "hat"


def test_trump_beats_the_suit_led_and_off_suit_never_wins():
    # Trump red.  Trick 1: Anna leads blue5, Bob (void in blue) trumps red1, Chris blue20: Bob wins.
    # Trick 2: Bob leads black3, Chris black2, Anna (void in black) throws blue19: Bob wins.
    tricks = [
        (["blue5", "red1", "blue20"], 1),
        (["black3", "black2", "blue19"], 1),
        (["red2", "red3", "red20"], 0),
        (["blue1", "black19", "red4"], 2),  # Bob and Chris void in blue; Chris trumps
        (["black4", "blue6", "black20"], 1),  # Chris leads black4, Anna (void) blue6, Bob black20
    ]
    g = one_hand(3, tricks, ["blue", "red", "fewest"], trump="red")
    v = g.view(0)
    assert v["trump"] == "red" and g.is_over()
    assert [t["total"] for t in v["taken"]] == [3, 9, 3]
    assert v["hat_holder"] == -1


# --- optional rules -------------------------------------------------------------------------------
def test_no_bid_scores_nothing_not_even_the_hat_and_only_once_per_game():
    n = 3
    tricks = list(HAT_TRICKS)
    tricks[3] = (["red4", "red5", "red15"], 2)
    tricks[4] = (["blue2", "blue3", "blue4"], 1)
    deal = {"trump": "none", "hands": deal_from_tricks(n, 0, tricks)}
    g = new_game("bobs_hat", n, {"hands": 2, "no_bid": True}, seed=3, deals=[deal])
    g.apply_text("hat +10")
    assert 64 in g.legal_actions()
    bid_all(g, ["blue", "red", "none"])
    assert g.view(0)["no_bid_used"] == [False, False, True]
    assert g.view(0)["bids"][2] == ["none"]
    play_tricks(g, tricks)
    # Chris bid none and holds the +10: nobody scores it; Chris scores nothing.
    assert g.view(0)["last_hand"]["hat_holder"] == 2
    assert details(g)[2] == [["no_bid", 0]]
    assert g.hand_scores[0][2] == 0
    for d in details(g):
        for code, _ in d:
            assert code != "hat"
    # Blue: Anna 3 (trick 1), Bob 3 (trick 5): Anna misses.  Red: Chris took all 6: Bob misses.
    assert [t["blue"] for t in g.view(0)["last_hand"]["taken"]] == [3, 3, 0]
    assert details(g) == [[["most_blue_missed", -5]], [["most_red_missed", -5]], [["no_bid", 0]]]
    assert g.hand_scores == [[-5, -5, 0]]
    # Hand 2: dealer 1; Chris (2) may not bid none again; the others still may.
    g.apply_text("hat +10")
    assert g.current_player() == 1 and 64 in g.legal_actions()
    g.apply_text("bid blue")
    assert g.current_player() == 2
    assert 64 not in g.legal_actions()
    e = check_illegal_refused(g, 64)
    assert "once per game" in str(e)
    g.apply_text("bid red")
    assert 64 in g.legal_actions()
    g.apply_text("bid none")
    assert g.view(1)["no_bid_used"] == [True, False, True]


def test_no_bid_refused_without_the_option_and_empty_bid_unreadable():
    g = new_game("bobs_hat", 4, seed=1)
    g.apply_text("hat +10")
    assert 64 not in g.legal_actions()
    e = check_illegal_refused(g, 64)
    assert "at least one" in str(e)
    e = raises(IllegalAction, g.parse_action, "bid")
    assert "at least one" in str(e)
    e = check_illegal_refused(g, g.parse_action("bid fewest2"))
    assert "double_fewest" in str(e)


def test_secret_bidding_hides_other_bids_until_all_have_bid():
    g = new_game("bobs_hat", 4, {"secret_bidding": True, "no_bid": True}, seed=9)
    g.apply_text("hat +10")
    g.apply_text("bid blue")  # seat 0 (dealer)
    g.apply_text("bid none")  # seat 1
    for s in range(4):
        v = g.view(s)
        if s == 0:
            assert v["bids"] == [["blue"], None, None, None]
        elif s == 1:
            assert v["bids"] == [None, ["none"], None, None]
            assert v["no_bid_used"] == [False, True, False, False]
        else:
            assert v["bids"] == [None, None, None, None]
        if s != 1:
            assert v["no_bid_used"] == [False, False, False, False]  # the hidden `bid none` shows no trace
        assert "none" not in json.dumps(v["bids"]) or s == 1
    g.apply_text("bid red black")
    g.apply_text("bid fewest")
    for s in range(4):
        v = g.view(s)
        assert v["phase"] == "play"
        assert v["bids"] == [["blue"], ["none"], ["red", "black"], ["fewest"]]
        assert v["no_bid_used"] == [False, True, False, False]
    # Without the option, bids are public as soon as made.
    g = new_game("bobs_hat", 4, seed=9)
    g.apply_text("hat -10")
    g.apply_text("bid blue")
    assert g.view(2)["bids"] == [["blue"], None, None, None]


# --- turn order, phases, refusals ----------------------------------------------------------------
def test_dealer_chooses_hat_bids_first_leads_first_and_deal_passes_clockwise():
    g = new_game("bobs_hat", 5, {"hands": 3}, seed=21, first_dealer=3)
    for hand in (1, 2, 3):
        dealer = (3 + hand - 1) % 5
        v = g.view(0)
        assert v["hand_no"] == hand and v["dealer"] == dealer and v["phase"] == "hat"
        assert v["cards_dealt"] == 4 + hand and v["hand_sizes"] == [4 + hand] * 5
        assert g.current_player() == dealer and g.legal_actions() == [60, 61]
        g.apply_text("hat +10")
        order = []
        for _ in range(5):
            order.append(g.current_player())
            g.apply_text("bid fewest")
        assert order == [(dealer + i) % 5 for i in range(5)]
        assert g.current_player() == dealer and g.view(1)["leader"] == dealer
        r = Rng(hand)
        while g.view(0)["hand_no"] == hand and not g.is_over():
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
    assert g.is_over() and len(g.hand_scores) == 3 and g.view(0)["phase"] == "over"


def test_illegal_actions_refused_with_a_reason_and_the_game_unchanged():
    tricks = ANNA_TRICKS
    deal = {"trump": "none", "hands": deal_from_tricks(3, 0, tricks)}
    g = new_game("bobs_hat", 3, {"hands": 1}, seed=None, deals=[deal])
    assert "dealer chooses" in str(check_illegal_refused(g, g.parse_action("play blue20")))
    assert "dealer chooses" in str(check_illegal_refused(g, g.parse_action("bid blue")))
    g.apply_text("hat +10")
    assert "once" in str(check_illegal_refused(g, g.parse_action("hat -10")))
    assert "bidding first" in str(check_illegal_refused(g, g.parse_action("play blue20")))
    bid_all(g, ["blue", "red", "fewest"])
    assert "bidding is over" in str(check_illegal_refused(g, g.parse_action("bid red")))
    assert "not in your hand" in str(check_illegal_refused(g, g.parse_action("play blue1")))
    g.apply_text("play blue20")
    # Bob holds blue1 and must follow blue
    e = check_illegal_refused(g, g.parse_action("play red1"))
    assert str(e) == "must follow blue"
    for bad in (62, 63, 64 + 24, 88, -1, 1000, True, "play blue1", None):
        assert "no such action" in str(check_illegal_refused(g, bad))
    play_tricks(g, [(["blue1", "blue2"], 0)])
    g.apply_text("play red20")
    g.apply_text("play red1")
    # Chris has no red: any card (here blue3 or black2) is fine.
    assert g.is_legal(g.parse_action("play blue3")) and g.is_legal(g.parse_action("play black2"))
    assert g.legal_actions() == [g.parse_action(t) for t in ("play blue3", "play blue4", "play black2",
                                                              "play black19")]
    g.apply_text("play blue3")
    play_tricks(g, ANNA_TRICKS[2:])
    assert g.is_over()
    assert "over" in str(check_illegal_refused(g, 0))
    assert g.legal_actions() == []


def test_action_text_round_trip_and_numbering():
    g = BobsHat(3, {}, 1)
    assert g.action_text(0) == "play blue1" and g.action_text(19) == "play blue20"
    assert g.action_text(20) == "play red1" and g.action_text(59) == "play black20"
    assert g.action_text(60) == "hat +10" and g.action_text(61) == "hat -10"
    assert g.action_text(64) == "bid none"
    assert g.action_text(64 + 1 + 2 + 8) == "bid blue red fewest"
    assert g.action_text(64 + 4 + 16) == "bid black fewest2"
    assert g.parse_action("bid fewest red   blue") == 64 + 11
    assert g.parse_action("bid fewest2 black") == 64 + 20
    n = 0
    for a in range(90):
        try:
            t = g.action_text(a)
        except IllegalAction:
            continue
        n += 1
        assert g.parse_action(t) == a
    assert n == 60 + 2 + 1 + 15 + 8  # cards, hats, none, subsets of 4 words, + 8 with fewest2
    for bad in ("bid blue blue", "bid purple", "bid fewest fewest2", "bid none blue", "bid", "play blue21",
                "play blue0", "play blue01", "hat 10", "hat", "pass", "", "play", 5):
        raises(IllegalAction, g.parse_action, bad)
    assert "twice" in str(raises(IllegalAction, g.parse_action, "bid red blue red"))
    assert "never both" in str(raises(IllegalAction, g.parse_action, "bid fewest2 fewest"))


def test_bid_texts_are_their_masks_words():
    """action_text makes a bid's text a word at a time (issue 25): each is "bid" and its mask's
    words in BID_WORDS order, "bid none" the empty mask; both fewest bits, a bool and a number
    past the bids are refused as before."""
    from games.bobs_hat.rules import BID_WORDS
    g = BobsHat(5, {}, 1)
    for m in range(32):
        if m & 8 and m & 16:
            raises(IllegalAction, g.action_text, 64 + m)
            continue
        words = [BID_WORDS[k] for k in range(5) if m & (1 << k)] or ["none"]
        assert g.action_text(64 + m) == "bid " + " ".join(words), m
    for bad in (True, 88, 62, -1, 64.0):
        raises(IllegalAction, g.action_text, bad)


# --- setup ------------------------------------------------------------------------------------------
def test_options_defaults_and_hands_limit():
    for n, want, top in ((3, 12, 16), (4, 10, 11), (5, 8, 8)):
        g = new_game("bobs_hat", n, seed=1)
        assert g.options == {"hands": want, "double_fewest": False, "no_bid": False,
                             "secret_bidding": False, "negative_scoring": False}
        assert g.view(0)["hands_total"] == want
        new_game("bobs_hat", n, {"hands": top}, seed=1)  # the limit itself is fine
        e = raises(SetupError, new_game, "bobs_hat", n, {"hands": top + 1}, 1)
        assert "hands" in str(e) and ("1 to %d" % top) in str(e), str(e)
        e = raises(SetupError, new_game, "bobs_hat", n, {"hands": 0}, 1)
        assert "hands" in str(e)
    assert "hands" in str(raises(SetupError, new_game, "bobs_hat", 4, {"hands": True}, 1))
    assert "negative_scoring" in str(raises(SetupError, new_game, "bobs_hat", 4, {"negative_scoring": 1}, 1))
    assert "bogus" in str(raises(SetupError, new_game, "bobs_hat", 4, {"bogus": True}, 1))
    assert "players" in str(raises(SetupError, new_game, "bobs_hat", 6, None, 1))
    assert "players" in str(raises(SetupError, new_game, "bobs_hat", 2, None, 1))


def _full_deal(n, k, trump="blue"):
    """A valid explicit deal for hand k: seat p gets consecutive cards."""
    size = 4 + k
    hands = []
    c = 0
    for _ in range(n):
        h = []
        for _ in range(size):
            h.append(SUITS[c // 20] + str(c % 20 + 1))
            c += 1
        hands.append(h)
    return {"trump": trump, "hands": hands}


def test_malformed_explicit_deals_are_refused_naming_deal_and_card():
    ok = _full_deal(3, 1)
    d2 = _full_deal(3, 2)
    new_game("bobs_hat", 3, {"hands": 2}, seed=None, deals=[ok, d2])  # fine

    def err(deals, opts=None, seed=None):
        o = {"hands": 2}
        if opts:
            o = opts
        return str(raises(SetupError, new_game, "bobs_hat", 3, o, seed, None, deals))

    bad = _full_deal(3, 2)
    bad["hands"][1][0] = "blue21"
    assert err([ok, bad]) == "deals[1]: card blue21 does not exist"
    bad = _full_deal(3, 2)
    bad["hands"][2][3] = "blue1"
    assert err([ok, bad]) == "deals[1]: card blue1 is dealt twice"
    bad = _full_deal(3, 2)
    bad["hands"][0].pop()
    assert "deals[1]: hands[0] must hold 6 cards" in err([ok, bad])
    bad = _full_deal(3, 1)
    assert "deals[1]: hands[0] must hold 6 cards" in err([ok, bad])
    bad = _full_deal(3, 2)
    bad["hands"].pop()
    assert "deals[1]: hands must be a list of 3" in err([ok, bad])
    bad = _full_deal(3, 2, trump="grey")
    assert "deals[1]: trump must be" in err([ok, bad])
    bad = _full_deal(3, 2)
    bad["extra"] = 1
    assert "deals[1]: unknown key" in err([ok, bad])
    assert "deals[0]: must be an object" in err(["x"])
    assert "deals: 3 entries" in err([ok, d2, ok], None, 1)
    assert "seed" in err([ok])  # no seed, hand 2 not covered
    assert "deals[1]" in err([ok, {"hands": d2["hands"]}])  # no seed, no trump for hand 2
    # With a seed, a partial deal is completed from it: trump given, hands shuffled.
    g = new_game("bobs_hat", 3, {"hands": 2}, seed=4, deals=[{"trump": "black"}])
    assert g.view(0)["trump"] == "black" and len(g.view(0)["hand"]) == 5


def test_explicit_deal_is_what_each_seat_holds_and_trump():
    d = _full_deal(4, 1, trump="none")
    g = new_game("bobs_hat", 4, {"hands": 1}, seed=None, deals=[d])
    for s in range(4):
        assert g.view(s)["hand"] == d["hands"][s]
    assert g.view(0)["trump"] == "none"


def test_seeded_deals_are_deterministic_and_each_hand_is_fresh():
    a = new_game("bobs_hat", 4, seed=123)
    b = new_game("bobs_hat", 4, seed=123)
    c = new_game("bobs_hat", 4, seed=124)
    assert [a.view(s)["hand"] for s in range(4)] == [b.view(s)["hand"] for s in range(4)]
    assert [a.view(s)["hand"] for s in range(4)] != [c.view(s)["hand"] for s in range(4)]
    seen = set()
    for s in range(4):
        for t in a.view(s)["hand"]:
            assert t not in seen
            seen.add(t)
    assert len(seen) == 20


# --- the invariants every step keeps (test_props.py walks games with them) -------------------------
def _popcount(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


def _conserved(g):
    """Every card is exactly once in a hand, the trick, a taken pile, or undealt."""
    n = g.players
    for s in range(3):
        seen = g._undealt[s]
        count = _popcount(seen)
        for p in range(n):
            for m in (g._hand[p * 3 + s], g._tmask[p * 3 + s]):
                assert not seen & m, "a card in two places"
                seen |= m
                count += _popcount(m)
            assert g._tcount[p * 3 + s] == _popcount(g._tmask[p * 3 + s])
        for i in range(g._tn):
            c = g._trick[i]
            if c // 20 == s:
                bit = 1 << (c % 20)
                assert not seen & bit
                seen |= bit
                count += 1
        assert seen == 0xFFFFF and count == 20


def _own_cards(g, p):
    out = []
    for s in range(3):
        m = g._hand[p * 3 + s]
        for v in range(20):
            if m & (1 << v):
                out.append(SUITS[s] + str(v + 1))
    return out


def _public(v):
    """A view less what differs by seat (seat, own hand, own legal list, secret bids)."""
    v = dict(v)
    for k in ("seat", "hand", "legal", "bids", "no_bid_used"):
        v.pop(k, None)
    return v


def _check_views(g, rng):
    n = g.players
    views = [g.view(s) for s in range(n)]
    v0 = views[0]
    secret = g.options["secret_bidding"] and v0["phase"] == "bid"
    for s in range(n):
        v = views[s]
        text = json.dumps(v)
        assert json.loads(text) == v
        assert v["hand"] == _own_cards(g, s)
        assert v["hand_sizes"][s] == len(v["hand"])
        assert _public(v) == _public(v0)
        assert (v["to_act"] == s) == ("legal" in v)
        # Another seat's unplayed cards appear nowhere (a last trick of the previous hand may
        # show cards that were dealt again: it is dropped from this check).
        if v["last_trick"] is not None and v["last_trick"]["hand_no"] != v["hand_no"]:
            v = dict(v)
            v.pop("last_trick")
            text = json.dumps(v)
        for p in range(n):
            if p != s:
                for t in _own_cards(g, p):
                    assert ('"%s"' % t) not in text, "seat %d sees %s of seat %d" % (s, t, p)
        for p in range(n):
            b = g._bids[p]
            if b == 255 or (secret and p != s):
                assert v["bids"][p] is None
            else:
                assert v["bids"][p] == json.loads(json.dumps(g.view(p)["bids"][p]))
        assert sum(t["total"] for t in v["taken"]) + sum(v["hand_sizes"]) + len(v["trick"]) == \
            n * v["cards_dealt"] or v["phase"] == "over"
    # Nothing in seat s's view depends on the others' hidden cards: deal the other seats' unplayed
    # cards and the undealt cards out again (same hand sizes), and the view stays the same.
    s = rng.below(n)
    saved = (list(g._hand), list(g._undealt))
    pool = []
    sizes = []
    for p in range(n):
        if p != s:
            mine = [c for c in range(60) if g._hand[p * 3 + c // 20] & (1 << (c % 20))]
            pool += mine
            sizes.append((p, len(mine)))
    pool += [c for c in range(60) if g._undealt[c // 20] & (1 << (c % 20))]
    rng.shuffle(pool)
    for p, _ in sizes:
        for k in range(3):
            g._hand[p * 3 + k] = 0
    g._undealt[0] = g._undealt[1] = g._undealt[2] = 0
    i = 0
    for p, size in sizes:
        for c in pool[i:i + size]:
            g._hand[p * 3 + c // 20] |= 1 << (c % 20)
        i += size
    for c in pool[i:]:
        g._undealt[c // 20] |= 1 << (c % 20)
    try:
        w = g.view(s)
        w.pop("legal", None)
        want = dict(views[s])
        want.pop("legal", None)
        assert w == want, "a view depends on another seat's hidden cards"
    finally:
        for k in range(len(saved[0])):
            g._hand[k] = saved[0][k]
        for k in range(3):
            g._undealt[k] = saved[1][k]


def test_only_the_last_secret_bid_reveals():
    """reveals() (PROTOCOL.md, the app's undo never takes such a move back): the last secret bid
    opens every bid; other bids and plays show nothing."""
    for secret in (False, True):
        g = new_game("bobs_hat", 3, seed=7, options={"secret_bidding": secret})
        r = Rng(3)
        bids = 0
        while not g.hand_scores:
            acts = g.legal_actions()
            a = acts[r.below(len(acts))]
            is_bid = g.action_text(a).startswith("bid")
            bids += is_bid
            assert g.reveals(a) == (secret and is_bid and bids == 3), (secret, g.action_text(a))
            g.apply(a)
