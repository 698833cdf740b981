"""Runs under real MicroPython: every board file's make_board() with fake hardware, and the boards
the runtimes and tests use, against the board contract (firmware/boards/__init__.py).

    MICROPYPATH=ROOT/tests/circuitpython/fakes:ROOT/tests/host/bundle:ROOT:.frozen \\
        micropython contract_check.py "must names" "may names" BOARD...

A BOARD is a board file's name, or "hosted" (firmware/boards/_hosted.py's HostedBoard, the
simulator's board inside MicroPython) or "bundle_fake" (tests/host/bundle/fake_board.py).
Fakes: `machine` and micropython-lib's `ssd1306` are the one fake hardware (tools/fakes/: a key
press is machine.drive(gpio, 0), which interrupts as a pin does); `displayio`, `bitmaptools` and
the page's `webhost` go into sys.modules here; `board`, `keypad`, `analogio`, `storage`,
`supervisor` are tests/circuitpython/fakes/.  Prints, per board:
    HAS <board> <contract names it holds>
    SIZE <board> <name> <width> <height> <mono 0|1>
    RAN <board>                          (show, poll, ticks_ms, beep, set_backlight, idle and the palette ran)
    IDLE <board> <machine.idle() calls>  (its idle() is the chip's)
    KEY <board> <label> <op polled while pressed> <op polled after release>
    SETUP <board> <peripheral clock Hz after make_board> <set-up modules still loaded>
                                         (the clock starts at 48 MHz, the RP2040's USB PLL)
"""
import sys

from tools import fakes
from tools.fakes import machine


class _Bitmap:
    def __init__(self, w, h, n):
        self.width, self.height = w, h

    def fill(self, c):
        pass


class _Palette:
    def __init__(self, n):
        self.c = [0] * n

    def __setitem__(self, i, c):
        self.c[i] = c


class _Group:
    def append(self, x):
        pass


class _TileGrid:
    def __init__(self, bitmap, pixel_shader=None):
        pass


class _Displayio:
    Bitmap = _Bitmap
    Palette = _Palette
    Group = _Group
    TileGrid = _TileGrid


class _Bitmaptools:
    pass


class _Webhost:
    profile = "probe,240,135,0"

    @staticmethod
    def frame(data, pal):
        pass

    @staticmethod
    def beep(f, ms):
        pass

    @staticmethod
    def backlight(level):
        pass


fakes.install()
sys.modules["displayio"] = _Displayio
sys.modules["bitmaptools"] = _Bitmaptools
sys.modules["webhost"] = _Webhost

MUST = sys.argv[1].split()
MAY = sys.argv[2].split()


class _Sink:
    def write(self, b):
        pass


def make(name):
    """(board object, KEYS) of a board file or of one of the two other boards."""
    if name == "hosted":
        from firmware.boards._hosted import HostedBoard
        b = HostedBoard("hosted", 240, 135, False)
        b.out = _Sink()  # its frames' raw bytes stay off this script's report
        return b, ()
    if name == "bundle_fake":
        import fake_board
        return fake_board.make_board(), ()
    mod = __import__("firmware.boards." + name, None, None, ("make_board",))
    return mod.make_board(), getattr(mod, "KEYS", ())


def press(b, pin, down):
    """Press (down) or release a key of KEYS on the fake hardware."""
    if isinstance(pin, str):  # a joystick direction (the PyGamer's stick): tilt it fully, or centre it
        sx, sy = b.stick
        v = (0 if pin[1] == "-" else 65535) if down else 32768
        if pin[0] == "x":
            sx.value = v
        else:
            sy.value = v
    elif hasattr(b, "keys"):  # a shift register's key number (keypad)
        b.keys.events.push(pin, down)
    else:  # a gpio, pulled low while pressed
        machine.drive(pin, 0 if down else 1)


for name in sys.argv[3:]:
    machine.power_on()
    machine.clocks[1] = 48000000  # clk_peri at boot: the USB PLL (drivers/st7789_setup.py spi_from_sys_clock)
    b, keys = make(name)
    print("SETUP", name, machine.clocks[1], " ".join([m for m in sys.modules if m.endswith("_setup")]))
    print("HAS", name, " ".join([n for n in MUST + MAY if hasattr(b, n)]))
    print("SIZE", name, b.name, b.width, b.height, 1 if b.mono else 0)
    if not b.mono:
        for i in range(16):
            b.palette[i] = i * 0x0841
    b.fb.fill(1)
    b.show()
    b.ticks_ms()
    b.beep(1000, 1)
    b.set_backlight(50)
    b.set_backlight(100)
    if hasattr(b, "idle"):
        b.idle()
    print("RAN", name)
    print("IDLE", name, machine.idles)
    for label, _, pin in keys:
        press(b, pin, True)
        got = b.poll()
        press(b, pin, False)
        after = b.poll()
        print("KEY", name, label, got, after)
