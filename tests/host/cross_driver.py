"""Plays seeded games with a deterministic policy and prints each record as a JSON
line; run by CPython and by MicroPython for tests/host/test_cross_interpreter.py."""

import json
import sys

if "" not in sys.path:
    sys.path.append("")

from engine_core.games import game_class, new_game  # noqa: E402
from engine_core.record import summary, to_record  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from tests.engine.support import short_options  # noqa: E402


def play(name, players, seed):
    # three hands or rounds keep the MicroPython run quick; every player count is covered
    g = new_game(name, players, short_options(name, 3), seed)
    r = Rng(seed * 31 + players)
    while not g.is_over():
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    return {"record": to_record(g), "summary": summary(g), "views": [g.view(s) for s in range(players)]}


def main(name):
    cls = game_class(name)
    for players in range(cls.MIN_PLAYERS, cls.MAX_PLAYERS + 1):
        for seed in (1, 987654321):
            print(json.dumps(play(name, players, seed)))


if __name__ == "__main__":
    main(sys.argv[1])
