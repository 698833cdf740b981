"""The App's code used off the table (firmware/app.py's App methods call these, menu() for
App.list; `app.save_settings()`, `app._load_settings()`, `app.leave_game()`: App.__getattr__ calls
the function of that name here with the app): making the app (init), the settings file, the
launcher's and the pages' menus, leaving a game.  A module of its own, dropped with the pages and
the launcher (app.py _HELD): the app's module, held through the whole game, keeps none of this
code (nor of entering a game: app_start.py).  It imports no app.py: what it needs of
the kernel comes with the app object."""
import gc

from firmware import save
from firmware import texts as T

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# index 11 is skin (Auf der Hut's faces; it was a second mid grey, unused)
_PALETTE = (0x0000, 0xFFFF, 0xFFE0, 0x07E0, 0xF800, 0x041F, 0x7BEF, 0x39E7,
            0xFD20, 0x07FF, 0xF81F, 0xFD8C, 0x0400, 0x8000, 0x2104, 0xC618)

# bytes allocated between automatic collections (App.__init__: init below; the app also collects
# at the end of each step).  Each step up saves CPU per key press and costs heap; the budget is under 128 KiB
# for every game with 2 KiB kept for the measure's noise (<= 126).  Measured 2026-11-24 (key press
# to its frame p95 on the emulated board, tools/emu/keyprof.py --presses 40 --bare --threshold N;
# Bargain Hunt 4p, the tightest, whole app as .mpy on the 32-bit port, the max of tools/
# heap_peak.py --app's segment and board runs): 4 KiB Bob's Hat 49.4 / Bargain Hunt 53.6 /
# Baptistenskat 34.2 / Auf der Hut 48.1 ms; 8 KiB 40.6 / 44.1 / 27.3 / 39.6 ms, 123.5 KiB;
# 12 KiB 35.5 / 40.1 / 25.0 / 37.4 ms, 127.0 KiB (over); 16 KiB 35.1 / 39.1 / 25.1 / 36.8 ms.
_GC_EVERY = const(8192)
# A heap with room to spare at the first frame -- the RP2040 boards' frozen app, whose code is not
# heap: ~180 KiB free during play -- collects every 32 KiB instead: a move's frame allocates 5-10
# KiB (issue 25), which at 8 KiB often held an automatic collection (5-16 ms on the RP2040) before
# the frame was out; the step's own collection after the frame stays.  The app as .mpy (its
# code on the heap: the figures above, tools/heap_peak.py, which tries heaps up to ~130 KiB and
# more) has far less free and keeps 8 KiB.
_GC_ROOMY = const(32768)
_ROOMY_FREE = const(131072)  # bytes free at the first frame from which the heap counts as roomy
TIMEOUT_DEFAULT = const(300)  # s: a memory game needs long looks (issue 14 point 16)


