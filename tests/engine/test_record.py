"""Records (RECORD_FORMAT.md): malformed records are refused naming the field;
illegal actions name their index, text and reason; every game round-trips."""

import json

from engine_core.games import GAMES, NAMES, game_class, new_game
from engine_core.record import RecordError, replay, summary, to_record
from engine_core.rng import Rng
from tests.engine.support import raises


def _rec(**kw):
    r = {"format": 1, "game": "bobs_hat", "players": 4, "seed": 12345, "actions": []}
    for k in kw:
        if kw[k] is None:
            r.pop(k, None)
        else:
            r[k] = kw[k]
    return r


def test_registry_lists_four_games_in_menu_order():
    assert NAMES[:4] == ("bobs_hat", "bargain_hunt", "baptistenskat", "auf_der_hut")  # a fifth game's line follows
    for name, _, _, title, _ in GAMES:
        cls = game_class(name)
        assert cls.NAME == name
        assert title
        assert cls.MIN_PLAYERS >= 2 and cls.MAX_PLAYERS >= cls.MIN_PLAYERS
    raises(ValueError, game_class, "poker")


def test_malformed_records_name_the_field():
    cases = (
        (_rec(format=2), "format"),
        (_rec(format=None), "format"),
        (_rec(game="poker"), "game"),
        (_rec(players=9), "players"),
        (_rec(players="4"), "players"),
        (_rec(seed="x"), "seed"),
        (_rec(options={"bogus": True}), "bogus"),
        (_rec(options={"hands": 99}), "hands"),
        (_rec(first_dealer=7), "first_dealer"),
        (_rec(actions="bid red"), "actions"),
        (_rec(colour="red"), "colour"),
    )
    for rec, word in cases:
        e = raises(RecordError, replay, rec)
        assert word in str(e), (word, str(e))
    e = raises(RecordError, replay, [1, 2])
    assert "object" in str(e)


def test_illegal_action_names_index_text_and_reason():
    g = new_game("bobs_hat", 4, None, 12345)
    acts = []
    r = Rng(1)
    for _ in range(5):
        a = g.legal_actions()[r.below(len(g.legal_actions()))]
        acts.append(g.action_text(a))
        g.apply(a)
    rec = to_record(g)
    rec["actions"].append("dance")
    e = raises(RecordError, replay, rec)
    assert e.index == 5
    assert str(e).startswith("action 5 'dance': ")
    rec["actions"][5] = 17
    e = raises(RecordError, replay, rec)
    assert e.index == 5 and "text" in str(e)


def test_at_replays_a_prefix():
    g = new_game("bobs_hat", 3, None, 99)
    r = Rng(2)
    while len(g.history) < 12:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    rec = json.loads(json.dumps(to_record(g)))
    for k in (0, 1, 7, 12, 50):
        g2 = replay(rec, k)
        assert g2.history == g.history[: min(k, 12)]


def test_every_game_round_trips_and_finishes():
    for name in NAMES:
        cls = game_class(name)
        for players in (cls.MIN_PLAYERS, cls.MAX_PLAYERS):
            g = new_game(name, players, None, 2024 + players)
            r = Rng(players)
            while not g.is_over():
                acts = g.legal_actions()
                g.apply(acts[r.below(len(acts))])
            rec = json.loads(json.dumps(to_record(g)))
            g2 = replay(rec)
            assert g2.is_over()
            s = summary(g2)
            assert s["game"] == name and s["over"] is True
            assert s["scores"] == g.scores()
            assert s["hand_scores"] == g.hand_scores
            assert s["winners"] and max(s["scores"]) == s["scores"][s["winners"][0]]
            # no action is legal after the end
            rec["actions"].append(rec["actions"][-1])
            e = raises(RecordError, replay, rec)
            assert e.index == len(rec["actions"]) - 1


def test_missing_seed_needs_deals():
    rec = _rec(seed=None)
    e = raises(RecordError, replay, rec)
    assert "seed" in str(e)


# --- card and action text is printable ASCII only (issue 16 §2) -------------------------------------
_NOT_ASCII_DIGITS = ("\u00b2", "\u0667", "\uff17", "\u00b9\u00b9", "1\u00b2")  # ² ٧ ７ ¹¹ 1²


