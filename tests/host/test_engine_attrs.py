"""CPython speed guard: CPython 3.11 shares an instance dict's keys only up to 30 attributes, and
every `self.x` is about a third slower beyond that (tools/bench_openspiel.py measured it in the
engine's hot paths).  Baptistenskat and Where's Bob's Hat? stay at 29 or fewer through a whole
game (attributes set late count too).  (MicroPython has no such limit; this is CPython only.)"""

from engine_core.games import new_game
from engine_core.rng import Rng


def test_trick_games_keep_at_most_29_instance_attributes():
    for name, players in (("baptistenskat", 3), ("baptistenskat", 6), ("bobs_hat", 3), ("bobs_hat", 5)):
        g = new_game(name, players, None, 5)
        r = Rng(players)
        most = len(vars(g))
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
            g.view(0)
            most = max(most, len(vars(g)))
        assert most <= 29, (name, players, sorted(vars(g)))
