"""Save robustness, plain asserts; run under the MicroPython unix port:
   MICROPYPATH=.:.frozen .venv/bin/micropython -X heapsize=2M tests/app/mp_save_test.py
and under CPython via tests/app/test_save_robust.py.

- Power cuts: save.write is run against a fake flash that dies after its i-th step (every open,
  write, close, remove, rename), for every i, leaving the file being written as a real flash
  might: its old content (littlefs: nothing committed before close), empty (truncated, nothing
  flushed), everything written so far, the last write torn in half, or only the first half of what
  was written.  After every cut, load must give the k-1 or the k actions and exists() must hold;
  then the game goes on from what was loaded (another action, not the one lost) and is cut again
  at every step: load must give that game or the one before.
- Corruption: truncation, bit flips, valid CRC over what is not a good record, directories in the
  files' places, one or both of game.json/game.bak damaged, a leftover game.tmp.
- The seat sidecar and the settings file: damaged, they never stop the app.
- MicroPython only (CPython has no littlefs or FAT driver, so the flash models above stand in
  there): a real littlefs (the rp2 port's filesystem) on a RAM block device whose power dies at
  each block program or erase of a save, whole or torn; and a real FAT.
"""
import os
import sys

sys.path.insert(0, ".")
from engine_core.games import GAMES, new_game  # noqa: E402
from engine_core.record import replay  # noqa: E402
from firmware import save, save_read, savefs  # noqa: E402
from tests.app.fakeboard import remove_at_exit, unique_dir  # noqa: E402

AVAILABLE = []
for _i in range(len(GAMES)):
    try:
        __import__(GAMES[_i][1])
        AVAILABLE.append(_i)
    except ImportError:
        pass

NAMES = ("game.json", "game.bak", "game.tmp", "game.log", "seats.txt", "seats.tmp", "settings.txt")
MODES = ("lost", "empty", "partial", "torn", "half")
COUNT = {"cuts": 0, "corruptions": 0, "lfs_cuts": 0, "journal": 0}


DIR = unique_dir("/tmp/save_test_flash_")
remove_at_exit(DIR)
remove_at_exit(DIR[:-1] + "_outside/")  # OUT, below
P = DIR  # the prefix save.py is given


def _is_dir(p):
    try:
        return os.stat(p)[0] & 0o170000 == 0o040000
    except OSError:
        return False


def _exists(p):
    try:
        os.stat(p)
        return True
    except OSError:
        return False


def wipe():
    try:
        os.mkdir(DIR[:-1])
    except OSError:
        pass
    for n in os.listdir(DIR[:-1]):
        p = DIR + n
        try:
            os.remove(p)  # a file, or a link (never what it names: wipe must not reach outside)
            continue
        except OSError:
            pass
        if _is_dir(p):
            for m in os.listdir(p):
                os.remove(p + "/" + m)
            os.rmdir(p)
        else:
            os.remove(p)


def teardown():
    wipe()
    os.rmdir(DIR[:-1])
    out = DIR[:-1] + "_outside"
    try:
        for n in os.listdir(out):
            if _is_dir(out + "/" + n):
                for m in os.listdir(out + "/" + n):
                    os.remove(out + "/" + n + "/" + m)
                os.rmdir(out + "/" + n)
            else:
                os.remove(out + "/" + n)
        os.rmdir(out)
    except OSError:
        pass


def put(name, data):
    with open(P + name, "wb") as f:
        f.write(data)


def get(name):
    return get_path(P + name)


def get_path(p):
    with open(p, "rb") as f:
        return f.read()


def snapshot():
    out = {}
    for n in NAMES:
        if _exists(P + n) and not _is_dir(P + n):
            out[n] = get(n)
    return out


def restore(snap):
    wipe()
    for n in snap:
        put(n, snap[n])


def journal(prefix=None):
    """The journal's bytes when it holds a line, else b"" (none, or only the header line a whole
    write leaves for update() to append to)."""
    p = (prefix or P) + "game.log"
    data = get_path(p) if _exists(p) else b""
    return data if len(data) > 9 else b""


def crc_line(body):
    import binascii
    return b"%08x\n" % (binascii.crc32(body) & 0xFFFFFFFF)


# --- the games ------------------------------------------------------------------------------------
def line(gi, n, seed):
    """n action texts of one game of GAMES[gi], chosen by a fixed rule from the seed."""
    g = new_game(GAMES[gi][0], _players(gi), None, seed)
    out = []
    for j in range(n):
        assert not g.is_over(), (gi, j)
        la = g.legal_actions()
        a = la[(seed * 7 + j * 13) % len(la)]
        out.append(g.action_text(a))
        g.apply(a)
    return out


def _players(gi):
    from engine_core.games import game_class
    return game_class(GAMES[gi][0]).MIN_PLAYERS


def game_at(gi, texts, seed):
    g = new_game(GAMES[gi][0], _players(gi), None, seed)
    for t in texts:
        g.apply_text(t)
    return g


def illegal_text(g):
    """The text of an action that reads well but is not legal now, or None."""
    for a in range(2000):
        try:
            if g.is_legal(a):
                continue
            t = g.action_text(a)
            if g.parse_action(t) == a:
                return t
        except Exception:  # not an action of this game at all
            pass
    return None


def illegal_line(gi, acts, seed):
    """A prefix of acts and then an action that reads well but is illegal there."""
    for j in range(len(acts) + 1):
        t = illegal_text(game_at(gi, acts[:j], seed))
        if t is not None:
            return acts[:j] + [t]
    raise AssertionError("no illegal action found")


def other_action(g, not_this):
    """A legal action's text other than not_this when there is one (a new branch of the game)."""
    la = g.legal_actions()
    for a in (la[-1], la[0]):
        if g.action_text(a) != not_this:
            return a
    return la[0]


# --- a flash that loses power -----------------------------------------------------------------
class PowerCut(Exception):
    pass


