#!/usr/bin/env python3
"""Peak heap of the whole app on the CircuitPython unix port, as .mpy, at each game's largest table.

    python3 tools/cp_heap.py [GAME ...] [--32] [--presses N] [--step BYTES] [--readme]

For each game: the app as a PyBadge runs it (tools/measure/probes/cp_heap_workload.py: 160x128 Bitmap screen
through firmware/drivers/bitmapfb.py, engine and app compiled by CircuitPython's mpy-cross, one human, the
rest computers, a save after every move) in a board's life: the launcher starts the game at its
largest table and resets into it (one process), then the game boots from the save and plays to
its end (or N presses; a second process), both with the heap capped by -X heapsize.  The
smallest heap that passes is found by bisection (step 1 KiB), then every heap up to 2 KiB above
it must pass too (a fragmented heap is not monotonic).  Prints one line per game.  The PyBadge's
SAMD51 has 192 KiB of RAM, part of it CircuitPython's own (display, USB, filesystem): the aim is
under 100 KiB.  --32 runs the 32-bit build of the port (runtimes/toolchains/circuitpython.py --32: a SAMD51's
object sizes, the figure to compare with the board); the default 64-bit port's objects are bigger,
so its figure overstates the board's need.  --readme (with every game) writes the figures into
README.md's PyBadge heap line, between its <!-- cp_heap --> markers: the table comes from this
command, never by hand.
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
from runtimes.mpy import build  # noqa: E402
from runtimes.toolchains.circuitpython import CPBuildError  # noqa: E402
from runtimes.toolchains.circuitpython import build as cp_build  # noqa: E402

WORKLOAD = os.path.join(ROOT, "tools", "measure", "probes", "cp_heap_workload.py")


def run(exe, lib, heap, game, presses, timeout=600):
    """'pass', 'memory' or 'fail: ...' for one whole run with the heap capped at `heap` bytes."""
    flash = tempfile.mkdtemp(prefix="cp_heap_flash_")
    cls = game_class(game)
    try:
        for args in (["new", str(NAMES.index(game)), str(cls.MAX_PLAYERS - cls.MIN_PLAYERS)],
                     ["resume", str(presses), "1"]):
            p = subprocess.run([exe, "-X", "heapsize=%d" % heap, WORKLOAD] + args, cwd=flash, capture_output=True,
                               text=True, env=dict(os.environ, MICROPYPATH=lib), timeout=timeout)
            out = p.stdout + p.stderr
            if "MemoryError" in out or "memory allocation failed" in out:
                return "memory"
            if p.returncode < 0:  # the interpreter itself crashed (a signal), not the app
                return "crash: %s: signal %d" % (args[0], -p.returncode)
            if p.returncode != 0 or "\nOK " not in "\n" + p.stdout:
                return "fail: %s: exit %s: %s" % (args[0], p.returncode, out.strip()[-300:])
    finally:
        shutil.rmtree(flash, ignore_errors=True)
    return "pass"


CRASHES = []  # (game, heap, what): the runs where the port crashed with one build of the app


def run_any(exe, libs, heap, game, presses):
    """run() with libs[0]; where the port crashes (a segfault in its GC's finaliser sweep was seen
    on the 32-bit build at one heap size: a fault of the interpreter, which depends on the heap's
    layout), the same run with libs[1], the same app built at another path (so laid out
    differently): its answer counts, and the crash is reported."""
    r = run(exe, libs[0], heap, game, presses)
    if r.startswith("crash") and len(libs) > 1:
        CRASHES.append((game, heap, r))
        r = run(exe, libs[1], heap, game, presses)
    return r


def peak(exe, lib, game, presses, lo=16 * 1024, hi=512 * 1024, step=1024, window=2048):
    """The smallest heap the game passes at, and every heap up to window above it (the one
    bisection: tools/measure/bisect.py); a failure that is not about memory stops it."""
    from tools.measure.bisect import smallest_heap
    libs = lib if isinstance(lib, (list, tuple)) else [lib]
    try:
        h, _ = smallest_heap(lambda heap: run_any(exe, libs, heap, game, presses), lo, hi, step, window,
                             strict=True)
    except RuntimeError as e:
        raise RuntimeError("%s %s" % (game, e))
    if h is None:
        raise RuntimeError("%s does not pass with %d KiB" % (game, hi // 1024))
    return h


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/cp_heap.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("games", nargs="*", metavar="GAME", help="default: every game (%s)" % ", ".join(NAMES))
    ap.add_argument("--32", dest="bits32", action="store_true", help="the 32-bit build of the port")
    ap.add_argument("--exe", help="another build of the CircuitPython unix port")
    ap.add_argument("--presses", type=int, default=100000)
    ap.add_argument("--step", type=int, default=1024, help="bisection step in bytes (default 1024)")
    ap.add_argument("--readme", action="store_true", help="write the figures into README.md's PyBadge line")
    a = ap.parse_args(argv)
    unknown = [g for g in a.games if g not in NAMES]
    if unknown:
        ap.error("unknown game %s (games: %s)" % (", ".join(unknown), ", ".join(NAMES)))
    presses, step, games, readme = a.presses, a.step, a.games, a.readme
    try:
        return measure(games, presses, step, readme, a.exe, a.bits32)
    except (RuntimeError, CPBuildError) as e:
        sys.stderr.write("cp_heap: %s\n" % e)
        return 1


def measure(games, presses, step, readme, exe=None, bits32=False):
    if bits32:
        from runtimes.toolchains.circuitpython import build32
        exe = build32()
    built, cross = cp_build()
    exe = exe or built
    tree = tempfile.mkdtemp(prefix="cp_heap_")
    figures = []
    try:
        lib, _, errors = build("pybadge", tree, cross, "lib")
        lib2, _, errors2 = build("pybadge", os.path.join(tree, "second-build"), cross, "lib")
        if errors or errors2:
            raise SystemExit("; ".join(errors + errors2))
        for game in games or NAMES:
            n = game_class(game).MAX_PLAYERS
            h = peak(exe, [lib, lib2], game, presses, step=step)
            bits = subprocess.run([exe, "-c", "import sys; print(64 if sys.maxsize > 2**32 else 32)"],
                                  capture_output=True, text=True).stdout.strip()
            print("%-14s %d players  peak heap %6.2f KiB  (CircuitPython unix port, %s-bit, .mpy, 160x128 Bitmap "
                  "screen, reset into the game at Start, smallest passing -X heapsize, step %d)"
                  % (game, n, h / 1024, bits, step), flush=True)
            figures.append((game, n, h, bits))
            for g, at, what in CRASHES:
                if g == game:
                    print("  (the port crashed at -X heapsize=%d with one build of the app (%s); the same app "
                          "built at another path passed or failed there as counted)" % (at, what), flush=True)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    if readme:
        if sorted(g for g, _, _, _ in figures) != sorted(NAMES):
            raise SystemExit("--readme needs every game measured")
        print("README.md: " + write_readme(figures))
    return 0


TITLES = {"bobs_hat": "Bob's Hat", "bargain_hunt": "Bargain Hunt", "baptistenskat": "Baptistenskat",
          "auf_der_hut": "Auf der Hut"}


def readme_line(figures):
    """The README's figures: 'Bob's Hat 5p 124 KiB, ... (32-bit port, 2026-11-27)'."""
    import time
    parts = ["%s %dp %s KiB" % (TITLES.get(g, g), n, ("%.2f" % (h / 1024)).rstrip("0").rstrip("."))
             for g, n, h, _ in figures]
    return "%s (%s-bit port, measured %s)" % (", ".join(parts), figures[0][3], time.strftime("%Y-%m-%d"))


def write_readme(figures, path=None):
    path = path or os.path.join(ROOT, "README.md")
    with open(path) as f:
        text = f.read()
    a, b = "<!-- cp_heap -->", "<!-- /cp_heap -->"
    i, j = text.find(a), text.find(b)
    if i < 0 or j < i:
        raise SystemExit("README.md has no %s ... %s markers" % (a, b))
    line = readme_line(figures)
    with open(path, "w") as f:
        f.write(text[:i + len(a)] + line + text[j:])
    return line


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
