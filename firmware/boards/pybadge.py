"""Adafruit PyBadge / PyBadge LC / EdgeBadge under CircuitPython: 160x128 display, d-pad and
A/B/START/SELECT on the shift register, speaker (firmware/boards/_badge.py does the work).
The facts below are plain data (firmware/boards/__init__.py lists them); make_board() makes the
hardware."""

WIDTH = 160
HEIGHT = 128
MONO = False
RUNTIME = "circuitpython"  # tools/build.py: a CIRCUITPY drive, compiled by CircuitPython's mpy-cross
BOARD_IDS = ("pybadge", "pybadge_airlift", "edgebadge")  # boot_out.txt's "Board ID:" it runs on (tools/cp_flash.py)
DRIVERS = ("bitmapfb",)  # firmware/drivers/ modules a build carries
MIP = ()
BOT_BUDGET_MS = 800  # ms a hard computer move searches at most (firmware/players.py, README)
STORAGE = ""  # the drive's root, made writable for the game by boot.py
SAVES = ""  # the save lies in the storage itself (FAT: no folder needed)
# (label, op name, shift register key): START is BACK (the in-game menu, from the first choice),
# SELECT is NEXT
KEYS = (("left", "PREV", 7), ("up", "UP", 6), ("down", "DOWN", 5), ("right", "NEXT", 4),
        ("select", "NEXT", 3), ("start", "BACK", 2), ("B", "BACK", 0), ("A", "OK", 1))


SPEAKER = True  # its speaker (audioio, firmware/boards/_badge.py): celebrations and key blips

LABEL = "Badge colour 160×128"  # the browser page's Screen list (tools/web_build.py)


def make_board():
    from firmware.boards._badge import BadgeBoard
    return BadgeBoard(globals())
