"""Issue 27 point 8: Auf der Hut ends with an ending -- its results page says the last move and why
the game ended (RULINGS.md 4 End), and each seat's pairs, bald heads and wonder hats in words (not
bare numbers); the end's choices offer that page ("Final score") in place of a one-row score sheet
and a one-segment chart.  A game of several hands keeps its sheet and chart."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops  # noqa: E402
from firmware import texts as T  # noqa: E402
from tests.app.mp_app_test import clean, drawn, fresh  # noqa: E402


def _finished(name, n, seed):
    """A game one move from its end, and that move."""
    g = game_class(name)(n, None, seed, 0)
    r = Rng(seed)
    moves = []
    while not g.is_over():
        acts = g.legal_actions()
        moves.append(acts[r.below(len(acts))])
        g.apply(moves[-1])
    g = game_class(name)(n, None, seed, 0)
    for a in moves[:-1]:
        g.apply(a)
    return g, moves[-1]


def _at_results(gm, mono, lang):
    g, last = gm
    app, b = fresh(mono)
    app.lang = lang
    app._enter(g, ["human"] * g.players)
    g.apply(last)
    app.next_turn()
    assert app.stack[-1].name == "hand", app.stack
    return app, b


@pytest.mark.parametrize("mono,lang", [(False, 0), (False, 1), (True, 0)])
def test_results_page_says_how_it_ended_and_what_each_seat_took(mono, lang):
    gm = _finished("auf_der_hut", 3, 11)
    app, b = _at_results(gm, mono, lang)
    v = gm[0].view(None)
    app.stack[-1].sel = 0
    lines = []
    for k in range(12):  # the whole page, scrolled
        app.stack[-1].sel = k
        lines.append(drawn(app))
    txt = " ".join(lines)
    rv = v["last_reveal"]
    assert ("Last: %s revealed %d" if lang == 0 else "Zuletzt: %s deckt %d")[:6] in txt, txt
    assert app.seats[rv["seat"]][0] in txt
    end = {"refill": ("not be refilled", "nicht aufzufüllen"), "no_match": ("no hat left", "kein Hut"),
           "three_left": ("only 3", "nur noch 3")}[v["end"]][lang]
    assert end in txt.replace("  ", " ").replace("| ", ""), txt
    assert ("pairs", "Paare")[lang] in txt, txt
    for s in range(3):  # a seat's bald heads and wonder hats are named with how many it took
        for code, word in (("bald", ("bald heads", "Glatzen")), ("wonder", ("wonder hats", "Wunderhüte"))):
            if v[code][s] and [r for r in v["last_result"]["seats"][s]["reasons"] if r[0] == code and r[1]]:
                assert word[lang] in txt and "(%d %s)" % (v[code][s], ("taken", "gezogen")[lang]) in txt, txt
    clean(b)


def _at_the_end(gm):
    """The game's last move made, its results seen: the end's choices ("over") on screen."""
    app, b = _at_results(gm, False, 0)
    app.handle(ops.OK)
    t = 0
    for _ in range(5):
        t += 100
        app.tick(t)
    assert app.stack[-1].name == "over", app.stack
    return app, b, drawn(app)


def test_the_end_offers_the_final_score_not_a_one_row_sheet():
    app, b, txt = _at_the_end(_finished("auf_der_hut", 3, 11))
    assert app.t(T.FINAL) in txt and app.t(T.SHEET) not in txt and app.t(T.CHART) not in txt, txt
    app.handle(ops.OK)  # the cursor starts on "Final score"
    assert app.stack[-1].name == "hand", app.stack
    assert app.t(T.PRESS_OK) in drawn(app)
    app.handle(ops.OK)
    assert app.stack[-1].name == "over", app.stack
    clean(b)


def test_a_game_of_several_hands_keeps_its_sheet_and_chart():
    app, b, txt = _at_the_end(_finished("baptistenskat", 3, 4))
    assert app.t(T.SHEET) in txt and app.t(T.CHART) in txt, txt
    clean(b)
