"""firmware/players.py Computers: the bots get a time budget on the board's clock only when the
board asks for one (BOT_BUDGET_MS: the real and the emulated boards); host boards get none, so
the simulator and the frame-parity tests stay a function of the seed."""

from engine_core.games import new_game
from firmware.computers import Computers
from tests.app.fakeboard import FakeBoard as HostBoard  # a host board: no BOT_BUDGET_MS


class TimedBoard(HostBoard):
    BOT_BUDGET_MS = 1200


class LockstepBoard(TimedBoard):
    def bot_clock(self):
        return 7


def _computers(board):
    g = new_game("bobs_hat", 3, {"hands": 1}, 1)
    return Computers(g, ["human", "hard", "normal"], 2, board)


def test_host_boards_and_no_board_give_no_budget():
    for board in (None, HostBoard()):
        c = _computers(board)
        assert sorted(c.bots) == [1, 2]
        for b in c.bots.values():
            assert b.clock is None and b.budget_ms == 0


def test_a_board_with_a_budget_gives_it_to_every_bot_on_its_clock():
    board = TimedBoard()
    for b in _computers(board).bots.values():
        assert b.budget_ms == 1200
        assert b.clock() == board.ticks_ms()
    board = LockstepBoard()
    for b in _computers(board).bots.values():
        assert b.budget_ms == 1200
        assert b.clock() == 7  # the board's own bot clock, not ticks_ms
