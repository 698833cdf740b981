"""tools/replay.py never gives a traceback (issue 16 §2): every input gives exit 0 with one line of
valid JSON on stdout, or exit 2 with exactly one line of printable ASCII on stderr naming what is
wrong.  Known cases first, then mutations of the real records in tests/golden."""

import contextlib
import glob
import io
import json
import os
import random

from engine_core import record
from tools import replay as replay_tool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = sorted(glob.glob(os.path.join(ROOT, "tests", "golden", "*.json")))


def run_bytes(tmp_path, data, extra=()):
    p = tmp_path / "rec.json"
    p.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = replay_tool.main([str(p)] + list(extra))
        except SystemExit as e:
            code = e.code
    return code, out.getvalue(), err.getvalue()


def check_outcome(code, out, err, what):
    if code == 0:
        assert err == "" and out.endswith("\n") and out.count("\n") == 1, what
        json.loads(out)
    else:
        assert code == 2, (what, code, out, err)
        assert out == "" and err.endswith("\n") and err.count("\n") == 1, (what, err)
        msg = err[:-1]
        assert msg and all(" " <= ch <= "~" for ch in msg), (what, msg)
        assert not msg.startswith("internal error"), (what, msg)  # the tool's safety net never fires
    return code


def rec_of(path):
    with open(path) as f:
        return json.load(f)["record"]


def test_not_utf8_deep_nesting_and_bad_text_give_one_line(tmp_path):
    rec = rec_of(GOLDEN[0])
    text = json.dumps(rec)
    cases = [
        (text.encode("utf-16"), "UTF-8"),
        (text.encode("utf-16-le"), "UTF-8"),  # no byte-order mark: NUL bytes, still refused by name
        (text.encode("utf-32"), "UTF-8"),
        (("\ufeff\ufeff" + text).encode("utf-8"), "JSON"),  # one mark is allowed, not two
        (json.dumps({**rec, "options": {"hands": "\u00e9"}}, ensure_ascii=False).encode("latin-1"), "UTF-8"),
        (bytes(range(256)), "UTF-8"),
        (b"[" * 100000 + b"]" * 100000, "nested"),
        (b'{"format": 1, "game": ' + b"[" * 5000 + b"]" * 5000 + b"}", "nested"),
        (json.dumps({**rec, "actions": ["play blue\u00b2"]}).encode(), "action 0"),
        (json.dumps({**rec, "actions": ["bid\nnone"]}).encode(), "action 0"),
        (json.dumps({**rec, "options": False}).encode(), "options"),
        (json.dumps({**rec, "options": []}).encode(), "options"),
        (b"", "JSON"),
    ]
    for data, word in cases:
        code, out, err = run_bytes(tmp_path, data)
        assert check_outcome(code, out, err, word) == 2 and word in err, (word, err)


# stands for an integer json.dumps cannot write (CPython refuses int <-> text past 4,300 digits):
# replaced in the record's text by _huge_ints
HUGE = "<huge int>"


def _huge_ints(text, r):
    while '"%s"' % HUGE in text:
        digits = r.choice([20, 4301, 5000, 20000])
        text = text.replace('"%s"' % HUGE, r.choice(["", "-"]) + "9" * digits, 1)
    return text


def _value(r):
    """A hostile JSON value."""
    pool = [False, True, 0, -1, 1, 7, 2 ** 31, 2 ** 64, -(2 ** 70), 1.5, 1e308, "", "x", None, [], {},
            "red\u00b2", "blue\u0667", "play red\uff17", "bid\n3", "peek 3\r\n", "\u2028", "\x00",
            "play blue14 trump high", "reveal 9", "swap 3 3", "clear 0", "hat +11", "bid none none",
            {"hands": 99}, {"no_swap_back": 1}, [[["deep"]]], ["bid 1"] * 3,
            # issue 29: lone surrogates (legal JSON), seeds past 2**63 and past 4,300 digits, texts far
            # longer than any action
            "\ud800", "play blue\udfff", "\udc80bid 3", 2 ** 63 - 1, 2 ** 63, 10 ** 30, HUGE,
            "play " + "x" * 20000, "bid " + "3" * 5000]
    v = pool[r.randrange(len(pool))]
    if r.random() < 0.05:
        for _ in range(r.randrange(50, 400)):
            v = [v] if r.random() < 0.5 else {"k": v}
    return v


def _mutate_structure(rec, r):
    rec = json.loads(json.dumps(rec))
    k = r.randrange(9)
    acts = rec.get("actions", [])
    if k == 0:
        rec[r.choice(["format", "game", "players", "options", "seed", "first_dealer", "deals", "actions",
                      "extra"])] = _value(r)
    elif k == 1 and rec:
        del rec[r.choice(sorted(rec))]
    elif k == 2 and acts:
        acts[r.randrange(len(acts))] = _value(r)
    elif k == 3 and acts:
        i = r.randrange(len(acts))
        t = acts[i]
        j = r.randrange(len(t) + 1)
        acts[i] = t[:j] + r.choice(["\u00b2", "\u0667", "\uff11", "\n", " ", "0", "9", "x", "\t", "\u00a0"]) + t[j:]
    elif k == 4 and acts:
        i, j = r.randrange(len(acts)), r.randrange(len(acts))
        acts[i], acts[j] = acts[j], acts[i]
    elif k == 5 and acts:
        del acts[r.randrange(len(acts)):]
        acts.append(r.choice(acts) if acts else "bid 1")
    elif k == 6:
        opts = rec.get("options")
        if isinstance(opts, dict) and opts:
            opts[r.choice(sorted(opts))] = _value(r)
    elif k == 7:
        rec["deals"] = [_value(r)] if r.random() < 0.5 else [{"hands": _value(r), "trump": _value(r)}]
    else:
        rec["seed"] = r.choice([2 ** 63 - 1, 2 ** 63, -1, HUGE, 10 ** 19])
    text = _huge_ints(json.dumps(rec, ensure_ascii=r.random() < 0.5), r)
    # a lone surrogate written raw is no UTF-8 at all ("surrogatepass": the bytes a careless writer makes)
    return _encoded(text.encode("utf-8", "surrogatepass"), r)


