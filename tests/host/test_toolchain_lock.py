"""runtimes/toolchains/lock.py: a build that two test workers both ask for runs once at a time
(make test runs pytest on every core), and a build calling another of the same lock goes on."""
import fcntl
import os
import subprocess
import sys
import threading

from runtimes.toolchains import ROOT, lock

CHILD = """
import sys, time
sys.path.insert(0, %r)
from runtimes.toolchains import lock
lock.DIR = sys.argv[1]
with lock.held("t"):
    print("held", flush=True)
    sys.stdin.readline()
"""


def test_another_process_waits_while_the_lock_is_held(tmp_path, monkeypatch):
    monkeypatch.setattr(lock, "DIR", str(tmp_path))
    p = subprocess.Popen([sys.executable, "-c", CHILD % ROOT, str(tmp_path)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    try:
        assert p.stdout.readline().strip() == "held"
        with open(os.path.join(str(tmp_path), "t"), "w") as f:
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                taken = True
            except BlockingIOError:
                taken = False
        assert not taken  # the child holds it
        got = []

        def take():
            with lock.held("t"):
                got.append(1)
        t = threading.Thread(target=take)
        t.start()
        t.join(0.5)
        assert t.is_alive() and not got  # this process waits for it...
        p.stdin.write("\n")
        p.stdin.flush()
        t.join(30)
        assert got  # ...and has it once the child lets go
    finally:
        p.kill()
        p.wait()


def test_the_same_process_may_take_it_again(tmp_path, monkeypatch):
    monkeypatch.setattr(lock, "DIR", str(tmp_path))
    calls = []

    @lock.one_at_a_time("r")
    def outer():
        calls.append("outer")
        inner()

    @lock.one_at_a_time("r")
    def inner():
        calls.append("inner")

    outer()
    assert calls == ["outer", "inner"]
    with open(os.path.join(str(tmp_path), "r"), "w") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)  # and let it go: free again
