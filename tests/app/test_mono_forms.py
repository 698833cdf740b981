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
