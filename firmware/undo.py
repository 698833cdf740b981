"""Undo: the one human takes back the move just made (issue 27 "Forgive"), from the game's menu.

The rule.  The last move of the game may be taken back when ALL of these hold:
  1. exactly one seat is a person's (the others computers): in pass-and-play a move is never
     taken back (the next player may have seen it, and it is theirs to rely on);
  2. that person made it, in this sitting (App.apply noted it: a game resumed from its save has
     nothing to take back), and it is still the game's last move: nobody moved after it.  A
     computer's move that followed it showed something of that computer's hidden hand, so once
     one has come the move stands (a computer's move waits while the menu is open: App.tick,
     so BACK right after one's own move reaches the undo in time);
  3. it finished no hand or round and did not end the game: the scoring shows every hand, and
     the next deal deals new cards;
  4. the game says it showed nobody anything hidden (its rules' `reveals(action)`, asked before
     the move was made): Auf der Hut's peek and reveal, Bob's Hat's last secret bid (which opens
     every bid) can never be taken back.  A game without `reveals` offers no undo.

Taking back goes through the game's one door: the game is rebuilt by replaying its own actions
without the last one (the record without the move), saved whole twice (game.json and game.bak
both hold it, the journal is gone: no file keeps the move), and entered afresh as after a
resume (the computers rebuilt from their seats' views).  Loaded with the game's menu and dropped
with it (app.py _HELD): nothing of it is on the play path but App.apply's note.
"""
import gc

from firmware import save


def possible(app):
    """May the last move be taken back now (the rule above)?"""
    g = app.game
    u = app.undo
    return (g is not None and u is not None and len(app.humans()) == 1 and not g.is_over()
            and len(g.history) == u[0] + 1 and len(g.hand_scores) == u[1] and not u[2])


def rebuilt(g, n):
    """Game g as it was after its first n actions: a new game of the same record replayed."""
    from engine_core.record import reserve
    g2 = type(g)(g.players, dict(g.options), g.seed, g.first_dealer, g.deals)
    reserve(g2, len(g.history))
    for a in g.history[:n]:
        g2.apply(a)
    return g2


def take_back(app):
    """Take the last move back (possible(app) first) and enter the game without it."""
    g = app.game
    g2 = rebuilt(g, len(g.history) - 1)
    app.game = app.computers = g = None
    app.undo = None
    gc.collect()
    try:
        if getattr(app.b, "writable", True) is not False:  # a badge's drive lent to the computer: no save
            save.write(app.slot, g2)
            save.write(app.slot, g2)  # game.bak too: no file keeps the move taken back
    except OSError as e:
        app.msg = app.save_failed(e)
    app.stack = app.stack[:1]
    app._enter(g2, app.levels)
