"""Atomic, checksummed save of the game record, with a backup; a power cut loses at most the last action.

File layout: the CRC32 of the record JSON as 8 lower-case hex digits and a newline, then the JSON
(RECORD_FORMAT.md).  The JSON is encoded piece by piece (one action text at a time), twice: once for
its CRC, then written after it, front to back (no seek back); loading checks the CRC in 256-byte
chunks and parses the JSON straight from the file.  So neither saving nor loading ever holds the
record as one string (a long game's record is several KiB, and a board has ~190 KiB in all).

The protocol (three names: game.json the save, game.bak the save before it, game.tmp a save being
written).  No step renames onto an existing file: that is atomic on littlefs, but MicroPython's FAT
driver removes the target first and then renames (a cut in between loses the target), and other
filesystems refuse it.

  write(k)  1. game.tmp is written whole and closed (its CRC line last).
            2. if game.json exists: game.bak is removed, then game.json is renamed to game.bak.
            3. game.tmp is renamed to game.json.

A cut (power lost) leaves one of these, with k-1 the save before and k the one being written:

  during 1         game.json = k-1, game.bak = k-2, game.tmp = torn or stale   -> k-1
  after 1          game.json = k-1, game.bak = k-2, game.tmp = k               -> k-1
  in 2, removed    game.json = k-1,                 game.tmp = k               -> k-1
  in 2, renamed                     game.bak = k-1, game.tmp = k               -> k
  after 3          game.json = k,   game.bak = k-1                             -> k

so load tries game.json, then game.tmp, then game.bak, and takes the first whose CRC, JSON and
replay are all good.  game.tmp comes before game.bak because a complete game.tmp is the newest
write; it comes after game.json because game.tmp may be stale: a cut while a new game.tmp is
written may leave the old one's content (littlefs keeps a file's last committed state until it is
closed).  A game.tmp loaded while game.json is missing is renamed to game.json at once: otherwise
the next write would truncate the only copy of k, and a cut then would fall back two actions to
game.bak.  A game.json that is present but damaged is never removed by load (a MemoryError while
replaying a long game looks like damage too).  load says why when game.bak had to be used (the
app then tells the player the last action was lost), and names every damaged file when none is
usable: it never raises.

The journal (game.log).  A whole write costs ~120 ms on the emulated board's littlefs (a new
file, a remove, two renames), so a move is saved by update(): one line appended to game.log,
"<action text> <crc>\n", where crc is the CRC32 of the text chained from the line before, the
first line's from the CRC of the save it continues (game.json's first line).  So a line counts
only after a whole, unbroken chain from that very save: a torn or damaged line ends the journal
there (what comes after it is dropped: a cut loses at most the action being appended), and a
journal left over from an older save matches no save and is ignored.  load replays the save it
takes, then the journal's lines that continue it (stopping at the first that is not legal there).
update() writes the whole save instead -- and after it a new game.log holding only its header
line, so that the next move's line is appended: one littlefs commit, where creating the file
in the move's step made two (issue 26) -- when a hand was scored
since the last whole write (the app: at its next idle moments instead, whole_due, in parts:
write_part), when the
journal has JOURNAL_MAX lines or would pass JOURNAL_BYTES
(kept inline by littlefs: an append costs far less), and whenever it does not know
the files to be exactly what it wrote (after a load that dropped or ignored journal lines, after
an error): so game.bak always holds a whole save from a hand start, the backup of last resort.
Appending is atomic on littlefs (a file's new size is committed at close); on FAT a cut may leave
a torn line, which its CRC rejects.

What squats on a name (issue 29).  A name is freed before a file is opened for writing there
(_fresh): a link is removed, never written through (on a host flash folder: a board's filesystem
has no links), an empty folder too; a move's first line goes after the header the whole write
left only while game.log is that file (os.stat).  A folder holding something is not ours: at game.tmp, game.json
or game.bak the save fails before anything is written (OSError naming it: the message is true, the
files stay as they were); at game.log the whole save is made and no journal can follow it, so every
update() is a whole write until it is gone -- never a "Save failed" for a save that was made.

One saved game per title (issue 27, Remember): every function here takes the prefix of one
title's save, slot(saves, name), so its files are "<name>-game.json", "<name>-game.bak", ... side
by side in the save's folder: starting a game never touches another title's save.  An older
version's single save (plain "game.json" ...) is moved into its title's names at start-up
(firmware/savedir.py slots).

Reading (load, exists, heal, the seat file) is firmware/save_read.py: a board holds that code
only while the launcher is up or a game is resumed, not during play.

Tests: tests/app/mp_save_test.py cuts the power at every step of write and of update on both
interpreters, and at every block program/erase of a real littlefs under MicroPython.
"""
import binascii
import json

