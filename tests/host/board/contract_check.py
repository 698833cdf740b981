"""Runs under real MicroPython: every board file's make_board() with fake hardware, and the boards
the runtimes and tests use, against the board contract (firmware/boards/__init__.py).

    MICROPYPATH=ROOT/tests/circuitpython/fakes:ROOT/tests/host/bundle:ROOT:.frozen \\
        micropython contract_check.py "must names" "may names" BOARD...

A BOARD is a board file's name, or "hosted" (firmware/boards/_hosted.py's HostedBoard, the
simulator's board inside MicroPython) or "bundle_fake" (tests/host/bundle/fake_board.py).
Fakes: `machine` (Pin levels the script sets, SPI, PWM, I2C, soft_reset), micropython-lib's
`ssd1306`, `displayio`, `bitmaptools` and the page's `webhost` go into sys.modules here; `board`,
`keypad`, `analogio`, `storage`, `supervisor` are tests/circuitpython/fakes/.  Prints, per board:
    HAS <board> <contract names it holds>
    SIZE <board> <name> <width> <height> <mono 0|1>
    RAN <board>                          (show, poll, ticks_ms, beep, set_backlight and the palette ran)
    KEY <board> <label> <op polled while pressed> <op polled after release>
"""
import sys

import framebuf


class _Pin:
    IN = 0
    OUT = 1
    PULL_UP = 2
    level = {}  # gpio -> 0 (pressed: pulled low) or 1

    def __init__(self, n, mode=None, pull=None):
        self.n = n
        if n not in _Pin.level:
            _Pin.level[n] = 1

    def value(self):
        return _Pin.level[self.n]

    def __call__(self, v):
        pass


class _Part:
    """SPI, PWM, I2C, Timer: whatever the board calls, nothing happens."""

    def __init__(self, *a, **kw):
        pass

    def write(self, b):
        pass

    def freq(self, f=None):
        pass

    def duty_u16(self, d=None):
        pass

    def deinit(self):
        pass


def _soft_reset():
    raise SystemExit(0)


def _idle():
    pass


class _Timer(_Part):
    """machine.Timer as firmware/drivers/buzzer.py uses it (a one-shot that ends a note)."""
    ONE_SHOT = 0

    def init(self, mode=None, period=None, callback=None):
        pass


class _Machine:
    Pin = _Pin
    SPI = _Part
    PWM = _Part
    I2C = _Part
    Timer = _Timer
    soft_reset = _soft_reset
    idle = _idle


class _OLED(framebuf.FrameBuffer):
    """micropython-lib's SSD1306_I2C as the board file uses it (firmware/drivers/oled.py too)."""

    def __init__(self, w, h, i2c):
        self.width, self.height = w, h
        self.buf = self.buffer = bytearray(w * h // 8)
        super().__init__(self.buf, w, h, framebuf.MONO_VLSB)
        self.init_display()

    def init_display(self):
        pass

    def show(self):
        pass

    def write_cmd(self, c):
        pass

    def write_data(self, b):
        pass

    def contrast(self, c):
        pass

    def poweroff(self):
        pass

    def poweron(self):
        pass


class _Ssd1306:
    SSD1306_I2C = _OLED


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


sys.modules["machine"] = _Machine
sys.modules["ssd1306"] = _Ssd1306
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
        _Pin.level[pin] = 0 if down else 1


for name in sys.argv[3:]:
    _Pin.level = {}
    b, keys = make(name)
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
    print("RAN", name)
    for label, _, pin in keys:
        press(b, pin, True)
        got = b.poll()
        press(b, pin, False)
        after = b.poll()
        print("KEY", name, label, got, after)
