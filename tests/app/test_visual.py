"""Regression tests for issue 14's visual points: 1 (W/M glyphs: tests/app/test_glyphs.py),
7 (Bob's Hat's hat icon), 9 (a new hand shows no old trick), 10 (the 128x64 screen: nothing cut
-- tests/app/test_fits.py -- highlights that keep off the glyphs, lists that say more is below),
12 (labelled figures, bids as words, the dealer marked in every trick game), 13 (large ranks and
prompt), 16 (the selected card keeps its colours; Bargain Hunt's clearing shows the seat's
odds-and-ends), 17 (one press plays when "confirm moves" is off)."""
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import new_game  # noqa: E402
from firmware import app as A  # noqa: E402
from firmware import font, layouts, ops  # noqa: E402
from firmware.layouts import cards, tricks  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh  # noqa: E402

TRICK_GAMES = ("bobs_hat", "bargain_hunt", "baptistenskat")


def _app(board="pico_lcd114"):
    w, h, mono, _ = PROFILES[board]
    app, b = fresh(b=FakeBoard(w, h, mono))
    return app, b


def _seat_app(app, g):
    app.game = g
    app.seats = [(n, True) for n in ("Anna", "Ben", "Cora", "Dirk", "Eva")[: g.players]]


def _play_until(g, cond, limit=3000):
    k = 0
    while not cond(g) and k < limit and not g.is_over():
        g.apply(g.legal_actions()[0])
        k += 1
    assert cond(g)


def _texts(app, v, picked=(), cursor=None, private=True):
    """Draw the table of view v; the texts drawn: [(x, y, w, h, s)]."""
    font.boxes = []
    try:
        app.fb.fill(0)
        layouts.get(v["game"]).draw(app, v, list(picked), cursor, private)
        return list(font.boxes)
    finally:
        font.boxes = None


# --- point 7: the hat icon ------------------------------------------------------------------------
def test_hat_icon_beside_its_holder_and_visible_on_the_highlight():
    app, b = _app()
    g = new_game("bobs_hat", 3, seed=5)
    _seat_app(app, g)
    _play_until(g, lambda g: g.view(0)["hat_holder"] >= 0 and g.view(0)["phase"] == "play")
    v = g.view(g.current_player())
    holder = v["hat_holder"]
    for acting in (holder, (holder + 1) % 3):
        v["to_act"] = acting
        _texts(app, v)
        cw = app.w // 3
        x0 = holder * cw
        y = 11  # the names' row: one text row below the header
        # the crown's pixels differ from the column's background, acting (yellow) or not
        bg = A.HI if acting == holder else A.BG
        crown = [app.fb.pixel(x0 + 1 + dx, y + dy) for dx in range(2, 6) for dy in range(4)]
        assert all(p != bg for p in crown), (acting, crown)
        # the icon sits at the left of the holder's own column, clear of the next name
        assert all(app.fb.pixel(x, y + 4) != bg for x in range(x0 + 1, x0 + 9))
        assert app.fb.pixel(x0 + cw - 3, y + 4) == bg


# --- point 9: a new hand shows no old trick ---------------------------------------------------------
@pytest.mark.parametrize("name", TRICK_GAMES)
def test_new_hand_shows_no_trick_of_the_last_hand(name):
    g = new_game(name, 3, seed=3)
    plugin = layouts.get(name)

    def unit(v):
        return v.get("hand_no", v.get("round_no"))

    _play_until(g, lambda g: unit(g.view(0)) == 2 and g.view(0)["phase"] == "play" and not g.view(0)["trick"])
    v = g.view(g.current_player())
    assert v["last_trick"] is not None  # the engine still has the last hand's trick ...
    cards_shown, _, _ = tricks._trick_cards(plugin, v)
    assert cards_shown == []  # ... the table does not show it
    # within a hand, between tricks, the last trick stays in view (dimmed)
    _play_until(g, lambda g: len(g.view(0)["trick"]) == 0 and g.view(0)["last_trick"] is not None
                and g.view(0)["last_trick"].get(plugin.TRICK_HAND) == g.view(0)["hand_no"]
                and g.view(0)["phase"] == "play")
    cards_shown, winner, dimmed = tricks._trick_cards(plugin, g.view(0))
    assert cards_shown and dimmed and winner is not None


