"""Auf der Hut (RULINGS.md 4): known answers from explicit deals, then the
invariants every step keeps (test_props.py checks them at every step of its Hypothesis walks;
the random playouts are the conformance suite's, tests/engine/conformance.py).  Runs under pytest
and under tests/mp_runner.py on every interpreter."""

import json

from engine_core.game import IllegalAction, SetupError
from engine_core.games import new_game
from engine_core.rng import Rng
from games.auf_der_hut.rules import CHARACTERS, HAT_NAMES, AufDerHut
from tests.engine.support import check_illegal_refused, check_record_roundtrip, raises

NONE = 255  # the engine's "no character / no hat" cell value (white-box checks only)


def full_chars():
    out = []
    for c in CHARACTERS:
        out.append(c)
        out.append(c)
    return out


def full_hats():
    return full_chars() + ["wonder"] * 4


def rest_of(full, prefix):
    """`prefix` followed by the rest of the multiset `full`, in table order."""
    left = list(full)
    for x in prefix:
        left.remove(x)
    return list(prefix) + left


def make_deal(chars_prefix, hats_prefix):
    return {"characters": rest_of(full_chars(), chars_prefix), "hats": rest_of(full_hats(), hats_prefix)}


def aligned_deal():
    """Every character pile position i has the fitting hat at hat pile position i: each spot
    matches, and so does every refill; the 4 wonder hats are the last 4 hats."""
    return {"characters": full_chars(), "hats": full_hats()}


def game(deal, players=2, options=None, first=None):
    return new_game("auf_der_hut", players, options, seed=None, first_dealer=first, deals=[deal])


def row_chars(g, seat=0):
    return [r["character"] for r in g.view(seat)["row"]]


def row_hats(g, seat=0):
    return [r["hat"] for r in g.view(seat)["row"]]


def play(g, *texts):
    for t in texts:
        g.apply_text(t)


# --- known answers -------------------------------------------------------------------------
def test_rule_text_example_four_pairs_two_bald_one_wonder_is_three():
    row_c = ["princess", "pirate", "gardener", "jester", "knight", "witch", "cowboy"]
    row_h = ["princess", "pirate", "gardener", "jester", "wonder", "chef", "chef"]
    g = game(make_deal(row_c, row_h))
    assert not g.is_over()
    for spot in (1, 2, 3, 4):
        play(g, "reveal %d" % spot, "peek 7")
    assert g.scores() == [4, 0]
    play(g, "reveal 6", "peek 7")  # chef hat on the witch: a bald head, not covered yet
    assert g.scores() == [3, 0]
    play(g, "reveal 5", "peek 7")  # wonder hat covers it
    assert g.scores() == [4, 0]
    play(g, "reveal 6")  # the chef hat went back on the witch: a second bald head
    v = g.view(1)
    assert v["pairs"] == [4, 0] and v["bald"] == [2, 0] and v["wonder"] == [1, 0]
    assert v["collected"][0] == ["princess", "pirate", "gardener", "jester"]
    assert g.scores() == [3, 0] and v["scores"] == [3, 0]
    assert g.hand_scores == []  # not over


def test_score_never_below_zero():
    g = game(make_deal(["princess"] * 2, ["pirate"] * 2))
    play(g, "reveal 1", "reveal 2", "reveal 1")
    assert g.view(0)["bald"] == [2, 1]
    assert g.scores() == [0, 0]


def test_reveal_match_takes_pair_and_refills_spot():
    d = make_deal(["princess", "pirate", "gardener", "jester", "knight", "witch", "cowboy", "viking"],
                  ["princess", "chef", "chef", "wizard", "wizard", "viking", "viking", "knight"])
    g = game(d)
    before = g.view(1)
    assert before["piles"] == {"characters": 13, "hats": 17}
    g.apply_text("reveal 1")
    v = g.view(1)
    assert v["last_reveal"] == {"seat": 0, "spot": 1, "hat": "princess", "outcome": "match"}
    assert v["collected"] == [["princess"], []] and v["pairs"] == [1, 0]
    assert v["row"][0] == {"spot": 1, "character": "viking", "hat": True}  # top of each pile
    assert g._hat[0] == HAT_NAMES.index("knight")
    assert v["piles"] == {"characters": 12, "hats": 16}
    assert v["row"][1:] == before["row"][1:]
    assert v["to_act"] == 1 and v["last_action"] == "reveal 1" and v["last_seat"] == 0
    g.apply_text("peek 2")
    assert "last_reveal" not in g.view(0) and "last_reveal" not in g.view(1)


