"""Issue 27 Teach: tests/app/mp_teach_test.py under CPython (every game, board, language) and,
the same file, under the MicroPython unix port; the games' grey hooks against their legal moves."""
import pytest

from engine_core.games import NAMES, game_class
from engine_core.rng import Rng
from firmware.play import next_words
from tests.app import mp_teach_test as m
from tests.app.on_micropython import run_file


@pytest.mark.parametrize("mono", [False, True])
@pytest.mark.parametrize("lang", [0, 1])
def test_coaching(mono, lang):
    m.test_coaching_once_per_kind_and_off(mono, lang)


def test_finished_title():
    m.test_finished_title_is_not_coached_again()


def test_settings():
    m.test_settings_coaching_and_guide()


@pytest.mark.parametrize("mono", [False, True])
@pytest.mark.parametrize("lang", [0, 1])
@pytest.mark.parametrize("name,players,seed", [("bobs_hat", 3, 2), ("baptistenskat", 3, 2),
                                               ("bargain_hunt", 3, 2), ("auf_der_hut", 3, 2)])
def test_grey(name, players, seed, lang, mono):
    said = m.test_grey_choice_says_why(name, players, seed, lang, mono)
    assert said not in ("not now", "nicht jetzt")  # the game's own reason, not the fallback


@pytest.mark.parametrize("board", ["pico_ssd1306", "pico_lcd114", "pico_display_pack", "picosystem",
                                   "pybadge", "pygamer"])
@pytest.mark.parametrize("lang", [0, 1])
def test_guide(board, lang):
    m.test_guide_on_first_start_only(board == "pico_ssd1306", lang, board)


@pytest.mark.parametrize("name", NAMES)
def test_grey_hook_names_exactly_the_illegal_choices(name):
    """Every word the rules' grey() gives a reason is no legal next word, every word without one
    is (RULINGS.md: the hook only explains what legal_actions refuses)."""
    hits = 0
    for seed in range(1, 6):
        opts = {"no_bid": True} if name == "bobs_hat" else {}
        g = game_class(name)(3, opts, seed, 0)
        r = Rng(seed)
        while not g.is_over():
            acts = g.legal_actions()
            texts = [g.action_text(a) for a in acts]
            for t in texts:
                w = t.split()
                for k in (1, 2):
                    gs = g.grey(w[:k])
                    if gs:
                        legal = next_words(texts, w[:k])
                        for x, why in gs:
                            assert (why is None) == (x in legal), (name, w[:k], x, why, legal)
                            hits += why is not None
            g.apply(acts[r.below(len(acts))])
    assert hits > 0, name


def test_plain_game_without_coaching_words_falls_back():
    """A game whose teach.py has no coaching lines (the fifth game, tests/new_game): the shared
    lines, else the generic one."""
    app, b = m.fresh()
    g = game_class("bobs_hat")(3, {"hands": 1}, 7, 0)
    app._enter(g, ["human", "normal", "normal"])
    import sys
    import types
    plain = types.ModuleType("games.bobs_hat.teach")
    plain.HELP = ""  # a table without a line of its own
    keep = sys.modules.get("games.bobs_hat.teach")
    sys.modules["games.bobs_hat.teach"] = plain
    try:
        txt, _ = m.drawn(app)
    finally:
        if keep is None:
            del sys.modules["games.bobs_hat.teach"]
        else:
            sys.modules["games.bobs_hat.teach"] = keep
    # no "hat" line of its own: the generic one names this board's keys (a fake board: PREV...)
    assert "PREV/NEXT" in txt, txt
    m.clean(b)


def test_same_file_on_micropython():
    run_file("tests/app/mp_teach_test.py", "teach tests passed: 13")


@pytest.mark.parametrize("lang", [0, 1])
@pytest.mark.parametrize("name,players", [("bobs_hat", 3), ("bobs_hat", 5), ("bargain_hunt", 4),
                                          ("baptistenskat", 6), ("auf_der_hut", 3)])
def test_mono_tip_keeps_header_and_seats(name, players, lang):
    """128x64: the two-line coaching tip covered the header (trump, deal) and the first seat's
    line (issue 27); it now stands over the lines just above the prompt.  The header and every
    seat's line (the rows a table with that many seats gives them) are as without the tip."""
    app, b = m.fresh(True, lang)
    g = game_class(name)(players, {}, 3, 0)
    first = g.view(0)["to_act"]  # a human there, computers elsewhere: the table comes at once
    app._enter(g, ["human" if s == first else "normal" for s in range(players)])
    scr = app.stack[-1]
    assert scr.name == "play" and m.due(app, scr)
    keep = 8 * (1 + min(players, 4))  # the header and the seats' lines, 4 above the hand
    txt, cuts = m.drawn(app)
    assert not cuts, cuts
    with_tip = b.ascii().split("\n")
    app.coach = 0
    app.draw()
    plain = b.ascii().split("\n")
    # the rows of those lines' glyphs (the last pixel row of a line is blank: the tip's rule)
    assert with_tip[:keep - 1] == plain[:keep - 1]
    assert with_tip != plain  # the tip is on the screen
    m.clean(b)


