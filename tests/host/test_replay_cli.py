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


def test_big_record_under_a_memory_limit_one_line(tmp_path):
    """Issue 29 point 6: a big, well-formed record under a memory limit (here 160 MiB of address
    space) ended in a MemoryError traceback: exit 2 and one line."""
    import resource

    acts = ["play blue14 %d" % i for i in range(1500000)]
    p = tmp_path / "big.json"
    p.write_text(json.dumps({"format": 1, "game": "bobs_hat", "players": 4, "seed": 1, "actions": acts}))
    acts = None

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (160 << 20, 160 << 20))
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "replay.py"), str(p)],
                       capture_output=True, text=True, cwd="/", preexec_fn=limit)
    assert r.returncode == 2 and r.stdout == "", (r.returncode, r.stderr[-2000:])
    assert r.stderr.count("\n") == 1 and "MemoryError" in r.stderr and "Traceback" not in r.stderr, r.stderr[-2000:]


def test_utf8_bom_allowed_other_encodings_refused(tmp_path):
    """Issue 29 point 10, RECORD_FORMAT.md: UTF-8 with a leading byte-order mark replays as without
    one; UTF-16 (with or without its mark) is refused in one line naming the encoding."""
    g = played("bobs_hat", 4, 5, upto=6)
    text = json.dumps(to_record(g))
    p = tmp_path / "rec.json"
    p.write_bytes(text.encode())
    want = run([str(p)])
    assert want[0] == 0
    p.write_bytes(b"\xef\xbb\xbf" + text.encode())
    assert run([str(p)]) == want
    for enc in ("utf-16", "utf-16-le", "utf-16-be"):
        p.write_bytes(text.encode(enc))
        code, out, err = run([str(p)])
        assert code == 2 and out == "" and err.startswith("record is not UTF-8 text") and err.count("\n") == 1, err


def test_long_action_refused_in_linear_time_on_micropython():
    """Issue 29 point 9: refusing a long action text was quadratic on MicroPython (a 200,000-character
    one: 22-31 s; 2 MB kept the browser's worker busy for 62 s).  Cut first, format second: each game
    refuses it at once, naming the action's index and its beginning."""
    mp = os.path.join(ROOT, ".venv", "bin", "micropython")
    script = (
        "import sys, time\n"
        "sys.path.insert(0, '.')\n"
        "from engine_core.record import replay, RecordError\n"
        "for game, n in (('bobs_hat', 4), ('bargain_hunt', 4), ('baptistenskat', 4), ('auf_der_hut', 2)):\n"
        "    t = time.ticks_ms()\n"
        "    try:\n"
        "        replay({'format': 1, 'game': game, 'players': n, 'seed': 1, 'actions': ['play ' + 'x' * 200000]})\n"
        "        print('accepted')\n"
        "    except RecordError as e:\n"
        "        print(game, time.ticks_diff(time.ticks_ms(), t), str(e)[:30])\n")
    r = subprocess.run([mp, "-X", "heapsize=4M", "-c", script], cwd=ROOT, capture_output=True, text=True,
                       env=dict(os.environ, MICROPYPATH=".:.frozen"), timeout=600)
    assert r.returncode == 0 and r.stderr == "", r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert len(lines) == 4, r.stdout
    for ln in lines:
        game, ms, msg = ln.split(" ", 2)
        assert msg.startswith("action 0 'play xxxx"), ln
        assert int(ms) < 1000, ln  # today's code: 1.4-2.2 s at 50,000 characters, 22-31 s at 200,000
