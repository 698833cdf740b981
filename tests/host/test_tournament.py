"""Tournaments are reproducible from their seed, rotate seats, and count wins honestly."""

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
