#!/usr/bin/env python3
"""The CircuitPython unix port and its mpy-cross, built once into build/cp/ (never committed).

    python -m runtimes.toolchains.circuitpython          build if missing, print the two paths
    python -m runtimes.toolchains.circuitpython --check  exit 0 if built, else 1
    python -m runtimes.toolchains.circuitpython --32     also a 32-bit build, build/cp32/micropython (heap figures)

Source, first found: $CIRCUITPYTHON_SRC (a source tarball like the vendored one, or a source
directory), else ../shared/vendor/circuitpython-unix-src.tar.gz (its sha256 checked against
../shared/vendor/README.md's pin), else a clone of github.com/adafruit/circuitpython at the pinned
commit (with the four submodules the unix port needs).  The vendored script
../shared/vendor/build-circuitpython-unix.sh builds both (about 30 s on 2 cores).  Build tools
missing (gcc, g++, make, python3-venv): installed with apt-get when running as root, else named
(exit 3).
"""
import os
import shutil
import subprocess
import sys
import tempfile

from runtimes.toolchains import ROOT, sha256
from runtimes.toolchains.lock import one_at_a_time

VENDOR = os.path.normpath(os.path.join(ROOT, "..", "shared", "vendor"))
TARBALL = os.path.join(VENDOR, "circuitpython-unix-src.tar.gz")
SCRIPT = os.path.join(VENDOR, "build-circuitpython-unix.sh")
SHA256 = "ff3a3fa7336ad1818e7975a3b98afeb13dd52397dcb4bf6da7f7191990839df9"
COMMIT = "cd3da4a5d894a9648871db7188fc38ee4b344cd4"
UPSTREAM = "https://github.com/adafruit/circuitpython"
SUBMODULES = ("extmod/ulab", "lib/mp3", "lib/quirc", "lib/adafruit_floppy")
OUT = os.path.join(ROOT, "build", "cp")
BINARY = os.path.join(OUT, "micropython")
MPY_CROSS = os.path.join(OUT, "mpy-cross")
APT = ("build-essential", "python3-venv")
BINARY32 = os.path.join(ROOT, "build", "cp32", "micropython")
# The 32-bit build (a SAMD51's object sizes, for tools/cp_heap.py): the vendored script's make line
# plus MICROPY_FORCE_32BIT=1; Debian's multilib lacks asm/ for -m32 (a symlink to the 64-bit one
# serves) and g++'s 32-bit headers, so the coverage variant's one C++ file is left out and its
# one symbol defined in C.
APT32 = ("gcc-multilib",)
_STUB32 = """#include "py/obj.h"
static mp_obj_t stub(void) { return mp_const_none; }
MP_DEFINE_CONST_FUN_OBJ_0(extra_cpp_coverage_obj, stub);
"""


class CPBuildError(Exception):
    pass


def built():
    return os.path.exists(BINARY) and os.path.exists(MPY_CROSS)


def _missing_tools():
    out = [t for t in ("gcc", "g++", "make", "strip") if shutil.which(t) is None]
    if subprocess.run(["python3", "-c", "import venv, ensurepip"], capture_output=True).returncode:
        out.append("python3-venv")
    return out


@one_at_a_time('apt')
def ensure_tools():
    missing = _missing_tools()
    if not missing:
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print("circuitpython: installing %s (missing: %s)" % (" ".join(APT), " ".join(missing)))
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
        r = subprocess.run(["apt-get", "install", "-y", "-qq"] + list(APT), env=env)
        if r.returncode == 0 and not _missing_tools():
            return
    raise CPBuildError("building the CircuitPython unix port needs %s: apt-get install %s"
                       % (", ".join(missing), " ".join(APT)))


def _tar_dir(src, tmp):
    """A tarball of a source directory, with one top directory as the script expects."""
    out = os.path.join(tmp, "src.tar.gz")
    src = os.path.abspath(src)
    subprocess.run(["tar", "-czf", out, "--exclude=.git", "-C", os.path.dirname(src), os.path.basename(src)],
                   check=True)
    return out


def _clone(tmp):
    d = os.path.join(tmp, "circuitpython")
    print("circuitpython: no vendored source; cloning %s at %s" % (UPSTREAM, COMMIT[:10]))
    for cmd in (["git", "init", "-q", d],
                ["git", "-C", d, "fetch", "-q", "--depth", "1", UPSTREAM, COMMIT],
                ["git", "-C", d, "checkout", "-q", "FETCH_HEAD"],
                ["git", "-C", d, "submodule", "update", "-q", "--init", "--depth", "1"] + list(SUBMODULES)):
        if subprocess.run(cmd).returncode:
            raise CPBuildError("could not fetch CircuitPython (%s); set CIRCUITPYTHON_SRC" % " ".join(cmd[:4]))
    return _tar_dir(d, tmp)


def source(tmp):
    env = os.environ.get("CIRCUITPYTHON_SRC")
    if env:
        if os.path.isdir(env):
            return _tar_dir(env, tmp)
        if os.path.isfile(env):
            return env
        raise CPBuildError("CIRCUITPYTHON_SRC=%s is neither a tarball nor a directory" % env)
    if os.path.isfile(TARBALL):
        got = sha256(TARBALL)
        if got != SHA256:
            raise CPBuildError("%s: sha256 %s, expected %s (README.md's pin)" % (TARBALL, got, SHA256))
        return TARBALL
    return _clone(tmp)


