"""README pictures from the simulator (`make screenshots`): each game's table on the colour board
(pico_lcd114, 240x135) and on the mono board (pico_ssd1306, 128x64), and a short GIF of a hand of
Where's Bob's Hat? on the colour board -- real frames of the app, so they stay current.

    .venv/bin/python tools/screenshots.py [OUT_DIR]      (default docs/screens)

Each run plays from a fresh temporary flash directory with a fixed clock seed, so the pictures
only change when a screen does.  The script drives the app with the keys a player would press
and stops on the screen to show: a game's play screen with cards on the table."""
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine_core.games import NAMES  # noqa: E402
from host_sim.headless import Sim  # noqa: E402
from host_sim.images import save_gif, save_png  # noqa: E402

BOARDS = (("pico_lcd114", 2), ("pico_ssd1306", 3))
SEED = 20261124


def _top(sim):
    return sim.rt.app.stack[-1]


def _to_table(sim, gi, want_cards=2, limit=400):
    """From the menu: game gi's setup, Start, then OK until a human's play screen shows at least
    `want_cards` cards on the table (a trick game) or the first real choice (Auf der Hut)."""
    sim.keys(",".join(["BACK"] + ["NEXT"] * gi + ["OK", "PREV", "OK"]))  # BACK: wakes a dimmed screen
    for _ in range(limit):
        app = sim.rt.app
        scr = _top(sim)
        if scr.name == "play" and app.game is not None:
            v = app.game.view(scr.seat)
            if v.get("phase", "play") == "play" and len(v.get("trick") or []) >= min(want_cards, v["players"] - 1):
                return
            if NAMES[gi] == "auf_der_hut" and len(app.game.history) >= 3:
                return
        sim.keys("OK")
    raise RuntimeError("%s: no table to show" % NAMES[gi])


def shots(out):
    os.makedirs(out, exist_ok=True)
    made = []
    for board, scale in BOARDS:
        for gi in range(len(NAMES)):
            flash = tempfile.mkdtemp(prefix="shots_")
            try:
                sim = Sim(board, "cpython", flash, seed=SEED)
                _to_table(sim, gi)
                sim.keys("NEXT")  # the cursor on the second card: the raised, framed one
                path = os.path.join(out, "%s_%s.png" % (NAMES[gi], board))
                save_png(sim.last(), path, scale)
                made.append(path)
            finally:
                shutil.rmtree(flash, ignore_errors=True)
    # a hand of Bob's Hat on the colour board: every frame from the first card to the hand's end
    flash = tempfile.mkdtemp(prefix="shots_")
    try:
        sim = Sim("pico_lcd114", "cpython", flash, seed=SEED)
        _to_table(sim, 0, want_cards=0)
        first = len(sim.frames)
        for _ in range(200):
            if _top(sim).name == "hand":
                break
            sim.keys("NEXT,OK,OK")
        sim.keys("WAIT1500")
        frames = sim.frames[first:]
        path = os.path.join(out, "bobs_hat_hand.gif")
        save_gif(frames, path, 2)
        made.append(path)
    finally:
        shutil.rmtree(flash, ignore_errors=True)
    return made


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(prog="tools/screenshots.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("out", metavar="OUT_DIR", nargs="?", default=os.path.join(ROOT, "docs", "screens"))
    for p in shots(ap.parse_args().out):
        print(p, os.path.getsize(p), "bytes")
