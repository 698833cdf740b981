#!/usr/bin/env python3
"""Write package.json for `mpremote mip install github:<owner>/<repo>`.

    python3 tools/gen_package.py          # rewrite package.json
    python3 tools/gen_package.py --check  # exit 1 if package.json is out of date (CI)

mip reads package.json at the repository root; each entry of "urls" is
[destination on the board, source path relative to package.json].  It lists
the engine and the app (every .py a board runs, as source: mip installs .py;
`make flash` installs compiled .mpy instead).
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION = "0.1.0"


def files():
    sys.path.insert(0, ROOT)
    from runtimes.mpy import (
        CIRCUITPY_ROOT,
        CIRCUITPYTHON_ONLY,
        DRIVERS_DIR,
        SKIP,
        boards,
        driver_files,
        facts,
        is_circuitpython,
    )
    from tools.mpy_gate import board_sources

    # the drivers some MicroPython board's file names (DRIVERS); the others are CircuitPython's
    mp_drivers = {f for b in boards() if not is_circuitpython(b) for f in driver_files(facts(b)["DRIVERS"])}

    def micropython(f):  # CircuitPython's files go onto a CIRCUITPY drive (make flash), never via mip
        if f in SKIP or f in CIRCUITPYTHON_ONLY or f.startswith(CIRCUITPY_ROOT):
            return False
        if f.startswith(DRIVERS_DIR) and f != DRIVERS_DIR + "__init__.py" and f not in mp_drivers:
            return False
        return not (f.startswith("firmware/boards/") and is_circuitpython(f[16:-3]))

    return [f for f in (f.replace(os.sep, "/") for f in board_sources()) if micropython(f)]


def package():
    return {"urls": [[f, f] for f in files()], "deps": [], "version": VERSION}


def render():
    return json.dumps(package(), indent=1) + "\n"


def main(argv):
    path = os.path.join(ROOT, "package.json")
    text = render()
    if argv and argv[0] == "--check":
        try:
            with open(path) as f:
                cur = f.read()
        except OSError:
            cur = ""
        if cur != text:
            sys.stderr.write("package.json is out of date: run python3 tools/gen_package.py\n")
            return 1
        print("package.json: %d files, up to date" % len(package()["urls"]))
        return 0
    with open(path, "w") as f:
        f.write(text)
    print("package.json: %d files" % len(package()["urls"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
