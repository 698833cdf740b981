"""Pico + Waveshare Pico-LCD-1.14 (ST7789 240x135): 4-bit framebuffer (16 KiB), converted to
RGB565 row band by row band through FrameBuffer.blit(..., palette=...)."""
import time

import framebuf
from machine import PWM, SPI, Pin

W, H = 240, 135
_BAND = 8  # rows per band: 240*8*2 = 3840 bytes, made once


class Board:
    name = "pico_display_pack"
    width = W
    height = H
    mono = False
    storage = ""
    _XOFF, _YOFF = 40, 53
    _keys = ((12, 1), (13, 2), (14, 3), (15, 4))  # A B X Y

    def __init__(self):
        self.buf = bytearray(W * H // 2 + 1)
        self.fb = framebuf.FrameBuffer(self.buf, W, H, framebuf.GS4_HMSB)
        self._pbuf = bytearray(32)
        self._pfb = framebuf.FrameBuffer(self._pbuf, 16, 1, framebuf.RGB565)
        self.palette = _Pal(self._pfb)
        self._band = bytearray(W * _BAND * 2)
        self._bfb = framebuf.FrameBuffer(self._band, W, _BAND, framebuf.RGB565)
        self.spi = SPI(0, 62_500_000, sck=Pin(18), mosi=Pin(19))
        self.dc, self.cs, self.rst = Pin(16, Pin.OUT), Pin(17, Pin.OUT), Pin(21, Pin.OUT)
        self.bl = PWM(Pin(20))
        self.bl.freq(1000)
        self._pins = [(Pin(g, Pin.IN, Pin.PULL_UP), op) for g, op in self._keys]
        self._down = None
        self._init()
        self.set_backlight(100)

    def _cmd(self, c, data=None):
        self.cs(0)
        self.dc(0)
        self.spi.write(bytes((c,)))
        if data:
            self.dc(1)
            self.spi.write(data)
        self.cs(1)

    def _init(self):
        self.rst(0)
        time.sleep_ms(50)
        self.rst(1)
        time.sleep_ms(120)
        self._cmd(0x11)
        time.sleep_ms(120)
        self._cmd(0x36, b"\x70")
        self._cmd(0x3A, b"\x05")
        self._cmd(0x21)
        self._cmd(0x29)

    def show(self):
        x0, y0 = self._XOFF, self._YOFF
        self._cmd(0x2A, bytes((0, x0, 0, x0 + W - 1)))
        self._cmd(0x2B, bytes((0, y0, (y0 + H - 1) >> 8, (y0 + H - 1) & 255)))
        self._cmd(0x2C)
        self.cs(0)
        self.dc(1)
        for y in range(0, H, _BAND):
            self._bfb.blit(self.fb, 0, -y, -1, self._pfb)
            n = min(_BAND, H - y)
            self.spi.write(memoryview(self._band)[: W * n * 2])
        self.cs(1)

    def poll(self):
        for p, op in self._pins:
            if not p.value():
                if self._down != op:
                    self._down = op
                    return op
                return None
        self._down = None
        return None

    def ticks_ms(self):
        return time.ticks_ms()

    def beep(self, freq_hz, ms):
        pass  # no buzzer on this board

    def set_backlight(self, level):
        self.bl.duty_u16(level * 655)


class _Pal:
    """palette[i] = rgb565 writes the blit palette (byte-swapped for the panel)."""

    def __init__(self, pfb):
        self.pfb = pfb

    def __setitem__(self, i, c):
        self.pfb.pixel(i, 0, ((c & 255) << 8) | (c >> 8))

    def __getitem__(self, i):
        c = self.pfb.pixel(i, 0)
        return ((c & 255) << 8) | (c >> 8)

    def __len__(self):
        return 16


def make_board():
    return Board()
