"""Bargain Hunt / Schnaeppchen Jagd (RULINGS.md 2): known answers from the rule text's worked
examples (explicit deals, scripted actions), then the
invariants every step keeps (test_props.py checks them at every step of its Hypothesis walks;
the random playouts are the conformance suite's, tests/engine/conformance.py).  Runs under pytest
and under tests/mp_runner.py on every interpreter."""

import json

from engine_core.game import IllegalAction, SetupError
from engine_core.games import new_game
from engine_core.rng import Rng
from games.bargain_hunt.rules import BargainHunt
from tests.engine.support import (
    check_illegal_refused,
    check_record_roundtrip,
    check_reveals_none,
    raises,
    snapshot,
)

N_ACTIONS = 572  # every action int is below 570; 570 and 571 are out of range
ANKE, BERT, CHRIS, DORIS = 0, 1, 2, 3


# --- helpers --------------------------------------------------------------------------------------
def card_of(play):
    """'blue3 low' -> 'blue3'."""
    return play.split()[0]


def deal_from_script(n, dealer, bargains, tricks):
    """Hands (per seat, card text) for round 1 of a script: `bargains` per seat (or None: round 2..,
    no opening bargain), `tricks` a list of (plays in play order, winner); the first trick is led
    by the player left of the dealer."""
    hands = [[] for _ in range(n)]
    if bargains is not None:
        for p in range(n):
            hands[p].append(bargains[p])
    leader = (dealer + 1) % n
    for plays, winner in tricks:
        for j in range(len(plays)):
            hands[(leader + j) % n].append(card_of(plays[j]))
        leader = winner
    return hands


def pad(hands, fillers):
    """Fill each hand up to 8 cards from fillers[seat]."""
    out = []
    for p in range(len(hands)):
        h = list(hands[p])
        for c in fillers[p]:
            if len(h) < 8:
                h.append(c)
        out.append(h)
    return out


def open_bargains(g, bargains):
    """Round 1's opening bargains, in turn order (left of the dealer, clockwise)."""
    for _ in range(g.players):
        p = g.current_player()
        g.apply_text("bargain " + bargains[p])


def play_tricks(g, tricks):
    for plays, winner in tricks:
        for t in plays:
            g.apply_text("play " + t)
        assert g.view(0)["last_trick"]["winner"] == winner, (plays, g.view(0)["last_trick"])


def legal_texts(g):
    return sorted(g.action_text(a) for a in g.legal_actions())


def game4(hands, bargains=None, dealer=DORIS, seed=1, more_deals=None):
    """A 4-player game whose round 1 is dealt `hands` (Anke = seat 0 leads when Doris deals)."""
    deals = [{"hands": hands}]
    if more_deals:
        deals += more_deals
    g = new_game("bargain_hunt", 4, seed=seed, first_dealer=dealer, deals=deals)
    if bargains is not None:
        open_bargains(g, bargains)
    return g


# --- setup, deals, text -----------------------------------------------------------------------------
def test_setup_rounds_dealer_and_deal_sizes():
    for n, rounds in ((3, 6), (4, 4)):
        g = new_game("bargain_hunt", n, seed=5)
        v = g.view(0)
        assert v["rounds_total"] == rounds and v["round_no"] == 1 and v["phase"] == "bargain"
        assert v["hand_sizes"] == [8] * n and v["cards_dealt"] == 8
        assert v["stock_size"] == 110 - 8 * n and v["trash_size"] == 0
        assert v["to_act"] == (v["dealer"] + 1) % n  # left of the dealer opens the bargains
        assert v["bargain"] == [None] * n
    # The first dealer defaults to a random seat from the seed: every seat occurs, and it repeats.
    seen = [0, 0, 0, 0]
    for s in range(40):
        d = new_game("bargain_hunt", 4, seed=s).view(0)["dealer"]
        seen[d] += 1
        assert new_game("bargain_hunt", 4, seed=s).view(1)["dealer"] == d
    assert min(seen) > 0
    assert new_game("bargain_hunt", 3, seed=9, first_dealer=2).view(0)["dealer"] == 2


