"""A game's rare paths in its part `refusals` (docs/NEW_GAME.md, issue 24: the rules resident
through a game stay small): a seeded game played to its end, every option given, never loads the
part; a refused action, an unreadable action text and a record's explicit deals do, and are worded
from it.  CPython and MicroPython."""

import sys

from engine_core.game import IllegalAction, SetupError
from engine_core.games import game_class, module_name, new_game
from engine_core.rng import Rng

# the games of this tree with the part (a game without one words its refusals in rules.py)
_WITH_PART = ("bobs_hat", "bargain_hunt", "baptistenskat", "auf_der_hut")


def _unloaded(name):
    """The part's dotted name, forgotten if an earlier test loaded it."""
    m = module_name(name, "refusals")
    if m in sys.modules:
        del sys.modules[m]
    return m


def test_a_seeded_game_played_to_its_end_never_loads_its_refusals():
    for name in _WITH_PART:
        n = game_class(name).MAX_PLAYERS
        opts = new_game(name, n, seed=1).options  # every option given: each one is checked
        m = _unloaded(name)
        g = new_game(name, n, options=dict(opts), seed=11)
        r = Rng(5)
        moves = 0
        while not g.is_over():
            acts = g.legal_actions()
            a = acts[r.below(len(acts))]
            assert g.why_illegal(a) is None
            g.action_text(a)  # the app words every legal action for the player's choice
            g.apply(a)  # and applies the action of the text picked (firmware/play.py h_play)
            moves += 1
        assert moves > 20 and g.winners(), (name, moves)
        assert m not in sys.modules, name


def test_a_refused_action_loads_the_part_and_is_worded_from_it():
    for name in _WITH_PART:
        g = new_game(name, game_class(name).MIN_PLAYERS, seed=3)
        m = _unloaded(name)
        assert g.why_illegal(-1) == "no such action: -1", name
        assert m in sys.modules, name
        assert sys.modules[m].REASONS[0] == "no such action: %r", name
        before = list(g.history)
        try:
            g.apply(-1)
            raise AssertionError(name + ": an action that does not exist was applied")
        except IllegalAction as e:
            assert str(e) == "no such action: -1", (name, str(e))
        assert g.history == before, name


def test_an_unreadable_action_text_is_worded_from_the_part():
    for name in _WITH_PART:
        g = new_game(name, game_class(name).MIN_PLAYERS, seed=3)
        m = _unloaded(name)
        try:
            g.parse_action("fly away")
            raise AssertionError(name + ": 'fly away' was read")
        except IllegalAction as e:
            assert str(e).startswith("unreadable action 'fly away'"), (name, str(e))
        assert m in sys.modules, name


def test_a_record_with_explicit_deals_loads_the_part_for_their_check():
    for name in _WITH_PART:
        m = _unloaded(name)
        try:
            new_game(name, game_class(name).MIN_PLAYERS, seed=None, deals=[])
            raise AssertionError(name + ": a game without a seed nor deals was made")
        except SetupError as e:
            assert str(e).startswith("seed: missing"), (name, str(e))
        assert m in sys.modules, name
