"""A frame's draw keeps its caches out of the view's own table (issue 24: the heap).  A view is a
dict of the engine's, its table often full when the table draws it (Baptistenskat's 6-seat
view: 29 keys of 29 with the play screen's "legal_cards"), and one key more grows the table
inside the draw, where the heap peaks (296 bytes on the 32-bit port: tools/heap_peak.py).  So a
draw adds only the trick-table kit's keys: "_t" (the view's texts, tricks.label, where the
games keep their own caches too), "_band" (the hand's band, play.py) and a prepare hook's two
keys for the hand's band.  The token's holder ("_holder") and Baptistenskat's and Bargain
Hunt's labels ("_lb") were once keys of their own."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import GAMES, game_class  # noqa: E402
from firmware import ops  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh, start  # noqa: E402

# the keys a draw may add to any view (and the play screen's legal_cards), with those a plug-in's
# prepare may set for the hand's band (tricks.py: Bargain Hunt's clearing step)
KIT = {"_t", "_band", "_hand_title", "_hand_counts"}


def test_a_draw_adds_only_the_kits_keys_to_a_view():
    for gi in range(len(GAMES)):
        cls = game_class(GAMES[gi][0])
        app, b = fresh()
        more = cls.MAX_PLAYERS - cls.MIN_PLAYERS  # the largest table: its views are the largest
        start(app, b, gi, Clock(), [ops.OK] + [ops.NEXT] * more + [ops.OK])
        g = app.game
        allowed = KIT | {"legal_cards"}
        made = []  # (view, its keys as the engine made it)
        view = g.view

        def recorded(seat, view=view, made=made):
            v = view(seat)
            made.append((v, set(v)))
            return v

        g.view = recorded
        clk = Clock()
        for _ in range(60):
            drive(app, b, [ops.OK], clk)
            if app.game is not g:
                break
        assert len(made) > 20, (g.NAME, len(made))
        added = set()
        for v, keys in made:
            added |= set(v) - keys
        assert added <= allowed, (g.NAME, sorted(added - allowed))
        assert added & KIT, g.NAME  # the check saw the tables drawn
        clean(b)