from firmware import savefs as F


def slot(saves, name):
    """The prefix of game `name`'s save in the save's folder `saves` (one saved game a title)."""
    return saves + name + "-"


JOURNAL_MAX = 48  # journal lines before update() writes the whole save again
# game.log's bytes at most, before update() writes the whole save again: littlefs keeps a file of
# up to 512 bytes (a Pico's mount: cache 1 KiB, block 4 KiB) inline in its directory entry, and
# appending to a longer one copies its last block (~30-50 ms a line on the emulated board, ~17 ms
# inline; a whole write ~140 ms once per ~25 lines instead of 48).
JOURNAL_BYTES = 500


def _record(game, f):
    """The record's JSON (RECORD_FORMAT.md) piece by piece, one action text at a time, never as one
    string: written to the file `f` if given (the CRC line before it already holds its CRC: none
    computed again), else its CRC32 returned."""
    from engine_core.record import to_record

    head = json.dumps(to_record(game, False))
    crc = 0
    for piece in (head[:-1], ', "actions": ['):
        if f:
            f.write(piece)
        else:
            crc = binascii.crc32(piece.encode(), crc)
    head = None
    first = True
    for a in game.history:
        piece = json.dumps(game.action_text(a))
        if not first:
            piece = ", " + piece
        first = False
        if f:
            f.write(piece)
        else:
            crc = binascii.crc32(piece.encode(), crc)
    if f:
        f.write("]}")
        return None
    return binascii.crc32(b"]}", crc)


def write(prefix, game):
    """Save `game` (a Game) as its record (RECORD_FORMAT.md): write_part's parts back to back.
    Raises OSError only."""
    F._part = None
    while not write_part(prefix, game, True):
        pass


