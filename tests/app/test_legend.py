"""No unexplained short form on a trick table (issue 14: a newcomer understands each screen at a
glance): wherever a table shows a short label ("b1", "tr0", "barg 3", "t5", "Kram 0") or a
shortened word ("fewe"), the same screen writes its legend ("tr=tricks") -- or, on the 128x64
board, shows the Key hint ("UP: key", or "?" at the header's end) -- and the Key page (one key
away) lists it.  Every trick game, fewest and most seats, bidding, mid-trick and between tricks,
on every board profile, in English and German; and no text drawn over another there."""
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import new_game  # noqa: E402
from firmware import font, layouts, words  # noqa: E402
from firmware import texts as T  # noqa: E402
from firmware.layouts import trick_last  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.tables import NAMES, TRICK_GAMES, tables  # noqa: E402
from tests.app.tables import app_for as _app  # noqa: E402
from tests.app.tables import states as _states  # noqa: E402

# words a table may shorten (Bob's Hat's bids), in both languages
LONG_WORDS = ("fewest", "blue", "black", "red")


# each game's labels that its table may shorten: (short, long) text ids; Bob's Hat: "took"
_LABELS = {"bobs_hat": (), "bargain_hunt": ((T.BARGAIN_S, T.BARGAIN), (T.PILE_S, T.PILE), (T.ODDS_S, T.ODDS)),
           "baptistenskat": ((T.BID_S, T.BID), (T.TRICKS_S, T.TRICKS))}


def _shorts(app, name):
    """(short, long) of every label game `name`'s table may shorten, in the app's language."""
    out = [(app.t(s), app.t(lg)) for s, lg in _LABELS[name]]
    if name == "bobs_hat":
        took = app.t(T.TOOK_N)
        out.append((took[:1], took))
    return out


def _found(texts, app, name):
    """The short forms in the drawn texts: [(short, long)]."""
    found = []
    longs = [words.word(w, app.lang) for w in LONG_WORDS]
    for t in texts:
        for w in t.split():
            for sh, lg in _shorts(app, name):
                rest = w[len(sh):]
                if w.startswith(sh) and w != lg and (rest == "" or rest[0] in "0123456789+-?"):
                    found.append((sh, lg))
            for lg in longs:
                if 2 <= len(w) < len(lg) and lg.startswith(w):
                    found.append((w, lg))
    return found


@pytest.mark.parametrize("lang", [0, 1], ids=["en", "de"])
@pytest.mark.parametrize("name", TRICK_GAMES)
@pytest.mark.parametrize("board", sorted(PROFILES))
def test_every_short_form_is_explained(board, name, lang):
    checked = 0
    for app, plugin, v in tables(board, lang, (name,), 7):
        n = app.game.players
        font.boxes = []
        try:
            app.fb.fill(0)
            plugin.draw(app, dict(v), [], None, True)
            texts = [bx[4] for bx in font.boxes]
            ov = _overlaps(font.boxes)
        finally:
            font.boxes = None
        # no text drawn over another (the winner's "< takes" over a declaration, a header
        # under the "?")
        assert not ov, "%s %s %dp: texts drawn over each other: %s" % (board, name, n, ov)
        key = " ".join(ln[0] for ln in trick_last.key_lines(app, plugin, v))
        # the Key's hint: "UP: key" on the 128x64 board's legend line, or "?" at the header's end
        hint = any(t == "?" or t.startswith(app.t(T.KEY_HINT)) for t in texts)
        for sh, lg in _found(texts, app, name):
            leg = "%s=%s" % (sh, lg)
            assert leg in key, "%s %s %dp: %r not on the Key page: %s" % (board, name, n, leg, key)
            assert hint or any(leg in t for t in texts), \
                "%s %s %dp: %r shown without its legend: %s" % (board, name, n, sh, texts)
            checked += 1
    assert checked or not PROFILES[board][2] or name == "bargain_hunt", "no short form met: the test checks nothing"


