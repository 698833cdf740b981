"""A pipe-backed board for the app running INSIDE real MicroPython (host_sim/mp_main.py).

The host (host_sim/runtime.py) is the glass and the buttons: op codes and the clock come in over
stdin, every shown frame goes out over stdout.  Wire format (stdout, after the app's own prints,
which are plain text lines and are passed through):
    b"@@F <n> <p>\\n" + n raw fb bytes + p palette bytes (16 little-endian RGB565; 0 on mono)
    b"@@L <level>\\n"          set_backlight(level)
    b"@@S <freq> <ms>\\n"      beep
    b"@@A <busy> <cpu_us> <mem_free>\\n"  end of one command (see mp_main.py)
The fb is a real `framebuf.FrameBuffer` (GS4_HMSB on colour boards, MONO_VLSB on mono),
allocated inside the capped MicroPython heap exactly as on the board.
"""
import struct
import sys
import time

import framebuf


class PipeBoard:
    def __init__(self, name, w, h, mono):
        self.name = name
        self.width = w
        self.height = h
        self.mono = mono
        if mono:
            self.buf = bytearray(w * ((h + 7) // 8))
            self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.MONO_VLSB)
            self.palette = None
        else:
            self.buf = bytearray(w * h // 2 + 1)  # as the colour board files allocate it
            self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.GS4_HMSB)
            self.palette = [0] * 16
        self._pal = bytearray(0 if mono else 32)  # made once
        self.storage = ""  # mp_main chdir()s into the flash directory, as on a board
        self.now = 0
        self.queue = []
        self.out = sys.stdout.buffer
        self.io_us = 0  # time spent writing frames (subtracted from the CPU figure)

    def show(self):
        t0 = time.ticks_us()
        p = self._pal
        if p:
            pal = self.palette
            for i in range(16):
                struct.pack_into("<H", p, 2 * i, pal[i] & 0xFFFF)
        self.out.write(b"@@F %d %d\n" % (len(self.buf), len(p)))
        self.out.write(self.buf)
        if p:
            self.out.write(p)
        self.io_us += time.ticks_diff(time.ticks_us(), t0)

    def poll(self):
        if self.queue:
            return self.queue.pop(0)
        return None

    def ticks_ms(self):
        return self.now

    def beep(self, freq_hz, ms):
        self.out.write(b"@@S %d %d\n" % (freq_hz, ms))

    def set_backlight(self, level):
        self.out.write(b"@@L %d\n" % level)
