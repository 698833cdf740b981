"""One simulator per flash folder (issue 29 point 5): two on one folder each replaced the other's
save files, and one player's game was lost without a word.  A simulator holds an advisory lock on
a file beside the folder (`<folder>.lock`, never inside it: the folder is the board's storage) for
as long as it runs; a second one is refused with a line naming the first (its process id and
command line).  The lock goes with the process that holds it, however it ends (flock), so a crash
leaves no stale lock.  Where there is no flock (Windows) there is no lock, and it says so.
"""
import os


class FlashInUse(Exception):
    pass


class Lock:
    def __init__(self, folder):
        self.path = os.path.abspath(folder).rstrip(os.sep) + ".lock"
        self.f = None
        self.note = None

    def take(self):
        """Hold the lock, or FlashInUse naming the simulator that holds it."""
        try:
            import fcntl
        except ImportError:
            self.note = "no lock on the flash folder on this system: run one simulator per folder"
            return self
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        f = open(self.path, "a+")
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.seek(0)
            who = " ".join(f.read(300).split()) or "another process"
            f.close()
            raise FlashInUse(who)
        f.seek(0)
        f.truncate()
        f.write("pid %d: %s\n" % (os.getpid(), " ".join(_argv())[:200]))
        f.flush()
        self.f = f
        return self

    def release(self):
        if self.f is not None:
            try:
                self.f.seek(0)
                self.f.truncate()
            except OSError:
                pass
            self.f.close()  # the lock goes with it
            self.f = None


def _argv():
    import sys
    return ["python -m host_sim"] + sys.argv[1:]