# --- point 12: labels, bids as words, the dealer ---------------------------------------------------
_LABELS = {"bobs_hat": ("bid",), "bargain_hunt": ("barg", "pile", "odds"), "baptistenskat": ("bid", "tricks")}


@pytest.mark.parametrize("board", ["pico_lcd114", "pybadge", "picosystem"])
@pytest.mark.parametrize("name", TRICK_GAMES)
def test_figures_labelled_and_dealer_marked(name, board):
    app, b = _app(board)
    g = new_game(name, 3, seed=7)
    _seat_app(app, g)
    _play_until(g, lambda g: g.view(0)["phase"] == "play" and all(x is not None for x in g.view(0).get("bids", [0])))
    v = g.view(g.current_player())
    texts = [t[4] for t in _texts(app, v)]
    joined = " | ".join(texts)
    for word in _LABELS[name]:
        assert word in joined, (word, joined)
    # bids are words, never the old letters R/K/F/B
    for t in texts:
        assert t not in ("R", "K", "F", "B", "F2") and not t.startswith(("R ", "K ", "F ")), t
    # the dealer: the boxed word "dealer" (or its letter D where the column is narrow) in the
    # dealer's column, nowhere else
    cw = app.w // 3
    ds = [t for t in _texts(app, v) if t[4] in ("D", "dealer")]
    assert len(ds) == 1 and ds[0][0] // cw == v["dealer"], (ds, v["dealer"])


def test_bobs_hat_counts_per_colour_drawn_as_suit_glyphs():
    app, b = _app()
    g = new_game("bobs_hat", 3, seed=7)
    _seat_app(app, g)
    _play_until(g, lambda g: g.view(0)["phase"] == "play")
    v = g.view(0)
    texts = [t[4] for t in _texts(app, v)]
    assert not any(t.count(".") == 2 and t.replace(".", "").isdigit() for t in texts)  # no "0.0.0"


# --- point 13: large ranks and a large prompt on the 240x135 panels ---------------------------------
@pytest.mark.parametrize("board", ["pico_lcd114", "pico_display_pack"])
def test_hand_ranks_and_prompt_at_least_12_px_tall(board):
    app, b = _app(board)
    font.boxes = []
    try:
        clk = Clock()
        drive(app, b, [ops.OK, ops.PREV, ops.OK] + [ops.OK] * 6, clk)
        while not (app.stack[-1].name == "play" and app.game.view(0)["phase"] == "play"):
            drive(app, b, [ops.OK], clk)
        font.boxes[:] = []
        app.draw()
        boxes = list(font.boxes)
    finally:
        font.boxes = None
    hand = app.game.view(app.stack[-1].seat)["hand"]
    ranks = [bx for bx in boxes if bx[4].isdigit() and bx[1] > 60]
    assert len(ranks) >= len(hand) and all(bx[3] >= 12 for bx in ranks), ranks
    prompt = [bx for bx in boxes if bx[1] >= app.body_h]
    assert prompt and all(bx[3] >= 12 for bx in prompt), prompt
    assert min(bx[3] for bx in boxes) >= 8  # nothing smaller than the 6x8 font


# --- point 16: the selected card; clearing shows the odds-and-ends ---------------------------------
def test_selected_card_keeps_its_colours_and_is_framed():
    app, b = _app()
    fb = app.fb
    fb.fill(0)
    cards.card(fb, 10, 10, "red7", False, True, False, 1)
    cards.card(fb, 40, 10, "red7", False, False, False, 1)
    red = cards.colour_index("red", False)
    # the suit glyph keeps the red ink on the card's dark face, selected or not
    sel = [fb.pixel(10 + 2 + x, 10 + 2 + y) for x in range(5) for y in range(5)]
    plain = [fb.pixel(40 + 2 + x, 10 + 2 + y) for x in range(5) for y in range(5)]
    assert red in sel and sel == plain
    # a double frame in the highlight, its second line outside the card (issue 27 point 11: inside,
    # it touched the glyph)
    assert fb.pixel(10, 20) == A.HI and fb.pixel(9, 20) == A.HI and fb.pixel(11, 20) != A.HI
    assert fb.pixel(40, 20) != A.HI


