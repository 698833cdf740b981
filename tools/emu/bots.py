#!/usr/bin/env python3
"""Computer moves on the board in emulation: whole games of tools/tournament.py (engine only, no
app) run on the emulated 125 MHz Cortex-M3 (runtimes/qemu.py, app frozen, 192 KiB heap), every
bot with the time budget the boards give (BOT_BUDGET_MS, read from the emulated board's file, on
the device's clock: firmware/players.py does the same in the app).

    python3 tools/emu/bots.py [--games N] [--lineup hard,normal,easy,...] [--only bobs_hat,...]
                              [--seed 1] [--budget-ms MS] [--json]

The default line-up is each game's largest table: one hard seat, then normal and easy in turn
(hard,normal,easy,normal,... : every level in the same games, the hard search at its largest).

Per game: the decision time of each level (p50 / p95 / max ms of device time, bot.choose alone:
the app adds applying, saving and drawing the move, tools/emu/bench.py), and, for the levels that
search, the work each search got through (simulated card plays, engine_core/bots/base.py) and how
many searches the time budget cut short.  The work of the cut searches is what the board achieves
in its budget: its p10 is the work cap the tournaments at the board's budget use
(tools/tournament.py --work-cap; figures in engine_core/bots/__init__.py).  When no search is cut,
the game's hard bot never reaches the budget on the board.  Slow: the board's own time, several
minutes per game in wall time.
"""
import json
import os
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes import qemu  # noqa: E402

RELS = ["tools/__init__.py", "tools/tournament.py", "tools/measure/__init__.py", "tools/measure/probes/__init__.py",
        "tools/measure/probes/bot_game.py"]


def board_budget(emu):
    """The emulated board's BOT_BUDGET_MS, as its board file says."""
    out = emu.exec("from firmware.boards.emu_mps2 import EmuBoard\nprint(EmuBoard.BOT_BUDGET_MS)\n")
    return int(out.strip().splitlines()[-1])


def largest(name):
    """The default line-up: the game's largest table, hard, then normal and easy in turn."""
    from engine_core.games import game_class
    return ",".join((["hard"] + ["normal", "easy"] * 3)[:game_class(name).MAX_PLAYERS])


def run(games, lineup, names, seed=1, budget=None, heap="192K", echo=None):
    """{game: tools/tournament.py's summary} of games played on the board; `budget` None: the
    board's own; `lineup` None: largest(game)."""
    from tools.tournament import summary
    tmp = tempfile.mkdtemp(prefix="emu_bots_")
    try:
        img = qemu.image_of(qemu.mpy_tree(RELS, tmp), tmp)
        out = {}
        with qemu.Emu("frozen", heap, image=img) as emu:
            emu.boot()
            if budget is None:
                budget = board_budget(emu)
            for name in names:
                t0 = time.time()
                emu.exec("import tools.measure.probes.bot_game as B\n")  # one game per command
                seats = (lineup or largest(name)).split(",")
                results = []
                for i in range(games):
                    text = emu.exec("B.one(%r, %r, %d, %d, %d)\n" % (name, seats, seed, i, budget), timeout=1800)
                    results.append(json.loads(text.strip().splitlines()[-1]))
                r = summary(name, seats, seed, results, 0.001, 0, budget)  # the board's µs
                r["wall_s"] = time.time() - t0
                out[name] = r
                if echo:
                    echo(name, r)
        return out
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def rows(name, r):
    from engine_core.games import GAMES
    title = [g[3] for g in GAMES if g[0] == name][0]
    lines = ["  %s, %d games, line-up %s, seed %d, budget %d ms  [%.0f s wall]" % (
        title, r["games"], ",".join(r["lineup"]), r["seed"], r["budget_ms"], r["wall_s"])]
    for lv in ("easy", "normal", "hard", "random"):
        t = r["timing_ms"].get(lv)
        if t:
            lines.append("    computer move %-6s p50 %.1f / p95 %.1f / max %.1f ms  (%d decisions)" % (
                lv, t["p50"], t["p95"], t["max"], t["decisions"]))
    for lv in sorted(r["work"]):
        w = r["work"][lv]
        if w["cut"]:
            lines.append("    %s search: %d of %d cut short by the budget; work in the budget p5 %d / p10 %d / "
                         "p50 %d simulated card plays" % (lv, w["cut"], w["searches"], w["cut_p5"], w["cut_p10"],
                                                          w["cut_p50"]))
        else:
            lines.append("    %s search: never reaches the budget (%d searches, work p50 %d / max %d simulated "
                         "card plays)" % (lv, w["searches"], w["p50"], w["max"]))
    return "\n".join(lines)


def main(argv):
    import argparse

    from engine_core.bots import LEVELS
    from engine_core.games import NAMES
    ap = argparse.ArgumentParser(prog="tools/emu/bots.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("--games", type=int, default=2, help="games per game (default 2)")
    ap.add_argument("--lineup", help="levels, comma-separated (default: each game's largest table)")
    ap.add_argument("--only", default=",".join(NAMES), help="games, comma-separated (default: all)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget-ms", type=int, help="default: the board's BOT_BUDGET_MS")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    names = a.only.split(",")
    bad = [n for n in names if n not in NAMES] + [lv for lv in (a.lineup or "hard").split(",") if lv not in LEVELS]
    if bad:
        ap.error("unknown %s (games: %s; levels: %s)" % (", ".join(bad), ", ".join(NAMES), ", ".join(LEVELS)))
    games, lineup, seed, budget, want_json = a.games, a.lineup, a.seed, a.budget_ms, a.json
    if not want_json:
        print("Computer moves on the board in emulation (emulated 125 MHz Cortex-M3, app frozen, 192 KiB heap), "
              "bot.choose alone, device time:")
    out = run(games, lineup, names, seed, budget, echo=None if want_json else lambda n, r: print(rows(n, r),
                                                                                                  flush=True))
    if want_json:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