def write_part(prefix, game, whole=False):
    """The next part of write(), for the app's idle ticks (firmware/app.py idle_work): the names
    freed and the record's CRC; 1 game.tmp written whole and closed; 2 the old game.bak removed; 3
    the renames; 4 the new journal -- write's steps in its order, so a cut between two parts is
    one of the cuts its protocol lists.  No tick then holds the whole write and its erases (~45 ms
    each on a Pico's flash, up to three a littlefs commit; issue 26: whole step, max 120 ms).  Up
    to part 3 the files stay the save and journal update() appends to: a move saved meanwhile (the
    record longer) starts the parts again.  After it they are the new save and no journal yet: a
    move saved then makes the journal itself (update: a new one, its header line first), and part
    4 has nothing left to do.  Nothing is held between parts but a short list (savefs._part: no
    open file, engine_core.record released unless `whole`: write()).  True once the save is whole;
    raises OSError only (the parts start again at the next call)."""
    p = F._part
    F._part = None
    n = len(game.history)
    tmp = F._path(prefix, "game.tmp")
    cur = F._path(prefix, "game.json")
    bak = F._path(prefix, "game.bak")
    if p is None or p[0] != prefix or p[1] != id(game) or p[2] != n and p[4] < 4:
        # a folder holding something squats on a name the protocol needs: the save fails before
        # anything is written (the files stay as they were, and the message is true); an empty one
        # is removed
        F._free(cur, "game.json")  # a directory is no save: never moved to game.bak
        F._free(bak, "game.bak")
        F._fresh(tmp, "game.tmp")  # heals: a directory here made every save fail (issue 14 point 6)
        # the CRC line comes first, so the record is encoded twice: once for its CRC, then written
        # front to back.  Going back to patch the first line made littlefs copy the whole file to
        # new blocks (a file's blocks are never rewritten in place): an erase and the file's pages
        # again for every 4 KiB of it, ~45 ms an erase on a Pico's flash (issue 26)
        p = [prefix, id(game), n, _record(game, None), 0]
    elif p[4] == 1:
        with F._open(tmp, "w") as f:
            f.write(F._crc_hex(p[3]) + "\n")
            _record(game, f)
    elif p[4] == 2:
        if F._exists(cur) and F._exists(bak):
            F._drop(bak)
    elif p[4] == 3:
        F._state = None
        if F._exists(cur):
            F._os.rename(cur, bak)
        F._os.rename(tmp, cur)
        # what update() knows: the new save and no journal yet (0: update makes one, header first)
        F._state = [prefix, id(game), p[3], n, 0, len(game.hand_scores), 0]
    else:
        # the journal of the save before matches no save now: a new one, its header line (the CRC
        # of this save) and no line yet, for update() to append to -- unless a move's update()
        # made it since.  The game is saved whole by now: a folder holding something at game.log is
        # no failure of this save (issue 29 point 3: "Save failed" was shown for a save that was
        # made); no journal can follow it, so every update() writes the whole save until it is gone
        st = F._state
        if st is not None and st[0] == prefix and st[1] == id(game) and st[2] == p[3] and not st[6]:
            F._state = None
            try:
                log = F._path(prefix, "game.log")
                F._fresh(log, "game.log")
                with F._open(log, "w") as f:
                    f.write(F._crc_hex(p[3]) + "\n")
                F._ino = F._os.stat(log)[1]  # the file made (0 on littlefs, which has no links)
                F._state = [prefix, id(game), p[3], n, 0, len(game.hand_scores), 9]
            except OSError:
                pass
        F._release_record()
        return True
    p[4] += 1
    if not whole:
        F._release_record()
    F._part = p
    return False


def update(prefix, game, later=False):
    """Save `game` after its latest action(s): appended to the journal when the files hold the
    game up to them, else (and at the start of each hand, and every JOURNAL_MAX lines) the
    whole write.  Raises OSError only; after an error the next update writes the whole save.
    `later` (the app, issue 26): the whole write a scored hand calls for is left to an idle moment
    (whole_due, then write): the line is appended now, so the move is saved all the same; only
    a full journal (JOURNAL_MAX lines, JOURNAL_BYTES) still makes update() write the whole save."""
    st = F._state and list(F._state)
    n = len(game.history)
    if (st is None or st[0] != prefix or st[1] != id(game) or not st[3] < n
            or st[4] + n - st[3] > JOURNAL_MAX or (st[5] != len(game.hand_scores) and not later)):
        write(prefix, game)
        return
    # the lines' bytes (action texts are ASCII, RECORD_FORMAT.md): "<text> <crc>\n", after the
    # header line "<crc>\n" of a new journal -- which the whole write makes (write() above), so
    # that a move's step appends, one commit of littlefs's directory: creating the file too made
    # two, and on real flash now and then two erases (~90 ms) in a computer's move (issue 26)
    size = st[6] or 9
    for a in game.history[st[3]:]:
        size += len(game.action_text(a)) + 10
    if size > JOURNAL_BYTES:
        write(prefix, game)
        return
    F._state = None  # until the lines are closed on the flash
    crc = st[2]
    log = F._path(prefix, "game.log")
    # a new journal starts with the CRC of the save it continues.  The first line goes after the
    # header the whole write left only if game.log is still that file: a link put there since is
    # removed, never written through (issue 29 point 1), and a new journal made
    new = not st[6]
    if not (new or st[4]):
        try:
            s = F._os.stat(log)
            new = s[6] != 9 or s[1] != F._ino or s[0] & 0o170000 != 0o100000
        except OSError:
            new = True
    if new:
        F._fresh(log, "game.log")
    with F._open(log, "w" if new else "a") as f:
        for a in game.history[st[3]:]:
            t = game.action_text(a)
            c = binascii.crc32(t.encode(), crc)
            f.write("%s%s %s\n" % (F._crc_hex(crc) + "\n" if new else "", t, F._crc_hex(c)))
            new = False
            crc = c
            st[4] += 1
    st[2], st[3], st[6] = crc, n, size
    F._state = st


