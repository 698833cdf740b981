"""Auf der Hut's redraw after a cursor move (games/auf_der_hut/layout.py redraw): only the spots
whose frame changed are drawn again -- two pictures, not the row's seven -- and the frame equals
a whole draw of the same state (tests/app/test_redraw.py walks whole games the same way)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import new_game  # noqa: E402
from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def test_a_cursor_move_draws_two_spots_again_and_equals_a_whole_draw():
    b = FakeBoard(240, 135, False)
    clean(b)
    pictures = []
    blit = framebuf.FrameBuffer.blit

    def counted(fb, src, x, y, *rest):
        if isinstance(src, tuple) and src[1] == 32 and src[2] == 32:  # a character (layout_art2)
            pictures.append((x, y))
        return blit(fb, src, x, y, *rest)

    try:
        framebuf.FrameBuffer.blit = counted
        app = App(b)
        app.timeout = 0
        app.coach = 0  # no coaching line over the turn: a cursor move is redrawn, not drawn whole
        g = new_game("auf_der_hut", 2, None, 7)
        app._enter(g, ["human", "human"])
        app.home("play", seat=g.current_player())
        app.handle(ops.OK)  # peek: the cursor on the spots
        app.handle(ops.NEXT)
        assert app.stack[-1].picked == ["peek"], app.stack[-1].picked
        del pictures[:]
        app.handle(ops.NEXT)  # the cursor from one spot to the next
        moved = list(pictures)
        frame = bytes(b.buf)
        del pictures[:]
        app.draw()
        assert len(pictures) == 7  # a whole draw: the row's seven characters
    finally:
        framebuf.FrameBuffer.blit = blit
        clean(b)
    assert len(moved) == 2, moved  # the spot the cursor left and the one it reached
    assert moved[0][1] == moved[1][1] and moved[1][0] - moved[0][0] == 240 // 7, moved  # neighbours
    assert bytes(b.buf) == frame
