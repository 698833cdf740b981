"""tools/replay.py as RECORD_FORMAT.md specifies: JSON out, --view, --at, exit 2."""

import json
import os
import subprocess
import sys

from engine_core.games import new_game
from engine_core.record import to_record
from engine_core.rng import Rng

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(args):
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "replay.py")] + args,
                       capture_output=True, text=True, cwd="/")
    return p.returncode, p.stdout, p.stderr


def played(name, players, seed, upto=None):
    g = new_game(name, players, None, seed)
    r = Rng(seed)
    while not g.is_over() and (upto is None or len(g.history) < upto):
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    return g


def write(tmp_path, rec):
    p = tmp_path / "rec.json"
    p.write_text(json.dumps(rec))
    return str(p)


def test_summary_of_finished_game(tmp_path):
    g = played("bobs_hat", 4, 5)
    code, out, err = run([write(tmp_path, to_record(g))])
    assert code == 0, err
    obj = json.loads(out)
    assert obj == {"game": "bobs_hat", "over": True, "hand_scores": g.hand_scores,
                   "scores": g.scores(), "winners": g.winners()}


def test_at_and_view(tmp_path):
    g = played("bobs_hat", 3, 8)
    path = write(tmp_path, to_record(g))
    code, out, _ = run([path, "--at", "3"])
    assert code == 0
    obj = json.loads(out)
    assert obj["over"] is False and obj["winners"] == [] and obj["hand_scores"] == []
    code, out, _ = run([path, "--at", "3", "--view", "1"])
    assert code == 0
    v = json.loads(out)
    g3 = played("bobs_hat", 3, 8, upto=3)
    assert v == json.loads(json.dumps(g3.view(1)))
    assert all(isinstance(c, str) for c in v["hand"])


def test_illegal_action_exit_2_one_line(tmp_path):
    g = played("bobs_hat", 4, 5, upto=4)
    rec = to_record(g)
    rec["actions"].append("play red99")
    code, out, err = run([write(tmp_path, rec)])
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("action 4 'play red99': ")


def test_malformed_record_and_bad_args(tmp_path):
    code, _, err = run([write(tmp_path, {"format": 1, "game": "bobs_hat", "players": 4})])
    assert code == 2 and "seed" in err
    p = tmp_path / "bad.json"
    p.write_text("{not json")
    code, _, err = run([str(p)])
    assert code == 2 and "JSON" in err
    code, _, err = run([str(tmp_path / "missing.json")])
    assert code == 2 and "cannot read" in err
    g = played("bobs_hat", 4, 5, upto=2)
    code, _, err = run([write(tmp_path, to_record(g)), "--view", "9"])
    assert code == 2 and "seat" in err
