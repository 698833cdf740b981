"""The filesystem as the save code sees it, and the few helpers both its halves use: firmware/save.py
(writing) and firmware/save_read.py (reading) each import this module, never each other (issue 24:
no import circle).  Tests swap `_open` and `_os` here for a fake flash that cuts the power
mid-write (tests/app/mp_save_test.py); `_state` is what save.update() knows the files to hold,
set by a load that read them (save.py's docstring has the protocol).  Resident during play with
save.py (a few small functions)."""
import os

# The filesystem as save.py sees it: tests swap these for a fake that cuts the power mid-write.
_open = open
_os = os


def _path(prefix, name):
    return prefix + name


def _exists(p):
    try:
        _os.stat(p)
        return True
    except OSError:
        return False


def _drop(p):
    try:
        _os.remove(p)
    except OSError:
        _os.rmdir(p)  # an (empty) directory squatting on the name; still there: OSError


def _is_dir(p):
    try:
        return _os.stat(p)[0] & 0o170000 == 0o040000
    except OSError:
        return False


def _free(p, name):
    """Make the name p free for a new file: an empty directory squatting on it is removed
    (nothing of ours is ever a directory; a file there is replaced by the protocol).  One that
    holds something is not ours to delete: OSError naming it, which the app shows."""
    if _is_dir(p):
        try:
            _os.rmdir(p)
        except OSError:
            try:
                _os.remove(p)  # a link to a folder goes (not what it names); a folder cannot be removed so
            except OSError:
                raise OSError("%s is a folder" % name)


def _fresh(p, name):
    """Free the name p for a new file that open(p, "w") will make: whatever file or link is there is
    removed first, a link itself, never what it names (open(..., "w") follows a link: a game.tmp
    linking to a file elsewhere had that file overwritten with the save, issue 29 point 1); an empty
    directory too (_free).  Nothing there: one failed remove, no step of the protocol."""
    try:
        _os.remove(p)
    except OSError:
        pass
    _free(p, name)


# What update() knows game.json + game.log to hold, or None: [prefix, id(game), the last CRC of
# the chain, actions saved, journal lines, hands scored at the last whole write, journal bytes].
_state = None
# os.stat's st_ino of the journal the last whole write made (update() appends only to that file)
_ino = 0
# A whole write made in parts (save.write_part), one an idle tick, or None: [prefix, id(game),
# actions in the record, its CRC, the next part (1: game.tmp, 2: game.bak, 3: the renames, 4: the
# journal)]
_part = None


def _crc_hex(crc):
    return "%08x" % (crc & 0xFFFFFFFF)


def _release_record():
    """engine_core.record is needed only while a whole save is written or read: on a board it is
    forgotten after (sys.modules and the package's attribute) so that its code (~2.7 KiB) is
    not held during play; the next whole write imports it again.  CPython keeps it (tests hold
    its names, and no heap is measured there)."""
    import sys
    if sys.implementation.name == "cpython":
        return
    if "engine_core.record" in sys.modules:
        del sys.modules["engine_core.record"]
    pkg = sys.modules.get("engine_core")
    if pkg is not None and hasattr(pkg, "record"):
        delattr(pkg, "record")
