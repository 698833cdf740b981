"""The CircuitPython board files with fake hardware, on the CircuitPython unix port.

    cd FLASHDIR; MICROPYPATH=tests/circuitpython/fakes:ROOT build/cp/micropython -X heapsize=4M \\
        ROOT/tests/circuitpython/board_check.py ROOT

Fake `board`, `keypad`, `storage`, `supervisor`, `analogio` come from tests/circuitpython/fakes/;
`displayio` is the real one (Bitmap, Palette) plus stand-ins for Group and TileGrid, which the
unix port lacks.  Checks: button and joystick mapping, backlight, palette, boot.py's writable /
read-only choice, a new game saved and resumed after the reset-to-launch and after a power cycle,
and a read-only drive (the app says the save failed and plays on).  Prints "PASS <check>" lines
and "ALL PASS"; an assert stops it (exit status 1).
"""
import os
import sys

ROOT = sys.argv[1]
FLASH = os.getcwd()

import displayio as _real  # noqa: E402


class _Group:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(x)


class _TileGrid:
    def __init__(self, bitmap, pixel_shader=None):
        self.bitmap, self.pixel_shader = bitmap, pixel_shader


class _Displayio:
    Bitmap = _real.Bitmap
    Palette = _real.Palette
    Group = _Group
    TileGrid = _TileGrid


sys.modules["displayio"] = _Displayio

import board  # noqa: E402
import keypad  # noqa: E402
import storage  # noqa: E402
import supervisor  # noqa: E402

from firmware import ops  # noqa: E402
from firmware.drivers import bitmapfb  # noqa: E402

bitmapfb.install()
from firmware import save  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.boards import pybadge, pygamer  # noqa: E402
from tests.app import keys  # noqa: E402

# --- pybadge: screen, buttons, backlight, palette ----------------------------------------------
b = pybadge.make_board()
d = board.DISPLAY
assert d.auto_refresh is False
assert d.root_group.items[0].bitmap is b.bitmap and b.bitmap.width == 160 and b.bitmap.height == 128
assert keypad.MADE[-1].args == ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", 8, True), keypad.MADE[-1].args
# keypad key number (PyBadger order: B A START SELECT RIGHT DOWN UP LEFT) -> op code
want = {0: ops.BACK, 1: ops.OK, 2: ops.BACK, 3: ops.NEXT, 4: ops.NEXT, 5: ops.DOWN, 6: ops.UP, 7: ops.PREV}
for k in range(8):
    b.keys.events.push(k, True)
    got = b.poll()
    assert got == want[k], (k, got, want[k])
    b.keys.events.push(k, False)
    assert b.poll() is None, k  # a release is no op
