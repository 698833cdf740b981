"""No float in any engine or bot decision: a board's MicroPython (rp2, the emulated board) computes
floats in single precision, CPython in double, so a float anywhere in a decision can make the same
seeded game go differently on the two.  Checked on the source: no float literal and no true
division (`/`) in engine_core/ and in every game's rules and bots (games/<game>/rules.py, bots*.py,
found through the registry) (a float can only enter through one of the two or through float(),
which is looked for too).  Comments and strings are not code and are skipped by the tokenizer."""

import io
import os
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENGINE = os.path.join(ROOT, "engine_core")


def _sources():
    from engine_core.games import NAMES, line

    out = []
    for base, _, files in os.walk(ENGINE):
        for f in sorted(files):
            if f.endswith(".py"):
                out.append(os.path.join(base, f))
    for name in NAMES:  # the engine side of each game's folder: its rules and its bots
        d = os.path.join(ROOT, *line(name)[1].split("."))
        for f in sorted(os.listdir(d)):
            if f == "rules.py" or (f.startswith("bots") and f.endswith(".py")):
                out.append(os.path.join(d, f))
    return out


def float_uses(text):
    """(line, token) of every float literal, true division and call of float() in `text`."""
    found = []
    toks = list(tokenize.generate_tokens(io.StringIO(text).readline))
    for i, t in enumerate(toks):
        if t.type == tokenize.NUMBER:
            s = t.string.lower()
            if not s.startswith("0x") and ("." in s or "e" in s or s.endswith("j")):
                found.append((t.start[0], t.string))
        elif t.type == tokenize.OP and t.string in ("/", "/="):
            found.append((t.start[0], t.string))
        elif t.type == tokenize.NAME and t.string == "float" and i + 1 < len(toks) and toks[i + 1].string == "(":
            found.append((t.start[0], "float("))
    return found


def test_the_checker_finds_floats():
    assert float_uses("x = 0.5\n") == [(1, "0.5")]
    assert float_uses("y = a / b\nz = a // b\n") == [(1, "/")]
    assert float_uses("w = float(3)\nq = 1e3\n") == [(1, "float("), (2, "1e3")]
    assert float_uses("m = 0xE0  # 0.5 in a comment\ns = '1/2'\n") == []


def test_engine_and_bots_have_no_floats():
    assert len(_sources()) >= 15  # the games and the bots
    bad = []
    for path in _sources():
        with open(path) as f:
            for line, tok in float_uses(f.read()):
                bad.append("%s:%d %s" % (os.path.relpath(path, ROOT), line, tok))
    assert not bad, "floats in engine or bot decisions:\n" + "\n".join(bad)
