"""The 128x64 trick table asks each seat's line of the game once a frame (firmware/layouts/
tricks_mono.py _seats): its first pass finds the form every line takes, the second draws the
same forms.  Asked twice, they cost a cursor key 75 of its 133 ms on the emulated RP2040's
pico_ssd1306 (issue 25).  The pixels are the snapshot tests' (tests/app/test_screens.py)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from firmware import layouts  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


@pytest.mark.parametrize("name,n", [("bobs_hat", 5), ("bargain_hunt", 4), ("baptistenskat", 6)])
def test_each_seats_line_is_asked_once_a_frame(monkeypatch, name, n):
    b = FakeBoard(128, 64, True)
    clean(b)
    g = game_class(name)(n, None, 3, 0)
    for _ in range(2 * n + 3):  # into the play, a trick under way
        g.apply(g.legal_actions()[0])
    app = App(b)
    app.timeout = 0
    app._enter(g, ["human"] + ["normal"] * (n - 1))
    lay = layouts.get(name)
    asked = []
    real = lay.compact
    monkeypatch.setattr(lay, "compact", lambda app, v, s, wide: asked.append(s) or real(app, v, s, wide))
    before = bytes(b.buf)
    app.draw()
    assert sorted(asked) == list(range(n)), asked  # every seat, once
    assert bytes(b.buf) == before  # the same frame as the one _enter drew
    clean(b)


def test_bobs_hat_lines_kept_across_frames_draw_the_frames_made_anew():
    """Where's Bob's Hat?'s 128x64 lines are kept across frames while a seat's bid and cards taken
    stay (games/bobs_hat/layout_mono.py _made): a game at 5 seats, every table frame equals the one
    drawn with none kept, and most lines came from the kept ones."""
    import random

    from firmware import ops
    from tests.app.mp_app_test import Clock, drive

    b = FakeBoard(128, 64, True)
    clean(b)
    made = []

    def watch():
        """The layout_mono module the app holds now (the app drops and loads it again with the
        layout), its _letters counted: it runs only for a line made anew."""
        mod = sys.modules["games.bobs_hat.layout_mono"]
        if not hasattr(mod._letters, "real"):
            real = mod._letters

            def counted(v, s, app):
                made.append(s)
                return real(v, s, app)
            counted.real = real
            mod._letters = counted
        return mod

    try:
        app = App(b)
        app.timeout = 0
        clk = Clock()
        # Bob's Hat, 5 players (the setup's players +2), computers in the other seats, Start
        drive(app, b, [ops.OK, ops.OK, ops.NEXT, ops.NEXT, ops.OK, ops.PREV, ops.OK], clk)
        assert app.game is not None and app.game.view(0)["players"] == 5
        rnd = random.Random(5)
        frames = 0
        kept = 0
        for _ in range(250):
            top = app.stack[-1].name
            op = rnd.choice((ops.NEXT, ops.OK, ops.OK)) if top == "play" else ops.OK
            if "games.bobs_hat.layout_mono" in sys.modules:
                watch()
            n = len(made)
            drive(app, b, [op], clk)
            if app.game is None or app.game.is_over():
                break
            if app.stack[-1].name in ("play", "wait") and "games.bobs_hat.layout_mono" in sys.modules:
                kept += len(made) == n  # this key's frame made no line anew
                frame = bytes(b.buf)
                mod = watch()
                mod._made.clear()
                n = len(made)
                app.draw()
                assert bytes(b.buf) == frame, "a kept line drew another frame than lines made anew"
                assert len(made) - n == 5  # each seat's line made anew for the check
                frames += 1
        assert frames > 50, frames
        assert kept > frames // 2, (kept, frames)  # most keys' frames took every line as kept
    finally:
        clean(b)


def test_baptistenskat_lines_kept_across_frames_draw_the_frames_made_anew():
    """Baptistenskat's 128x64 lines are kept across frames while a seat's bid and tricks won stay
    (games/baptistenskat/layout_mono.py _made; its 6-seat table is drawn whole after every key, issue
    25): every table frame of a 6-seat game equals the one drawn with none kept, and most lines
    of a key's frame were the kept ones."""
    import random

    from firmware import ops
    from tests.app.mp_app_test import Clock, drive

    b = FakeBoard(128, 64, True)
    clean(b)
    try:
        g = game_class("baptistenskat")(6, None, 3, 0)
        app = App(b)
        app.timeout = 0
        app._enter(g, ["human"] + ["normal"] * 5)
        clk = Clock()
        rnd = random.Random(5)
        frames = kept = lines = 0
        for _ in range(200):
            top = app.stack[-1].name
            mod = sys.modules.get("games.baptistenskat.layout_mono")
            before = {} if mod is None else {s: m[1] for s, m in mod._made.items()}
            drive(app, b, [rnd.choice((ops.NEXT, ops.OK, ops.OK)) if top == "play" else ops.OK], clk)
            if app.game is None or app.game.is_over():
                break
            mod = sys.modules.get("games.baptistenskat.layout_mono")
            if app.stack[-1].name in ("play", "wait") and mod is not None and mod._made:
                kept += sum(1 for s, m in mod._made.items() if before.get(s) is m[1])
                lines += 6
                frame = bytes(b.buf)
                mod._made.clear()
                app.draw()
                assert bytes(b.buf) == frame, "a kept line drew another frame than lines made anew"
                assert sorted(mod._made) == list(range(6))  # each seat's line made anew for the check
                frames += 1
        assert frames > 50, frames
        assert kept > lines // 2, (kept, lines)  # most lines of a key's frame were kept ones
    finally:
        clean(b)
