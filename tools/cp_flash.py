#!/usr/bin/env python3
"""Copy a CircuitPython build onto a mounted CIRCUITPY drive, keeping the saves.

    python3 tools/cp_flash.py BOARD [--drive PATH]     (make flash BOARD=pybadge [DRIVE=/media/CIRCUITPY])
    python3 tools/cp_flash.py BOARD --zip [PATH]       (make cp-zip BOARD=pybadge: build/pybadge-CIRCUITPY.zip)

--zip makes the ready CIRCUITPY folder as a zip instead: code.py, boot.py, lib/ and
HOW-TO-INSTALL.txt, for an owner without a compiler (unzip onto the drive, press reset).

Steps: find the drive (DRIVE, else the usual mount points of a drive labelled CIRCUITPY) -> read
its boot_out.txt: it must be CircuitPython 10.x (this build's .mpy files come from CircuitPython
10's mpy-cross) on a board of BOARD's family -> build (tools/build.py) -> replace code.py, boot.py,
lib/engine_core, lib/games and lib/firmware; everything else on the drive (saved games, settings, names,
other libraries) stays; a code.py or boot.py already there that is not this app's own is kept
first in build/flash-backup/<time>/ on the computer (and said so).  Each failure stops with one
clear message and exit status 3.  The drive is read-only for the computer while the game may
write it (boot.py): hold a button while pressing reset, then flash.  After a flash CircuitPython
restarts code.py by itself but not boot.py, so the game cannot save until the badge's reset
button is pressed once: the last line says so (and the badge's menu, until then).
"""
import glob
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from runtimes.mpy import PACKAGES, ROOT, boards, build_circuitpy, facts  # noqa: E402
from runtimes.toolchains.circuitpython import CPBuildError  # noqa: E402

CP_MAJOR = 10  # the pinned source's version (../shared/vendor/CIRCUITPYTHON.md): its .mpy format
REPLACED = ("code.py", "boot.py") + tuple("lib/" + p for p in PACKAGES)


class FlashError(Exception):
    pass


def family(board):
    """The board IDs (boot_out.txt "Board ID:") the board's file accepts (its BOARD_IDS fact)."""
    return tuple(facts(board)["BOARD_IDS"]) if board in boards() else (board,)


def find_drive(drive=None):
    if drive:
        if not os.path.isdir(drive):
            raise FlashError("no drive at %s: connect the badge by USB (it shows up as CIRCUITPY) "
                             "and name its mount point with DRIVE=..." % drive)
        return drive
    user = os.environ.get("USER", "*")
    pats = ("/media/%s/CIRCUITPY" % user, "/media/*/CIRCUITPY", "/media/CIRCUITPY", "/run/media/*/CIRCUITPY",
            "/Volumes/CIRCUITPY", "/mnt/CIRCUITPY")
    for p in pats:
        found = sorted(glob.glob(p))
        if found:
            return found[0]
    raise FlashError("no CIRCUITPY drive found (looked in %s): connect the badge by USB, or name its mount "
                     "point with DRIVE=/path/to/CIRCUITPY" % ", ".join(pats))


def check_boot_out(drive, board):
    """(version, board id) from boot_out.txt, or FlashError saying what is wrong."""
    path = os.path.join(drive, "boot_out.txt")
    try:
        with open(path, errors="replace") as f:
            text = f.read()
    except OSError:
        raise FlashError("%s has no boot_out.txt: is this a CircuitPython drive? (install CircuitPython %d.x "
                         "from circuitpython.org first)" % (drive, CP_MAJOR))
    m = re.search(r"CircuitPython (\d+)\.(\d+)\.(\d+)\S*", text)
    if not m:
        raise FlashError("%s: boot_out.txt does not name a CircuitPython version: %r" % (path, text[:120]))
    version = m.group(0).split()[1]
    if int(m.group(1)) != CP_MAJOR:
        raise FlashError("the board runs CircuitPython %s; this build's .mpy files need CircuitPython %d.x "
                         "(install it from circuitpython.org/board/%s, then flash again)"
                         % (version, CP_MAJOR, board))
    bid = re.search(r"Board ID:\s*(\S+)", text)
    bid = bid.group(1) if bid else None
    if bid is not None and bid not in family(board):
        raise FlashError("the drive belongs to a '%s' board, not %s (%s): flash with the matching BOARD="
                         % (bid, board, "/".join(family(board))))
    return version, bid


def backup(build_dir, drive, stamp=None):
    """Copy the drive's code.py and boot.py to build/flash-backup/<stamp>/ when they differ from
    the ones about to replace them (someone's own program); returns that folder, or None."""
    import time
    kept = []
    for name in ("code.py", "boot.py"):
        old, new = os.path.join(drive, name), os.path.join(build_dir, name)
        try:
            with open(old, "rb") as f:
                data = f.read()
        except OSError:
            continue
        try:
            with open(new, "rb") as f:
                if f.read() == data:
                    continue
        except OSError:
            pass
        kept.append((name, data))
    if not kept:
        return None
    dest = os.path.join(ROOT, "build", "flash-backup", stamp or time.strftime("%Y%m%d-%H%M%S"))
    os.makedirs(dest, exist_ok=True)
    for name, data in kept:
        with open(os.path.join(dest, name), "wb") as f:
            f.write(data)
    return dest


