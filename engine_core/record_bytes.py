"""A game record's bytes as text: RECORD_FORMAT.md's one rule for every front end (tools/replay.py,
the browser page through firmware/boards/web.py).  A module of its own: engine_core/record.py is
loaded on a board at every whole save, and this is never needed there."""

from engine_core.record import RecordError


def decode(data):
    """A record's bytes as text, by RECORD_FORMAT.md's one rule for every front end (tools/replay.py,
    the browser page): UTF-8, a leading byte-order mark allowed and dropped; anything else (UTF-16,
    Latin-1, ...) RecordError."""
    skip = 0
    if data[:3] == b"\xef\xbb\xbf":
        data = data[3:]
        skip = 3
    try:
        if b"\x00" in data:  # UTF-16 or UTF-32 without a byte-order mark: valid UTF-8 bytes, but no record
            raise UnicodeError()
        return data.decode("utf-8")
    except UnicodeError as e:
        at = getattr(e, "start", None)  # CPython names the byte; MicroPython does not
        utf16 = data[:2] in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in data[:4]
        raise RecordError("record is not UTF-8 text%s%s" % (
            "" if at is None else ": byte %d" % (at + skip), " (UTF-16? save it as UTF-8)" if utf16 else ""))
