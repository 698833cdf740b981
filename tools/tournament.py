#!/usr/bin/env python3
"""Seeded tournaments between bot line-ups (CPython, all cores; or the MicroPython unix port).

    python3 tools/tournament.py --game bobs_hat --lineup normal,random,random,random \
        [--games 200] [--seed 1] [--jobs N] [--option name=value ...] [--json]
        [--work-cap PLAYS] [--budget-ms MS]
    MICROPYPATH=.:.frozen .venv/bin/micropython tools/tournament.py --game ... --lineup ... --games 20
        (the same games on MicroPython, one process: its decision times are the ones to quote)
    python3 tools/tournament.py --heap --game bobs_hat [--players 4] [--seed 1] [--mp32]
        (peak heap of the hard bot's decisions under the 32-bit unix port of `make emu`; --mp32 the
        32-bit unix port named by $MICROPYTHON32; see tools/measure/probes/bot_heap.py)

Game i uses seed (seed * 100003 + i); seats are rotated (game i puts line-up
entry k in seat (k + i) % players) so no entry profits from a seat.  Prints,
per line-up entry: win share (ties shared: a k-way tie gives each 1/k) with a
95% confidence interval, the fair share, mean score, and decision times
(p50 / p95 / max in ms) per bot level.  Same arguments, same output numbers
(timings aside): the games are a pure function of their seeds.

The hard bots' budget (engine_core/bots/base.py): --work-cap PLAYS stops every search once
PLAYS simulated card plays are done (after one sample at least) -- the work a board gets through in
its time budget, still a pure function of the seeds (the figures at the board's budget in
engine_core/bots/__init__.py); --budget-ms MS gives every bot the time budget a board gives
(Bot.set_budget on this interpreter's clock): its games then depend on the machine's speed
(tools/emu/bots.py runs this on the emulated board).  Either way the report adds, per level whose
bots search, the work per search (simulated card plays, p5 / p10 / p50 / max) and how many
searches their budget cut short.
"""

import json
import math
import os
import sys
import time

try:
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
except AttributeError:  # MicroPython: no os.path; MICROPYPATH=.:.frozen finds the packages
    pass

from engine_core.bots import make_bot  # noqa: E402
from engine_core.games import NAMES, game_class  # noqa: E402

MICROPYTHON = sys.implementation.name == "micropython"
PLATFORM = "MicroPython" if MICROPYTHON else "CPython"

# Decision times are kept in TIME_UNIT ms: on MicroPython as int microseconds (small ints, no
# heap object per decision: a float is one), on CPython as float ms.
if MICROPYTHON:
    clock = time.ticks_us
    TIME_UNIT = 0.001
    clock_ms = time.ticks_ms

    def elapsed(t0):
        return time.ticks_diff(time.ticks_us(), t0)
else:
    clock = time.perf_counter
    TIME_UNIT = 1.0

    def clock_ms():
        return int(time.monotonic() * 1000)

    def elapsed(t0):
        return (time.perf_counter() - t0) * 1000.0


def play_one(task):
    """Play game i; return (per-entry win credit, per-entry score, per-level timings ms, per-level
    (simulated card plays, cut short) of each search)."""
    name, lineup, options, base_seed, i, work_cap, budget_ms = task
    cls = game_class(name)
    players = len(lineup)
    seed = base_seed * 100003 + i
    g = cls(players, options, seed, i % players, None)
    seat_of = [(k + i) % players for k in range(players)]
    bots = [None] * players
    for k in range(players):
        b = make_bot(name, lineup[k], seat_of[k], seed + 17 * k, options)
        if work_cap:
            b.set_work_cap(work_cap)
        if budget_ms:
            b.set_budget(clock_ms, budget_ms)
        bots[seat_of[k]] = b
    timings = {}
    work = {}
    for s in range(players):
        bots[s].observe(g.view(s))
    while not g.is_over():
        s = g.current_player()
        v = g.view(s)
        bots[s].work = 0  # a decision without a search leaves it 0 (Bot.search_start counts from 0)
        t0 = clock()
        a = bots[s].choose(v)
        dt = elapsed(t0)
        timings.setdefault(bots[s].level, []).append(dt)
        if bots[s].work:
            work.setdefault(bots[s].level, []).append((bots[s].work, bots[s].cut))
        if a not in v["legal"]:
            raise RuntimeError("%s bot for seat %d returned illegal action %r (game %d)" % (lineup, s, a, i))
        g.apply(a)
        for t in range(players):
            bots[t].observe(g.view(t))
    winners = g.winners()
    sc = g.scores()
    credit = [0.0] * players
    score = [0] * players
    for k in range(players):
        s = seat_of[k]
        score[k] = sc[s]
        if s in winners:
            credit[k] = 1.0 / len(winners)
    return credit, score, timings, work