def test_setup_errors_name_the_field_and_card():
    e = raises(SetupError, new_game, "bargain_hunt", 5, seed=1)
    assert "players" in str(e)
    e = raises(SetupError, new_game, "bargain_hunt", 4, {"hands": 3}, seed=1)
    assert "options" in str(e)
    e = raises(SetupError, new_game, "bargain_hunt", 3, seed=None, first_dealer=0,
               deals=[{"hands": [["red1"] * 8] * 3}])
    assert "seed" in str(e)
    hands = [["red1", "red2", "red3", "red4", "red5", "red6", "red7", "red8"],
             ["red9", "red1", "red2", "red3", "red4", "red5", "red6", "red7"],
             ["red8", "red9", "yellow1", "yellow2", "red3", "sso", "sso", "green1"]]
    e = raises(SetupError, new_game, "bargain_hunt", 3, seed=1, first_dealer=0, deals=[{"hands": hands}])
    assert str(e) == "deals[0]: card red3 is not available"
    hands[2][4] = "blue21"
    e = raises(SetupError, new_game, "bargain_hunt", 3, seed=1, first_dealer=0, deals=[{"hands": hands}])
    assert str(e) == "deals[0]: card blue21 does not exist"
    hands[2][4] = "sso"
    e = raises(SetupError, new_game, "bargain_hunt", 3, seed=1, first_dealer=0, deals=[{"hands": hands}])
    assert str(e) == "deals[0]: card sso is not available"
    hands[2][4] = "blue1"
    hands[2].pop()
    e = raises(SetupError, new_game, "bargain_hunt", 3, seed=1, first_dealer=0, deals=[{"hands": hands}])
    assert "deals[0]: hands[2] must hold 8 cards" in str(e)
    hands[2].append("green1")
    g = new_game("bargain_hunt", 3, seed=1, first_dealer=0, deals=[{"hands": hands}])
    assert g.view(2)["hand"] == ["red8", "red9", "yellow1", "yellow2", "green1", "blue1", "sso", "sso"]
    assert g.view(0)["hand"] == ["red1", "red2", "red3", "red4", "red5", "red6", "red7", "red8"]
    e = raises(SetupError, new_game, "bargain_hunt", 3, seed=1, deals=[{"cards": []}])
    assert "deals[0]" in str(e) and "cards" in str(e)
    e = raises(SetupError, new_game, "bargain_hunt", 3, seed=None, first_dealer=None,
               deals=[{"hands": hands}] * 6)
    assert "first_dealer" in str(e)


def test_action_text_round_trip_and_numbering():
    g = BargainHunt(4, seed=1)
    seen = set()
    for a in range(N_ACTIONS):
        try:
            t = g.action_text(a)
        except IllegalAction:
            continue
        assert g.parse_action(t) == a, t
        assert t not in seen
        seen.add(t)
    # 54 kinds x 9 declaration combinations, sso, 54 bargains, 10 clearings
    assert len(seen) == 54 * 9 + 1 + 54 + 10
    assert g.parse_action("play yellow6 notrump") == (9 + 5) * 9 + 2 * 3
    assert g.parse_action("play blue9 trump high") == (27 + 8) * 9 + 3 + 1
    assert g.parse_action("play sso") == 486
    assert g.parse_action("bargain green7") == 500 + 18 + 6
    assert g.parse_action("clear none") == 560 and g.parse_action("clear 3") == 563
    for bad in ("play", "play sso trump", "play red10", "play red3 high trump", "bargain sso", "clear 0",
                "clear 10", "clear", "pass", "play red3 notrump notrump", 7):
        e = raises(IllegalAction, g.parse_action, bad)
        assert "unreadable" in str(e)
    for bad in (-1, 487, 499, 554, 570, True, "1"):
        raises(IllegalAction, g.action_text, bad)
        assert g.why_illegal(bad).startswith("no such action")


# --- the rule text's examples -----------------------------------------------------------------------
EX1 = [["red1", "green2", "blue1", "blue2", "blue3", "purple1", "purple2", "purple3"],
       ["red2", "green7", "blue4", "blue5", "blue6", "purple4", "purple5", "purple6"],
       ["red3", "green7", "blue7", "blue8", "blue9", "purple7", "purple8", "purple9"],
       ["red4", "yellow6", "orange1", "orange2", "orange3", "orange4", "orange5", "orange6"]]
EX1_BARGAINS = ["red1", "red2", "red3", "red4"]


