"""The ST7789 driver's set-up (firmware/drivers/st7789.py): an ST7789's buffers and the panel's
wake-up commands -- run once, when the board file makes the panel, and then dropped from memory
(unload()), so that their code is not resident beside a game (issue 24: ~0.5 KiB of a 240x135
board's heap).  (PanelBoard's set-up stays in st7789.py: loaded a second time for it, this module
left a second hole in the heap under the launcher, Baptistenskat's peak at Start: +1.5 KiB.)
A build carries it with st7789.py (runtimes/mpy.py: a driver's "<name>_setup.py" goes with it)."""
import sys
import time

import framebuf


def panel(p, Palette, BAND, spi, dc, cs, rst, width, height, xoff, yoff, madctl):  # noqa: N803
    """ST7789.__init__: see its docstring.  Its Palette class and BAND come from st7789.py, which
    keeps them (the driver's module imports this one, never the other way: no import circle)."""
    p.width = width
    p.height = height
    p._madctl = madctl
    p.buf = bytearray(width * height // 2 + 1)
    p.fb = framebuf.FrameBuffer(p.buf, width, height, framebuf.GS4_HMSB)
    p._pbuf = bytearray(32)
    p._pfb = framebuf.FrameBuffer(p._pbuf, 16, 1, framebuf.RGB565)
    p.palette = Palette(p._pfb)
    p._band = bytearray(width * BAND * 2)
    p._bfb = framebuf.FrameBuffer(p._band, width, BAND, framebuf.RGB565)
    nb = (height + BAND - 1) // BAND
    p._crc = [-1] * nb  # per band: CRC32 of its 4-bit rows when last sent (its top 30 bits)
    p._dirty = bytearray(nb)  # per band, this show(): 1 when it goes out
    # made once, so that show() allocates nothing of its own with the native code: the band
    # buffer cut to a last short band, the window's 4 bytes (a band's 4-bit rows are not: the
    # native conversion reads them from the framebuffer at their offset, and framebuf's
    # fallback, which allocates its CRCs anyway, cuts each band when it checks it -- 34 views
    # held were ~0.7 KiB of a 240x135 board's heap)
    bm = memoryview(p._band)
    # per number of column blocks a window spans (one block without the native code): the band
    # buffer cut to that many blocks' pixels, of a whole band and of the last short band
    p._tail = [bm[:width * (height - (nb - 1) * BAND) * 2]]
    p._bandm = [bm]
    p._win = bytearray(4)
    p._c1 = bytearray(1)
    p._pal_sent = bytearray(32)  # the palette as last sent
    p._blank = True  # nothing sent yet: the first show() sends every band
    p._clear = None  # the machine code's clear of the whole frame (rgb565_m0.py), else fb.fill
    p._conv = None  # the native conversion (firmware/drivers/rgb565.py), else framebuf's blit
    if width % 8 == 0:  # a band's 4-bit rows are one run of whole words
        try:
            # Thumb machine code on a Cortex-M port (the RP2040's rgb565_m0.py; firmware.THUMB),
            # else viper's
            from firmware import THUMB
            m = None
            if THUMB:
                try:
                    from firmware.drivers import rgb565_m0 as m
                except (ImportError, SyntaxError, ValueError):
                    m = None
            if m is None:
                from firmware.drivers import rgb565 as m
            band_sums, pair_table, to_rgb565 = m.band_sums, m.pair_table, m.to_rgb565
            p._conv = to_rgb565
            if width * height % 8 == 0:  # the frame's bytes whole words (ST7789.clear)
                p._clear = getattr(m, "clear", None)
            p._table = pair_table
            p._lut = bytearray(1024)  # pixel pairs' colours, made again when the palette changes
            p._sums = band_sums
            w4 = width // 8  # words of a row
            bw = 1  # a column block's words: the fewest that cut a row in 8 blocks at most
            while w4 % bw or w4 // bw > 8:
                bw += 1
            nc = w4 // bw
            p._bandm = [bm[:BAND * bw * n * 16] for n in range(1, nc + 1)]
            p._tail = [bm[:(height - (nb - 1) * BAND) * bw * n * 16] for n in range(1, nc + 1)]
            p._sum = bytearray(4 * nb * nc)  # per band and block: its sum when last sent (not _crc)
        except (ImportError, SyntaxError, ValueError):
            pass
    p.sent_bands = 0  # bands streamed by the last show() (the driver test reads it)
    p.sent_bytes = 0  # pixel bytes streamed by the last show() (the emulated board's wire model)
    p.spi, p.dc, p.cs, p.rst = spi, dc, cs, rst
    p._xoff, p._yoff = xoff, yoff
    p._init()


def _init(p):
    """ST7789._init: see its docstring."""
    if not p.rst.value():
        p.rst(0)
        time.sleep_ms(50)
        p.rst(1)
        time.sleep_ms(120)
        p._cmd(0x11)  # sleep out
        time.sleep_ms(120)
    p._cmd(0x36, bytes((p._madctl,)))  # memory access: 0x70 landscape (240x135 boards)
    p._cmd(0x3A, b"\x05")  # 16 bits per pixel
    p._cmd(0x21)  # inversion on (these IPS panels)
    p._cmd(0x29)  # display on


def spi_from_sys_clock():
    """On an RP2040, feed clk_peri from the system PLL, not the 48 MHz USB PLL: the SPI then runs
    at the 62.5 MHz a board file asks for, not 24 (a 240x135 frame 8.3 ms on the wire, not 21.6;
    tools/rp2040/figures.py on the emulated chip).  A MicroPython without machine.freq(cpu, peri)
    keeps its clocks (the SPI then stays at 24 MHz).  A board file calls it first, before it makes
    the SPI; the panel's set-up (ST7789()) then finds this module loaded -- one load for both --
    and drops it (its code is not resident in play: issue 24, 144 B of the 32-bit port's heap)."""
    import machine
    f = getattr(machine, "freq", None)
    if f is None:
        return
    try:
        f(f(), f())  # type: ignore[call-overload]  # (cpu_hz, peri_hz): the stub has one argument
    except (TypeError, ValueError):
        pass


def unload():
    """This module out of sys.modules and off its package (as firmware/app.py unload): once the
    call that imported it has returned, the collector frees its code."""
    sys.modules.pop(__name__, None)
    from firmware import drivers
    if hasattr(drivers, "st7789_setup"):
        delattr(drivers, "st7789_setup")
