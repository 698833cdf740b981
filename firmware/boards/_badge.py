"""Adafruit's badge family under CircuitPython: PyBadge, PyBadge LC, EdgeBadge, PyGamer.

The board object of the app contract (STYLE.md 11) on `board.DISPLAY` (ST7735R 160x128), the
eight buttons on the shift register (`keypad.ShiftRegisterKeys`), the PyGamer's analog joystick,
the backlight, the speaker and the CIRCUITPY filesystem.  With the board files, only this module
and firmware/drivers/bitmapfb.py import CircuitPython's hardware modules.
- Screen: a 4-bit displayio.Bitmap (10 KiB) in a TileGrid with a 16-colour Palette on
  display.root_group; the app draws on it through firmware/drivers/bitmapfb.py (framebuf's calls on
  bitmaptools); auto_refresh is off and show() refreshes once per finished frame.
- Buttons -> op codes (firmware/ops.py): the board file's KEYS, (label, op name, key), where key
  is the shift register's key number (Adafruit's PyBadger order: B 0, A 1, START 2, SELECT 3,
  right 4, down 5, up 6, left 7) or a joystick direction ("x-", "x+", "y-", "y+": the PyGamer's
  stick).  One press, one op.
- Sleep: when the app blanks the screen after its timeout (Settings), the backlight goes off and
  poll() naps 50 ms between scans, so an idle badge uses little power; any key wakes it.
- Saves: "" (the drive's root) with firmware/save.py's atomic protocol; `boot.py` made the drive
  writable for the game unless a button was held at boot.  When it is not writable, a save fails
  with OSError and the app says "Save failed" and plays on (firmware/app.py).
- Reset-to-launch: `supervisor.reload()` restarts code.py in a fresh VM (the launcher never
  shares the game's heap), as machine.soft_reset does on MicroPython.
"""
import time

import board
import displayio
import keypad

from firmware import ops
from firmware.drivers import bitmapfb

try:
    import busdisplay  # noqa: F401  (only for the type of board.DISPLAY)
except ImportError:
    pass

# joystick (PyGamer): 16-bit readings; past these a tilt is a key, back inside CENTRE it is released
LOW = 16384
HIGH = 49152
CENTRE = (22000, 43000)


DRIVE_FLAG = "usb.flag"  # boot.py: the drive stays the computer's for one boot (give_drive)


def read_only():
    """True when CircuitPython cannot write the drive (boot.py left it to the computer)."""
    try:
        import storage
        return bool(storage.getmount("/").readonly)
    except (ImportError, OSError, AttributeError):
        return False