def test_opening_bargain_round_1():
    g = game4(EX1)
    assert g.view(ANKE)["phase"] == "bargain" and g.current_player() == ANKE
    assert legal_texts(g) == sorted("bargain " + c for c in EX1[0])
    e = check_illegal_refused(g, g.parse_action("play green2"))
    assert "opening bargain" in str(e)
    e = check_illegal_refused(g, g.parse_action("bargain red2"))
    assert "not in your hand" in str(e)
    open_bargains(g, EX1_BARGAINS)
    v = g.view(BERT)
    assert v["phase"] == "play" and v["to_act"] == ANKE and v["leader"] == ANKE
    assert v["bargain"] == [1, 2, 3, 4]
    assert v["bargain_pile"][CHRIS] == {"count": 1, "cards": ["red3"]}
    assert v["hand_sizes"] == [7, 7, 7, 7]
    # an SSO can never be the opening bargain
    hands = [list(h) for h in EX1]
    hands[0][0] = "sso"
    g = game4(hands)
    assert "bargain sso" not in legal_texts(g)
    raises(IllegalAction, g.parse_action, "bargain sso")


def test_example_1_second_seven_declared_higher_wins():
    g = game4(EX1, EX1_BARGAINS)
    g.apply_text("play green2")
    v = g.view(BERT)
    assert v["led_colour"] == "green" and v["trump_colour"] is None and v["not_trump"] == []
    assert legal_texts(g) == ["play green7"]  # must follow green
    e = check_illegal_refused(g, g.parse_action("play blue4"))
    assert str(e) == "must follow green (or play an SSO)"
    e = check_illegal_refused(g, g.parse_action("play green7 trump"))
    assert "green is the colour led and can never be trump" in str(e)
    g.apply_text("play green7")
    # Chris holds the other green 7: he must say high or low
    assert legal_texts(g) == ["play green7 high", "play green7 low"]
    e = check_illegal_refused(g, g.parse_action("play green7"))
    assert "high or low" in str(e)
    g.apply_text("play green7 high")
    assert g.view(DORIS)["trick"] == [[0, "green2", ""], [1, "green7", ""], [2, "green7", "high"]]
    # Doris has no green: any card, with trump or notrump declared
    lt = legal_texts(g)
    assert "play yellow6 notrump" in lt and "play yellow6 trump" in lt and "play yellow6" not in lt
    assert len(lt) == 7 * 2 and all(t.endswith("trump") for t in lt)
    e = check_illegal_refused(g, g.parse_action("play yellow6"))
    assert "declare trump or notrump" in str(e)
    e = check_illegal_refused(g, g.parse_action("play yellow6 notrump low"))
    assert "high/low only" in str(e)
    g.apply_text("play yellow6 notrump")
    v = g.view(ANKE)
    assert v["last_trick"]["winner"] == CHRIS and v["leader"] == CHRIS and v["to_act"] == CHRIS
    assert v["last_trick"]["cards"][3] == [3, "yellow6", "notrump"]
    assert v["trick"] == [] and v["not_trump"] == [] and v["led_colour"] is None
    # Chris's bargain is 3: all four cards are odds-and-ends, face down for the others
    assert v["odds"] == [0, 0, 4, 0] and v["own_odds"] == []
    assert g.view(CHRIS)["own_odds"] == ["green2", "green7", "green7", "yellow6"]


def test_example_1_variant_second_seven_declared_lower_loses():
    g = game4(EX1, EX1_BARGAINS)
    play_tricks(g, [(["green2", "green7", "green7 low", "yellow6 trump"], DORIS)])
    assert g.view(DORIS)["own_odds"] == ["green2", "green7", "green7", "yellow6"]
    g = game4(EX1, EX1_BARGAINS)
    play_tricks(g, [(["green2", "green7", "green7 low", "yellow6 notrump"], BERT)])
    # Bert's bargain is 2: the green 2 goes onto his bargain pile
    v = g.view(ANKE)
    assert v["bargain_pile"][BERT] == {"count": 2, "cards": ["red2", "green2"]} and v["odds"][BERT] == 3


EX2 = [["red1", "yellow4", "blue1", "blue2", "blue3", "purple1", "purple2", "purple3"],
       ["red2", "blue9", "green4", "blue5", "blue6", "purple4", "purple5", "purple6"],
       ["red3", "sso", "yellow1", "blue7", "blue8", "purple7", "purple8", "purple9"],
       ["red4", "sso", "orange1", "orange2", "orange3", "orange4", "orange5", "yellow2"]]


def test_example_2_first_of_two_ssos_wins():
    g = game4(EX2, EX1_BARGAINS)
    g.apply_text("play yellow4")
    lt = legal_texts(g)
    assert "play blue9 trump" in lt and "play blue9 notrump" in lt and "play blue9" not in lt
    g.apply_text("play blue9 trump")
    v = g.view(CHRIS)
    assert v["trump_colour"] == "blue"
    # Chris must follow yellow, but an SSO may be played at any time
    assert legal_texts(g) == ["play sso", "play yellow1"]
    e = check_illegal_refused(g, g.parse_action("play blue7"))
    assert "must follow yellow" in str(e)
    g.apply_text("play sso")
    assert legal_texts(g) == ["play sso", "play yellow2"]
    g.apply_text("play sso")
    v = g.view(CHRIS)
    assert v["last_trick"]["winner"] == CHRIS
    assert v["own_odds"] == ["yellow4", "blue9", "sso", "sso"]


