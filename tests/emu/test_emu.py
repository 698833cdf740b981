"""The board in emulation: real bare-metal MicroPython (QEMU mps2-an385, tools/emu) as a third
interpreter for the engine, and the whole app on it, frame by frame against the CPython simulator.

Built on demand by runtimes/toolchains/micropython.py (incremental); device figures are `make bench`'s, not here.
"""
import os

import pytest

from tools.emu import engine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Launcher order.  Each game is played through the app (tools/emu/games.py): its smallest table,
# computers at the default level, QEMU without -icount (the host's clock drives the app in
# lockstep, so the frames do not depend on the board's speed).  The two short games (Bargain Hunt
# 301 frames, Auf der Hut 420) are played to their end: the game-over screen and its Menu on the
# board.  The two long ones prove the same end again and cost the most (Bob's Hat 1,429 frames,
# 73 CPU-s; Baptistenskat 899 frames, 35 CPU-s of 127 for all four): they play AFTER turns past
# the reset, every frame compared as well.
GAMES = (0, 1, 2, 3)
TO_THE_END = (1, 3)
AFTER = 60  # human turns after the reset in the long games
RESET_AFTER = 6  # human presses before the simulated reset


def _engine_modules():
    """tests/engine's and tests/per_game's plain-assert modules, by dotted name (tools/emu/engine.py)."""
    return engine.modules()


@pytest.fixture(scope="session")
def engine_on_the_board(emu_ready):
    """Every engine test module on the emulated board at the quick scale (tools/emu/engine.py
    --quick: the long randomized tests play a share of their games; `make test-emu-engine` runs
    the full scale), on two boards at once where there are two cores."""
    results = engine.run_modules(_engine_modules(), quick=True)
    print(engine.table(results))  # board time per module (pytest -s shows it)
    return results


@pytest.mark.parametrize("module", _engine_modules())
def test_engine_module_on_the_emulated_board(engine_on_the_board, module):
    r = engine_on_the_board[module]
    assert r.error is None and r.failed == 0, "on the emulated board:\n" + r.failures()
    assert (r.passed, r.failed) == (engine.count_tests(module), 0), r.out[-3000:]


@pytest.mark.parametrize("game", GAMES)
def test_whole_game_matches_the_simulator_across_a_reset(emu_ready, game):
    """A game through the app on the emulated board (frozen firmware, 192 KiB heap): start it
    (Start soft-resets into the game), play, soft-reset the board (the littlefs in SSRAM
    survives), resume from the launcher, play to the game-over screen's Menu (the save deleted;
    the long games: AFTER turns);
    every frame's CRC equals the CPython simulator's for the same keys and clock (which does the
    same with a new App on the same flash, in a second process meanwhile)."""
    from tools.emu import games
    whole = game in TO_THE_END
    board, (ref_end, over, ref_a, ref_b, ref_relaunches) = games.one(game, RESET_AFTER,
                                                                     after=100000 if whole else AFTER)
    assert ref_relaunches == 1 and board["relaunched"] == 1, "Start did not reset into the game"
    assert board["saved_before_reset"] > 0 and board["saved_after_reset"] > 0, "the save did not survive the reset"
    if whole:
        assert ref_end and over, "the simulator's game did not reach its end"
        assert board["ended"], "the board's game did not end"
    else:
        assert not ref_end and not board["ended"], "a long game ended within %d turns: raise AFTER" % AFTER
    assert games.first_difference(board["crcs_a"], ref_a) is None
    assert games.first_difference(board["crcs_b"], ref_b) is None
    assert len(board["crcs_b"]) == len(ref_b) > 100
