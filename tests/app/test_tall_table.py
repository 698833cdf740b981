"""Issue 27 point 11: the 240x240 panel (PicoSystem) left a third of its trick table blank between
the trick's row and the hand (79 of 240 pixel rows), the seats' columns running together.  The
trick layout now gives the room the hand leaves to the seats' lines and around the trick's row,
draws the trick's cards as large as the hand's, and rules the columns apart; no run of blank
rows above the prompt is longer than a fifth of the screen.  The 240x135 and 128x64 tables stay
as they were (tests/app/snapshots)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import new_game  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import app as A  # noqa: E402
from firmware import layouts, play  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def _table(name, n, steps, h=240):
    b = FakeBoard(240, h, False)
    clean(b)
    app = App(b)
    g = new_game(name, n, seed=4)
    r = Rng(4)
    for _ in range(steps):
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    app.game = g
    app.seats = [(x, True) for x in ("Anna", "Ben", "Cora", "Dirk", "Eva", "Fritz")[:n]]
    v = g.view(g.view(0)["to_act"])
    v["legal_cards"] = play.next_words(play._legal_texts(g, v), ["play"])
    app.fb.fill(A.BG)
    layouts.get(name).draw(app, v, [], None, True)
    return app


def _longest_blank_run(app):
    best = run = 0
    for y in range(app.body_h):
        if all(app.fb.pixel(x, y) == A.BG for x in range(app.w)):
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


@pytest.mark.parametrize("name,n,steps", [("bobs_hat", 3, 0), ("bobs_hat", 3, 20), ("bobs_hat", 5, 30),
                                          ("bargain_hunt", 4, 30), ("baptistenskat", 3, 30),
                                          ("baptistenskat", 6, 30)])
def test_no_blank_third_on_the_square_panel(name, n, steps):
    app = _table(name, n, steps)
    assert _longest_blank_run(app) <= app.h // 5, _longest_blank_run(app)


@pytest.mark.parametrize("h", [240, 135])
def test_columns_ruled_apart(h):
    """5 seats: "took 0 0 0took 3 0 0" ran together, on the 240x135 panel too."""
    app = _table("bobs_hat", 5, 30, h)
    cw = app.w // 5
    y0 = 2 * (8 * (2 if h >= 200 else 1) + 2)  # under the names' first pixel row
    for s in range(1, 5):  # a line between two seats' figures, from their names down
        assert all(app.fb.pixel(s * cw - 1, y) == A.PANEL for y in range(y0 - 8, y0 + 20)), s
