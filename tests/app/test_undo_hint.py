"""Issue 27 "Forgive" and "Hints": the one human takes back the move just made (firmware/undo.py:
never past anything that showed hidden information, never in pass-and-play; the record and the
save afterwards are those of the game without the move), and asks the hard computer's choice for
its seat (firmware/hint.py: from that seat's views only), from the game's menu."""
import os
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import NAMES, game_class  # noqa: E402
from engine_core.record import to_record  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops, save  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.mp_app_test import clean, fresh, ingame_entries, play_pick  # noqa: E402


def _app(mono=False, lang=0):
    app, b = fresh(mono)
    app.lang = lang
    return app, b


def _choose(app, what):
    """In the game's menu (on top), the entry `what`, then OK."""
    es = ingame_entries(app)
    app.stack[-1].sel = es.index(what)
    app.handle(ops.OK)


def _to_human(app, r, limit=400):
    """Ticks and the human's random moves until the human's play screen is up, or None."""
    t = app.now
    for _ in range(limit):
        if app.game is None or app.game.is_over():
            return None
        top = app.stack[-1].name
        if top == "play":
            return app.stack[-1]
        if app.busy():
            t += 2000
            app.tick(t)
        else:
            app.handle(ops.OK)  # a page (the hand's results, since your last turn): on
    return None


def test_undo_takes_back_the_move_and_the_record_and_save_are_as_without_it():
    app, b = _app()
    g = game_class("bobs_hat")(3, {}, 11, 0)
    app._enter(g, ["human", "normal", "normal"])
    r = Rng(3)
    done = 0
    for _ in range(60):
        scr = _to_human(app, r)
        if scr is None:
            break
        g = app.game
        before = to_record(g)
        play_pick(app, r)
        if app.stack[-1].name != "wait":
            continue  # the human's move ended a hand, or it is the human's turn again
        app.handle(ops.BACK)  # on the computer's turn: the game's menu, the computer waits
        assert app.stack[-1].name == "ingame"
        if "undo" not in ingame_entries(app):
            assert app.undo[2] or len(g.hand_scores) != app.undo[1]
            app.handle(ops.BACK)
            continue
        _choose(app, "undo")
        g2 = app.game
        assert to_record(g2) == before  # the record as if the move had never been made
        assert app.stack[-1].name == "play" and app.stack[-1].seat == 0
        loaded, err = save.load(app.slot)
        assert err is None and to_record(loaded) == before
        with open(app.slot + "game.json", "rb") as f:
            got = f.read()
        log = app.slot + "game.log"  # none, or the header line of a journal with no line yet
        assert not os.path.exists(log) or os.path.getsize(log) == 9
        with open(app.slot + "game.bak", "rb") as f:
            assert f.read() == got  # no file keeps the move
        save.clear(app.slot)
        save.write(app.slot, loaded)
        with open(app.slot + "game.json", "rb") as f:
            assert f.read() == got  # byte for byte the save of the game without the move
        assert "undo" not in _entries_after_push(app)  # one move back, not two
        done += 1
        play_pick(app, r)
    assert done >= 5
    clean(b)


def _entries_after_push(app):
    app.push("ingame", seat=0)
    es = ingame_entries(app)
    app.back()
    return es


def test_a_computer_move_after_yours_and_pass_and_play_allow_no_undo():
    app, b = _app()
    g = game_class("bobs_hat")(3, {}, 11, 0)
    app._enter(g, ["human", "normal", "normal"])
    r = Rng(5)
    checked = 0
    for _ in range(20):
        scr = _to_human(app, r)
        if scr is None:
            break
        app.undo_hands = len(app.game.hand_scores)
        play_pick(app, r)
        n = len(app.game.history)
        scr = _to_human(app, r)
        if scr is not None and len(app.game.history) > n and len(app.game.hand_scores) == app.undo_hands:
            assert "undo" not in _entries_after_push(app)  # a computer moved after it
            checked += 1
    assert checked > 5
    clean(b)
    app, b = _app()
    g = game_class("bobs_hat")(3, {}, 11, 0)
    app._enter(g, ["human", "human", "normal"])  # pass-and-play
    for _ in range(30):
        scr = _to_human(app, r)
        if scr is None:
            break
        assert "undo" not in _entries_after_push(app)
        play_pick(app, r)
        if app.stack[-1].name == "wait":
            app.handle(ops.BACK)
            assert "undo" not in ingame_entries(app)
            app.handle(ops.BACK)
    clean(b)


def _revealed(g0, g1, seat):
    """Did the move from g0 to g1 show `seat` something hidden?  Told from the views alone,
    independently of the games' `reveals`: a hand scored, a card come into the seat's hand,
    another seat's entry of a per-seat list coming out of hiding (a secret bid), a peek, a reveal."""
    if len(g1.hand_scores) != len(g0.hand_scores) or g1.is_over():
        return True
    v0, v1 = g0.view(seat), g1.view(seat)
    if [c for c in v1["hand"] if c not in v0["hand"]]:
        return True
    if v1.get("peeked") or v1.get("last_reveal"):
        return True
    for k in v1:
        a, c = v0.get(k), v1[k]
        if isinstance(c, list) and isinstance(a, list) and len(a) == len(c) == g0.players:
            for s in range(g0.players):
                if s != seat and a[s] is None and c[s] is not None:
                    return True
    return False