@one_at_a_time('circuitpython')
def build(force=False):
    """Build into build/cp/ unless already there; return (interpreter, mpy-cross)."""
    if built() and not force:
        return BINARY, MPY_CROSS
    ensure_tools()
    if not os.path.isfile(SCRIPT):
        print("circuitpython: no %s: building with the same make line here" % SCRIPT)
        _build_direct(False, BINARY, MPY_CROSS)
        return BINARY, MPY_CROSS
    tmp = tempfile.mkdtemp(prefix="cp_src_")
    try:
        src = source(tmp)
        os.makedirs(OUT, exist_ok=True)
        env = dict(os.environ)
        env.setdefault("JOBS", "2")
        r = subprocess.run(["bash", SCRIPT, src, BINARY, MPY_CROSS], env=env)
        if r.returncode == 3:
            raise CPBuildError("the CircuitPython build is missing tools (see above): apt-get install "
                               + " ".join(APT))
        if r.returncode or not built():
            raise CPBuildError("the CircuitPython build failed (status %d)" % r.returncode)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return BINARY, MPY_CROSS


@one_at_a_time('circuitpython')
def build32():
    """The 32-bit unix port into build/cp32/micropython (built once); returns its path."""
    if os.path.exists(BINARY32):
        return BINARY32
    ensure_tools()
    if subprocess.run(["gcc", "-m32", "-x", "c", "-o", os.devnull, "-c", "-"], input=b"int x;",
                      capture_output=True).returncode:
        raise CPBuildError("a 32-bit build needs gcc -m32: apt-get install " + " ".join(APT32))
    _build_direct(True, BINARY32)
    return BINARY32


def _build_direct(bits32, out_bin, out_cross=None):
    """The vendored script's build, done here: for the 32-bit variant, or when the script is not
    there (../shared/vendor missing: a source from $CIRCUITPYTHON_SRC or upstream)."""
    tmp = tempfile.mkdtemp(prefix="cp_direct_")
    try:
        src = os.path.join(tmp, "src")
        os.makedirs(src)
        subprocess.run(["tar", "-xzf", source(tmp), "-C", src, "--strip-components=1"], check=True)
        inc = os.path.join(tmp, "inc")
        os.makedirs(inc)
        if bits32:
            os.symlink("/usr/include/x86_64-linux-gnu/asm", os.path.join(inc, "asm"))
        venv = os.path.join(tmp, "venv")
        subprocess.run(["python3", "-m", "venv", venv], check=True)
        subprocess.run([os.path.join(venv, "bin", "python"), "-m", "pip", "install", "-q",
                        "--disable-pip-version-check", "huffman==0.1.2"], check=True)
        env = dict(os.environ, PATH=os.path.join(venv, "bin") + ":" + os.environ["PATH"], LC_ALL="C", TZ="UTC",
                   CP_VERSION="10.3.0-alpha.4-53-gcd3da4a5d8", CP_GIT_HASH=COMMIT[:10], SOURCE_DATE_EPOCH="1787348690")
        for k in ("MAKEFLAGS", "MFLAGS", "CFLAGS", "LDFLAGS"):
            env.pop(k, None)
        unix = os.path.join(src, "ports", "unix")
        args = ["make", "-C", unix, "-j" + os.environ.get("JOBS", "2"), "VARIANT=coverage", "DEBUG=1",
                "FROZEN_MANIFEST=", "MICROPY_PY_FFI=0", "MICROPY_PY_BTREE=0", "MICROPY_PY_SSL=0",
                "MICROPY_PY_JNI=0", "CFLAGS_EXTRA=-fno-profile-arcs -fno-test-coverage -I" + inc]
        if bits32:
            args += ["MICROPY_FORCE_32BIT=1", "SRC_CXX="]
        log = os.path.join(tmp, "build.log")
        with open(log, "w") as f:
            if bits32:
                # everything but the link (which misses the C++ file's symbol): its result is not the verdict
                subprocess.run(args, stdout=f, stderr=f, env=env)
                stub_c = os.path.join(tmp, "stub.c")
                with open(stub_c, "w") as sf:
                    sf.write(_STUB32)
                stub_o = os.path.join(tmp, "stub.o")
                r = subprocess.run(["gcc", "-m32", "-c", stub_c, "-o", stub_o, "-DCIRCUITPY=1", "-DUNIX",
                                    "-DMICROPY_UNIX_COVERAGE", "-I" + unix, "-I" + src,
                                    "-I" + os.path.join(unix, "build-coverage"),
                                    "-I" + os.path.join(unix, "variants", "coverage"), "-I" + inc],
                                   stdout=f, stderr=f, env=env)
                if r.returncode == 0:
                    r = subprocess.run(args + ["LDFLAGS_EXTRA=" + stub_o], stdout=f, stderr=f, env=env)
            else:
                r = subprocess.run(args, stdout=f, stderr=f, env=env)
            if r.returncode == 0 and out_cross:
                r = subprocess.run(["make", "-C", os.path.join(src, "mpy-cross"), "-j" + os.environ.get("JOBS", "2")],
                                   stdout=f, stderr=f, env=env)
        if r.returncode:
            with open(log) as f:
                tail = f.read()[-2000:]
            raise CPBuildError("the CircuitPython build failed:\n" + tail)
        for built_file, out in ((os.path.join(unix, "build-coverage", "micropython"), out_bin),
                                (os.path.join(src, "mpy-cross", "build", "mpy-cross"), out_cross)):
            if out:
                os.makedirs(os.path.dirname(out), exist_ok=True)
                shutil.copyfile(built_file, out)
                os.chmod(out, 0o755)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(argv):
    if "--check" in argv:
        return 0 if built() else 1
    try:
        exe, cross = build("--force" in argv)
        print(exe)
        print(cross)
        if "--32" in argv:
            print(build32())
    except CPBuildError as e:
        sys.stderr.write("error: %s\n" % e)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