EX3 = [["red1", "blue5", "blue1", "blue2", "green1", "purple1", "purple2", "purple3"],
       ["green3", "red3", "green4", "yellow5", "green6", "purple4", "purple5", "purple6"],
       ["red2", "yellow9", "yellow1", "green7", "green8", "purple7", "purple8", "purple9"],
       ["red4", "red3", "red1", "red5", "red6", "red7", "red8", "red9"]]


def test_example_3_trump_red3_beats_identical_red3_declared_lower():
    for doris, winner in (("red3 low", BERT), ("red3 high", DORIS)):
        g = game4(EX3, ["red1", "green3", "red2", "red4"])
        g.apply_text("play blue5")
        g.apply_text("play red3 trump")
        # trump is set: Chris's yellow 9 carries no declaration and is worthless
        assert legal_texts(g) == sorted("play " + c for c in EX3[2][1:])
        e = check_illegal_refused(g, g.parse_action("play yellow9 trump"))
        assert "trump is already red" in str(e)
        g.apply_text("play yellow9")
        assert g.view(ANKE)["trick"][2] == [2, "yellow9", ""]
        # Doris has only red (trump): her red 3 is identical to Bert's, so high or low
        assert legal_texts(g) == sorted(["play red3 high", "play red3 low", "play red1", "play red5", "play red6",
                                         "play red7", "play red8", "play red9"])
        g.apply_text("play " + doris)
        v = g.view(ANKE)
        assert v["last_trick"]["winner"] == winner
        if winner == BERT:
            # Bert's bargain is 3: both red 3s go onto his bargain pile, the rest to odds-and-ends
            assert v["bargain_pile"][BERT]["cards"] == ["green3", "red3", "red3"]
            assert g.view(BERT)["own_odds"] == ["blue5", "yellow9"]
        else:
            assert v["bargain_pile"][DORIS]["cards"] == ["red4"] and v["odds"][DORIS] == 4


def test_declarations_offered_exactly_when_due():
    hands = [["red1", "green2", "blue1", "blue2", "blue3", "purple1", "purple2", "purple3"],
             ["red2", "yellow1", "yellow2", "blue5", "blue6", "purple4", "purple5", "purple6"],
             ["red3", "yellow1", "blue9", "orange1", "blue8", "purple7", "purple8", "purple9"],
             ["red4", "yellow3", "orange2", "orange3", "orange4", "orange5", "orange6", "orange7"]]
    g = game4(hands, EX1_BARGAINS)
    assert "play green2" in legal_texts(g)  # the leader declares nothing
    assert "play green2 trump" not in legal_texts(g)
    e = check_illegal_refused(g, g.parse_action("play green2 notrump"))
    assert "leader declares nothing" in str(e)
    g.apply_text("play green2")
    g.apply_text("play yellow1 notrump")
    assert g.view(CHRIS)["not_trump"] == ["yellow"]
    lt = legal_texts(g)
    # yellow was declared not trump: no declaration for it (and the identical yellow 1: high/low);
    # blue, orange, purple, red may still be declared
    assert "play yellow1 high" in lt and "play yellow1 low" in lt
    assert not [t for t in lt if t.startswith("play yellow1 ") and "trump" in t]
    assert "play blue9 trump" in lt and "play blue9 notrump" in lt and "play blue9" not in lt
    e = check_illegal_refused(g, g.parse_action("play yellow1 notrump low"))
    assert "already declared not trump" in str(e)
    g.apply_text("play blue9 trump")
    v = g.view(DORIS)
    assert v["trump_colour"] == "blue" and v["not_trump"] == ["yellow"]
    # once trump is set nothing more is declared
    assert legal_texts(g) == sorted("play " + c for c in hands[3][1:])
    g.apply_text("play orange2")
    assert g.view(ANKE)["last_trick"]["winner"] == CHRIS


