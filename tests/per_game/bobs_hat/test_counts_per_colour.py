"""Issue 27 point 4: the counts a Bob's Hat bid depends on are on the table.  "Most blue" needs
each player's blue cards taken: on 160x128 with 4-5 players and on 128x64 the table showed only a
total ("took 4", "t5"); now the count per colour (numbers in their colour's ink on narrow columns,
B3R1K0 in the card letters on 128x64)."""
import re
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import font  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def _drawn(board, n, seed):
    """Bob's Hat at n seats dealt from `seed`, played at random into the play phase until seat 1
    has taken 3 cards, and its table drawn on a FakeBoard(*board): (game, board, text boxes)."""
    g = game_class("bobs_hat")(n, None, seed, 0)
    r = Rng(seed)
    while not (g.view(0)["phase"] == "play" and sum(g.view(0)["taken"][1].values()) >= 3):
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    b = FakeBoard(*board)
    clean(b)
    app = App(b)
    app._enter(g, ["human"] + ["normal"] * (n - 1))
    app.home("play", seat=g.current_player())
    font.boxes = []
    try:
        app.draw()
        boxes = list(font.boxes)
    finally:
        font.boxes = None
    clean(b)
    return g, b, boxes


def _table(board, n, seed):
    g, _, boxes = _drawn(board, n, seed)
    return g, [bx[4] for bx in boxes]


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("board", [(160, 128, False), (240, 135, False), (128, 64, True)])
def test_each_seat_shows_its_cards_taken_per_colour(board, n):
    g, texts = _table(board, n, 11 + n)
    v = g.view(0)
    joined = " | ".join(texts)
    for s in range(n):
        t = v["taken"][s]
        if board[2]:
            want = "B%dR%dK%d" % (t["blue"], t["red"], t["black"])
            assert want in joined or "B%d R%d K%d" % (t["blue"], t["red"], t["black"]) in joined, (s, want, joined)
    if not board[2]:
        # no seat's figures reduced to a total ("took 4", "t4")
        assert not any(re.fullmatch(r"(took |t)\d+", x) for x in texts), texts
        nums = [x for x in texts if x.isdigit()]
        assert len(nums) >= 3 * n, texts


@pytest.mark.parametrize("lang", [0, 1])
def test_counts_on_the_same_line_in_every_column(lang):
    """Where one seat's bid takes two lines in a narrow column (5 seats on 160x128: "red" and
    "fewest" a word a line), the other seats' counts stood a line higher, among the bids ("014"
    beside "bla f"): every column has its counts on the same line."""
    from games.bobs_hat import layout
    b = FakeBoard(160, 128, False)
    clean(b)
    app = App(b)
    app.lang = lang
    taken = {"blue": 0, "red": 1, "black": 4, "total": 5}
    v = {"players": 5, "phase": "play", "taken": [dict(taken) for _ in range(5)],
         "bids": [["red", "fewest"], ["black", "fewest"], ["blue"], ["blue", "fewest"], ["red"]]}
    rows = set()
    for s in range(5):
        lines = layout.stats(app, v, s, 160 // 5 - 2)
        rows.add([i for i in range(len(lines)) if isinstance(lines[i], list)][0])
    assert len(rows) == 1, rows


@pytest.mark.parametrize("n", [3, 4, 5])
def test_tall_panel_counts_glyphs_as_tall_as_their_digits(n):
    """240x240 (PicoSystem), digits 16 pixels high: a suit glyph before each count was 5 pixels
    high where the column had no room for the large one (3 seats, after the label; 5 seats) and
    read as a dot at arm's length (issue 27 point 11).  Each glyph now stands at least 10 pixels
    high, in its colour's ink."""
    _, b, boxes = _drawn((240, 240, False), n, 11 + n)
    # the counts: single digits drawn 16 pixels high right after a glyph (a 6-pixel cell before
    # them holds the glyph and its gap)
    counts = [bx for bx in boxes if bx[4].isdigit() and bx[3] == 16 and bx[1] < 100]
    assert len(counts) == 3 * n, boxes
    for x, y, _, h, _ in counts:
        rows = [yy for yy in range(y, y + h) if any(b.fb.pixel(xx, yy) for xx in range(x - 6, x - 1))]
        assert rows and rows[-1] - rows[0] + 1 >= 10, (n, x, y, rows)
