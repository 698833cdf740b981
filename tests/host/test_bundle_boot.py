"""The built bundle boots from a directory as if it were the board's flash, under the real
MicroPython unix port capped at the Pico's heap, and plays a game to the end."""

import json
import os
import shutil
import subprocess
import sys

from runtimes.mpy import build, compile_one

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_bundle_boots_and_plays_a_game(tmp_path):
    out, _, errors = build("pico_lcd114", str(tmp_path / "build"))
    assert errors == []
    flash = tmp_path / "flash"
    shutil.copytree(out, flash)
    # The fake board replaces the profile's board file (which drives real SPI pins).
    err = compile_one(os.path.join(ROOT, "tests", "host", "bundle", "fake_board.py"),
                      str(flash / "firmware" / "boards" / "pico_lcd114.mpy"))
    assert err is None
    assert not [p for p in flash.rglob("*.py") if p.name != "main.py"]
    env = dict(os.environ)
    env["MICROPYPATH"] = str(flash)  # only the flash: no source of ours is importable
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, "-X", "heapsize=192K", "main.py"], cwd=str(flash), env=env, capture_output=True,
                       text=True, timeout=900)
    assert p.returncode == 0, p.stdout[-500:] + p.stderr[-2000:]
    line = [x for x in p.stdout.splitlines() if x.startswith("BUNDLE_GAME_OVER")]
    assert line
    # The app cleared its save on leaving the game-over screen; the last save it wrote (kept by
    # the fake board) is a finished, replayable Bob's Hat record.
    assert not (flash / "bobs_hat-game.json").exists()
    text = (flash / "kept.json").read_text()
    rec = json.loads(text[text.index("\n") + 1:])  # firmware/save.py: CRC line, then the record
    from engine_core.record import replay

    assert rec["game"] == "bobs_hat" and replay(rec).is_over()
