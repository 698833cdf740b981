#!/usr/bin/env python3
"""Speed and memory report (make bench).

For each game: random full games per second on CPython and on the MicroPython
unix port (tools/bench_games.py, the same file on both) and their ratio, at the
game's largest player count with default options; and the peak heap of one
such game under the 32-bit unix port (`make emu`) with the engine loaded as .mpy
(tools/heap_peak.py, found by bisection).  Then the OpenSpiel comparison
(tools/bench_openspiel.py) when its optional dependency is installed.
"""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine_core.games import GAMES, game_class  # noqa: E402
from tools.heap_peak import game_peak, run_unix  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES_PER_RUN = 60


def speed(exe, name, players, env=None):
    p = subprocess.run([exe, os.path.join(ROOT, "tools", "bench_games.py"), name, str(players), str(GAMES_PER_RUN)],
                       capture_output=True, text=True, cwd=ROOT, env=env)
    if p.returncode != 0:
        raise SystemExit("%s failed: %s" % (exe, p.stderr.strip()[-300:]))
    return json.loads(p.stdout.strip().splitlines()[-1])


def main():
    bindir = os.path.dirname(sys.executable)
    mp = os.path.join(bindir, "micropython")
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    env["PYTHONPATH"] = ROOT
    rows = []
    for name, _, _, title in GAMES:
        players = game_class(name).MAX_PLAYERS
        cp = speed(sys.executable, name, players, env)
        mpy = speed(mp, name, players, env)
        peak, traps = game_peak(name, players)
        upeak, _ = game_peak(name, players, runner=run_unix)
        rows.append((title, players, cp, mpy, peak, traps, upeak))
    print("Random full games, default options, largest player count (%d games per figure)" % GAMES_PER_RUN)
    print("%-20s %7s %9s %9s %7s %9s %12s %12s" % ("game", "players", "CPython", "MP unix", "ratio", "actions",
                                                    "heap unix32", "heap unix64"))
    for title, players, cp, mpy, peak, _traps, upeak in rows:
        print("%-20s %7d %7.1f/s %7.1f/s %6.2fx %9d %9.2f KiB %9.2f KiB" % (
            title, players, cp["games_per_s"], mpy["games_per_s"], mpy["games_per_s"] / cp["games_per_s"],
            cp["actions"] // GAMES_PER_RUN, peak / 1024.0 if peak else -1, upeak / 1024.0 if upeak else -1))
    print("heap: smallest -X heapsize that passes one full game with a view built after every action, engine as"
          " .mpy; crashes seen during bisection (not counted as passes): %s"
          % ", ".join("%s %d" % (r[0], r[5]) for r in rows))
    print()
    os_bench = os.path.join(ROOT, "tools", "bench_openspiel.py")
    subprocess.run([sys.executable, os_bench], cwd=ROOT, env=env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
