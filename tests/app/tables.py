"""Trick tables for the screen tests (tests/app/test_legend.py, test_figures_parts.py): an App on
a FakeBoard of a board profile, a game's views at the moments its table shows most (its first
decision, a trick in progress, between tricks), and the two together: `tables`."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import game_class, new_game  # noqa: E402
from firmware import layouts  # noqa: E402
from host_sim.board import PROFILES  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import fresh  # noqa: E402

TRICK_GAMES = ("bobs_hat", "bargain_hunt", "baptistenskat")
NAMES = ("Anna", "Ben", "Cora", "Dirk", "Eva", "Finn")


def app_for(board, lang):
    """An App on a clean FakeBoard of board profile `board`, in language `lang`, never dimming."""
    w, h, mono, _ = PROFILES[board]
    app, b = fresh(b=FakeBoard(w, h, mono))
    app.lang = lang
    return app


def states(g):
    """Views of the seat to act at: its first decision, a trick in progress, between tricks
    (playing the first legal action to reach each)."""
    def until(cond, limit=3000):
        k = 0
        while not cond() and k < limit and not g.is_over():
            g.apply(g.legal_actions()[0])
            k += 1
        return cond()

    out = [g.view(g.current_player())]
    if until(lambda: g.view(0)["phase"] == "play" and len(g.view(0)["trick"]) >= 1):
        out.append(g.view(g.current_player()))
    if until(lambda: g.view(0)["phase"] == "play" and not g.view(0)["trick"] and g.view(0)["last_trick"]):
        out.append(g.view(g.current_player()))
    return out


def tables(board, lang, names, seed):
    """(app, plugin, view) for each game of `names` at its fewest and most seats (a new game of
    `seed`, the app's game, seats named from NAMES, all human), at each of states()' views;
    app.game.NAME and app.game.players say which."""
    for name in names:
        cls = game_class(name)
        for n in (cls.MIN_PLAYERS, cls.MAX_PLAYERS):
            app = app_for(board, lang)
            g = new_game(name, n, seed=seed)
            app.game = g
            app.seats = [(x, True) for x in NAMES[:n]]
            plugin = layouts.get(name)
            for v in states(g):
                yield app, plugin, v
