"""Issue 27 point 9: verdicts with their figures.  A hand's results say why a bid was made or
missed -- "most blue missed -5 (3 vs Cora's 3)", Baptistenskat's "missed -10 (bid 1, took 0)" --
and the dealer's bids under the hook say why a number is missing ("not 4 (sum = cards)")."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import font, results  # noqa: E402
from tests.app.mp_app_test import clean, fresh  # noqa: E402

NAMES = ["Anna", "Ben", "Cora", "Dirk", "Eva"]


def _to_hand_end(name, n, seed, opts=None):
    g = game_class(name)(n, opts, seed, 0)
    r = Rng(seed)
    while not g.hand_scores:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    return g


def test_bobs_hat_most_and_fewest_say_the_counts_compared():
    checked = 0
    for n, seed in ((3, 1), (4, 2), (5, 3), (3, 4), (4, 5)):
        g = _to_hand_end("bobs_hat", n, seed, {"double_fewest": True})
        v = g.view(None)
        tk = v["last_hand"]["taken"]
        lines = results.hand_lines(NAMES[:n], g.hand_scores[-1], v["last_hand_details"], 0, v)
        for s in range(n):
            for code, pts in v["last_hand_details"][s]:
                if not pts or code == "hat":
                    continue
                key = code.split("_")[1] if code.startswith("most_") else "total"
                others = [p for p in range(n) if p != s]
                best = (max if code.startswith("most_") else min)(tk[p][key] for p in others)
                o = [p for p in others if tk[p][key] == best][0]
                want = "%s %+d (%d vs %s's %d)" % (results.label(code, 0), pts, tk[s][key], NAMES[o], best)
                assert want in lines[s], (want, lines[s])
                checked += 1
    assert checked >= 5


def test_bobs_hat_german_figures():
    g = _to_hand_end("bobs_hat", 3, 1)
    v = g.view(None)
    lines = results.hand_lines(["Anna", "Hans", "Cora"], g.hand_scores[-1], v["last_hand_details"], 1, v)
    assert any(" zu " in ln and ("Annas" in ln or "Hans'" in ln or "Coras" in ln) for ln in lines), lines


def test_baptistenskat_says_bid_and_took():
    for n, seed in ((3, 1), (4, 2), (6, 3)):
        g = _to_hand_end("baptistenskat", n, seed)
        v = g.view(None)
        lines = results.hand_lines(NAMES[:n] + ["Fred"], g.hand_scores[-1], v["last_hand_details"], 0, v)
        for s in range(n):
            e = v["last_result"]["seats"][s]
            if e["points"]:
                assert "(bid %s, took %d)" % (e["bid"], e["took"]) in lines[s], lines[s]


def test_results_page_shows_the_figures():
    app, b = fresh()
    g = _to_hand_end("baptistenskat", 3, 1)
    app.game = g
    app.seats = [(NAMES[i], True) for i in range(3)]
    app.unit = None
    from firmware import layouts
    app.unit = layouts.get(g.NAME).UNIT
    app.home("hand")
    font.boxes = []
    try:
        app.draw()
        drawn = " ".join(bx[4] for bx in font.boxes)
    finally:
        font.boxes = None
    assert "(bid " in drawn and "took" in drawn, drawn
    clean(b)


def test_the_hook_says_which_bid_is_barred_and_why():
    """Baptistenskat with the hook, the dealer (a human) to bid last: the prompt names the
    number missing from the choice and the rule."""
    cls = game_class("baptistenskat")
    seen = 0
    for seed in range(1, 6):
        g = cls(3, {"hook": True}, seed, 0)
        while g.current_player() != 0:  # the others bid first (the dealer, seat 0, last)
            g.apply(g.legal_actions()[0])
        texts = [g.action_text(a) for a in g.legal_actions()]
        hs = len(g.view(0)["hand"])
        barred = [k for k in range(hs + 1) if "bid %d" % k not in texts]
        for mono in (False, True):
            app, b = fresh(mono)
            app._enter(g, ["human", "normal", "normal"])
            assert app.stack[-1].name == "play"
            font.boxes = []
            try:
                app.draw()
                drawn = " ".join(bx[4] for bx in font.boxes)
            finally:
                font.boxes = None
            if barred:
                assert "not %d" % barred[0] in drawn, drawn
                if not mono:  # with the reason
                    assert "not %d (" % barred[0] in drawn, drawn
                seen += 1
            else:
                assert "not " not in drawn, drawn
            clean(b)
    assert seen
