"""Computer players.

A bot is built for one seat and sees ONLY that seat's views (never a Game):

    bot = make_bot("bobs_hat", "normal", seat, seed)
    bot.observe(view)          # after every action, with view = game.view(seat)
    a = bot.choose(view)       # when view["to_act"] == seat; returns one of view["legal"]

Because nothing but views reaches a bot, it cannot cheat by construction
(STYLE.md 6).  Levels: "random", "easy", "normal", "hard".  Each game's
heuristics live in their own module (engine_core/bots/<game>.py), imported
only when asked for, so a board loads just the bot it plays.
"""

LEVELS = ("random", "easy", "normal", "hard")


def make_bot(game_name, level, seat, seed=0, options=None):
    """A bot for `seat` of game `game_name` at `level` (ValueError if unknown)."""
    if level not in LEVELS:
        raise ValueError("unknown bot level %r (one of %s)" % (level, ", ".join(LEVELS)))
    if level == "random":
        from engine_core.bots.base import RandomBot

        return RandomBot(seat, seed)
    mod = __import__("engine_core.bots." + game_name, None, None, ("make",))
    return mod.make(level, seat, seed)
