"""Every game's table as a newcomer meets it, on every screen size and in both languages: the
largest table and the smallest, mid-hand (a human's turn with cards on the table), a hand's end
(the results page), the in-game pages (last trick, score sheet, the game's own pages) and the game's
end -- PNGs for a person to look at (issue 14: "understands each screen at a glance").

    .venv/bin/python tools/table_shots.py OUT_DIR [--board B] [--game G] [--lang 0|1] [--seats N]

Files: OUT_DIR/<game>_<seats>p_<board>_<en|de>_<stage>.png.  Each run plays from a fresh
temporary flash directory with a fixed clock seed (the same pictures until a screen changes);
games are set to two hands/rounds so the end comes quickly."""
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine_core.games import NAMES, game_class  # noqa: E402
from host_sim.headless import Sim  # noqa: E402
from host_sim.images import save_png  # noqa: E402

BOARDS = (("pico_lcd114", 2), ("pybadge", 2), ("pico_ssd1306", 3), ("picosystem", 2))
SEED = 20261124
SHORT = {"hands": 2, "rounds": 2}  # options that shorten a game to two deals


def _top(sim):
    return sim.rt.app.stack[-1]


def _start(sim, gi, n):
    """From the menu: game gi's setup with n seats (seat 1 human, the rest computers) and the
    game shortened to two deals, then Start."""
    sim.keys(",".join(["BACK"] + ["NEXT"] * gi + ["OK"]))
    from firmware import launcher
    scr = _top(sim)
    st = launcher._state(scr)
    st["n"] = n
    launcher._reset_options(st)
    for k, v in SHORT.items():
        if k in st["opts"]:
            st["opts"][k] = v
    scr.sel = len(launcher._setup_items(sim.rt.app, st)) - 1
    sim.keys("OK")


def _shot(sim, out, tag, stage, scale, made):
    path = os.path.join(out, "%s_%s.png" % (tag, stage))
    save_png(sim.last(), path, scale)
    made.append(path)


def _pages(sim, out, tag, scale, made):
    """The in-game menu's pages, each shot once, then back to the table."""
    sim.keys("BACK")
    if _top(sim).name != "ingame":
        sim.keys("BACK")
    if _top(sim).name != "ingame":
        return
    _shot(sim, out, tag, "menu", scale, made)
    from firmware import pages
    entries = pages._ingame_entries(sim.rt.app)
    for i in range(1, len(entries)):
        what = entries[i][1]
        if what in ("quit", "grules"):
            continue
        _top(sim).sel = i
        sim.keys("OK")
        _shot(sim, out, tag, "page_" + what, scale, made)
        sim.keys("BACK")
    while _top(sim).name == "ingame":
        sim.keys("BACK")


def run(out, board, scale, gi, n, lang):
    made = []
    flash = tempfile.mkdtemp(prefix="tshots_")
    try:
        with open(os.path.join(flash, "settings.txt"), "w") as f:
            f.write("%d,0,0,1" % lang)  # language, no sound, no screen timeout, confirm moves
        sim = Sim(board, "cpython", flash, seed=SEED)
        _start(sim, gi, n)
        tag = "%s_%dp_%s_%s" % (NAMES[gi], n, board, ("en", "de")[lang])
        app = sim.rt.app
        mid = hand = pages_done = False
        for _ in range(3000):
            scr = _top(sim)
            if app.game is None:
                break
            if scr.name == "play":
                v = app.game.view(scr.seat)
                busy = len(v.get("trick") or []) >= min(2, n - 1) or len(app.game.history) >= 2 * n
                if not mid and v.get("phase", "play") == "play" and busy:
                    _shot(sim, out, tag, "mid", scale, made)
                    mid = True
                    if not pages_done:
                        _pages(sim, out, tag, scale, made)
                        pages_done = True
                    continue
                if v.get("phase") not in (None, "play") and not mid:
                    if not os.path.exists(os.path.join(out, "%s_bid.png" % tag)):
                        _shot(sim, out, tag, "bid", scale, made)
            elif scr.name == "hand" and not hand:
                _shot(sim, out, tag, "hand", scale, made)
                hand = True
            elif scr.name == "over":
                _shot(sim, out, tag, "over", scale, made)
                sim.keys("NEXT,OK")  # the score sheet from the end
                _shot(sim, out, tag, "over_sheet", scale, made)
                break
            sim.keys("OK")
    finally:
        shutil.rmtree(flash, ignore_errors=True)
    return made


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/table_shots.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("out", metavar="OUT_DIR")
    ap.add_argument("--board", choices=[b[0] for b in BOARDS])
    ap.add_argument("--game", choices=NAMES)
    ap.add_argument("--lang", choices=("en", "de", "0", "1"), help="en (0) or de (1); default both")
    ap.add_argument("--seats", type=int)
    a = ap.parse_args(argv)
    out = a.out
    os.makedirs(out, exist_ok=True)
    opt = {"--" + k: v for k, v in vars(a).items() if k != "out" and v is not None}
    boards = [b for b in BOARDS if opt.get("--board", b[0]) == b[0]]
    games = [g for g in range(len(NAMES)) if opt.get("--game", NAMES[g]) == NAMES[g]]
    langs = [("en", "de").index(a.lang) if a.lang in ("en", "de") else int(a.lang)] if a.lang else [0, 1]
    for board, scale in boards:
        for gi in games:
            cls = game_class(NAMES[gi])
            if a.seats is not None and not cls.MIN_PLAYERS <= a.seats <= cls.MAX_PLAYERS:
                ap.error("--seats: %s takes %d to %d players" % (NAMES[gi], cls.MIN_PLAYERS, cls.MAX_PLAYERS))
            seats = [a.seats] if a.seats is not None else sorted({cls.MAX_PLAYERS, max(3, cls.MIN_PLAYERS)})
            for n in seats:
                for lang in langs:
                    for p in run(out, board, scale, gi, n, lang):
                        print(p)


if __name__ == "__main__":
    main(sys.argv[1:])
