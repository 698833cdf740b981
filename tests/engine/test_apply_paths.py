"""apply() accepts exactly the legal actions.  The trick games apply a legal card play inline (their
hot path: tools/bench_openspiel.py, the bots' searches, a key press on a board) instead of going
through why_illegal: here every action number (and a few non-actions) is tried at positions along
random games, and apply must refuse each one that legal_actions() leaves out -- with the game
unchanged -- and take each one it lists.  Every registered game (engine_core/games.py), inline
path or not."""

from engine_core.game import IllegalAction
from engine_core.games import NAMES, game_class, new_game
from engine_core.rng import Rng
from tests.engine.support import scaled, snapshot

_ODD = (-1, -81, True, False, 1.0, None, "1", 10**9)


def _light(g):
    return len(g.history), g.current_player(), g.legal_actions()


def _refused(g, a, full):
    before = snapshot(g) if full else _light(g)
    try:
        g.apply(a)
    except IllegalAction:
        assert (snapshot(g) if full else _light(g)) == before, (g.NAME, a)
        return True
    return False


def _top_action(name, players, seed):
    """The largest action a random game of these seats lists (a bound the probes go past)."""
    g = new_game(name, players, None, seed + 1)
    r = Rng(seed + 1)
    top = 0
    while not g.is_over():
        legal = g.legal_actions()
        top = max(top, max(legal))
        g.apply(legal[r.below(len(legal))])
    return top


def test_apply_takes_exactly_the_legal_actions():
    for name in NAMES:  # every registered game, at its fewest seats
        _check_apply(name)


def _check_apply(name):
    players = game_class(name).MIN_PLAYERS
    seed = 3
    n_actions = _top_action(name, players, seed) * 5 // 4 + 8  # and a quarter beyond
    g = new_game(name, players, None, seed)
    r = Rng(seed)
    step = 0
    probes = 0
    while not g.is_over():
        legal = g.legal_actions()
        if step % 13 == 4 and probes < scaled(24, 5):  # (a long memory game's copies take seconds)
            probes += 1
            for a in range(n_actions):
                if a not in legal:
                    assert _refused(g, a, a % 23 == 0), (name, seed, step, a)
            for a in _ODD:
                assert _refused(g, a, False), (name, seed, step, a)
            for a in legal:  # each legal one is taken (on a copy made by replaying)
                h = new_game(name, players, None, seed)
                for b in g.history:
                    h.apply(b)
                h.apply(a)
                assert h.history[-1] == a
        g.apply(legal[r.below(len(legal))])
        step += 1
    assert probes >= 5, (name, probes)
