"""OK on a greyed choice says why over the table (firmware/play.py h_play); OK on it again puts
no new frame on the glass -- the screen already shows that very refusal over that very table (a
whole redraw of it cost 27 ms on the emulated M3 for nothing, issue 26) -- and the notice stays,
the screen as a whole draw of that state makes it; any other key draws again."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops, play  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def _grey_turn(name, n, seed):
    """A game of n seats played at random until the seat to act must follow and holds a card it
    may not play."""
    g = game_class(name)(n, None, seed, 0)
    r = Rng(seed)
    while not g.is_over():
        s = g.current_player()
        if g.view(s)["phase"] == "play" and g.grey(["play"]):
            if any(w[1] for w in g.grey(["play"])):
                return g
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    raise AssertionError("no turn with a grey card")


@pytest.mark.parametrize("board", ((240, 240, False), (128, 64, True)))
@pytest.mark.parametrize("name,n", (("baptistenskat", 6), ("bargain_hunt", 4)))
def test_ok_again_on_a_greyed_choice_draws_nothing_new(board, name, n):
    b = FakeBoard(*board)
    clean(b)
    app = App(b)
    app.coach = 0
    g = _grey_turn(name, n, 3)
    app._enter(g, ["human"] * n)
    app.home("play", seat=g.current_player())
    scr = app.stack[-1]
    texts = play._legal_texts(g)
    while not scr.picked or scr.picked[-1] != "play":  # "play" taken (by _settle or by OK)
        app.handle(ops.OK)
    opts, reasons = play.cands(app, texts, scr.picked)
    greyed = [i for i in range(len(opts)) if play.why(app, reasons, texts, scr.picked, opts[i])]
    assert greyed, opts
    scr.sel = greyed[0]
    app.handle(ops.OK)  # the refusal: drawn whole, the notice over the table
    said, shows, frame = app.msg, b.shows, bytes(b.buf)
    assert said and scr.picked[-1] == "play"
    for _ in range(3):
        app.handle(ops.OK)  # again: no frame, the same notice kept
        assert (app.msg, b.shows, bytes(b.buf)) == (said, shows, frame)
    app.draw()  # what the glass shows is what a whole draw of this state makes
    assert (b.shows, bytes(b.buf)) == (shows + 1, frame)
    app.handle(ops.NEXT)  # another key: the notice goes, a frame is drawn
    assert app.msg is None and b.shows == shows + 2 and bytes(b.buf) != frame
    scr.sel = greyed[0]
    app.handle(ops.OK)  # the refusal again after it went: drawn again
    assert app.msg == said and b.shows == shows + 3 and bytes(b.buf) == frame
