"""Auf der Hut's after_action hook (games/auf_der_hut/layout.py) tells the acting seat's screen
from the action's record word, not from a view (issue 25: the view cost a key press ~4 ms on the
RP2040): all through seeded games it names the screen the seat's view calls for -- "peek" when
the view holds "peeked", "result" when its "last_reveal" is the seat's own, else none."""
import sys

import pytest

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import new_game  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from games.auf_der_hut import layout  # noqa: E402


class _App:
    game = None


def _by_view(g, seat):
    v = g.view(seat)
    if "peeked" in v:
        return "peek"
    rv = v.get("last_reveal")
    if rv and rv["seat"] == seat:
        return "result"
    return None


@pytest.mark.parametrize("n,seed", [(2, 1), (4, 5), (3, 9)])
def test_after_action_is_what_the_view_says(n, seed):
    g = new_game("auf_der_hut", n, seed=seed)
    app = _App()
    app.game = g
    r = Rng(seed)
    seen = set()
    while not g.is_over():
        seat = g.current_player()
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
        got = layout.after_action(app, seat)
        assert got == _by_view(g, seat), (len(g.history), got)
        seen.add(got)
    assert seen == {"peek", "result", None}