def test_reveal_wonder_keeps_character_and_draws_a_hat():
    d = make_deal(["princess", "pirate", "gardener", "jester", "knight", "witch", "cowboy"],
                  ["wonder", "chef", "chef", "wizard", "wizard", "viking", "princess", "pirate"])
    g = game(d)
    g.apply_text("reveal 1")
    v = g.view(0)
    assert v["last_reveal"] == {"seat": 0, "spot": 1, "hat": "wonder", "outcome": "wonder"}
    assert v["wonder"] == [1, 0] and v["pairs"] == [0, 0] and v["bald"] == [0, 0]
    assert v["row"][0] == {"spot": 1, "character": "princess", "hat": True}
    assert g._hat[0] == HAT_NAMES.index("pirate")
    assert v["piles"] == {"characters": 13, "hats": 16}


def test_reveal_no_fit_gives_bald_head_and_hat_stays():
    d = make_deal(["princess", "pirate", "gardener", "jester", "knight", "witch", "cowboy"],
                  ["chef", "princess", "chef", "wizard", "wizard", "viking", "viking"])
    g = game(d)
    g.apply_text("reveal 1")
    v = g.view(1)
    assert v["last_reveal"] == {"seat": 0, "spot": 1, "hat": "chef", "outcome": "bald"}
    assert v["bald"] == [1, 0] and v["pairs"] == [0, 0]
    assert v["row"][0] == {"spot": 1, "character": "princess", "hat": True}
    assert v["piles"] == {"characters": 13, "hats": 17}
    g.apply_text("peek 1")  # seat 1 looks: the same chef hat lies face down on the princess
    assert g.view(1)["peeked"] == {"spot": 1, "hat": "chef"}


def test_game_ends_when_a_refill_fails_not_when_it_empties_a_pile():
    g = game(aligned_deal())
    for i in range(13):
        g.apply_text("reveal 1")
        assert not g.is_over(), i
    v = g.view(0)
    assert v["piles"] == {"characters": 0, "hats": 4}  # the 13th refill emptied a pile: play goes on
    assert v["row"][0]["character"] == "chef" and v["end"] is None
    assert g.legal_actions() != []
    g.apply_text("reveal 1")  # a match, but no character left to refill the spot
    assert g.is_over() and g.current_player() == -1
    v = g.view(0)
    assert v["end"] == "refill" and v["pairs"] == [7, 7]
    assert g.hand_scores == [[7, 7]] and g.winners() == [0, 1]
    assert g.legal_actions() == []
    e = check_illegal_refused(g, 0)
    assert "over" in str(e)


def test_play_on_leaves_spot_empty_and_ends_at_three_hatted():
    g = game(aligned_deal(), options={"play_on": True})
    for _ in range(14):
        g.apply_text("reveal 1")
    assert not g.is_over()
    v = g.view(0)
    assert v["row"][0] == {"spot": 1, "character": None, "hat": False}
    assert v["piles"] == {"characters": 0, "hats": 4}  # nothing drawn although hats are left
    assert v["hatted"] == 6
    for t in ("peek 1", "reveal 1", "swap 1 2", "swap 7 1"):
        e = check_illegal_refused(g, g.parse_action(t))
        assert "spot 1 has no hat" in str(e), (t, str(e))
    legal = g.legal_actions()
    assert len(legal) == 6 + 15 + 6 and g.parse_action("swap 2 3") in legal
    g.apply_text("reveal 2")
    g.apply_text("reveal 3")
    assert not g.is_over() and g.view(0)["hatted"] == 4
    g.apply_text("reveal 4")
    assert g.is_over() and g.view(1)["end"] == "three_left"
    assert g.hand_scores == [[9, 8]] and g.winners() == [0]


