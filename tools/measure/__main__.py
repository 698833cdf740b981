"""python -m tools.measure [--only KEY,KEY] [--list] [--out PATH]: see tools/measure/__init__.py."""
import argparse
import os
import subprocess
import sys
import time

from tools.measure import table
from tools.measure.meters import METERS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(m, log=print):
    """(when, lines, status) of one meter's command; its output goes to the log as it comes."""
    t0 = time.time()
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    # the meter's own environment: each tool finds the tree from its own path (a PYTHONPATH here
    # would put the root behind the script's folder, and tools/emu/games.py would shadow games/)
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    lines, rc = [], 0
    for command in m.commands:
        p = subprocess.Popen([sys.executable] + command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        for line in p.stdout:
            line = line.rstrip()
            log(line)
            if line:
                lines.append(line)
        rc = rc or p.wait()
    took = "%d s on %d cores" % (time.time() - t0, os.cpu_count() or 1)
    if rc:
        return when, lines[-20:], "FAILED (exit %d), %s" % (rc, took)
    return when + ", " + took, lines, None


def main(argv):
    keys = [m.key for m in METERS]
    ap = argparse.ArgumentParser(prog="python -m tools.measure", description="the figures table (docs/FIGURES.md)")
    ap.add_argument("--only", default="", help="meters, comma-separated (default: those marked bench): " +
                    ", ".join(keys))
    ap.add_argument("--list", action="store_true", help="the meters and their commands")
    ap.add_argument("--out", default=table.PATH, help="the table (default docs/FIGURES.md)")
    a = ap.parse_args(argv)
    if a.list:
        for m in METERS:
            print("%-10s %-6s ~%2d min  %s" % (m.key, "bench" if m.bench else "", m.minutes, table.command_text(m)))
        return 0
    want = [k.strip() for k in a.only.replace(" ", ",").split(",") if k.strip()]
    bad = [k for k in want if k not in keys]
    if bad:
        ap.error("unknown meter %s (meters: %s)" % (", ".join(bad), ", ".join(keys)))
    chosen = [m for m in METERS if (m.key in want if want else m.bench)]
    new, failed = {}, []
    for m in chosen:
        print("== %s: %s" % (m.key, table.command_text(m)), flush=True)
        when, lines, status = run(m)
        new[m.key] = table.section(m, when, lines, status)
        if status:
            failed.append(m.key)
    print("written: %s (%s)" % (os.path.relpath(table.write(new, a.out), ROOT), ", ".join(new)))
    if failed:
        sys.stderr.write("measure: failed: %s (its section says so)\n" % ", ".join(failed))
        return 1
    return 0


sys.exit(main(sys.argv[1:]))
