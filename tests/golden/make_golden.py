"""Regenerate the golden playthroughs (only after a deliberate rule change):

    .venv/bin/python tests/golden/make_golden.py

One seeded game per game and option variant, played by a fixed policy (the
engine's Rng choosing among legal actions), written as a record plus the replay
summary.  tests/golden/test_golden.py replays each and diffs the outcome."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from engine_core.games import new_game  # noqa: E402
from engine_core.record import summary, to_record  # noqa: E402
from engine_core.rng import Rng  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
VARIANTS = (
    ("bobs_hat", 4, {}),
    ("bobs_hat", 3, {"double_fewest": True, "no_bid": True, "hands": 4}),
    ("bobs_hat", 5, {"secret_bidding": True, "negative_scoring": True, "hands": 3}),
    ("baptistenskat", 4, {}),
    ("baptistenskat", 6, {"hook": True, "hidden_bids": True}),
    ("bargain_hunt", 3, {}),
    ("bargain_hunt", 4, {}),
    ("auf_der_hut", 2, {}),
    ("auf_der_hut", 4, {"no_swap_back": False, "play_on": True}),
)


def play(name, players, options, seed):
    g = new_game(name, players, options, seed)
    r = Rng(seed + 1)
    while not g.is_over():
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    return g


def file_name(i, name, players):
    return os.path.join(HERE, "%02d_%s_%dp.json" % (i, name, players))


def main():
    for i, (name, players, options) in enumerate(VARIANTS):
        g = play(name, players, options, 1000 + i)
        with open(file_name(i, name, players), "w") as f:
            json.dump({"record": to_record(g), "summary": summary(g)}, f, indent=1, sort_keys=True)
            f.write("\n")
    print("wrote %d golden playthroughs" % len(VARIANTS))


if __name__ == "__main__":
    main()
