#!/usr/bin/env python3
"""One firmware file per RP2040 board: MicroPython v1.28.0 for the RP2040 with the app frozen in.

    python3 tools/rp2040/build.py BOARD [BOARD ...]     (make firmware BOARD=pico_lcd114)
    python3 tools/rp2040/build.py --all                 every RP2040 board profile

Gives build/firmware/<board>.uf2 (and <board>.elf beside it): the stock RPI_PICO port with the
engine, the app and only that board's own file frozen in (the list of modules is tools/build.py's
sources(board), the one `make build` copies to a board), plus a frozen firmware/board_config.py
naming the board and a frozen main.py that starts the app.  MicroPython runs a frozen main.py
before any main.py on the filesystem, so the board boots into the launcher with no other file on
it; the littlefs at 0xA0000 (the saves) is outside the UF2, so saves survive re-flashing.

The sources come from $RP2040_VENDOR (a directory holding the tarballs below), else
../shared/vendor/ beside the repository; each tarball's sha256 is checked against that
directory's README.md.  Nothing is downloaded.  Everything goes under build/ (never committed):
    build/rp2040/src/micropython/   the assembled tree (pico-sdk, TinyUSB, micropython-lib and
                                    Mbed TLS in lib/), extracted once
    build/rp2040/picotool/          picotool 2.2.0 (no libusb: only makes UF2s), built once
    build/rp2040/port/              the port's CMake build directory, shared by every board: a
                                    rebuild after an app change (or another board) only
                                    re-freezes and links (seconds); a clean one is ~5 min on 2 cores
Needs the Debian packages gcc-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-newlib
cmake (installed with apt-get when root: tools/rp2040/deps.py).
"""
import fcntl
import hashlib
import os
import shutil
import sys
import tarfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes import toolchains  # noqa: E402

OUT = os.path.join(ROOT, "build", "rp2040")
FW_OUT = os.path.join(ROOT, "build", "firmware")
TREE = os.path.join(OUT, "src", "micropython")
PICOTOOL_PREFIX = os.path.join(OUT, "picotool")
PORT_BUILD = os.path.join(OUT, "port")
GEN = os.path.join(OUT, "gen")  # the generated manifest, board_config.py and main.py
JOBS = os.environ.get("RP2040_JOBS", "-j2")
# The GC's mark stack: the rp2 port keeps upstream's 64 entries without PSRAM (16 bits each); the
# app's heap overflows that, and each overflow rescans the heap (a collection at a table 4.8 ms
# instead of 2.1 on the emulated M3, and dependent on heap layout: runtimes/toolchains/emu_board/
# mpconfigboard.mk).  1024 entries, as the port has with PSRAM: 2 KiB of static RAM.
# The Python stack (MICROPY_ENABLE_PYSTACK): a call's frame from a static buffer instead of the GC
# heap, as on the emulated board (runtimes/toolchains/emu_board/pystack.h, force-included into
# py/runtime.c by speed.cmake, which sets it up on every reset; its size is there).
GC_STACK = "MICROPY_ALLOC_GC_STACK_SIZE=1024;MICROPY_ENABLE_PYSTACK=1"
PYSTACK_H = os.path.join(ROOT, "runtimes", "toolchains", "emu_board", "pystack.h")
# The hot C compiled for speed (-O2 instead of the port's -Os): tools/rp2040/speed.cmake
SPEED = os.path.join(HERE, "speed.cmake")

# (tarball, where in the tree it goes: "" is the top)
TARBALLS = (
    ("micropython-1.28.0.tar.gz", ""),
    ("pico-sdk-2.2.0.tar.gz", "lib/pico-sdk"),
    ("tinyusb-aa0fc2e.tar.gz", "lib/tinyusb"),
    ("micropython-lib-8380c7b.tar.gz", "lib/micropython-lib"),
    ("mbedtls_3.6.6.orig.tar.bz2", "lib/mbedtls"),
)
PICOTOOL = "picotool-2.2.0.tar.gz"


def log(msg):
    print("rp2040: " + msg, flush=True)


def run(cmd, **kw):
    return toolchains.run("rp2040", cmd, tail=8000, **kw)


def vendor_dir():
    d = os.environ.get("RP2040_VENDOR") or os.path.join(ROOT, "..", "shared", "vendor")
    return os.path.abspath(d)


_sha256 = toolchains.sha256
_readme_sha = toolchains.vendored_sha256


