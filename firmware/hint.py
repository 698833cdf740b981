"""Hint: on request (the game's menu over a person's turn), the hard computer's choice for that
seat (issue 27 "Hints"), shown as the play screen's cursor moved to it, word by word, and named
over the table's top line until the next key.

The hard bot sees ONLY the seat's own views (STYLE.md 6): a new bot for that seat is shown the
seat's views since the hand (round) began, from the game's own actions replayed on a copy -- as a
computer in that seat would have seen them -- and then chooses from the seat's view of now.
Loaded with the game's menu and dropped with it (app.py _HELD); the bot's module is dropped
again if no computer at the table uses it.
"""
import gc
import sys

from firmware import words


def choice(app, seat):
    """The action text the hard computer would choose for `seat` now (from the seat's views)."""
    from engine_core.bots import make_bot
    from engine_core.games import line
    from firmware.undo import rebuilt
    g = app.game
    pkg = line(g.NAME)[1] + ".bots_hard"
    had = pkg in sys.modules
    bot = make_bot(g.NAME, "hard", seat, (g.seed or 0) + 97 + len(g.history))
    ms = getattr(app.b, "BOT_BUDGET_MS", 0)
    if ms:  # the board's time budget per search, as a computer seat has it (players.py)
        bot.set_budget(getattr(app.b, "bot_clock", app.b.ticks_ms), ms)
    # the seat's views since this hand began: the copy is replayed up to the hand's first move,
    # then every move shown to the bot as that seat's view
    h = len(g.hand_scores)
    copy = rebuilt(g, 0)
    for a in g.history:
        if len(copy.hand_scores) == h:
            bot.observe(copy.view(seat))
        copy.apply(a)
    copy = None
    gc.collect()
    v = g.view(seat)
    bot.observe(v)
    a = g.action_text(bot.choose(v))
    v = None
    bot = None
    if not had:
        from firmware.app import unload
        unload((pkg,))
    return a


def show(app, label):
    """Back to the play screen under the menu, its cursor on the hint's first word to choose;
    `label` heads the hint's line (comfort.py's text: this module imports none of comfort's)."""
    app.stack.pop()
    scr = app.stack[-1]
    t = choice(app, scr.seat)
    scr.hint = t
    scr.picked = None  # the choice starts again, the cursor led by scr.hint (play._sel0)
    scr.confirm = None
    app.msg = "%s: %s" % (label, words.phrase(t.split(), app.lang))
    app._drop_unused()
    app.draw()
