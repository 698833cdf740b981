"""The console runner plays whole games from scripted input and writes the record."""

import io
import json

from engine_core.record import replay
from host_sim.console import CLEAR, main


def test_all_computer_game_writes_replayable_record(tmp_path):
    path = str(tmp_path / "g.json")
    out = io.StringIO()
    code = main(["--game", "bobs_hat", "--players", "3", "--humans", "", "--seed", "4",
                 "--option", "hands=2", "--record", path], io.StringIO(""), out)
    assert code == 0, out.getvalue()
    rec = json.load(open(path))
    g = replay(rec)
    assert g.is_over() and rec["options"]["hands"] == 2
    assert "Game over" in out.getvalue()


def test_two_humans_get_hand_over_prompts(tmp_path):
    path = str(tmp_path / "g.json")
    out = io.StringIO()
    # Humans always answer "1" (first legal action); an Enter answers the hand-over prompt too
    # ("1" there is ignored text). Plenty of lines for a 1-hand game.
    inp = io.StringIO("1\n" * 400)
    code = main(["--game", "bobs_hat", "--players", "3", "--humans", "0,1", "--seed", "9",
                 "--option", "hands=1", "--record", path], inp, out)
    text = out.getvalue()
    assert code == 0, text
    assert text.count("Pass the device to seat") >= 2
    assert CLEAR in text
    g = replay(json.load(open(path)))
    assert g.is_over()


def test_bad_option_is_a_clear_error():
    out = io.StringIO()
    code = main(["--game", "bobs_hat", "--players", "3", "--option", "colour=red"], io.StringIO(""), out)
    assert code == 2 and "unknown option 'colour'" in out.getvalue()
    out = io.StringIO()
    code = main(["--game", "bobs_hat", "--players", "9", "--humans", ""], io.StringIO(""), out)
    assert code == 2 and "players" in out.getvalue()


def test_typed_illegal_action_is_refused_then_game_continues(tmp_path):
    out = io.StringIO()
    inp = io.StringIO("play blue99\nbid\n" + "1\n" * 400)
    code = main(["--game", "bobs_hat", "--players", "3", "--humans", "0", "--seed", "3",
                 "--option", "hands=1", "--record", str(tmp_path / "r.json")], inp, out)
    assert code == 0
    text = out.getvalue()
    assert "unreadable action 'play blue99': no card blue99" in text
    assert "unreadable action 'bid'" in text
    assert replay(json.load(open(str(tmp_path / "r.json")))).is_over()


def test_computer_seats_play_with_bots(tmp_path):
    path = str(tmp_path / "b.json")
    out = io.StringIO()
    code = main(["--game", "baptistenskat", "--players", "4", "--humans", "", "--seed", "2", "--bot", "hard",
                 "--option", "rounds=2", "--record", path], io.StringIO(""), out)
    assert code == 0, out.getvalue()
    assert replay(json.load(open(path))).is_over()
