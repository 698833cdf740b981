"""Atomic, checksummed save of the game record (game.tmp -> game.json, previous kept as game.bak).

File layout: the record JSON, then a newline and the CRC32 of the JSON text as 8 hex digits.
The JSON is streamed to the file and the CRC computed by reading it back in 256-byte chunks:
no whole-file string is built while saving (a long game's record is several KiB).
"""
import binascii
import json
import os


def _path(prefix, name):
    return prefix + name


def _exists(p):
    try:
        os.stat(p)
        return True
    except OSError:
        return False


_chunk = bytearray(256)  # made once: the CRC pass reads the file back through it


def write(prefix, game):
    """Save `game` (a Game) as its record.  The actions are streamed one text at a
    time: saving after every move allocates a few small strings, not a list as long
    as the game (a 1000-move record would cost ~36 KiB on a board)."""
    from engine_core.record import to_record

    tmp = _path(prefix, "game.tmp")
    head = json.dumps(to_record(game, False))
    with open(tmp, "w") as f:
        f.write(head[:-1])
        f.write(', "actions": [')
        first = True
        for a in game.history:
            if not first:
                f.write(", ")
            first = False
            f.write(json.dumps(game.action_text(a)))
        f.write("]}")
        head = None
    crc = 0
    mv = memoryview(_chunk)
    with open(tmp, "rb") as f:
        while True:
            n = f.readinto(_chunk)
            if not n:
                break
            crc = binascii.crc32(mv[:n], crc)
    with open(tmp, "a") as f:
        f.write("\n%08x" % (crc & 0xFFFFFFFF))
    cur = _path(prefix, "game.json")
    bak = _path(prefix, "game.bak")
    if _exists(cur):
        if _exists(bak):
            os.remove(bak)
        os.rename(cur, bak)
    os.rename(tmp, cur)


def _read_one(p):
    """The record dict from file p, or raise ValueError with a short reason."""
    try:
        with open(p) as f:
            data = f.read()
    except OSError:
        raise ValueError("missing")
    if len(data) < 10 or data[-9] != "\n":
        raise ValueError("bad format")
    try:
        crc = int(data[-8:], 16)
    except ValueError:
        raise ValueError("bad format")
    body = data[:-9]
    data = None
    if binascii.crc32(body.encode()) & 0xFFFFFFFF != crc:
        raise ValueError("checksum")
    try:
        rec = json.loads(body)
    except ValueError:
        raise ValueError("bad json")
    if not isinstance(rec, dict):
        raise ValueError("bad format")
    return rec


def exists(prefix):
    return _exists(_path(prefix, "game.json")) or _exists(_path(prefix, "game.bak"))


def load(prefix):
    """(game, message): the replayed game or None, and None or an error text."""
    from engine_core.record import replay
    err = "no save"
    for name in ("game.json", "game.bak"):
        try:
            rec = _read_one(_path(prefix, name))
            return replay(rec), None
        except Exception as e:  # corrupt file, bad record: try the backup
            err = "%s: %s" % (name, e)
    return None, err


def clear(prefix):
    for name in ("game.json", "game.bak", "game.tmp"):
        p = _path(prefix, name)
        if _exists(p):
            os.remove(p)
