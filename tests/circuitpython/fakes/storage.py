"""Fake `storage`: remount() calls are recorded; READONLY is what getmount('/').readonly says."""
REMOUNTS = []
READONLY = [False]


class _Mount:
    @property
    def readonly(self):
        return READONLY[0]


def remount(path, readonly=False, **kw):
    REMOUNTS.append((path, readonly))


def getmount(path):
    return _Mount()