def test_leading_an_sso_nobody_follows_and_no_trump():
    hands = [list(h) for h in EX1]
    hands[0][2] = "sso"
    g = game4(hands, EX1_BARGAINS)
    g.apply_text("play sso")
    v = g.view(BERT)
    assert v["sso_led"] and v["led_colour"] is None
    assert legal_texts(g) == sorted("play " + c for c in EX1[1][1:])  # any card, no declaration
    e = check_illegal_refused(g, g.parse_action("play blue4 trump"))
    assert "SSO was led" in str(e)
    g.apply_text("play green7")
    g.apply_text("play green7 high")  # identical cards still say high or low
    g.apply_text("play orange1")
    v = g.view(ANKE)
    assert v["last_trick"]["winner"] == ANKE and v["to_act"] == ANKE
    # Anke's bargain is 1: the orange 1 goes onto her bargain pile, the SSO to her odds-and-ends
    assert v["bargain_pile"][ANKE]["cards"] == ["red1", "orange1"]
    assert v["own_odds"] == ["sso", "green7", "green7"]


# Round 1 of the clearing example (4 players, Doris deals, Anke leads).  Anke's bargain is 6.
ANKE_BARGAINS = ["purple6", "purple1", "purple2", "purple3"]
ANKE_TRICKS = [
    (["sso", "red6", "red9", "red7"], ANKE),  # an SSO led: Anke wins
    (["yellow6", "yellow5", "yellow4", "yellow3"], ANKE),
    (["blue4", "blue3", "blue3 low", "blue1"], ANKE),
    (["green1", "green9", "green2", "green3"], BERT),
    (["green4", "green8", "green5", "green6"], CHRIS),  # Bert leads
    (["orange1", "orange9", "orange2", "orange3"], DORIS),  # Chris leads
    (["orange4", "orange5", "orange6", "orange8"], CHRIS),  # Doris leads
]
# Round 2 (Anke deals, Bert leads): Anke wins red 2-3-6-8.
R2_TRICK = (["red2", "red3", "red6", "red8"], ANKE)
R2_FILL = [["purple4", "purple5", "purple7", "purple8", "purple9", "purple4", "purple5"],
           ["purple7", "purple8", "purple9", "yellow1", "yellow2", "yellow7", "yellow8"],
           ["yellow9", "yellow1", "yellow2", "yellow7", "yellow8", "yellow9", "red1"],
           ["red4", "red5", "red1", "red2", "red3", "red4", "red5"]]


def anke_round_1(more_deals=None):
    hands = deal_from_script(4, DORIS, ANKE_BARGAINS, ANKE_TRICKS)
    g = game4(hands, ANKE_BARGAINS, more_deals=more_deals)
    play_tricks(g, ANKE_TRICKS)
    return g


def test_anke_clearing_two_threes_trashed_one_to_the_bargain_pile():
    g = anke_round_1()
    v = g.view(ANKE)
    # odds-and-ends 1-3-3-3-4-4-5-7-9 (and an SSO, which can never be cleared)
    assert v["own_odds"] == ["sso", "red9", "red7", "yellow5", "yellow4", "yellow3", "blue4", "blue3", "blue3",
                             "blue1"]
    assert v["bargain_pile"][ANKE]["cards"] == ["purple6", "red6", "yellow6"]
    assert v["bargain"] == [6, 1, 2, 3]
    assert v["bargain_pile"][BERT]["cards"] == ["purple1", "green1"]
    assert v["bargain_pile"][DORIS]["cards"] == ["purple3", "orange3"]
    # clearing starts with the last trick's winner (Chris), clockwise
    assert v["phase"] == "clear" and v["to_act"] == CHRIS and v["clears_left"] == 1
    e = check_illegal_refused(g, g.parse_action("play red1"))
    assert "clearing" in str(e)
    g.apply_text("clear none")
    g.apply_text("clear none")
    assert g.current_player() == ANKE
    assert legal_texts(g) == ["clear 1", "clear 3", "clear 4", "clear 5", "clear 7", "clear 9", "clear none"]
    e = check_illegal_refused(g, g.parse_action("clear 6"))
    assert "no 6" in str(e)
    g.apply_text("clear 3")
    v = g.view(ANKE)
    # the first two 3s to arrive (yellow3 of trick 2, Bert's blue3) go to the trash heap,
    # the last one onto the bargain pile: her bargain is now 3
    assert v["bargain_pile"][ANKE]["cards"] == ["purple6", "red6", "yellow6", "blue3"]
    assert v["bargain"][ANKE] == 3
    assert v["own_odds"] == ["sso", "red9", "red7", "yellow5", "yellow4", "blue4", "blue1"]
    assert v["trash_size"] == 2 and v["last_clears"] == [[2, None, 0, 0], [3, None, 0, 0], [0, 3, 2, 1]]
    stock = v["stock_size"]
    g.apply_text("clear none")
    # round 1 scored: Anke +1 opening +2 bargain cards -10 odds +2 trashed +2 cleared = -3
    assert g.hand_scores == [[-3, -1, -7, -1]]
    assert g.hand_details[0][ANKE] == (("opening_bargain", 1), ("bargain_cards", 2), ("odds_cards", -10),
                                       ("trashed", 2), ("cleared_to_bargain", 2))
    for p in range(4):
        assert sum(e[1] for e in g.hand_details[0][p]) == g.hand_scores[0][p]
    v = g.view(ANKE)
    assert v["round_no"] == 2 and v["dealer"] == ANKE and v["phase"] == "play" and v["to_act"] == BERT
    # the trash heap went under the stock, then 8 each were dealt
    assert v["trash_size"] == 0 and v["stock_size"] == stock + 2 - 32 and v["hand_sizes"] == [8] * 4
    assert v["last_clears"][2] == [0, 3, 2, 1]