def _encoded(data, r):
    """The record's bytes as a person's editor may save them: mostly as they are, sometimes with a
    UTF-8 byte-order mark (Windows Notepad), now and then in UTF-16."""
    k = r.randrange(10)
    if k == 0:
        return b"\xef\xbb\xbf" + data
    if k == 1:
        try:
            return data.decode("utf-8").encode(r.choice(["utf-16", "utf-16-le", "utf-16-be"]))
        except UnicodeError:
            return data
    return data


def _mutate_bytes(rec, r):
    data = bytearray(json.dumps(rec).encode("utf-8"))
    for _ in range(r.randrange(1, 4)):
        i = r.randrange(len(data))
        k = r.randrange(4)
        if k == 0:
            data[i] = r.randrange(256)
        elif k == 1:
            del data[i]
        elif k == 2:
            data[i:i] = r.choice([b"\xc3", b"\xff", b"\xb2", "\u00b2".encode(), b"[", b"{", b"\\n", b"\\u0000",
                                  b"\\ud800", b"\\udfff", b"\xef\xbb\xbf", b"9" * 5000])
        else:
            del data[i:]
    return _encoded(bytes(data), r)


class _MemoryLimit:
    """Bounded memory (issue 29 point 6): MemoryError at the `at`-th step of the record's replay
    (its header, then each action), as a heap that runs out part-way does."""

    def __init__(self, at):
        self.at = at
        self.n = 0
        self.hit = False

    def __enter__(self):
        self.keep = record.new_from_record, record.apply_at
        new, apply_at = self.keep

        def step():
            self.n += 1
            if self.n == self.at:
                self.hit = True
                raise MemoryError()

        def new_from_record(rec):
            step()
            return new(rec)

        def apply(g, i, t):
            step()
            return apply_at(g, i, t)
        record.new_from_record, record.apply_at = new_from_record, apply
        return self

    def __exit__(self, *exc):
        record.new_from_record, record.apply_at = self.keep
        return False


def test_mutations_of_golden_records_never_crash(tmp_path):
    r = random.Random(16)
    recs = [rec_of(p) for p in GOLDEN]
    seen = {0: 0, 2: 0}
    memory = 0
    for n in range(900):
        rec = recs[n % len(recs)]
        data = _mutate_structure(rec, r) if n % 3 else _mutate_bytes(rec, r)
        extra = ()
        if n % 5 == 0:
            extra = ("--at", str(r.randrange(0, 400)))
        elif n % 7 == 0:
            extra = ("--view", str(r.randrange(-2, 7)))
        with _MemoryLimit(r.randrange(1, 60) if n % 11 == 0 else 0) as lim:
            code, out, err = run_bytes(tmp_path, data, extra)
        seen[check_outcome(code, out, err, (n, data[:200], extra))] += 1
        if lim.hit:
            assert code == 2 and "MemoryError" in err, (n, err)
            memory += 1
    assert seen[0] > 50 and seen[2] > 300, seen  # the mutations reach both outcomes
    assert memory > 20, memory  # and the memory limit was met part-way through a replay


def test_issue29_records_refused_in_one_line_by_name(tmp_path):
    """Lone surrogates, huge seeds and long texts are refused naming the action or the field; a
    leading UTF-8 byte-order mark changes nothing (RECORD_FORMAT.md)."""
    rec = rec_of(GOLDEN[0])
    plain = json.dumps(rec).encode()
    want = run_bytes(tmp_path, plain)
    assert want[0] == 0, want
    assert run_bytes(tmp_path, b"\xef\xbb\xbf" + plain) == want
    for text in ("\ud800", "play blue\udfff"):
        code, out, err = run_bytes(tmp_path, json.dumps(dict(rec, actions=rec["actions"][:3] + [text])).encode())
        assert check_outcome(code, out, err, text) == 2
        assert err.startswith("action 3 '%s'" % text.encode("ascii", "backslashreplace").decode()), err
    for seed in ("9" * 5000, "9" * 4000, str(2 ** 63), "-1", "-" + "9" * 5000):
        data = json.dumps(dict(rec, seed=0)).replace('"seed": 0', '"seed": ' + seed).encode()
        code, out, err = run_bytes(tmp_path, data)
        assert check_outcome(code, out, err, seed) == 2, err
        assert err.startswith("record field 'seed' must be 0 to 2**63-1"), err
    data = json.dumps(dict(rec, seed=2 ** 63 - 1, actions=[])).encode()
    assert check_outcome(*run_bytes(tmp_path, data), "2**63-1") == 0
    code, out, err = run_bytes(tmp_path, json.dumps(dict(rec, actions=["play " + "x" * 2000000])).encode())
    assert check_outcome(code, out, err, "long") == 2, err
    assert err.startswith("action 0 'play xxx") and "too long" in err, err
    assert len(err) < 400