assert b.poll() is None
print("PASS pybadge buttons")
n = d.refreshes
b.show()
assert d.refreshes == n + 1
b.set_backlight(20)
assert abs(d.brightness - 0.2) < 1e-6
b.set_backlight(100)
assert d.brightness == 1
b.palette[2] = 0xFFE0  # yellow in RGB565
assert b.palette[2] == 0xFFE0
assert b.palette.pal[2] == 0xFFFF00, hex(b.palette.pal[2])
b.palette[5] = 0x041F
assert b.palette.pal[5] == ((0 << 16) | ((32 * 255 // 63) << 8) | 255), hex(b.palette.pal[5])
print("PASS pybadge screen, backlight, palette")

# --- pygamer: four keys on the register, the joystick as the d-pad ------------------------------
g = pygamer.make_board()
assert keypad.MADE[-1].args[3] == 4
sx, sy = g.stick
for x, y, op in ((0, 32768, ops.PREV), (65535, 32768, ops.NEXT), (32768, 0, ops.UP), (32768, 65535, ops.DOWN)):
    sx.value, sy.value = x, y
    assert g.poll() == op, (x, y)
    assert g.poll() is None  # still tilted: one op per tilt
    sx.value, sy.value = 32768, 32768
    assert g.poll() is None
g.keys.events.push(1, True)
assert g.poll() == ops.OK
print("PASS pygamer joystick and keys")

# --- boot.py: writable for the game unless a button is held -------------------------------------
with open(ROOT + "/firmware/circuitpy/boot.py") as f:
    boot = f.read()
del storage.REMOUNTS[:]
keypad.HELD[:] = []
exec(boot, {"__name__": "boot"})
assert storage.REMOUNTS == [("/", False)], storage.REMOUNTS
assert keypad.MADE[-1].deinited
keypad.HELD[:] = [2]  # START held at reset
exec(boot, {"__name__": "boot"})
assert storage.REMOUNTS == [("/", False)], storage.REMOUNTS  # no second remount
assert keypad.MADE[-1].deinited
keypad.HELD[:] = []
print("PASS boot.py writable unless a button is held")
# Settings > "USB drive to computer" (issue 28 point 11): a flag file, then boot.py leaves the drive
# to the computer for that boot and removes the flag (the next reset gives it back to the game)
with open("usb.flag", "w") as f:
    f.write("1")
del storage.REMOUNTS[:]
exec(boot, {"__name__": "boot"})
assert storage.REMOUNTS == [("/", False), ("/", True)], storage.REMOUNTS
try:
    os.stat("usb.flag")
    raise AssertionError("boot.py left usb.flag")
except OSError:
    pass
del storage.REMOUNTS[:]
exec(boot, {"__name__": "boot"})
assert storage.REMOUNTS == [("/", False)], storage.REMOUNTS  # the next boot: the game's again
print("PASS boot.py gives the drive to the computer for one boot when the game's Settings ask")


# --- a save and a resume -------------------------------------------------------------------------
class Clock:
    t = 0


def press(app, op):
    keys.press(app, Clock, op)


def boot_app():
    a = App(pybadge.make_board())
    a.timeout = 0
    return a


def record(game):
    from engine_core.record import to_record
    return to_record(game)


SLOT = save.slot("", "bobs_hat")  # the first title's save (one a title)
assert save.load(SLOT)[0] is None, "the flash directory must start empty"
app = boot_app()
assert app.b.writable
reloaded = False
try:
    press(app, ops.OK)  # Where's Bob's Hat? setup
    press(app, ops.PREV)  # Start
    press(app, ops.OK)
except supervisor.Reloaded:
    reloaded = True  # the reset-to-launch: code.py starts again in a fresh VM
assert reloaded, "starting a game resets into it (supervisor.reload)"
saved = save.load(SLOT)[0]
assert saved is not None, "the new game is saved before the reset"
app = boot_app()  # code.py again: straight into the saved game
assert app.game is not None, app.stack
assert record(app.game) == record(saved)
for _ in range(12):
    press(app, ops.OK)
assert len(app.game.history) > len(saved.history), "moves were played"
now = record(app.game)
assert record(save.load(SLOT)[0]) == now, "every move is saved"
app = None
app = boot_app()  # a power cycle: the launcher, with Resume
assert app.game is None
g2, err = save.load(SLOT)
assert err is None and record(g2) == now
app.slot = SLOT  # the launcher's Resume line for that title
assert app.resume() and record(app.game) == now
print("PASS save and resume (reset-to-launch, power cycle)")
save.clear(SLOT)

# --- Settings > USB drive to computer: the flag, then a hard reset (boot.py does the rest) --------
import microcontroller  # noqa: E402

from firmware import launcher  # noqa: E402

app = boot_app()
es = launcher._menu_entries(app)
app.stack[-1].sel = es.index(("settings", None))
press(app, ops.OK)
items = launcher._settings_items(app)
assert items[-1] == "USB drive to computer", items
app.stack[-1].sel = len(items) - 1
try:
    press(app, ops.OK)
    raise AssertionError("no reset")
except microcontroller.Reset:
    pass
with open("usb.flag") as f:
    assert f.read() == "1"
os.remove("usb.flag")
print("PASS settings give the drive to the computer (flag, reset)")

# --- a read-only drive: the app says so and plays on ---------------------------------------------
storage.READONLY[0] = True
os.chdir("/proc")  # nothing can be created here, not even by root
app = boot_app()
assert not app.b.writable
press(app, ops.OK)
press(app, ops.PREV)
press(app, ops.OK)  # Start: the save fails, the game starts in this heap
assert app.game is not None, app.stack
assert app.msg, "the app says the save failed"
n = len(app.game.history)
for _ in range(12):
    press(app, ops.OK)
assert len(app.game.history) > n, "and plays on"
os.chdir(FLASH)
storage.READONLY[0] = False
print("PASS read-only drive: save failed, game plays on")


# --- the speaker: a note sounds while the app goes on, and ends by itself ------------------------
class _AudioOut:
    """audioio.AudioOut: play() does not block; the DMA reads the sample out at its rate and
    stops at its end (loop=False).  Here each look at `playing` is one ms later (beep() looks once
    a ms while it waits), so `left` counts the ms the note still sounds."""

    def __init__(self, pin):
        self.pin, self.plays, self.left, self.stops = pin, [], 0, 0

    @property
    def playing(self):
        if self.left > 0:
            self.left -= 1
            return True
        return False

    def play(self, sample, loop=False):
        assert self.left == 0, "a note started over one still sounding"
        self.plays.append((sample, loop))
        self.left = len(sample.buf) * 1000 // sample.sample_rate  # the note's length, ms

    def stop(self):
        self.stops += 1
        self.left = 0


class _RawSample:
    def __init__(self, buf, sample_rate=8000):
        self.buf, self.sample_rate = buf, sample_rate


class _DigitalInOut:
    def __init__(self, pin):
        self.pin, self.value = pin, None

    def switch_to_output(self, value=False):
        self.value = value


class _Audioio:
    AudioOut = _AudioOut


class _Audiocore:
    RawSample = _RawSample


class _Digitalio:
    DigitalInOut = _DigitalInOut


board.SPEAKER_ENABLE, board.SPEAKER = "SPEAKER_ENABLE", "SPEAKER"
sys.modules["audioio"], sys.modules["audiocore"], sys.modules["digitalio"] = _Audioio, _Audiocore, _Digitalio
b = pybadge.make_board()
a = b._audio
assert b.sound and a.pin == "SPEAKER" and b._en.value is True  # the amplifier on
b.beep(2000, 10)  # a key's blip
(note, loop), = a.plays
assert not loop and note.sample_rate == 16000 and len(note.buf) == 160, (loop, note.sample_rate, len(note.buf))
assert note.buf[-1] == 0 and note.buf[:8] == b"\xff\xff\xff\xff\x00\x00\x00\x00"  # a square wave, ending low
assert a.left == 10 and not a.stops  # it started, beep() returned at once, it ends by itself
b.beep(880, 80)  # a tune: the next note waits for the one sounding
b.beep(1176, 120)
# whole periods of 8 samples: 880 Hz x 80 ms = 70.4 periods, 1176 Hz x 120 ms = 141.1
assert [(len(n.buf) // 8, n.sample_rate, lp) for n, lp in a.plays[1:]] == [(70, 7040, False), (141, 9408, False)]
assert a.left == 141 * 8 * 1000 // 9408 and not a.stops  # the last note sounds on while the app goes on
while a.playing:
    pass
app = boot_app()  # with the speaker: a key's blip sounds while the key is handled
app.sound = True
a = app.b._audio
sel = app.stack[-1].sel
press(app, ops.NEXT)
assert app.stack[-1].sel != sel  # the key was handled
(note, loop), = a.plays
assert not loop and note.sample_rate == 16000 and len(note.buf) == 160
assert a.left == 10 and not a.stops, (a.left, a.stops)  # and its blip still sounds
del sys.modules["audioio"], sys.modules["audiocore"], sys.modules["digitalio"]
del board.SPEAKER_ENABLE, board.SPEAKER
print("PASS the speaker's note sounds while the app goes on and ends by itself")
print("ALL PASS")
