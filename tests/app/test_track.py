"""Issue 27 "Track": each bid's status live on the table -- made as it stands, still possible,
lost -- from public information only, by each game's own hook (games/<g>/layout_track.py); on
colour boards the bid's words in green underlined / red struck through, on 128x64 a glyph per
seat; the statuses shown are explained on the Key page; Baptistenskat's bids against the round's
tricks in the header."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import font, layouts  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.layouts.cards import LOST, MADE, ON  # noqa: E402
from games.baptistenskat import layout_track as bs_track  # noqa: E402
from games.bobs_hat import layout_track as bh_track  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402

BOARDS = ((240, 135, False), (160, 128, False), (240, 240, False), (128, 64, True))


def _taken(*per_seat):
    return [{"blue": b, "red": r, "black": k, "total": b + r + k} for b, r, k in per_seat]


def _bh(bids, taken, left, n=3):
    return {"players": n, "bids": bids, "taken": taken, "hand_sizes": [left] * n}


def test_bobs_hat_most_made_on_lost():
    # 3 seats, 3-card tricks: Anna most blue with 2 against Ben's 1: made as it stands
    v = _bh([["blue"], ["blue", "fewest"], ["red"]], _taken((2, 0, 1), (1, 0, 2), (0, 0, 0)), 2)
    assert bh_track.statuses(v, 0) == [("blue", MADE)]
    # Ben's blue: 1 against 2, 2 tricks (6 cards) left: still possible; fewest: Ben took 3
    # cards, Anna 3 and Cora 0: Anna needs 1 trick and Cora 2 to pass him -- 2 left: lost; 3: possible
    assert bh_track.statuses(v, 1) == [("blue", ON), ("fewest", LOST)]
    v["hand_sizes"] = [3] * 3
    assert bh_track.statuses(v, 1) == [("blue", ON), ("fewest", ON)]
    v["hand_sizes"] = [2] * 3
    # Cora most red: 0 against Ben's 0 (Anna 0): not made, still possible
    assert bh_track.statuses(v, 2) == [("red", ON)]
    # one trick left (3 cards): Ben's 1 blue + 3 against Anna's 3: still possible; against 4: a
    # tie at best, lost
    v = _bh([["blue"], ["blue"], ["red"]], _taken((3, 0, 1), (1, 0, 2), (0, 0, 0)), 1)
    assert bh_track.statuses(v, 1) == [("blue", ON)]
    v = _bh([["blue"], ["blue"], ["red"]], _taken((4, 0, 1), (1, 0, 2), (0, 0, 0)), 1)
    assert bh_track.statuses(v, 1) == [("blue", LOST)]


def test_bobs_hat_most_bound_by_the_suit_left():
    # every blue card but two taken: Ben's 1 + 2 cannot pass Anna's 12
    v = _bh([["blue"], ["blue"], ["red"]], _taken((12, 0, 0), (1, 0, 0), (5, 0, 0)), 4)
    assert bh_track.statuses(v, 1) == [("blue", LOST)]
    v = _bh([["blue"], ["blue"], ["red"]], _taken((12, 0, 0), (1, 0, 0), (2, 0, 0)), 4)
    assert bh_track.statuses(v, 1) == [("blue", LOST)]  # 5 blue left: 1 + 5 = 6 <= 12


def test_bobs_hat_suit_not_dealt_is_made_at_the_end():
    # the hand is over and nobody took a black card: no black was dealt (RULINGS.md 1)
    v = _bh([["black"], ["black"], ["red"]], _taken((2, 1, 0), (1, 2, 0), (0, 3, 0)), 0)
    assert bh_track.statuses(v, 0) == [("black", MADE)]
    v = _bh([["black"], ["black"], ["red"]], _taken((2, 1, 0), (1, 2, 0), (0, 3, 0)), 2)
    assert bh_track.statuses(v, 0) == [("black", ON)]


def test_bobs_hat_fewest():
    # Anna 0 cards, Ben 3, Cora 3: strictly fewest: made as it stands
    v = _bh([["fewest"], ["red"], ["fewest2"]], _taken((0, 0, 0), (3, 0, 0), (0, 3, 0)), 3)
    assert bh_track.statuses(v, 0) == [("fewest", MADE)]
    # Cora 3 cards, Anna 0 and Ben 3: Anna needs 2 tricks, Ben 1: 3 left, possible
    assert bh_track.statuses(v, 2) == [("fewest2", ON)]
    v = _bh([["fewest"], ["red"], ["fewest2"]], _taken((0, 0, 0), (3, 0, 0), (0, 3, 0)), 2)
    assert bh_track.statuses(v, 2) == [("fewest2", LOST)]  # 3 tricks needed, 2 left
    # no bid, a secret bid, bid nothing: no status
    v = _bh([None, ["none"], ["red"]], _taken((0, 0, 0), (0, 0, 0), (0, 0, 0)), 3)
    assert bh_track.statuses(v, 0) == [] and bh_track.statuses(v, 1) == []


def _bs(bids, won, left, n=4, rnd=1):
    return {"players": n, "bids": bids, "tricks_won": won, "hand_sizes": [left] * n, "round_no": rnd}


def test_baptistenskat_exact_over_short():
    # 4 seats, round 1: 5 tricks; 2 played, 3 left
    v = _bs([2, 0, 1, 3], [2, 0, 0, 0], 3)
    assert bs_track.status(v, 0) == MADE  # exactly 2 as it stands (RULINGS.md 3: exact scores)
    assert bs_track.status(v, 1) == MADE  # bid 0, none taken
    assert bs_track.status(v, 2) == ON
    assert bs_track.status(v, 3) == ON  # 0 + 3 reaches 3
    v = _bs([1, 0, 1, 3], [2, 1, 0, 0], 2)
    assert bs_track.status(v, 0) == LOST  # over
    assert bs_track.status(v, 1) == LOST  # bid 0 and took one
    assert bs_track.status(v, 3) == LOST  # 0 + 2 cannot reach 3
    assert bs_track.status(_bs([None, 0, 1, 3], [0] * 4, 5), 0) is None


def test_baptistenskat_bids_against_tricks():
    assert bs_track.total(_bs([2, 0, 1, 3], [0] * 4, 5)) == (6, 5)  # over-bid: 6 for 5 tricks
    assert bs_track.total(_bs([2, None, None, None], [0] * 4, 5, rnd=2)) == (2, 6)  # running sum
    assert bs_track.total(_bs([None] * 4, [0] * 4, 5)) is None  # hidden or none yet


def _walk(name, n, seed, until):
    g = game_class(name)(n, None, seed, 0)
    r = Rng(seed)
    while not until(g):
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    return g


@pytest.mark.parametrize("name,n", [("bobs_hat", 3), ("bobs_hat", 5), ("baptistenskat", 4), ("baptistenskat", 6)])
def test_status_is_public(name, n):
    """The table is seen by everybody: a seat's status is the same from every seat's view (it
    never reads a hand), all through a game."""
    g = game_class(name)(n, None, 3, 0)
    r = Rng(3)
    b = FakeBoard()
    clean(b)
    app = App(b)
    app._enter(g, ["human"] * n)
    lay = layouts.get(name)
    steps = 0
    while not g.view(0)["over"] and steps < 400:
        views = [g.view(s) for s in range(n)]
        for s in range(n):
            got = [lay.track(app, w, s) for w in views]
            assert all(x == got[0] for x in got), (steps, s, got)
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
        steps += 1
    clean(b)


def _draw(board, g, lang=0, key=False):
    b = FakeBoard(*board)
    clean(b)
    app = App(b)
    app.lang = lang
    app.coach = 0  # the table as a player who knows the game sees it (coaching: test_teach.py)
    n = g.players
    app._enter(g, ["human"] + ["normal"] * (n - 1))
    app.home("play", seat=g.current_player())
    font.boxes = []
    try:
        app.draw()
        if key:
            app.push("key", seat=g.current_player())
            app.draw()
        texts = [bx[4] for bx in font.boxes]
    finally:
        font.boxes = None
    clean(b)
    return app, b, texts


def _inks(b, y0, y1):
    return {b.fb.pixel(x, y) for y in range(y0, y1) for x in range(b.width)}


def _bs_state():
    """Baptistenskat, 4 seats, in play with a bid made as it stands and one lost."""
    def ok(g):
        v = g.view(0)
        if v["phase"] != "play":
            return False
        st = [bs_track.status(v, s) for s in range(4)]
        return MADE in st and LOST in st
    return _walk("baptistenskat", 4, 5, ok)


@pytest.mark.parametrize("board", BOARDS[:3])
def test_colour_table_marks_made_and_lost(board):
    g = _bs_state()
    app, b, texts = _draw(board, g)
    sy = 2 if board[1] >= 200 else 1
    lh = 8 * sy + 2
    yn = 1 + lh
    inks = _inks(b, yn + lh, yn + 2 * lh)  # the bid line of every column
    assert 3 in inks and 4 in inks  # green (made), red (lost)
    # the marks: a green line under a made bid, a red one through a lost bid
    v = g.view(0)
    cw = board[0] // 4
    for s in range(4):
        st = bs_track.status(v, s)
        row = [b.fb.pixel(x, yn + lh + (8 if st == MADE else 3) * sy) for x in range(s * cw + 1, s * cw + 12)]
        if st == MADE:
            assert row.count(3) >= 10, (s, row)
        elif st == LOST:
            assert row.count(4) >= 10, (s, row)


@pytest.mark.parametrize("board", BOARDS)
def test_baptistenskat_header_has_the_bids_against_the_tricks(board):
    g = _bs_state()
    v = g.view(0)
    want = "bids %d/%d" % (sum(v["bids"]), 4 + v["round_no"])
    _, _, texts = _draw(board, g)
    assert any(want in t for t in texts), texts


def test_mono_table_has_a_glyph_per_seat():
    g = _bs_state()
    _, b, _ = _draw((128, 64, True), g)
    # the glyph cell before the figures: 6 * (longest name + 1) .. + 5, on every seat's line
    names = 4  # Anna, Ben, Cora, Dirk
    x0 = 6 * (names + 1)
    v = g.view(0)
    shapes = []
    for s in range(4):
        y = (1 + s) * 8
        cell = tuple(b.fb.pixel(x0 + i, y + j) for j in range(7) for i in range(5))
        assert any(cell), s
        shapes.append((bs_track.status(v, s), cell))
    # one shape per status
    for st, c in shapes:
        for st2, c2 in shapes:
            assert (st == st2) == (c == c2)


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("lang", [0, 1])
def test_key_page_explains_the_statuses_shown(board, lang):
    g = _bs_state()
    app, _, texts = _draw(board, g, lang, key=True)
    lay = layouts.get("baptistenskat")
    lines = [ln[0].strip() for ln in lay.key_lines(app, g.view(g.current_player()))]
    made, lost = (("bid made for now", "bid lost"), ("Gebot jetzt erfüllt", "Gebot verloren"))[lang]
    assert made in lines and lost in lines
    assert any(made in t for t in texts) and any(lost in t for t in texts)


@pytest.mark.parametrize("board", BOARDS[:3])
def test_bobs_hat_words_marked_one_by_one(board):
    """Each bid card on its own: a seat with one bid card made and another lost shows both."""
    def ok(g):
        v = g.view(0)
        if v["phase"] != "play":
            return False
        for s in range(g.players):
            st = [x[1] for x in bh_track.statuses(v, s)]
            if MADE in st and LOST in st:
                return True
        return False
    for seed in range(1, 40):
        try:
            g = _walk("bobs_hat", 3, seed, lambda g: ok(g) or g.view(0)["over"])
        except Exception:
            continue
        if not g.view(0)["over"]:
            break
    else:
        pytest.fail("no such table in 40 games")
    _, b, _ = _draw(board, g)
    sy = 2 if board[1] >= 200 else 1
    lh = 8 * sy + 2
    inks = _inks(b, 1 + 2 * lh, 1 + 4 * lh)
    assert 3 in inks and 4 in inks


def test_no_speaker_words_in_the_texts():
    """Issue 27 point 11: "no speaker" came from the launcher's own code, not the texts modules."""
    import pathlib
    src = (pathlib.Path(__file__).resolve().parents[2] / "firmware" / "launcher.py").read_text()
    assert "kein Lautsprecher" not in src and "no speaker" not in src


