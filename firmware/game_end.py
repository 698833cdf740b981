"""The end of a game: its computers freed, its statistics recorded (issue 27).  Loaded by
App.next_turn when a game's end is shown, and dropped by itself after.  It imports no app.py
(no circle): the kernel's unload comes through the app object."""


def done(app):
    """The game just over (App.next_turn, before the end's frame; again after a resume at the
    end): the computers and their code (~20 KiB with Bob's Hat's) go now, so the frame is drawn
    without them -- they are done with (undo and Play again make new ones; App._save_due observes
    none).  Returns the statistics' record for App.later: written at the next tick, once the
    frame is on the glass, not in the step of the last key."""
    import gc
    import sys

    from engine_core.games import GAMES
    app.computers = None
    t = ("engine_core.bots", "firmware.computers") + tuple(g[1] + ".bots" for g in GAMES)
    app.unload([m for m in sys.modules for p in t if m.startswith(p)])
    gc.collect()
    return lambda: record(app)


def record(app):
    """The game just over into the statistics (issue 27: firmware/stats.py, once per game by its
    key).  A module of its own, loaded then only: not in app.py (resident) nor pages.py (loaded at
    every hand's end)."""
    from firmware import stats
    stats.record(app)
    app.unload(("firmware.stats", "firmware.game_end"))
