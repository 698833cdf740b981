"""Auf der Hut's own screens (table, since-your-last-turn, peek, reveal result) fit every board
profile in both languages: every text inside the screen, none cut (firmware/font.py records
them), for 2 and 4 players."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import new_game  # noqa: E402
from firmware import font, ops  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import fresh  # noqa: E402


def _frame(app, b, where, bad):
    font.boxes = []
    font.cuts = []
    app.draw()
    for x, y, w, h, s in font.boxes:
        if x < 0 or y < 0 or x + w > b.width or y + h > b.height:
            bad.append("%s: %r leaves the screen" % (where, s))
    for s in font.cuts:
        bad.append("%s: %r cut" % (where, s))


def test_auf_der_hut_screens_fit_every_profile_in_both_languages():
    bad = []
    seen = set()
    try:
        for board in sorted(PROFILES):
            w, h, mono = PROFILES[board][:3]
            for lang in (0, 1):
                for players, acts in ((4, ("peek 4", "swap 4 6", "reveal 6")), (2, ("swap 1 2",))):
                    app, b = fresh(b=FakeBoard(w, h, mono))
                    app.lang = lang
                    g = new_game("auf_der_hut", players, None, 7)
                    for a in acts:
                        g.apply(g.parse_action(a))
                    app._enter(g, ["human"] * players)
                    where = "%s %s %dp" % (board, "de" if lang else "en", players)
                    cp = g.current_player()
                    for name in ("pass", "since", "play", "tally"):
                        app.home(name, seat=cp)
                        _frame(app, b, where + " " + name, bad)
                        seen.add(name)
                    app.handle(ops.OK)  # peek: spots under the cursor
                    app.handle(ops.NEXT)
                    _frame(app, b, where + " play spot", bad)
                    for act, name in (("peek 2", "peek"), ("reveal 3", "result")):
                        seat = g.current_player()
                        g.apply(g.parse_action(act))
                        app.home(name, seat=seat)
                        _frame(app, b, where + " " + name, bad)
                        seen.add(name)
                    app.home("wait", seat=0)
                    _frame(app, b, where + " wait", bad)
    finally:
        font.boxes = None
        font.cuts = None
    assert {"since", "play", "peek", "result", "tally"} <= seen, seen
    assert not bad, "\n".join(bad[:20])


def _table(board, players, lang=0):
    w, h, mono = PROFILES[board][:3]
    app, b = fresh(b=FakeBoard(w, h, mono))
    app.lang = lang
    app.coach = 0  # the table as a player who knows the game sees it (coaching: tests/app/test_teach.py)
    g = new_game("auf_der_hut", players, None, 7)
    for a in ("peek 4", "swap 4 6", "reveal 6"):
        g.apply(g.parse_action(a))
    app._enter(g, ["human"] * players)
    return app, b, g


def test_tallies_are_labelled_and_never_inverted():
    """Issue 14 point 10: on 128x64 the tally rows were drawn inverted (digits melting into the
    fill) under unexplained heads "P W B =".  Now every board shows each player's score beside
    the name in plain rows, letter heads come with a legend line, and the Scores page of the
    in-game menu says pairs, wonder hats, bald heads and score in words."""
    for board in sorted(PROFILES):
        for players in (2, 4):
            app, b, g = _table(board, players)
            font.boxes = []
            try:
                app.home("play", seat=g.current_player())
                app.draw()
                boxes = list(font.boxes)
                texts = [t[4] for t in boxes]
            finally:
                font.boxes = None
            names = [app.seats[s][0] for s in range(players)]
            for n in names:
                assert any(n in t for t in texts), (board, players, n, texts)
            if any(t.strip() == "P  W  B  =" or t.split() == ["P", "W", "B", "="] for t in texts):
                assert any(t.startswith("P pairs") for t in texts), (board, "letters without a legend")
            if b.mono:  # no text of the table drawn inverted: under half of a text's box lit
                for x, y, w, h, t in boxes:
                    if y >= app.body_h or not t.lstrip(" >").startswith(tuple(names)):
                        continue  # the tallies only (a face-down hat is a filled box)
                    lit = sum(b.fb.pixel(x + i, y + k) for i in range(w) for k in range(h))
                    assert 2 * lit < w * h, (board, players, t, lit, w * h)
            for seat in range(players):
                font.boxes = []
                try:
                    app.home("tally", seat=seat)
                    app.draw()
                    shown = " ".join(t[4] for t in font.boxes)
                finally:
                    font.boxes = None
                assert names[seat] in shown
                for label in ("pairs", "wonder hats", "bald heads", "score"):
                    assert label in shown, (board, label, shown)


def test_the_table_after_the_since_page_is_drawn_with_the_page_off_the_call_stack():
    """OK on "since your last turn" shows the table, drawn once the page's handler has returned
    (App.handle's app.after) and its picture module loaded after a collection: drawn from inside
    h_since, the page's code was alive on the call stack beside the table's pictures being loaded,
    Auf der Hut's heap peak (issue 24).  The same frame as the table drawn directly."""
    import gc

    w, h, mono = PROFILES["pico_lcd114"][:3]
    app, b = fresh(b=FakeBoard(w, h, mono))
    g = new_game("auf_der_hut", 4, None, 7)
    for a in ("peek 4", "swap 4 6", "reveal 6"):
        g.apply(g.parse_action(a))
    app._enter(g, ["human"] * 4)
    cp = g.current_player()
    app.home("play", seat=cp)
    table = bytes(b.buf)
    app.home("since", seat=cp)
    layout = sys.modules["games.auf_der_hut.layout"]  # as loaded now (the app drops and reloads it)
    seen = []
    art, collect = layout.art, gc.collect

    def watched(a, small=False):
        f = sys._getframe(1)
        while f is not None:
            seen.append(f.f_code.co_name)
            f = f.f_back
        return art(a, small)

    calls = []
    layout.art = watched
    gc.collect = lambda: calls.append(1)
    try:
        app.handle(ops.OK)
    finally:
        layout.art, gc.collect = art, collect
    assert app.stack[-1].name == "play"
    assert seen and "h_since" not in seen, seen
    assert bytes(b.buf) == table
    assert calls, "the picture module was loaded without a collection first"
