#!/usr/bin/env python3
"""Speed and memory report (make bench).

For each game: random full games per second on CPython and on the MicroPython
unix port (tools/measure/probes/bench_games.py, the same file on both) and their ratio, at the
game's largest player count with default options; and the peak heap of one
such game under the 32-bit unix port (`make emu`) with the engine loaded as .mpy
(tools/heap_peak.py, found by bisection); the whole app's live heap in play.  The meter
"engine" of the figures table (python -m tools.measure, make bench).
"""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine_core.games import GAMES, game_class  # noqa: E402
from tools.heap_peak import game_peak, have_mp32, probe, run_unix  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES_PER_RUN = 60


def speed(exe, name, players, env=None):
    probe = os.path.join(ROOT, "tools", "measure", "probes", "bench_games.py")
    p = subprocess.run([exe, probe, name, str(players), str(GAMES_PER_RUN)],
                       capture_output=True, text=True, cwd=ROOT, env=env)
    if p.returncode != 0:
        raise SystemExit("%s failed: %s" % (exe, p.stderr.strip()[-300:]))
    return json.loads(p.stdout.strip().splitlines()[-1])


def app_in_play():
    """Where the whole app's heap goes in play, per game at its largest table (a report, the guard
    against code creeping back into memory): tools/heap_peak.py --probe."""
    if not have_mp32():
        print("app in play: no 32-bit unix port (make emu): skipped")
        return
    print("The whole app in play (tools/heap_peak.py --probe GAME: live heap after a collection; 32-bit unix port,"
          " app as .mpy, 240x135 board):")
    for name, _, _, title, _ in GAMES:
        r, lines, sizes = probe(name)
        stage = [int(ln.split()[1]) for ln in lines if ln.startswith("STAGE ")]
        if r != "pass" or len(stage) < 8:
            print("  %-20s probe failed (%s): %s" % (title, r, (lines or ["?"])[-1]))
            continue
        big = sorted(sizes, key=lambda x: -x[1])[:4]
        print("  %-20s %dp: first human turn %.1f KiB, after 60 presses %.1f KiB; code %.1f KiB in %d modules"
              " (largest: %s)" % (title, game_class(name).MAX_PLAYERS, stage[6] / 1024.0, stage[7] / 1024.0,
                                 sum(n for _, n in sizes) / 1024.0, len(sizes),
                                 ", ".join("%s %.1f" % (m.split(".", 1)[-1], n / 1024.0) for m, n in big)))
    print("  the peak over a whole game (budget < 128 KiB): tools/heap_peak.py --app all --only mp32 (slow)")


def main():
    bindir = os.path.dirname(sys.executable)
    mp = os.path.join(bindir, "micropython")
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    env["PYTHONPATH"] = ROOT
    rows = []
    for name, _, _, title, _ in GAMES:
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
    app_in_play()
    return 0


if __name__ == "__main__":
    sys.exit(main())