def test_unicode_digits_are_refused_in_actions_cards_and_deals():
    from engine_core.game import IllegalAction

    for name, players, fmt in (("bobs_hat", 4, "play blue%s"), ("baptistenskat", 4, "play red%s"),
                               ("baptistenskat", 4, "bid %s"), ("bargain_hunt", 3, "play red%s"),
                               ("bargain_hunt", 3, "clear %s"), ("auf_der_hut", 2, "peek %s")):
        g = new_game(name, players, None, 7)
        for d in _NOT_ASCII_DIGITS:
            e = raises(IllegalAction, g.parse_action, fmt % d)
            assert "unreadable" in str(e), str(e)
            rec = _rec(game=name, players=players, seed=7, actions=[fmt % d])
            e = raises(RecordError, replay, rec)
            assert e.index == 0 and "\n" not in str(e)
            for ch in str(e):
                assert " " <= ch <= "~", str(e)
    # in an explicit deal: the turned-up trump card and a hand
    g = new_game("baptistenskat", 3, None, 1)
    assert g.parse_action("play red7") == 6  # red is colour 0: card int colour * 20 + value - 1
    deal = {"trump_card": "red\u0667", "hands": [["red1", "red2", "red3", "red4"], ["red5", "red6", "red7", "red8"],
                                                ["red9", "red10", "red11", "red12"]]}
    rec = _rec(game="baptistenskat", players=3, seed=1, deals=[deal])
    e = raises(RecordError, replay, rec)
    assert "deals[0]" in str(e)
    deal["trump_card"] = "red13"
    deal["hands"][0][0] = "red\uff11"
    e = raises(RecordError, replay, rec)
    assert "deals[0]" in str(e)
    deal["hands"][0][0] = "red1"
    assert replay(rec).trump_card == g.parse_action("play red13")  # the same deal in ASCII is fine


def test_an_action_text_with_a_newline_gives_a_one_line_error():
    for t in ("bid\n3", "play blue1\nplay blue2", "peek 1\r", "\u2028", "bid 3\x00", 'hat "+10"\t'):
        rec = _rec(actions=[t])
        e = raises(RecordError, replay, rec)
        msg = str(e)
        assert e.index == 0 and msg.startswith("action 0 ")
        for ch in msg:
            assert " " <= ch <= "~", msg
    e = raises(RecordError, replay, _rec(actions=[["bid", 3]]))
    assert e.index == 0 and "must be text" in str(e)


def test_options_must_be_an_object():
    for bad in (False, 0, "", [], True, 3, "hands", [["hands", 4]]):
        e = raises(RecordError, replay, _rec(options=bad))
        assert "options" in str(e) and "object" in str(e), str(e)
        raises(ValueError, new_game, "bobs_hat", 4, bad, 1)
    assert replay(_rec(options={})).options == replay(_rec()).options


def test_a_deeply_nested_value_gives_a_one_line_error():
    x = 0
    for _ in range(60):
        x = [x]
    for rec in (_rec(options={"hands": x}), _rec(game=x), _rec(players=x), _rec(seed={"a": x}),
                _rec(deals=[x]), _rec(actions=[x])):
        e = raises(RecordError, replay, rec)
        assert len(str(e)) < 400 and "\n" not in str(e), str(e)


def test_seats_are_optional_and_checked_per_seat():
    """RECORD_FORMAT.md `seats` (added 2026-11-26): who sat where and which seats were computers
    at what level.  It changes nothing in the replay; a record without it is every seat a person;
    a wrong entry is an error that names the seat."""
    from engine_core.record import seats_of
    base = _rec(players=3, actions=["hat +10"])
    g0 = replay(base)
    assert seats_of(base) is None
    seats = [{"name": "Anna", "computer": None}, {"name": "Ben", "computer": "hard"},
             {"name": "Cora", "computer": "easy"}]
    rec = dict(base, seats=seats)
    g = replay(rec)
    assert g.history == g0.history and to_record(g) == to_record(g0) and "seats" not in to_record(g)
    assert seats_of(rec) == [("Anna", "human"), ("Ben", "hard"), ("Cora", "easy")]
    assert seats_of(dict(base, seats=[{}, {"computer": "normal"}, {"name": "X"}])) == [
        (None, "human"), (None, "normal"), ("X", "human")]
    for bad, why in ((seats[:2], "one entry per seat"), ("x", "one entry per seat"),
                     ([seats[0], seats[1], "Cora"], "seat 2"),
                     ([seats[0], {"name": "Ben", "computer": "genius"}, seats[2]], "seat 1"),
                     ([seats[0], seats[1], {"name": 7}], "seat 2"),
                     ([{"name": "Anna", "bot": 1}, seats[1], seats[2]], "seat 0")):
        e = raises(RecordError, replay, dict(base, seats=bad))
        assert "seats" in str(e) and why in str(e), (bad, str(e))