def test_wonder_refill_failing_default_ends_play_on_leaves_character_bare():
    # With 20 characters and 24 hats a wonder refill can never meet an empty hat pile in real
    # play (13 character refills + 4 wonder refills use exactly the 17 pile hats), so this white-box
    # test empties the hat pile by hand to cover the rule's other branch.
    d = make_deal(["princess", "pirate", "gardener", "jester", "knight", "witch", "cowboy"],
                  ["wonder", "pirate", "chef", "wizard", "wizard", "viking", "viking"])
    g = game(d, options={"play_on": True})
    g._htop = 24
    g.apply_text("reveal 1")
    v = g.view(1)
    assert not g.is_over()
    assert v["row"][0] == {"spot": 1, "character": "princess", "hat": False}
    assert v["wonder"] == [1, 0] and v["hatted"] == 6
    assert "no hat" in str(check_illegal_refused(g, g.parse_action("peek 1")))
    g2 = game(d)
    g2._htop = 24
    g2.apply_text("reveal 1")
    assert g2.is_over() and g2.view(0)["end"] == "refill" and g2.hand_scores == [[0, 0]]
    # Likewise a match whose hat pile is empty while characters are left: play_on draws nothing.
    g3 = game(aligned_deal(), options={"play_on": True})
    g3._htop = 24
    g3.apply_text("reveal 1")
    v = g3.view(0)
    assert not g3.is_over() and v["row"][0] == {"spot": 1, "character": None, "hat": False}
    assert v["piles"]["characters"] == 13
    g4 = game(aligned_deal())
    g4._htop = 24
    g4.apply_text("reveal 1")
    assert g4.is_over() and g4.view(0)["end"] == "refill" and g4.view(0)["piles"]["characters"] == 13


def test_no_swap_back_refuses_exactly_the_previous_pair():
    g = new_game("auf_der_hut", 3, None, seed=7)
    assert not g.is_over()
    g.apply_text("swap 2 5")
    assert g.view(1)["forbidden_swap"] == [2, 5] and g.view(0)["forbidden_swap"] == [2, 5]
    for t in ("swap 2 5", "swap 5 2"):
        e = check_illegal_refused(g, g.parse_action(t))
        assert "swap spots 2 and 5 back" in str(e)
    legal = g.legal_actions()
    assert len(legal) == 34 and g.parse_action("swap 2 5") not in legal
    for a in range(35):
        assert (g.why_illegal(a) is None) == (a != g.parse_action("swap 2 5"))
    g.apply_text("swap 3 4")  # seat 1
    assert g.is_legal(g.parse_action("swap 2 5"))  # two turns ago: allowed again
    assert not g.is_legal(g.parse_action("swap 4 3"))
    g.apply_text("peek 1")  # seat 2: a peek bars nothing
    assert g.view(0)["forbidden_swap"] is None
    assert len(g.legal_actions()) == 35


def test_no_swap_back_off_allows_swapping_back():
    g = new_game("auf_der_hut", 2, {"no_swap_back": False}, seed=7)
    g.apply_text("swap 5 2")
    assert g.history_texts() == ["swap 2 5"]
    assert g.view(1)["forbidden_swap"] is None
    assert g.is_legal(g.parse_action("swap 2 5")) and len(g.legal_actions()) == 35
    g.apply_text("swap 2 5")
    assert g.history_texts() == ["swap 2 5", "swap 2 5"]


def test_swap_exchanges_the_hats():
    g = game(make_deal(["princess", "pirate"], ["pirate", "princess"]))
    before = bytearray(g._hat)
    play(g, "swap 1 2", "peek 1")
    assert g.view(1)["peeked"] == {"spot": 1, "hat": "princess"}
    assert g._hat[0] == before[1] and g._hat[1] == before[0] and g._hat[2:] == before[2:]


