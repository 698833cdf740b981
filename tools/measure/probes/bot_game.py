"""One game of tools/tournament.py on the emulated board (tools/emu/bots.py imports this there and
calls one() per game): its result back as one JSON line, so that the board's heap holds one game's
timings, never the whole tournament's."""
import gc
import json

from tools import tournament


def one(name, seats, seed, i, budget_ms):
    gc.collect()
    r = tournament.play_one((name, seats, {}, seed, i, 0, budget_ms))
    print(json.dumps(r))
