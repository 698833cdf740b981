#!/usr/bin/env python3
"""Whole scripted games on the board in emulation, to the end, against the CPython simulator.

    python3 tools/emu/games.py [GAME_INDEX ...] [--reset-after N] [--players-more M] [--icount]

Per game (launcher order, its smallest table + M players, tools/emu/play.py's walk, computers at
the default level): start it (Start's relaunch soft-resets the board into the game), play N human
presses, soft-reset the board (a simulated reset: the littlefs stays), resume from the launcher,
play to the end (the game-over screen's Menu deletes the save); the same keys and clock on
host_sim's CPython runtime (its relaunch reset like the board's), in a second process at the same
time.  Prints, per game, whether it ended, the frames compared and the first differing frame; exit
1 on any difference.  tests/emu runs this for all four games (make test).

The clock is the host's, in lockstep, so the frames do not depend on the board's speed: QEMU runs
without -icount here (as fast as it can) unless --icount (the figures' 125 MHz model) is given.
"""
import multiprocessing
import os
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes import qemu  # noqa: E402
from tools.emu.play import CPySide, EmuSide, Script  # noqa: E402


def reference(game, reset_after, more=0, after=100000):
    """The CPython simulator: (ended, over, crcs before the reset, crcs after it, relaunches);
    after the reset AFTER human turns at most (by default: to the game's end)."""
    flash = tempfile.mkdtemp(prefix="emu_ref_")
    try:
        ref = Script(CPySide(flash, reset=True))  # Start's relaunch resets, as on the board
        ref.start(game, more)
        ended, walk = ref.play(reset_after)
        if ended:
            raise AssertionError("the game ended before the reset: raise reset_after")
        ref2 = Script(CPySide(flash, reset=True), ref.t)  # a new App on the same flash: the reset
        ref2.resume()
        ended, _ = ref2.play(after, walk=walk)
        return ended, ref2.side.over, ref.side.crcs(), ref2.side.crcs(), ref.side.relaunches
    finally:
        shutil.rmtree(flash, ignore_errors=True)


def on_board(game, reset_after, more=0, icount=None, kind="frozen", heap="192K", after=100000):
    """The same on the emulated board; a dict of what a test checks."""
    r = {}
    with qemu.Emu(kind, heap, icount=icount) as emu:
        e = Script(EmuSide(emu.app()))
        e.start(game, more)
        r["relaunched"] = len(e.side.app.relaunches)
        _, walk = e.play(reset_after)
        r["saved_before_reset"] = e.side.saved()
        r["crcs_a"] = e.side.crcs()
        e.side.app.quit()
        emu.soft_reset()  # a simulated reset: RAM outside the heap, the littlefs, stays
        e2 = Script(EmuSide(emu.app()), e.t)
        r["saved_after_reset"] = e2.side.saved()
        e2.resume()
        r["ended"], _ = e2.play(after, walk=walk)
        r["crcs_b"] = e2.side.crcs()
        r["device_s"] = (sum(e.side.app.cpu_us) + sum(e2.side.app.cpu_us)) / 1e6
    return r


def first_difference(got, want):
    i = next((i for i in range(min(len(got), len(want))) if got[i] != want[i]), None)
    if i is None and len(got) != len(want):
        i = min(len(got), len(want))
    return i


def one(game, reset_after=6, more=0, icount=None, after=100000):
    """Board and simulator side by side (the simulator in a forked process): (board, reference).
    After the reset, AFTER human turns at most (by default: to the game's end)."""
    with multiprocessing.get_context("fork").Pool(1) as pool:
        ref = pool.apply_async(reference, (game, reset_after, more, after))
        board = on_board(game, reset_after, more, icount, after=after)
        return board, ref.get()


def main(argv):
    import argparse

    from engine_core.games import GAMES as _G
    ap = argparse.ArgumentParser(
        prog="tools/emu/games.py",
        description="Whole scripted games on the emulated board against the CPython simulator.")
    ap.add_argument("games", nargs="*", type=int, help="launcher indexes (default: all): " + ", ".join(
        "%d %s" % (k, _G[k][0]) for k in range(len(_G))))
    ap.add_argument("--reset-after", type=int, default=6, help="human presses before the simulated reset")
    ap.add_argument("--players-more", type=int, default=0, help="players above the game's smallest table")
    ap.add_argument("--icount", action="store_true", help="run QEMU with -icount (device time)")
    a = ap.parse_args(argv)
    for g in a.games:
        if not 0 <= g < len(_G):
            ap.error("no game %d (choose from 0 to %d)" % (g, len(_G) - 1))
    games, reset_after, more = a.games, a.reset_after, a.players_more
    icount = qemu.ICOUNT if a.icount else None
    from engine_core.games import GAMES
    bad = 0
    for g in games or range(len(GAMES)):
        t0 = time.time()
        b, (ref_end, over, ref_a, ref_b, _) = one(g, reset_after, more, icount)
        got, want = b["crcs_a"] + b["crcs_b"], ref_a + ref_b
        diff = first_difference(got, want)
        ok = b["ended"] and ref_end and over and diff is None
        bad += not ok
        same = "all CRCs equal" if diff is None else "first difference at frame %d" % diff
        print("%-20s ended %s (simulator %s, game over %s), frames %d / %d, %s; %.1f s device time, %.0f s wall" % (
            GAMES[g][3], b["ended"], ref_end, over, len(got), len(want), same, b["device_s"], time.time() - t0))
        sys.stdout.flush()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