def test_no_match_left_right_after_setup():
    d = make_deal(["princess", "princess", "pirate", "pirate", "gardener", "gardener", "jester"],
                  ["viking", "viking", "wizard", "wizard", "chef", "chef", "knight"])
    g = game(d, players=3)
    assert g.is_over() and g.current_player() == -1
    assert g.legal_actions() == [] and g.view(0)["end"] == "no_match"
    assert g.hand_scores == [[0, 0, 0]] and g.winners() == [0, 1, 2]
    assert "legal" not in g.view(0)


def test_a_fitting_hat_on_another_character_is_still_a_match_left():
    d = make_deal(["princess", "princess", "pirate", "pirate", "gardener", "gardener", "jester"],
                  ["viking", "viking", "wizard", "wizard", "chef", "chef", "pirate"])
    g = game(d)
    assert not g.is_over()
    d2 = make_deal(["princess", "princess", "pirate", "pirate", "gardener", "gardener", "jester"],
                   ["viking", "viking", "wizard", "wizard", "chef", "chef", "wonder"])
    assert not game(d2).is_over()


def test_no_match_left_after_a_refill():
    prefix_c = ["princess", "princess", "pirate", "pirate", "gardener", "gardener", "jester"]
    prefix_h = ["viking", "viking", "wizard", "wizard", "chef", "chef", "jester"]
    g = game(make_deal(prefix_c + ["knight"], prefix_h + ["witch"]))
    assert not g.is_over()
    g.apply_text("reveal 7")
    assert g.is_over() and g.view(1)["end"] == "no_match"
    assert g.view(1)["row"][6] == {"spot": 7, "character": "knight", "hat": True}
    assert g.hand_scores == [[1, 0]] and g.winners() == [0]
    # The same, but the refill brings a match: play goes on.
    g = game(make_deal(prefix_c + ["knight"], prefix_h + ["knight"]))
    g.apply_text("reveal 7")
    assert not g.is_over()


def test_first_player_and_clockwise_turns():
    g = game(aligned_deal(), players=4, first=2)
    seats = []
    for _ in range(5):
        seats.append(g.current_player())
        g.apply_text("peek 1")
    assert seats == [2, 3, 0, 1, 2]
    assert game(aligned_deal(), players=3).current_player() == 0


# --- privacy -----------------------------------------------------------------------------
def test_peek_is_seen_only_by_the_peeker_and_only_until_the_next_action():
    g = game(make_deal(["princess", "pirate", "gardener"], ["chef", "wonder", "gardener"]), players=3)
    g.apply_text("peek 2")
    v0, v1, v2 = g.view(0), g.view(1), g.view(2)
    assert v0["peeked"] == {"spot": 2, "hat": "wonder"}
    assert "peeked" not in v1 and "peeked" not in v2
    for v in (v0, v1, v2):
        assert v["peek"] == {"seat": 0, "spot": 2} and v["last_action"] == "peek 2"
        assert "wonder" not in json.dumps(v["row"])
    assert _hat_values(v0, []) == ["wonder"] and _hat_values(v1, []) == [] and _hat_values(v2, []) == []
    g.apply_text("swap 1 3")
    for s in range(3):
        v = g.view(s)
        assert "peeked" not in v and "peek" not in v


def _state(g):
    """Every field of the game object except the action list and the generator object."""
    d = {}
    for k in g.__dict__:
        if k not in ("history", "rng"):
            d[k] = g.__dict__[k]
    return d, g.rng.state()


def test_nothing_of_a_peek_is_kept_after_the_next_action():
    # Two games that differ only in which spot seat 0 peeked: once seat 1 has acted, their whole
    # state is the same but the action list and the public log of the last turns (which hold only
    # the public `peek N`, never the hat); once every seat has acted again, the log too.
    a = new_game("auf_der_hut", 2, None, seed=3)
    b = new_game("auf_der_hut", 2, None, seed=3)
    assert _state(a) == _state(b) and "_hat" in _state(a)[0] and "_peek" in _state(a)[0]
    play(a, "peek 3")
    play(b, "peek 5")
    assert _state(a) != _state(b)  # right after the peek the peeked spot is known (to its seat)
    play(a, "swap 1 2")
    play(b, "swap 1 2")
    da, db = _state(a)[0], _state(b)[0]
    assert [k for k in da if da[k] != db[k]] == ["_log"]
    play(a, "swap 3 4")
    play(b, "swap 3 4")
    assert _state(a) == _state(b)
    for s in range(2):
        assert a.view(s) == b.view(s)


