"""Nothing cut off, on every screen size (issue 14): a scripted stretch of each game, on every
board profile, with every text drawn recorded (firmware/font.py `boxes`) and every text cut to
fit recorded (`cuts`): each must lie inside the screen, none may be cut.  The script walks the
launcher, a game's first hands (hand-over, play with choices, the computers' turns, a hand's
results) and the in-game menu's pages."""
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import NAMES  # noqa: E402
from firmware import font, ops  # noqa: E402
from firmware.app import App  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, start_two_humans  # noqa: E402


class Watch:
    """Checks the texts of each frame as it is shown."""

    def __init__(self, b):
        self.b = b
        self.bad = []
        self.frames = 0

    def check(self, where):
        w, h = self.b.width, self.b.height
        for x, y, bw, bh, s in font.boxes:
            if x < 0 or y < 0 or x + bw > w or y + bh > h:
                self.bad.append("%s: %r at (%d,%d) %dx%d leaves the %dx%d screen" % (where, s, x, y, bw, bh, w, h))
        for s in font.cuts:
            self.bad.append("%s: %r cut" % (where, s))
        font.boxes[:] = []
        font.cuts[:] = []
        self.frames += 1


def _run(board, gi, presses, big=False):
    w, h, mono, _ = PROFILES[board]
    b = FakeBoard(w, h, mono)
    clean(b)
    font.boxes = []
    font.cuts = []
    watch = Watch(b)
    shown = b.show
    app = None

    def show():
        shown()
        top = app.stack[-1].name if app is not None and app.stack else "menu"
        watch.check("%s %s %s" % (board, NAMES[gi], top))

    b.show = show
    try:
        app = App(b)
        app.timeout = 0
        clk = Clock()
        start_two_humans(app, b, gi, clk, big)  # the hand-over screen, and two seats' tables
        k = 0
        menu_seen = 0
        while k < presses and not app.game.is_over():
            top = app.stack[-1].name
            if top == "play" and menu_seen < 2 and k % 40 == 7:
                # the in-game menu and each of its pages
                drive(app, b, [ops.BACK], clk)
                if app.stack[-1].name != "ingame":
                    drive(app, b, [ops.BACK], clk)
                n = 0
                while app.stack[-1].name == "ingame" and n < 12:
                    drive(app, b, [ops.NEXT], clk)
                    sel = app.stack[-1].sel
                    if sel == 0:
                        break
                    name = app.stack[-1]
                    drive(app, b, [ops.OK], clk)
                    if app.stack[-1].name == "menu":  # quit: back into the game
                        app.resume()
                        break
                    if app.stack[-1] is not name:
                        drive(app, b, [ops.NEXT, ops.BACK], clk)
                    n += 1
                while app.stack[-1].name == "ingame":
                    drive(app, b, [ops.BACK], clk)
                menu_seen += 1
            # mostly the first choice, now and then the next one (other cards, other bids)
            drive(app, b, [ops.NEXT, ops.OK] if k % 3 == 1 else [ops.OK], clk)
            k += 1
    finally:
        font.boxes = None
        font.cuts = None
        clean(b)
    assert watch.frames > 20
    return watch.bad


@pytest.mark.parametrize("big", [False, True], ids=["fewest", "most"])
@pytest.mark.parametrize("gi", range(len(NAMES)), ids=NAMES)
@pytest.mark.parametrize("board", sorted(PROFILES))
def test_every_text_fits(board, gi, big):
    """Fewest players: 220 presses (a hand's end, the menu pages); most players: 120."""
    bad = _run(board, gi, 120 if big else 220, big)
    assert not bad, "%d texts do not fit, e.g.\n%s" % (len(bad), "\n".join(sorted(set(bad))[:25]))