def copy(build_dir, drive):
    """Replace this app's files on the drive; returns the number of files written."""
    probe = os.path.join(drive, ".cp_flash_probe")
    try:
        with open(probe, "w") as f:
            f.write("1")
        os.remove(probe)
    except OSError as e:
        raise FlashError("cannot write %s (%s): boot.py gives the drive to the game; hold a button (e.g. START) "
                         "while pressing reset, then flash again" % (drive, e.strerror or e))
    for rel in REPLACED:
        p = os.path.join(drive, rel)
        if os.path.isdir(p):
            shutil.rmtree(p)
    n = 0
    for dirpath, _, files in os.walk(build_dir):
        rel = os.path.relpath(dirpath, build_dir)
        dst = os.path.join(drive, rel) if rel != "." else drive
        os.makedirs(dst, exist_ok=True)
        for f in sorted(files):
            shutil.copyfile(os.path.join(dirpath, f), os.path.join(dst, f))
            n += 1
    if hasattr(os, "sync"):
        os.sync()
    return n


OWNER_STEPS = """Pocket card console for the Adafruit %(title)s (CircuitPython %(major)d.x)

1. CircuitPython %(major)d.x on the badge (once): download the .UF2 file for your board from
   https://circuitpython.org/board/%(board)s/ , double-press the badge's reset button (the
   lights turn green; a drive named %(boot)s appears), and drag the .UF2 onto that drive.
   The badge restarts and a drive named CIRCUITPY appears.
2. Copy everything in this zip (code.py, boot.py and the lib folder) onto CIRCUITPY, replacing
   what is there (keep a copy of your own code.py first if it matters to you). Your saved games,
   settings and other libraries on the drive stay.
3. Press the badge's reset button once, no other button held. The menu appears and games save.
   (Right after copying, CircuitPython restarts the game by itself but skips boot.py: until this
   reset the game cannot save, and its menu says so.)
4. From then on the drive is the game's and read-only for the computer. To copy files again (a
   newer version of this zip): Settings > USB drive to computer on the badge, or
   hold any button while pressing reset; copy, then press reset.
"""


def make_zip(board, path=None):
    """The CIRCUITPY folder for BOARD as a zip (build/BOARD-CIRCUITPY.zip): returns its path."""
    import zipfile
    try:
        top, _, errors = build_circuitpy(board, os.path.join(ROOT, "build"))
    except CPBuildError as e:
        raise FlashError(str(e))
    if errors:
        raise FlashError("build failed: " + "; ".join(errors))
    path = path or os.path.join(ROOT, "build", "%s-CIRCUITPY.zip" % board)
    info = {"title": {"pybadge": "PyBadge / PyBadge LC / EdgeBadge", "pygamer": "PyGamer"}.get(board, board),
            "major": CP_MAJOR, "board": board, "boot": "PYGAMERBOOT" if board == "pygamer" else "PYBADGEBOOT"}
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for dirpath, dirnames, files in os.walk(top):
            dirnames.sort()
            for f in sorted(files):
                full = os.path.join(dirpath, f)
                z.write(full, os.path.relpath(full, top).replace(os.sep, "/"))
        z.writestr("HOW-TO-INSTALL.txt", OWNER_STEPS % info)
    return path


def flash(board, drive=None):
    d = find_drive(drive)
    version, bid = check_boot_out(d, board)
    try:
        top, _, errors = build_circuitpy(board, os.path.join(ROOT, "build"))
    except CPBuildError as e:
        raise FlashError(str(e))
    if errors:
        raise FlashError("build failed: " + "; ".join(errors))
    kept = backup(top, d)
    if kept:
        print("flash: the drive's own %s kept in %s" % (
            " and ".join(sorted(f for f in os.listdir(kept))), os.path.relpath(kept, os.getcwd())))
    n = copy(top, d)
    print("flash: %d files onto %s (CircuitPython %s, %s); saves kept." % (n, d, version, bid or "board id not given"))
    print("flash: the badge restarts the game by itself, but it cannot save until you press its RESET "
          "button once (no button held): CircuitPython's restart after a copy skips boot.py.")


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    board, drive = argv[0], None
    if len(argv) in (2, 3) and argv[1] == "--zip":
        try:
            path = make_zip(board, argv[2] if len(argv) == 3 else None)
        except FlashError as e:
            sys.stderr.write("zip: %s\n" % e)
            return 3
        print("zip: %s (%d bytes): unzip its contents onto the CIRCUITPY drive, then press reset; "
              "HOW-TO-INSTALL.txt inside has the steps" % (os.path.relpath(path), os.path.getsize(path)))
        return 0
    if len(argv) == 3 and argv[1] == "--drive":
        drive = argv[2] or None
    elif len(argv) != 1:
        sys.stderr.write("usage: cp_flash.py BOARD [--drive PATH] | BOARD --zip [PATH]\n")
        return 2
    try:
        flash(board, drive)
    except FlashError as e:
        sys.stderr.write("flash: %s\n" % e)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