def test_views_at_setup_show_no_hat():
    g = game(aligned_deal(), players=4)
    for s in range(4):
        v = g.view(s)
        assert "peeked" not in v and "last_reveal" not in v and "peek" not in v
        assert all(r["hat"] is True for r in v["row"])
        assert v["last_action"] is None and v["hand"] == []
        json.dumps(v)


# --- text and setup errors ---------------------------------------------------------------
def test_action_text_round_trip_and_numbering():
    g = game(aligned_deal())
    texts = [g.action_text(a) for a in range(35)]
    assert texts[0] == "peek 1" and texts[6] == "peek 7"
    assert texts[7] == "swap 1 2" and texts[12] == "swap 1 7" and texts[13] == "swap 2 3"
    assert texts[27] == "swap 6 7" and texts[28] == "reveal 1" and texts[34] == "reveal 7"
    assert len(set(texts)) == 35
    for a in range(35):
        assert g.parse_action(texts[a]) == a
    for a in range(7, 28):
        p, q = texts[a].split()[1:]
        assert int(p) < int(q)
        assert g.parse_action("swap %s %s" % (q, p)) == a
    assert g.parse_action("  reveal   4 ") == 31


def test_legal_actions_are_the_legal_ones():
    # legal_actions, worked out by spot, says yes exactly where _legal does, spots emptied (play
    # on) and a swap barred (no_swap_back) included
    g = new_game("auf_der_hut", 3, {"play_on": True}, seed=11)
    for t in ("swap 2 5", "reveal 1", "reveal 3", "peek 4", "reveal 7", "swap 1 6"):
        if g.is_over():
            break
        g.apply_text(t)
        assert g.legal_actions() == [a for a in range(35) if g.why_illegal(a) is None]
    assert any(not g._legal(a) for a in range(35))  # a spot emptied or a pair barred was met
    g2 = game(aligned_deal(), 2, {"play_on": True})
    fewest = 35
    while not g2.is_over():
        legal = g2.legal_actions()
        assert legal == [a for a in range(35) if g2._legal(a)]
        fewest = min(fewest, len(legal))
        g2.apply(legal[-1])  # reveals from the right: spots empty as the piles run out
    assert fewest < 34 and g2.legal_actions() == []


def test_unreadable_text_and_bad_ints_are_refused():
    g = game(aligned_deal())
    for t in ("", "peek", "peek 0", "peek 8", "peek 03", "peek 1 2", "reveal x", "swap 2 2", "swap 1",
              "swap 1 8", "Peek 1", "look 1", None, 3):
        e = raises(IllegalAction, g.parse_action, t)
        assert str(e)
    assert "different" in str(raises(IllegalAction, g.parse_action, "swap 2 2"))
    for a in (-1, 35, 1000, "peek 1", None, True, 1.0):
        assert g.why_illegal(a) is not None
        assert "no such action" in str(check_illegal_refused(g, a))
    raises(IllegalAction, g.action_text, 35)


