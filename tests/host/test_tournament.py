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


def test_a_work_cap_gives_reproducible_games_and_reports_the_searches_work():
    # --work-cap: the board's budget as a function of the seed (Bot.set_work_cap); the report
    # counts each hard search's simulated card plays and the searches the cap cut short
    free = run("bargain_hunt", ["hard", "normal", "normal"], 3, 2, 1, {})
    a = run("bargain_hunt", ["hard", "normal", "normal"], 3, 2, 1, {}, work_cap=300)
    b = run("bargain_hunt", ["hard", "normal", "normal"], 3, 2, 2, {}, work_cap=300)
    assert a["entries"] == b["entries"] and a["work"] == b["work"]
    assert set(a["work"]) == {"hard"}  # the normal bots do not search
    assert free["work"]["hard"]["cut"] == 0 and free["work"]["hard"]["max"] > 1000
    w = a["work"]["hard"]
    assert 0 < w["cut"] <= w["searches"] and w["cut_p50"] >= 300 and w["max"] < 1000
    p = subprocess.run([sys.executable, "tools/tournament.py", "--game", "bargain_hunt", "--lineup",
                        "hard,normal,normal", "--games", "3", "--seed", "2", "--jobs", "1", "--work-cap", "300"],
                       cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert "hard budget: 300 simulated card plays" in p.stdout
    assert "%d cut short by the budget" % w["cut"] in p.stdout
