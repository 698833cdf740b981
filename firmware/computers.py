"""The computer seats of a game: one bot per computer seat (engine_core.bots), each seeing only its
own seat's views (STYLE.md 6) -- after every move, as a person at the table.  A module of its own,
held through the whole game, beside firmware/players.py (seat levels and names: the launcher's,
dropped during play)."""


class Computers:
    def __init__(self, game, levels, seed, board=None, look=True):
        """`board`: a board whose BOT_BUDGET_MS is set (the real boards, the emulated one) gives
        every bot that time budget per search on its clock (board.bot_clock, else board.ticks_ms),
        so a hard move never keeps the table waiting long; host boards set none, and there the
        bots' moves depend on the seed alone (the simulator, frame-parity tests, tournaments).
        `look`: the bots see the game now; else the caller shows it them (observe) before any
        move is applied or chosen (the app: its first idle tick, app_start._enter)."""
        from engine_core.bots import make_bot

        ms = getattr(board, "BOT_BUDGET_MS", 0) if board is not None else 0
        clock = getattr(board, "bot_clock", board.ticks_ms) if ms else None
        self.bots = {}
        for s in range(len(levels)):
            lv = levels[s]
            if lv != "human":
                b = make_bot(game.NAME, lv, s, seed + s)
                if clock is not None:
                    b.set_budget(clock, ms)
                self.bots[s] = b
        if look:
            self.observe(game)

    def observe(self, game):
        """Show every bot its seat's view after a move (and once at the start)."""
        for s in self.bots:
            self.bots[s].observe(game.view(s))

    def choose(self, game, seat):
        return self.bots[seat].choose(game.view(seat))