def test_bargain_hunt_clearing_shows_own_odds_and_ends():
    app, b = _app()
    g = new_game("bargain_hunt", 3, seed=11)
    _seat_app(app, g)
    _play_until(g, lambda g: g.view(0)["phase"] == "clear"
                and any(c != "sso" for c in g.view(g.current_player())["own_odds"]))
    seat = g.current_player()
    v = g.view(seat)
    odds = list(v["own_odds"])
    value = [cards.split(c)[1] for c in odds if cards.split(c)[1]][0]
    texts = [t[4] for t in _texts(app, v, ("clear",), value)]
    assert "odds-and-ends:" in texts  # the same word as the results and the rules help
    drawn_ranks = [t for t in texts if t.isdigit()]
    for c in odds:
        assert cards.split(c)[1] in drawn_ranks + [""]  # the super offer has no value


# --- point 17: one press plays when "confirm moves" is off -----------------------------------------
@pytest.mark.parametrize("confirm", [True, False])
def test_confirm_moves_setting(confirm):
    app, b = _app()
    clk = Clock()
    drive(app, b, [ops.NEXT, ops.NEXT, ops.OK, ops.PREV, ops.OK], clk)  # Baptistenskat, Start
    app.confirm_moves = confirm  # Settings: "confirm moves" (h4: stored in settings.txt)
    while not (app.stack[-1].name == "play" and app.game.view(0)["phase"] == "play"
               and len(app.game.legal_actions()) > 1):
        drive(app, b, [ops.OK], clk)
    n = len(app.game.history)
    drive(app, b, [ops.OK], clk)  # the first card under the cursor
    if confirm:
        assert len(app.game.history) == n and app.stack[-1].confirm  # waiting for the confirmation
        drive(app, b, [ops.OK], clk)
    assert len(app.game.history) > n
    clean(b)


# --- point 10: the 128x64 screen ---------------------------------------------------------------------
def test_mono_highlight_keeps_a_pixel_off_the_glyphs():
    app, b = _app("pico_ssd1306")
    g = new_game("baptistenskat", 3, seed=2)
    _seat_app(app, g)
    _play_until(g, lambda g: g.view(0)["phase"] == "play")
    v = g.view(g.current_player())
    boxes = _texts(app, v, (), v["hand"][0])
    tok = cards.token(v["hand"][0])
    hit = [bx for bx in boxes if bx[4] == tok and bx[1] >= 8 * 4]
    assert hit
    x, y = hit[0][0], hit[0][1]
    # lit box one pixel left of the first glyph's column: the glyph's edge stays readable
    assert all(app.fb.pixel(x - 1, y + k) == 1 for k in range(8))


def test_long_list_says_more_is_below():
    app, b = _app("pico_ssd1306")
    app.fb.fill(0)
    font.boxes = []
    try:
        app.list("Title", ["item %d" % i for i in range(20)], 0)
        texts = [t[4] for t in font.boxes]
    finally:
        font.boxes = None
    assert texts[0].endswith("v")
    clean(b)


# --- point 15: the chart --------------------------------------------------------------------------
@pytest.mark.parametrize("board", ["pico_lcd114", "pico_ssd1306"])
def test_chart_has_full_names_axis_values_and_hand_marks(board):
    app, b = _app(board)
    g = new_game("bobs_hat", 4, seed=9)
    _seat_app(app, g)
    app.seats = [("Annabelle", True), ("Ben", True), ("Cora", True), ("Dirk", True)]
    _play_until(g, lambda g: len(g.hand_scores) >= 3)
    app.push("chart")
    font.boxes = []
    try:
        app.draw()
        texts = [t[4] for t in font.boxes]
    finally:
        font.boxes = None
    for name, _ in app.seats:
        assert name in texts, (name, texts)  # full names, not two letters
    lo = hi = 0
    for s in range(4):
        t = 0
        for hs in g.hand_scores:
            t += hs[s]
            lo, hi = min(lo, t), max(hi, t)
    assert str(hi) in texts and str(lo) in texts  # the axis values
    assert "1" in texts and str(len(g.hand_scores)) in texts  # the hands marked
    clean(b)
