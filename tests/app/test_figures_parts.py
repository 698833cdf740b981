"""The seats' figures drawn as their parts (tricks.stats: a labelled line's label or short form,
then its value, with no text made; issue 25) give the frame the joined texts give: every trick
game at its fewest and most seats, bidding, mid-trick and between tricks, on every colour board
profile, in English and German -- the same pixels, the same legend (app.key_info) and the same
"?".  The joined texts are what the table draws while a test records the texts drawn
(font.boxes); without it, the parts."""
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from firmware import font  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.tables import TRICK_GAMES, tables  # noqa: E402

COLOUR = sorted(b for b in PROFILES if not PROFILES[b][2])


def _frame(app, plugin, v, record):
    """The table of view v drawn: (its pixels, its legend and hint), the texts recorded or not."""
    font.boxes = [] if record else None
    try:
        app.fb.fill(0)
        plugin.draw(app, dict(v), [], None, True)
    finally:
        font.boxes = None
    return bytes(app.fb.buf), repr(app.key_info), app.hint


@pytest.mark.parametrize("lang", [0, 1], ids=["en", "de"])
@pytest.mark.parametrize("board", COLOUR)
def test_figures_drawn_in_parts_are_the_joined_texts_pixels(board, lang, monkeypatch):
    drawn = []  # every text font.text draws while no test records them
    real = font.text

    def text(fb, s, *a):
        drawn.append(s)
        return real(fb, s, *a)

    monkeypatch.setattr(font, "text", text)
    parts = 0
    for app, plugin, v in tables(board, lang, TRICK_GAMES, 11):
        del drawn[:]
        a = _frame(app, plugin, v, False)
        alone = set(drawn)
        del drawn[:]
        b = _frame(app, plugin, v, True)
        assert a == b, "%s %s %dp: the figures' parts draw another frame" % (board, app.game.NAME, app.game.players)
        # texts only the parts draw ("bid" and "3" for "bid 3"): the parts were drawn
        parts += bool(alone - set(drawn))
    assert parts, "no figures drawn in parts: the test checks nothing"