def percentile(xs, p):
    if not xs:
        return 0.0
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(math.ceil(p / 100.0 * len(xs))) - 1))
    return xs[k]


def run(name, lineup, games, seed, jobs, options, work_cap=0, budget_ms=0):
    tasks = [(name, lineup, options, seed, i, work_cap, budget_ms) for i in range(games)]
    if jobs > 1 and not MICROPYTHON:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            results = pool.map(play_one, tasks, chunksize=max(1, games // (jobs * 4)))
    else:
        results = [play_one(t) for t in tasks]
    return summary(name, lineup, seed, results, TIME_UNIT, work_cap, budget_ms)


def summary(name, lineup, seed, results, time_unit, work_cap=0, budget_ms=0):
    """run's answer from play_one's results (the games in order); `time_unit`: ms per unit of
    their timings (tools/emu/bots.py brings µs from a board)."""
    games = len(results)
    players = len(lineup)
    out = {"game": name, "lineup": lineup, "games": games, "seed": seed, "entries": [], "timing_ms": {},
           "work_cap": work_cap, "budget_ms": budget_ms, "work": {}}
    for k in range(players):
        xs = [r[0][k] for r in results]
        mean = sum(xs) / games
        var = sum((x - mean) ** 2 for x in xs) / max(1, games - 1)
        half = 1.96 * math.sqrt(var / games)
        sc = [r[1][k] for r in results]
        out["entries"].append({
            "entry": k, "level": lineup[k], "win_share": mean, "ci95": [mean - half, mean + half],
            "fair_share": 1.0 / players, "mean_score": sum(sc) / games,
        })
    alltimes = {}
    for r in results:
        for lv, ts in r[2].items():
            alltimes.setdefault(lv, []).extend(ts)
    for lv, ts in alltimes.items():
        out["timing_ms"][lv] = {"decisions": len(ts), "p50": percentile(ts, 50) * time_unit,
                                "p95": percentile(ts, 95) * time_unit, "max": max(ts) * time_unit}
    allwork = {}
    for r in results:
        for lv, ws in r[3].items():
            allwork.setdefault(lv, []).extend(ws)
    for lv, ws in allwork.items():
        plays = [w for w, _ in ws]
        out["work"][lv] = {"searches": len(ws), "cut": len([1 for _, c in ws if c]),
                           "p5": percentile(plays, 5), "p10": percentile(plays, 10), "p50": percentile(plays, 50),
                           "max": max(plays), "cut_p5": percentile([w for w, c in ws if c], 5),
                           "cut_p10": percentile([w for w, c in ws if c], 10),
                           "cut_p50": percentile([w for w, c in ws if c], 50)}
    return out


def report(out):
    lines = ["%s, %d games, line-up %s, seed %d" % (out["game"], out["games"], ",".join(out["lineup"]), out["seed"])]
    if out.get("work_cap") or out.get("budget_ms"):
        lines[0] += ", hard budget: %s" % (
            "%d simulated card plays" % out["work_cap"] if out["work_cap"] else "%d ms" % out["budget_ms"])
    lines.append("  entry level     win share   95% CI            fair   mean score")
    for e in out["entries"]:
        lines.append("  %-5d %-9s %6.3f      [%5.3f, %5.3f]    %5.3f  %8.2f" % (
            e["entry"], e["level"], e["win_share"], e["ci95"][0], e["ci95"][1], e["fair_share"], e["mean_score"]))
    for lv in sorted(out["timing_ms"]):
        t = out["timing_ms"][lv]
        lines.append("  decision time %-7s p50 %.3f ms  p95 %.3f ms  max %.3f ms  (%d decisions, %s)" % (
            lv, t["p50"], t["p95"], t["max"], t["decisions"], PLATFORM))
    for lv in sorted(out.get("work", ())):
        w = out["work"][lv]
        lines.append("  work per search %-7s p5 %d  p10 %d  p50 %d  max %d simulated card plays  (%d searches, "
                     "%d cut short by the budget: p5 %d  p10 %d  p50 %d)" % (
                         lv, w["p5"], w["p10"], w["p50"], w["max"], w["searches"], w["cut"], w["cut_p5"],
                         w["cut_p10"], w["cut_p50"]))
    return "\n".join(lines)


# --- the hard bot's heap under the 32-bit unix port (`make emu`) --------------------------------
# Both variants play the same seeded random game from the .mpy tree with a hard bot observing
# seat 0's views, up to seat 0's decision number STOP of the last hand/round (the most cards
# in Bob's Hat and Baptistenskat, and the largest game state so far).  There variant 1 asks
# the hard bot for that decision, variant 0 does not; then both exit.  The difference of the
# two peaks (tools/heap_peak.py: smallest heap that passes, by bisection) is the heap the hard
# decision needs beyond the game; the figure reported is the largest over the first decisions.
# The workload: tools/measure/probes/bot_heap.py.
HEAP_DECISIONS = 3  # the first decisions of the last hand: hat / bid / first card, or bid / cards


def hard_heap(name, players, seed, mp32=False):
    """Per decision j < HEAP_DECISIONS: ((peak, traps) without, (peak, traps) with the hard
    decision), bytes: under the 32-bit unix port (build/emu/unix32, or $MICROPYTHON32).  `mp32` is
    kept for old command lines: the 32-bit unix port is the only runner now."""
    from tools import heap_peak

    runner = heap_peak.run_mp32
    if not heap_peak.have_mp32():
        raise SystemExit("no 32-bit unix port here: `make emu` builds one (or set MICROPYTHON32)")
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "measure", "probes", "bot_heap.py")) as f:
        probe = f.read()
    out = []
    for j in range(HEAP_DECISIONS):
        pair = []
        for decide in (0, 1):
            pair.append(heap_peak.measure(probe, runner=runner, args=(str(decide), str(j), name, str(players),
                                                                      str(seed))))
        out.append(pair)
    return out


