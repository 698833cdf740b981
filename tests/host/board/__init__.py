"""Scripts that run a board file or a driver under real MicroPython (the unix port) on the fake
hardware (tools/fakes/) and print what they found; the host tests run them with checks()."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def run(script, *args, heap=None, path=None):
    """stdout of tests/host/board/<script> (args after it) under the MicroPython unix port, the tree
    and .frozen on its path (or `path`, a list of folders); an exit that is not 0 fails."""
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    cmd = [mp] + (["-X", "heapsize=" + heap] if heap else []) + [os.path.join(ROOT, "tests", "host", "board", script)]
    env = dict(os.environ, MICROPYPATH=":".join(path or [ROOT, ".frozen"]))
    p = subprocess.run(cmd + list(args), capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr
    return p.stdout


def checks(script, *args, heap=None):
    """The script's "CHECK <name> True|False" lines, each of which must say True; returns the names
    in order (the caller checks they are all there)."""
    out = run(script, *args, heap=heap)
    got = [line.split() for line in out.splitlines() if line.startswith("CHECK")]
    for c in got:
        assert c[2:] == ["True"], (c[1], out)
    return [c[1] for c in got]
