"""Loop poll -> handle -> tick on a real board: the board file named by `profile` (`make dev`,
tools/flash.py --dev, runs the work tree with it), else by firmware/board_config.py (a build
writes it).

Out of memory (issue 28 point 13): a MemoryError anywhere in a turn of the loop is collected and
the screen drawn again (the retry: the key that hit it is lost, the game is as saved after its
last move); a second one in a row leaves the player a readable screen -- out of memory, the game
saved up to its last move, OK saves what can be saved and restarts (a board's reset, else a new
app on the same flash: the menu then offers Resume).  The save on the flash is never touched by
the failure itself (firmware/save.py writes atomically)."""
import gc


def run(profile=None):
    if profile is None:
        from firmware.board_config import PROFILE as profile
    mod = __import__("firmware.boards." + profile, None, None, ("make_board",))
    board = mod.make_board()
    mod = None
    from firmware.app import App, unload
    # the board file (its facts, make_board) and the name of it are read by now: not resident
    # during play (~1.5 KiB as .mpy; guide.py reads its KEYS again when a screen names the buttons)
    unload(("firmware.boards." + profile, "firmware.boards", "firmware.board_config"))
    app = App(board)
    from firmware import guide  # the button guide on the very first start (issue 27 Teach)
    guide.first_launch(app)
    idle = getattr(board, "idle", None)  # between turns the chip sleeps (boards/__init__.py)
    while True:
        app = step(board, app)
        if idle is not None:
            idle()


def step(board, app):
    """One turn of the loop; returns the app to go on with (a new one after a restart)."""
    try:
        # the time the turn began: a key's own work (its frame, its save) is not time the player
        # was idle, so the tick after it does no idle work (App.tick: IDLE_MS after a step, never
        # in it) -- with the tick's time taken after a key's step of 40 ms or more, the bots' look
        # at the move and a collection joined the key's step (issue 26: whole step, the RP2040's
        # key presses 67-95 ms)
        now = board.ticks_ms()
        op = board.poll()
        if op is not None:
            app.handle(op)
        app.tick(now)
        return app
    except MemoryError:
        pass
    gc.collect()
    try:
        app.draw()  # the retry: the screen as the app now stands
        return app
    except MemoryError:
        pass
    return out_of_memory(board, app)


def out_of_memory(board, app):
    """The readable screen, then (on OK) save what can be saved and restart."""
    game = app.game
    unsaved = app.unsaved and game is not None
    # what the screen needs first: the turn's pages and the bots go (the game itself is kept for
    # its save below)
    app.computers = None
    app.stack = []
    gc.collect()
    lines = ("Speicher voll.", "Das Spiel ist bis", "zum letzten Zug", "gespeichert.", "OK: neu starten") \
        if app.lang else ("Out of memory.", "The game is saved", "up to its last move.", "", "OK: restart")
    try:
        app.fb.fill(0)
        for i in range(len(lines)):
            app.line(i, lines[i], i == 0)
        board.show()
    except MemoryError:  # not even that: the last frame stays on the glass; OK still restarts
        gc.collect()
    import time
    while board.poll() != 3:  # OK (firmware/ops.py)
        time.sleep(0.02)
    if unsaved:
        try:
            from firmware import save
            save.update(app.slot, game)
        except (OSError, MemoryError):
            pass  # the save on the flash stays as it was: one move short at most
    game = app = None
    gc.collect()
    reset = getattr(board, "relaunch", None)
    if reset is not None:
        reset()  # a board: a fresh interpreter, the launcher with Resume
    from firmware.app import App
    return App(board)
