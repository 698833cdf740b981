"""Adafruit PyGamer under CircuitPython: 160x128 display, A/B/START/SELECT on the shift register,
the analog joystick as the d-pad, speaker (firmware/boards/_badge.py does the work).
The facts below are plain data (firmware/boards/__init__.py lists them); make_board() makes the
hardware."""

WIDTH = 160
HEIGHT = 128
MONO = False
RUNTIME = "circuitpython"  # tools/build.py: a CIRCUITPY drive, compiled by CircuitPython's mpy-cross
BOARD_IDS = ("pygamer", "pygamer_advance")  # boot_out.txt's "Board ID:" it runs on (tools/cp_flash.py)
DRIVERS = ("bitmapfb",)  # firmware/drivers/ modules a build carries
MIP = ()
BOT_BUDGET_MS = 800  # ms a hard computer move searches at most (firmware/players.py, README)
STORAGE = ""  # the drive's root, made writable for the game by boot.py
SAVES = ""  # the save lies in the storage itself (FAT: no folder needed)
# (label, op name, key): the joystick's directions ("x-" left ... "y+" down) and the shift
# register's keys (START is BACK, the in-game menu; SELECT is NEXT)
KEYS = (("left", "PREV", "x-"), ("up", "UP", "y-"), ("down", "DOWN", "y+"), ("right", "NEXT", "x+"),
        ("select", "NEXT", 3), ("start", "BACK", 2), ("B", "BACK", 0), ("A", "OK", 1))


SPEAKER = True  # its speaker (audioio, firmware/boards/_badge.py): celebrations and key blips

LABEL = "Badge, joystick"  # the browser page's Screen list (tools/web_build.py)


def make_board():
    import analogio
    import board

    from firmware.boards._badge import BadgeBoard
    stick = (analogio.AnalogIn(board.JOYSTICK_X), analogio.AnalogIn(board.JOYSTICK_Y))
    return BadgeBoard(globals(), stick=stick)
