"""Hardware drivers: each wraps one part of a board (a panel, a key matrix, a drawing surface); the
board file (firmware/boards/) makes the pins and buses and passes them in (STYLE.md 11).  Two
import `machine` themselves: buzzer.py its Timer, st7789_setup.py machine.freq (spi_from_sys_clock).
A board file names the ones it needs in its DRIVERS fact; a build for that board carries only
those (tools/build.py).
- st7789.py   ST7789 panel: a 4-bit framebuffer streamed as RGB565 over SPI, only changed bands
- buttons.py  input pins -> op codes, one press one op
- bitmapfb.py framebuf's drawing calls on a displayio.Bitmap (CircuitPython has no framebuf)
"""
