#!/usr/bin/env python3
"""Build the board's filesystem: the engine and the app compiled to .mpy.

    python3 tools/build.py BOARD [--out build]      (make build BOARD=pico_lcd114)

Writes build/BOARD/ holding exactly the files the board's flash should hold:
engine_core/, games/ and firmware/ as .mpy (only BOARD's own board file among
firmware/boards/, only the drivers its DRIVERS fact names among firmware/drivers/),
firmware/board_config.mpy naming BOARD, and a plain main.py
that starts the app.  Prints a size report: bytes per module, the total, and
the biggest modules.  Exit 1 (with the file and line) if a file does not compile.

CircuitPython boards (a board file saying RUNTIME = "circuitpython") get what
their CIRCUITPY drive should hold instead: code.py and boot.py (firmware/circuitpy/) and lib/
with the engine and the app compiled by CircuitPython's own mpy-cross (runtimes/toolchains/circuitpython.py
builds it into build/cp/ the first time); the compiler itself is runtimes/mpy.py.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:  # run as a script: runtimes must import
    sys.path.insert(0, ROOT)

from runtimes.mpy import boards, build, build_circuitpy, is_circuitpython  # noqa: E402


def report(board, out, sizes):
    lines = ["build/%s: %d files, %d bytes" % (board, len(sizes), sum(s for s, _ in sizes))]
    per_pkg = {}
    for s, name in sizes:
        parts = name.split("/")
        pkg = parts[1] if parts[0] == "lib" and len(parts) > 2 else parts[0] if len(parts) > 1 else "(root)"
        per_pkg[pkg] = per_pkg.get(pkg, 0) + s
    for pkg in sorted(per_pkg):
        lines.append("  %-12s %7d bytes" % (pkg, per_pkg[pkg]))
    lines.append("  biggest modules:")
    for s, name in sorted(sizes, reverse=True)[:8]:
        lines.append("    %7d  %s" % (s, name))
    lines.append("  all modules:")
    for s, name in sorted(sizes, key=lambda x: x[1]):
        lines.append("    %7d  %s" % (s, name))
    return "\n".join(lines)


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        print("profiles: " + ", ".join(boards()))
        return 0 if argv else 2
    board = argv[0]
    out_root = os.path.join(ROOT, "build")
    if len(argv) >= 3 and argv[1] == "--out":
        out_root = argv[2]
    if is_circuitpython(board):
        from runtimes.toolchains.circuitpython import CPBuildError
        try:
            out, sizes, errors = build_circuitpy(board, out_root)
        except CPBuildError as e:
            sys.stderr.write("error: %s\n" % e)
            return 3
    else:
        out, sizes, errors = build(board, out_root)
    if errors:
        for e in errors:
            sys.stderr.write(e + "\n")
        return 1
    print(report(board, out, sizes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
