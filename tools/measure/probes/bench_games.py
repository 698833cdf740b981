"""Random full games per second, for one game and player count.

    python3 tools/measure/probes/bench_games.py GAME PLAYERS GAMES
    MICROPYPATH=. micropython tools/measure/probes/bench_games.py GAME PLAYERS GAMES

Runs on CPython and on MicroPython (the same file); prints one JSON line:
{"game", "players", "games", "actions", "seconds", "games_per_s"}.
Game i uses seed i and uniformly random legal actions from the engine's Rng.
"""

import json
import sys

try:
    from time import ticks_diff, ticks_ms

    def now_ms():
        return ticks_ms()

    def elapsed(t0):
        return ticks_diff(ticks_ms(), t0) / 1000.0
except ImportError:  # CPython
    from time import perf_counter

    def now_ms():
        return perf_counter()

    def elapsed(t0):
        return perf_counter() - t0

if "" not in sys.path:
    sys.path.append("")

from engine_core.games import new_game  # noqa: E402
from engine_core.rng import Rng  # noqa: E402


def run(name, players, games):
    actions = 0
    t0 = now_ms()
    for i in range(games):
        g = new_game(name, players, None, i)
        r = Rng(i + 1)
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
        actions += len(g.history)
    s = elapsed(t0)
    return {"game": name, "players": players, "games": games, "actions": actions, "seconds": s,
            "games_per_s": games / s if s > 0 else 0.0}


if __name__ == "__main__":
    a = sys.argv[1:]
    print(json.dumps(run(a[0], int(a[1]), int(a[2]))))
