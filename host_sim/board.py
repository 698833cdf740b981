"""The host board: the same attributes as firmware/boards/<profile>.py (STYLE.md 11), on CPython.

Frames are kept in memory (each `show()` records a `Frame`: the fb bytes, the palette and the
backlight at that moment); op codes come from a queue; `ticks_ms()` reads a clock the simulator
drives; saves go to a directory on disk.  Also: the board profiles (size, colour/mono, buttons,
from the board files' facts) and the conversions every front end shares (palette index planes,
RGB bytes, ASCII art).
"""
import os

from firmware import ops
from host_sim import board_facts, framebuf

# name -> (width, height, mono, buttons); a button is (label, op): every board file's facts
# (firmware/boards/<name>.py, read by host_sim/board_facts.py), not HOSTED ones
PROFILES = board_facts.profiles()
DEFAULT = board_facts.reference()  # the reference board (REFERENCE = True in its file)
OP_NAMES = {"PREV": ops.PREV, "NEXT": ops.NEXT, "OK": ops.OK, "BACK": ops.BACK,
            "UP": ops.UP, "DOWN": ops.DOWN}
NAME_OF_OP = {v: k for k, v in OP_NAMES.items()}

# mono panel colours (an SSD1306 is light-on-dark): off, on
MONO_RGB = ((0, 0, 0), (220, 235, 255))


def has_op(board, op):
    return any(o == op for _, o in PROFILES[board][3])


def fb_size(w, h, mono):
    return w * ((h + 7) // 8) if mono else w * h // 2 + 1


def default_flash(board):
    return os.path.join("sim_flash", board)


class Frame:
    """One shown frame: raw fb bytes (GS4_HMSB or MONO_VLSB), palette (16 RGB565 or None),
    backlight 0..100, virtual time in ms, and the board's CPU µs for the step that drew it
    (MicroPython runtime only, else None)."""

    __slots__ = ("data", "palette", "backlight", "w", "h", "mono", "t", "cpu_us")

    def __init__(self, data, palette, backlight, w, h, mono, t=0, cpu_us=None):
        self.data, self.palette, self.backlight = data, palette, backlight
        self.w, self.h, self.mono, self.t, self.cpu_us = w, h, mono, t, cpu_us

    def with_backlight(self, level):
        return Frame(self.data, self.palette, level, self.w, self.h, self.mono, self.t, self.cpu_us)

    def indexes(self):
        """bytes of w*h palette indexes (0..15; mono: 0/1), row by row."""
        w, h, d = self.w, self.h, self.data
        if self.mono:
            out = bytearray(w * h)
            for page in range((h + 7) // 8):
                row = d[page * w:(page + 1) * w]
                for bit in range(8):
                    y = page * 8 + bit
                    if y >= h:
                        break
                    out[y * w:(y + 1) * w] = bytes((v >> bit) & 1 for v in row)
            return bytes(out)
        n = w * h
        if w % 2 == 0:
            body = d[:n // 2]
            out = bytearray(n)
            out[0::2] = body.translate(_HI)
            out[1::2] = body.translate(_LO)
            return bytes(out)
        fb = framebuf.FrameBuffer(bytearray(d), w, h, framebuf.GS4_HMSB)
        return bytes(fb.pixel(x, y) for y in range(h) for x in range(w))

    def colours(self):
        """16 (or 2) (r, g, b) tuples, dimmed by the backlight."""
        if self.mono:
            base = MONO_RGB
        else:
            base = [rgb565_to_rgb(c) for c in self.palette]
        k = self.backlight
        if k >= 100:
            return list(base)
        return [(r * k // 100, g * k // 100, b * k // 100) for r, g, b in base]

    def rgb(self):
        """bytes of w*h*3 (RGB888) as seen on the glass."""
        table = [bytes(c) for c in self.colours()]
        return b"".join([table[i] for i in self.indexes()])

    def pixel_rgb(self, x, y):
        return self.colours()[self.indexes()[y * self.w + x]]

    def ascii(self):
        """Text art, one character per pixel: ' ' for index 0 (background), '#' for 1,
        other indexes as hex digits 2..f."""
        idx = self.indexes()
        chars = " #23456789abcdef"
        w = self.w
        return "\n".join("".join(chars[i] for i in idx[y * w:(y + 1) * w]).rstrip()
                         for y in range(self.h))


_HI = bytes(v >> 4 for v in range(256))
_LO = bytes(v & 15 for v in range(256))


def rgb565_to_rgb(c):
    r, g, b = (c >> 11) & 31, (c >> 5) & 63, c & 31
    return ((r * 527 + 23) >> 6, (g * 259 + 33) >> 6, (b * 527 + 23) >> 6)


class Clock:
    """Virtual milliseconds, moved by the simulator (deterministic in tests and scripts)."""

    def __init__(self, t=0):
        self.t = t


class HostBoard:
    """The board object the app receives on the CPython runtime."""

    def __init__(self, name=DEFAULT, storage=None, clock=None, on_show=None):
        if name not in PROFILES:
            raise ValueError("unknown board %r (have: %s)" % (name, ", ".join(sorted(PROFILES))))
        w, h, mono, _ = PROFILES[name]
        self.name, self.width, self.height, self.mono = name, w, h, mono
        self.buf = bytearray(fb_size(w, h, mono))
        self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.MONO_VLSB if mono else framebuf.GS4_HMSB)
        self.palette = None if mono else [0] * 16
        storage = storage or default_flash(name)
        os.makedirs(storage, exist_ok=True)
        self.storage = os.path.join(storage, "")  # a prefix ending in the separator
        self.clock = clock or Clock()
        self.queue = []
        self.backlight = 100
        self.beeps = []
        # beep() heard on the board it stands for (a BUZZER pin or a SPEAKER): the window sounds
        # them (host_sim/sound.py), Settings' sound item says "no speaker" elsewhere
        f = board_facts.facts(name)
        self.sound = f["BUZZER"] is not None or bool(f["SPEAKER"])
        self.on_show = on_show

    def show(self):
        f = Frame(bytes(self.buf), None if self.mono else tuple(self.palette), self.backlight,
                  self.width, self.height, self.mono, self.clock.t)
        if self.on_show:
            self.on_show(f)

    def poll(self):
        return self.queue.pop(0) if self.queue else None

    def ticks_ms(self):
        return self.clock.t

    def beep(self, freq_hz, ms):
        self.beeps.append((freq_hz, ms))

    def set_backlight(self, level):
        self.backlight = max(0, min(100, int(level)))


def make_board():
    return HostBoard()
