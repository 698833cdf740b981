#!/usr/bin/env python3
"""Figures on the board in emulation (`make bench`, its own section): an emulated 125 MHz
Cortex-M3 (QEMU mps2-an385, -icount shift=3: 8 ns per instruction), bare-metal MicroPython
v1.28.0, the app frozen in (or --plain: as .mpy on the littlefs), a 192 KiB heap.

    python3 tools/emu/bench.py [--presses N] [--levels easy,normal,hard] [--games 0,1,2,3] [--plain]
    python3 tools/emu/bench.py --start [--games 0,1,2,3]

Per game (its smallest table, one human pressing the scripted walk of tools/emu/play.py, the
other seats computers at one level): boot to launcher (App() at power-up), Start to the first
table (the step before the relaunch's soft reset + App() after it), device time per key press
(the step of the key: handling, drawing, saving) and per computer move (the tick that moves and
draws, the save included) as p50 / p95 / max over N human presses.  Device times come from the
board's time.ticks_us(); sending frames over the UART is not counted.  Not Pico figures: a Pico's
Cortex-M0+ needs somewhat more instructions.

Start to first table is the relaunch's step up to its soft reset plus App() after it up to the
first frame shown (firmware/boards/emu_mps2.py "@@D"); the step's end (App() returned: what it
does after that frame) beside it.  The soft reset itself and the board's own start (its module
imported, make_board) are left out.  --start: only boot and Start, per game at its smallest table
(computers normal), with the app frozen and as .mpy on the littlefs, one board each.
"""
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes.qemu import Emu  # noqa: E402
from tools.emu.play import EmuSide, Script  # noqa: E402
from tools.measure.stats import fmt  # noqa: E402
from tools.measure.stats import p50_p95_max as pct  # noqa: E402


def run_game(game, level, presses, kind="frozen", heap="192K"):
    from engine_core.games import GAMES, game_class
    players = game_class(GAMES[game][0]).MIN_PLAYERS
    t0 = time.time()
    with Emu(kind, heap) as emu:
        side = EmuSide(emu.app())
        app = side.app
        boot_us = app.cpu_us[0]
        s = Script(side)
        s.start(game, 0, level)
        if not app.relaunches:
            raise SystemExit("Start did not reset into the game")
        # the relaunch: the step that saved and reset, then App() booting into the table, to its
        # first frame shown (the last "@@D" line: the relaunched App()'s) and to its end
        start_us = sum(app.relaunches[-1])
        drawn = [int(ln[4:]) for ln in app.output if ln.startswith("@@D ")]
        drawn_us = app.relaunches[-1][0] + drawn[-1] if drawn and drawn[-1] >= 0 else start_us
        side.key_us, side.bot_us = [], []
        ended, _ = s.play(presses) if presses else (False, None)
        free = app.mem_free
    return {"game": GAMES[game][3], "players": players, "level": level, "boot_us": boot_us,
            "start_us": start_us, "drawn_us": drawn_us, "keys": pct(side.key_us), "bots": pct(side.bot_us),
            "ended": ended, "free": free, "wall": time.time() - t0}


def start_only(games):
    """Boot and Start per game, app frozen and as .mpy (--start)."""
    print("Start on the board in emulation: emulated 125 MHz Cortex-M3 (QEMU mps2-an385, icount shift=3), "
          "MicroPython v1.28.0 bare metal, heap 192 KiB; each game at its smallest table, computers normal")
    for kind, label in (("frozen", "frozen"), ("plain", "as .mpy")):
        for g in games:
            r = run_game(g, "normal", 0, kind)
            print("  app %-8s %-20s boot to launcher %.1f ms, Start to first table %.1f ms (the step's end %.1f ms)"
                  "  [%.0f s wall]" % (label, r["game"], r["boot_us"] / 1000.0, r["drawn_us"] / 1000.0,
                                       r["start_us"] / 1000.0, r["wall"]))
            sys.stdout.flush()
    print("  (Start: the step that saves the new game and soft-resets, then App() after the reset up to its first "
          "frame shown; the soft reset and the board's own start are left out)")


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/emu/bench.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("--presses", type=int, default=30, help="human presses per row (default 30)")
    ap.add_argument("--levels", default="easy,normal,hard", help="the computers' levels (default easy,normal,hard)")
    ap.add_argument("--games", default="0,1,2,3", help="game indexes (default 0,1,2,3)")
    ap.add_argument("--plain", action="store_true", help="the app as .mpy on the littlefs, not frozen")
    ap.add_argument("--start", action="store_true", help="only boot and Start, frozen and as .mpy")
    a = ap.parse_args(argv)
    from engine_core.games import GAMES
    levels = a.levels.split(",")
    try:
        games = [int(g) for g in a.games.split(",")]
    except ValueError:
        games = [-1]
    if any(not 0 <= g < len(GAMES) for g in games) or any(lv not in ("easy", "normal", "hard") for lv in levels):
        ap.error("--games takes indexes 0-%d, --levels easy, normal, hard" % (len(GAMES) - 1))
    if a.start:
        start_only(games)
        return 0
    presses, kind = a.presses, "plain" if a.plain else "frozen"
    print("Board in emulation: emulated 125 MHz Cortex-M3 (QEMU mps2-an385, icount shift=3), MicroPython "
          "v1.28.0 bare metal, app %s, heap 192 KiB; %d human presses per row" % (
              "frozen" if kind == "frozen" else "as .mpy on littlefs", presses))
    for g in games:
        for level in levels:
            r = run_game(g, level, presses, kind)
            print("  %-20s %dp computers %-6s key press %s; computer move %s" % (
                r["game"], r["players"], level, fmt(r["keys"]), fmt(r["bots"])))
            print("  %-20s    boot to launcher %.1f ms, Start to first table %.1f ms (the step's end %.1f ms), "
                  "heap free %d B  [%.0f s wall]" % ("", r["boot_us"] / 1000.0, r["drawn_us"] / 1000.0,
                                                     r["start_us"] / 1000.0, r["free"], r["wall"]))
            sys.stdout.flush()
    print("  (a computer move here: the app's step that moves and draws it, the save included; bot.choose alone "
          "over whole games at each level: tools/emu/bots.py)")
    print("  peak heap of the whole app on the board (a bisection over the firmware's heap, minutes per size "
          "tried, not run here): python3 tools/emu/heap.py GAME [--plain]; on the 32-bit unix port: "
          "python3 tools/heap_peak.py --app all --only mp32")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
