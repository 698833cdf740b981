"""Computer players.

A bot is built for one seat and sees ONLY that seat's views (never a Game):

    bot = make_bot("bobs_hat", "normal", seat, seed)
    bot.observe(view)          # after every action, with view = game.view(seat)
    a = bot.choose(view)       # when view["to_act"] == seat; returns one of view["legal"]

Because nothing but views reaches a bot, it cannot cheat by construction
(STYLE.md 6).  Levels: "random", "easy", "normal", "hard".  Each game's
heuristics live in their own module (engine_core/bots/<game>.py), imported
only when asked for, so a board loads just the bot it plays; the hard level's
search is a further module (<game>_hard.py, its bot a subclass of the normal one),
which make_bot imports for a hard seat only (a game's module says HARD_SEARCH);
the normal module never imports it.  The rules the bots simulate are the games'
own functions (engine_core.cards.trick_winner, bobs_hat.hand_points,
baptistenskat.round_points); every hard search samples its worlds with
determinize.deal.  Every decision is integer arithmetic (no floats: a board's
single-precision MicroPython decides as CPython does).

Figures (tools/tournament.py; seats rotated, seed 1, default options):
- normal vs random,random,random, 300 games, win share [95% CI] (fair 0.25):
  Bob's Hat 0.880 [0.843, 0.917], Bargain Hunt 0.918 [0.889, 0.948],
  Baptistenskat 0.987 [0.974, 1.000], Auf der Hut 1.000.
- hard vs normal,normal,normal (fair 0.25): Bob's Hat 0.777 [0.720, 0.835] (200 games),
  Bargain Hunt 0.435 [0.382, 0.488] (300), Baptistenskat 0.497 [0.428, 0.565] (200);
  hard vs normal,normal (fair 0.333): Bargain Hunt 0.437 [0.382, 0.491] (300), Bob's Hat
  0.927 [0.885, 0.969] (150), Baptistenskat 0.813 [0.751, 0.875] (150).
- re-run after issue 16 (one trick winner, Rng.below without big ints, the hard Bob's Hat
  sampler on the bot's Rng): normal vs 3 random, 300 games: the same four figures; hard vs
  3 normal, 150 games: Bob's Hat 0.773 [0.706, 0.841], Bargain Hunt 0.440 [0.365, 0.515],
  Baptistenskat 0.543 [0.464, 0.623].
- decision time on the MicroPython unix port (`micropython tools/tournament.py`, line-up
  hard,normal,easy,normal, 6 games), p50 / p95 / max ms: hard Bob's Hat 27 / 54 / 70,
  Bargain Hunt 20 / 120 / 144, Baptistenskat 15 / 29 / 44, Auf der Hut 0.05 / 0.09 / 0.15;
  easy and normal p95 at most 0.53 ms in every game.
- heap a hard decision needs beyond the game (`tournament.py --heap --mp32`: the 32-bit
  unix port, objects as on a board): Bob's Hat (5 players) 11.2 KiB, Bargain Hunt (4)
  12.8 KiB, Baptistenskat (6) 6.0 KiB -- the first decision includes loading the
  <game>_hard module.  (The WASI build is retired: its GC corrupted live objects, so it gave
  no figure worth quoting.)
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
    if level == "hard" and getattr(mod, "HARD_SEARCH", False):
        # the hard search is a module of its own (a subclass of the normal bot), loaded only here:
        # the normal module never imports it, so easy and normal seats never hold its bytecode
        mod = __import__("engine_core.bots." + game_name + "_hard", None, None, ("make",))
    return mod.make(level, seat, seed)