class Flash:
    """savefs._open and savefs._os for one write: every state-changing call is a step; after step
    `cut_at` the power is gone (PowerCut, now and on every later call) and the files hold what a
    flash would, by `mode`.  A file being written reaches the disk only when it is closed or the
    power dies.  cut_at 0: the power dies before the first step."""

    def __init__(self, cut_at, mode, no_replace=False):
        self.cut_at, self.mode, self.no_replace = cut_at, mode, no_replace
        self.n = 0
        self.dead = False
        self.writing = []  # FlashFile objects open for writing
        self.last = None  # the FlashFile whose write was the last step
        if cut_at == 0:
            self.die()

    def check(self):
        if self.dead:
            raise PowerCut()

    def step(self, f=None):
        self.n += 1
        self.last = f
        if self.n == self.cut_at:
            self.die()
            raise PowerCut()

    def die(self):
        for f in self.writing:
            if self.mode == "lost":
                continue  # nothing committed: the old file, or none, stays
            if self.mode == "empty":
                data = bytes(f.buf[:f.base])
            elif self.mode == "partial":
                data = bytes(f.buf)
            elif self.mode == "torn":
                data = bytes(f.torn()) if self.last is f else bytes(f.buf)
            else:  # "half"
                data = bytes(f.buf[:f.base + (len(f.buf) - f.base) // 2])
            with open(f.path, "wb") as out:
                out.write(data)
        self.writing = []
        self.dead = True

    # the os module, as save.py uses it
    def stat(self, p):
        self.check()
        return os.stat(p)

    def remove(self, p):
        self.check()
        os.remove(p)
        self.step()

    def rmdir(self, p):
        self.check()
        os.rmdir(p)
        self.step()

    def rename(self, a, b):
        self.check()
        if self.no_replace and _exists(b):
            raise OSError(17)  # EEXIST: FAT will not rename onto a file
        os.rename(a, b)
        self.step()

    # the open built-in
    def open(self, p, mode="r"):
        self.check()
        if "w" not in mode and "a" not in mode:
            return open(p, mode)
        f = FlashFile(self, p)
        if "a" in mode and _exists(p):  # an append: what is there stays whatever happens
            f.buf = bytearray(get_path(p))
            f.pos = f.base = len(f.buf)
        self.writing.append(f)
        self.step()
        return f


class FlashFile:
    def __init__(self, flash, path):
        self.flash, self.path = flash, path
        self.buf = bytearray()
        self.pos = 0
        self.base = 0  # bytes already in the file (an append)
        self.before = None  # buf before the last write, and that write: for a torn write
        self.piece = b""

    def _put(self, buf, pos, data):
        end = pos + len(data)
        if end > len(buf):
            buf.extend(bytes(end - len(buf)))
        buf[pos:end] = data

    def torn(self):
        out = bytearray(self.before)
        self._put(out, self.pos - len(self.piece), self.piece[:len(self.piece) // 2])
        return out

    def write(self, s):
        self.flash.check()
        data = s.encode() if isinstance(s, str) else bytes(s)
        self.before = bytes(self.buf)
        self.piece = data
        self._put(self.buf, self.pos, data)
        self.pos += len(data)
        self.flash.step(self)
        return len(data)

    def seek(self, n):
        self.flash.check()
        self.pos = n
        self.flash.step()
        return n

    def close(self):
        if self.flash.dead or self not in self.flash.writing:
            return  # the power is gone (a `with` closing on the way out), or closed already
        with open(self.path, "wb") as out:
            out.write(bytes(self.buf))
        self.flash.writing.remove(self)
        self.flash.step()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def cut_write(flash, fn, *args):
    """Run fn (a save.write) on the failing flash; True if the power cut it short."""
    savefs._open, savefs._os = flash.open, flash
    try:
        fn(*args)
        return False
    except PowerCut:
        return True
    finally:
        savefs._open, savefs._os = open, os


def texts(g):
    return g.history_texts()


def load_ok(want_any, where):
    """save.load gives one of the histories in want_any, with no message (a protocol cut never
    makes the app say the backup was used)."""
    assert save.exists(P), where
    g, err = save.load(P)
    assert g is not None, (where, err)
    h = texts(g)
    assert h in want_any, (where, h, want_any)
    assert err is None, (where, err)
    return g


# --- power cuts -----------------------------------------------------------------------------------
def test_power_cut(gi, k, mode, again=False, seed=3):
    """A write at k after good saves at k-2 and k-1, cut after each step; with `again`, the game
    goes on from each state loaded (another action than the lost one) and that write is cut at
    each step too."""
    acts = line(gi, k, seed)
    # Steps: open, k + 4 writes (the CRC line first: no seek back), close, remove game.bak (if any),
    # 2 renames, then the new journal: the old one removed, open, its header line, close
    steps = k + 8 + (1 if k >= 2 else 0) + 4
    seen = {}
    i = 0
    while True:
        wipe()
        if k >= 2:
            save.write(P, game_at(gi, acts[:k - 2], seed))
        save.write(P, game_at(gi, acts[:k - 1], seed))
        g = game_at(gi, acts, seed)
        cut = cut_write(Flash(i, mode), save.write, P, g)
        where = (GAMES[gi][0], k, mode, i)
        if not cut:
            break
        COUNT["cuts"] += 1
        # k-1 until game.json has been renamed to game.bak (step steps-5); from then on the
        # complete game.tmp is found: once the new save is whole, a cut loses nothing
        g1 = load_ok((acts if i >= steps - 5 else acts[:k - 1],), where)
        seen[len(texts(g1))] = 1
        if again:
            _cut_again(gi, g1, acts, mode, where, seed)
        i += 1
    # the whole write: k in game.json, k-1 in game.bak, no game.tmp; a cut was tried before the
    # first step and after each; both outcomes were seen
    assert i == steps + 1, (where, i)
    load_ok((acts,), where)
    assert texts(replay(save_read._read_one(P + "game.bak"))) == acts[:k - 1]
    assert not _exists(P + "game.tmp")
    assert seen.get(k - 1) and seen.get(k), (where, seen)


def _cut_again(gi, g1, acts, mode, where, seed, fn=save.write):
    L = len(texts(g1))
    snap = snapshot()  # after the load (which may have finished an interrupted write)
    st = list(savefs._state) if savefs._state else None
    nxt = other_action(g1, acts[L] if L < len(acts) else None)
    base = texts(g1)
    g1.apply(nxt)
    want = (base, texts(g1))
    j = 0
    while True:
        restore(snap)
        savefs._state = list(st) if st else None
        if not cut_write(Flash(j, mode), fn, P, g1):
            break
        COUNT["cuts"] += 1
        load_ok(want, where + (j,))
        j += 1
    load_ok((want[1],), where + (j,))


def test_first_save_cut(gi, mode, seed=5):
    """No save before: after a cut, a game at k or a clear message, never an exception; and
    exists() (the launcher's Resume) holds exactly when load finds the game, after heal()
    tidied a torn game.tmp away (issue 14 point 6: Resume was offered, then "Save unreadable")."""
    k = 3
    acts = line(gi, k, seed)
    i = 0
    while True:
        wipe()
        g = game_at(gi, acts, seed)
        if not cut_write(Flash(i, mode), save.write, P, g):
            break
        COUNT["cuts"] += 1
        g2, err = save.load(P)
        if g2 is None:  # only while game.tmp is not yet closed (step k + 8)
            assert i < k + 8, (i, mode, err)
            assert isinstance(err, str) and err, (i, mode)
            assert "game.json" in err or err == "no save", err
            assert not save.exists(P), (i, mode)
            save.heal(P)
            assert not _exists(P + "game.tmp"), (i, mode)
        else:
            assert texts(g2) == acts and err is None, (i, mode, err)
            assert save.exists(P)
            save.heal(P)  # never touches a good save
            assert texts(save.load(P)[0]) == acts
        i += 1
    # open, k + 4 writes, close, rename, the journal's open, header, close; cuts before and after
    assert i == k + 11, i
    g2, err = save.load(P)
    assert texts(g2) == acts and err is None


# --- corruption -------------------------------------------------------------------------------------
def two_saves(gi, k=4, seed=7):
    acts = line(gi, k, seed)
    wipe()
    save.write(P, game_at(gi, acts[:k - 1], seed))
    save.write(P, game_at(gi, acts, seed))
    return acts


def expect_backup(acts, where, reason=None):
    """game.json is bad: load gives game.bak's k-1 actions and says what was wrong."""
    assert save.exists(P), where
    g, err = save.load(P)
    assert g is not None, (where, err)
    assert texts(g) == acts[:-1], (where, texts(g))
    assert err is not None and err.startswith("game.json: "), (where, err)
    if reason is not None:
        assert reason in err, (where, err)
    COUNT["corruptions"] += 1


def test_streamed(gi, seed=23):
    """A save as write() lays it out is replayed while it is read (save_read._streamed: never the
    record's whole list of actions); a record laid out otherwise (the actions first, spaces, an
    escaped text) is not streamed, and load still gives the same game from it."""
    import json
    acts = line(gi, 12, seed)
    wipe()
    save.write(P, game_at(gi, acts, seed))
    with open(P + "game.json", "rb") as f:
        quotes = save_read._checked(f)
        g = save_read._streamed(f, quotes // 2)
    assert g is not None and texts(g) == acts, g and texts(g)
    head = {"format": 1, "game": GAMES[gi][0], "players": _players(gi), "options": {}, "seed": seed}
    first = '{"actions": %s, %s' % (json.dumps(acts), json.dumps(head)[1:])
    spaced = json.dumps(head)[:-1] + ', "actions" : [%s]}' % ", ".join(json.dumps(a) for a in acts)
    escaped = json.dumps(head)[:-1] + ', "actions": [%s]}' % ", ".join(
        '"%s"' % a.replace(" ", "\\u0020") for a in acts)
    for body in (first, spaced, escaped):
        body = body.encode()
        put("game.json", crc_line(body) + body)
        with open(P + "game.json", "rb") as f:
            f.seek(9)  # after the checksum line
            assert save_read._streamed(f, 0) is None or body is escaped, body
        g, err = save.load(P)
        assert err is None and texts(g) == acts, (body, err)


def test_truncated(gi):
    acts = two_saves(gi)
    data = get("game.json")
    n = len(data)
    for cut in (0, 1, 4, 8, 9, 10, 11, n // 2, n - 2, n - 1):
        put("game.json", data[:cut])
        why = "bad format" if cut < 9 else "checksum"
        expect_backup(acts, ("truncated", cut), why)
    # and with a byte too many
    put("game.json", data + b" ")
    expect_backup(acts, "one more byte", "checksum")


def test_bit_flips(gi):
    acts = two_saves(gi)
    data = get("game.json")
    for pos in range(0, len(data), 7):
        bad = bytearray(data)
        bad[pos] ^= 1 << (pos % 8)
        put("game.json", bad)
        # the CRC line: its text no longer matches; the JSON: the CRC catches it
        expect_backup(acts, ("flip", pos), "bad format" if pos == 8 else "checksum")
    # the backup flipped, game.json good: game.json used, no message
    put("game.json", data)
    bak = get("game.bak")
    for pos in range(3, len(bak), 11):
        bad = bytearray(bak)
        bad[pos] ^= 0x10
        put("game.bak", bad)
        g, err = save.load(P)
        assert texts(g) == acts and err is None, (pos, err)
        COUNT["corruptions"] += 1


def _record_with(acts, gi, seed, **change):
    import json
    rec = {"format": 1, "game": GAMES[gi][0], "players": _players(gi), "options": {}, "seed": seed,
           "actions": acts}
    for key in change:
        rec[key] = change[key]
    return json.dumps(rec).encode()


def test_wrong_format(gi, seed=7):
    """A valid CRC over something that is not a good record: the backup, and the reason."""
    acts = two_saves(gi, seed=seed)
    bad_action = list(acts)
    bad_action[1] = "no such action"
    illegal = illegal_line(gi, line(gi, 30, seed), seed)
    cases = (
        (b"[1, 2]", "bad format"),
        (b'"a string"', "bad format"),
        (b"{", "bad json"),
        (b"", "bad json"),
        (b"{}", "record field"),
        (_record_with(acts, gi, seed, game="chess"), "record field 'game'"),
        (_record_with(acts, gi, seed, format=2), "record field 'format'"),
        (_record_with(acts, gi, seed, players=99), "players"),
        (_record_with(bad_action, gi, seed), "action 1 'no such action'"),
        (_record_with(illegal, gi, seed), "action %d '%s': " % (len(illegal) - 1, illegal[-1])),
        (_record_with(acts, gi, seed, extra=1), "record field 'extra' is unknown"),
        (b'{"format": 1, "game": "\xff\xfe"}', None),  # not UTF-8
    )
    for body, why in cases:
        put("game.json", crc_line(body) + body)
        expect_backup(acts, body, why)
    # the good record under the same CRC line builder loads: the cases fail for their reason only
    body = _record_with(acts, gi, seed)
    put("game.json", crc_line(body) + body)
    g, err = save.load(P)
    assert texts(g) == acts and err is None, err


def test_damaged_files(gi):
    acts = two_saves(gi)
    cur, bak = get("game.json"), get("game.bak")
    junk = b"0123abcd\n{not json"
    # game.json good, game.bak damaged: game.json, no message
    put("game.bak", junk)
    g, err = save.load(P)
    assert texts(g) == acts and err is None
    # both damaged: no game, and a message naming both
    put("game.json", cur[:-1])
    g, err = save.load(P)
    assert g is None and "game.json: checksum" in err and "game.bak: checksum" in err, err
    assert save.exists(P)
    # all three damaged: all three named
    put("game.tmp", b"")
    g, err = save.load(P)
    assert g is None and "game.json" in err and "game.tmp" in err and "game.bak" in err, err
    COUNT["corruptions"] += 3
    # a directory where game.json should be: the backup, the reason
    wipe()
    put("game.bak", bak)
    os.mkdir(P + "game.json")
    expect_backup(acts, "game.json a directory", "unreadable")
    # ... and where game.bak should be, with game.json gone: no game, a message, no exception
    wipe()
    os.mkdir(P + "game.bak")
    g, err = save.load(P)
    assert g is None and "game.json: missing" in err and "game.bak: unreadable" in err, err
    COUNT["corruptions"] += 1
    # game.json missing, game.bak good, no game.tmp: the backup, with a message
    wipe()
    put("game.bak", bak)
    expect_backup(acts, "game.json missing", "missing")
    # nothing at all
    wipe()
    assert not save.exists(P)
    assert save.load(P) == (None, "no save")


def test_leftover_tmp(gi):
    acts = two_saves(gi)
    cur, bak = get("game.json"), get("game.bak")
    # game.json gone between the renames: game.tmp is the newest, and becomes game.json
    wipe()
    put("game.bak", bak)
    put("game.tmp", cur)
    g, err = save.load(P)
    assert texts(g) == acts and err is None, err
    assert get("game.json") == cur and not _exists(P + "game.tmp")
    # a stale game.tmp beside a good game.json: game.json wins, nothing is moved
    wipe()
    put("game.json", bak)
    put("game.tmp", cur)
    g, err = save.load(P)
    assert texts(g) == acts[:-1] and err is None
    assert get("game.tmp") == cur and get("game.json") == bak
    # game.json damaged, game.tmp good: game.tmp, with a message; game.json is left alone
    put("game.json", cur[:20])
    g, err = save.load(P)
    assert texts(g) == acts and err == "game.json: checksum", err
    assert get("game.json") == cur[:20] and get("game.tmp") == cur
    # a torn game.tmp, game.json missing: the backup
    wipe()
    put("game.bak", bak)
    put("game.tmp", cur[:-3])
    expect_backup(acts, "torn tmp", "missing")
    COUNT["corruptions"] += 3


def test_write_over_damage(gi, seed=7):
    """write works (or raises OSError only) whatever lies in the files' places."""
    acts = line(gi, 5, seed)
    g = game_at(gi, acts, seed)
    for name in ("game.bak", "game.json", "game.tmp"):
        two_saves(gi, seed=seed)
        if _exists(P + name):
            os.remove(P + name)
        os.mkdir(P + name)
        try:
            save.write(P, g)
            ok = True
        except OSError:
            ok = False
        # an empty directory in the way is removed, at game.tmp too: it made every later save
        # fail and nothing ever repaired it (issue 14 point 6)
        assert ok, name
        g2, err = save.load(P)
        assert texts(g2) == acts and err is None
        assert not _is_dir(P + name), name
        COUNT["corruptions"] += 1
    # a directory holding something is not deleted: the save fails with a reason naming it, and
    # the last good save stays loadable; once it is gone, saving works again
    before = two_saves(gi, seed=seed)
    os.mkdir(P + "game.tmp")
    put("game.tmp/x", b"1")
    try:
        save.write(P, g)
        raise AssertionError("a full directory at game.tmp cannot be written over")
    except OSError as e:
        assert e.args[0] == "game.tmp is a folder", e.args
    g2, err = save.load(P)
    assert texts(g2) == before and err is None
    os.remove(P + "game.tmp/x")
    save.write(P, g)
    assert texts(save.load(P)[0]) == acts
    COUNT["corruptions"] += 1
    # clear never raises, even with a full directory it cannot remove
    wipe()
    os.mkdir(P + "game.json")
    put("game.json/x", b"1")
    put("game.bak", b"1")
    save.clear(P)
    assert _is_dir(P + "game.json") and not _exists(P + "game.bak")
    wipe()


# --- the seat sidecar ----------------------------------------------------------------------------------
def test_seats():
    levels = ["human", "easy", "hard", "normal"]
    wipe()
    assert save.read_seats(P, 4) is None  # none yet
    save.write_seats(P, levels)
    assert save.read_seats(P, 4) == levels
    assert save.read_seats(P, 3) is None  # not this game's table
    data = get("seats.txt")
    for n in range(len(data)):
        put("seats.txt", data[:n])
        assert save.read_seats(P, 4) is None, n
        COUNT["corruptions"] += 1
    for pos in range(len(data)):
        for bit in (0, 3, 7):
            bad = bytearray(data)
            bad[pos] ^= 1 << bit
            put("seats.txt", bad)
            assert save.read_seats(P, 4) is None, (pos, bit)
            COUNT["corruptions"] += 1
    for bad in (b"human,robot\n" + crc_line(b"human,robot")[:8], b"\xff\xfe\n00000000",
                b"x" * 5000, b"\n\n\n", b"human\n" + crc_line(b"human")[:8] + b"\nmore"):
        put("seats.txt", bad)
        assert save.read_seats(P, 2) is None, bad
        assert save.read_seats(P, 1) is None, bad
        COUNT["corruptions"] += 1
    wipe()
    os.mkdir(P + "seats.txt")
    assert save.read_seats(P, 4) is None
    COUNT["corruptions"] += 1
    # the line for Resume beside the levels (which game, how far); old files have none
    wipe()
    save.write_seats(P, levels, "bobs_hat h 3 12")
    assert save.read_seats(P, 4) == levels and save.read_info(P) == "bobs_hat h 3 12"
    save.write_seats(P, levels)
    assert save.read_seats(P, 4) == levels and save.read_info(P) is None
    # a directory squatting on the sidecar's names is removed (issue 14 point 6)
    wipe()
    os.mkdir(P + "seats.tmp")
    os.mkdir(P + "seats.txt")
    save.write_seats(P, levels, "x")
    assert save.read_seats(P, 4) == levels and save.read_info(P) == "x"
    # a new table over an old one, where rename will not replace a file (FAT)
    wipe()
    save.write_seats(P, levels)
    flash = Flash(-1, "partial", no_replace=True)
    assert not cut_write(flash, save.write_seats, P, ["easy", "human"])
    assert save.read_seats(P, 2) == ["easy", "human"]


def test_seats_power_cut(no_replace):
    """A cut at each step of write_seats: the old table or the new one; with FAT's rename, also
    none (then every seat is human), never anything else and never an exception."""
    old, new = ["human", "hard", "easy"], ["normal", "human", "human"]
    for mode in MODES:
        i = 0
        while True:
            wipe()
            save.write_seats(P, old)
            if not cut_write(Flash(i, mode, no_replace), save.write_seats, P, new):
                break
            COUNT["cuts"] += 1
            got = save.read_seats(P, 3)
            assert got in ((old, new, None) if no_replace else (old, new)), (mode, i, got)
            i += 1
        assert save.read_seats(P, 3) == new
        assert i == (6 if no_replace else 5), (no_replace, i)  # open, write, close, (remove,) rename


# --- settings --------------------------------------------------------------------------------------
def test_settings_damaged():
    """The app starts with its defaults whatever settings.txt holds; saving over a directory
    gives a message, not an exception."""
    try:
        import framebuf  # noqa: F401
    except ImportError:  # CPython: the host's stand-in, as tests/app/fakeboard.py finds it
        from tests.app.fakeboard import framebuf
        sys.modules["framebuf"] = framebuf
    from firmware.app import App
    from tests.app.fakeboard import FakeBoard
    b = FakeBoard(storage=DIR)
    wipe()
    a = App(b)
    defaults = (a.lang, a.sound, a.timeout, a.confirm_moves)
    assert defaults == (0, True, 300, True)
    put("settings.txt", b"1,0,30")
    a = App(b)
    assert (a.lang, a.sound, a.timeout, a.confirm_moves) == (1, False, 30, True)  # an older file
    put("settings.txt", b"1,0,600,0")
    a = App(b)
    assert (a.lang, a.sound, a.timeout, a.confirm_moves) == (1, False, 600, False)
    a.confirm_moves = True
    a.save_settings()
    assert App(b).confirm_moves
    data = b"1,0,30"
    bads = [data[:n] for n in range(len(data))]
    bads += [b"\xff\xfe,0,30", b"1,0,3\x00", b"1;0;30", b"9" * 4000, b"1,0,31", b"1,0,-30", b"a,b,c",
             b"1,0,30,0,9"]
    for bad in bads:
        put("settings.txt", bad)
        a = App(b)
        assert (a.lang, a.sound, a.timeout, a.confirm_moves) == defaults, bad
        COUNT["corruptions"] += 1
    wipe()
    os.mkdir(P + "settings.txt")
    a = App(b)
    assert (a.lang, a.sound, a.timeout, a.confirm_moves) == defaults
    a.msg = None
    a.save_settings()
    assert a.msg is not None
    COUNT["corruptions"] += 1
    wipe()
    # the App collects every few KiB (gc.threshold); the littlefs tests below rely on the default:
    # their cut files are closed by finalizers, and earlier collections run those on a dead device
    import gc
    try:
        gc.threshold(-1)
    except AttributeError:  # CPython
        pass


# --- the journal (save.update: one line appended per action, save.py) ----------------------------
def journaled(gi, k0, m, seed, extra=1):
    """A whole save at k0 actions, then m actions saved by update() (journal lines); returns the
    k0 + m + extra action texts and the game at k0 + m."""
    acts = line(gi, k0 + m + extra, seed)
    wipe()
    g = game_at(gi, acts[:k0], seed)
    save.write(P, g)
    for t in acts[k0:k0 + m]:
        g.apply_text(t)
        save.update(P, g)
    assert bool(journal()) == (m > 0), (GAMES[gi][0], k0, m)  # no hand ended: a journal
    return acts, g


def test_journal_power_cut(gi, mode, again=False, seed=11):
    """update() at k (after a whole save and journal lines) cut after each step: k-1 or k, no
    message; with `again` the game goes on from what was loaded and that save is cut at each step
    too (a whole write when load dropped a torn line)."""
    acts, g = journaled(gi, 2, 3, seed)
    g.apply_text(acts[5])
    snap, st = snapshot(), list(savefs._state)
    seen = {}
    i = 0
    while True:
        restore(snap)
        savefs._state = list(st)
        if not cut_write(Flash(i, mode), save.update, P, g):
            break
        COUNT["journal"] += 1
        where = ("journal", GAMES[gi][0], mode, i)
        g1 = load_ok((acts[:5], acts[:6]), where)
        seen[len(texts(g1))] = 1
        if again:
            _cut_again(gi, g1, acts, mode, where, seed, save.update)
        i += 1
    assert i == 4, i  # open, write, close; cuts before and after each
    load_ok((acts[:6],), "journal whole")
    assert seen.get(5) and seen.get(6), seen


def test_first_line_appends(gi, seed=19):
    """Issue 26: a move after a whole write only appends to the journal that write left (its header
    line, the CRC of the save): open, write, close -- no remove and no new file, which on littlefs
    made two commits and now and then two erases in the move's step -- and a cut at each step loses
    at most that move.  A game.log that is no longer the file the write made (replaced since, the
    same bytes) is not appended to: a new journal is made in its place."""
    acts = line(gi, 4, seed)
    g = game_at(gi, acts[:3], seed)
    save.write(P, g)
    head = get("game.log")
    assert head == get("game.json")[:9], head  # the header alone, the save's CRC line
    assert not journal()
    g.apply_text(acts[3])
    snap, st = snapshot(), list(savefs._state)
    for same in (True, False):
        i = 0
        while True:
            restore(snap)
            savefs._state = list(st)
            savefs._ino = os.stat(P + "game.log")[1]  # as the write left it (restore() made it anew)
            if not same:  # the same bytes, another file: made beside it, then renamed over it
                put("other.log", head)
                os.rename(P + "other.log", P + "game.log")
            if not cut_write(Flash(i, "torn"), save.update, P, g):
                break
            COUNT["journal"] += 1
            load_ok((acts[:3], acts[:4]), ("first line", GAMES[gi][0], same, i))
            i += 1
        # open, write, close (cuts before and after each); a file not the write's: a remove first
        assert i == (4 if same else 5), (same, i)
        log = get("game.log")
        assert log.startswith(head) and len(_lines(log)) == 2, log
        load_ok((acts[:4],), ("first line whole", same))


def _lines(log):
    return [x + b"\n" for x in log.split(b"\n")[:-1]]


def test_journal_damage(gi, seed=13):
    """game.log truncated anywhere or with any byte flipped: the save and the journal's lines before
    the damage, never more, never an exception; a message only when a damaged line is not the
    last (a cut tears only the last)."""
    acts, g = journaled(gi, 2, 4, seed, 0)
    log = get("game.log")
    ends = []
    n = 0
    for x in _lines(log):
        n += len(x)
        ends.append(n)  # ends[0]: the header line
    for cut in range(len(log)):
        put("game.log", log[:cut])
        g1, err = save.load(P)
        whole = len([e for e in ends[1:] if e <= cut])
        assert texts(g1) == acts[:2 + whole] and err is None, (cut, texts(g1), err)
        COUNT["journal"] += 1
    for pos in range(len(log)):
        for bit in (1, 32):
            bad = bytearray(log)
            bad[pos] ^= bit
            put("game.log", bytes(bad))
            g1, err = save.load(P)
            # the damaged line as the flipped file splits (a flip may make or unmake a newline)
            k = bytes(bad[:pos]).count(b"\n")  # its number (0: the header)
            good = max(0, k - 1)
            h = texts(g1)
            assert h == acts[:2 + good], (pos, bit, h)
            e = bad.find(b"\n", pos)
            last = e < 0 or e == len(bad) - 1
            if k == 0 or last:
                assert err is None, (pos, err)
            else:
                assert err and "game.log: line %d" % k in err, (pos, err)
            COUNT["journal"] += 1
    # a line whose checksum is right but whose action is not legal there
    import binascii
    head = _lines(log)[:3]
    crc = int(head[-1][-9:-1], 16)
    ill = illegal_text(game_at(gi, acts[:4], seed))
    if ill is not None:
        c = binascii.crc32(ill.encode(), crc) & 0xFFFFFFFF
        put("game.log", b"".join(head) + b"%s %08x\n" % (ill.encode(), c) + _lines(log)[3])
        g1, err = save.load(P)
        assert texts(g1) == acts[:4] and err and "game.log: line 3" in err, (texts(g1), err)


def test_journal_stale(gi, seed=17):
    """A journal of an older save (a cut in write() before it removed game.log) matches no save:
    ignored, and the next update starts a new one."""
    acts, g = journaled(gi, 2, 2, seed)
    old = get("game.log")
    save.write(P, g)
    assert not journal()
    put("game.log", old)
    g1 = load_ok((acts[:4],), "stale journal")
    g1.apply_text(acts[4])
    save.update(P, g1)  # load did not use the whole journal: a whole write, game.log gone
    assert not journal()
    load_ok((acts[:5],), "after the stale journal")
    # a journal cut after a torn line: the next save is whole too (nothing is appended after it)
    acts, g = journaled(gi, 2, 2, seed)
    log = get("game.log")
    put("game.log", log[:-3])
    g1 = load_ok((acts[:3],), "torn line")
    g1.apply_text(acts[3])
    save.update(P, g1)
    assert not journal()
    load_ok((acts[:4],), "after the torn line")


def test_journal_whole_writes(gi, seed=19):
    """update() writes the whole save when a hand was scored, every JOURNAL_MAX lines and before
    game.log would pass JOURNAL_BYTES (littlefs keeps it inline); the game loads the same at every
    step (resumed from the files, as after a reset, every few steps: the journal's length as load
    found it counts on)."""
    for lines_max, bytes_max in ((5, 10000), (1000, 80)):
        _whole_writes(gi, seed, lines_max, bytes_max)


def _whole_writes(gi, seed, lines_max, bytes_max):
    g = new_game(GAMES[gi][0], _players(gi), None, seed)
    wipe()
    save.write(P, g)
    keep = save.JOURNAL_MAX, save.JOURNAL_BYTES
    save.JOURNAL_MAX, save.JOURNAL_BYTES = lines_max, bytes_max
    try:
        j = 0
        hands = 0
        longest = 0
        while not g.is_over() and j < 400:
            la = g.legal_actions()
            g.apply(la[(seed + j * 7) % len(la)])
            before = journal()
            save.update(P, g)
            j += 1
            log = journal()
            lines = len(_lines(log)) - 1 if log else 0
            assert lines <= lines_max and len(log) <= bytes_max, (lines, len(log))
            # a whole write (no journal) only when a hand ended or the next line would not fit
            line = len(g.action_text(g.history[-1])) + 10
            full = before and len(_lines(before)) - 1 >= lines_max
            assert log or len(g.hand_scores) > hands or full or (
                len(before or b"00000000\n") + line > bytes_max), (j, len(before))
            longest = max(longest, lines)
            if len(g.hand_scores) > hands:  # a hand scored: a whole save, no journal
                hands = len(g.hand_scores)
                assert not log, j
                assert texts(replay(save_read._read_one(P + "game.json"))) == texts(g)
            if j % 4 == 0:
                g = load_ok((texts(g),), ("whole writes", j))
        assert hands > 0 or g.is_over(), j
        assert longest >= 2, longest  # the journal was used, not only whole writes
    finally:
        save.JOURNAL_MAX, save.JOURNAL_BYTES = keep


# --- issue 29: links, a long damaged journal, squatting folders, mixed layouts, a full flash,
# concurrent writers ----------------------------------------------------------------------------------
SAVE_NAMES = ("game.json", "game.bak", "game.tmp", "game.log", "seats.txt", "seats.tmp")
OUT = DIR[:-1] + "_outside/"  # beside the save folder: nothing there may ever be written


def _symlink(target, link):
    """A symbolic link at `link` (MicroPython's unix port has no os.symlink: the shell's ln)."""
    try:
        os.symlink(target, link)
    except AttributeError:
        assert os.system("ln -s '%s' '%s'" % (target, link)) == 0, link
    assert link.rsplit("/", 1)[1] in os.listdir(link.rsplit("/", 1)[0]), link


def _outside():
    """A file and a folder outside the save folder, and the path of one that must never be made."""
    try:
        os.mkdir(OUT[:-1])
    except OSError:
        pass
    for n in os.listdir(OUT[:-1]):
        p = OUT + n
        if _is_dir(p):
            for m in os.listdir(p):
                os.remove(p + "/" + m)
            os.rmdir(p)
        else:
            os.remove(p)
    with open(OUT + "precious", "wb") as f:
        f.write(b"the player's other file\n")
    os.mkdir(OUT + "dir")
    with open(OUT + "dir/x", "wb") as f:
        f.write(b"x")
    return {"file": OUT + "precious", "dangling": OUT + "never", "dir": OUT + "dir"}


def _outside_intact():
    assert get_path(OUT + "precious") == b"the player's other file\n"
    assert not _exists(OUT + "never")
    assert os.listdir(OUT + "dir") == ["x"] and get_path(OUT + "dir/x") == b"x"
    assert sorted(os.listdir(OUT[:-1])) == ["dir", "precious"]


def test_links(gi, seed=29):
    """Issue 29 point 1: open(..., "w") follows a link, and game.tmp linking to a file elsewhere had
    that file overwritten with the save.  A link (to a file, to nothing, to a folder) at each save
    file's name, before each way of saving: nothing outside the save folder is ever written, and
    the save is made."""
    acts = line(gi, 6, seed)
    try:
        for name in SAVE_NAMES:
            for kind in ("file", "dangling", "dir"):
                where = (name, kind)
                for op in ("write", "update", "seats", "heal", "clear"):
                    wipe()
                    target = _outside()[kind]
                    g = game_at(gi, acts[:3], seed)
                    save.write(P, g)
                    if op == "heal":
                        wipe()  # nothing to resume: heal tidies every name
                    if _exists(P + name):
                        os.remove(P + name)
                    _symlink(target, P + name)
                    g.apply_text(acts[3])
                    if op == "write":
                        save.write(P, g)
                    elif op == "update":
                        save.update(P, g)  # a new journal: game.log is opened for writing
                    elif op == "seats":
                        save.write_seats(P, ["human", "easy"])
                    elif op == "heal":
                        save.heal(P)
                    else:
                        save.clear(P)
                    _outside_intact()
                    if op == "write" or op == "update" and name != "game.json":  # (the link took the save's place)
                        got, err = save.load(P)
                        assert got is not None and texts(got) == acts[:4], (where, op, err)
                    if op == "seats":
                        assert save.read_seats(P) == ["human", "easy"], (where, op)
                    if op in ("heal", "clear") and name != "game.json" and name != "game.bak":
                        assert name not in os.listdir(DIR[:-1]), (where, op)  # the link is gone
                    load = save.load(P)  # reading through a link is no harm; never raises
                    assert isinstance(load, tuple), (where, op)
                    COUNT["corruptions"] += 1
    finally:
        wipe()
        _outside()


class _Bounded:
    """A file read under a small heap (issue 29 point 2): a read or a readline that would return
    more than LIMIT bytes raises MemoryError, as a board's 192 KiB heap did for a journal line of
    hundreds of KiB."""
    LIMIT = 4096

    def __init__(self, f):
        self.f = f

    def _check(self, data):
        if len(data) > self.LIMIT:
            raise MemoryError()
        return data

    def readline(self, size=-1):
        pos = self.f.tell()
        data = self.f.readline(size) if size is not None and size >= 0 else self.f.readline()
        if len(data) > self.LIMIT:
            self.f.seek(pos)
            raise MemoryError()
        return data

    def read(self, size=-1):
        return self._check(self.f.read(size) if size is not None and size >= 0 else self.f.read())

    def __getattr__(self, name):
        return getattr(self.f, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()
        return False


def _bounded_open(p, mode="r"):
    f = open(p, mode)
    return _Bounded(f) if p.endswith("game.log") else f


def test_journal_long_run(gi, seed=31):
    """Issue 29 point 2: a game.log whose header (or a good line) is followed by a long run of bytes
    with no newline (a FAT file's size committed over unwritten clusters) made readline() raise
    MemoryError and load() -- documented never to raise -- raise.  Read under a bounded heap: the
    game comes back from game.json and the journal's good lines, and the damage is said."""
    acts, g = journaled(gi, 2, 3, seed, 0)
    log = get("game.log")
    lines = _lines(log)
    savefs._open = _bounded_open
    try:
        for keep in range(len(lines)):  # the header, then 0, 1, 2 good lines, then the run
            for run in (b"\x00" * 65536, b"\xff" * 20000 + b"\n" + lines[-1], b"x" * 300):
                put("game.log", b"".join(lines[:keep + 1]) + run)
                got, err = save.load(P)
                good = max(0, keep)
                assert got is not None and texts(got) == acts[:2 + good], (keep, len(run), err)
                assert err == "game.log: line %d: damaged" % (good + 1), (keep, len(run), err)
                COUNT["journal"] += 1
        # the header itself a long run
        put("game.log", b"\x00" * 65536)
        got, err = save.load(P)
        assert texts(got) == acts[:2] and err is None, err  # a journal of no save: ignored
    finally:
        savefs._open = open
    # and on the interpreter's own heap: MicroPython runs this file with a 2 MiB heap, and a run of
    # 2.5 MB read as one line is a real MemoryError there
    with open(P + "game.log", "wb") as f:
        f.write(b"".join(lines[:2]))
        block = b"\x00" * 65536
        for _ in range(40):
            f.write(block)
        block = None
    got, err = save.load(P)
    assert texts(got) == acts[:3] and err == "game.log: line 2: damaged", err
    os.remove(P + "game.log")


def _folder(name, full):
    os.mkdir(P + name)
    if full:
        put(name + "/x", b"1")


def _unfold(name):
    if _exists(P + name + "/x"):
        os.remove(P + name + "/x")
    os.rmdir(P + name)


def test_squatting_folders(gi, seed=37):
    """Issue 29 point 3: a folder named game.log holding something made every move report "Save
    failed: game.log is a folder" although the game was written.  A folder (empty, or holding a
    file) at each save file's name, before each way of saving: an empty one is removed and the
    save made; one holding something either fails the save with that folder's name and nothing
    changed (the game before loads), or the save is made and nothing is said -- the message is
    always true.  load, exists, heal and clear never raise."""
    acts = line(gi, 8, seed)
    for name in SAVE_NAMES:
        for full in (False, True):
            for op in ("write", "update", "seats"):
                where = (name, full, op)
                wipe()
                g = game_at(gi, acts[:3], seed)
                save.write(P, g)
                save.write_seats(P, ["human", "easy"])
                if op == "update":
                    g.apply_text(acts[3])
                    save.update(P, g)  # a journal line
                before = texts(g)
                if _exists(P + name):
                    os.remove(P + name)
                _folder(name, full)
                # as at a start: update() knows the files from what load found; what it found
                prior = save.load(P)
                prior = (prior[0] and texts(prior[0]), prior[1])
                g.apply_text(acts[len(before)])
                try:
                    if op == "seats":
                        save.write_seats(P, ["easy", "human"])
                    elif op == "update":
                        save.update(P, g)
                    else:
                        save.write(P, g)
                    failed = None
                except OSError as e:
                    failed = e.args[0]
                touches = name.startswith("seats") == (op == "seats")  # a name this way of saving uses
                if not full or not touches:
                    assert failed is None, (where, failed)
                if not full and touches:
                    assert not _is_dir(P + name), where
                if failed is not None:
                    assert failed == "%s is a folder" % name, (where, failed)
                got, err = save.load(P)
                if op == "seats":
                    assert (save.read_seats(P) == ["easy", "human"]) == (failed is None), where
                else:
                    if failed is not None:  # nothing changed
                        assert (got and texts(got), err) == prior, (where, failed, err, prior)
                    else:
                        assert got is not None and texts(got) == texts(g), (where, failed, err)
                    if name in ("game.log", "seats.txt", "seats.tmp", "game.tmp"):
                        assert err is None, (where, err)  # nothing was lost: nothing to tell
                # every later move: the same answer (no stale state), and the folder gone, saving works
                if op != "seats" and name == "game.log" and full:
                    for t in acts[len(texts(g)):len(texts(g)) + 2]:
                        g.apply_text(t)
                        save.update(P, g)  # never "Save failed": the whole save each time
                        got, err = save.load(P)
                        assert texts(got) == texts(g) and err is None, (where, err)
                save.exists(P)
                save.heal(P)
                _unfold(name) if _is_dir(P + name) else None
                if op != "seats":
                    g.apply_text(acts[len(texts(g))])
                    save.update(P, g)
                    assert texts(save.load(P)[0]) == texts(g), where
                save.clear(P)
                COUNT["corruptions"] += 1


def test_full_flash(gi, seed=41):
    """A full filesystem (ENOSPC at any byte of a write or an append): write and update raise
    OSError only, and the game before or the game saved loads, never anything else."""
    acts, g = journaled(gi, 2, 2, seed, 3)
    snap, st = snapshot(), list(savefs._state)
    for fn, n in ((save.update, 5), (save.write, 5), (save.update, 6)):
        for budget in range(0, 400, 7):
            restore(snap)
            savefs._state = list(st)
            g1 = game_at(gi, acts[:n], seed)
            flash = FullFlash(budget)
            savefs._open, savefs._os = flash.open, flash
            try:
                fn(P, g1)
                failed = False
            except OSError as e:
                failed = e.args[0] == 28
                assert failed, e.args
            finally:
                savefs._open, savefs._os = open, os
            got, err = save.load(P)
            assert got is not None and texts(got) in (acts[:4], acts[:n]), (budget, err)
            if not failed:
                assert texts(got) == acts[:n], budget
            COUNT["corruptions"] += 1


class FullFlash(Flash):
    """A flash with `budget` bytes free: a write past it writes what fits and raises ENOSPC."""

    def __init__(self, budget):
        Flash.__init__(self, -1, "partial")
        self.budget = budget

    def open(self, p, mode="r"):
        f = Flash.open(self, p, mode)
        if isinstance(f, FlashFile):
            f.__class__ = FullFile
        return f


class FullFile(FlashFile):
    def write(self, s):
        data = s.encode() if isinstance(s, str) else bytes(s)
        grow = max(0, self.pos + len(data) - len(self.buf))
        if grow > self.flash.budget:
            fit = len(data) - (grow - self.flash.budget)
            FlashFile.write(self, data[:fit])
            self.flash.budget = 0
            raise OSError(28)
        self.flash.budget -= grow
        return FlashFile.write(self, data)


def test_concurrent_writers(gi, seed=43):
    """Two programs saving into one folder (two simulators on one flash folder, issue 29 point 5 at
    the save's level): each save, whole or a journal line, in any interleaving, leaves one coherent
    game, the last one written in whole or the other's, never a mix of the two."""
    a = line(gi, 14, seed)
    b = line(gi, 14, seed + 1)
    state = {}
    wipe()
    ga, gb = game_at(gi, a[:1], seed), game_at(gi, b[:1], seed + 1)
    save.write(P, ga)
    state["a"] = savefs._state
    save.write(P, gb)
    state["b"] = savefs._state
    written = {"a": [texts(ga)], "b": [texts(gb)]}
    for step in range(24):
        who = "a" if (step * 7 + 3) % 5 < 2 else "b"
        g, acts = (ga, a) if who == "a" else (gb, b)
        if len(texts(g)) >= len(acts):
            continue
        g.apply_text(acts[len(texts(g))])
        savefs._state = state[who]
        save.update(P, g)
        state[who] = savefs._state
        written[who].append(texts(g))
        got, err = save.load(P)
        assert got is not None, (step, err)
        h = texts(got)
        # one of the games as it was written at some point, whole (no mix of two records)
        assert h in written["a"] or h in written["b"], (step, who, h)
        assert h in written["a" if got.seed == seed else "b"], (step, who, h)
        savefs._state = None  # load() took over update()'s state: each program keeps its own
        COUNT["corruptions"] += 1


class _Lcg:
    """A small generator of our own: the same faults on CPython and MicroPython (whose random has
    no Random class)."""

    def __init__(self, seed):
        self.s = seed & 0x7FFFFFFF

    def below(self, n):
        self.s = (self.s * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.s >> 8) % n


def _present(name):
    return name in os.listdir(DIR[:-1])  # a dangling link too (os.stat does not see it)


def _squat(r, name, targets):
    """A fault on a free name: a link (to a file, to nothing, to a folder) or a folder (empty, or
    holding a file)."""
    k = r.below(5)
    if k < 3:
        _symlink(targets[("file", "dangling", "dir")[k]], P + name)
    else:
        _folder(name, k == 4)
    return k


def _tidy(name):
    """The person takes the squatter away again, if it is still there: a folder or a link to one (the
    save never makes a folder), a dangling link, a link to the outside file -- not a file the save
    has made there since (it removes links and empty folders in its way)."""
    p = P + name
    if not _present(name):
        return
    if _is_dir(p) or not _exists(p) or get_path(p) == get_path(OUT + "precious"):
        try:
            os.remove(p)  # a link
            return
        except OSError:
            pass
        _unfold(name)


def _neighbour(gi, seed=59):
    """Another title's save (two whole writes and a seat file) at its own slot in the save
    folder; its files' bytes, for _neighbour_intact."""
    oi = AVAILABLE[(AVAILABLE.index(gi) + 1) % len(AVAILABLE)] if len(AVAILABLE) > 1 else gi
    name = GAMES[oi][0] if oi != gi else GAMES[gi][0] + "x"
    q = save.slot(DIR, name)
    acts = line(oi, 3, seed)
    save.write(q, game_at(oi, acts[:2], seed))
    save.write(q, game_at(oi, acts, seed))
    save.write_seats(q, ["human"] * _players(oi))
    savefs._state = None
    return dict((n, get_path(q + n)) for n in SAVE_NAMES if _exists(q + n)), q


def _neighbour_intact(nb):
    files, q = nb
    now = dict((n, get_path(q + n)) for n in SAVE_NAMES if _exists(q + n))
    assert now == files, ("another title's save changed", sorted(now), sorted(files))


def test_slots_power_cut(gi, mode, k=4, seed=61):
    """One saved game a title (issue 27): a write of one title's save cut at every step leaves the
    other title's save byte for byte as it was, and this title's at the game before or after."""
    wipe()
    nb = _neighbour(gi)
    q = save.slot(DIR, GAMES[gi][0])
    acts = line(gi, k, seed)
    i = 0
    while True:
        for n in SAVE_NAMES:
            if _exists(q + n):
                os.remove(q + n)
        save.write(q, game_at(gi, acts[:k - 1], seed))
        cut = cut_write(Flash(i, mode), save.write, q, game_at(gi, acts, seed))
        _neighbour_intact(nb)
        g, err = save.load(q)
        assert g is not None and err is None and texts(g) in (acts, acts[:k - 1]), (GAMES[gi][0], mode, i, err)
        if not cut:
            break
        COUNT["cuts"] += 1
        i += 1
    assert texts(g) == acts and i > 5
    wipe()


def test_stats_power_cut():
    """The statistics file (firmware/stats.py) is written as the saves are: a write cut at every
    step, in every way a flash may keep a file being written, gives the figures before or after,
    never an error; a damaged stats.txt falls back to stats.tmp or stats.bak."""
    from engine_core.games import new_game
    from firmware import stats
    g = new_game("auf_der_hut", 2, None, 3)
    k = 0
    while not g.is_over():  # varied moves: the first one each time may go round in circles
        la = g.legal_actions()
        g.apply(la[(k * 7) % len(la)])
        k += 1
    before = ([], {})
    stats.add(before[0], before[1], g, ["Anna", "=hard"])
    after = ([list(r) for r in before[0]], dict(before[1]))
    after[1].clear()
    stats.add(after[0], after[1], g, ["Ben", "Anna"])
    for mode in MODES:
        i = 0
        while True:
            wipe()
            stats.write(DIR, before[0], dict(before[1]))
            stats.write(DIR, before[0], dict(before[1]))  # a stats.bak too
            cut = cut_write(Flash(i, mode), stats.write, DIR, after[0], after[1])
            got = stats.read(DIR)
            assert got in (before, after), (mode, i, got)
            if not cut:
                break
            COUNT["cuts"] += 1
            i += 1
        assert got == after and i >= 4, (mode, i)
    wipe()


def test_slot_move_power_cut():
    """An older version's single save is moved to its title's slot (firmware/savedir.py slots);
    a cut at every step of the move, then a start (slots again), gives the whole save there, its
    journal and seat file with it, and nothing left at the old names."""
    from firmware import savedir
    gi = AVAILABLE[0]
    acts = line(gi, 4, 67)
    q = save.slot(DIR, GAMES[gi][0])
    for mode in MODES:
        i = 0
        while True:
            wipe()
            save.write(DIR, game_at(gi, acts[:2], 67))
            save.write(DIR, game_at(gi, acts[:3], 67))
            g = game_at(gi, acts, 67)
            save.update(DIR, g)
            save.write_seats(DIR, ["human"] * _players(gi))
            savefs._state = None
            cut = cut_write(Flash(i, mode), savedir.slots, DIR)
            savedir.left = False
            savedir.slots(DIR)  # the next start
            assert not savedir.left, (mode, i)
            got, err = save.load(q)
            assert got is not None and texts(got) == acts and err is None, (mode, i, err)
            assert save.read_seats(q) == ["human"] * _players(gi)
            assert not [n for n in SAVE_NAMES if _exists(DIR + n)] and not _exists(DIR + savedir._SLOT_MARK)
            savefs._state = None
            if not cut:
                break
            COUNT["cuts"] += 1
            i += 1
        assert i >= 6, (mode, i)
    wipe()


def test_save_fuzz(gi, seed=53, sessions=36):
    """Issue 29 "keep and extend": the faults found by hand, made by the test itself, at random,
    between sessions of a player's device: a link (to a file, to nothing, to a folder) or a folder
    (empty, or holding something) on any free save file name, a long run of bytes with no newline
    after the journal; at each start load (under a bounded heap at times) and heal, as the app does;
    then moves saved by update(), whole writes and the seat file, each perhaps cut by the power or by
    a full flash.  Invariants: nothing outside the save folder is ever written; load, exists, heal
    and clear never raise, and only OSError comes out of a save; a save that returned is what the
    next load gives, one that failed changed nothing, one cut by the power gives the game before or
    the game saved."""
    r = _Lcg(seed * 7919 + gi)
    targets = _outside()
    wipe()
    # one saved game a title (issue 27): another title's save beside this one, which nothing done
    # to this one (cuts, squatters, damage, clears) may change by a byte
    nb = _neighbour(gi)
    savefs._state = None
    expect = None  # the histories the next load may give (None: no save yet)
    squatters = []
    faults = {"link": 0, "folder": 0, "run": 0, "cut": 0, "full": 0, "failed": 0, "bounded": 0}
    try:
        for session in range(sessions):
            where = (GAMES[gi][0], session)
            # between sessions: the person tidies up now and then, or makes a new squatter or two
            if squatters and r.below(3) == 0:
                for name in squatters:
                    _tidy(name)
                squatters = []
            for _ in range(r.below(3)):
                free = [n for n in SAVE_NAMES if not _present(n)]
                if free:
                    name = free[r.below(len(free))]
                    faults["link" if _squat(r, name, targets) < 3 else "folder"] += 1
                    squatters.append(name)
            if _present("game.log") and "game.log" not in squatters and r.below(4) == 0:  # the save's own
                with open(P + "game.log", "ab") as f:  # size committed over unwritten clusters
                    f.write(b"\x00" * (100 + r.below(20000)))
                faults["run"] += 1
            # the start: load (its game, or a new one), then heal
            if r.below(3) == 0:
                savefs._open = _bounded_open
                faults["bounded"] += 1
            try:
                got, err = save.load(P)
            finally:
                savefs._open = open
            assert save.exists(P) in (True, False)
            if expect is None:
                assert got is None, (where, err)
            else:  # None among them: a cut in the very first save may have left none
                assert (texts(got) if got is not None else None) in expect, (where, got and texts(got), expect, err)
            save.heal(P)
            g = got
            if g is None or g.is_over():
                g = new_game(GAMES[gi][0], _players(gi), None, seed + session)
                save.clear(P)
                expect = None
                op_list = ["write"]
            else:
                op_list = []
            op_list += ["update"] * (1 + r.below(4))
            if r.below(4) == 0:
                op_list.insert(r.below(len(op_list) + 1), "write" if r.below(2) else "seats")
            for op in op_list:
                if op != "seats" and op != "write" or (op == "write" and expect is not None):
                    if g.is_over():
                        break
                    la = g.legal_actions()
                    g.apply(la[r.below(len(la))])
                k = r.below(8)
                if k == 0:
                    flash = Flash(r.below(14), MODES[r.below(len(MODES))])
                elif k == 1:
                    flash = FullFlash(r.below(300))
                else:
                    flash = None
                if flash is not None:
                    savefs._open, savefs._os = flash.open, flash
                cut = False
                try:
                    if op == "seats":
                        save.write_seats(P, ["human"] * g.players)
                    elif op == "write":
                        save.write(P, g)
                    else:
                        save.update(P, g)
                    failed = False
                except PowerCut:
                    cut = True
                except OSError as e:
                    failed = True
                    assert e.args[0] == 28 or "is a folder" in str(e.args[0]), (where, op, e.args)
                finally:
                    savefs._open, savefs._os = open, os
                if cut:
                    faults["cut"] += 1
                    if op != "seats":
                        expect = (expect or (None,)) + (texts(g),)
                    break  # the power is gone: the next session
                if op == "seats":
                    continue
                if failed:
                    faults["full" if flash is not None else "failed"] += 1
                else:
                    expect = (texts(g),)
            _outside_intact()
            _neighbour_intact(nb)
            COUNT["corruptions"] += 1
        assert faults["link"] and faults["folder"] and faults["cut"] and faults["bounded"], faults
    finally:
        savefs._open, savefs._os = open, os
        wipe()
        _outside()
        savefs._state = None


def test_mixed_layouts(gi, seed=47):
    """Issue 29 point 4: with a save both in the storage itself (an older version's layout) and in
    the folder, savedir.folder() moved the storage's files one by one wherever the folder lacked
    that name (its game.bak and game.log beside the other game's game.json).  One whole save is
    moved in, or none; a move cut at any rename is finished at the next start; when the folder
    holds a save of its own, both stay as they are and `left` says so."""
    from firmware import savedir
    global P
    root = DIR
    sub = root + "save/"
    a = line(gi, 7, seed)
    b = line(gi, 7, seed + 1)

    def make(prefix, acts, s, k0, m):
        g = game_at(gi, acts[:k0], s)
        save.write(prefix, game_at(gi, acts[:k0 - 1], s))
        save.write(prefix, g)
        for t in acts[k0:k0 + m]:
            g.apply_text(t)
            save.update(prefix, g)
        save.write_seats(prefix, ["human", "easy"] if prefix == root else ["hard", "human"])  # whose
        savefs._state = None
        return texts(g)

    def files(prefix):
        return dict((n, get_path(prefix + n)) for n in savedir._FILES if _exists(prefix + n))

    def clean():
        wipe()
        if _is_dir(sub[:-1]):
            for n in os.listdir(sub[:-1]):
                os.remove(sub + n)
            os.rmdir(sub[:-1])

    try:
        # only the storage's: moved in whole; its journal too
        clean()
        want = make(root, a, seed, 3, 2)
        old = files(root)
        assert savedir.folder(root, "save/") == sub and not savedir.left
        assert files(sub) == old and not files(root)
        assert texts(save.load(sub)[0]) == want
        # both: nothing moved, nothing mixed, and said
        clean()
        os.mkdir(sub[:-1])
        want_b = make(sub, b, seed + 1, 4, 1)
        want_a = make(root, a, seed, 3, 2)
        old_root, old_sub = files(root), files(sub)
        assert savedir.folder(root, "save/") == sub and savedir.left
        assert files(root) == old_root and files(sub) == old_sub
        assert texts(save.load(sub)[0]) == want_b and texts(save.load(root)[0]) == want_a
        # the folder's save only a game.bak (its game.json lost): still a save of its own
        os.remove(sub + "game.json")
        old_sub = files(sub)
        assert savedir.folder(root, "save/") == sub and savedir.left
        assert files(root) == old_root and files(sub) == old_sub
        # a move cut by the power at each step (its mark, each rename, the mark's removal), in each
        # way a flash keeps a file being written: finished at the next start, the whole save
        for mode in MODES:
            i = 0
            while True:
                clean()
                want = make(root, a, seed, 3, 2)
                old = files(root)
                os.mkdir(sub[:-1])
                if not cut_write(Flash(i, mode), savedir.folder, root, "save/"):
                    break
                assert savedir.folder(root, "save/") == sub and not savedir.left, (mode, i)
                assert files(sub) == old and not files(root), (mode, i)
                assert savedir._MARK not in os.listdir(sub[:-1]), (mode, i)
                assert texts(save.load(sub)[0]) == want, (mode, i)
                i += 1
            assert i >= len(old) + 2, (mode, i)
            assert files(sub) == old and not files(root)
        # without the mark, the first files of a move by an older version look like a save of the
        # folder's own: nothing is mixed, the rest stays, and is said
        clean()
        make(root, a, seed, 3, 2)
        os.mkdir(sub[:-1])
        os.rename(root + "game.bak", sub + "game.bak")
        old_root, old_sub = files(root), files(sub)
        assert savedir.folder(root, "save/") == sub and savedir.left
        assert files(root) == old_root and files(sub) == old_sub
        # leftovers of no save in the folder give way to the storage's save
        clean()
        want = make(root, a, seed, 3, 2)
        old = files(root)
        os.mkdir(sub[:-1])
        put("save/seats.txt", b"stale")
        put("save/game.log", b"stale")
        assert savedir.folder(root, "save/") == sub and not savedir.left
        assert files(sub) == old and not files(root)
        # a seat file alone in the storage is no save: not moved
        clean()
        put("seats.txt", b"x")
        assert savedir.folder(root, "save/") == sub and not savedir.left and _exists(root + "seats.txt")
        # random layouts: any part of one save in the storage, any part of another in the folder
        r = _Lcg(seed * 31 + gi)
        for n in range(20):
            clean()
            os.mkdir(sub[:-1])
            make(root, a, seed, 3, 2)
            make(sub, b, seed + 1, 4, 1)
            A, B = files(root), files(sub)
            for name in savedir._FILES:
                if r.below(3) == 0 and name in A:
                    os.remove(root + name)
                if r.below(2) == 0 and name in B:
                    os.remove(sub + name)
            before_root, before_sub = files(root), files(sub)
            assert savedir.folder(root, "save/") == sub
            after_root, after_sub = files(root), files(sub)
            kinds = [x for x in savedir._SAVE if x in before_root]
            if savedir.left or not kinds:
                assert (after_root, after_sub) == (before_root, before_sub), n
                assert savedir.left == bool(kinds and [x for x in savedir._SAVE if x in before_sub]), n
            else:  # moved in whole, over the folder's leftovers of no save
                assert not after_root and after_sub == before_root, n
            # never two saves' files side by side in the folder
            assert len(set(after_sub[x] == A.get(x) for x in after_sub)) <= 1, (n, sorted(after_sub))
            assert savedir._MARK not in os.listdir(sub[:-1])
            got = save.load(sub)[0]  # one game's, as one of its saves held it
            assert got is None or texts(got) == (a if got.seed == seed else b)[:len(texts(got))], n
        COUNT["corruptions"] += 5
    finally:
        clean()
        P = DIR


# --- real filesystems on a RAM block device (MicroPython only: CPython has no littlefs or FAT
# driver; the flash models above stand in for them there) -----------------------------------------
MNT = "/save_test_vfs"


class _Die(Exception):
    pass


def _heap_locked():
    """True inside a finalizer run by the gc (nothing may be allocated there)."""
    try:
        bytearray(1)
        return False
    except MemoryError:
        return True


class Blocks:
    """A block device over a bytearray; the `cut_at`-th program or erase never happens (with
    `torn`, half of it does) and nothing after it does either (_Die).  The files a cut leaves open
    are closed later by their finalizers, during a gc, with the heap locked: then nothing may be
    allocated (not even an exception), so the device quietly does nothing while dead, and after
    power_off() (the test has seen the cut: `kept` is the flash as the cut left it) goes on, on a
    scratch copy."""

    def __init__(self, data, bs, cut_at=-1, torn=False):
        self.data, self.bs, self.cut_at, self.torn = data, bs, cut_at, torn
        self.ops = 0
        self.dead = False
        self.gone = False

    def power_off(self):
        self.kept = self.data
        self.data = bytearray(self.data)
        self.gone = True

    def _step(self, a, buf):
        """May the program/erase of buf at a happen?"""
        if self.gone:
            return True
        if self.dead:
            if _heap_locked():
                return False
            raise _Die()
        self.ops += 1
        if self.ops == self.cut_at:
            self.dead = True
            if self.torn:
                n = len(buf) // 2
                self.data[a:a + n] = buf[:n]
            raise _Die()
        return True

    def readblocks(self, b, buf, off=0):
        a = b * self.bs + off
        if self.gone or self.dead:  # byte by byte: a slice would allocate
            for j in range(len(buf)):
                buf[j] = self.data[a + j]
            return
        buf[:] = self.data[a:a + len(buf)]

    def writeblocks(self, b, buf, off=0):
        a = b * self.bs + (off or 0)
        if self._step(a, buf):
            self.data[a:a + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:
            return len(self.data) // self.bs
        if op == 5:
            return self.bs
        if op == 6:  # erase
            a = arg * self.bs
            if self.gone or self.dead:
                if self._step(a, b""):
                    for j in range(a, a + self.bs):
                        self.data[j] = 0xFF
                return 0
            ff = b"\xff" * self.bs
            self._step(a, ff)
            self.data[a:a + self.bs] = ff
            return 0
        return None


def _mount(dev, fat=False):
    os.mount(os.VfsFat(dev) if fat else os.VfsLfs2(dev), MNT)


def _umount():
    import gc
    gc.collect()  # finalizers of files a cut left open run now, while mounted, on the gone device
    try:
        os.umount(MNT)
    except OSError:
        pass


def _lfs_write_cut(snap, i, torn, g):
    """A save of g written on a copy of the littlefs image snap whose i-th block program or erase
    is the last one (torn: half done); the power goes, then comes back on what the flash kept,
    mounted afresh.  Returns (whether the save was through before the cut, that device)."""
    dev = Blocks(bytearray(snap), 4096, i, torn)
    _mount(dev)
    try:
        save.write(P, g)
        done = True
    except _Die:
        done = False
    dev.power_off()
    _umount()
    dev = Blocks(dev.kept, 4096)
    _mount(dev)
    return done, dev


def test_littlefs_power_cut(gi, k, torn, again=False, seed=3):
    """littlefs (the rp2 port's filesystem, 4 KiB blocks), the power cut at each block program or
    erase of a save at k: the k-1 or the k actions, and once k, k at every later cut."""
    global P
    acts = line(gi, k, seed)
    data = bytearray(b"\xff" * (8 * 4096))
    dev = Blocks(data, 4096)
    os.VfsLfs2.mkfs(dev)
    _mount(dev)
    P = MNT + "/"
    try:
        if k >= 2:
            save.write(P, game_at(gi, acts[:k - 2], seed))
        save.write(P, game_at(gi, acts[:k - 1], seed))
        _umount()
        snap = bytes(data)
        g = game_at(gi, acts, seed)
        got_k = False
        i = 1
        while True:
            done, dev = _lfs_write_cut(snap, i, torn, g)
            where = ("littlefs", GAMES[gi][0], k, torn, i)
            if done:
                break
            COUNT["lfs_cuts"] += 1
            g1 = load_ok((acts,) if got_k else (acts[:k - 1], acts), where)
            got_k = len(texts(g1)) == k
            if again:
                _lfs_cut_again(g1, acts, torn, where, bytes(dev.data))
            _umount()
            i += 1
        load_ok((acts,), where)
        assert got_k and i > 3, where
    finally:
        _umount()
        P = DIR


def _lfs_cut_again(g1, acts, torn, where, snap):
    L = len(texts(g1))
    base = texts(g1)
    g1.apply(other_action(g1, acts[L] if L < len(acts) else None))
    want = (base, texts(g1))
    _umount()
    j = 1
    while True:
        done, _ = _lfs_write_cut(snap, j, torn, g1)
        if done:
            break
        COUNT["lfs_cuts"] += 1
        load_ok(want, where + (j,))
        _umount()
        j += 1
    load_ok((want[1],), where + (j,))


def test_littlefs_journal_cut(gi, torn, seed=3):
    """littlefs, the power cut at each block program or erase of update() appending the k-th action
    to a journal (and of the whole write when that cut tore it): the k-1 or the k actions."""
    global P
    data = bytearray(b"\xff" * (8 * 4096))
    dev = Blocks(data, 4096)
    os.VfsLfs2.mkfs(dev)
    _mount(dev)
    P = MNT + "/"
    try:
        acts, g = journaled(gi, 2, 3, seed)
        g.apply_text(acts[5])
        st = list(savefs._state)
        _umount()
        snap = bytes(data)
        got_k = False
        i = 1
        while True:
            dev = Blocks(bytearray(snap), 4096, i, torn)
            _mount(dev)
            savefs._state = list(st)
            try:
                save.update(P, g)
                done = True
            except _Die:
                done = False
            dev.power_off()
            _umount()
            where = ("littlefs journal", GAMES[gi][0], torn, i)
            _mount(Blocks(dev.kept, 4096))
            if done:
                break
            COUNT["lfs_cuts"] += 1
            g1 = load_ok((acts[:6],) if got_k else (acts[:5], acts[:6]), where)
            got_k = len(texts(g1)) == 6
            _umount()
            i += 1
        load_ok((acts[:6],), where)
        assert i > 1, where  # at least one program or erase was cut
    finally:
        _umount()
        P = DIR


class _Counted(Blocks):
    """Blocks that count the erases and the bytes programmed."""
    erases = 0
    programmed = 0

    def writeblocks(self, b, buf, off=0):
        self.programmed += len(buf)
        Blocks.writeblocks(self, b, buf, off)

    def ioctl(self, op, arg):
        if op == 6:
            self.erases += 1
        return Blocks.ioctl(self, op, arg)


def test_littlefs_write_once(gi, seed=3):
    """littlefs: a whole save is written front to back, so each 4 KiB block of the new file is
    erased once and its bytes programmed once.  Going back to patch the CRC line at the end made
    littlefs copy the file to new blocks: twice the erases (~45 ms each on a Pico's flash) and
    twice the bytes (issue 26)."""
    global P
    for n in (300, 120, 40):  # the longest record the game's line reaches: two blocks if it can
        try:
            acts = line(gi, n, seed)
            break
        except AssertionError:
            pass
    g = game_at(gi, acts, seed)
    dev = _Counted(bytearray(b"\xff" * (12 * 4096)), 4096)
    os.VfsLfs2.mkfs(dev)
    _mount(dev)
    P = MNT + "/"
    try:
        save.write(P, g)
        size = os.stat(P + "game.json")[6]
        for i in range(3):  # over a save and its backup, as in play
            dev.erases = dev.programmed = 0
            save.write(P, g)
            where = (GAMES[gi][0], n, size, i, dev.erases, dev.programmed)
            assert dev.erases == (size + 4095) // 4096, where
            # the file once, and littlefs's directory commits (the renames, the journal's header)
            assert size < dev.programmed < size + 1024, where
        load_ok((acts,), ("littlefs write once", GAMES[gi][0]))
    finally:
        _umount()
        P = DIR


def test_fat():
    """MicroPython's FAT driver: saves, the backup, seat files over seat files, clear."""
    global P
    acts = line(AVAILABLE[0], 3, 9)
    dev = Blocks(bytearray(256 * 512), 512)
    os.VfsFat.mkfs(dev)
    _mount(dev, True)
    P = MNT + "/"
    try:
        for n in range(len(acts) + 1):
            save.write(P, game_at(AVAILABLE[0], acts[:n], 9))
        load_ok((acts,), "fat")
        assert texts(replay(save_read._read_one(P + "game.bak"))) == acts[:-1]
        for levels in (["human", "easy"], ["hard", "human"]):
            save.write_seats(P, levels)
            assert save.read_seats(P, 2) == levels
        os.mkdir(P + "game.tmp")
        g, err = save.load(P)
        assert texts(g) == acts and err is None
        save.clear(P)
        assert not save.exists(P) and save.read_seats(P, 2) is None
    finally:
        _umount()
        P = DIR


# --- everything -----------------------------------------------------------------------------------
CUT_KS = (1, 2, 5, 12)
# the checks of one game's save against damage, each called with the game's index
DAMAGE_CHECKS = (test_streamed, test_truncated, test_bit_flips, test_wrong_format, test_damaged_files,
                 test_leftover_tmp, test_write_over_damage, test_journal_damage, test_journal_stale,
                 test_journal_whole_writes, test_links, test_first_line_appends, test_journal_long_run,
                 test_squatting_folders, test_full_flash, test_concurrent_writers, test_mixed_layouts, test_save_fuzz)
AGAIN_KS = (1, 3)
LFS_KS = (1, 6)


def run():
    n = 0
    try:
        for gi in AVAILABLE:
            for mode in MODES:
                for k in CUT_KS:
                    test_power_cut(gi, k, mode)
                    n += 1
                for k in AGAIN_KS:
                    test_power_cut(gi, k, mode, again=True)
                    n += 1
                test_first_save_cut(gi, mode)
                test_slots_power_cut(gi, mode)
                n += 2
            for mode in MODES:
                test_journal_power_cut(gi, mode)
                test_journal_power_cut(gi, mode, again=True)
                n += 2
            for t in DAMAGE_CHECKS:
                t(gi)
                n += 1
        test_seats()
        test_seats_power_cut(False)
        test_seats_power_cut(True)
        test_settings_damaged()
        test_stats_power_cut()
        test_slot_move_power_cut()
        n += 6
        if sys.implementation.name == "micropython":  # the real filesystems
            for gi in AVAILABLE:
                for torn in (False, True):
                    for k in LFS_KS:
                        test_littlefs_power_cut(gi, k, torn)
                    test_littlefs_power_cut(gi, 3, torn, again=True)
                    test_littlefs_journal_cut(gi, torn)
                    n += len(LFS_KS) + 2
                test_littlefs_write_once(gi)
                n += 1
            test_fat()
            n += 1
    finally:
        teardown()
    print("power cuts: %d, corruptions: %d, littlefs power cuts: %d, journal cuts and damages: %d"
          % (COUNT["cuts"], COUNT["corruptions"], COUNT["lfs_cuts"], COUNT["journal"]))
    print("save tests passed: %d" % n)


if __name__ == "__main__":
    run()
