"""Computer seats: one bot per computer seat (engine_core.bots), each seeing only
its own seat's views (STYLE.md 6) -- after every move, as a person at the table.

Seat levels: "human", or a bot level ("easy", "normal", "hard", "random")."""

SEAT_LEVELS = ("human", "easy", "normal", "hard")


class Computers:
    def __init__(self, game, levels, seed):
        from engine_core.bots import make_bot

        self.bots = {}
        for s in range(len(levels)):
            lv = levels[s]
            if lv != "human":
                self.bots[s] = make_bot(game.NAME, lv, s, seed + s)
        self.observe(game)

    def observe(self, game):
        """Show every bot its seat's view after a move (and once at the start)."""
        for s in self.bots:
            self.bots[s].observe(game.view(s))

    def choose(self, game, seat):
        return self.bots[seat].choose(game.view(seat))
