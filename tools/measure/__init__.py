"""The one measurement tool: targets x workloads x meters, and the one figures table.

    python -m tools.measure                  every meter of `make bench`, into docs/FIGURES.md
    python -m tools.measure --only A,B       only those meters (make bench ONLY=A,B); the table
                                             keeps the other meters' last figures
    python -m tools.measure --list           the meters: target, workload, command

meters.py   the table of meters: each names its target (the interpreter or board), its workload,
            and the command that measures it (the figures are that command's own lines)
table.py    docs/FIGURES.md: one section a meter, written between markers, never by hand
stats.py    the one percentile helper (p50 / p95 / max of device times)
bisect.py   the one heap bisection (the smallest heap a workload passes at, fragmentation-safe)
probes/     the workloads that run inside MicroPython and CircuitPython: real modules (ruff, mpy-cross)
"""
