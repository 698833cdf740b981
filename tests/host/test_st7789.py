"""The ST7789 board driver's 4-bit -> RGB565 path and buttons, on real MicroPython with fake
SPI and pins: what show() streams to the panel is each pixel's palette colour, big-endian."""

import os
import subprocess
import sys

from tests.host.board import checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_driver_streams_palette_colours_and_reads_buttons():
    assert checks("st7789_check.py") == ["len", "red", "black", "last", "palette", "press", "release", "buzzer",
                                         "relaunch", "unchanged", "one_band", "right_block", "span", "palette_change"]


PANEL_HEAP = """
import gc
from firmware.drivers.st7789 import ST7789
class P:
    def __call__(self, v): pass
    def value(self): return 1
class S:
    def write(self, b): pass
gc.collect(); a = gc.mem_alloc()
p = ST7789(S(), dc=P(), cs=P(), rst=P())
p.show()
p.fb.fill(3)
p.show()
gc.collect()
print("HELD", p._conv is not None, gc.mem_alloc() - a - len(p.buf) - len(p._band) - len(p._lut) - len(p._sum))
"""


def test_the_panel_holds_no_view_per_band():
    """What the 240x135 panel holds besides its buffers (framebuffer, band, pixel pairs' colours,
    sums), after two frames, on the 64-bit unix port with its native conversion: its bookkeeping
    only.  34 memoryviews of the framebuffer's bands and their list held for show() were ~1.6 KiB
    of it here (~0.8 KiB on a 32-bit board): 4,551 bytes; 2,919 without them."""
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, "-c", PANEL_HEAP], capture_output=True, text=True, env={"MICROPYPATH": ROOT})
    held = [ln.split() for ln in p.stdout.splitlines() if ln.startswith("HELD")]
    assert held and held[0][1] == "True", p.stdout + p.stderr  # the native code loaded
    assert int(held[0][2]) < 3500, held


SETUP_HEAP = """
import gc, sys
gc.collect(); a = gc.mem_alloc()
from firmware.drivers.st7789 import ST7789, PanelBoard
class P:
    def __call__(self, v): pass
    def value(self): return 1
    def freq(self, f): pass
    def duty_u16(self, d): pass
class S:
    def write(self, b): pass
b = PanelBoard({"__name__": "x", "BOT_BUDGET_MS": 0, "STORAGE": "", "SAVES": ""},
               ST7789(S(), dc=P(), cs=P(), rst=P()), None, P())
b.show()
import firmware.drivers
gc.collect()
held = gc.mem_alloc() - a
print("MODS", " ".join(sorted(m for m in sys.modules if m.startswith("firmware.drivers."))),
      hasattr(firmware.drivers, "st7789_setup"))
from firmware.drivers import st7789_setup
gc.collect()
print("SETUP", gc.mem_alloc() - a - held, b.width, b.height, b.fb is b.panel.fb, b.sound, b.name)
"""


def test_the_panels_set_up_code_is_dropped_once_the_panel_is_made():
    """The ST7789's set-up (firmware/drivers/st7789_setup.py) is loaded to make the panel and
    dropped after it (issue 24): out of sys.modules and off its package, so the collector frees its
    code -- what loading it again holds (~1.7 KiB here, from source on the 64-bit unix port) is not
    resident during play; the board made holds its fields."""
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, "-c", SETUP_HEAP], capture_output=True, text=True, env={"MICROPYPATH": ROOT})
    out = {ln.split()[0]: ln.split()[1:] for ln in p.stdout.splitlines() if ln[:4] in ("MODS", "SETU")}
    assert out.get("MODS") == ["firmware.drivers.rgb565", "firmware.drivers.st7789", "False"], p.stdout + p.stderr
    assert out["SETUP"][1:] == ["240", "135", "True", "False", "x"], out
    assert int(out["SETUP"][0]) > 1000, out  # its code, had it stayed


SUMS = """
from firmware.drivers.rgb565 import band_sums
W, H = 240, 135
w4 = W // 8
nb = (H + 3) // 4
buf = bytearray(W * H // 2 + 1)
sums = bytearray(4 * nb * 6)
dirty = bytearray(nb)
a = (nb, w4 * 4, w4 * H, w4, 5)
band_sums(buf, sums, dirty, *a)
missed = 0
tried = 0
for c0 in range(16):  # the left pixel of two neighbouring words of band 1's first block, row 4
    for c1 in range(16):
        buf[4 * w4 * 4 + 3] = c0 << 4
        buf[4 * w4 * 4 + 7] = c1 << 4
        n = band_sums(buf, sums, dirty, *a)
        changed = (c0, c1) != last if tried else (c0, c1) != (0, 0)
        if changed and not (n == 1 and dirty[1] == 1):
            missed += 1
        last = (c0, c1)
        tried += 1
print("SUMS", tried, missed)
"""


def test_a_change_to_the_left_pixels_of_a_block_is_never_missed():
    """band_sums finds every change: here 256 frames, each changing the high nibbles (pixels 6
    of 8) of two neighbouring words in one column block.  Its sum was FNV-1a over words alone,
    where a multiply carries a change only towards the high bits: 2 of the 256 went unseen here (the
    band not sent, the glass left showing the old pixels); an xorshift after each multiply mixes
    them down (firmware/drivers/rgb565.py; rgb565_m0.py's machine code does the same)."""
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, "-c", SUMS], capture_output=True, text=True, env={"MICROPYPATH": ROOT})
    out = [ln.split() for ln in p.stdout.splitlines() if ln.startswith("SUMS")]
    assert out == [["SUMS", "256", "0"]], p.stdout + p.stderr
