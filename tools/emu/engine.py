#!/usr/bin/env python3
"""The engine test suite (tests/mp_runner.py + tests/engine) on the board in emulation.

    python3 tools/emu/engine.py [test_module ...]      (make test-emu-engine: all of them)

The frozen firmware (engine_core as the board has it) with a 1 MiB heap for the test modules,
which come as .mpy on the littlefs.  Prints the runner's output; exit 1 unless all passed.
About 10x the unix port's time in device time, more in wall time: minutes for the whole suite.
"""
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.emu import qemu  # noqa: E402

ENGINE_DIR = os.path.join(ROOT, "tests", "engine")


def modules():
    return sorted(f[:-3] for f in os.listdir(ENGINE_DIR) if f.startswith("test_") and f.endswith(".py"))


def run(mods, heap="1024K", icount=None):
    """The runner's output on the board (icount None: QEMU as fast as it can, the tests' own
    timings then in host time)."""
    tmp = tempfile.mkdtemp(prefix="emu_engine_")
    rels = ["tests/__init__.py", "tests/mp_runner.py", "tests/engine/__init__.py", "tests/engine/support.py"]
    rels += ["tests/engine/%s.py" % m for m in mods]
    img = qemu.image_of(qemu.mpy_tree(rels, tmp), tmp)
    with qemu.Emu("frozen", heap, image=img, icount=icount) as emu:
        emu.boot()
        names = ", ".join(repr("tests.engine." + m) for m in mods)
        return emu.exec("import sys\nsys.argv[:] = ['mp_runner', %s]\nimport tests.mp_runner\n" % names, timeout=1800)


def main(argv):
    out = run(argv or modules())
    print(out)
    last = [ln for ln in out.splitlines() if ln.strip()][-1:]
    return 0 if last and last[0].endswith(" 0 failed") else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
