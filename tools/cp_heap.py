#!/usr/bin/env python3
"""Peak heap of the whole app on the CircuitPython unix port, as .mpy, at each game's largest table.

    python3 tools/cp_heap.py [GAME ...] [--presses N] [--step BYTES]

For each game: the app as a PyBadge runs it (tools/cp_heap_workload.py: 160x128 Bitmap screen
through firmware/bitmapfb.py, engine and app compiled by CircuitPython's mpy-cross, one human, the
rest computers, a save after every move) plays from the launcher through a whole game (or N
presses) with the heap capped by -X heapsize; the smallest heap that passes is found by bisection
(step 1 KiB), then every heap up to 2 KiB above it must pass too (a fragmented heap is not
monotonic).  Prints one line per game.  The PyBadge's SAMD51 has 192 KiB of RAM, part of it
CircuitPython's own (display, USB, filesystem): the aim is under 100 KiB.
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from engine_core.games import NAMES, game_class  # noqa: E402
from tools.build import build  # noqa: E402
from tools.circuitpython import build as cp_build  # noqa: E402

WORKLOAD = os.path.join(ROOT, "tools", "cp_heap_workload.py")


def run(exe, lib, heap, game, presses, timeout=600):
    """'pass', 'memory' or 'fail: ...' for one whole run with the heap capped at `heap` bytes."""
    flash = tempfile.mkdtemp(prefix="cp_heap_flash_")
    try:
        cls = game_class(game)
        args = [str(NAMES.index(game)), str(cls.MAX_PLAYERS - cls.MIN_PLAYERS), str(presses), "1"]
        p = subprocess.run([exe, "-X", "heapsize=%d" % heap, WORKLOAD] + args, cwd=flash, capture_output=True,
                           text=True, env=dict(os.environ, MICROPYPATH=lib), timeout=timeout)
    finally:
        shutil.rmtree(flash, ignore_errors=True)
    out = p.stdout + p.stderr
    if "MemoryError" in out or "memory allocation failed" in out:
        return "memory"
    if p.returncode == 0 and "\nOK " in "\n" + p.stdout:
        return "pass"
    return "fail: " + out.strip()[-300:]


def peak(exe, lib, game, presses, lo=16 * 1024, hi=512 * 1024, step=1024, window=2048):
    r = run(exe, lib, hi, game, presses)
    if r != "pass":
        raise RuntimeError("%s does not pass with %d KiB: %s" % (game, hi // 1024, r))
    while hi - lo > step:
        mid = (lo + hi) // 2 // step * step
        r = run(exe, lib, mid, game, presses)
        if r.startswith("fail"):
            raise RuntimeError("%s at %d bytes: %s" % (game, mid, r))
        if r == "memory":
            lo = mid
        else:
            hi = mid
    h, k = hi, step
    while k <= window:
        if run(exe, lib, h + k, game, presses) == "pass":
            k += step
        else:
            h, k = h + k + step, step
    return h


def main(argv):
    presses = 100000
    step = 1024
    games = []
    i = 0
    while i < len(argv):
        if argv[i] == "--presses":
            presses = int(argv[i + 1])
            i += 1
        elif argv[i] == "--step":
            step = int(argv[i + 1])
            i += 1
        else:
            games.append(argv[i])
        i += 1
    exe, cross = cp_build()
    tree = tempfile.mkdtemp(prefix="cp_heap_")
    try:
        lib, _, errors = build("pybadge", tree, cross, "lib")
        if errors:
            raise SystemExit("; ".join(errors))
        for game in games or NAMES:
            n = game_class(game).MAX_PLAYERS
            h = peak(exe, lib, game, presses, step=step)
            print("%-14s %d players  peak heap %6.2f KiB  (CircuitPython unix port, .mpy, 160x128 Bitmap screen, "
                  "smallest passing -X heapsize, step %d)" % (game, n, h / 1024, step), flush=True)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