@pytest.mark.parametrize("row", [5, 6])
def test_mono_tip_leaves_the_row_the_table_names(row):
    """textpage.py knows no table's rows (it had tricks_mono.py's "a line a seat" written in): the
    128x64 tip leaves in view the text row the table's draw names (app.row; the trick table names
    the acting seat's line), whichever row that is."""
    from firmware import textpage
    app, b = m.fresh(True, 0)
    g = game_class("bobs_hat")(3, {}, 3, 0)
    first = g.view(0)["to_act"]
    app._enter(g, ["human" if s == first else "normal" for s in range(3)])
    app.coach = 0
    app.draw()
    assert app.row == 1 + first  # the trick table names the acting seat's line
    plain = b.ascii().split("\n")
    app.row = row  # a row the tip would cover (the two lines above the prompt: rows 5 and 6)
    textpage.line(app, "+bid")
    with_tip = b.ascii().split("\n")
    assert with_tip[8 * row:8 * row + 7] == plain[8 * row:8 * row + 7]
    assert with_tip != plain  # the tip is on the screen
    m.clean(b)


@pytest.mark.parametrize("lang", [0, 1])
def test_tip_comes_from_the_game_played(lang):
    """Bob's Hat's package and Teach lines still loaded (it was listed first, so its "+bid" tip
    was found first): Baptistenskat's bidding shows Baptistenskat's own tip.  Leaving the game
    drops its texts and Teach lines, so the next game never finds them."""
    import sys

    from firmware import texts as T
    from games.baptistenskat import teach as bt
    from games.bobs_hat import teach as bh
    app, b = m.fresh(False, lang)
    g = game_class("baptistenskat")(3, {}, 3, 0)
    first = g.view(0)["to_act"]
    app._enter(g, ["human" if s == first else "normal" for s in range(3)])
    __import__("games.bobs_hat.teach")
    assert "games.bobs_hat" in sys.modules
    txt, _ = m.drawn(app)
    own, other = T.find(bt.HELP, "+bid", lang), T.find(bh.HELP, "+bid", lang)
    assert own != other
    assert own.split()[0] in txt and other.split()[0] not in txt, txt
    from firmware.teach import coach
    assert coach(app, "+bid") == own
    assert coach(app, "+hat") != T.find(bh.HELP, "+hat", lang)  # not Bob's Hat's dealer question
    app.leave_game()
    assert "games.baptistenskat.texts" not in sys.modules and "games.baptistenskat" not in sys.modules
    assert "games.baptistenskat.teach" not in sys.modules
    m.clean(b)


@pytest.mark.parametrize("lang", [0, 1])
@pytest.mark.parametrize("name,players,seat", [("bobs_hat", 5, 4), ("baptistenskat", 5, 4),
                                               ("baptistenskat", 6, 4), ("baptistenskat", 6, 5)])
def test_mono_tip_keeps_the_acting_seats_row(name, players, seat, lang):
    """128x64 at 5-6 seats: the tip over the lines above the prompt covered the last seats' rows,
    the row of the seat to act among them.  That row (a line a seat from the second) stays as
    without the tip, and so does the header; the tip is on the screen."""
    app, b = m.fresh(True, lang)
    g = game_class(name)(players, {}, 3, 0)
    app._enter(g, ["human" if s == seat else "normal" for s in range(players)])
    t = 0
    while app.stack[-1].name == "wait" and t < 10 ** 8:  # the computers before that seat
        t += 10 ** 5
        app.tick(t)
    scr = app.stack[-1]
    assert scr.name == "play" and scr.seat == seat and m.due(app, scr)
    m.drawn(app)
    with_tip = b.ascii().split("\n")
    app.coach = 0
    app.draw()
    plain = b.ascii().split("\n")
    row = 8 * (1 + seat)
    assert with_tip[row:row + 7] == plain[row:row + 7]
    assert with_tip[:7] == plain[:7]
    assert with_tip != plain
    m.clean(b)


@pytest.mark.parametrize("mono", [False, True])
@pytest.mark.parametrize("lang", [0, 1])
def test_handover_names_the_seats_bid(mono, lang):
    """Issue 27 point 11: the hand-over said which game and round but not "your bid".  Mid-round
    of Baptistenskat (bids public, RULINGS.md) the screen handing over to a seat shows its bid."""
    from firmware import ops
    app, b = m.fresh(mono, lang)
    g = game_class("baptistenskat")(3, {}, 5, 0)
    app._enter(g, ["human", "human", "normal"])
    t, seen = 0, None
    for _ in range(200):
        scr = app.stack[-1]
        if scr.name == "wait":
            t += 10 ** 5
            app.tick(t)
        elif scr.name == "pass" and g.view(None)["bids"][scr.seat] is not None:
            seen = scr.seat
            break
        else:
            app.handle(ops.OK)
    assert seen is not None
    txt, cuts = m.drawn(app)
    bid = ("bid", "Gebot")[lang] + " %d " % g.view(None)["bids"][seen]
    assert bid in txt, txt
    assert not cuts, cuts
    m.clean(b)
