"""The end of a game: its statistics recorded (issue 27), the computers freed first.  Loaded by
App.next_turn when a game's end is shown, and dropped by itself after.  It imports no app.py
(no circle): the kernel's unload comes through the app object."""


def record(app):
    """The game just over into the statistics (issue 27: firmware/stats.py, once per game by its
    key), when its end is shown (App.next_turn; again after a resume at the end).  A module of its
    own, loaded then only: not in app.py (resident) nor pages.py (loaded at every hand's end).
    The turn's code is dropped by now, and the computers with their code (~20 KiB with Bob's
    Hat's) go before stats is loaded: they are done with (undo and Play again make new ones;
    App._save_due observes none)."""
    import gc
    import sys

    from engine_core.games import GAMES
    app.computers = None
    t = ("engine_core.bots", "firmware.computers") + tuple(g[1] + ".bots" for g in GAMES)
    app.unload([m for m in sys.modules for p in t if m.startswith(p)])
    gc.collect()
    from firmware import stats
    stats.record(app)
    app.unload(("firmware.stats", "firmware.game_end"))
