"""A save whose CRC is right but whose record is not (issue 16 §2): firmware/save.py load() replays
it through engine_core.record, so the record rules hold there too -- no game, a one-line message
naming what is wrong, nothing raised.  Plain functions: pytest (tests/app/test_save_records.py)
and the MicroPython unix port (tests/mp_runner.py) run the same file."""

import binascii
import json

from firmware import save
from tests.app.fakeboard import remove_at_exit

try:
    import os
    _DIR = "/tmp/h2_save_records_%d/" % os.getpid()
except (ImportError, AttributeError):  # MicroPython without getpid
    import os
    _DIR = "/tmp/save_records_mp/"
remove_at_exit(_DIR)


def _fresh():
    try:
        os.mkdir(_DIR)
    except OSError:
        pass
    for name in ("game.json", "game.bak", "game.tmp"):
        try:
            os.remove(_DIR + name)
        except OSError:
            pass
    return _DIR


def _write(prefix, body):
    """game.json holding `body` (bytes) with a correct CRC line."""
    with open(prefix + "game.json", "wb") as f:
        f.write(("%08x\n" % (binascii.crc32(body) & 0xFFFFFFFF)).encode())
        f.write(body)


def _rec(**kw):
    r = {"format": 1, "game": "bobs_hat", "players": 4, "seed": 12345, "actions": ["hat +10"]}
    for k in kw:
        r[k] = kw[k]
    return r


def _one_line(msg):
    assert msg and "\n" not in msg, msg
    for ch in msg:
        assert " " <= ch <= "~", msg


def _load_fails(body, word):
    p = _fresh()
    _write(p, body)
    g, msg = save.load(p)
    assert g is None, word
    _one_line(msg)
    assert word in msg, (word, msg)


def test_a_good_save_loads():
    p = _fresh()
    _write(p, json.dumps(_rec()).encode())
    g, msg = save.load(p)
    assert msg is None and g.history_texts() == ["hat +10"]


def test_unicode_digits_and_newlines_in_a_saved_action():
    _load_fails(json.dumps(_rec(actions=["hat +10", "bid blue", "play blue\u00b2"])).encode(), "action")
    _load_fails(json.dumps(_rec(actions=["hat +1\u0660"])).encode(), "action 0")
    _load_fails(json.dumps(_rec(actions=["hat\n+10"])).encode(), "action 0")


def test_options_must_be_an_object_in_a_save():
    for bad in ("false", "0", '""', "[]"):
        body = json.dumps(_rec()).replace('"players"', '"options": %s, "players"' % bad)
        _load_fails(body.encode(), "options")


def test_not_utf8_or_deeply_nested_saves():
    _load_fails(b'{"format": 1, "game": "caf\xe9", "players": 4}', "game.json")  # Latin-1
    _load_fails(b"[" * 3000 + b"]" * 3000, "game.json")
    _load_fails(b'{"format": 1, "game": "bobs_hat", "players": 4, "options": {"hands": ' + b"[" * 3000
                + b"]" * 3000 + b"}}", "game.json")