def tarball(name):
    vendor = vendor_dir()
    path = os.path.join(vendor, name)
    if not os.path.exists(path):
        raise SystemExit("rp2040: %s not found (set RP2040_VENDOR to a directory holding the pinned "
                         "tarballs; see ../shared/vendor/README.md)" % path)
    want = _readme_sha(vendor, name)
    got = _sha256(path)
    if want and want != got:
        raise SystemExit("rp2040: %s has sha256 %s, %s/README.md says %s" % (path, got, vendor, want))
    return path


def _extract_stripped(path, dest):
    """Extract a tarball into dest with its single top folder stripped."""
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(path) as t:
        members = []
        for m in t.getmembers():
            parts = m.name.split("/", 1)
            if len(parts) < 2 or not parts[1]:
                continue
            m.name = parts[1]
            if m.islnk():
                m.linkname = m.linkname.split("/", 1)[-1]
            members.append(m)
        kw = {"filter": "tar"} if sys.version_info >= (3, 12) else {}
        t.extractall(dest, members=members, **kw)


def tree():
    """The assembled MicroPython tree with the rp2 port's submodules filled in (once)."""
    stamp = os.path.join(TREE, ".assembled")
    key = " ".join(n for n, _ in TARBALLS)
    if os.path.exists(stamp) and open(stamp).read() == key:
        return TREE
    shutil.rmtree(TREE, ignore_errors=True)
    for name, sub in TARBALLS:
        log("extracting %s%s" % (name, " into " + sub if sub else ""))
        _extract_stripped(tarball(name), os.path.join(TREE, sub) if sub else TREE)
    with open(stamp, "w") as f:
        f.write(key)
    return TREE


def picotool(src):
    """build/rp2040/picotool/picotool (its CMake package dir), built once from the tarball."""
    pkg = os.path.join(PICOTOOL_PREFIX, "picotool")
    if os.path.exists(os.path.join(pkg, "picotoolConfig.cmake")):
        return pkg
    srcdir = os.path.join(OUT, "src", "picotool")
    shutil.rmtree(srcdir, ignore_errors=True)
    log("extracting %s" % PICOTOOL)
    _extract_stripped(tarball(PICOTOOL), srcdir)
    b = os.path.join(OUT, "picotool-build")
    log("building picotool 2.2.0")
    run(["cmake", "-S", srcdir, "-B", b, "-DPICO_SDK_PATH=" + os.path.join(src, "lib", "pico-sdk"),
         "-DPICOTOOL_NO_LIBUSB=1", "-DPICOTOOL_FLAT_INSTALL=1", "-DCMAKE_INSTALL_PREFIX=" + PICOTOOL_PREFIX])
    run(["make", JOBS, "-C", b, "install"])
    if not os.path.exists(os.path.join(pkg, "picotoolConfig.cmake")):
        raise SystemExit("rp2040: picotool installed no %s/picotoolConfig.cmake" % pkg)
    return pkg


def boards():
    """The RP2040 board profiles: the board files whose CHIP fact is "rp2040" (firmware/boards/__init__.py)."""
    from host_sim.board_facts import facts
    from runtimes.mpy import boards as all_boards
    return [b for b in all_boards() if facts(b).get("CHIP") == "rp2040"]


def _mip(board):
    """The micropython-lib packages the board file's MIP fact names (pico_ssd1306: ssd1306)."""
    from host_sim.board_facts import facts
    return tuple(facts(board).get("MIP", ()))


def manifest(board):
    """Write build/rp2040/gen/manifest.py (+ board_config.py and main.py) for the board."""
    from runtimes.mpy import MAIN_PY, sources
    gen = os.path.join(GEN, "py")
    os.makedirs(os.path.join(gen, "firmware"), exist_ok=True)
    files = {
        os.path.join(gen, "firmware", "board_config.py"):
            "# written by tools/rp2040/build.py: this firmware's board\nPROFILE = %r\n" % board,
        os.path.join(gen, "main.py"): MAIN_PY.replace("tools/build.py", "tools/rp2040/build.py (frozen)"),
    }
    lines = ["# written by tools/rp2040/build.py for %s: the port's own modules, then exactly the" % board,
             "# modules tools/build.py sources() puts on that board (engine, app, its board file)",
             'include("$(PORT_DIR)/boards/manifest.py")']
    for name in _mip(board):
        lines.append("require(%r)" % name)
    for rel in sources(board):
        # firmware/manifest.py freezes the app and the games with opt=3 and the engine at the default
        opt = ", opt=3" if rel.startswith(("firmware/", "games/")) else ""
        lines.append("module(%r, base_path=%r%s)" % (rel, ROOT, opt))
    lines.append("module('firmware/board_config.py', base_path=%r, opt=3)" % gen)
    lines.append("module('main.py', base_path=%r)" % gen)
    files[os.path.join(GEN, "manifest.py")] = "\n".join(lines) + "\n"
    for path, text in files.items():
        old = open(path).read() if os.path.exists(path) else None
        if old != text:  # unchanged files keep their time stamps
            with open(path, "w") as f:
                f.write(text)
    return os.path.join(GEN, "manifest.py")


