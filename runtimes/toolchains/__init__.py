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

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()