@pytest.mark.parametrize("name", NAMES)
def test_undo_is_offered_only_for_a_move_that_showed_nothing_hidden(name):
    """Every game, with its hiding options on: whenever the app offers undo, the move showed the
    human nothing hidden (told from the views), and a peek, a reveal, a hand's end, the last
    secret bid were met and never offered."""
    cls = game_class(name)
    opts = {"bobs_hat": {"secret_bidding": True}, "baptistenskat": {"hidden_bids": True}}.get(name, {})
    offered = refused = 0
    for seed in (1, 2):
        app, b = _app()
        g = cls(3, dict(opts), seed)
        app._enter(g, ["human", "normal", "normal"])
        r = Rng(seed)
        for _ in range(80):
            scr = _to_human(app, r)
            if scr is None:
                break
            g = app.game
            g0 = __import__("firmware.undo", None, None, ("x",)).rebuilt(g, len(g.history))
            play_pick(app, r)
            g = app.game
            if len(g.history) != len(g0.history) + 1:
                continue  # an autoplayed or later move: not the one picked
            app.push("ingame", seat=0)
            ok = "undo" in ingame_entries(app)
            app.back()
            shown = _revealed(g0, g, 0)
            assert not (ok and shown), (name, g.action_text(g.history[-1]))
            offered += ok
            refused += shown
        clean(b)
    assert offered > 0 and refused > 0, (offered, refused)


def test_a_resumed_game_has_nothing_to_take_back():
    app, b = _app()
    g = game_class("bobs_hat")(3, {}, 11, 0)
    app._enter(g, ["human", "normal", "normal"])
    r = Rng(3)
    _to_human(app, r)
    play_pick(app, r)
    app._save_due()
    save.write_seats(app.slot, ["human", "normal", "normal"])
    app2 = App(b)
    app2.timeout = 0
    app2.slot = app.slot  # as the launcher's Resume of that title sets it
    assert app2.resume()
    assert app2.undo is None
    clean(b)


# --- hints -------------------------------------------------------------------------------------
def test_the_hint_is_the_hard_computers_choice_from_the_seats_views_only(monkeypatch):
    from engine_core.bots import make_bot
    from firmware import hint
    for name in NAMES:
        app, b = _app()
        cls = game_class(name)
        g = cls(3, {}, 4)
        app._enter(g, ["human" if s == 1 else "normal" for s in range(3)])
        r = Rng(2)
        for _ in range(5):
            scr = _to_human(app, r)
            play_pick(app, r)
        scr = _to_human(app, r)
        assert scr is not None and scr.seat == 1
        seen = []
        view = cls.view

        def spy(self, seat=None, seen=seen, view=view):
            seen.append(seat)
            return view(self, seat)
        monkeypatch.setattr(cls, "view", spy)
        got = hint.choice(app, 1)
        monkeypatch.setattr(cls, "view", view)
        assert seen and set(seen) == {1}, (name, set(seen))  # no other seat's view, not the public one
        # the same choice by a hard bot that saw the seat's views since the hand began
        gg = app.game
        bot = make_bot(name, "hard", 1, (gg.seed or 0) + 97 + len(gg.history))
        c = cls(3, {}, 4)
        for a in gg.history:
            if len(c.hand_scores) == len(gg.hand_scores):
                bot.observe(c.view(1))
            c.apply(a)
        assert got == gg.action_text(bot.choose(gg.view(1)))
        assert got in [gg.action_text(a) for a in gg.legal_actions()]
        clean(b)


@pytest.mark.parametrize("mono", [False, True])
def test_hint_moves_the_cursor_and_ok_plays_it(mono):
    for name in NAMES:
        app, b = _app(mono)
        g = game_class(name)(3, {}, 6)
        app._enter(g, ["human", "normal", "normal"])
        r = Rng(1)
        for _ in range(3):
            scr = _to_human(app, r)
            play_pick(app, r)
        scr = _to_human(app, r)
        g = app.game
        n = len(g.history)
        app.handle(ops.BACK)
        while app.stack[-1].name == "play":  # BACK steps back a word first
            app.handle(ops.BACK)
        assert app.stack[-1].name == "ingame"
        _choose(app, "hint")
        scr = app.stack[-1]
        assert scr.name == "play" and scr.hint and app.msg and app.msg.startswith("Hint: ")
        want = scr.hint
        for _ in range(8):  # OK all the way: the hinted action
            if len(g.history) > n:
                break
            app.handle(ops.OK)
        assert g.action_text(g.history[n]) == want, name
        clean(b)


def test_hints_follow_the_setting():
    for humans, setting, offered in ((1, 1, True), (2, 1, False), (2, 2, True), (1, 0, False), (2, 0, False)):
        app, b = _app()
        app.hints = setting
        g = game_class("bobs_hat")(3, {}, 11, 0)
        app._enter(g, ["human", "human" if humans == 2 else "normal", "normal"])
        r = Rng(1)
        scr = _to_human(app, r)
        assert scr is not None
        app.push("ingame", seat=scr.seat)
        assert ("hint" in ingame_entries(app)) == offered, (humans, setting)
        clean(b)
