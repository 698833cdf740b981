"""Issue 27 point 3: the Key explains what is on the table and not what isn't.  Colour boards get
the suit glyphs with their colours' names (no card letters: only the 128x64 table uses them), the
per-colour counts, the dimmed last trick and its "< takes"; Bob's Hat's "H" / icon only while
someone holds the hat; each expansion once (not "bla=black  blac=black"); on 128x64 Bargain Hunt
the super offer and the dealer no longer share "*"."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import layouts  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.layouts import cards  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402

BOARDS = ((240, 135, False), (160, 128, False), (240, 240, False), (128, 64, True))


def _key(board, name, n, seed, steps, lang=0):
    w, h, mono = board
    b = FakeBoard(w, h, mono)
    clean(b)
    app = App(b)
    app.lang = lang
    g = game_class(name)(n, None, seed, 0)
    r = Rng(seed)
    for _ in range(steps):
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    app._enter(g, ["human"] * n)
    app.home("play", seat=g.current_player())
    lay = layouts.get(name)
    lines = lay.key_lines(app, g.view(g.current_player()))
    clean(b)
    return app, g, lines


def _texts(lines):
    return [ln[0] for ln in lines]


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("name", ["bobs_hat", "bargain_hunt", "baptistenskat"])
def test_key_says_what_the_table_shows(board, name):
    for seed, steps in ((1, 0), (2, 9), (3, 17), (4, 30), (5, 45)):
        app, g, lines = _key(board, name, 4 if name != "baptistenskat" else 3, seed, steps)
        txt = _texts(lines)
        lay = layouts.get(name)
        if not app.mono:
            # no card letters on a colour board; every colour named beside its glyph
            letters = ["%s=%s" % (cards.token(c + "1")[:-1], c) for c in lay.SUITS]
            assert not any(x in t.split() for t in txt for x in letters), txt
            glyphs = [ln[3] for ln in lines if len(ln) > 3 and ln[3] != "hat"]
            assert set(lay.SUITS) <= set(glyphs), (lines, lay.SUITS)
        v = g.view(g.current_player())
        hh = v.get("hat_holder")
        holds = hh is not None and hh >= 0
        hat_line = any(t.strip().startswith(("H  ", "Bob's Hat")) for t in txt)
        assert hat_line == holds, (txt, hh)
        # each expansion once
        exp = [x.split("=", 1)[1] for t in txt for x in t.split("  ") if "=" in x and " " not in x.split("=", 1)[0]]
        assert len(exp) == len(set(exp)), txt


def test_dimmed_last_trick_and_takes_explained_when_shown():
    name = "bobs_hat"
    g = game_class(name)(3, None, 1, 0)
    r = Rng(1)
    while not (g.view(0).get("last_trick") and not g.view(0)["trick"]):
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    for board in BOARDS:
        b = FakeBoard(*board)
        clean(b)
        app = App(b)
        app._enter(g, ["human"] * 3)
        app.home("play", seat=g.current_player())  # the table the Key is opened from
        lines = layouts.get(name).key_lines(app, g.view(g.current_player()))
        txt = " | ".join(_texts(lines))
        assert "last trick" in txt and ("< takes" in txt or board[2]), txt
        assert all(len(t) <= app.cols for t in _texts(lines)), txt
        clean(b)
    # and not while a trick is under way
    acts = g.legal_actions()
    g.apply(acts[0])
    app._enter(g, ["human"] * 3)
    app.home("play", seat=g.current_player())
    lines = layouts.get(name).key_lines(app, g.view(g.current_player()))
    assert "last trick" not in " | ".join(_texts(lines))


def test_super_offer_and_dealer_never_share_a_mark_on_128x64():
    assert cards.token("sso1")[:-1] != "*"
    assert cards.token("sso")[:1] != "*"


def test_no_word_of_a_mark_left_alone_on_128x64():
    """The hat's "H=Bob's Hat" (listed as its own line) left a lone "Hat" among the short forms."""
    for seed in range(1, 8):
        app, g, lines = _key((128, 64, True), "bobs_hat", 4, seed, 9 + 5 * seed)
        assert "Hat" not in _texts(lines), _texts(lines)
