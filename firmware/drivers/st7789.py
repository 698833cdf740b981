"""ST7789 panel driver keeping a 4-bit framebuffer (240x135 by default; 240x240 on the PicoSystem).
Two classes: ST7789, the panel (fb, palette, show), and PanelBoard, the board object of a panel
board, which composes a panel with the buttons, the backlight and the buzzer.  PanelBoard lives
here, beside the one panel it serves today, so the split adds no module to a panel board's heap
during play (each resident module costs heap; a second panel driver would move it to a module of
its own).

The app draws palette indexes into a GS4_HMSB FrameBuffer (16 KiB instead of
64 KiB for RGB565).  show() converts to RGB565 row band by row band, in native code
(firmware/drivers/rgb565.py) or else with FrameBuffer.blit(..., palette=...), into one band
buffer made once, and
streams each band over SPI -- only the bands that changed since the last show() (a CRC32 per
band of the 4-bit buffer, 34 numbers instead of a second framebuffer; with the native code a sum
per band and column block of 40 pixels, so that a window spans only the columns that changed); a
run of changed bands goes out in one address window.  Board files pass in their SPI bus and pins
(keyword arguments, STYLE.md 11); none is imported here (the SPI's clock: st7789_setup.py
spi_from_sys_clock, which a board file calls before it makes the SPI)."""

import binascii
import time

try:
    from micropython import const
except ImportError:  # CPython (type checks, tests)

    def const(x):  # type: ignore[misc]  # the stub is positional-only (`/`), which mpy-cross rejects
        return x


W = const(240)
H = const(135)
BAND = const(4)  # rows per band: 240 * 4 * 2 = 1920 bytes of RGB565 made once (the heap is tight)


class Palette:
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


