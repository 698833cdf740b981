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


def missing(*purposes):
    out = []
    for p in purposes or tuple(NEEDS):
        out += [pkg for pkg in NEEDS[p] if pkg not in out and not CHECKS[pkg]()]
    return out


def require(*purposes):
    need = missing(*purposes)
    if not need:
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print("emu: installing %s" % " ".join(need), flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-q"], env=env, stdout=subprocess.DEVNULL)
        subprocess.run(["apt-get", "install", "-y", "-q", "--no-install-recommends"] + need, env=env,
                       stdout=subprocess.DEVNULL, check=True)
        need = missing(*purposes)
        if not need:
            return
    raise Missing("the emulated board needs these Debian packages: %s "
                  "(as root: apt-get install %s)" % (" ".join(need), " ".join(need)))
