"""The Debian packages the RP2040 firmware and its emulation need, checked (and installed when root).

    require("build")   gcc-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-newlib cmake
    require("run")     nodejs npm (the rp2040js harness, tools/rp2040/harness/)
Missing and root: `apt-get install -y` them.  Missing otherwise: raise Missing (runtimes/toolchains/deps.py's),
whose message names the exact packages; tests skip on it only outside CI (with CI set they fail).
"""
if __name__ == "__main__":  # run as a script: one line, not an import error's traceback
    raise SystemExit("tools/rp2040/deps.py is a module, not a command: "
                     "tools/rp2040/build.py checks (and as root installs) the packages it names")
import glob  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402

from runtimes.toolchains.deps import Missing, ensure, missing_of  # noqa: E402

CHECKS = {
    "gcc-arm-none-eabi": lambda: shutil.which("arm-none-eabi-gcc") is not None,
    "libnewlib-arm-none-eabi": lambda: os.path.exists("/usr/lib/arm-none-eabi/include/stdio.h"),
    # without it the firmware build stops at 91 % on <cstdlib> (../shared/vendor/README.md)
    "libstdc++-arm-none-eabi-newlib": lambda: bool(glob.glob("/usr/lib/arm-none-eabi/include/c++/*/cstdlib")),
    "cmake": lambda: shutil.which("cmake") is not None,
    "nodejs": lambda: shutil.which("node") is not None,
    "npm": lambda: shutil.which("npm") is not None,
}
NEEDS = {
    "build": ("gcc-arm-none-eabi", "libnewlib-arm-none-eabi", "libstdc++-arm-none-eabi-newlib", "cmake"),
    "run": ("nodejs", "npm"),
}

__all__ = ["Missing", "missing", "require"]


def missing(*purposes):
    return missing_of(CHECKS, NEEDS, purposes)


def require(*purposes):
    ensure(CHECKS, NEEDS, purposes, "rp2040", "the RP2040 firmware and its emulation need")
