"""The code that runs inside MicroPython and CircuitPython (and bench_games.py on CPython too):
real modules, checked by ruff and compiled by mpy-cross (tools/mpy_gate.py), given their
parameters as arguments.  Run as scripts by their meters: bench_games.py (tools/bench.py),
game_heap.py, app_heap_workload.py, app_heap_probe.py and import_sizes.py (tools/heap_peak.py),
bot_heap.py (tools/tournament.py --heap), cp_heap_workload.py (tools/cp_heap.py); sent to the
emulated board's REPL: keyprof_probe.py (tools/emu/keyprof.py); imported on the board:
bot_game.py (tools/emu/bots.py).  player.py is the one scripted player: the heap workloads import
it from this folder, tools/emu/play.py builds on it."""
