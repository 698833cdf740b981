#!/usr/bin/env python3
"""Replay a game record (RECORD_FORMAT.md) with the project's engine.

    python3 tools/replay.py RECORD.json [--at K] [--view SEAT]

Prints one JSON object on stdout: the summary (game, over, hand_scores,
scores, winners), or with --view SEAT what that seat may see after the
replayed actions.  The file is UTF-8, a leading byte-order mark allowed
(RECORD_FORMAT.md; engine_core/record_bytes.py, the browser page's rule too).
An illegal or unreadable action, or a malformed record (not UTF-8, not JSON,
nested too deeply, a field of the wrong kind, a seed outside 0..2**63-1, text
that is not printable ASCII), or one too big for the memory, exits with status
2 and one line of printable ASCII on stderr naming what is wrong.  Never a
traceback.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine_core.create import one_line  # noqa: E402
from engine_core.record import RecordError, replay, summary  # noqa: E402
from engine_core.record_bytes import decode  # noqa: E402


def _fail(msg):
    sys.stderr.write(one_line(msg, 300) + "\n")
    sys.exit(2)


class _Parser(argparse.ArgumentParser):
    """argparse with this tool's promise: a bad argument is one line on stderr and exit 2."""

    def error(self, message):
        _fail("%s (usage: replay.py RECORD.json [--at K] [--view SEAT])" % message)


def _arguments(argv):
    ap = _Parser(prog="tools/replay.py", description=__doc__.split("\n\n")[0],
                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("record", metavar="RECORD.json", help="the record to replay")
    ap.add_argument("--at", type=int, metavar="K", help="replay the first K actions only")
    ap.add_argument("--view", type=int, metavar="SEAT", help="print what that seat may see")
    a = ap.parse_args(argv)
    if a.at is not None and a.at < 0:
        _fail("--at must be 0 or more")
    return a


class _Big(int):
    """A JSON integer of more digits than any field may hold (the largest, the seed, is below 2**63:
    RECORD_FORMAT.md): kept as a number too large for any field, so that the field's own rule
    refuses it by name, instead of CPython's int() refusing the whole record past 4,300 digits
    (and taking quadratic time below that)."""


def _parse_int(s):
    if len(s) > 40:
        return _Big(-10 ** 40 if s[0] == "-" else 10 ** 40)
    return int(s)


def _replayed(path, at):
    """The record at path replayed to action `at` (all if None); _fail on an unreadable file or
    bad JSON, RecordError on a bad record; MemoryError is the caller's."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        _fail("cannot read %s: %s" % (path, e.strerror or e))
    text = decode(data)  # RECORD_FORMAT.md: UTF-8, a leading byte-order mark allowed
    data = None
    try:
        rec = json.loads(text, parse_int=_parse_int)
    except RecursionError:
        _fail("record is not valid JSON: nested too deeply")
    except ValueError as e:
        _fail("record is not valid JSON: %s" % e)
    text = None
    return replay(rec, at)


def main(argv):
    a = _arguments(argv)
    path, at, view = a.record, a.at, a.view
    try:
        g = _replayed(path, at)
    except MemoryError:  # a big record: its text, its parse and its game are freed by now
        _fail("record too big to replay in this memory (MemoryError)")
    except RecordError as e:
        _fail(str(e))
    except Exception as e:  # a bug: still one line, never a traceback (tests assert it never shows)
        _fail("internal error: %s: %s" % (type(e).__name__, e))
    if view is not None:
        if not (0 <= view < g.players):
            _fail("--view: seat must be 0..%d, got %d" % (g.players - 1, view))
        out = g.view(view)
    else:
        out = summary(g)
    sys.stdout.write(json.dumps(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