class ST7789:
    """The panel: `fb` (GS4_HMSB) and `palette` (16 RGB565) for the app to draw on, show() to put
    what changed on the glass.  `xoff`, `yoff`: where the visible area sits in the controller's
    RAM; `madctl`: its memory access byte (0x70: landscape, the 240x135 boards)."""

    def __init__(self, spi, dc, cs, rst, width=W, height=H, xoff=40, yoff=53, madctl=0x70):
        # its code is st7789_setup.py's, dropped once the board is made: not resident in play
        setup("panel", self, Palette, BAND, spi, dc, cs, rst, width, height, xoff, yoff, madctl)

    def _cmd(self, c, data=None):
        self.cs(0)
        self.dc(0)
        b = self._c1
        b[0] = c
        self.spi.write(b)
        if data:
            self.dc(1)
            self.spi.write(data)
        self.cs(1)

    def _init(self):
        """Set the panel up.  A warm panel -- the reset line already high: a soft reset
        (machine.soft_reset, the app's Start) keeps the GPIOs as they were, while a power-on or a
        chip reset leaves an output pin low -- is not reset again: its picture stays on the glass
        until the first frame replaces it (no blank panel and no 290 ms of waits on every Start)."""
        setup("_init", self)

    def show(self):
        """Send the bands whose 4-bit rows changed since the last show() (all of them after a
        palette change); a run of changed bands goes out in one address window.  With the native
        code (rgb565.py) it allocates nothing; without, only the CRCs (32-bit results are long
        ints on a 32-bit port)."""
        crc32 = binascii.crc32
        pb = self._pbuf
        ps = self._pal_sent
        full = self._blank or pb != ps  # a palette change redraws everything
        if full:
            self._blank = False
            for i in range(32):  # copied in place: nothing allocated
                ps[i] = pb[i]
        if full and self._conv is not None:
            self._table(self._pbuf, self._lut)
        crc = self._crc
        dirty = self._dirty
        nb = len(crc)
        if self._conv is not None:  # native sums: no Python int made; dirty[k]: its blocks' bits
            w4 = self.width // 8  # words of a row
            self._sums(self.buf, self._sum, dirty, nb, w4 * BAND, w4 * self.height, w4, w4 // len(self._bandm))
            if full:
                for k in range(nb):
                    dirty[k] = 255
        else:
            fbm = memoryview(self.buf)
            rb = self.width * BAND // 2  # a band's bytes
            end = len(self.buf) - 1  # the last band's end (the buffer has one byte more)
            for k in range(nb):
                # kept as its top 30 bits: a small int on a 32-bit port, where the whole CRC is a
                # long int on the heap (34 of them held, ~0.8 KiB)
                c = crc32(fbm[k * rb:min(end, k * rb + rb)]) >> 2
                dirty[k] = 255 if full or c != crc[k] else 0  # every column block
                crc[k] = c
        self.sent_bands = 0
        self.sent_bytes = 0
        k = 0
        while k < nb:
            if not dirty[k]:
                k += 1
                continue
            e = k
            m = dirty[k]
            while e + 1 < nb and dirty[e + 1]:
                e += 1
                m |= dirty[e]
            self._stream(k, e + 1, m)
            self.sent_bands += e + 1 - k
            k = e + 1

    def clear(self, c):
        """fb.fill(c) (the app's whole redraw, App.draw): in machine code where it loads
        (rgb565_m0.clear: a 240x240 frame 1.9 -> 0.2 ms on the RP2040), else framebuf's."""
        f = self._clear
        if f is None:
            self.fb.fill(c)
            return
        c &= 15
        f(self.buf, self.width * self.height // 2, (c | c << 4) * 0x01010101)

    def _window(self, c, a, b):
        """Column (0x2A) or row (0x2B) address set: start and end as big-endian 16-bit values."""
        w = self._win
        w[0] = a >> 8
        w[1] = a & 255
        w[2] = b >> 8
        w[3] = b & 255
        self._cmd(c, w)

    def _open(self, ka, kb, m):
        """Open the address window of bands ka..kb-1 across the column blocks from the lowest to
        the highest bit of m (the blocks that changed in any of these bands; the whole width
        without the native code), ready for its pixels (chip selected, data mode); returns the
        first and last block as one small int, c0 << 8 | c1 (show() allocates nothing: no tuple).
        _stream's and, on an RP2040, st7789_dma._stream's: the same window for the same bands."""
        w = self.width
        nc = len(self._bandm)
        c0 = 0
        while not m >> c0 & 1:
            c0 += 1
        c1 = nc - 1
        while c1 > c0 and not m >> c1 & 1:
            c1 -= 1
        bw = w // 8 // nc  # a block's words
        self._window(0x2A, self._xoff + c0 * bw * 8, self._xoff + (w if c1 == nc - 1 else (c1 + 1) * bw * 8) - 1)
        self._window(0x2B, self._yoff + ka * BAND, self._yoff + min(self.height, kb * BAND) - 1)
        self._cmd(0x2C)
        self.cs(0)
        self.dc(1)
        return c0 << 8 | c1

    def _stream(self, ka, kb, m):
        """Convert and send bands ka..kb-1 in one address window (_open)."""
        w = self.width
        h = self.height
        c1 = self._open(ka, kb, m)
        c0 = c1 >> 8
        c1 &= 255
        bw = w // 8 // len(self._bandm)  # a block's words
        last = len(self._crc) - 1
        conv = self._conv
        for k in range(ka, kb):
            if conv is not None:
                # band k's rows are the framebuffer's from its word k * BAND * w // 8
                conv(self.buf, self._band, self._lut, (c1 - c0 + 1) * bw, (k * BAND * w >> 3) + c0 * bw,
                     BAND if k < last else h - last * BAND, w // 8)
            else:
                self._bfb.blit(self.fb, 0, -k * BAND, -1, self._pfb)
            b = self._tail[c1 - c0] if k == last else self._bandm[c1 - c0]
            self.spi.write(b)
            self.sent_bytes += len(b)
        self.cs(1)


def setup(name, *a):
    """st7789_setup.name(*a), that module loaded for the call and dropped after it (st7789_setup.py:
    the set-up's code is not resident during a game)."""
    from firmware.drivers import st7789_setup as m
    try:
        getattr(m, name)(*a)
    finally:
        m.unload()


class PanelBoard:
    """The board object of a panel board on MicroPython (pico_lcd114, pico_display_pack,
    picosystem; firmware/boards/__init__.py lists what it must hold): a panel (ST7789 here: fb,
    palette, show) composed with the buttons (firmware/drivers/buttons.py), the backlight PWM, an
    optional buzzer PWM and the reset-to-launch.  The board file makes the hardware objects in its
    make_board() and passes them by keyword with its facts (its own globals(): BOT_BUDGET_MS,
    STORAGE, SAVES; the board's name is the file's)."""

    mono = False

    def __init__(self, facts, panel, buttons, backlight, buzzer=None, relaunch=None, idle=None):
        self.name = facts["__name__"].split(".")[-1]
        self.BOT_BUDGET_MS = facts["BOT_BUDGET_MS"]  # ms a hard computer move searches at most (firmware/players.py)
        self.storage = facts["STORAGE"]
        self.saves = facts["SAVES"]  # the save's folder in the storage (littlefs: firmware/savedir.py)
        self.panel = panel
        self.width = panel.width
        self.height = panel.height
        self.fb = panel.fb
        self.palette = panel.palette
        self.clear = panel.clear  # the whole frame's fill (App.draw)
        self.buttons = buttons
        self.bl = backlight
        self.bl.freq(1000)
        if buzzer is not None:  # a PWM on a piezo pin (picosystem), sounded by drivers/buzzer.py
            from firmware.drivers.buzzer import Buzzer
            buzzer = Buzzer(buzzer)
        self.buzzer = buzzer
        self.sound = buzzer is not None  # beep() is heard (Settings: sound)
        # reset-to-launch (firmware/app_start.py relaunch, reached as App.relaunch): the board
        # file passes machine.soft_reset, so a game starts in a heap the launcher never touched
        self.relaunch = relaunch
        if idle is not None:  # machine.idle: the loop's sleep between turns (boards/__init__.py)
            self.idle = idle
        self.set_backlight(100)

    def show(self):
        self.panel.show()

    def poll(self):
        return self.buttons.poll()

    def ticks_ms(self):
        return time.ticks_ms()

    def beep(self, freq_hz, ms):
        """A blip or a tune's note (Settings: sound) where the board has a buzzer: it sounds while
        the app goes on (drivers/buzzer.py), the key's frame is not held back by it."""
        if self.buzzer is not None:
            self.buzzer.beep(freq_hz, ms)

    def set_backlight(self, level):
        self.bl.duty_u16(level * 655)
