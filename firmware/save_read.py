"""Reading the save that firmware/save.py writes (its docstring has the files and the protocol):
load (the save replayed, then its journal), exists, heal, and the seat file.  A module of its own
so that a board holds this code only while the launcher is up or a game is being resumed
(App.release_launcher and App.resume forget it), not during play, when save.py writes every move.

A save as write() lays it out (the header, then `, "actions": [`, the action texts, `]}`) is
replayed while it is read: the header parsed alone, then one action text at a time, so loading
never holds the record's list of actions (a long game's is several KiB of small strings), and the
game's action list is reserved once for them all (counted in the checksum pass) instead of
growing by doubling.  Any other file -- valid JSON laid out otherwise, or anything wrong with it
-- is parsed whole and replayed as a record: the same game, or the same reason it is refused.
The filesystem is firmware/savefs.py's (`_open`, `_os`): tests swap it there.  This module imports
nothing of save.py (issue 24: no import circle).
"""
import binascii
import json

from firmware import savefs as S

_chunk = bytearray(256)  # made once: the checksum pass reads the file back through it
_seen = [0, 0]  # the CRC of the last file _checked accepted; the bytes of the journal _journal used
_MARK = b', "actions": ['  # where write() puts the action texts, after the header
# room reserved in a resumed game's action list beyond its record: the journal, and play after it
_ROOM = 128
# the longest journal line read: an action text (at most ACTION_TEXT_MAX, engine_core/create.py; 25
# in practice), a space, 8 hex digits, a newline.  The journal is read in pieces of at most this:
# a long run of bytes with no newline (a FAT file whose size was committed over unwritten
# clusters) made readline() raise MemoryError, and load() raise (issue 29 point 2)
_LINE = 80


def _journal(prefix, g, crc):
    """Apply to g the journal lines that continue the save whose CRC is crc: (whole, crc, why).
    whole: the whole journal was used (or there is none); crc: that of the last line used; why:
    None, or what was wrong with a line that is not the last (damage, not a cut: the player is
    told).  A journal of another save (its first line) is ignored: a cut in write() leaves one."""
    p = S._path(prefix, "game.log")
    try:
        f = S._open(p, "rb")
    except OSError:
        return not S._exists(p), crc, None
    n = 0
    size = 9
    with f:
        try:
            if f.readline(10) != (S._crc_hex(crc) + "\n").encode():
                return False, crc, None
            while True:
                line = f.readline(_LINE)
                if not line:
                    _seen[1] = size
                    return True, crc, None
                n += 1
                bad = "damaged"
                if len(line) > 10 and line[-1:] == b"\n" and line[-10:-9] == b" ":
                    t = line[:-10]
                    c = binascii.crc32(t, crc)
                    if S._crc_hex(c).encode() == line[-9:-1]:
                        try:
                            g.apply_text(t.decode())
                            crc = c
                            size += len(line)
                            continue
                        except Exception as e:  # not legal here, or no memory
                            bad = str(e) or repr(e)
                # a bad line: the game so far.  The last line torn by a cut says nothing; a cut
                # never makes a line longer than a line can be: that is damage, and said
                more = len(line) >= _LINE or f.read(1)
                return False, crc, ("game.log: line %d: %s" % (n, bad)) if more else None
        except OSError:  # a folder squatting on the name (MicroPython opens it) is no journal
            return False, crc, None if S._is_dir(p) else "game.log: unreadable"
        except MemoryError:  # never from the reads (bounded); the game so far, and say so
            return False, crc, "game.log: line %d: no memory" % (n + 1)


def _opened(p):
    try:
        return S._open(p, "rb")
    except OSError:
        raise ValueError("missing" if not S._exists(p) else "unreadable")


def _checked(f):
    """Check the file's checksum line against its body and leave f just after that line; the
    number of '"' in the body (twice the action texts, and a few in the header).  Raise
    ValueError with a short reason."""
    try:
        line = f.read(9)
        if len(line) != 9 or line[8:] != b"\n":
            raise ValueError("bad format")
        crc = 0
        quotes = 0
        mv = memoryview(_chunk)
        while True:
            n = f.readinto(_chunk)
            if not n:
                break
            crc = binascii.crc32(mv[:n], crc)
            quotes += _chunk.count(b'"') if n == len(_chunk) else bytes(mv[:n]).count(b'"')
        # compared as text, not parsed: int() would take " 1f", "0x1f" or "1F" too
        if ("%08x" % (crc & 0xFFFFFFFF)).encode() != line[:8]:
            raise ValueError("checksum")
        _seen[0] = crc
        f.seek(9)
    except OSError:  # e.g. a directory where the file should be (MicroPython opens it)
        raise ValueError("unreadable")
    return quotes