def test_setup_errors_name_the_field():
    bad = aligned_deal()
    bad["characters"][3] = "bob"
    e = raises(SetupError, game, bad)
    assert "deals[0]" in str(e) and "characters[3]" in str(e) and "bob" in str(e)
    bad = aligned_deal()
    bad["hats"][20] = "crown"
    e = raises(SetupError, game, bad)
    assert "hats[20]" in str(e) and "crown" in str(e)
    bad = aligned_deal()
    bad["hats"][0] = "wonder"  # 5 wonder hats, 1 princess hat
    e = raises(SetupError, game, bad)
    assert "deals[0]" in str(e) and "princess" in str(e)
    bad = aligned_deal()
    bad["characters"] = bad["characters"][:19]
    assert "20" in str(raises(SetupError, game, bad))
    assert "list" in str(raises(SetupError, game, {"characters": "x", "hats": full_hats()}))
    assert "unknown" in str(raises(SetupError, game, {"characters": full_chars(), "hats": full_hats(), "x": 1}))
    assert "players" in str(raises(SetupError, new_game, "auf_der_hut", 5))
    assert "players" in str(raises(SetupError, new_game, "auf_der_hut", 1))
    assert "play_on" in str(raises(SetupError, new_game, "auf_der_hut", 2, {"play_on": 1}))
    assert "unknown option" in str(raises(SetupError, new_game, "auf_der_hut", 2, {"secret": True}))
    assert "seed" in str(raises(SetupError, new_game, "auf_der_hut", 2, None, None))
    # Only one pile dealt, no seed: the other pile needs the generator.
    assert "seed" in str(raises(SetupError, new_game, "auf_der_hut", 2, None, None, None,
                                [{"characters": full_chars()}]))
    e = raises(SetupError, new_game, "auf_der_hut", 2, None, 1, None, [aligned_deal(), aligned_deal()])
    assert "deals[1]" in str(e)


