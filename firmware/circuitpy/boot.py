# CircuitPython boot.py (the CIRCUITPY drive's, copied by tools/build.py): runs once at power-up
# or reset, before USB.  The game saves on the drive, and CircuitPython can only write it when the
# computer cannot: so the drive is made writable for the game, unless a button is held while the
# badge boots -- hold any button (e.g. START) while pressing reset to give the drive back to the
# computer (to copy new files, `make flash`); the game then plays but cannot save.
import time

import board
import keypad
import storage

keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
                                key_count=8, value_when_pressed=True)
time.sleep(0.1)  # a few scans: a held key shows up as a press event
held = keys.events.get() is not None
keys.deinit()
if held:
    print("boot.py: a button is held: the drive stays writable for the computer (no saves)")
else:
    storage.remount("/", readonly=False)
    print("boot.py: the drive is writable for the game (hold a button at reset to copy files)")