def init(app, board):
    """App.__init__: the board's facts, the settings, the saved game's folder; the launcher's menu
    (or straight into the saved game after a reset-to-launch)."""
    app.b = board
    app.saves = board.storage  # the saves' folder: the storage, or a folder of it (savedir.py)
    app.slot = None  # the prefix of the save of the game being played (save.slot: one a title)
    sub = getattr(board, "saves", "")
    from firmware import save_read
    from firmware.app_start import RELAUNCH
    S = save_read.S
    names = left = None
    if S._exists(board.storage + RELAUNCH) and (not sub or S._is_dir(board.storage + sub[:-1])):
        # a reset into the saved game (app_start.relaunch): the launcher that asked for it made the
        # saves' folder and moved an older save in at its own start, moments ago; savedir's code
        # and its looks (~20 ms of Start as .mpy on the emulated board) are not needed again
        app.saves = board.storage + sub
    else:
        from firmware import savedir
        savedir.left = False
        if sub:
            app.saves = savedir.folder(board.storage, sub)
        # an older version's single save, moved to its title's slot
        left = savedir.left  # a second save, an older version's, left aside (savedir.py)
        # one listing of the saves' folder answers every look for a save's file at this start (the
        # older save's move, each title's heal, the menu's first Resume lines): save_read.listdir
        names = save_read.listdir(app.saves)
        if not savedir.slots(app.saves, names):
            names = save_read.listdir(app.saves)  # an older save moved in: listed again
        left = left or savedir.left
        app.unload(("firmware.savedir",))
    app.fb = board.fb
    app.mono = board.mono
    if not board.mono:  # the screen's texts in native code where it loads (font.bind)
        from firmware import font
        font.bind(board.fb, board.width, board.height)
    app.w = board.width
    app.h = board.height
    # line height; a square 240x240 panel has room for text twice as tall (6x16 glyphs)
    app.sy = 2 if board.height >= 200 else 1
    app.lh = 8 if board.height < 100 else 8 * app.sy + 2
    app.rows = board.height // app.lh
    app.cols = board.width // 6
    # the prompt line at the bottom: 2x-tall text on colour boards (at least 12 px tall on the
    # 240x135 panels, issue 14), the 6x8 font on the mono 128x64 panel
    app.ph = 8 if board.mono else 18
    app.body_h = board.height - app.ph  # the game's table is drawn above this
    if not board.mono and board.palette is not None:
        for i in range(16):
            board.palette[i] = _PALETTE[i]
    app.lang = 0
    app.sound = True
    app.timeout = TIMEOUT_DEFAULT  # seconds idle before the screen blanks (dims at half), 0: never
    app.confirm_moves = True  # False: a complete move is played on OK, without "Confirm?"
    app.pace = 1  # the computers' pace: an index of app.py PACES (normal: 700 ms a move)
    app.autoplay = False  # True: a human's only legal move is played without a press (play.begin)
    app.hints = 1  # Hint in the game menu: 0 never, 1 with one human only, 2 always (hint.py)
    app.names = None  # the table's seat names (launcher/names.txt), loaded on demand
    _load_settings(app)
    # Teach (issue 27): "<seat> <kind>" of the kinds of prompt each seat has met in this sitting
    # (play.due; names the app has already: each new name costs for good, textpage.py says why)
    app.kinds = []
    app.stack = []
    app.set_game(None)  # and no game's words answer (texts.of_game: texts._GAME, a process's second App)
    app.seats = None  # list of (name, human)
    app.levels = None  # per seat "human" or a bot level (firmware/players.py)
    app.computers = None
    app.seen = None  # pass-and-play in a trick game: the tricks since each human's turn (handover.note)
    app.key_info = None  # what the trick table last drawn shows, for its Key (layouts/tricks.py)
    app.last_human = None
    app.undo = None  # the last move, a human's: what undo.py needs to know of it (App.apply)
    app.hands_seen = 0  # finished hands already shown on the results screen
    app.won = -1  # the move count whose trick's end last sounded (layouts/tricks.py draw)
    app.unit = None  # the game's plug-in's UNIT (set when a game is entered)
    app.due = None  # ms when a computer move is due (or, pending, the saved game's entry)
    app.pending = None  # a call due instead of a computer move (later)
    app.held = 0  # keys pressed while a call is pending, handled after it (App.handle)
    app.after = None  # a call for when the key's handler has returned (App.handle), in the same step
    app.unsaved = False  # a move applied in this step, saved once its frame is shown
    app.observe_due = False  # a move the bots have not seen yet (app.py _observe)
    app.progress_due = None  # a hand was scored: seats.txt's progress line to write
    app.idle = False  # a step left its collection (and maybe a whole save) to an idle tick (app.py)
    # the board's clock runs on across the soft reset into a game: idle time counts from now
    # (and again from the first tick), never from 0 (issue 14 point 4)
    app.now = board.ticks_ms()
    app.last_key = None
    app.dim = 0  # 0 awake, 1 dimmed, 2 blank
    app.msg = app.t(T.OLD_SAVE) if left else None  # never dropped without a word
    app.boot_note = True  # a badge's line on its drive, on the menu until the first key
    if not app._take_relaunch():
        from engine_core.games import NAMES
        for name in NAMES:  # what a cut left where nothing can be resumed (save.py), title by title
            p = save.slot(app.saves, name)
            if save_read.listed(names, p):  # a title with no file listed: nothing to heal
                save.heal(p)
        save_read._listed[0], save_read._listed[1] = app.saves, names  # the menu's first draw: the same
        app.push("menu")
    try:
        # from the first frame on (the menu's, or the saved game's table after a relaunch), collect
        # every few KiB allocated: a save or a view leaves KiBs of short-lived pieces, and collected
        # early they do not end up between long-lived objects (fragmentation).  Not before it: the
        # modules loaded up to that frame are long-lived, and as .mpy their code is heap too --
        # a collection every 8 KiB of it cost ~125 ms of a 555 ms Start on the emulated board
        # (issue 26); the heap's own collections still run when it is full.  The launcher's start
        # waits too: set at once there instead, the four games needed 127.0 / 127.5 / 122.5 /
        # 128.5 KiB, against 125.0 / 128.25 / 122.0 / 127.75 this way (tools/heap_peak.py --app)
        gc.threshold(_GC_ROOMY if gc.mem_free() > _ROOMY_FREE else _GC_EVERY)
    except AttributeError:  # CPython's gc has no threshold(bytes)
        pass


