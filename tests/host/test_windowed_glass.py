"""Windowed display updates (firmware/drivers/st7789.py, firmware/drivers/oled.py) put on the
glass exactly what whole frames put there, over a scripted game on real MicroPython, and send
far fewer bytes; the native conversion (firmware/drivers/rgb565.py) gives framebuf's blit's
bytes (tests/host/board/window_check.py)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_windowed_updates_reproduce_whole_frames_colour_and_mono():
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, "-X", "heapsize=2M", os.path.join(ROOT, "tests", "host", "board", "window_check.py")],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    assert p.returncode == 0, p.stdout + p.stderr
    checks = [line.split() for line in p.stdout.splitlines() if line.startswith("CHECK")]
    assert [c[1] for c in checks] == ["native", "colour_frames", "colour_same", "colour_fewer",
                                      "mono_frames", "mono_same", "mono_fewer", "mono_columns"], p.stdout
    for _, name, ok in checks:
        assert ok == "True", (name, p.stdout)
