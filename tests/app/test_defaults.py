"""Issue 27 point 5: a default never costs points.  The cursor of the play screen never starts on
"bid nothing" (it spends the once-a-game no-bid, RULINGS.md 1 `no_bid`), on "clear nothing" (a
card cleared is +1 at least, RULINGS.md 2) nor on declaring "trump" when a card cannot follow;
Bargain Hunt's clearing step shows the odds-and-ends sorted by value and says what each choice
does ("clear 3: 2 trash, +2")."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean, drawn  # noqa: E402

# the costly or irreversible words of each game (the choice where they stand beside another)
COSTLY = {"bobs_hat": ("none",), "bargain_hunt": ("none", "trump")}
OPTS = {"bobs_hat": {"no_bid": True, "double_fewest": True}, "bargain_hunt": {}}


def _walk(name, n, seed, mono, seen, limit=260):
    from firmware.play import _legal_texts, cands, next_words
    cls = game_class(name)
    g = cls(n, dict(OPTS[name]), seed, 0)
    r = Rng(seed)
    b = FakeBoard(128, 64, True) if mono else FakeBoard()
    clean(b)
    for _ in range(limit):
        if g.is_over():
            break
        cp = g.current_player()
        app = App(b)
        app.timeout = 0
        app._enter(g, ["human" if s == cp else "normal" for s in range(n)])
        scr = app.stack[-1]
        assert scr.name == "play" and scr.seat == cp, scr
        texts = _legal_texts(g)
        while not scr.confirm:
            opts = cands(app, texts, scr.picked)[0]  # the words shown, greyed ones too
            legal = next_words(texts, scr.picked)
            cur = opts[scr.sel % len(opts)]
            if len(opts) > 1:
                costly = [w for w in opts if w in COSTLY[name]]
                if costly:
                    seen.add(" ".join(scr.picked + [costly[0]]))
                    assert cur not in COSTLY[name], (name, scr.picked, opts, cur)
            if scr.picked == ["clear"] and cur.isdigit():
                seen.add("clear explained")
                v = g.view(cp)
                k = 3 if n == 3 else 2
                m = sum(1 for c in v["own_odds"] if c[-1] == cur)
                t = min(m, k)
                said = "x%d: %d trash%s, +%d" % (m, t, " %d pile" % (m - t) if m > t else "", 2 * m - t)
                if mono:
                    said = "+%d" % (2 * m - t)  # 21 columns: maybe the count and the points
                assert said in drawn(app), (drawn(app), said)
            scr.sel = opts.index(legal[r.below(len(legal))])
            app.handle(ops.OK)
        texts = None
        g.apply_text(" ".join(scr.picked))
    clean(b)


@pytest.mark.parametrize("mono", [False, True])
def test_the_cursor_never_starts_on_a_costly_choice(mono):
    seen = set()
    for name, n, seed in (("bobs_hat", 3, 1), ("bobs_hat", 4, 2), ("bargain_hunt", 3, 3), ("bargain_hunt", 4, 4)):
        _walk(name, n, seed, mono, seen)
    # the walk met each kind of costly choice (else it checked nothing)
    assert "bid none" in seen and "clear none" in seen and "clear explained" in seen, seen
    assert any(s.startswith("play ") and s.endswith(" trump") for s in seen), seen


def test_clearing_shows_the_odds_sorted_and_what_a_choice_does():
    """The clearing step's cards, left to right, by value; the prompt "clear 3: 2 trash, +2"."""
    from games.bargain_hunt import layout as L
    v = {"phase": "clear", "seat": 0, "to_act": 0, "players": 3,
         "own_odds": ["red9", "blue3", "sso", "green1", "yellow3", "red3", "purple3"]}
    L.prepare(v, True)
    assert v["hand"] == sorted(v["hand"], key=lambda c: c[-1] if c[-1] <= "9" else ":")
    # grouped (issue 27 point 6): a card per value, its count beside it
    assert v["hand"] == ["1", "3", "9", "sso"] and v["_hand_counts"] == [1, 4, 1, 1]

    class _G:
        pass
    import games.bargain_hunt.rules as bh
    g = _G()
    g.__class__.__module__ = bh.__name__

    class _App:
        game = g

        @staticmethod
        def t(i):
            from firmware import texts as T
            return T.get(i, 0)
    assert L.says(_App, v, ["clear"], "3") == ("x4: 3 trash 1 pile, +5", "x4, +5", "+5")  # 4 threes, 3 players
    assert L.says(_App, v, ["clear"], "9") == ("x1: 1 trash, +1", "x1, +1", "+1")
    assert L.says(_App, v, ["clear"], "none") is None
    v["players"] = 4
    assert L.says(_App, v, ["clear"], "3") == ("x4: 2 trash 2 pile, +6", "x4, +6", "+6")
