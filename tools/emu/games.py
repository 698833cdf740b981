#!/usr/bin/env python3
"""Whole scripted games on the board in emulation, to the end, against the CPython simulator.

    python3 tools/emu/games.py [GAME_INDEX ...] [--reset-after N]     (default: all four, N=6)

Per game (launcher order, smallest table, tools/emu/play.py's walk): start it, play N human
presses, soft-reset the board, resume from the launcher, play to the end (the app deletes the
save); the same keys and clock on host_sim's CPython runtime (its relaunch reset like the
board's).  Prints, per game, whether it ended, the frames compared and the first differing frame.
Exit 1 on any difference.  Minutes per game: too long for CI (tests/emu plays a few presses).
"""
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.emu import qemu  # noqa: E402
from tools.emu.play import CPySide, EmuSide, Script  # noqa: E402


def one(game, reset_after):
    flash = tempfile.mkdtemp(prefix="emu_ref_")
    ref = Script(CPySide(flash, reset=True))
    ref.start(game)
    _, walk = ref.play(reset_after)
    ref2 = Script(CPySide(flash, reset=True), ref.t)
    ref2.resume()
    ref_end, _ = ref2.play(walk=walk)
    ref_crcs = ref.side.crcs() + ref2.side.crcs()
    with qemu.Emu("frozen", "192K") as emu:
        e = Script(EmuSide(emu.app()))
        e.start(game)
        _, walk2 = e.play(reset_after)
        e.side.app.quit()
        emu.soft_reset()
        e2 = Script(EmuSide(emu.app()), e.t)
        e2.resume()
        end, _ = e2.play(walk=walk2)
        got = e.side.crcs() + e2.side.crcs()
        device_s = (sum(e.side.app.cpu_us) + sum(e2.side.app.cpu_us)) / 1e6
    diff = next((i for i in range(min(len(got), len(ref_crcs))) if got[i] != ref_crcs[i]), None)
    if diff is None and len(got) != len(ref_crcs):
        diff = min(len(got), len(ref_crcs))
    return end, ref_end, len(got), len(ref_crcs), diff, device_s


def main(argv):
    games, reset_after = [], 6
    i = 0
    while i < len(argv):
        if argv[i] == "--reset-after":
            reset_after = int(argv[i + 1])
            i += 1
        else:
            games.append(int(argv[i]))
        i += 1
    from engine_core.games import GAMES
    bad = 0
    for g in games or range(len(GAMES)):
        t0 = time.time()
        end, ref_end, n, rn, diff, dev = one(g, reset_after)
        ok = end and ref_end and diff is None
        bad += not ok
        same = "all CRCs equal" if diff is None else "first difference at frame %d" % diff
        print("%-20s ended %s (simulator %s), frames %d / %d, %s; %.1f s device time, %.0f s wall" % (
            GAMES[g][3], end, ref_end, n, rn, same, dev, time.time() - t0))
        sys.stdout.flush()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