def _overlaps(boxes):
    """Pairs of drawn texts whose boxes intersect."""
    out = []
    for i in range(len(boxes)):
        x, y, w, h, s = boxes[i]
        for x2, y2, w2, h2, s2 in boxes[i + 1:]:
            if x < x2 + w2 and x2 < x + w and y < y2 + h2 and y2 < y + h:
                out.append((s, s2))
    return out


@pytest.mark.parametrize("lang", [0, 1], ids=["en", "de"])
def test_six_seats_on_128x64_a_line_each(lang):
    """6-seat Baptistenskat on the 128x64 board: every seat on a line of its own with its whole
    name (no two seats to a line), no text drawn over another, and the seat's whole hand in view
    (or a mark saying more is above or below) -- in the first round and in the last (13 cards)."""
    n = 6
    g = new_game("baptistenskat", n, seed=7)
    plugin = layouts.get("baptistenskat")
    views = _states(g)
    while g.view(0)["round_no"] < g.view(0)["rounds_total"]:
        g.apply(g.legal_actions()[0])
    views.append(g.view(g.current_player()))
    assert len(views[-1]["hand"]) == 13
    for v in views:
        for cursor in (None, (v.get("hand") or [None])[-1]):
            app = _app("pico_ssd1306", lang)
            app.game = g
            app.seats = [(x, True) for x in NAMES[:n]]
            font.boxes = []
            try:
                app.fb.fill(0)
                plugin.draw(app, dict(v), [], cursor, True)
                boxes = list(font.boxes)
            finally:
                font.boxes = None
            texts = [bx[4] for bx in boxes]
            for s in range(n):
                assert (0, 8 * (1 + s)) in [(bx[0], bx[1]) for bx in boxes if bx[4] == NAMES[s]], (s, boxes)
            assert not _overlaps(boxes), _overlaps(boxes)
            from firmware.layouts import cards
            toks = [cards.token(c) for c in v.get("hand") or []]
            shown = [t for t in toks if t in texts]
            assert len(shown) == len(toks) or any(t.strip() in ("v", "^", "^  v") for t in texts), (toks, texts)
            if cursor is not None:
                assert cards.token(cursor) in texts, "the card under the cursor is out of view"


@pytest.mark.parametrize("board", ["pico_display_pack", "pico_ssd1306"])
def test_key_one_step_from_a_table_with_its_question_mark(board):
    """Where a table shows "?" (a short form's legend had no room), the Key is one step away on
    every board, also on one without UP (pico_display_pack: A/B/X/Y = PREV/NEXT/OK/BACK): BACK
    opens the in-game menu with its cursor already on the Key, OK shows it."""
    from firmware import ops, pages
    from tests.app.mp_app_test import Clock, drive
    app = _app(board, 0)
    b = app.b
    clk = Clock()
    # Bargain Hunt (its long labels), 4 seats: OK on the players' line, NEXT (3 -> 4), OK; Ben
    # normal -> hard -> human (two humans: the hand-over too); Start
    drive(app, b, [ops.NEXT, ops.OK, ops.OK, ops.NEXT, ops.OK, ops.NEXT, ops.NEXT, ops.OK, ops.NEXT, ops.NEXT,
                   ops.OK, ops.PREV, ops.PREV, ops.PREV, ops.OK], clk)
    assert app.game is not None and app.game.players == 4
    seen = 0
    plain = False
    for k in range(300):
        if app.game is None or app.game.is_over():
            break
        font.boxes = []
        try:
            app.draw()
            texts = [bx[4] for bx in font.boxes]
        finally:
            font.boxes = None
        if app.stack[-1].name == "play" and "?" in texts:
            drive(app, b, [ops.BACK], clk)
            scr = app.stack[-1]
            if scr.name == "play":  # BACK took back a word first
                continue
            assert scr.name == "ingame"
            assert pages._ingame_entries(app)[scr.sel][1] == "key"
            drive(app, b, [ops.OK], clk)
            assert app.stack[-1].name == "key"
            drive(app, b, [ops.BACK, ops.BACK], clk)
            assert app.stack[-1].name == "play"
            seen += 1
            if seen == 3:
                break
        elif app.stack[-1].name == "play" and not plain:  # without "?": the menu opens on Continue
            drive(app, b, [ops.BACK], clk)
            if app.stack[-1].name == "ingame":
                assert app.stack[-1].sel == 0
                drive(app, b, [ops.BACK], clk)
                plain = True
        drive(app, b, [ops.NEXT, ops.OK] if k % 3 == 1 else [ops.OK], clk)
    assert seen and (plain or PROFILES[board][2]), "no table with (or without) its '?' met: the test checks nothing"


