"""Issue 27 Teach on both interpreters (this file runs under CPython from tests/app/test_teach.py
and under the MicroPython unix port): a first game coaches each new kind of prompt once per
player, the Coaching setting turns it off, a finished game ends "first game" coaching for its
title; a greyed choice says why (the game's rules hook) and OK on it plays nothing; the button
guide comes on the first start only."""
import sys

try:
    import framebuf  # noqa: F401
except ImportError:
    from host_sim import framebuf
    sys.modules["framebuf"] = framebuf

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import comfort, font, guide, ops, teach  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.play import due, next_words  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def drawn(app):
    """The texts of a whole draw of the screen on top, " | "-joined, and the texts cut."""
    font.boxes = []
    font.cuts = []
    try:
        app.draw()
        return " | ".join(bx[4] for bx in font.boxes), list(font.cuts)
    finally:
        font.boxes = None
        font.cuts = None


def fresh(mono=False, lang=0, name="fake"):
    b = FakeBoard(128, 64, True) if mono else FakeBoard()
    b.name = name
    clean(b)
    app = App(b)
    app.timeout = 0
    app.lang = lang
    return app, b


def _to_grey(name, players, seed, limit=900):
    """A game of `name` played at random until the player to act has a greyed choice at its
    first step (the rules' grey hook): (game, picked) or None."""
    g = game_class(name)(players, {}, seed, 0)
    r = Rng(seed)
    for _ in range(limit):
        if g.is_over():
            return None
        acts = g.legal_actions()
        texts = [g.action_text(a) for a in acts]
        for x in texts:
            t = x.split()
            for picked in (t[:1], t[:2]):
                gs = g.grey(picked)
                # a real choice (a single legal word is taken at once: play._settle)
                if gs and any(why for _, why in gs) and len(next_words(texts, picked)) > 1:
                    return g, picked
        g.apply(acts[r.below(len(acts))])
    return None


def test_coaching_once_per_kind_and_off(mono=False, lang=0):
    app, b = fresh(mono, lang)
    g = game_class("bobs_hat")(3, {"hands": 1}, 7, 0)
    app._enter(g, ["human", "normal", "normal"])
    scr = app.stack[-1]
    assert scr.name == "play" and app.coach == 1
    txt, cuts = drawn(app)
    want = teach.coach(app, "+hat")  # the dealer's first choice: the Bob's Hat card
    assert want and want.split()[0] in txt and due(app, scr) == "0 hat", (txt, due(app, scr))
    assert not cuts, cuts
    app.handle(ops.NEXT)  # the tip goes with the next key, and does not come back
    assert "0 hat" in app.kinds
    txt, _ = drawn(app)
    assert not due(app, scr) and want.split()[0] not in txt, txt
    # coaching off: no line over the table
    app.coach = 0
    app.kinds = []
    txt, _ = drawn(app)
    assert not due(app, scr) and want.split()[0] not in txt
    clean(b)


class _Turn:
    """A turn's screen as play.due reads it: seat 0's first choice."""
    seat = 0
    picked = []
    confirm = 0


def test_finished_title_is_not_coached_again():
    app, b = fresh()
    g = game_class("baptistenskat")(3, {}, 3, 0)
    app._enter(g, ["human", "normal", "normal"])
    scr = _Turn()
    assert due(app, scr) == "0 action"
    r = Rng(3)
    while not g.is_over():  # played to its end: the app's turn after the last move learns it
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    app.hands_seen = len(g.hand_scores)
    app.next_turn()
    assert app.stack[-1].name == "over" and "baptistenskat" in app.games.split()
    app2 = App(b)  # coach.txt kept it
    app2.game = app.game = game_class("baptistenskat")(3, {}, 4, 0)
    assert app2.coach == 1 and "baptistenskat" in app2.games.split() and not due(app2, scr)
    app2.coach = 2  # always
    assert due(app2, scr)
    app.game = app2.game = None
    clean(b)


