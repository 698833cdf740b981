"""The heap a hard decision needs (tools/tournament.py --heap): run by real MicroPython from the
.mpy tree, by bisection over -X heapsize (tools/heap_peak.py).

    micropython bot_heap.py DECIDE STOP GAME PLAYERS SEED

Plays the seeded random game with a hard bot observing seat 0's views, up to seat 0's decision
number STOP of the last hand/round (the most cards in Bob's Hat and Baptistenskat, and the
largest game state so far).  There DECIDE 1 asks the hard bot for that decision, DECIDE 0 does
not; then it prints "OK <decisions counted>"."""
import gc
import sys

from engine_core.bots import make_bot
from engine_core.games import new_game
from engine_core.rng import Rng

DECIDE, STOP = int(sys.argv[1]), int(sys.argv[2])
seed = int(sys.argv[5])
g = new_game(sys.argv[3], int(sys.argv[4]), None, seed)
bot = make_bot(g.NAME, "hard", 0, seed)
r = Rng(seed)
bot.observe(g.view(0))
k = 0
while not g.is_over():
    s = g.current_player()
    if s == 0:
        v = g.view(0)
        last = v.get("hand_no", v.get("round_no")) == v.get("hands_total", v.get("rounds_total"))
        if last and len(v["legal"]) > 1:
            if k == STOP:
                gc.collect()
                if DECIDE:
                    a = bot.choose(v)
                    if a not in v["legal"]:
                        raise SystemExit("illegal")
                break
            k += 1
        v = None
    acts = g.legal_actions()
    g.apply(acts[r.below(len(acts))])
    acts = None
    bot.observe(g.view(0))
print("OK", k)
