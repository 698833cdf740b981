"""Where a board keeps its save: a folder of its storage (the board's `saves`, e.g. "save/").

On littlefs (the rp2 port's filesystem, and the emulated board's) a commit to the root directory,
which also holds the superblock, costs about four times one to a folder's: on the emulated board
a journal line (firmware/save.py update) ~15 ms in the root against ~4 ms in a folder, a whole
write ~134 against ~82 ms.  So the boards on littlefs name a folder; the others (FAT, the
browser's flat mirror, the simulator) keep the save in the storage itself.  Loaded once at
start-up (App.__init__) and dropped: its code costs the game no heap.
"""
from firmware import save

# the save's files, game.json last
_FILES = ("game.bak", "game.tmp", "game.log", "seats.txt", "seats.tmp", "game.json")
# a save is there when one of these is (save_read.exists; a torn game.tmp too, here)
_SAVE = ("game.json", "game.bak", "game.tmp")
# in the folder while a save is moved in: a cut leaves it, and the next start finishes the move.  A
# folder holding a save and no mark holds a save of its own, never the first files of a move
_MARK = "moving"

# after folder(): True when the storage itself still holds a save of an older version that was not
# moved in (the folder holds another one): the app says so; nothing is deleted
left = False


def folder(storage, sub):
    """The save's prefix: the folder `sub` of `storage`, made if missing, or `storage` itself when
    sub is "" or no folder can be made there.  A save an older version left in the storage
    itself is moved in whole (the mark, one rename a file, the mark removed), or not at all: when
    the folder holds a save of its own the two are never mixed (issue 29 point 4: the storage's
    game.bak and game.log ended up beside the folder's game.json), the older one stays where it is
    and `left` says so.  Never raises."""
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
    mark = p + _MARK
    old = [n for n in _FILES if ex(storage + n)]
    if not ex(mark):
        if not [n for n in old if n in _SAVE]:
            return p  # no save in the storage itself (a stray seat file there is not moved)
        if [n for n in _SAVE if ex(p + n)]:
            left = True  # two saves: each stays whole where it is
            return p
        # the folder's journal and seat file belong to no save (heal() removes such): gone before
        # the move, not left beside the save moved in (another game's seats)
        for name in _FILES:
            try:
                save._fresh(p + name, name)
            except OSError:
                pass
        try:
            save._fresh(mark, _MARK)
            with save._open(mark, "w"):
                pass
        except OSError:
            left = True  # no move without its mark: the older save stays, and is said
            return p
    for name in old:
        try:
            if ex(p + name):  # a leftover the folder could not lose before the mark
                save._fresh(p + name, name)
            os.rename(storage + name, p + name)
        except OSError:
            pass
    try:
        os.remove(mark)
    except OSError:
        pass
    return p
