"""The one fake hardware: what a board file imports from `machine` (machine.py) and from
micropython-lib's `ssd1306` (ssd1306.py), recording what the board file does with it.  A board
file's make_board() runs on it off the board -- under real MicroPython in the tests
(tests/host/board/*_check.py) and under CPython in the tools (tools/rp2040/pins.py reads a board's
wiring from it) -- so a new hardware call of the board contract (firmware/boards/__init__.py) is
one edit here, and tests/host/test_board_contract.py says when one is missing.

It lives in tools/, not tests/: a tool (the RP2040 harness) uses it, and tools never import the
tests.  The CircuitPython modules (board, keypad, ...) are another API: tests/circuitpython/fakes/.

    from tools import fakes
    saved = fakes.install()   # sys.modules["machine"], ["ssd1306"]: the fakes
    ...
    fakes.restore(saved)      # what was there before (nothing under MicroPython's scripts)
"""

NAMES = ("machine", "ssd1306")


def install():
    """Put the fakes into sys.modules as `machine` and `ssd1306`; returns what was there."""
    import sys

    from tools.fakes import machine, ssd1306
    saved = {}
    for name, mod in (("machine", machine), ("ssd1306", ssd1306)):
        saved[name] = sys.modules.get(name)
        sys.modules[name] = mod
    return saved


def restore(saved):
    """sys.modules as before install()."""
    import sys
    for name in NAMES:
        if saved.get(name) is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = saved[name]