def _parse(f):
    """The record dict from f (just after the checksum line), or ValueError with a short reason."""
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


def _read_one(p):
    """The record dict from file p, or raise ValueError with a short reason."""
    with _opened(p) as f:
        _checked(f)
        return _parse(f)


def _streamed(f, n):
    """The game of a save laid out as write() makes it, replayed one action text at a time as f
    is read (from just after the checksum line), its action list reserved for n actions; None
    when the file is laid out otherwise (or its texts are escaped: never by a game's actions)."""
    from engine_core.record import apply_at, new_from_record, reserve
    head = b""
    while True:
        k = head.find(_MARK)
        if k >= 0:
            break
        more = f.read(64)
        if not more or len(head) > 1024:
            return None
        head += more
    rec = json.loads(head[:k] + b"}")
    if not isinstance(rec, dict) or "actions" in rec:
        return None
    buf = head[k + len(_MARK):]
    head = None
    g = new_from_record(rec)
    rec = None
    reserve(g, n)
    sep = b'"'  # before the first text; then ', "'
    i = 0
    while True:
        if buf[:1] == b"]":
            if len(buf) < 3:  # "]}" and the end of the file, nothing after it
                more = f.read(64)
                if more:
                    buf += more
                    continue
            return g if buf == b"]}" else None
        if len(buf) >= len(sep) and buf[:len(sep)] != sep:
            return None
        e = buf.find(b'"', len(sep)) if len(buf) > len(sep) else -1
        if e >= 0:
            t = buf[len(sep):e]
            if b"\\" in t:
                return None
            apply_at(g, i, t.decode())
            i += 1
            buf = buf[e + 1:]
            sep = b', "'
            continue
        more = f.read(64)
        if not more or len(buf) > 256:
            return None
        buf += more


