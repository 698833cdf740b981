# CircuitPython boot.py (the CIRCUITPY drive's, copied by tools/build.py): runs once at power-up
# or reset, before USB.  The game saves on the drive, and CircuitPython can only write it when the
# computer cannot: so the drive is made writable for the game, unless a button is held while the
# badge boots -- hold any button (e.g. START) while pressing reset to give the drive back to the
# computer (to copy new files, `make flash`); the game then plays but cannot save.  The game's
# Settings offer the same without a held button ("USB drive to computer"): a flag file, a reset.
import os
import time

import board
import keypad
import storage

keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
                                key_count=8, value_when_pressed=True)
time.sleep(0.1)  # a few scans: a held key shows up as a press event
held = keys.events.get() is not None
keys.deinit()
try:
    os.stat("usb.flag")  # Settings > USB drive to computer (firmware/boards/_badge.py give_drive)
    asked = True
except OSError:
    asked = False
if asked:  # the flag goes (written by the game, so the game removes it), the drive stays the computer's
    storage.remount("/", readonly=False)
    try:
        os.remove("usb.flag")
    except OSError:
        pass
    storage.remount("/", readonly=True)
    held = True
# boot_out.txt (on the drive, for the computer to read) keeps these lines; the game's menu says
# the same on the badge (firmware/launcher.py)
if held:
    print("boot.py: a button is held (or the game's Settings asked): the USB drive is the computer's "
          "(copy files, make flash); the game cannot save until reset")
else:
    storage.remount("/", readonly=False)
    print("boot.py: the USB drive is the game's (saves on) and read-only for the computer: "
          "to copy files, hold a button while pressing reset")
