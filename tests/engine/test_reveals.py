"""Game.reveals(action) (PROTOCOL.md, optional): does the action, applied now, show anyone
something hidden?  The app's undo (firmware/undo.py) never takes back such a move.  Here: every
registered game that has it answers yes or no; what each game's moves reveal is its own
tests/per_game/<game>/test_rules.py's.  CPython and MicroPython."""

from engine_core.games import NAMES, game_class, new_game


def test_a_game_that_says_what_reveals_answers_yes_or_no():
    # optional (PROTOCOL.md: a game without it offers no undo); the four games here have it: their
    # test_rules.py ask what each move reveals
    for name in NAMES:
        cls = game_class(name)
        g = new_game(name, min(max(3, cls.MIN_PLAYERS), cls.MAX_PLAYERS), seed=5)
        if hasattr(g, "reveals"):
            for a in g.legal_actions():
                assert g.reveals(a) in (True, False), (name, a)