def test_seeded_setup_is_deterministic_and_a_full_multiset():
    a = new_game("auf_der_hut", 4, None, seed=99)
    b = new_game("auf_der_hut", 4, None, seed=99)
    c = new_game("auf_der_hut", 4, None, seed=100)
    assert a._cpile == b._cpile and a._hpile == b._hpile
    assert (a._cpile, a._hpile) != (c._cpile, c._hpile)
    assert sorted(a._cpile) == [i // 2 for i in range(20)]
    assert sorted(a._hpile) == [i // 2 for i in range(20)] + [10] * 4
    # The same piles as an explicit deal give the same game.
    d = {"characters": [CHARACTERS[k] for k in a._cpile], "hats": [HAT_NAMES[k] for k in a._hpile]}
    e = new_game("auf_der_hut", 4, None, seed=None, deals=[d])
    for s in range(4):
        assert e.view(s) == a.view(s)


def test_options_defaults():
    g = new_game("auf_der_hut", 2, None, seed=1)
    assert g.options == {"no_swap_back": True, "play_on": False}
    assert AufDerHut.OPTIONS == (("no_swap_back", True), ("play_on", False))


# --- the invariants every step keeps (test_props.py walks games with them) -------------------------
def _conserved(g):
    chars = bytearray(10)
    hats = bytearray(11)
    for s in range(7):
        c, h = g._char[s], g._hat[s]
        if c != NONE:
            chars[c] += 1
        if h != NONE:
            hats[h] += 1
    for c in g._cpile[g._ctop:]:
        chars[c] += 1
    for h in g._hpile[g._htop:]:
        hats[h] += 1
    for p in range(g.players):
        for k in range(10):
            n = g._held[p * 10 + k]
            chars[k] += n
            hats[k] += n
        hats[10] += g._wonder[p]
    assert list(chars) == [2] * 10, list(chars)
    assert list(hats) == [2] * 10 + [4], list(hats)


def _hat_values(x, out):
    """Every value under a key named 'hat' anywhere in a view (row entries hold booleans)."""
    if isinstance(x, dict):
        for k in x:
            if k == "hat" and not isinstance(x[k], bool):
                out.append(x[k])
            _hat_values(x[k], out)
    elif isinstance(x, list):
        for y in x:
            _hat_values(y, out)
    return out


def _strip(v):
    v = dict(v)
    v.pop("peeked", None)
    return v


def _check_views(g, rng):
    last = g.history[-1]
    text = g.action_text(last)
    actor = g._last_seat
    views = []
    for s in range(g.players):
        v = g.view(s)
        json.dumps(v)
        views.append(v)
        if text.startswith("peek"):
            spot = int(text.split()[1])
            assert v["peek"] == {"seat": actor, "spot": spot}
            if s == actor:
                assert v["peeked"] == {"spot": spot, "hat": HAT_NAMES[g._hat[spot - 1]]}
            else:
                assert "peeked" not in v
        else:
            assert "peeked" not in v and "peek" not in v
        if text.startswith("reveal"):
            r = v["last_reveal"]
            assert r["seat"] == actor and r["spot"] == int(text.split()[1])
            if r["outcome"] == "bald":
                assert HAT_NAMES[g._hat[r["spot"] - 1]] == r["hat"]  # went back on the same character
        else:
            assert "last_reveal" not in v
        # The hat names a view shows are exactly the peek (peeker only) and the reveals (the last
        # action's, and each in the actions since the seat's previous turn).
        allowed = []
        if "peeked" in v:
            allowed.append(v["peeked"]["hat"])
        if "last_reveal" in v:
            allowed.append(v["last_reveal"]["hat"])
        for e in v["since_last_turn"]:
            if e["action"] == "reveal":
                allowed.append(e["hat"])
            else:
                assert "hat" not in e
        assert sorted(_hat_values(v, [])) == sorted(allowed)
        assert v["scores"] == g.scores()
        for p in range(g.players):
            pairs = v["pairs"][p]
            assert v["scores"][p] == pairs - max(0, min(v["bald"][p], pairs) - v["wonder"][p])
    # Nothing else in a view depends on a face-down card: scramble every face-down hat (row and
    # pile) and the character pile, and the views (less the peeker's own `peeked`) stay the same.
    saved = (bytearray(g._hat), bytearray(g._hpile), bytearray(g._cpile))
    spots = [s for s in range(7) if g._hat[s] != NONE]
    pool = [g._hat[s] for s in spots] + list(g._hpile[g._htop:])
    rng.shuffle(pool)
    for i in range(len(spots)):
        g._hat[spots[i]] = pool[i]
    for i in range(len(spots), len(pool)):
        g._hpile[g._htop + i - len(spots)] = pool[i]
    cp = list(g._cpile[g._ctop:])
    rng.shuffle(cp)
    for i in range(len(cp)):
        g._cpile[g._ctop + i] = cp[i]
    try:
        for s in range(g.players):
            assert _strip(g.view(s)) == _strip(views[s]), "a view depends on a face-down card"
    finally:
        g._hat[:] = saved[0]
        g._hpile[:] = saved[1]
        g._cpile[:] = saved[2]


def test_record_round_trip_mid_game_keeps_the_peek_view():
    g = new_game("auf_der_hut", 3, {"play_on": True}, seed=11)
    r = Rng(5)
    for _ in range(40):
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    g.apply_text("peek 4")
    g2 = check_record_roundtrip(g)
    assert g2.view(g._last_seat)["peeked"] == g.view(g._last_seat)["peeked"]


# --- the score (RULINGS.md 4, corrected 2026-11-24) -----------------------------------------------
def test_final_score_known_answers():
    from games.auf_der_hut.rules import final_score, score_reasons

    for pairs, bald, wonder, want in ((4, 2, 1, 3), (1, 2, 1, 1), (0, 3, 2, 0), (2, 5, 0, 0),
                                      (3, 0, 4, 3), (3, 3, 3, 3), (5, 9, 1, 1)):
        assert final_score(pairs, bald, wonder) == want, (pairs, bald, wonder)
        r = score_reasons(pairs, bald, wonder)
        assert sum(p for _, p in r) == want and r[0] == ["pairs", pairs]


def test_scores_use_the_corrected_formula_on_the_table():
    # 1 pair, 2 bald heads, 1 wonder hat: 1 (the old formula said 0).
    g = game(make_deal(["princess", "pirate", "gardener"], ["princess", "wonder", "jester"]))
    play(g, "reveal 1", "peek 1", "reveal 2", "peek 1", "reveal 3", "peek 1", "reveal 3")
    v = g.view(None)
    assert (v["pairs"][0], v["wonder"][0], v["bald"][0]) == (1, 1, 2)
    assert v["scores"][0] == 1 == g.scores()[0]


# --- since_last_turn (RULINGS.md 4 "What a seat saw at a real table") -----------------------------
def _entry_ok(g, e):
    """An entry is one of the public action forms, never carrying a peeked hat."""
    a = g.parse_action(e["text"])
    if e["action"] == "peek":
        assert sorted(e) == ["action", "seat", "spot", "text"] and e["text"] == "peek %d" % e["spot"]
    elif e["action"] == "swap":
        assert sorted(e) == ["action", "seat", "spots", "text"] and e["text"] == "swap %d %d" % tuple(e["spots"])
    else:
        assert sorted(e) == ["action", "hat", "outcome", "seat", "spot", "text"]
        assert e["outcome"] in ("match", "wonder", "bald") and e["hat"] in HAT_NAMES
    return a


def test_since_last_turn_shows_every_public_action_and_nothing_older():
    for n in (2, 3, 4):
        for seed in (1, 2, 3):
            g = new_game("auf_der_hut", n, None, seed=seed, first_dealer=seed % n)
            first = seed % n
            r = Rng(seed + 100)
            seen = []  # what a watcher of every turn saw lately: (seat, text, reveal hat, outcome)
            last = [-1] * n  # index of each seat's latest turn
            m = 0
            while not g.is_over() and m < 400:
                acts = g.legal_actions()
                a = acts[r.below(len(acts))]
                seat = g.current_player()
                assert seat == (first + m) % n  # turns go clockwise from the first player
                g.apply(a)
                v = g.view(None)
                rv = v.get("last_reveal")
                seen.append((seat, g.action_text(a), rv["hat"] if rv else None, rv["outcome"] if rv else None))
                seen = seen[-n:]
                last[seat] = m
                m += 1
                for s in list(range(n)) + [None]:
                    got = g.view(s)["since_last_turn"]
                    if s is None:
                        k = min(m, n - 1)
                    else:
                        k = m - 1 - last[s] if last[s] >= 0 else m
                    want = seen[len(seen) - k:]
                    assert len(got) == k <= n - 1, (n, s, got)
                    for i in range(k):
                        e = got[i]
                        _entry_ok(g, e)
                        assert (e["seat"], e["text"], e.get("hat"), e.get("outcome")) == want[i]
                    if s is not None and s != seat:
                        assert all(e["seat"] != s for e in got)


def test_since_last_turn_never_holds_a_peeked_hat():
    for n in (2, 3, 4):
        g = game(aligned_deal(), players=n)
        texts = ["peek 1", "peek 2", "swap 1 2", "peek 3"][:n]
        play(g, *texts)
        to_act = g.current_player()
        got = g.view(to_act)["since_last_turn"]
        assert [e["text"] for e in got] == texts[1:]
        for s in range(n):
            for e in g.view(s)["since_last_turn"]:
                assert "hat" not in e
        # scrambling the face-down hats changes no since_last_turn entry (nothing hidden in them)
        before = [g.view(s)["since_last_turn"] for s in range(n)]
        g._hat[0], g._hat[4] = g._hat[4], g._hat[0]
        assert [g.view(s)["since_last_turn"] for s in range(n)] == before


def test_since_last_turn_shows_reveals_with_their_outcome():
    g = game(make_deal(["princess", "pirate"], ["princess", "gardener"]), players=3)
    play(g, "reveal 1", "reveal 2")
    got = g.view(2)["since_last_turn"]
    assert [(e["seat"], e["spot"], e["hat"], e["outcome"]) for e in got] == [
        (0, 1, "princess", "match"), (1, 2, "gardener", "bald")]
    play(g, "swap 3 4")
    assert [e["text"] for e in g.view(0)["since_last_turn"]] == ["reveal 2", "swap 3 4"]
    assert g.view(2)["since_last_turn"] == []


def test_peek_and_reveal_reveal_a_swap_does_not():
    """reveals() (PROTOCOL.md, the app's undo never takes such a move back): a peek or a reveal
    shows a hidden hat, a swap does not."""
    g = new_game("auf_der_hut", 3, seed=5)
    for a in g.legal_actions():
        t = g.action_text(a).split()[0]
        assert g.reveals(a) == (t in ("peek", "reveal")), g.action_text(a)
