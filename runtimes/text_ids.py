"""The app's text ids, inlined when a module is compiled to .mpy (runtimes/mpy.py compile_one).

firmware/texts.py names each text by a const ("SAVE_FAILED = const(30)") and the app reads them
as `T.SAVE_FAILED` after `from firmware import texts as T`.  On MicroPython every such name is a
qstr interned when the module loads, never freed: texts.py's ~110 names cost ~110 entries of the
qstr pool, which on the app's largest tables was what filled a 7th pool (~9 KiB, issue 24).  So
the .mpy files hold the numbers: in a module that imports the texts as T, each `T.NAME` becomes
the id, and texts.py's own consts become private ("_id_SAVE_FAILED = const(30)": mpy-cross keeps
no global for those).  The source stays as written (CPython, the host simulator and a frozen build,
whose qstrs are in ROM, read it as it is)."""
import re

TEXTS = "firmware/texts.py"
IMPORT = "from firmware import texts as T"
_CONST = re.compile(r"^([A-Z][A-Z0-9_]*) = const\((\d+)\)", re.M)
_USE = re.compile(r"\bT\.([A-Z][A-Z0-9_]*)\b")


def ids(text):
    """{name: id} of texts.py's text (its source)."""
    return {m.group(1): int(m.group(2)) for m in _CONST.finditer(text)}


def inline(rel, text, table):
    """The module rel's (its path in the tree, "firmware/app.py") text with the text ids inlined;
    table: texts.py's text.  Raises KeyError for a `T.NAME` texts.py has no id for."""
    if rel == TEXTS:
        return _CONST.sub(r"_id_\1 = const(\2)", text)
    if IMPORT not in text:
        return text
    known = ids(table)
    return _USE.sub(lambda m: str(known[m.group(1)]), text)
