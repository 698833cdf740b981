"""Atomic, checksummed save of the game record, with a backup; a power cut loses at most the last action.

File layout: the CRC32 of the record JSON as 8 lower-case hex digits and a newline, then the JSON
(RECORD_FORMAT.md).  The JSON is written piece by piece (one action text at a time) with the CRC
computed over the pieces, and the first line patched at the end; loading checks the CRC in 256-byte
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

Tests: tests/app/mp_save_test.py cuts the power at every step of write on both interpreters, and at
every block program/erase of a real littlefs under MicroPython.
"""
import binascii
import json
import os

# The filesystem as save.py sees it: tests swap these for a fake that cuts the power mid-write.
_open = open
_os = os


def _path(prefix, name):
    return prefix + name


def _exists(p):
    try:
        _os.stat(p)
        return True
    except OSError:
        return False


def _drop(p):
    try:
        _os.remove(p)
    except OSError:
        _os.rmdir(p)  # an (empty) directory squatting on the name; still there: OSError


def _is_dir(p):
    try:
        return _os.stat(p)[0] & 0o170000 == 0o040000
    except OSError:
        return False


def _free(p, name):
    """Make the name p free for a new file: an empty directory squatting on it is removed
    (nothing of ours is ever a directory; a file there is replaced by the protocol).  One that
    holds something is not ours to delete: OSError naming it, which the app shows."""
    if _is_dir(p):
        try:
            _os.rmdir(p)
        except OSError:
            raise OSError("%s is a folder" % name)


_chunk = bytearray(256)  # made once: the CRC pass reads the file back through it


def write(prefix, game):
    """Save `game` (a Game) as its record (RECORD_FORMAT.md).  Raises OSError only."""
    from engine_core.record import to_record

    tmp = _path(prefix, "game.tmp")
    _free(tmp, "game.tmp")  # heals: a directory here made every save fail (issue 14 point 6)
    crc = 0
    with _open(tmp, "w") as f:
        f.write("00000000\n")  # patched below, once the CRC is known
        head = json.dumps(to_record(game, False))
        for piece in (head[:-1], ', "actions": ['):
            f.write(piece)
            crc = binascii.crc32(piece.encode(), crc)
        head = None
        first = True
        for a in game.history:
            piece = json.dumps(game.action_text(a))
            if not first:
                piece = ", " + piece
            first = False
            f.write(piece)
            crc = binascii.crc32(piece.encode(), crc)
        f.write("]}")
        crc = binascii.crc32(b"]}", crc)
        f.seek(0)
        f.write("%08x" % (crc & 0xFFFFFFFF))
    cur = _path(prefix, "game.json")
    _free(cur, "game.json")  # a directory is no save: never moved to game.bak
    if _exists(cur):
        bak = _path(prefix, "game.bak")
        if _exists(bak):
            _free(bak, "game.bak")
            if _exists(bak):
                _drop(bak)
        _os.rename(cur, bak)
    _os.rename(tmp, cur)


def _read_one(p):
    """The record dict from file p, or raise ValueError with a short reason."""
    try:
        f = _open(p, "rb")
    except OSError:
        raise ValueError("missing" if not _exists(p) else "unreadable")
    with f:
        try:
            line = f.read(9)
            if len(line) != 9 or line[8:] != b"\n":
                raise ValueError("bad format")
            crc = 0
            mv = memoryview(_chunk)
            while True:
                n = f.readinto(_chunk)
                if not n:
                    break
                crc = binascii.crc32(mv[:n], crc)
            # compared as text, not parsed: int() would take " 1f", "0x1f" or "1F" too
            if ("%08x" % (crc & 0xFFFFFFFF)).encode() != line[:8]:
                raise ValueError("checksum")
            f.seek(9)
        except OSError:  # e.g. a directory where the file should be (MicroPython opens it)
            raise ValueError("unreadable")
        try:
            rec = json.load(f)
        except UnicodeError:  # a ValueError on CPython: name it (MicroPython reads bytes as they are)
            raise ValueError("bad json: not UTF-8 text")
        except ValueError:
            raise ValueError("bad json")
        except RuntimeError:  # RecursionError: the record rules (engine_core/record.py) refuse it too
            raise ValueError("bad json: nested too deeply")
    if not isinstance(rec, dict):
        raise ValueError("bad format")
    return rec


def exists(prefix):
    """Is there anything for load to try (it may still find it all damaged)?  A game.tmp alone
    counts only when its checksum is good: a game cut during its very first save leaves a torn
    one, and Resume must not be offered for it (issue 14 point 6; heal() removes it)."""
    for name in ("game.json", "game.bak"):
        if _exists(_path(prefix, name)):
            return True
    return _tmp_whole(prefix)


def _tmp_whole(prefix):
    try:
        _check(_path(prefix, "game.tmp"))
        return True
    except ValueError:
        return False


