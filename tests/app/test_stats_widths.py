"""The trick tables' figures chosen by width alone (issue 25: a whole draw of a 6-seat table made
every seat's short forms twice to find the one form all columns take; firmware/layouts/cards.py
cand_wide): a candidate's width without its text is the width of its text, for every packed line
the three trick games' stats hooks give, all through a game, in both languages, at every column
width a table has, and for packed lines with spaces and umlauts in their parts; and pick() takes
the candidate the texts themselves would have chosen.  Baptistenskat's track hook: a bid on track
marks no line, and the Key page and the 128x64 glyph still read its status."""
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import new_game  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import layouts  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.layouts import cards, tricks  # noqa: E402
from firmware.layouts.cards import LOST, MADE, ON, _wide, cand, cand_wide, ncands, pick, text_of  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402

WIDTHS = (18, 24, 30, 38, 46, 58, 78, 118, 238)  # columns of 6..2 seats on 160 and 240 pixels, and more


def _by_text(ln, w, gap, k):
    """pick() as it was: each candidate's text made and measured."""
    last = ncands(ln) - 1
    for i in range(min(k, last), last):
        c = cand(ln, i)
        if _wide(text_of(c), gap) <= w:
            return c
    return cand(ln, last)


def _check(ln):
    for k in range(ncands(ln)):
        for gap in (0, 2):
            assert cand_wide(ln, k, gap) == _wide(text_of(cand(ln, k)), gap), (ln, k, gap)
    for w in WIDTHS:
        for k in range(ncands(ln)):
            legend = []
            got = pick(ln, w, legend, 2, k)
            want = _by_text(ln, w, 2, k)
            assert got == text_of(want), (ln, w, k)
            assert legend == ([] if isinstance(want, str) else [want[1]]), (ln, w, k, legend)


@pytest.mark.parametrize("ln", [
    tricks.labelled("bid", "b", "3"), tricks.labelled("tricks", "tr", "10"),
    tricks.labelled("odds-and-ends", "odds", "-12", "-n=odds-and-ends"),
    tricks.labelled("Schnäppchen", "Schn", "?", "n=Schnäppchen"),
    tricks.labelled("two words", "t w", "1 2"), tricks.labelled("tricks won", "t w", "3"),
    tricks.labelled("x", "", "7", "7=x"),
    ("bid 3", ("b 3", "b=bid"), ("b3", "b=bid")), ("blue red black", ("red bla", "bla=black")),
])
def test_a_candidates_width_is_its_texts(ln):
    _check(ln)


@pytest.mark.parametrize("lang", [0, 1], ids=["en", "de"])
@pytest.mark.parametrize("name,n", [("bobs_hat", 5), ("bargain_hunt", 3), ("bargain_hunt", 4),
                                    ("baptistenskat", 3), ("baptistenskat", 6)])
def test_every_figure_of_a_game_by_width(name, n, lang):
    g = new_game(name, n, seed=11)
    b = FakeBoard()
    clean(b)
    app = App(b)
    app.lang = lang
    app._enter(g, ["human"] * n)
    lay = layouts.get(name)
    r = Rng(5)
    lines = 0
    steps = 0
    while not g.is_over() and steps < 120:
        v = g.view(g.current_player())
        for s in range(n):
            for ln in lay.stats(app, v, s, 38):
                if not isinstance(ln, list):  # (Bob's Hat's counts per colour: no text)
                    _check(ln)
                    lines += 1
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
        steps += 3
    clean(b)
    assert lines > 20


def test_a_bid_on_track_marks_nothing_but_keeps_its_status():
    from firmware.layouts import tricks_mono
    from games.baptistenskat import layout, layout_track
    g = new_game("baptistenskat", 4, seed=2)
    b = FakeBoard()
    clean(b)
    app = App(b)
    app._enter(g, ["human"] * 4)
    r = Rng(1)
    seen = set()
    while not g.is_over() and len(seen) < 3:
        v = g.view(0)
        for s in range(4):
            st = layout_track.status(v, s)
            tk = layout.track(app, v, s)
            if st is None:
                assert tk is None
                continue
            seen.add(st)
            assert tricks_mono.status(tk[2]) == st and set(tk[2].values()) == {st}
            if st == ON:
                assert tk[0] == tk[1]  # no figure line marked: ON words are drawn as they are
            else:
                assert (tk[0], tk[1]) == (0, 1) and str(v["bids"][s]) in tk[2]
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    clean(b)
    assert seen == {ON, MADE, LOST}
    assert cards.ON == ON
