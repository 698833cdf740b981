"""What the boards without hardware of their own share: the browser edition (web.py), the
emulated board (emu_mps2.py) and the simulator's board inside MicroPython (runtimes/guest/main.py).

Their glass and buttons are a host program: the op codes come in from it and land in `queue`, the
clock is the host's (`now`), and the screen is a plain FrameBuffer allocated here, in the app's
heap, exactly as the colour board files allocate theirs (GS4_HMSB, one spare byte) or as the
SSD1306 driver does (MONO_VLSB).  Only these three import this module: a real board never does.

By default the board speaks to its host over stdout (the host reads the lines back:
runtimes/wire.py); the app's own prints are plain text lines and are passed
through (web.py overrides show, beep and set_backlight: its host is JavaScript):
    b"@@F <n> <p>\\n" + n raw fb bytes + p palette bytes (16 little-endian RGB565; 0 on mono)
    b"@@L <level>\\n"          set_backlight(level)
    b"@@S <freq> <ms>\\n"      beep
The time spent sending frames is kept in `io_us`: the host subtracts it from its CPU figures.
One class (not a base and a pipe subclass): every class costs heap on the emulated board.
"""
import struct
import sys
import time


class HostedBoard:
    storage = ""  # the host runs the app inside the flash directory, as on a board

    def __init__(self, name, w, h, mono):
        """The glass's size comes from the host (`w`, `h`, `mono`): these boards take the size of
        the board they stand in for."""
        self.name = name
        self.width = w
        self.height = h
        self.mono = mono
        self._screen(w, h, mono)
        self.now = 0  # the host's clock
        self.queue = []  # the host's button ops, oldest first
        self._pal = bytearray(0 if mono else 32)  # the palette's wire form, made once
        self.out = sys.stdout.buffer
        self.io_us = 0  # time spent sending frames (subtracted from the CPU figure)

    def _screen(self, w, h, mono):
        """buf (the bytes the host gets), fb (what the app draws on) and palette."""
        import framebuf  # here, not at the top: the host reads the board files' facts without it
        if mono:
            self.buf = bytearray(w * ((h + 7) // 8))
            self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.MONO_VLSB)
            self.palette = None
        else:
            self.buf = bytearray(w * h // 2 + 1)  # as the colour board files allocate it
            self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.GS4_HMSB)
            self.palette = [0] * 16

    def poll(self):
        if self.queue:
            return self.queue.pop(0)
        return None

    def ticks_ms(self):
        return self.now

    def show(self):
        t0 = time.ticks_us()
        p = self._pal
        if p:
            pal = self.palette
            for i in range(16):
                struct.pack_into("<H", p, 2 * i, pal[i] & 0xFFFF)
        self.send(p)
        self.io_us += time.ticks_diff(time.ticks_us(), t0)

    def send(self, p):
        """One shown frame: the fb bytes and `p`, the palette's wire form."""
        self.out.write(b"@@F %d %d\n" % (len(self.buf), len(p)))
        self.out.write(self.buf)
        if p:
            self.out.write(p)

    def beep(self, freq_hz, ms):
        self.out.write(b"@@S %d %d\n" % (freq_hz, ms))

    def set_backlight(self, level):
        self.out.write(b"@@L %d\n" % level)
