"""The App's code for entering a game: start_game, play_again, relaunch, _take_relaunch, resume,
_enter, seat_names (`app.start_game(g, levels)`: firmware/app.py's App.__getattr__ calls
start_game(app, g, levels) here, `app.resume()` resume(app)).  A module of
its own, loaded at a game's start or resume and dropped with the pages and the launcher (app.py
_HELD): the app's module, held through the whole game, keeps none of this code; the rest
of the code used off the table is app_menu.py (only this small module is loaded beside a game
being resumed).  It imports no app.py: what it needs of the kernel comes with the app object."""
import gc

from firmware import save
from firmware import texts as T

RELAUNCH = "resume.flag"  # written before a reset-to-launch: boot straight into the saved game


def start_game(app, g, levels):
    """A new game: save it (and who plays each seat), then enter it in a clean heap.  The
    launcher asks before this replaces a saved game of the same title (launcher.py, screen "ask";
    another title's save is not touched: one a title, save.slot).  Done once the
    key's handler has returned (App.handle), in the same step: its module (the launcher's, the
    pages') is then no longer held by the call stack, and the launcher is released before the
    save is made beside it -- Start was the launcher's peak."""
    app.stack = []
    app.after = lambda: _save_and_enter(app, g, levels)


def _save_and_enter(app, g, levels):
    app.release_launcher()
    app.slot = save.slot(app.saves, g.NAME)
    try:
        # the seats without Resume's progress line: that needs the game's plug-in (its UNIT),
        # whose import here, before the reset, would only lengthen Start (_enter writes it)
        save.write_seats(app.slot, levels)
        save.write(app.slot, g)
    except OSError as e:
        # nothing on flash to resume from: play on in this heap, Resume will not offer it
        app.msg = app.save_failed(e)
        _enter(app, g, levels)
        return
    g = None
    relaunch(app)  # this module's own: app.relaunch() would load a second copy (released above)


def play_again(app):
    """The game just over, again: the same seats, computers and options, a new deal."""
    g = app.game
    cls, n, opts, first = type(g), g.players, dict(g.options), g.first_dealer
    levels = app.levels
    app.game = app.computers = g = None
    gc.collect()
    save.clear(app.slot)
    start_game(app, cls(n, opts, app.new_seed(), first), levels)


def relaunch(app):
    """Enter the saved game with the launcher gone from memory.  A board that can reset
    (`board.relaunch`, machine.soft_reset) reboots straight into the game: the cleanest heap
    there is; elsewhere the game is entered on the next tick (resume_later)."""
    app.stack = []
    reset = getattr(app.b, "relaunch", None)
    if reset is not None:
        try:
            with open(app.b.storage + RELAUNCH, "w") as f:
                f.write(app.slot[len(app.saves):-1])  # which title's save to enter
            try:
                # a soft reset keeps the heap's threshold (the ports run gc_init at power-up only):
                # the boot into the game loads its modules without it, as a power-up does, and
                # app_menu.init sets it again from the first frame (~125 ms of Start as .mpy)
                gc.threshold(-1)
            except AttributeError:  # CPython
                pass
            reset()  # does not return on a board
        except OSError:
            pass
    app.resume_later()


def _take_relaunch(app):
    p = app.b.storage + RELAUNCH
    try:
        with open(p) as f:
            name = f.read(32)  # the title whose save to enter (an older version's "1": none)
    except Exception:
        return False
    try:
        import os
        os.remove(p)  # first: a save that cannot be resumed never loops the boot
    except OSError:
        pass
    from engine_core.games import NAMES
    if name not in NAMES:
        return False
    app.slot = save.slot(app.saves, name)
    return app.resume()


def resume(app):
    """Enter the game saved at app.slot (the title the launcher or the relaunch chose); False
    when no save is readable: then the menu shows why and offers to delete it (launcher.py,
    screen "ask")."""
    g, err = save.load(app.slot)
    gc.collect()  # the replay's garbage, before the turn's code is loaded beside the game
    if g is None:
        app.msg = app.t(T.NO_SAVE)
        app.stack = []
        app.push("menu")
        if save.exists(app.slot):
            app.push("ask", kind="damaged", why=err)
        return False
    if err is not None:  # the backup was used: the last action is lost, say so
        app.msg = app.t(T.BACKUP)
    levels = save.read_seats(app.slot, g.players)
    app.unload(("firmware.save_read",))  # the reading code: not needed during play (save.py)
    if levels is None:  # no or damaged sidecar: everyone at the table plays
        levels = ["human"] * g.players
    _enter(app, g, levels)
    return True


def _enter(app, g, levels):
    if "human" not in levels:
        # a valid seat file naming no human (issue 14 point 5): somebody holds the device
        levels = ["human"] + list(levels[1:])
    app.levels = levels
    app.set_game(g)
    app.slot = save.slot(app.saves, g.NAME)  # its title's save (one a title)
    from firmware import layouts
    app.unit = layouts.get(g.NAME).UNIT  # what a deal is called (text id), for the pages
    if not g.history:
        # a new game: Start wrote its seats without Resume's line (_save_and_enter); the plug-in
        # now loaded, the line costs nothing to make and is written at the first idle tick
        app.progress_due = app.progress(g)
    names = seat_names(app, g.players)
    app.unload(("firmware.players",))  # the names' code: the launcher's, not needed during play
    app.seats = [(names[i], levels[i] == "human") for i in range(g.players)]
    app.hands_seen = len(g.hand_scores)
    app.last_human = None
    app.undo = None  # no move of this sitting to take back (undo.py)
    app.kinds = []  # coaching starts again for each sitting (play.due)
    # several humans at a trick game: [count, the last tricks (public), {seat: count at its
    # turn}, the count the "missed" page shows from], so that each human sees the tricks
    # finished since its last turn (issue 27 point 2)
    app.seen = [0, [], {}, 0] if len(app.humans()) > 1 and "last_trick" in g.view(None) else None
    app.next_turn()
    # the computers once the table is on the glass (issue 26: Start to the first table): their code
    # (engine_core.bots and the game's bots, ~50 ms of a 700 ms Start as .mpy on the emulated
    # board) loads after the first frame, in the same step; nothing before this asks them (a
    # computer's move, and an autoplayed one, waits for a tick: next_turn sets app.due)
    # (none for a game already over, a resume at its end: next_turn showed the end and freed them,
    # game_end.py; undo and Play again make new ones)
    # (their first look at the game is the first idle tick's, app.py _observe: the views they see
    # are made once this step's garbage -- the replay's, the table's first draw -- is collected, not
    # beside it: that look was a resume's heap peak, issue 24; a move applied or chosen before
    # then shows it them first, as any move left for them to see)
    if not g.is_over():
        from firmware.computers import Computers
        app.computers = Computers(g, levels, (g.seed or 0) + 1, app.b, False)
        app.unload(("engine_core.bots",))  # make_bot: the bots are made (their modules stay, app.py _HELD)
        app.observe_due = True


def seat_names(app, n):
    """The first n names of the table (launcher's names list, or the presets)."""
    from firmware.players import load_names
    if app.names is None:
        app.names = load_names(app.b.storage)
    return app.names[:n]
