"""Where a board keeps its save: a folder of its storage (the board's `saves`, e.g. "save/").

On littlefs (the rp2 port's filesystem, and the emulated board's) a commit to the root directory,
which also holds the superblock, costs about four times one to a folder's: on the emulated board
a journal line (firmware/save.py update) ~15 ms in the root against ~4 ms in a folder, a whole
write ~134 against ~82 ms.  So the boards on littlefs name a folder; the others (FAT, the
browser's flat mirror, the simulator) keep the save in the storage itself.  Loaded once at
start-up (App.__init__) and dropped: its code costs the game no heap.

It also moves an older version's single save into its title's slot (slots(): one saved game a
title, firmware/save.py slot), on every board.
"""
from firmware import savefs as fs
from firmware.save_read import _FILES  # the save's files (loaded before this: app_menu.py)

# a save is there when one of these is (save_read.exists; a torn game.tmp too, here): the game's
_SAVE = _FILES[:3]
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
    os = fs._os
    if not fs._is_dir(p[:-1]):
        try:
            os.mkdir(p[:-1])
        except OSError:
            return storage
    ex = fs._exists
    mark = p + _MARK
    text = None  # the move a cut left (its mark there) is finished
    if not ex(mark):
        if not [n for n in _SAVE if ex(storage + n)]:
            return p  # no save in the storage itself (a stray seat file there is not moved)
        if [n for n in _SAVE if ex(p + n)]:
            left = True  # two saves: each stays whole where it is
            return p
        text = ""  # a new move: an empty mark
    if not move(storage, p, p, _MARK, text):
        left = True  # no move without its mark: the older save stays, and is said
    return p


def move(p, slot, prefix, name, text):
    """Move the save at prefix p (those of its files, _FILES, that are there) to prefix slot,
    whole, while the mark, file `name` at `prefix`, is there.  A new move (text: the mark's
    contents) first removes the files at slot that belong to no save (a journal or seat file:
    heal() removes such; not left beside the save moved in, another game's seats), then writes
    the mark; text None finishes a move a cut left (its mark there).  Then one rename a file (a
    leftover at slot that could not go before the mark is replaced), the mark removed.  False
    when the mark could not be written: nothing is moved."""
    ex = fs._exists
    mark = prefix + name
    if text is not None:
        for n in _FILES:
            try:
                fs._fresh(slot + n, n)
            except OSError:
                pass
        try:
            fs._fresh(mark, name)
            with fs._open(mark, "w") as f:
                if text:
                    f.write(text)
        except OSError:
            return False
    for n in _FILES:
        try:
            if ex(p + n):
                if ex(slot + n):
                    fs._fresh(slot + n, n)
                fs._os.rename(p + n, slot + n)
        except OSError:
            pass
    try:
        fs._os.remove(mark)
    except OSError:
        pass
    return True


# One saved game per title (issue 27, Remember; firmware/save.py slot): an older version's single
# save at the folder's plain names (game.json ...) is moved to its title's names while this mark,
# which holds the title's name, is there.  A folder holding a plain save and no mark holds an older
# version's save, never the first files of a move.
_SLOT_MARK = "slotting"


def _title(p):
    """The game name in the record header of the older save at prefix p (RECORD_FORMAT.md `game`:
    write() puts it in the first line of JSON, before the actions; where in it depends on the
    interpreter's dict order: MicroPython's is not CPython's), from game.json, game.tmp or
    game.bak, whichever says a registered name; None when none does (every file damaged or
    missing)."""
    from engine_core.games import NAMES
    for n in ("game.json", "game.tmp", "game.bak"):
        try:
            with fs._open(p + n, "rb") as f:
                head = f.read(1024)  # the header: format, game, players, options, seed...
        except Exception:
            continue
        a = head.find(b'"actions"')
        head = head if a < 0 else head[:a]
        k = head.find(b'"game"')
        if k < 0:
            continue
        rest = head[k + 6:].lstrip(b" :")
        e = rest.find(b'"', 1)
        if rest[:1] == b'"' and e > 0:
            name = rest[1:e].decode()
            if name in NAMES:
                return name
    return None


def slots(p, names=None):
    """Move an older version's single save at prefix p (one slot for every title) to its title's
    slot (save.slot(p, name): "<name>-game.json" ...), whole: the mark naming the title, one rename
    a file, the mark removed; a cut anywhere is finished at the next start.  When that title has a
    save of its own, or no file names its title (all damaged), the older save stays where it is
    and `left` says so (the app: "Older save kept aside"; nothing is deleted).  Never raises.
    `names`: the folder's listing (save_read.listdir), or None: a file not listed is not looked
    for (the boot's every start: one listing instead of about fifteen filesystem calls); a listed
    one is looked at as without it.  True when no file was moved (the listing still answers for
    the folder: what heal removed is looked for again, and found gone), else False."""
    global left
    from engine_core.games import NAMES
    ex = lambda q: (names is None or q in names) and fs._exists(q)  # noqa: E731 (a def's name costs a qstr)
    mark = p + _SLOT_MARK
    name = text = None  # text: a new move's mark (None: the move a cut left is finished)
    if ex(mark):
        try:
            with fs._open(mark) as f:
                name = f.read(32)
        except Exception:
            pass
        if name not in NAMES:  # a cut while the mark was written: nothing was moved yet
            name = None
    if name is None:
        from firmware import save_read
        if save_read.listed(names, p):
            save_read.heal(p)  # a torn game.tmp of a first save is no save (as the launcher heals)
        if not [n for n in _SAVE if ex(p + n)]:
            if names is None or mark in names:
                try:
                    fs._fresh(mark, _SLOT_MARK)  # a torn mark of no move
                except OSError:
                    pass
            return True
        name = text = _title(p)  # a new move: the mark names the title
        if name is None or [n for n in _SAVE if ex(p + name + "-" + n)]:
            left = True  # two saves of one title (or no title): each stays whole where it is
            return True
    # the title's slot: save.slot's (save.py is not loaded for this)
    if not move(p, p + name + "-", p, _SLOT_MARK, text):
        left = True  # no move without its mark (a drive the game may not write): said
    return False
