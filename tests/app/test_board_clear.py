"""The whole frame's fill of every draw (App.draw): a board's own clear() where it has one (the
ST7789 boards' machine code, firmware/drivers/st7789.py), taken once when the App is made, else
the framebuffer's fill."""
import sys

from host_sim import framebuf

sys.modules["framebuf"] = framebuf

from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402


def _board():
    w, h, mono = PROFILES["pico_lcd114"][:3]
    b = FakeBoard(w, h, mono)
    clean(b)
    return b


def test_a_boards_own_clear_fills_every_frame_and_is_taken_once():
    b = _board()
    cleared = []

    def clear(c):
        cleared.append(c)
        b.fb.fill(c)

    b.clear = clear
    app = App(b)
    app.timeout = 0
    assert cleared == [0]  # the launcher's first frame
    plain = _board()
    other = App(plain)
    assert bytes(plain.buf) == bytes(b.buf)  # the same frame as the framebuffer's fill makes
    b.clear = None  # looked up once, when the App was made: not asked of the board again
    app.handle(ops.NEXT)
    other.handle(ops.NEXT)
    assert len(cleared) == 2 and cleared[1] == 0
    assert bytes(plain.buf) == bytes(b.buf)