def test_new_bargain_2_3_6_8_trick_takes_the_3_not_the_6():
    r2 = pad(deal_from_script(4, ANKE, None, [R2_TRICK]), R2_FILL)
    g = anke_round_1([{"hands": r2}])
    for t in ("clear none", "clear none", "clear 3", "clear none"):
        g.apply_text(t)
    assert g.view(ANKE)["bargain"] == [3, 1, 2, 3] and g.current_player() == BERT
    play_tricks(g, [R2_TRICK])
    v = g.view(ANKE)
    assert v["bargain_pile"][ANKE]["cards"] == ["purple6", "red6", "yellow6", "blue3", "red3"]
    assert v["own_odds"][-3:] == ["red2", "red6", "red8"] and v["odds"][ANKE] == 10


def test_a_later_round_deal_that_is_not_available_refuses_the_clear_unchanged():
    r2 = pad(deal_from_script(4, ANKE, None, [R2_TRICK]), R2_FILL)
    r2[3][0] = "sso"
    r2[2][0] = "sso"  # one SSO lies on Anke's odds-and-ends: only one is in the stock
    g = anke_round_1([{"hands": r2}])
    for t in ("clear none", "clear none", "clear 3"):
        g.apply_text(t)
    before = snapshot(g)
    e = raises(SetupError, g.apply_text, "clear none")
    assert str(e) == "deals[1]: card sso is not available"
    assert snapshot(g) == before and g.view(ANKE)["trash_size"] == 2
    r2 = pad(deal_from_script(4, ANKE, None, [R2_TRICK]), R2_FILL)
    r2[1].pop()
    g = anke_round_1([{"hands": r2}])
    for t in ("clear none", "clear none", "clear 3"):
        g.apply_text(t)
    e = raises(SetupError, g.apply_text, "clear none")
    assert "deals[1]: hands[1] must hold 8 cards (round 2 deals 8 each), got 7" == str(e)


def _play_round_no_clears(g, r):
    """Random legal plays; every clearing `clear none`."""
    k = g.view(0)["round_no"]
    while not g.is_over() and g.view(0)["round_no"] == k:
        if g.view(0)["phase"] == "clear":
            g.apply_text("clear none")
        else:
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])