def heap_main(args):
    name = args.get("game")
    if name not in NAMES:
        sys.stderr.write("need --game (one of %s)\n" % ", ".join(NAMES))
        return 2
    players = int(args.get("players") or game_class(name).MAX_PLAYERS)
    seed = int(args["seed"])
    mp32 = "mp32" in args
    where = "32-bit unix port (build/emu/unix32)"
    worst = None
    rc = 0
    for j, ((base, t0), (peak, t1)) in enumerate(hard_heap(name, players, seed, mp32)):
        if base is None or peak is None:
            print("  decision %d: no clean pass (traps %d/%d)" % (j, t0, t1))
            rc = 1
            continue
        print("  decision %d of the last hand: peak heap %d B without, %d B with it: %+d B (traps seen %d)" % (
            j, base, peak, peak - base, t0 + t1))
        if worst is None or peak - base > worst:
            worst = peak - base
    if worst is not None:
        print("%s, %d players, seed %d, %s: a hard decision needs at most %+d B (%.1f KiB) beyond the game" % (
            name, players, seed, where, worst, worst / 1024.0))
    return rc


def main(argv):
    cpus = os.cpu_count() if hasattr(os, "cpu_count") else 1
    args = {"games": "200", "seed": "1", "jobs": str(cpus or 1)}
    heap = False
    options = []
    want_json = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--json":
            want_json = True
            i += 1
        elif a == "--heap":
            heap = True
            i += 1
        elif a == "--mp32":
            args["mp32"] = "1"
            i += 1
        elif a == "--option":
            options.append(argv[i + 1])
            i += 2
        elif a in ("--game", "--lineup", "--games", "--seed", "--jobs", "--players", "--work-cap",
                   "--budget-ms") and i + 1 < len(argv):
            args[a[2:]] = argv[i + 1]
            i += 2
        elif a in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        else:
            sys.stderr.write("unknown argument %r\n" % a)
            return 2
    if heap:
        return heap_main(args)
    if args.get("game") not in NAMES or "lineup" not in args:
        sys.stderr.write("need --game (one of %s) and --lineup\n" % ", ".join(NAMES))
        return 2
    cls = game_class(args["game"])
    lineup = args["lineup"].split(",")
    if not cls.MIN_PLAYERS <= len(lineup) <= cls.MAX_PLAYERS:
        sys.stderr.write("line-up needs %d to %d entries\n" % (cls.MIN_PLAYERS, cls.MAX_PLAYERS))
        return 2
    opts = {}
    if options:  # (not on a bare board, which has no host_sim)
        from host_sim.console import parse_option

        opts = dict(parse_option(cls, o) for o in options)
    out = run(args["game"], lineup, int(args["games"]), int(args["seed"]), int(args["jobs"]), opts,
              int(args.get("work-cap", 0)), int(args.get("budget-ms", 0)))
    print(json.dumps(out) if want_json else report(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