# The journal's bytes past which whole_due() asks for the whole write at an idle moment: a few
# lines before JOURNAL_BYTES, so that update() seldom has to make it during a move (each whole
# write costs erases: at 300 the emulated board erased 149 times a Where's Bob's Hat? game, 119
# with whole writes at hands' ends and JOURNAL_BYTES only; tools/emu/keyprof.py --flash-cost).
JOURNAL_SOFT = 450


def whole_due(prefix, game):
    """Is a whole write of `game` due, one that update(..., later=True) left for an idle moment (a
    hand scored since the last whole write, or the journal past JOURNAL_SOFT)?  The app then calls
    write() while nobody waits (firmware/app.py tick): the next moves append to a short journal
    and game.bak keeps a whole save from about a hand's start."""
    st = F._state
    p = F._part  # write_part's parts begun, the last (the new journal) included
    return st is not None and st[0] == prefix and st[1] == id(game) and (
        st[5] != len(game.hand_scores) or st[6] > JOURNAL_SOFT) or (
        p is not None and p[0] == prefix and p[1] == id(game))


def write_seats(prefix, levels, info=None):
    """Who plays each seat ("human" or a bot level), beside the save: the record itself
    stays pure RECORD_FORMAT.md; `info`, a line saying which game and how far (app.progress)
    for the launcher's Resume.  Written as a new file, then renamed.  Raises OSError only."""
    tmp = F._path(prefix, "seats.tmp")
    txt = F._path(prefix, "seats.txt")
    F._free(txt, "seats.txt")
    F._fresh(tmp, "seats.tmp")  # a link there is removed, never written through (issue 29 point 1)
    body = ",".join(levels) + ("\n" + info if info else "")
    with F._open(tmp, "w") as f:
        f.write("%s\n%08x" % (body, binascii.crc32(body.encode()) & 0xFFFFFFFF))
    try:
        F._os.rename(tmp, txt)  # an atomic replace on littlefs
    except OSError:
        # a filesystem that will not rename onto a file: drop the old one first.  A cut in between
        # leaves no seats.txt, and read_seats' None makes every seat human: the game itself is safe.
        if F._exists(txt):
            F._drop(txt)
        F._os.rename(tmp, txt)


# --- reading: firmware/save_read.py, a module of its own (App forgets it during play) ---------------
def _reader():
    from firmware import save_read
    return save_read


def load(prefix):
    """(game, message): the saved game replayed with its journal, or None and why (save_read.py)."""
    return _reader().load(prefix)


def exists(prefix):
    """Is there anything for load to try (save_read.py)?"""
    return _reader().exists(prefix)


def heal(prefix):
    """Tidy what a cut left where nothing can be resumed (save_read.py)."""
    _reader().heal(prefix)


def read_info(prefix):
    """The `info` line write_seats saved, or None (save_read.py)."""
    return _reader().read_info(prefix)


def read_seats(prefix, players=None):
    """The seat levels write_seats saved, or None (save_read.py)."""
    return _reader().read_seats(prefix, players)


def clear(prefix):
    """Remove the save and its sidecar; never raises (what cannot be removed stays)."""
    F._state = None
    F._part = None
    for name in ("game.json", "game.bak", "game.tmp", "game.log", "seats.txt", "seats.tmp"):
        try:
            F._fresh(F._path(prefix, name), name)  # a dangling link too (_exists does not see it)
        except OSError:
            pass