def test_short_stock_empty_round_and_double_clearing_3_players():
    g = new_game("bargain_hunt", 3, seed=21, first_dealer=1)
    r = Rng(3)
    sizes = []
    for _k in range(5):
        v = g.view(0)
        sizes.append((v["cards_dealt"], v["stock_size"]))
        _play_round_no_clears(g, r)
    # nobody ever clears: the stock only shrinks (110 - 24 per round), then runs short
    assert sizes == [(8, 86), (8, 62), (8, 38), (8, 14), (4, 2)]
    v = g.view(0)
    assert v["round_no"] == 6 and v["cards_dealt"] == 0 and v["stock_size"] == 2
    # no cards: no tricks; the clearing starts left of the dealer (the 6th dealer: 1 + 5 -> seat 0)
    assert v["dealer"] == 0 and v["phase"] == "clear" and v["to_act"] == 1 and v["clears_left"] == 2
    odds = [list(g.view(p)["own_odds"]) for p in range(3)]
    # seat 1 clears twice in a row: a first `none` does not forfeit the second clearing
    g.apply_text("clear none")
    assert g.current_player() == 1 and g.view(1)["clears_left"] == 1
    vals = [a - 560 for a in g.legal_actions() if a > 560]
    assert vals and vals == sorted(set(int(t[-1]) for t in odds[1] if t != "sso"))
    best = vals[0]
    for x in vals:
        if sum(1 for t in odds[1] if t[-1] == str(x)) > sum(1 for t in odds[1] if t[-1] == str(best)):
            best = x
    nb = sum(1 for t in odds[1] if t != "sso" and int(t[-1]) == best)
    g.apply_text("clear %d" % best)
    v = g.view(1)
    assert v["last_clears"][-1] == [1, best, min(3, nb), max(0, nb - 3)]
    assert v["trash_size"] == min(3, nb)
    assert v["to_act"] == 2 and v["clears_left"] == 2
    # seat 2: two different values (the first one's cards are all gone)
    vals2 = [a - 560 for a in g.legal_actions() if a > 560]
    g.apply(560 + vals2[0])
    assert (560 + vals2[0]) not in g.legal_actions()
    e = check_illegal_refused(g, 560 + vals2[0])
    assert "no %d" % vals2[0] in str(e)
    g.apply_text("clear none")
    assert g.current_player() == 0
    g.apply_text("clear none")
    g.apply_text("clear none")
    assert g.is_over() and len(g.hand_scores) == 6
    for p in range(3):
        v = g.view(p)
        assert g.scores()[p] == v["bargain_pile"][p]["count"] - v["odds"][p]
    check_record_roundtrip(g)


def test_four_player_last_round_short_and_double_clearing():
    g = new_game("bargain_hunt", 4, seed=8, first_dealer=0)
    r = Rng(4)
    for _k in range(3):
        _play_round_no_clears(g, r)
    v = g.view(0)
    # 110 - 3 * 32 = 14 cards left: 3 each
    assert v["round_no"] == 4 and v["cards_dealt"] == 3 and v["stock_size"] == 2
    while g.view(0)["phase"] == "play":
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    v = g.view(0)
    assert v["phase"] == "clear" and v["clears_left"] == 2 and v["to_act"] == v["last_trick"]["winner"]
    first = g.current_player()
    g.apply(g.legal_actions()[-1])
    assert g.current_player() == first
    g.apply_text("clear none")
    assert g.current_player() == (first + 1) % 4


# --- the invariants every step keeps (test_props.py walks games with them) -------------------------
def _conserved(g):
    """Each of the 110 cards is in exactly one place, and the public counts add up to 110."""
    n = g.players
    loc = g._loc
    count = [0] * 32
    for c in range(110):
        count[loc[c]] += 1
    assert len(g._stock) == count[0] and len(g._trash) == count[1] and g._tn == count[2]
    for c in g._stock:
        assert loc[c] == 0
    for c in g._trash:
        assert loc[c] == 1
    for i in range(g._tn):
        assert loc[g._trick[i]] == 2
    for p in range(n):
        assert g._hsize[p] == count[8 + p]
        assert len(g._bpile[p]) == count[16 + p] and len(g._odds[p]) == count[24 + p]
        for c in g._bpile[p]:
            assert loc[c] == 16 + p
        for c in g._odds[p]:
            assert loc[c] == 24 + p
    assert sum(count) == 110
    v = g.view(0)
    total = sum(v["hand_sizes"]) + len(v["trick"]) + v["stock_size"] + v["trash_size"]
    total += sum(b["count"] for b in v["bargain_pile"]) + sum(v["odds"])
    assert total == 110
    # the seats that played to the trick hold one card fewer than those still to play
    if v["phase"] == "play":
        hs = v["hand_sizes"]
        played = [t[0] for t in v["trick"]]
        base = hs[v["leader"]] + (1 if played else 0)
        for p in range(n):
            assert hs[p] == (base - 1 if p in played else base)
    elif v["phase"] == "clear":
        assert v["hand_sizes"] == [0] * n and v["trick"] == []


