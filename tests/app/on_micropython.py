"""One of the app's test files (tests/app/mp_*_test.py) run whole under the MicroPython unix port,
as the CPython tests beside it run its functions one by one (CPython only: a subprocess)."""
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_file(path, passed, heap=None):
    """Run `path` (from the tree's root) under .venv/bin/micropython with the app's modules on its
    path: it must exit 0 and print `passed`, its count of tests ("stats tests passed: 7").  The
    heap: the one the command in its docstring names (`-X heapsize=1M <path>`), so that the
    documented command is the one tested, else 1M."""
    if heap is None:
        heap = documented_heap(path) or "1M"
    mp = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=".:.frozen")
    r = subprocess.run([mp, "-X", "heapsize=" + heap, path], cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert passed in r.stdout, r.stdout[-3000:]


def documented_heap(path):
    """The heap the command in `path`'s docstring gives it (`-X heapsize=1M <path>`), or None."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        said = re.search(r"heapsize=(\w+) " + re.escape(path), f.read(2000))
    return said.group(1) if said else None