def _game(p):
    """The game saved in file p, replayed, or raise ValueError (or the record's RecordError,
    also a ValueError) with a short reason."""
    from engine_core.record import replay
    with _opened(p) as f:
        quotes = _checked(f)
        try:
            g = _streamed(f, quotes // 2 + _ROOM)
        except Exception:  # a bad record, or no memory: parsed whole below, for its own reason
            g = None
        if g is None:
            f.seek(9)
            g = replay(_parse(f), None, _ROOM)
    return g


# the save's files (save.py's docstring), for listed() and savedir.py: the game's three first
_FILES = ("game.json", "game.bak", "game.tmp", "game.log", "seats.txt", "seats.tmp")
# the boot's listing of the saves' folder, kept for the launcher's first menu (listdir): [folder, names]
_listed = [None, None]


def listdir(saves):
    """The entries of the saves' folder `saves` as paths (saves + name), a set; None when it cannot
    be listed (then each file is looked for by itself, as before).  One listing answers for every
    title (listed()) where each look for a file was a filesystem call of its own: the boot's heal
    made about seven a title (53 ms for four titles on the emulated RP2040), and the menu's first
    draw looked again.  The boot keeps its listing in _listed for the menu's first draw (nothing
    on the flash changes in between: the boot's heal only removes): a call for that folder takes
    it, once; any later call lists anew."""
    if _listed[0] == saves:
        names = _listed[1]
        _listed[0] = _listed[1] = None
        return names
    try:
        d = saves[:-1] if saves[-1:] == "/" and len(saves) > 1 else saves  # "save/": "save"; "/": "/"
        names = set()
        for n in S._os.listdir(d) if d else S._os.listdir():  # "": the storage is the cwd
            names.add(saves + n)
        return names
    except Exception:  # no such folder, or a filesystem that cannot list
        return None


def listed(names, prefix):
    """May the folder listed as `names` (listdir) hold a file of the save at prefix?  True when
    one of its files is listed, or nothing is known (names None).  A name not listed is not on the
    flash; a listed one is looked at as before (a dangling link is listed, and is no save), so
    exists() and heal() answer and act exactly as without the listing."""
    if names is None:
        return True
    for n in _FILES:
        if S._path(prefix, n) in names:
            return True
    return False


def exists(prefix):
    """Is there anything for load to try (it may still find it all damaged)?  A game.tmp alone
    counts only when its checksum is good: a game cut during its very first save leaves a torn
    one, and Resume must not be offered for it (issue 14 point 6; heal() removes it)."""
    for name in ("game.json", "game.bak"):
        if S._exists(S._path(prefix, name)):
            return True
    return _tmp_whole(prefix)


def _tmp_whole(prefix):
    try:
        _check(S._path(prefix, "game.tmp"))
        return True
    except ValueError:
        return False


def _check(p):
    """Raise ValueError unless file p is there and its checksum line matches its body."""
    try:
        with S._open(p, "rb") as f:
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
    for name in ("game.tmp", "game.log", "seats.txt", "seats.tmp"):
        try:
            S._fresh(S._path(prefix, name), name)  # a file, a link (never followed), an empty folder
        except OSError:
            pass


def load(prefix):
    """(game, message): the replayed game or None, and None or an error text.  A game with a
    message: game.json was damaged or missing and game.bak (the last action is lost) or a
    leftover game.tmp was used; no game: nothing usable, and the message names each file and
    what is wrong with it ("no save" when there is none).  The save taken is continued by the
    journal lines that belong to it (see save.py's docstring).  Never raises."""
    try:
        return _load(prefix)
    finally:
        S._release_record()


def _load(prefix):
    S._state = None
    why = []
    for name in ("game.json", "game.tmp", "game.bak"):
        p = S._path(prefix, name)
        try:
            g = _game(p)
        except Exception as e:  # missing, damaged, not a record, out of memory: try the next
            e = str(e) or repr(e)
            if name != "game.tmp" or e != "missing":  # no game.tmp is the usual case
                why.append("%s: %s" % (name, e))
            continue
        n0, h0 = len(g.history), len(g.hand_scores)
        whole, crc, bad = _journal(prefix, g, _seen[0])
        if bad:
            why.append(bad)
        if name == "game.tmp":
            if why[0] != "game.json: missing":  # game.json damaged: k, but not by the protocol
                return g, why[0]
            try:  # a cut inside step 2 of write: finish step 3 (see save.py's docstring)
                S._os.rename(p, S._path(prefix, "game.json"))
            except OSError:
                pass
            return g, None  # the journal belonged to the save before: the next update is whole
        if whole and not why:
            # game.json and all of game.log: update() may append to it
            k = len(g.history) - n0
            S._state = [prefix, id(g), crc, len(g.history), k, h0, _seen[1] if k else 0]
        return g, "; ".join(why) or None
    if why == ["game.json: missing", "game.bak: missing"]:
        return None, "no save"
    return None, "; ".join(why)


def _sidecar(prefix):
    """The lines of seats.txt above its checksum, or None if missing or damaged."""
    try:
        with S._open(S._path(prefix, "seats.txt")) as f:
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


def moves(prefix):
    """How many moves game.json and the journal continuing it hold, counted without a replay
    (the launcher's Resume line for a game of one long round, whose seat file's progress is
    written only at its start), or None when game.json is missing or not laid out as write()
    lays it out.  Action texts hold no '"' (RECORD_FORMAT.md): each is two of them after _MARK."""
    n = -1
    try:
        with S._open(S._path(prefix, "game.json"), "rb") as f:
            head = f.readline().strip()
            tail = b""
            while True:
                k = f.readinto(_chunk)
                if not k:
                    break
                b = bytes(_chunk[:k])
                if n < 0:
                    b = tail + b
                    i = b.find(_MARK)
                    if i < 0:
                        tail = b[-len(_MARK):]
                        continue
                    n = 0
                    b = b[i + len(_MARK):]
                n += b.count(b'"')
    except Exception:  # missing, a directory, unreadable
        return None
    if n < 0:
        return None
    n //= 2
    try:
        with S._open(S._path(prefix, "game.log"), "rb") as f:
            if f.readline().strip() == head:  # a journal of this very save
                while f.readline():
                    n += 1
    except Exception:  # no journal
        pass
    return n
