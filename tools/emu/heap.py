#!/usr/bin/env python3
"""Whole-app peak heap on the board in emulation, by bisection over the firmware's heap size.

    python3 tools/emu/heap.py [GAME|INDEX] [--presses K] [--plain] [--step 4096] [--lo 16K] [--hi 192K]
    (slow, so not part of make bench, which names it)

The firmware's GC heap is a fixed C array (MICROPY_HEAP_SIZE): each size tried is its own build
(runtimes/toolchains/micropython.py relinks main.o only).  A run boots the board, starts the game at its largest
table from the launcher (Start resets into the game, as on a board), and plays K human presses
(tools/emu/play.py's walk, computers at the default level) -- by default (K = 0) the whole game,
to the game-over screen's Menu; it passes when no MemoryError comes out of the app and the game
ended (with K presses: the save is on the littlefs at the end).  The figure is the smallest heap
that passes, checked to pass one step above too (fragmentation makes pass/fail not monotonic):
it includes fragmentation and the interpreter's own use.  A whole game at the largest table takes
one to a few minutes of QEMU per heap size tried.
"""
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes import qemu  # noqa: E402
from tools.emu.play import EmuSide, Script  # noqa: E402
from tools.measure.bisect import smallest_heap  # noqa: E402


def run(game, heap, presses, kind):
    """One run at one heap size: "pass", "memory" (a MemoryError), or what else went wrong."""
    from engine_core.games import GAMES, game_class
    cls = game_class(GAMES[game][0])
    try:
        # no -icount: the heap does not depend on the board's speed (the clock is the host's and
        # the computers are normal ones, which have no time budget), and QEMU runs faster
        with qemu.Emu(kind, heap, icount=None) as emu:
            side = EmuSide(emu.app())
            s = Script(side)
            s.start(game, cls.MAX_PLAYERS - cls.MIN_PLAYERS)
            ended, _ = s.play(presses or 100000)
            if not presses:  # the whole game: it ends, the app deletes the save
                return "pass" if ended else "not ended"
            return "pass" if side.saved() > 0 else "nosave"
    except qemu.EmuMemoryError:
        return "memory"
    except qemu.EmuError as e:
        return "memory" if "MemoryError" in str(e) else "error: %s" % str(e).splitlines()[-1][:100]


def bisect(game, presses, kind, lo=16 * 1024, hi=192 * 1024, step=4096, log=print):
    """The smallest heap that passes (tools/measure/bisect.py), checked to pass one step above too;
    a failure that is not about memory stops it (RuntimeError): each try is minutes of QEMU."""
    peak, _ = smallest_heap(lambda heap: run(game, heap, presses, kind), lo, hi, step, window=step,
                            scan=(hi - lo) // step, strict=True,
                            log=lambda heap, r: log("  %d KiB: %s" % (heap // 1024, r)))
    return peak


def _kib(text):
    """ "96K" or "96" -> 98304 bytes (argparse type: a clear error for anything else)."""
    import argparse
    try:
        return int(text.upper().rstrip("K")) * 1024
    except ValueError:
        raise argparse.ArgumentTypeError("a size in KiB such as 96K, not %r" % text) from None


def _game(text):
    """A game by its launcher index or its name (make bench's emu-heap meter names it)."""
    import argparse

    from engine_core.games import GAMES
    names = [g[0] for g in GAMES]
    if text in names:
        return names.index(text)
    if text.isdigit() and int(text) < len(GAMES):
        return int(text)
    raise argparse.ArgumentTypeError("a game's index or name (%s), not %r" % (", ".join(names), text))


def main(argv):
    import argparse

    from engine_core.games import GAMES
    ap = argparse.ArgumentParser(
        prog="tools/emu/heap.py",
        description="Whole-app peak heap on the board in emulation, by bisection over the heap size.")
    ap.add_argument("game", nargs="?", type=_game, default=0,
                    help="the game's name or launcher index: " + ", ".join(
                        "%d %s" % (k, GAMES[k][0]) for k in range(len(GAMES))))
    ap.add_argument("--presses", type=int, default=0, help="K human presses (default: a whole game)")
    ap.add_argument("--plain", action="store_true", help="the app as .mpy on littlefs (default: frozen)")
    ap.add_argument("--step", type=int, default=4096, help="bisection step in bytes (default 4096)")
    ap.add_argument("--lo", type=_kib, default=16 * 1024, help="lowest heap tried (default 16K)")
    ap.add_argument("--hi", type=_kib, default=192 * 1024, help="highest heap tried (default 192K)")
    a = ap.parse_args(argv)
    game, presses, kind, step, lo, hi = a.game, a.presses, "plain" if a.plain else "frozen", a.step, a.lo, a.hi
    from engine_core.games import GAMES, game_class
    cls = game_class(GAMES[game][0])
    t0 = time.time()
    try:
        peak = bisect(game, presses, kind, lo, hi, step)
    except RuntimeError as e:  # a failure that is not about memory: no figure
        print("tools/emu/heap.py: %s" % e)
        return 1
    print("app heap on the emulated board (%s, 240x135 GS4 fb): %s %dp, %s: %s  [%.0f s]" % (
        "app frozen" if kind == "frozen" else "app as .mpy on littlefs", GAMES[game][3], cls.MAX_PLAYERS,
        "Start + %d presses" % presses if presses else "a whole game",
        "%d KiB" % (peak // 1024) if peak else "no pass at %d KiB" % (hi // 1024), time.time() - t0))
    return 0 if peak else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
