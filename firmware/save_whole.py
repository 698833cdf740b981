"""The whole write of a save (firmware/save.py write and write_part; the protocol is save.py's
docstring), a module of its own: save.py loads it for a whole write or a part of one and releases
it after, so a board holds its code only then, not during play (issue 26: heap)."""
import binascii
import json

from firmware import savefs as F


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


def part(prefix, game, whole=False):
    """The next part of save.write(), for the app's idle ticks (save.write_part, firmware/app.py
    idle_work): the names freed and the record's CRC; 1 game.tmp written whole and closed; 2 the
    old game.bak removed; 3 the renames; 4 the new journal -- write's steps in its order, so a cut
    between two parts is one of the cuts its protocol lists.  No tick then holds the whole write
    and its erases (~45 ms each on a Pico's flash, up to three a littlefs commit; issue 26: whole
    step, max 120 ms).  Up to part 3 the files stay the save and journal update() appends to: a
    move saved meanwhile (the record longer) starts the parts again.  After it they are the new
    save and no journal yet: a move saved then makes the journal itself (update: a new one, its
    header line first), and part 4 has nothing left to do.  Nothing is held between parts but
    this short list (no open file, engine_core.record released unless `whole`: write()).  True
    once the save is whole; raises OSError only (the parts start again at the next call)."""
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
