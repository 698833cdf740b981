"""The 128x64 board's native text (firmware/drivers/oled_text.py), on real MicroPython: the same
pixels as font.py's blits on a MONO_VLSB screen (tests/host/board/oled_text_check.py)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_native_mono_text_draws_the_blitted_pixels():
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, os.path.join(ROOT, "tests", "host", "board", "oled_text_check.py")],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    assert p.returncode == 0, p.stderr
    checks = [line.split() for line in p.stdout.splitlines() if line.startswith("CHECK")]
    assert len(checks) == 5, p.stdout
    for _, name, ok in checks:
        assert ok == "True", name
