"""One game played to its end by the engine alone, random legal moves, a view built after each:
run by real MicroPython from the .mpy tree (tools/heap_peak.py GAME, by bisection over -X heapsize).

    micropython game_heap.py GAME PLAYERS SEED

Prints "OK <scores>" at the game's end."""
import gc
import sys

from engine_core.games import new_game
from engine_core.rng import Rng

name, players, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
gc.collect()
g = new_game(name, players, None, seed)
r = Rng(seed)
while not g.is_over():
    acts = g.legal_actions()
    g.apply(acts[r.below(len(acts))])
    v = g.view(g.current_player() if not g.is_over() else 0)
    v = None
    acts = None
print("OK", g.scores())