def _check(p):
    """Raise ValueError unless file p is there and its checksum line matches its body."""
    try:
        with _open(p, "rb") as f:
            line = f.read(9)
            crc = 0
            size = 0
            mv = memoryview(_chunk)
            while True:
                n = f.readinto(_chunk)
                if not n:
                    break
                size += n
                crc = binascii.crc32(mv[:n], crc)
    except OSError:
        raise ValueError("unreadable")
    # an empty body matches the placeholder line 00000000 written first: a cut right after it
    if not size or len(line) != 9 or ("%08x\n" % (crc & 0xFFFFFFFF)).encode() != line:
        raise ValueError("checksum")


def heal(prefix):
    """Tidy what a cut or a stray directory left where nothing can be resumed (the app calls it
    when the menu opens): a torn game.tmp with no game.json/game.bak beside it (a game cut during
    its first save) and the seat file of no game.  Never raises; a good save is never touched."""
    if exists(prefix):
        return
    for name in ("game.tmp", "seats.txt", "seats.tmp"):
        p = _path(prefix, name)
        try:
            if _exists(p):
                _free(p, name)
                if _exists(p):
                    _drop(p)
        except OSError:
            pass


def load(prefix):
    """(game, message): the replayed game or None, and None or an error text.  A game with a
    message: game.json was damaged or missing and game.bak (the last action is lost) or a
    leftover game.tmp was used; no game: nothing usable, and the message names each file and
    what is wrong with it ("no save" when there is none).  Never raises."""
    from engine_core.record import replay
    why = []
    for name in ("game.json", "game.tmp", "game.bak"):
        p = _path(prefix, name)
        try:
            g = replay(_read_one(p))
        except Exception as e:  # missing, damaged, not a record, out of memory: try the next
            e = str(e) or repr(e)
            if name != "game.tmp" or e != "missing":  # no game.tmp is the usual case
                why.append("%s: %s" % (name, e))
            continue
        if name == "game.tmp":
            if why[0] != "game.json: missing":  # game.json damaged: k, but not by the protocol
                return g, why[0]
            try:  # a cut inside step 2 of write: finish step 3 (see the docstring)
                _os.rename(p, _path(prefix, "game.json"))
            except OSError:
                pass
            return g, None
        return g, "; ".join(why) or None
    if why == ["game.json: missing", "game.bak: missing"]:
        return None, "no save"
    return None, "; ".join(why)


def write_seats(prefix, levels, info=None):
    """Who plays each seat ("human" or a bot level), beside the save: the record itself
    stays pure RECORD_FORMAT.md; `info`, a line saying which game and how far (app.progress)
    for the launcher's Resume.  Written as a new file, then renamed.  Raises OSError only."""
    tmp = _path(prefix, "seats.tmp")
    txt = _path(prefix, "seats.txt")
    _free(tmp, "seats.tmp")
    _free(txt, "seats.txt")
    body = ",".join(levels) + ("\n" + info if info else "")
    with _open(tmp, "w") as f:
        f.write("%s\n%08x" % (body, binascii.crc32(body.encode()) & 0xFFFFFFFF))
    try:
        _os.rename(tmp, txt)  # an atomic replace on littlefs
    except OSError:
        # a filesystem that will not rename onto a file: drop the old one first.  A cut in between
        # leaves no seats.txt, and read_seats' None makes every seat human: the game itself is safe.
        if _exists(txt):
            _drop(txt)
        _os.rename(tmp, txt)


def _sidecar(prefix):
    """The lines of seats.txt above its checksum, or None if missing or damaged."""
    try:
        with _open(_path(prefix, "seats.txt")) as f:
            lines = f.read(256).split("\n")  # bounded: a bloated file is damaged, not read
        crc = lines.pop()
        body = "\n".join(lines)
        if not lines or ("%08x" % (binascii.crc32(body.encode()) & 0xFFFFFFFF)) != crc:
            return None
    except Exception:  # missing, a directory, not text (UnicodeError): none
        return None
    return lines


def read_info(prefix):
    """The `info` line write_seats saved (which game, how far), or None."""
    lines = _sidecar(prefix)
    return lines[1] if lines and len(lines) > 1 else None


def read_seats(prefix, players=None):
    """The seat levels saved by write_seats, or None if missing, damaged or not for a game of
    `players` seats (any number when None)."""
    from firmware.players import SEAT_LEVELS
    lines = _sidecar(prefix)
    if lines is None:
        return None
    levels = lines[0].split(",")
    if players is not None and len(levels) != players:
        return None
    for lv in levels:
        if lv not in SEAT_LEVELS:
            return None
    return levels


def clear(prefix):
    """Remove the save and its sidecar; never raises (what cannot be removed stays)."""
    for name in ("game.json", "game.bak", "game.tmp", "seats.txt", "seats.tmp"):
        p = _path(prefix, name)
        if _exists(p):
            try:
                _drop(p)
            except OSError:
                pass
