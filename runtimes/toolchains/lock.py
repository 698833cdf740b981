"""One at a time: a named lock across processes, so that two test workers (`make test` runs pytest
on every core, pytest-xdist), or a test and `make emu` beside it, never run the same build, npm
install or apt-get at once -- the second waits, then finds the first's result up to date.

    with held("micropython"): ...          @one_at_a_time("apt")

The lock is flock(2) on build/.locks/<name>: it goes with the process that holds it, however it
ends, so a killed build leaves no stale lock.  Re-entrant within a process (a build that calls
another of the same name, from any thread of it).  Where there is no flock (Windows) there is no
lock: nothing there builds in parallel."""
import functools
import os
import threading

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

from runtimes.toolchains import ROOT

DIR = os.path.join(ROOT, "build", ".locks")

_guard = threading.Lock()
_mine = {}  # name -> [re-entrant lock of this process, depth, the open lock file]


class held:
    def __init__(self, name):
        with _guard:
            self.entry = _mine.setdefault(name, [threading.RLock(), 0, None])
        self.path = os.path.join(DIR, name)

    def __enter__(self):
        e = self.entry
        e[0].acquire()
        if not e[1] and fcntl is not None:
            os.makedirs(DIR, exist_ok=True)
            f = open(self.path, "w")
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX)
            except BaseException:
                f.close()
                e[0].release()
                raise
            e[2] = f
        e[1] += 1
        return self

    def __exit__(self, *exc):
        e = self.entry
        e[1] -= 1
        if not e[1] and e[2] is not None:
            e[2].close()  # closing the file releases the flock
            e[2] = None
        e[0].release()
        return False


def one_at_a_time(name):
    """A decorator: the function runs holding the lock `name`."""
    def wrap(fn):
        @functools.wraps(fn)
        def run(*args, **kw):
            with held(name):
                return fn(*args, **kw)
        return run
    return wrap
