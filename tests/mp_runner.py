"""Run engine test modules under any interpreter (MicroPython has no pytest).

    MICROPYPATH=. micropython tests/mp_runner.py [--quick] [-k PATTERN] tests.engine.test_rng [...]

Each module's functions named test_* are called with no arguments, in name
order; a test passes when it returns without an exception.  The last line is
'N passed, N failed' (CI reads it); exit status 1 if any failed.  --quick: the quick scale
(tests/engine/support.py QUICK: the long randomized tests play a share of their games; every test
runs and asserts the same things).
"""

import sys

try:
    from time import ticks_diff, ticks_ms
except ImportError:  # CPython
    from time import monotonic

    def ticks_ms():
        return int(monotonic() * 1000)

    def ticks_diff(a, b):
        return a - b


def _print_exc(e):
    if hasattr(sys, "print_exception"):
        sys.print_exception(e)
    else:
        import traceback

        traceback.print_exception(type(e), e, e.__traceback__)


def run(modules, pattern=None):
    passed = failed = 0
    for name in modules:
        mod = __import__(name, None, None, ("x",))
        tests = sorted(n for n in dir(mod) if n.startswith("test_"))
        for t in tests:
            if pattern and pattern not in t:
                continue
            t0 = ticks_ms()
            try:
                getattr(mod, t)()
            except Exception as e:  # report and go on
                failed += 1
                print("FAIL %s.%s: %r" % (name, t, e))
                _print_exc(e)
            else:
                passed += 1
                print("ok   %s.%s (%d ms)" % (name, t, ticks_diff(ticks_ms(), t0)))
    return passed, failed


def main(argv):
    pattern = None
    mods = []
    i = 0
    while i < len(argv):
        if argv[i] == "-k":
            pattern = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--quick":
            import tests.engine.support as support
            support.QUICK = True
            i += 1
            continue
        mods.append(argv[i])
        i += 1
    if not mods:
        print("usage: mp_runner.py [--quick] [-k PATTERN] MODULE...")
        sys.exit(2)
    passed, failed = run(mods, pattern)
    print("%d passed, %d failed" % (passed, failed))
    if failed or not passed:
        sys.exit(1)


if __name__ == "__main__":  # (tools/emu/engine.py imports run() on the emulated board)
    main(sys.argv[1:])
