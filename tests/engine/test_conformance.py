"""Every registered game passes the conformance suite (tests/engine/conformance.py): driven by
the registry, so a new game is checked by registering.  Runs on every interpreter."""

from engine_core.games import NAMES
from tests.engine.conformance import check_game


def test_the_registry_lists_games():
    assert len(NAMES) >= 4 and len(set(NAMES)) == len(NAMES)


def test_bobs_hat_conforms():
    check_game("bobs_hat")


def test_bargain_hunt_conforms():
    check_game("bargain_hunt")


def test_baptistenskat_conforms():
    check_game("baptistenskat")


def test_auf_der_hut_conforms():
    check_game("auf_der_hut")


def test_every_registered_game_conforms():
    # the games named above are the tree's own; any other registered game is checked here
    for name in NAMES:
        if name not in ("bobs_hat", "bargain_hunt", "baptistenskat", "auf_der_hut"):
            check_game(name)
