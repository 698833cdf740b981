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
    assert NAMES == ("bobs_hat", "bargain_hunt", "baptistenskat", "auf_der_hut")
    for name, _, _, title in GAMES:
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
