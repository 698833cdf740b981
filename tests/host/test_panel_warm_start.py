"""A Start (a soft reset into the game) never blanks the panel: the boards' displays are set up
after a power-on and left showing the launcher's last frame after a soft reset, until the
table's frame replaces it (tests/host/board/ssd1306_warm_check.py on real MicroPython: the SSD1306
board and the ST7789 driver)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_ssd1306_board_keeps_a_warm_panel():
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, os.path.join(ROOT, "tests", "host", "board", "ssd1306_warm_check.py")],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    assert p.returncode == 0, p.stdout + p.stderr
    checks = [line.split() for line in p.stdout.splitlines() if line.startswith("CHECK")]
    assert [c[1] for c in checks] == ["cold_init", "warm_no_init", "init_kept", "first_show_whole", "st7789_cold",
                                      "st7789_warm"], p.stdout
    for _, name, ok in checks:
        assert ok == "True", (name, p.stdout)
