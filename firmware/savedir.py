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
# a save is there when one of these is (save_read.exists; a torn game.tmp too, here)
_SAVE = ("game.json", "game.bak", "game.tmp")

# after folder(): True when the storage itself still holds a save of an older version that was not
# moved in because the folder holds another one (the app says so; nothing is deleted)
left = False


def folder(storage, sub):
    """The save's prefix: the folder `sub` of `storage`, made if missing, or `storage` itself when
    sub is "" or no folder can be made there.  A save an older version left in the storage
    itself is moved in whole (one rename a file, game.json last), or not at all: when the folder
    holds a save of its own (not the first files of an interrupted move), the two are never mixed
    (issue 29 point 4: the storage's game.bak and game.log ended up beside the folder's game.json),
    the older one stays where it is and `left` says so.  Never raises."""
    global left
    left = False
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
    old = [n for n in _FILES if ex(storage + n)]
    if not [n for n in old if n in _SAVE]:
        return p  # no save in the storage itself (its stray seat file is not ours to move)
    new = [n for n in _FILES if ex(p + n)]
    if [n for n in new if n in _SAVE]:
        # the folder holds a save too.  The first files of a move cut short (game.json is moved
        # last) are the only way to be here with one save: then no name is in both places and
        # every file in the folder comes before every file left behind in _FILES' order
        first = _FILES.index(old[0])
        if "game.json" in new or [n for n in new if n in old or _FILES.index(n) > first]:
            left = True
            return p
    else:
        # leftovers of no save in the folder (a seat file, a journal: heal() would remove them)
        # give way to the save moved in
        for n in new:
            if n in old:
                try:
                    save._fresh(p + n, n)
                except OSError:
                    pass
    for name in old:
        try:
            os.rename(storage + name, p + name)
        except OSError:
            pass
    return p