class Palette565:
    """board.palette[i] = rgb565 (the app's theme) sets the displayio.Palette's colour i."""

    def __init__(self, pal):
        self.pal = pal
        self.c565 = [0] * 16

    def __setitem__(self, i, c):
        self.c565[i] = c
        r, g, b = (c >> 11) & 31, (c >> 5) & 63, c & 31
        self.pal[i] = ((r * 255 // 31) << 16) | ((g * 255 // 63) << 8) | (b * 255 // 31)

    def __getitem__(self, i):
        return self.c565[i]

    def __len__(self):
        return 16


class BadgeBoard:
    mono = False

    def __init__(self, facts, stick=None, speaker=True):
        """`facts`: the board file's globals() (WIDTH, HEIGHT, KEYS, BOT_BUDGET_MS, STORAGE, SAVES;
        the name is the file's); `stick`: the joystick's (AnalogIn x, AnalogIn y) or None."""
        self.name = facts["__name__"].split(".")[-1]
        self.BOT_BUDGET_MS = facts["BOT_BUDGET_MS"]  # ms a hard computer move searches at most (firmware/players.py)
        self.storage = facts["STORAGE"]
        self.saves = facts["SAVES"]
        w = self.width = facts["WIDTH"]
        h = self.height = facts["HEIGHT"]
        # key number -> op code, and the joystick's ops for x-, x+, y-, y+ (0: none)
        keys = facts["KEYS"]
        regs = [k for _, _, k in keys if isinstance(k, int)]
        keymap = [None] * (max(regs) + 1 if regs else 0)
        axes = [0, 0, 0, 0]
        for _, op, k in keys:
            if isinstance(k, int):
                keymap[k] = getattr(ops, op)
            else:
                axes[("x-", "x+", "y-", "y+").index(k)] = getattr(ops, op)
        self._keymap = keymap
        self._axes = axes
        display: busdisplay.BusDisplay = board.DISPLAY  # the stubs' type; mypy sees Any otherwise
        self.display = display
        self.bitmap = displayio.Bitmap(w, h, 16)
        pal = displayio.Palette(16)
        self.palette = Palette565(pal)
        self.fb = bitmapfb.on_bitmap(self.bitmap)
        group = displayio.Group()
        group.append(displayio.TileGrid(self.bitmap, pixel_shader=pal))
        display.auto_refresh = False
        display.root_group = group
        self.keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                             latch=board.BUTTON_LATCH, key_count=len(keymap),
                                             value_when_pressed=True)
        self._ev = keypad.Event()  # filled by get_into(): no allocation per poll
        self.stick = stick  # (AnalogIn x, AnalogIn y) or None
        self._tilt = 0  # the op of the joystick's current tilt (0: centred)
        self.light = 100
        self.writable = not read_only()
        self._audio = None
        self._wave = None
        if speaker:
            self._speaker()
        self.sound = self._audio is not None  # beep() is heard (Settings: sound)

    def _speaker(self):
        """The badges' speaker (A0 DAC, amplifier enabled by SPEAKER_ENABLE); each note is a
        sample of its own (beep)."""
        try:
            import audiocore
            import audioio
            import digitalio
            en = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
            en.switch_to_output(value=True)
            self._en = en
            self._wave = audiocore.RawSample  # makes a note's sample
            self._audio = audioio.AudioOut(board.SPEAKER)
        except (ImportError, AttributeError, ValueError, RuntimeError):
            self._audio = None  # a board without a speaker: silent

    def show(self):
        self.display.refresh(minimum_frames_per_second=0)

    def give_drive(self):
        """The USB drive to the computer until the next reset (Settings, issue 28 point 11): a
        flag file that boot.py removes, then a reset (no button to hold)."""
        with open(DRIVE_FLAG, "w") as f:
            f.write("1")
        import microcontroller
        microcontroller.reset()

    def poll(self):
        ev = self._ev
        if self.keys.events.get_into(ev) and ev.pressed:
            if ev.key_number < len(self._keymap):
                return self._keymap[ev.key_number]
        op = self._stick()
        if op is None and self.light == 0:
            time.sleep(0.05)  # blanked: nap between scans (sleep after inactivity)
        return op

    def _stick(self):
        if self.stick is None:
            return None
        x, y = self.stick[0].value, self.stick[1].value
        if self._tilt:
            if CENTRE[0] < x < CENTRE[1] and CENTRE[0] < y < CENTRE[1]:
                self._tilt = 0
            return None
        a = self._axes
        op = a[0] if x < LOW else a[1] if x > HIGH else a[2] if y < LOW else a[3] if y > HIGH else 0
        self._tilt = op
        return op or None

    def ticks_ms(self):
        # supervisor.ticks_ms(): a small int that wraps at 2**29 ms (6 days), no long-int
        # arithmetic per call as time.monotonic_ns() // 1000000 would need
        import supervisor
        return supervisor.ticks_ms()

    def beep(self, freq_hz, ms):
        """The note plays once from a sample as long as the note (a square wave of 8 samples a
        period, 8 x the frequency a second, as the looped wave was), so the DAC ends it by itself
        and the key is handled while it sounds: CircuitPython has no machine.Timer, and the blip
        slept its 10 ms before the key.  A note asked for while one sounds waits for it (a tune's
        notes follow each other; only its last no longer holds the app up)."""
        audio, make = self._audio, self._wave
        if audio is None or make is None:
            return
        while audio.playing:
            time.sleep(0.001)
        # whole periods, ending low; kept while it plays (the DAC reads it by DMA)
        self._note = make(b"\xff\xff\xff\xff\x00\x00\x00\x00" * (freq_hz * ms // 1000 or 1),
                          sample_rate=freq_hz * 8)
        audio.play(self._note)

    def set_backlight(self, level):
        self.light = level
        self.display.brightness = level / 100

    def relaunch(self):
        import supervisor
        supervisor.reload()