def test_bobs_hat_shortens_each_bid_word_never_drops_one():
    """A seat that bid three cards ("blue red black") in a narrow column: the second line is
    "red bla" (each word shortened, "bla=black" explained), never "red " with "black" gone."""
    from games.bobs_hat import layout as bobs_hat
    app = _app("pico_lcd114", 0)
    g = new_game("bobs_hat", 5, seed=3)
    app.game = g
    app.seats = [(x, True) for x in NAMES[:5]]
    v = dict(g.view(0))
    v["bids"] = [["blue", "red", "black"]] + [["fewest"]] * 4
    v["phase"] = "play"
    lines = bobs_hat.stats(app, v, 0, 46)
    assert lines[0][0] == "blue"
    texts = [c if isinstance(c, str) else c[0] for c in lines[1]]
    assert texts[0] == "red black"
    for t in texts:
        assert t == t.strip() and len(t.split()) == 2, texts
    assert ("red bla", "bla=black") in lines[1], lines[1]


@pytest.mark.parametrize("lang", [0, 1], ids=["en", "de"])
@pytest.mark.parametrize("board", sorted(b for b in PROFILES if not PROFILES[b][2]))
def test_clearing_step_cards_cover_no_text(board, lang, monkeypatch):
    """Bargain Hunt's clearing step with 18 odds-and-ends cards (grouped: a card per value) on
    every colour board: the cards fill the band the empty trick row leaves, and no card is drawn
    over a text (the "odds-and-ends:" title and the legend were covered)."""
    from firmware.layouts import cards
    g = new_game("bargain_hunt", 4, seed=7)
    while not g.is_over() and not (g.view(0)["phase"] == "clear" and g.view(g.current_player())["own_odds"]):
        g.apply(g.legal_actions()[0])
    seat = g.current_player()
    v = g.view(seat)
    assert v["phase"] == "clear" and v["own_odds"], "no clearing step with odds-and-ends met"
    v["own_odds"] = (v["own_odds"] * 18)[:18]
    rects = []
    draw_card = cards.card

    def card(fb, x, y, text, mono, selected=False, dim=False, kind=0):
        w, h = cards.size(kind)
        rects.append((x, y, w, h, text))
        keep, font.boxes = font.boxes, None  # the card's own value is not a text it covers
        try:
            return draw_card(fb, x, y, text, mono, selected, dim, kind)
        finally:
            font.boxes = keep

    monkeypatch.setattr(cards, "card", card)
    app = _app(board, lang)
    app.game = g
    app.seats = [(x, True) for x in NAMES[:4]]
    font.boxes = []
    try:
        app.fb.fill(0)
        layouts.get("bargain_hunt").draw(app, dict(v), [], 0, True)
        boxes = list(font.boxes)
    finally:
        font.boxes = None
    assert len(rects) == len({c[-1] for c in v["own_odds"]}), rects  # a card per value (issue 27 point 6)
    hit = [(s, t) for x, y, w, h, s in boxes for x2, y2, w2, h2, t in rects
           if x < x2 + w2 and x2 < x + w and y < y2 + h2 and y2 < y + h]
    assert not hit, "%s: cards drawn over texts: %s" % (board, hit[:4])
    title = app.t(T.ODDS) + ":"
    assert any(s.startswith(title) for *_, s in boxes), "no %r title: %s" % (title, [b[4] for b in boxes])
