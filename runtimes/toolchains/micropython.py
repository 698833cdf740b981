#!/usr/bin/env python3
"""Build the board in emulation from upstream MicroPython v1.28.0 (`make emu`).

    python -m runtimes.toolchains.micropython                 everything below (incremental)
    python -m runtimes.toolchains.micropython unix32          only the 32-bit unix port
    python -m runtimes.toolchains.micropython fw frozen 192K  one firmware (kind frozen|plain, any heap)

Into build/emu/ (never committed):
    unix32/micropython        the 32-bit unix port (a 32-bit board's object sizes, real MemoryError)
    fw-frozen-192K/firmware.elf   QEMU MPS2_AN385 (Cortex-M3, bare metal): engine + app frozen in
    fw-frozen-100K/firmware.elf   the same with the heap of an ESP32 without PSRAM
    fw-plain-192K/firmware.elf    no app inside: it loads the app's .mpy from its littlefs
    fw-plain-100K/firmware.elf
The firmware's board config is ours (runtimes/toolchains/emu_board/: MPS2_AN385 plus littlefs); the heap is the
port's fixed C array (MICROPY_HEAP_SIZE).  The source comes from $MICROPYTHON_SRC (a checkout or
a tarball), else ../shared/vendor/micropython-1.28.0.tar.gz (its sha256 checked against
../shared/vendor/README.md), else a clone of the upstream tag (its commit checked).
Needs gcc-multilib, gcc-arm-none-eabi and libnewlib-arm-none-eabi (runtimes/toolchains/deps.py).
"""
import hashlib
import os
import shutil
import sys
import tarfile

from runtimes import toolchains
from runtimes.toolchains import ROOT, sha256

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(ROOT, "build", "emu")
SRC_ROOT = os.path.join(ROOT, "build", "src")
TAG = "v1.28.0"
COMMIT = "e0e9fbb17ed6fd06bb76e266ae554784c9c80804"
TARBALL = os.path.join(ROOT, "..", "shared", "vendor", "micropython-1.28.0.tar.gz")
UPSTREAM = "https://github.com/micropython/micropython"
BOARD_DIR = os.path.join(HERE, "emu_board")
HEAPS = ("192K", "100K")  # a Pico's usable heap; an ESP32 without PSRAM
KINDS = ("frozen", "plain")
JOBS = "-j2"


def log(msg):
    print("emu: " + msg, flush=True)


def run(cmd, **kw):
    return toolchains.run("emu", cmd, **kw)


def vendored_sha256():
    got = toolchains.vendored_sha256(os.path.dirname(TARBALL), "micropython-1.28.0.tar.gz")
    if got is None:
        raise SystemExit("emu: no sha256 for micropython-1.28.0.tar.gz in %s"
                         % os.path.join(os.path.dirname(TARBALL), "README.md"))
    return got


def extract(tarball, want=None):
    """Extract a MicroPython tarball under build/src (once per checksum); return its top dir."""
    digest = sha256(tarball)
    if want and digest != want:
        raise SystemExit("emu: %s has sha256 %s, README.md says %s: refusing to build from it"
                         % (tarball, digest, want))
    dest = os.path.join(SRC_ROOT, "mp-" + digest[:12])
    stamp = os.path.join(dest, ".extracted")
    if not os.path.exists(stamp):
        shutil.rmtree(dest, ignore_errors=True)
        os.makedirs(dest)
        log("extracting %s" % tarball)
        with tarfile.open(tarball) as t:
            kw = {"filter": "tar"} if sys.version_info >= (3, 12) else {}
            t.extractall(dest, **kw)
        open(stamp, "w").close()
    tops = [d for d in os.listdir(dest) if os.path.isdir(os.path.join(dest, d))]
    return os.path.join(dest, tops[0]) if len(tops) == 1 else dest


def source():
    env = os.environ.get("MICROPYTHON_SRC")
    if env:
        env = os.path.abspath(env)
        if os.path.isfile(env):
            return extract(env)
        if not os.path.isdir(os.path.join(env, "ports", "qemu")):
            raise SystemExit("emu: MICROPYTHON_SRC=%s is not a MicroPython tree (no ports/qemu)" % env)
        return env
    if os.path.exists(TARBALL):
        return extract(TARBALL, vendored_sha256())
    dest = os.path.join(SRC_ROOT, "micropython-" + TAG)
    if not os.path.isdir(os.path.join(dest, "ports", "qemu")):
        log("cloning %s at %s" % (UPSTREAM, TAG))
        shutil.rmtree(dest, ignore_errors=True)
        run(["git", "clone", "-q", "--depth", "1", "--branch", TAG, UPSTREAM, dest])
    head = run(["git", "-C", dest, "rev-parse", "HEAD"]).strip()
    if head != COMMIT:
        raise SystemExit("emu: %s is at %s, not %s (%s)" % (dest, head, COMMIT, TAG))
    return dest


def heap_bytes(text):
    text = str(text).upper()
    return int(text[:-1]) * 1024 if text.endswith("K") else int(text)


