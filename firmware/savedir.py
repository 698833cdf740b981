"""Where a board keeps its save: a folder of its storage (the board's `saves`, e.g. "save/").

On littlefs (the rp2 port's filesystem, and the emulated board's) a commit to the root directory,
which also holds the superblock, costs about four times one to a folder's: on the emulated board
a journal line (firmware/save.py update) ~15 ms in the root against ~4 ms in a folder, a whole
write ~134 against ~82 ms.  So the boards on littlefs name a folder; the others (FAT, the
browser's flat mirror, the simulator) keep the save in the storage itself.  Loaded once at
start-up (App.__init__) and dropped: its code costs the game no heap.
"""
from firmware import save

# the save's files, game.json last: a cut while they are moved in leaves it behind, and the
# next start moves the rest
_FILES = ("game.bak", "game.tmp", "game.log", "seats.txt", "seats.tmp", "game.json")


def folder(storage, sub):
    """The save's prefix: the folder `sub` of `storage`, made if missing, or `storage` itself when
    sub is "" or no folder can be made there.  A save an older version left in the storage
    itself is moved in (one rename a file).  Never raises."""
    if not sub:
        return storage
    p = storage + sub
    os = save._os
    if not save._is_dir(p[:-1]):
        try:
            os.mkdir(p[:-1])
        except OSError:
            return storage
    ex = save._exists
    if ex(storage + "game.json") or ex(storage + "game.bak") or ex(storage + "game.tmp"):
        for name in _FILES:
            if ex(storage + name) and not ex(p + name):
                try:
                    os.rename(storage + name, p + name)
                except OSError:
                    pass
    return p
