"""Tournaments are reproducible from their seed, rotate seats, and count wins honestly."""

import json
import os
import subprocess
import sys

from tools.tournament import run


def test_same_seed_same_results_and_parallel_equals_serial():
    a = run("bobs_hat", ["normal", "random", "random"], 6, 3, 1, {"hands": 2})
    b = run("bobs_hat", ["normal", "random", "random"], 6, 3, 2, {"hands": 2})
    c = run("bobs_hat", ["normal", "random", "random"], 6, 4, 1, {"hands": 2})
    strip = [(e["win_share"], e["mean_score"]) for e in a["entries"]]
    assert strip == [(e["win_share"], e["mean_score"]) for e in b["entries"]]
    assert strip != [(e["win_share"], e["mean_score"]) for e in c["entries"]]
    # win credit is shared on ties, so the shares always add up to one
    assert abs(sum(e["win_share"] for e in a["entries"]) - 1.0) < 1e-9
    assert set(a["timing_ms"]) == {"normal", "random"}


def test_micropython_plays_the_same_tournament():
    # tools/tournament.py runs on the MicroPython unix port too (its decision times are the ones
    # to quote): the same seed gives the same games there, so the same shares and scores.
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    env = dict(os.environ)
    env["MICROPYPATH"] = root + ":" + os.path.join(root, ".frozen")
    for game, opts in (("bobs_hat", {"hands": 2}), ("baptistenskat", {"rounds": 2}), ("bargain_hunt", {}),
                       ("auf_der_hut", {})):
        args = [mp, "-X", "heapsize=16M", "tools/tournament.py", "--game", game, "--lineup", "hard,normal,easy",
                "--games", "2", "--seed", "5", "--json"]
        for k, v in opts.items():
            args += ["--option", "%s=%s" % (k, v)]
        p = subprocess.run(args, cwd=root, env=env, capture_output=True, text=True, timeout=600)
        assert p.returncode == 0, p.stderr[-1000:]
        got = json.loads(p.stdout.strip().splitlines()[-1])
        want = run(game, ["hard", "normal", "easy"], 2, 5, 1, opts)
        strip = [(e["win_share"], e["mean_score"]) for e in want["entries"]]
        assert [(e["win_share"], e["mean_score"]) for e in got["entries"]] == strip, game
        assert sorted(got["timing_ms"]) == ["easy", "hard", "normal"]
