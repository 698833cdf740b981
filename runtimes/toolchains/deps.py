"""The Debian packages the emulated board needs, checked (and installed when root).

    require("build")   gcc-multilib, gcc-arm-none-eabi, libnewlib-arm-none-eabi
    require("run")     qemu-system-arm
Missing and root: `apt-get install -y` them.  Missing otherwise: raise Missing, whose message
names the exact packages; tests skip on it only outside CI (with CI=true they fail).
"""
import glob
import os
import shutil
import subprocess

from runtimes.toolchains.lock import one_at_a_time

# package -> a test that it is installed
CHECKS = {
    "gcc-multilib": lambda: bool(glob.glob("/usr/lib/gcc/x86_64-linux-gnu/*/32/libgcc.a")),
    "gcc-arm-none-eabi": lambda: shutil.which("arm-none-eabi-gcc") is not None,
    "libnewlib-arm-none-eabi": lambda: os.path.exists("/usr/lib/arm-none-eabi/include/stdio.h"),
    "qemu-system-arm": lambda: shutil.which("qemu-system-arm") is not None,
}
NEEDS = {
    "build": ("gcc-multilib", "gcc-arm-none-eabi", "libnewlib-arm-none-eabi"),
    "run": ("qemu-system-arm",),
}


class Missing(RuntimeError):
    pass


def missing_of(checks, needs, purposes):
    """The packages of `needs` for `purposes` (all when none) whose check in `checks` fails."""
    out = []
    for p in purposes or tuple(needs):
        out += [pkg for pkg in needs[p] if pkg not in out and not checks[pkg]()]
    return out


@one_at_a_time('apt')
def ensure(checks, needs, purposes, tag, what):
    """Install what missing_of() names with apt-get when root; Missing naming them otherwise (or if
    they are still missing).  tag: the log's prefix; what: who needs them, with the verb ("the
    emulated board needs").  The one installer of the emulated board's and the RP2040's packages
    (tools/rp2040/deps.py)."""
    need = missing_of(checks, needs, purposes)
    if not need:
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print("%s: installing %s" % (tag, " ".join(need)), flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-q"], env=env, stdout=subprocess.DEVNULL)
        subprocess.run(["apt-get", "install", "-y", "-q", "--no-install-recommends"] + need, env=env,
                       stdout=subprocess.DEVNULL, check=True)
        need = missing_of(checks, needs, purposes)
        if not need:
            return
    raise Missing("%s these Debian packages: %s (as root: apt-get install %s)"
                  % (what, " ".join(need), " ".join(need)))


def missing(*purposes):
    return missing_of(CHECKS, NEEDS, purposes)


def require(*purposes):
    ensure(CHECKS, NEEDS, purposes, "emu", "the emulated board needs")
