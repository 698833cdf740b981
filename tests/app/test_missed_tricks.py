"""Issue 27 point 2: in pass-and-play at a trick game, each human's turn starts with the tricks
finished since its last turn (their cards, the winner's marked "<" and highlighted, who took it,
where Bob's Hat went) -- before, a trick a computer finished was never seen by the next human.
One human at the table: no such page (the table shows the last trick itself)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from firmware import font, ops, words  # noqa: E402
from tests.app.mp_app_test import clean, fresh  # noqa: E402


def _drawn(app):
    font.boxes = []
    try:
        app.draw()
        return [bx[4] for bx in font.boxes]
    finally:
        font.boxes = None


@pytest.mark.parametrize("name,n", [("bobs_hat", 4), ("bargain_hunt", 4), ("baptistenskat", 4)])
def test_each_human_sees_the_tricks_it_missed(name, n):
    app, b = fresh()
    g = game_class(name)(n, None, 7, 0)
    app._enter(g, ["human", "normal", "human", "normal"])
    t = 0
    shown = 0
    last_seen = {}  # seat -> the last trick finished when it last had its turn

    for _ in range(400):
        t += 800
        app.tick(t)  # a page or a turn due at the next tick (App.later) comes now
        top = app.stack[-1]
        if top.name == "missed":
            texts = _drawn(app)
            lt = g.view(None)["last_trick"]
            w = app.seats[lt["winner"]][0]
            # the last trick finished: every card, the winner's with "<", who took it
            for s, c in [(e[0], e[1]) for e in lt["cards"]]:
                want = "%s: %s" % (app.seats[s][0], words.word(c, 0))
                assert any(x.startswith(want) for x in texts), (want, texts)
            assert any(x.startswith(w + ":") and x.endswith("<") for x in texts), texts
            assert "  %s takes" % w in texts, texts
            # a trick the seat had not seen finish at its last turn
            assert top.seat in last_seen and last_seen[top.seat] != lt
            shown += 1
        if top.name == "play":
            last_seen[top.seat] = g.view(None).get("last_trick")
        app.handle(ops.OK)
        if g.is_over():
            break
    assert shown >= 2, shown
    clean(b)


def test_one_human_gets_no_missed_page():
    app, b = fresh()
    g = game_class("bobs_hat")(3, None, 7, 0)
    app._enter(g, ["human", "normal", "normal"])
    assert app.seen is None
    t = 0
    for _ in range(200):
        assert app.stack[-1].name != "missed"
        t += 800
        app.tick(t)
        app.handle(ops.OK)
    clean(b)


def test_missed_page_fits_128x64():
    """Bargain Hunt's declared cards ("Anna: orange 4 trump <") fold onto a second line."""
    app, b = fresh(True)
    g = game_class("bargain_hunt")(4, None, 7, 0)
    app._enter(g, ["human", "normal", "human", "normal"])
    t = 0
    seen = 0
    for _ in range(400):
        t += 800
        app.tick(t)
        if app.stack[-1].name == "missed":
            font.cuts = []
            try:
                app.draw()
                assert not font.cuts, font.cuts
            finally:
                font.cuts = None
            seen += 1
        app.handle(ops.OK)
        if g.is_over():
            break
    assert seen
    clean(b)
