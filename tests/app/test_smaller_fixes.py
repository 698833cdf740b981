"""Issue 27 point 11, the cheap ones: the hand-over names the game and the hand; after a hand's
results (seen by everyone) the next human's hand waits behind a hand-over even when the same human
plays next; the chart's lines are told apart (Eva's cyan was close to Cora's blue)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops, results, words  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean, drawn, fresh  # noqa: E402


def test_hand_over_names_the_game_and_the_hand():
    for mono, lang in ((False, 0), (True, 1)):
        b = FakeBoard(128, 64, True) if mono else FakeBoard()
        clean(b)
        app = App(b)
        app.lang = lang
        g = game_class("bobs_hat")(3, None, 5, 0)
        app._enter(g, ["human", "human", "normal"])
        assert app.stack[-1].name == "pass"
        txt = drawn(app)
        hand = "%s 1/12" % ("Runde" if lang else "Hand")
        assert hand in txt, txt
        if not mono:
            assert words.title("bobs_hat", lang) in txt, txt
        clean(b)


def test_results_page_is_followed_by_a_hand_over_between_humans():
    app, b = fresh()
    g = game_class("baptistenskat")(3, None, 2, 0)
    r = Rng(2)
    while not g.hand_scores:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    app._enter(g, ["human"] * 3)
    app.hands_seen = 0
    app.next_turn()
    assert app.stack[-1].name == "hand"
    app.last_human = g.current_player()  # the same human played last and plays next
    t = 0
    app.handle(ops.OK)
    for _ in range(5):
        t += 100
        app.tick(t)
    assert app.stack[-1].name == "pass", app.stack
    clean(b)


def test_chart_lines_are_distinct_colours_and_not_blue_beside_cyan():
    cols = results._LINE_COLOURS
    assert len(set(cols)) == len(cols)
    assert not (5 in cols and 9 in cols)  # blue 0x041F and cyan 0x07FF look alike on a panel


def test_setup_names_the_default_first_dealer_or_player():
    """Issue 27 point 10: the setup said "First dealer: default" (the help "the game decides"),
    and "First dealer" for Auf der Hut, a game without a dealer; now the seat the rules pick, or
    "by lot" where the seed draws it (Bargain Hunt), and "First player" for Auf der Hut."""
    from firmware import launcher
    from firmware.app import Screen
    b = FakeBoard(128, 64, True)
    clean(b)
    app = App(b)
    want = {"bobs_hat": "First dealer: Anna", "bargain_hunt": "First dealer: by lot",
            "baptistenskat": "First dealer: Anna", "auf_der_hut": "First player: Anna"}
    from engine_core.games import NAMES
    for gi in range(len(NAMES)):
        st = launcher._state(Screen("setup", {"game": gi}))
        items = launcher._setup_items(app, st)
        assert want[NAMES[gi]] in items, items
        assert not any("default" in it for it in items), items
    clean(b)


def test_adh_since_page_names_the_player_on_128x64():
    """Auf der Hut's "since your last turn" page keeps the player's name on the small screen."""
    for lang in (0, 1):
        app, b = fresh(True)
        app.lang = lang
        g = game_class("auf_der_hut")(2, None, 4, 0)
        app._enter(g, ["human", "human"])
        t = 0
        for _ in range(12):
            if app.stack[-1].name == "since":
                break
            t += 800
            app.tick(t)
            app.handle(ops.OK)
        assert app.stack[-1].name == "since", app.stack
        txt = drawn(app)
        assert txt.startswith(app.seats[app.stack[-1].seat][0] + ": "), txt
        clean(b)
