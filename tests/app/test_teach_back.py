"""Issue 27 point 7: players learn that BACK opens the in-game menu (rules, score sheet, chart,
Key, quit) -- on the setup's Start line, on the hand-over and on a hand's results -- and the
menu's title says what it is ("Game menu: Anna"), in English and German, colour and mono."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops, setup_help  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402
from tests.app.mp_teach_test import drawn, fresh  # noqa: E402

MENU = ("menu", "Menü")


@pytest.mark.parametrize("mono", [False, True])
@pytest.mark.parametrize("lang", [0, 1])
def test_back_opens_the_menu_is_taught_and_the_menu_says_what_it_is(mono, lang):
    app, b = fresh(mono, lang)
    assert "BACK" in setup_help.explain("start", lang)
    cls = game_class("bobs_hat")
    g = cls(3, {"hands": 1}, 7, 0)
    app._enter(g, ["human", "human", "normal"])
    assert app.stack[-1].name == "pass"
    txt, cuts = drawn(app)
    assert "BACK" in txt and MENU[lang] in txt and not cuts, txt
    app.handle(ops.BACK)
    assert app.stack[-1].name == "ingame"
    txt, cuts = drawn(app)
    assert txt.startswith(("Game menu", "Spielmenü")[lang]), txt
    app.handle(ops.BACK)
    # to the hand's results: its last line says what OK and BACK do
    r = Rng(3)
    while not g.hand_scores:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    app.hands_seen = 0
    app.next_turn()
    assert app.stack[-1].name == "hand"
    txt, cuts = drawn(app)
    assert "BACK" in txt and MENU[lang] in txt and not cuts, txt
    clean(b)
