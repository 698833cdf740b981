"""Issue 27: on the 128x64 mono screen a card the seat may not play now (grey on the colour
boards) has a mark of its own -- a dotted line under its token -- on the plain line and on the
highlight of the card under the cursor; a playable card has none."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import new_game  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import font, layouts, play  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.layouts import cards  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def _grey_turn(name, n, seed):
    """A game of n seats played at random until the seat to act must follow and holds a card it
    may not play: (game, its view with legal_cards as play.d_play adds them)."""
    g = new_game(name, n, seed=seed)
    r = Rng(seed)
    while not g.is_over():
        v = g.view(g.view(0)["to_act"])
        v["legal_cards"] = play.next_words(play._legal_texts(g, v), ["play"])
        if v["phase"] == "play" and v["legal_cards"] and len(v["legal_cards"]) < len(v["hand"]):
            return g, v
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    raise AssertionError("no turn with a grey card")


def _under(b, x, y, w):
    """Lit pixels of the line under a token at (x, y), w pixels wide."""
    return [b.fb.pixel(i, y + 7) for i in range(x, x + w - 1)]


@pytest.mark.parametrize("name,n", (("bobs_hat", 3), ("bobs_hat", 5), ("bargain_hunt", 4), ("baptistenskat", 6)))
def test_grey_cards_dotted_on_mono(name, n):
    b = FakeBoard(128, 64, True)
    clean(b)
    app = App(b)
    g, v = _grey_turn(name, n, 5)
    app.game = g
    app.seats = [(x, True) for x in ("Anna", "Ben", "Cora", "Dirk", "Eva", "Fritz")[:n]]
    hand = v["hand"]
    grey = [c for c in hand if c not in v["legal_cards"]]
    ok = [c for c in hand if c in v["legal_cards"]]
    for cursor in (grey[0], ok[0]):  # the highlight on a grey card, then on a playable one
        b.fb.fill(0)
        font.boxes = []
        try:
            layouts.get(name).draw(app, dict(v), [], cursor, True)
            boxes = list(font.boxes)
        finally:
            font.boxes = None
        toks = {}
        for x, y, w, _, s in boxes:
            if y >= 8:  # under the header: the seats' lines and the hand
                toks.setdefault(s, (x, y, w))
        seen = 0
        for c in hand:
            t = cards.token(c)
            if t not in toks:  # scrolled out of view
                continue
            seen += 1
            x, y, w = toks[t]
            line = _under(b, x, y, w)
            if c == cursor:  # on the highlight the dots are gaps in it
                assert (0 in line) == (c in grey), (name, t, line)
            else:
                assert (1 in line) == (c in grey), (name, t, line)
        assert seen >= 2
