"""Issue 27 point 6: Bargain Hunt's clearing step with many odds-and-ends (they pile up over the
rounds: 73 and more) -- the grid overflowed 160x128 (cards off the top, the header overdrawn),
covered every seat's figures on 240x135 and cut the title at 37 cards.  Now a card per value with
its count under it (RULINGS.md 2: a value is cleared whatever its colours): on every colour
profile every card lies below the last text above the band and inside the screen, the counts are
drawn and add up; on 128x64 each value's token carries its count ("3x5")."""
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import new_game  # noqa: E402
from firmware import font, layouts  # noqa: E402
from firmware import texts as T  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.tables import app_for  # noqa: E402

COLS = ("red", "yellow", "green", "blue", "purple", "orange")


def _odds(n):
    """n odds-and-ends: every value, uneven counts, one super offer."""
    out = ["sso"]
    i = 0
    while len(out) < n:
        out.append(COLS[i % 6] + str(1 + (i * 4 + i // 11) % 9))
        i += 1
    return out


def _clearing_view():
    g = new_game("bargain_hunt", 4, seed=7)
    while not (g.view(0)["phase"] == "clear" and g.view(g.current_player())["own_odds"]):
        g.apply(g.legal_actions()[0])
    return g, g.view(g.current_player())


def _draw(board, lang, n, monkeypatch):
    from firmware.layouts import cards
    g, v0 = _clearing_view()
    app = app_for(board, lang)
    app.game = g
    app.seats = [(x, True) for x in ("Anna", "Ben", "Cora", "Dirk")]
    v = dict(v0)
    v["own_odds"] = _odds(n)
    rects = []
    draw_card = cards.card

    def card(fb, x, y, text, mono, selected=False, dim=False, kind=0):
        cw, ch = cards.size(kind)
        rects.append((x, y, cw, ch, text))
        keep, font.boxes = font.boxes, None
        try:
            return draw_card(fb, x, y, text, mono, selected, dim, kind)
        finally:
            font.boxes = keep

    monkeypatch.setattr(cards, "card", card)
    font.boxes = []
    try:
        app.fb.fill(0)
        layouts.get("bargain_hunt").draw(app, v, ["clear"], "3", True)
        boxes = list(font.boxes)
    finally:
        font.boxes = None
    return app, v, rects, boxes


@pytest.mark.parametrize("n", [37, 73])
@pytest.mark.parametrize("lang", [0, 1], ids=["en", "de"])
@pytest.mark.parametrize("board", sorted(b for b in PROFILES if not PROFILES[b][2]))
def test_many_odds_fit_below_the_figures(board, lang, n, monkeypatch):
    app, v, rects, boxes = _draw(board, lang, n, monkeypatch)
    assert len(rects) == 10, [r[4] for r in rects]  # 1..9 and the super offer
    title = [b for b in boxes if b[4].startswith(app.t(T.ODDS) + ":")]
    assert title, [b[4] for b in boxes]
    floor = title[0][1] + title[0][3]  # every card under the band's title (so under every figure)
    for x, y, w, h, t in rects:
        assert y >= floor - 3 and x >= 0 and x + w <= app.w and y + h <= app.body_h, (board, t, y, floor)
    under = [b for b in boxes if b[1] >= floor and b[1] >= min(r[1] for r in rects)]
    counts = sorted(int(b[4].lstrip("x")) for b in under)
    assert sum(counts) == n, (board, [b[4] for b in under])
    hit = [(s, t) for x, y, w, h, s in boxes for x2, y2, w2, h2, t in rects
           if x < x2 + w2 and x2 < x + w and y < y2 + h2 and y2 < y + h]
    assert not hit, hit[:4]


@pytest.mark.parametrize("lang", [0, 1], ids=["en", "de"])
def test_many_odds_on_128x64_carry_their_counts(lang, monkeypatch):
    app, v, rects, boxes = _draw("pico_ssd1306", lang, 73, monkeypatch)
    toks = [b[4] for b in boxes]
    three = sum(1 for c in _odds(73) if c.endswith("3") and c != "sso")
    assert "3x%d" % three in toks, toks
    assert all(b[1] + b[3] <= app.h for b in boxes)
