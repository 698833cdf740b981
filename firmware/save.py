"""Atomic, checksummed save of the game record (game.tmp -> game.json, previous kept as game.bak).

File layout: the CRC32 of the record JSON as 8 hex digits and a newline, then the JSON.  The JSON is
written piece by piece (one action text at a time) with the CRC computed over the pieces, and the
first line patched at the end; loading checks the CRC in 256-byte chunks and parses the JSON straight
from the file.  So neither saving nor loading ever holds the record as one string (a long game's
record is several KiB, and a board has ~190 KiB in all).
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
    """Save `game` (a Game) as its record (RECORD_FORMAT.md)."""
    from engine_core.record import to_record

    tmp = _path(prefix, "game.tmp")
    crc = 0
    with open(tmp, "w") as f:
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
    bak = _path(prefix, "game.bak")
    if _exists(cur):
        if _exists(bak):
            os.remove(bak)
        os.rename(cur, bak)
    os.rename(tmp, cur)


def _read_one(p):
    """The record dict from file p, or raise ValueError with a short reason."""
    try:
        f = open(p, "rb")
    except OSError:
        raise ValueError("missing")
    with f:
        line = f.read(9)
        if len(line) != 9 or line[8:] != b"\n":
            raise ValueError("bad format")
        try:
            want = int(line[:8], 16)
        except ValueError:
            raise ValueError("bad format")
        crc = 0
        mv = memoryview(_chunk)
        while True:
            n = f.readinto(_chunk)
            if not n:
                break
            crc = binascii.crc32(mv[:n], crc)
        if crc & 0xFFFFFFFF != want:
            raise ValueError("checksum")
        f.seek(9)
        try:
            rec = json.load(f)
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


def write_seats(prefix, levels):
    """Who plays each seat ("human" or a bot level), beside the save: the record itself
    stays pure RECORD_FORMAT.md.  Written atomically like the save."""
    tmp = _path(prefix, "seats.tmp")
    body = ",".join(levels)
    with open(tmp, "w") as f:
        f.write("%s\n%08x" % (body, binascii.crc32(body.encode()) & 0xFFFFFFFF))
    os.rename(tmp, _path(prefix, "seats.txt"))


def read_seats(prefix, players):
    """The seat levels saved by write_seats, or None if missing, damaged or not for this game."""
    from firmware.players import SEAT_LEVELS
    try:
        with open(_path(prefix, "seats.txt")) as f:
            body, crc = f.read().split("\n")
        if binascii.crc32(body.encode()) & 0xFFFFFFFF != int(crc, 16):
            return None
    except (OSError, ValueError):
        return None
    levels = body.split(",")
    if len(levels) != players:
        return None
    for lv in levels:
        if lv not in SEAT_LEVELS:
            return None
    return levels


def clear(prefix):
    for name in ("game.json", "game.bak", "game.tmp", "seats.txt", "seats.tmp"):
        p = _path(prefix, name)
        if _exists(p):
            os.remove(p)
