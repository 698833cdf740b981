"""The board files' facts, read on the host: the one reader the simulator, the README's key table,
the build and flash tools and the web build share.

A board is its file, firmware/boards/<board>.py: its facts are module-level data (the list, and
what each means, is the docstring of firmware/boards/__init__.py).  This module imports the file on
CPython -- a board file imports its hardware modules only inside make_board(), so no `machine` is
needed -- and hands out its facts, with the op names of KEYS turned into firmware/ops.py's codes.
Nothing here knows a board by name: a new file in firmware/boards/ is a new board.
"""
import ast
import importlib
import os

from firmware import ops

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS_DIR = os.path.join(ROOT, "firmware", "boards")
CONTRACT_FILE = os.path.join(BOARDS_DIR, "__init__.py")


def contract():
    """{heading: [names]} from firmware/boards/__init__.py's docstring: the list items
    "- `NAME`: ..." under a paragraph ending in ":" (the heading); "show()" gives "show"."""
    with open(CONTRACT_FILE, encoding="utf-8") as f:
        doc = ast.get_docstring(ast.parse(f.read()))
    out, heading, para = {}, None, []
    for line in doc.splitlines():
        if line.startswith("- `"):
            if para:
                text = " ".join(para)
                heading = text if text.endswith(":") else None
                if heading is not None:
                    out[heading] = []
                para = []
            if heading is not None:
                out[heading].append(line[3:line.index("`", 3)].split("(")[0])
        elif not line.strip():
            para = []
        elif line.startswith("  "):
            pass  # an item's continuation line
        else:
            para.append(line.strip())
    return out


def _section(prefix):
    for heading, names in contract().items():
        if heading.startswith(prefix):
            return names
    raise KeyError("firmware/boards/__init__.py has no list %r" % prefix)


def required_facts(hosted):
    own = [] if hosted else _section("Facts every board file holds unless")
    return _section("Facts every board file holds:") + own


def board_object_names():
    """(must, may): what a board object holds (the contract's two lists)."""
    return _section("The board object must hold"), _section("The board object may hold")


def names():
    """Every board file's name (firmware/boards/*.py, helpers "_*.py" aside), sorted."""
    if not os.path.isdir(BOARDS_DIR):
        return []
    return sorted(f[:-3] for f in os.listdir(BOARDS_DIR) if f.endswith(".py") and not f.startswith("_"))


class UnknownBoard(ValueError):
    pass


def module(name):
    if name not in names():
        raise UnknownBoard("unknown board %r (have: %s)" % (name, ", ".join(names()) or "none"))
    return importlib.import_module("firmware.boards." + name)


def facts(name):
    """The board's facts: {NAME: value} of its module-level upper-case names, with the optional
    ones defaulted (HOSTED False, CHIP None, MIP (), BOARD_IDS (name,), BUZZER None, SKIN {},
    REFERENCE False).  ValueError names a missing fact."""
    mod = module(name)
    out = {k: getattr(mod, k) for k in dir(mod) if k.isupper() and not k.startswith("_")}
    out.setdefault("HOSTED", False)
    out.setdefault("CHIP", None)
    out.setdefault("MIP", ())
    out.setdefault("BOARD_IDS", (name,))
    out.setdefault("BUZZER", None)
    out.setdefault("SPEAKER", False)
    out.setdefault("SKIN", {})
    out.setdefault("REFERENCE", False)
    missing = [k for k in required_facts(out["HOSTED"]) if k not in out]
    if missing:
        raise ValueError("firmware/boards/%s.py lacks the fact(s) %s (firmware/boards/__init__.py lists them)"
                         % (name, ", ".join(missing)))
    return out


def op_code(name):
    """firmware/ops.py's code of an op name ("PREV" -> 1)."""
    code = getattr(ops, name, None)
    if not isinstance(code, int):
        raise ValueError("%r is no op of firmware/ops.py" % (name,))
    return code


def buttons(f):
    """((label, op code), ...) of a board's facts, in KEYS' order."""
    return tuple((label, op_code(op)) for label, op, _ in f["KEYS"])


def profiles():
    """{name: (width, height, mono, ((label, op), ...))}: every board with glass and buttons of
    its own (not HOSTED), the simulator's profiles."""
    out = {}
    for name in names():
        f = facts(name)
        if not f["HOSTED"]:
            out[name] = (f["WIDTH"], f["HEIGHT"], bool(f["MONO"]), buttons(f))
    return out


def reference():
    """The reference board's name (REFERENCE = True): the default everywhere."""
    refs = [n for n in names() if facts(n)["REFERENCE"]]
    if len(refs) != 1:
        raise ValueError("exactly one board file must say REFERENCE = True, not %d" % len(refs))
    return refs[0]