def _own(g, p):
    return [(c // 2) for c in range(110) if g._loc[c] == 8 + p]


def _check_views(g, rng):
    n = g.players
    views = [g.view(s) for s in range(n)]
    for s in range(n):
        v = views[s]
        assert json.loads(json.dumps(v)) == v
        assert len(v["hand"]) == v["hand_sizes"][s] == len(_own(g, s))
        assert (v["to_act"] == s) == ("legal" in v)
        assert len(v["own_odds"]) == v["odds"][s]
    # Nothing in seat s's view depends on hidden cards: deal the other seats' hands and the stock
    # out again (same sizes), and the view stays the same.
    s = rng.below(n)
    loc = g._loc
    saved_loc = bytearray(loc)
    saved_stock = bytearray(g._stock)
    pool = [c for c in range(110) if loc[c] == 0 or (loc[c] >= 8 and loc[c] < 8 + n and loc[c] != 8 + s)]
    codes = [loc[c] for c in pool]
    rng.shuffle(pool)
    for i in range(len(pool)):
        loc[pool[i]] = codes[i]
    g._stock = bytearray(c for c in pool if loc[c] == 0)
    try:
        w = g.view(s)
        w.pop("legal", None)
        want = dict(views[s])
        want.pop("legal", None)
        assert w == want, "a view depends on hidden cards"
    finally:
        for c in range(110):
            loc[c] = saved_loc[c]
        g._stock = saved_stock


def test_record_round_trip_mid_game_and_clearing_playouts():
    for players in (3, 4):
        g = new_game("bargain_hunt", players, seed=40 + players)
        r = Rng(players)
        i = 0
        while not g.is_over():
            acts = g.legal_actions()
            # prefer clearing a value (exercise the trash heap going under the stock)
            a = acts[-1] if g.view(0)["phase"] == "clear" else acts[r.below(len(acts))]
            g.apply(a)
            i += 1
            if i % 37 == 3:
                check_record_roundtrip(g)
                _conserved(g)
        check_record_roundtrip(g)
        assert sum(1 for e in g.view(0)["last_clears"] if e[1] is not None) > 0


def test_decl_due_is_the_one_rule():
    """RULINGS.md 2: a card of another colour than the one led, in a trick without trump, whose
    colour was not declared not trump, must be declared (games.bargain_hunt.rules.decl_due: the
    engine's legal list and the bots' trick model both ask it)."""
    from games.bargain_hunt.rules import decl_due
    assert decl_due(2, 0, -1, 0)
    assert not decl_due(0, 0, -1, 0)  # the colour led: follows, nothing to declare
    assert not decl_due(2, -1, -1, 0)  # an SSO led, or the trick empty: no colour led
    assert not decl_due(2, 0, 3, 0)  # a trump was declared in this trick already
    assert not decl_due(2, 0, -1, 1 << 2)  # that colour was declared not trump
    assert decl_due(2, 0, -1, 1 << 3)



def test_nothing_reveals_between_scorings():
    """Hidden things show only when a hand is scored (tests/engine/support.py check_reveals_none)."""
    check_reveals_none(new_game("bargain_hunt", 3, seed=9), 4)


def test_card_texts_are_each_kinds_own_in_any_order():
    """kind_text makes each kind's text in one format (games/bargain_hunt/rules.py, issue 25):
    asked in a random order, again and again, each is its colour and value ("sso" the super
    offer), as the view and the action texts name it."""
    from games.bargain_hunt.rules import BARGAIN0, COLOURS, id_text, kind_text

    r = Rng(5)
    seen = {}
    for _ in range(4):
        for _ in range(55):
            k = r.below(55)
            t = kind_text(k)
            assert t == ("sso" if k == 54 else COLOURS[k // 9] + str(k % 9 + 1)), (k, t)
            assert id_text(2 * k if k < 54 else 108) == t
            seen[k] = t
    assert len(seen) > 40
    g = new_game("bargain_hunt", 4, seed=3)
    for a in g.legal_actions()[:3]:
        assert g.action_text(a).startswith("bargain " + kind_text(a - BARGAIN0)), (a, g.action_text(a))


def test_every_action_text_is_its_card_and_declaration_words():
    """action_text makes each text in one string (issue 25): every play is "play", the card's
    id_text and its declaration's words (trump/notrump, high/low, in that order), every bargain
    "bargain" and the card; each reads back as its action (the record's reader)."""
    from games.bargain_hunt.rules import BARGAIN0, CLEAR0, PLAY_SSO, id_text

    g = new_game("bargain_hunt", 4, seed=3)
    dec = ("", "trump", "notrump")
    hilo = ("", "high", "low")
    for a in range(PLAY_SSO + 1):
        k = a // 9
        d = a - 9 * k
        if k == 54 and d:
            continue
        want = " ".join(w for w in ("play", id_text(2 * k), dec[d // 3], hilo[d % 3]) if w)
        assert g.action_text(a) == want, (a, g.action_text(a), want)
        assert g._parse_action(want) == a, (a, want)
    for k in range(54):  # (an SSO is never a bargain)
        assert g.action_text(BARGAIN0 + k) == "bargain " + id_text(2 * k), k
    assert g.action_text(CLEAR0) == "clear none" and g.action_text(CLEAR0 + 3) == "clear 3"
