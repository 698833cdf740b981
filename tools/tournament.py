#!/usr/bin/env python3
"""Seeded tournaments between bot line-ups (CPython, all cores).

    python3 tools/tournament.py --game bobs_hat --lineup normal,random,random,random \
        [--games 200] [--seed 1] [--jobs N] [--option name=value ...] [--json]

Game i uses seed (seed * 100003 + i); seats are rotated (game i puts line-up
entry k in seat (k + i) % players) so no entry profits from a seat.  Prints,
per line-up entry: win share (ties shared: a k-way tie gives each 1/k) with a
95% confidence interval, the fair share, mean score, and decision times
(p50 / p95 / max in ms) per bot level.  Same arguments, same output numbers
(timings aside): the games are a pure function of their seeds.
"""

import json
import math
import os
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine_core.bots import make_bot  # noqa: E402
from engine_core.games import NAMES, game_class  # noqa: E402
from host_sim.console import parse_option  # noqa: E402


def play_one(task):
    """Play game i; return (per-entry win credit, per-entry score, per-level timings ms)."""
    name, lineup, options, base_seed, i = task
    cls = game_class(name)
    players = len(lineup)
    seed = base_seed * 100003 + i
    g = cls(players, options, seed, i % players, None)
    seat_of = [(k + i) % players for k in range(players)]
    bots = [None] * players
    for k in range(players):
        bots[seat_of[k]] = make_bot(name, lineup[k], seat_of[k], seed + 17 * k, options)
    timings = {}
    for s in range(players):
        bots[s].observe(g.view(s))
    while not g.is_over():
        s = g.current_player()
        v = g.view(s)
        t0 = time.perf_counter()
        a = bots[s].choose(v)
        dt = (time.perf_counter() - t0) * 1000.0
        timings.setdefault(bots[s].level, []).append(dt)
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
    return credit, score, timings


def percentile(xs, p):
    if not xs:
        return 0.0
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(math.ceil(p / 100.0 * len(xs))) - 1))
    return xs[k]


def run(name, lineup, games, seed, jobs, options):
    tasks = [(name, lineup, options, seed, i) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play_one, tasks, chunksize=max(1, games // (jobs * 4)))
    else:
        results = [play_one(t) for t in tasks]
    players = len(lineup)
    out = {"game": name, "lineup": lineup, "games": games, "seed": seed, "entries": [], "timing_ms": {}}
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
        out["timing_ms"][lv] = {"decisions": len(ts), "p50": percentile(ts, 50), "p95": percentile(ts, 95),
                                "max": max(ts)}
    return out


def report(out):
    lines = ["%s, %d games, line-up %s, seed %d" % (out["game"], out["games"], ",".join(out["lineup"]), out["seed"])]
    lines.append("  entry level     win share   95% CI            fair   mean score")
    for e in out["entries"]:
        lines.append("  %-5d %-9s %6.3f      [%5.3f, %5.3f]    %5.3f  %8.2f" % (
            e["entry"], e["level"], e["win_share"], e["ci95"][0], e["ci95"][1], e["fair_share"], e["mean_score"]))
    for lv in sorted(out["timing_ms"]):
        t = out["timing_ms"][lv]
        lines.append("  decision time %-7s p50 %.3f ms  p95 %.3f ms  max %.3f ms  (%d decisions, CPython)" % (
            lv, t["p50"], t["p95"], t["max"], t["decisions"]))
    return "\n".join(lines)


def main(argv):
    args = {"games": "200", "seed": "1", "jobs": str(os.cpu_count() or 1)}
    options = []
    want_json = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--json":
            want_json = True
            i += 1
        elif a == "--option":
            options.append(argv[i + 1])
            i += 2
        elif a in ("--game", "--lineup", "--games", "--seed", "--jobs") and i + 1 < len(argv):
            args[a[2:]] = argv[i + 1]
            i += 2
        elif a in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        else:
            sys.stderr.write("unknown argument %r\n" % a)
            return 2
    if args.get("game") not in NAMES or "lineup" not in args:
        sys.stderr.write("need --game (one of %s) and --lineup\n" % ", ".join(NAMES))
        return 2
    cls = game_class(args["game"])
    lineup = args["lineup"].split(",")
    if not cls.MIN_PLAYERS <= len(lineup) <= cls.MAX_PLAYERS:
        sys.stderr.write("line-up needs %d to %d entries\n" % (cls.MIN_PLAYERS, cls.MAX_PLAYERS))
        return 2
    opts = dict(parse_option(cls, o) for o in options)
    out = run(args["game"], lineup, int(args["games"]), int(args["seed"]), int(args["jobs"]), opts)
    print(json.dumps(out) if want_json else report(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