@pytest.mark.parametrize("sy", (1, 2))
@pytest.mark.parametrize("letter", ("f", "b", "r"))
def test_lost_word_cut_to_one_letter_keeps_the_letter(letter, sy):
    """Issue 27: a bid word the table already cut to one letter ("f", 5 seats on 160x128) and lost
    is still that letter: one ink of its cell is exactly the letter's pixels (a stroke through it
    made it a red blot), and the cell shows the lost status's red."""
    from firmware import app as A
    from firmware.layouts import tricks
    w, h = (160, 128) if sy == 1 else (240, 240)
    b = FakeBoard(w, h, False)
    clean(b)
    app = App(b)
    x, y = 13, 20
    app.fb.fill(A.BG)
    app.text(letter, x, y, 4, 1, sy)
    plain = {(i, j) for i in range(x - 1, x + 6) for j in range(y, y + 8 * sy) if app.fb.pixel(i, j) != A.BG}
    app.fb.fill(A.BG)
    app.text(letter, x, y, 1, 1, sy)
    tricks._track(app, letter, x, y, 6, {"fewest" if letter == "f" else "blue": LOST, "red": LOST}, sy)
    cell = [(i, j) for i in range(x - 1, x + 6) for j in range(y, y + 8 * sy)]
    inks = {app.fb.pixel(i, j) for i, j in cell}
    assert 4 in inks  # lost: red
    shapes = [{p for p in cell if app.fb.pixel(*p) == c} for c in inks]
    assert plain in shapes, (letter, sy)
