"""The play screen's partial redraw (firmware/play.py _redraw, the trick games' `redraw` in
firmware/layouts/tricks.py, Auf der Hut's in games/auf_der_hut/layout.py): after a cursor
move, a word picked or taken back, only the hand's band (Auf der Hut: the row of spots) and the
prompt are drawn again.  Every such frame must be pixel for pixel the frame a whole
draw makes: a scripted stretch of each trick game on each profile (two humans: hand-overs,
the in-game menu and the Key page in between), each partial frame compared with a whole draw of
the same state."""
import random
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import NAMES  # noqa: E402
from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, start_two_humans  # noqa: E402

TRICK_GAMES = list(range(len(NAMES)))  # the trick games and Auf der Hut (its row of spots)


def _watch(app, b, seen):
    """Wrap firmware.play._redraw (again after the turn's modules were reloaded): each frame it
    made without a whole draw is compared with a whole draw of the same state."""
    play = sys.modules.get("firmware.play")
    if play is None or getattr(play._redraw, "seen", None) is seen:
        return
    partial = getattr(play._redraw, "orig", play._redraw)  # (a module kept from another test)
    whole = app.draw

    def checked(app_, scr, texts, *choices):  # (the choices, cands, where h_play has them)
        calls = []
        app_.draw = lambda: calls.append(1) or whole()
        try:
            partial(app_, scr, texts, *choices)
        finally:
            del app_.draw
        if calls or app_.after:  # a whole draw, now or once h_play has returned
            seen["whole"] += 1
            return
        seen["partial"] += 1
        frame = bytes(b.buf)
        app_.draw()
        if bytes(b.buf) != frame:
            diff = [i for i in range(len(frame)) if frame[i] != b.buf[i]]
            seen["bad"].append("%s picked %r sel %d confirm %r: %d bytes differ, first at %d" % (
                app_.game.NAME, scr.picked, scr.sel, scr.confirm, len(diff), diff[0]))

    checked.seen = seen
    checked.orig = partial
    play._redraw = checked


def _run(board, gi, big, presses):
    w, h, mono, _ = PROFILES[board]
    b = FakeBoard(w, h, mono)
    clean(b)
    seen = {"partial": 0, "whole": 0, "bad": []}
    try:
        app = App(b)
        app.timeout = 0
        clk = Clock()
        start_two_humans(app, b, gi, clk, big)  # hand-overs between two humans' turns
        rnd = random.Random(gi * 7 + (1 if big else 0))
        k = 0
        while k < presses and not app.game.is_over():
            _watch(app, b, seen)
            top = app.stack[-1].name
            if top == "play":
                # mostly cursor moves; now and then a word taken back, the Key page, the menu
                op = rnd.choice((ops.NEXT,) * 4 + (ops.PREV,) * 2 + (ops.OK,) * 3 + (ops.BACK, ops.UP))
            elif top in ("ingame", "key", "lasttrick", "sheet", "chart", "grules", "piles"):
                op = ops.BACK
            else:
                op = ops.OK
            drive(app, b, [op], clk)
            seen[top] = seen.get(top, 0) + 1
            k += 1
    finally:
        play = sys.modules.get("firmware.play")
        if play is not None and hasattr(play._redraw, "orig"):  # the wrapper ends with the test: later
            play._redraw = play._redraw.orig  # tests in this process draw as the app does
        clean(b)
    return seen


@pytest.mark.parametrize("gi", TRICK_GAMES, ids=[NAMES[i] for i in TRICK_GAMES])
@pytest.mark.parametrize("board,big", [("pico_lcd114", False), ("pico_lcd114", True), ("pybadge", False),
                                       ("picosystem", True), ("pico_ssd1306", False), ("pico_ssd1306", True)])
def test_partial_redraw_matches_a_whole_draw(board, big, gi):
    seen = _run(board, gi, big, 160)
    assert not seen["bad"], "%d partial frames differ from a whole draw, e.g.\n%s" % (
        len(seen["bad"]), "\n".join(seen["bad"][:10]))
    assert seen["partial"] + seen["whole"] > 20, seen
    mono_hand = PROFILES[board][2] and NAMES[gi] != "auf_der_hut" and not (big and NAMES[gi] == "baptistenskat")
    if PROFILES[board][0] == 240 or mono_hand:
        # the partial path did run (on 160x128 the hand fills its band to the pixel, a raised
        # card reaches into the line above: the whole screen is drawn there; on 128x64 the trick
        # tables' hand rows, but not at 6 seats, where the hand is a panel beside the seats'
        # lines, nor Auf der Hut's row of spots: those are drawn whole)
        assert seen["partial"] > 20, seen