def heap_name(n):
    return "%dK" % (n // 1024) if n % 1024 == 0 else str(n)


def asm_include():
    """Debian's multilib has no asm/ headers for -m32: a dir holding an `asm` symlink fixes it."""
    d = os.path.join(OUT, "inc")
    link = os.path.join(d, "asm")
    if not os.path.islink(link):
        os.makedirs(d, exist_ok=True)
        target = "/usr/include/x86_64-linux-gnu/asm"
        if not os.path.isdir(target):
            raise SystemExit("emu: %s missing (install gcc-multilib / linux-libc-dev)" % target)
        os.symlink(target, link)
    return d


def mpy_cross(src):
    exe = os.path.join(src, "mpy-cross", "build", "mpy-cross")
    if not os.path.exists(exe):
        log("mpy-cross")
    run(["make", JOBS, "-C", os.path.join(src, "mpy-cross")])
    return exe


def unix32(src=None):
    """build/emu/unix32/micropython (make only redoes what changed)."""
    src = src or source()
    mpy_cross(src)
    build = os.path.join(OUT, "unix32")
    exe = os.path.join(build, "micropython")
    log("unix32 -> %s" % os.path.relpath(exe, ROOT))
    run(["make", JOBS, "-C", os.path.join(src, "ports", "unix"), "BUILD=" + build, "PROG=micropython",
         "MICROPY_FORCE_32BIT=1", "MICROPY_PY_FFI=0", "MICROPY_PY_BTREE=0", "MICROPY_PY_SSL=0",
         "MICROPY_SSL_MBEDTLS=0", "MICROPY_SSL_AXTLS=0", "FROZEN_MANIFEST=", "CFLAGS_EXTRA=-I" + asm_include()])
    return exe


def _mpy_lib_dir():
    # the frozen manifest requires nothing from micropython-lib; the build only wants the dir
    d = os.path.join(OUT, "no-mpy-lib")
    if not os.path.exists(os.path.join(d, "README.md")):
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "README.md"), "w") as f:
            f.write("Empty stand-in for micropython-lib: the emulated board's manifests need none of it.\n")
    return d


def _board_config_digest():
    h = hashlib.sha256()
    for f in sorted(os.listdir(BOARD_DIR)):
        with open(os.path.join(BOARD_DIR, f), "rb") as fh:
            h.update(f.encode() + b"\0" + fh.read())
    return h.hexdigest()


def fw_dir(kind, heap):
    return os.path.join(OUT, "fw-%s-%s" % (kind, heap_name(heap_bytes(heap))))


def firmware(kind="frozen", heap="192K", src=None):
    """build/emu/fw-<kind>-<heap>/firmware.elf.  Another heap size of a kind already built reuses
    its objects: only main.c (the only user of MICROPY_HEAP_SIZE) is compiled again."""
    if kind not in KINDS:
        raise SystemExit("emu: kind must be one of %s" % ", ".join(KINDS))
    src = src or source()
    mpy_cross(src)
    n = heap_bytes(heap)
    build = fw_dir(kind, n)
    stamp = os.path.join(build, ".heap")
    if not os.path.isdir(build):
        seeds = [fw_dir(kind, h) for h in HEAPS]
        seeds += [os.path.join(OUT, d) for d in sorted(os.listdir(OUT)) if d.startswith("fw-%s-" % kind)]
        seed = next((s for s in seeds if os.path.exists(os.path.join(s, "firmware.elf"))), None)
        if seed:
            shutil.copytree(seed, build, symlinks=True)
            for f in ("main.o", "main.d", "firmware.elf", "firmware.map"):
                if os.path.exists(os.path.join(build, f)):
                    os.remove(os.path.join(build, f))
    config = _board_config_digest()
    cstamp = os.path.join(build, ".board-config")
    if os.path.exists(cstamp) and open(cstamp).read().strip() != config:
        shutil.rmtree(build)  # make does not track flags: a changed board config rebuilds all
    main_o = os.path.join(build, "main.o")
    if os.path.exists(stamp) and open(stamp).read().strip() != str(n) and os.path.exists(main_o):
        os.remove(main_o)  # the heap size changed under the same name
    manifest = os.path.join(HERE, "manifest_%s.py" % kind)
    log("firmware %s, heap %s -> %s" % (kind, heap_name(n), os.path.relpath(build, ROOT)))
    run(["make", JOBS, "-C", os.path.join(src, "ports", "qemu"), "BOARD=MPS2_AN385", "BOARD_DIR=" + BOARD_DIR,
         "BUILD=" + build, "FROZEN_MANIFEST=" + manifest, "MPY_LIB_DIR=" + _mpy_lib_dir(),
         "MICROPY_HEAP_SIZE=%d" % n])
    with open(stamp, "w") as f:
        f.write(str(n))
    with open(cstamp, "w") as f:
        f.write(config)
    return os.path.join(build, "firmware.elf")


def all_builds():
    from runtimes.toolchains.deps import require
    require("build")
    src = source()
    unix32(src)
    for kind in KINDS:
        for heap in HEAPS:
            firmware(kind, heap, src)
    log("done: build/emu/")


def main(argv):
    if not argv:
        all_builds()
    elif argv[0] == "unix32":
        print(unix32())
    elif argv[0] == "fw" and len(argv) in (2, 3):
        print(firmware(argv[1], argv[2] if len(argv) > 2 else "192K"))
    elif argv[0] == "src":
        print(source())
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
