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
from runtimes.toolchains import ROOT, read_text, sha256
from runtimes.toolchains.lock import one_at_a_time

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


@one_at_a_time('micropython')
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


@one_at_a_time('micropython')
def mpy_cross(src):
    exe = os.path.join(src, "mpy-cross", "build", "mpy-cross")
    if not os.path.exists(exe):
        log("mpy-cross")
    run(["make", JOBS, "-C", os.path.join(src, "mpy-cross")])
    return exe


@one_at_a_time('micropython')
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


@one_at_a_time('micropython')
def firmware(kind="frozen", heap="192K", src=None):
    """build/emu/fw-<kind>-<heap>/firmware.elf.  Another heap size of a kind already built reuses
    its objects: only main.c (the only user of MICROPY_HEAP_SIZE) is compiled again.

    Up to date is decided by content, not by file times (as tools/rp2040/build.py does for its
    UF2s): the digest of the build's inputs (_inputs_key: make's arguments, the board config, the
    manifests, and for the frozen kind every module it freezes) is kept beside the ELF, and an
    ELF whose digest matches is used without running make.  When the frozen modules' digest
    differs, their compiled .mpy are removed first: MicroPython's makemanifest.py compiles a
    module again only when its source is newer than its .mpy, so a checkout that brings older
    times left the old code frozen in, and tools/emu measured it without a word."""
    if kind not in KINDS:
        raise SystemExit("emu: kind must be one of %s" % ", ".join(KINDS))
    src = src or source()
    n = heap_bytes(heap)
    build = fw_dir(kind, n)
    manifest = os.path.join(HERE, "manifest_%s.py" % kind)
    args = ["make", JOBS, "-C", os.path.join(src, "ports", "qemu"), "BOARD=MPS2_AN385", "BOARD_DIR=" + BOARD_DIR,
            "BUILD=" + build, "FROZEN_MANIFEST=" + manifest, "MPY_LIB_DIR=" + _mpy_lib_dir(),
            "MICROPY_HEAP_SIZE=%d" % n]
    frozen, key = _inputs_key(kind, args)
    elf = os.path.join(build, "firmware.elf")
    done = os.path.join(build, ".inputs")
    if os.path.exists(elf) and read_text(done) == frozen + "\n" + key:
        log("firmware %s, heap %s: %s is up to date" % (kind, heap_name(n), os.path.relpath(elf, ROOT)))
        return elf
    mpy_cross(src)
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
    old = read_text(done)
    if old is None or old.split("\n")[0] != frozen:
        # the frozen modules changed (or nothing says what was frozen): every one compiled again
        shutil.rmtree(os.path.join(build, "frozen_mpy"), ignore_errors=True)
    log("firmware %s, heap %s -> %s" % (kind, heap_name(n), os.path.relpath(build, ROOT)))
    run(args)
    with open(stamp, "w") as f:
        f.write(str(n))
    with open(cstamp, "w") as f:
        f.write(config)
    with open(done, "w") as f:
        f.write(frozen + "\n" + key)
    return elf


# what the frozen firmware freezes (firmware/manifest.py's packages), relative to the root
FROZEN = ("engine_core", "games", "firmware")


def _frozen_files():
    """Every .py the frozen kind's manifest may freeze, relative to the root, sorted."""
    out = []
    for top in FROZEN:
        for d, subs, files in os.walk(os.path.join(ROOT, top)):
            subs[:] = sorted(s for s in subs if s != "__pycache__")
            out += [os.path.relpath(os.path.join(d, f), ROOT) for f in files if f.endswith(".py")]
    return sorted(out)


def _inputs_key(kind, args):
    """(frozen, key): digests of the frozen modules (their names and content; "" for the plain
    kind, which freezes none) and of the rest of the build's inputs (make's arguments, the board
    config, the manifests)."""
    h = hashlib.sha256()
    if kind == "frozen":
        for rel in _frozen_files():
            with open(os.path.join(ROOT, rel), "rb") as f:
                h.update(rel.encode() + b"\0" + hashlib.sha256(f.read()).digest())
    frozen = h.hexdigest() if kind == "frozen" else ""
    h = hashlib.sha256(" ".join(args).encode() + b"\0" + _board_config_digest().encode())
    for path in (os.path.join(HERE, "manifest_%s.py" % kind), os.path.join(ROOT, "firmware", "manifest.py")):
        with open(path, "rb") as f:
            h.update(f.read())
    return frozen, h.hexdigest()


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