def test_grey_choice_says_why(name, players, seed, lang=0, mono=False):
    """The cursor on a greyed choice: the prompt says the rules' reason; OK shows it and plays
    nothing."""
    found = _to_grey(name, players, seed)
    assert found is not None, name
    g, picked = found
    app, b = fresh(mono, lang)
    cp = g.current_player()
    app._enter(g, ["human" if s == cp else "normal" for s in range(players)])
    for _ in range(3):  # a page first (Auf der Hut's "since your last turn")
        if app.stack[-1].name != "play":
            app.handle(ops.OK)
    scr = app.stack[-1]
    assert scr.name == "play" and scr.seat == cp, scr
    from firmware.play import _legal_texts, cands, next_words
    texts = _legal_texts(g)
    if scr.picked != picked:  # the first word (Auf der Hut's swap, its first spot): chosen
        for w in picked[len(scr.picked):]:
            scr.sel = cands(app, texts, scr.picked)[0].index(w)
            app.handle(ops.OK)
    assert scr.picked == picked, (scr.picked, picked)
    opts, gs = cands(app, texts, picked)
    legal = next_words(texts, picked)
    assert opts[scr.sel % len(opts)] in legal  # the cursor starts on a legal choice
    grey = [w for w, why in gs if why]
    w = grey[0]
    why = [y for x, y in gs if x == w][0]
    said = teach.why(app, why)
    short = teach.why(app, why, True)
    scr.sel = opts.index(w)
    txt, cuts = drawn(app)
    assert (said in txt or short in txt) and not cuts, (txt, said, cuts)
    n = len(g.history)
    app.handle(ops.OK)
    assert len(g.history) == n and app.msg in (said, short) and scr.picked == picked, (app.msg, scr.picked)
    txt, cuts = drawn(app)
    assert app.msg in txt and not cuts, (txt, cuts)
    clean(b)
    return said


def test_guide_on_first_start_only(mono=False, lang=0, board="pico_lcd114"):
    app, b = fresh(mono, lang, board)
    guide.first_launch(app)
    assert app.stack[-1].name == "buttons"
    txt, cuts = drawn(app)
    # a board's main.py drops its board file once the board is made (issue 24 heap): read for
    # its KEYS, then dropped again
    App.unload(("firmware.boards." + board,))
    ok = guide.label(app, ops.OK)
    assert ok and ("%s: %s" % (ok, guide.say("g3", lang))) in txt and not cuts, (txt, cuts)
    assert "firmware.boards." + board not in sys.modules
    for s in guide.guide_lines(app):  # every button's line whole on the screen
        assert s in txt, (s, txt)
    app.handle(ops.NEXT)  # only OK or BACK leave it
    assert app.stack[-1].name == "buttons"
    app.handle(ops.OK)
    assert app.stack[-1].name == "menu"
    app2 = App(b)
    guide.first_launch(app2)
    assert app2.stack[-1].name == "menu"
    clean(b)


def test_settings_coaching_and_guide():
    """Settings: Coaching steps off / first game / always and is kept; Buttons opens the guide."""
    app, b = fresh()
    app.push("settings")
    scr = app.stack[-1]
    scr.sel = 7
    txt, _ = drawn(app)
    assert "%s: %s" % (comfort.say("coach", 0), comfort.say("coach1", 0)) in txt, txt
    app.handle(ops.OK)
    assert app.coach == 2
    app.handle(ops.OK)
    assert app.coach == 0
    assert App(b).coach == 0  # coach.txt kept it
    scr.sel = 8
    app.handle(ops.OK)
    assert app.stack[-1].name == "buttons"
    app.handle(ops.BACK)
    assert app.stack[-1].name == "settings"
    clean(b)


def main():
    n = 0
    for mono in (False, True):
        for lang in (0, 1):
            test_coaching_once_per_kind_and_off(mono, lang)
            test_guide_on_first_start_only(mono, lang, "pico_ssd1306" if mono else "pybadge")
            n += 2
    test_finished_title_is_not_coached_again()
    test_settings_coaching_and_guide()
    n += 2
    for name, p, seed in (("bobs_hat", 3, 2), ("baptistenskat", 3, 2), ("bargain_hunt", 3, 2)):
        test_grey_choice_says_why(name, p, seed, 1, True)
        n += 1
    print("teach tests passed: %d" % n)


if __name__ == "__main__":
    main()