def firmware(board):
    """build/firmware/<board>.uf2; returns its path."""
    if board not in boards():
        raise SystemExit("rp2040: %r is not an RP2040 board profile (%s)" % (board, ", ".join(boards())))
    from tools.rp2040.deps import require
    require("build")
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one build dir for every board: one build at a time
        t0 = time.time()
        src = tree()
        pkg = picotool(src)
        man = manifest(board)
        args = ["cmake", "-S", os.path.join(src, "ports", "rp2"), "-B", PORT_BUILD,
                "-DMICROPY_BOARD=RPI_PICO",
                "-DMICROPY_BOARD_DIR=" + os.path.join(src, "ports", "rp2", "boards", "RPI_PICO"),
                "-Dpicotool_DIR=" + pkg, "-DMICROPY_FROZEN_MANIFEST=" + man,
                "-DMICROPY_DEF_BOARD=" + GC_STACK, "-DCMAKE_PROJECT_firmware_INCLUDE=" + SPEED,
                "-DBOARD_PYSTACK_H=" + PYSTACK_H]
        # the board's UF2 is up to date when everything that goes into it is as it was when it was
        # made: a second call (the tests build each board once, then run it) costs no re-freeze
        key = _inputs_key(board, args, man)
        uf2 = os.path.join(FW_OUT, board + ".uf2")
        done = os.path.join(FW_OUT, board + ".inputs")
        if os.path.exists(uf2) and toolchains.read_text(done) == key:
            log("%s: %s is up to date" % (board, os.path.relpath(uf2, ROOT)))
            return uf2
        stamp = os.path.join(PORT_BUILD, ".configured")
        if not os.path.exists(os.path.join(PORT_BUILD, "Makefile")) or toolchains.read_text(stamp) != " ".join(args):
            # other arguments (a moved or copied checkout, another source tree): CMake's cache
            # would keep the old paths ("Invalid MICROPY_BOARD specified"), so begin afresh
            if os.path.isdir(PORT_BUILD):
                shutil.rmtree(PORT_BUILD)
            log("configuring the port (RPI_PICO) in %s" % os.path.relpath(PORT_BUILD, ROOT))
            run(args)
            with open(stamp, "w") as f:
                f.write(" ".join(args))
        log("building %s (frozen app) in %s" % (board, os.path.relpath(PORT_BUILD, ROOT)))
        run(["make", JOBS, "-C", PORT_BUILD])
        os.makedirs(FW_OUT, exist_ok=True)
        for ext in ("uf2", "elf", "bin"):
            shutil.copyfile(os.path.join(PORT_BUILD, "firmware." + ext), os.path.join(FW_OUT, board + "." + ext))
        with open(done, "w") as f:
            f.write(key)
        size = os.path.getsize(os.path.join(FW_OUT, board + ".bin"))
        log("%s: %s (image %d bytes, %.0f%% of the 640 KiB before the littlefs; %.0f s)"
            % (board, os.path.relpath(uf2, ROOT), size, 100.0 * size / (640 * 1024), time.time() - t0))
        if size > 640 * 1024:
            raise SystemExit("rp2040: the image would overlap the littlefs at 0xA0000")
        return uf2


def _inputs_key(board, args, man):
    """A digest of what the board's firmware is made from: the port's cmake arguments, the
    assembled tree, speed.cmake, pystack.h, the generated manifest, board_config.py and main.py,
    and the content of every module it freezes."""
    from runtimes.mpy import sources
    h = hashlib.sha256()
    h.update(" ".join(args).encode())
    gen = os.path.join(GEN, "py")
    for path in ([os.path.join(TREE, ".assembled"), SPEED, PYSTACK_H, man,
                  os.path.join(gen, "firmware", "board_config.py"), os.path.join(gen, "main.py")]
                 + [os.path.join(ROOT, rel) for rel in sources(board)]):
        h.update(path.encode() + b"\0")
        with open(path, "rb") as f:
            h.update(hashlib.sha256(f.read()).digest())
    return h.hexdigest()


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        raise SystemExit(__doc__)
    for board in boards() if argv == ["--all"] else argv:
        firmware(board)


if __name__ == "__main__":
    main(sys.argv[1:])