def _load_settings(app):
    try:
        with open(app.b.storage + "settings.txt") as f:
            p = f.read().split(",")
        lang = int(p[0]) & 1
        sound = p[1] == "1"
        timeout = int(p[2])
        confirm = len(p) < 4 or p[3] != "0"  # files of older versions: on
        # pace, auto-play of a forced move, hints (issue 27): files of older versions have none
        more = (1, 0, 1) if len(p) < 5 else (int(p[4]), int(p[5]), int(p[6]))
        if (timeout in (0, 30, 60, 120, 300, 600) and len(p) in (3, 4, 7) and 0 <= more[0] < len(app.PACES)
                and more[1] in (0, 1) and more[2] in (0, 1, 2)):
            app.lang, app.sound, app.timeout, app.confirm_moves = lang, sound, timeout, confirm
            app.pace, app.autoplay, app.hints = more[0], more[1] == 1, more[2]
    except Exception:  # missing or damaged: defaults
        pass
    # Settings "Coaching" (issue 27 Teach, textpage.py) and the titles finished, in coach.txt: the
    # mode (app.coach 0 off, 1 first game, 2 always), then the titles finished (app.games: their
    # record names, " "-joined)
    app.coach = 1
    app.games = ""
    try:
        with open("%scoach.txt" % app.b.storage) as f:  # (a literal this long is no qstr)
            p = f.read().split("\n")
        if p[0] in ("0", "1", "2"):
            app.coach = int(p[0])
            app.games = p[1].strip() if len(p) > 1 else ""
    except (OSError, ValueError):  # missing or damaged: coaching for first game
        pass


def save_settings(app):
    try:
        with open(app.b.storage + "settings.txt", "w") as f:
            f.write("%d,%d,%d,%d,%d,%d,%d" % (app.lang, 1 if app.sound else 0, app.timeout,
                                              1 if app.confirm_moves else 0, app.pace,
                                              1 if app.autoplay else 0, app.hints))
        with open("%scoach.txt" % app.b.storage, "w") as f:
            f.write(str(app.coach) + "\n" + app.games + "\n")
    except OSError:
        app.msg = app.t(T.SAVE_FAILED)


def menu(app, title, items, sel, foot=None):
    """A titled list with the cursor on `sel`; `foot`: lines under it (e.g. what the item
    under the cursor does)."""
    nf = len(foot) if foot else 0
    n = app.rows - 1 - nf
    top = 0 if sel < n else sel - n + 1
    # more items above or below than the screen shows: arrows at the title's end (issue 14)
    more = ("^" if top > 0 else "") + ("v" if top + n < len(items) else "")
    if more:
        room = app.cols - len(more) - 1
        app.line(0, (title if len(title) <= room else title[:room]) + " " * (room - len(title) + 1) + more)
    else:
        app.line(0, title)
    for i in range(top, min(len(items), top + n)):
        app.line(1 + i - top, items[i], i == sel)
    if nf:
        y = (app.rows - nf) * app.lh
        if app.lh > 8 * app.sy:  # a rule in the spare pixel row above the foot
            app.fb.hline(0, y - 1, app.w, app.DIM_INK)
        else:  # no spare row (128x64): a rule there would cut the last item's descenders (issue
            # 27 point 11): a bar down the foot's left edge, in the glyphs' blank first column
            app.fb.vline(0, y, nf * app.lh, app.FG_INK)
        for k in range(nf):
            app.line(app.rows - nf + k, foot[k])


def leave_game(app):
    """Back to the launcher: the game stays saved (Resume continues it), its code is dropped."""
    if app.idle:
        app.idle_work()  # what the last step left (the progress line Resume shows, a whole save)
    app._save_due()
    app.set_game(None)
    app.computers = None
    app.seen = None
    app.seats = app.levels = None
    app.due = None
    # the game's code is not the launcher's: its rules, bots, turn and pages forgotten before the
    # menu is drawn (app.py _HELD; the page whose key handler called this is freed once it returns)
    app.stack = []
    app._drop_unused()
    gc.collect()
    app.push("menu")
