"""The ST7789 board driver's 4-bit -> RGB565 path and buttons, on real MicroPython with fake
SPI and pins: what show() streams to the panel is each pixel's palette colour, big-endian."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_driver_streams_palette_colours_and_reads_buttons():
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, os.path.join(ROOT, "tests", "host", "board", "st7789_check.py")], capture_output=True,
                       text=True, env=env, cwd=ROOT)
    assert p.returncode == 0, p.stderr
    checks = [line.split() for line in p.stdout.splitlines() if line.startswith("CHECK")]
    assert len(checks) == 14
    for _, name, ok in checks:
        assert ok == "True", name
