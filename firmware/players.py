"""Who sits at the table: seat names and seat levels.

Seat levels: "human", or a bot level ("easy", "normal", "hard").  The computer seats themselves
(`Computers`, one bot per computer seat) are firmware/computers.py, held through a game; this
module is dropped once a game is entered (app_start._enter: ~1 KiB of heap during play).

Seat names: six names, one per seat, kept in names.txt on flash; each is a preset name or a
player's own initials (up to 3 letters, edited on the launcher's Names screen)."""

SEAT_LEVELS = ("human", "easy", "normal", "hard")
PRESETS = ("Anna", "Ben", "Cora", "Dirk", "Eva", "Finn", "Gina", "Hugo", "Ida", "Jan", "Kim", "Lea",
           "Max", "Nora", "Otto", "Pia")
MAX_SEATS = 6
INITIALS = 3  # letters of a player's own name
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"


def valid_name(s):
    """A preset, or 1..3 letters of LETTERS (no separators: names.txt is comma separated)."""
    if s in PRESETS:
        return True
    if not 1 <= len(s) <= INITIALS:
        return False
    for ch in s:
        if LETTERS.find(ch) < 0:
            return False
    return True


def load_names(prefix):
    """The six seat names; the presets for anything missing or damaged."""
    out = list(PRESETS[:MAX_SEATS])
    try:
        with open(prefix + "names.txt") as f:
            got = f.read().split(",")
    except (OSError, ValueError):  # missing, or not text
        return out
    if len(got) == MAX_SEATS:
        for i in range(MAX_SEATS):
            if valid_name(got[i]):
                out[i] = got[i]
    return out


def save_names(prefix, names):
    """Raises OSError when the flash refuses (the caller says so on screen)."""
    import os
    tmp = prefix + "names.tmp"
    with open(tmp, "w") as f:
        f.write(",".join(names))
    try:
        os.rename(tmp, prefix + "names.txt")
    except OSError:  # a filesystem that will not rename onto an existing file (FAT)
        os.remove(prefix + "names.txt")
        os.rename(tmp, prefix + "names.txt")

