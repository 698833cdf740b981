"""Bargain Hunt's and Baptistenskat's figures' labels are made once per view and kept as one
tuple among the view's texts (firmware/layouts/tricks.py kept, key -8), each text fetched with
app.t: stored one by one under their text ids as well (tricks.label), the view's texts grew by a
key a text inside every frame (issue 26: Bargain Hunt's key to glass p95 on the emulated M3,
33.4 ms with them, 30.3 without).  Whole tables of both games at their largest, drawn by the
app."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import GAMES, game_class  # noqa: E402
from firmware import ops  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh, start  # noqa: E402


@pytest.mark.parametrize("name", ("bargain_hunt", "baptistenskat"))
def test_labels_kept_as_one_tuple_per_view(name):
    gi = [g[0] for g in GAMES].index(name)
    cls = game_class(name)
    app, b = fresh()
    start(app, b, gi, Clock(), [ops.OK] + [ops.NEXT] * (cls.MAX_PLAYERS - cls.MIN_PLAYERS) + [ops.OK])
    g = app.game
    made = []  # the views the app asked for
    view = g.view
    g.view = lambda seat: made.append(view(seat)) or made[-1]
    clk = Clock()
    for _ in range(30):
        drive(app, b, [ops.OK], clk)
    del g.view
    drawn = [v for v in made if "_t" in v]
    assert len(drawn) > 10, len(drawn)
    for v in drawn:
        assert set(v["_t"]) == {-8}, sorted(v["_t"])  # one tuple, no text under its own id
        assert isinstance(v["_t"][-8], tuple) and all(isinstance(t, str) for t in v["_t"][-8])
    clean(b)
