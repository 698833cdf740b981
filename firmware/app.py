"""The device app: a screen stack driven by op codes (STYLE.md 11, 12).

The app's core: text, settings, the screen stack, timers, and the game's life cycle (start,
resume, a computer's move, saving).  The screens live in modules loaded when shown:
- firmware/launcher.py  menu, new-game setup, seat names, settings, rules help -- dropped from
                        memory when a game starts, so the launcher never squeezes a game;
- firmware/play.py      hand-over, play, peek, computer turn, hand results, game over, in-game menu;
- firmware/layouts/     each game's table drawn from one seat's view.
A screen is a Screen: its `name`, the cursor `sel` and the named fields declared for that name in
_SCREENS (None until set).  `draw()` calls `d_<name>(app, scr)` and `handle()` calls
`h_<name>(app, scr, op)` of the module that owns the name; `app.push("play", seat=2)` shows one.

Every play screen is drawn ONLY from game.view(seat) of the seat shown (STYLE.md 6).
"""
import gc
import sys

from firmware import font, ops, save
from firmware import texts as T

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

CPU_DELAY = const(700)  # ms between computer moves: a pace a person can follow (pace "normal")
# ms between computer moves at each pace of the settings (app.pace: slow, normal, fast, instant)
PACES = (1400, CPU_DELAY, 250, 0)
# ms after the last key or computer move from which a tick finds the player idle: the work a step
# leaves (its collection, a whole save: App.idle_work) is done then, never while a key waits for
# its frame (a key pressed meanwhile is latched by the buttons and handled next)
IDLE_MS = const(40)
# the celebrations' tunes (App.chime), a note per pair of bytes: Hz // 8, ms // 10 -- a trick won,
# a hand's end, the winner (issue 27: celebrate); bytes cost their size (STYLE.md 13)
_TUNES = (b"\xa5\x04", b"\x6e\x08\x93\x0c", b"\x62\x08\x7b\x08\x93\x08\xc4\x14")

# screen name -> "module field field ...": the module that draws and handles it, then the screen's
# named fields (besides `sel`, the cursor).  Declared here, so a misspelt field fails at once.
_SCREENS = {
    # launcher
    "menu": "launcher", "setup": "launcher game st", "names": "launcher edit", "settings": "launcher",
    "rulesmenu": "launcher", "rules": "launcher game", "ask": "launcher kind why st",
    # play (the hand-over between humans: handover.py): seat = whose screen; picked = the words chosen
    # so far; confirm = a whole action waits; hint = the action text a hint asked for (hint.py)
    "pass": "handover seat", "play": "play seat picked confirm hint", "wait": "play seat",
    # pages
    "hand": "pages", "over": "pages", "ingame": "pages seat", "lasttrick": "pages seat",
    "sheet": "pages", "chart": "pages", "grules": "pages game", "key": "pages seat",
    "missed": "play_missed seat",  # pass-and-play, a trick game: the tricks since the seat's last turn
    "buttons": "guide first",  # the button guide (guide.py); first: shown on the first start
    # the launcher's statistics (issue 27): the games; a game's names; a name's figures; clear them
    "stats": "launcher_stats", "statsgame": "launcher_stats game", "statsname": "launcher_stats game who",
    "statsclear": "launcher_stats",
}
# A game's own screens (its layout plug-in's SCREENS, firmware/layouts/__init__.py), declared the
# same way with the module "game": the game being played, texts.py _GAME (set_game), set when a
# game is entered (App._enter).
_GAME = T._GAME


def _decl(name):
    """The declaration of screen `name`: the app's, else the game plug-in's."""
    d = _SCREENS.get(name)
    if d is None and _GAME[0] is not None:
        from firmware import layouts
        d = "game " + getattr(layouts.get(_GAME[0]), "SCREENS", {})[name]
    if d is None:
        raise KeyError(name)
    return d
# Residency (STYLE.md 13), derived from the stack.  A room is a screen module (the first word of a
# _SCREENS declaration; "game": a game's own screens), a screen by its name, or "" (the game being
# played, App.game); _HELD names, for each module the screens load, the rooms that need it beside
# the kernel.  At each change of the stack (_drop_unused) a module goes from memory (unload) when no
# room on the stack needs it (during a game the launcher's menu at the bottom of the stack is a
# placeholder, never drawn): the launcher's code before a game is entered, the pages' beside a turn,
# the turn's (play.py, the game's layout plug-in, words.py) while only pages are up (the hand's
# results, the end: drawn beside the game and its bots; the turn's code loads again for the next
# turn), the game's own code when it is left.  Modules _HELD does not name (the kernel's,
# computers.py, ...) stay.  Written as constants (no table built at import: it cost ~0.9 KiB).
_R_GAME = const(1)  # the game being played: its rules and bots
_R_LAUNCHER = const(2)
_R_PLAY = const(4)
_R_PAGES = const(8)
_R_HANDOVER = const(16)
_R_MISSED = const(32)
_R_OWN = const(64)  # a game's own screens (its layout plug-in's SCREENS)
_R_LAST = const(128)
_R_STATS = const(256)  # the launcher's statistics
_RNAMES = ("", "launcher", "play", "pages", "handover", "play_missed", "game", "lasttrick", "guide",
           "launcher_stats")
# each room's mask: its bit, and those of the rooms whose modules it needs too
_RMASKS = (_R_GAME, _R_LAUNCHER, _R_PLAY, _R_PAGES, _R_HANDOVER,
           _R_MISSED | _R_PLAY,  # the tricks missed: shown beside the turn's code
           # a game's own screens use the turn's modules; a page's they load when drawn (Auf der Hut's
           # since: textpage.wrap), kept until the stack changes -- the pages' (a coached turn's
           # textpage, teach.py) are not kept beside a turn's result (issue 24: its heap peak)
           _R_OWN | _R_PLAY,
           _R_LAST,
           _R_LAUNCHER,  # the button guide (guide.py): over the launcher's menu, or its first screen
           _R_STATS | _R_LAUNCHER)  # the statistics: over the launcher's menu
_PART = const(0x400)  # a game folder's part: ".<part>" that module of every game folder (games/<g>/,
# docs/NEW_GAME.md), "." the whole folder
_PREFIX = const(0x800)  # "<prefix>*": every module whose name starts so
_HELD = (  # module, the rooms that need it
    "engine_core.bots.*", _PREFIX | _R_GAME,  # the bots' own modules (base, the games' helpers)
    "engine_core.bots", _R_PAGES,  # make_bot: bots made (Start, a resume, an undo, a hint), not played
    "engine_core.create", _R_LAUNCHER | _R_PAGES,  # a game's creation (Game.__init__: Start, resume, undo)
    ".", _PART | _R_GAME | _R_LAUNCHER,
    ".layout*", _PART | _PREFIX | _R_PLAY,
    ".texts", _PART | _R_LAUNCHER | _R_PAGES,  # the games' texts (texts.of_game)
    ".teach", _PART | _R_LAUNCHER | _R_PAGES,  # a coached or greyed turn's lines (teach.coach)
    ".refusals", _PART | _R_LAUNCHER,  # a refusal's words, a record's reader (a resume's replay)
    ".deal", _PART | _R_LAUNCHER,  # a round's deal: the game's start, a round's end, a replay
    "firmware.launcher", _R_LAUNCHER,
    "firmware.texts_launcher", _R_LAUNCHER,
    "firmware.launcher_stats", _R_STATS,
    "firmware.stats", _R_STATS,  # and loaded for a moment at a game's end (App.next_turn)
    "firmware.players", _R_LAUNCHER,
    "firmware.setup_help", _R_LAUNCHER,
    "firmware.save_read", _R_LAUNCHER,
    "firmware.words", _R_LAUNCHER | _R_PLAY | _R_HANDOVER,
    "firmware.rulebook", _R_LAUNCHER | _R_PAGES,
    "firmware.textpage", _R_LAUNCHER | _R_PAGES,
    "firmware.teach", _R_LAUNCHER | _R_PAGES,  # a coached turn's text, a greyed choice's reason
    "firmware.texts_more", _R_LAUNCHER | _R_PAGES,
    "firmware.app_start", _R_LAUNCHER | _R_PAGES,
    "firmware.app_menu", _R_LAUNCHER | _R_PAGES,
    "firmware.comfort", _R_LAUNCHER | _R_PAGES,
    "firmware.guide", _R_LAUNCHER | _R_PAGES,  # the button guide (and a tip with no line of its own)
    "firmware.play", _R_PLAY,
    "firmware.layouts.cards", _R_PLAY,
    "firmware.layouts.tricks", _R_PLAY,
    "firmware.layouts.tricks_mono", _R_PLAY,
    "firmware.pages", _R_PAGES,
    "firmware.results", _R_PAGES,
    "firmware.undo", _R_PAGES,
    "firmware.hint", _R_PAGES,
    "firmware.handover", _R_HANDOVER,
    "firmware.play_missed", _R_MISSED,
    "firmware.layouts.trick_last", _R_LAST,
)


def _forget(n, kind, folders=()):
    """Drop the modules `n` names (a _HELD name of that kind); `folders`: the game folders loaded
    (_drop_unused: a game's module is loaded with its folder's package, and a package is dropped
    with its modules, so a folder not loaded has none of its parts loaded)."""
    if kind & _PART:
        for f in folders:
            if n == ".":
                _forget(f + ".*", _PREFIX)
                unload((f,))
            elif kind & _PREFIX:
                _forget(f + n, _PREFIX)
            elif f + n in sys.modules:  # (a part not loaded, the usual case, costs no call)
                unload((f + n,))
    elif kind & _PREFIX:
        p = n[:-1]
        unload([m for m in sys.modules if m.startswith(p)])
    else:
        unload((n,))


# theme: palette indexes (colour boards; the colours: app_menu.py _PALETTE); mono uses 0/1
BG = const(0)
FG = const(1)
HI = const(2)
DIM = const(6)
PANEL = const(14)

# bytes allocated between automatic collections: app_menu.py _GC_EVERY (set by App.__init__); the
# settings' defaults (TIMEOUT_DEFAULT): app_menu.py; the relaunch flag (RELAUNCH): app_start.py


def unload(names):
    """Forget the modules `names` (full dotted names) so the collector can free their code: the
    entry in sys.modules AND the attribute an import sets on the parent package (firmware.pages
    stays reachable as `firmware.pages` otherwise: ~9 KiB kept after the first hand's results)."""
    for m in names:
        if m in sys.modules:
            del sys.modules[m]
            k = m.rfind(".")
            pkg = sys.modules.get(m[:k])
            if pkg is not None and hasattr(pkg, m[k + 1:]):
                delattr(pkg, m[k + 1:])


class Screen:
    """One screen on the stack: `name`, `sel` (the cursor, or a page's first line) and the fields
    _SCREENS declares for the name.  A plain instance: a few dozen bytes, a handful on the stack."""

    def __init__(self, name, kw):
        fields = _decl(name).split()
        self.name = name
        self.sel = 0
        for f in fields[1:]:
            setattr(self, f, None)
        for k in kw:
            if k != "sel" and k not in fields[1:]:
                raise AttributeError("screen %s has no field %s" % (name, k))
            setattr(self, k, kw[k])

    def __repr__(self):
        return "<%s>" % self.name


# The collections a step makes after its frame (handle, tick, _save_due): they keep a board's GC
# heap unfragmented and the next key press free of an automatic collection.  On CPython (the
# simulator, the tests) there is no such heap, and a full collection of a big process costs tens of
# ms a step, so there they do nothing; the frames are the same either way.
_collect = (lambda: None) if sys.implementation.name == "cpython" else gc.collect


class App:
    # what the kernel's code loaded on demand (app_menu.py, app_start.py) takes from it through the
    # app object (they import no app.py: no circle)
    PACES = PACES
    DIM_INK = DIM  # (DIM itself is a const: inlined, no attribute)
    FG_INK = FG
    unload = staticmethod(unload)

    def __init__(self, board):
        # the whole frame's fill of every draw: a board's own where it has one (drivers/st7789.py),
        # taken once here, not looked up on the board each draw
        self.clear = getattr(board, "clear", None) or board.fb.fill
        from firmware import app_menu  # dropped with the launcher (and the pages)
        app_menu.init(self, board)

    # --- text ---------------------------------------------------------------
    def t(self, i):
        """UI text `i` (firmware/texts.py) in the app's language."""
        return T.get(i, self.lang)

    # --- what a turn never runs ----------------------------------------------
    def __getattr__(self, n):
        """The App's methods a turn never runs, from the kernel's modules loaded on demand and
        dropped with the pages and the launcher (_HELD), so their code is not resident during
        play: entering a game (app_start.py) and the settings' file and leaving a game
        (app_menu.py), by the table below; `app.start_game(g, levels)` calls
        app_start.start_game(app, g, levels).  Any other name the App does not hold (a setting
        asked with a default, getattr(app, "coach", 0)) is an AttributeError, with nothing loaded."""
        for m, names in (("app_start", ("start_game", "play_again", "relaunch", "_take_relaunch", "resume",
                                        "_enter", "seat_names")),
                         ("app_menu", ("_load_settings", "save_settings", "leave_game"))):
            if n in names:
                f = getattr(__import__("firmware." + m, None, None, ("x",)), n)
                return lambda *a: f(self, *a)
        raise AttributeError(n)

    # --- stack --------------------------------------------------------------
    def push(self, name, **fields):
        self.stack.append(Screen(name, fields))
        self.draw()

    # A new stack (replace, back, home) in a key's handler is drawn once the handler has returned
    # (handle: after): its module and what its frames hold are then no longer alive beside the
    # screen's code and drawing (issue 24: the heap's peaks), in the same step, the same frame.
    def replace(self, name, **fields):
        self.stack[-1] = Screen(name, fields)
        self._drop_unused()
        if self.after == 0:
            self.after = self.draw
        else:
            self.draw()

    def back(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self._drop_unused()
        if self.after == 0:
            self.after = self.draw
        else:
            self.draw()

    def _drop_unused(self):
        """Drop the modules no screen on the stack needs (_HELD)."""
        st = self.stack
        mask = 0
        if self.game is not None:  # the game's room; the launcher's menu below it is a placeholder
            mask = _RMASKS[0]
            st = st[1:]
        for scr in st:
            d = _decl(scr.name)
            k = d.find(" ")
            mask |= _RMASKS[_RNAMES.index(d if k < 0 else d[:k])]
            if scr.name in _RNAMES:  # a screen with a room of its own
                mask |= _RMASKS[_RNAMES.index(scr.name)]
        mods = sys.modules
        from engine_core.games import GAMES
        # the game folders loaded, asked once (the play path loads one: the other games' parts,
        # each asked by a name made for it, cost ~3 ms of a turn's first frame on the RP2040)
        folders = []
        for g in GAMES:
            if g[1] in mods:
                folders.append(g[1])
        for i in range(0, len(_HELD), 2):
            kind = _HELD[i + 1]
            # (a module not loaded, the usual case, costs no call: this runs at each turn's start)
            if not kind & mask and (kind & _PREFIX or (folders if kind & _PART else _HELD[i] in mods)):
                _forget(_HELD[i], kind, folders)

    def home(self, name, **fields):
        """Start a new stack: the menu below screen `name` (BACK from a game screen never leaves
        the game by accident: the play screens handle BACK themselves)."""
        self.stack = [Screen("menu", {}), Screen(name, fields)]
        self._drop_unused()
        if self.after == 0:  # in a key's handler: drawn once it has returned (see replace)
            self.after = self.draw
        else:
            self.draw()

    # --- timers -------------------------------------------------------------
    def busy(self):
        return self.due is not None

    def tick(self, now_ms):
        self.now = now_ms
        if self.last_key is None:
            self.last_key = now_ms
        if self.timeout and self.dim < 2:
            idle = now_ms - self.last_key
            if idle > self.timeout * 1000:
                self.dim = 2
                self.b.set_backlight(0)
            elif idle > self.timeout * 500 and self.dim == 0:
                self.dim = 1
                self.b.set_backlight(20)
        if self.due is not None and now_ms >= self.due:
            if self.pending is None and self.stack and self.stack[-1].name != "wait":
                # a computer's move waits while a page is over its table (undo: pages.py); what
                # the last step left (a collection, a whole save, seats.txt's line) is done
                # meanwhile, so the move comes at the first tick after the page closes
                if self.idle and now_ms - self.last_key >= IDLE_MS:
                    self._idle()
                return
            g = self.game
            if self.idle and g is not None and self.pending is None and (
                    self.observe_due or self.progress_due or save.whole_due(self.slot, g)):
                # computer moves back to back leave no idle tick: the bots' look at the last move,
                # then the whole save (and seats.txt's line) the last step left are ticks of their
                # own, the move the next tick's -- never two of them in one step (issue 26: whole step)
                self._idle()
                return
            self.due = None
            fn = self.pending
            if fn is None:
                # a computer's move: chosen, applied and saved in this tick, drawn at the next
                # (cpu_move: later) -- its journal line, and on real flash now and then an erase
                # (~45 ms), out of the step that shows it (issue 26: whole step), and no move is
                # ever on the glass before it is on the flash: a power cut loses none the player
                # saw (a computer's move is not replayed from the record: a resume makes its bots
                # anew, their memory and random draws start again, and may choose another)
                self.cpu_move()
                self._save_due()
                _collect()  # the move is drawn in a tidy heap, with no collection first
                self.idle = False
                return
            self.pending = None
            if self.idle:
                # what the step before left (the page's or the launcher's code, dropped from
                # sys.modules) collected before fn loads the turn's: else, still in the heap when
                # the table's first draw loads its layout beside its view, it was that draw's peak
                # (issue 24: Bargain Hunt's run just under its figure failed there)
                _collect()
            fn()
            self._save_due()
            self.idle = True  # the step is done: see handle()
            while self.held and self.pending is None:  # the keys that came meanwhile (handle)
                h = self.held
                self.held = h >> 7 << 4 | (h & 15) - 1
                self.handle(h >> 4 & 7)
        elif self.idle and self.pending is None and now_ms - self.last_key >= IDLE_MS:
            self._idle()

    # --- input --------------------------------------------------------------
    def handle(self, op):
        if self.pending is not None:
            # a call waits for the next tick (later: the game entered, the turn after a page (a
            # game's end among them), a forced move's beat): the key is held and handled right after it,
            # in order (tick; issue 26: no tap is lost).  The held keys are one small int: their
            # count in the low 4 bits, then their op codes (1-6) of 3 bits each, the oldest
            # lowest: no allocation per key; 9 at most
            h = self.held
            n = h & 15
            if n < 9:
                self.held = h + (op << (4 + 3 * n)) + 1
            return
        self.last_key = self.now
        if self.game is not None:
            self.msg = None  # a notice over the game (draw) goes with the next key
        if self.dim:
            self.dim = 0
            self.b.set_backlight(100)
            return  # the waking key is swallowed
        if self.sound:
            self.b.beep(2000, 10)
        scr = self.stack[-1]
        self.after = 0  # a handler runs: a new stack's draw waits for its return (replace, home)
        try:
            getattr(self._mod(scr.name), "h_" + scr.name)(self, scr, op)
        finally:
            fn = self.after
            self.after = scr = None
        if fn:  # work the handler left for when its module is no longer on the call stack
            fn()  # (app_start.start_game: the launcher freed first; a new stack's draw)
        self._save_due()
        # the step is done, its frame shown and its move saved: collect at the next idle tick,
        # while the player looks, so that the next key press starts with a whole _GC_EVERY to
        # allocate before the automatic collection interrupts it (a cursor move then never waits
        # for one), and the step itself ends sooner (issue 26: whole step)
        self.idle = True

    def _idle(self):
        """An idle tick's work, a turn of the loop each: the bots' look at the last move (_observe)
        and a collection (the next key then starts in a tidy heap), the whole save and seats.txt's
        line, if due, at the next tick; else idle_work."""
        if self.observe_due:
            self._observe()
            _collect()
            g = self.game
            if not self.progress_due and (g is None or not save.whole_due(self.slot, g)):
                self.idle = False  # nothing left for the next tick
            return
        self.idle_work()

    def _observe(self):
        """The last move shown to the bots, if a step left that (_save_due): done before the next
        move is applied or chosen (apply, cpu_move), else at the first idle tick (_idle), so that
        every bot sees every move, in order, as before -- but not in the move's own step (issue 26:
        whole step; ~20 ms a move with four bots on the emulated M3, ~40 on the RP2040)."""
        if self.observe_due:
            self.observe_due = False
            if self.computers is not None and self.game is not None:
                self.computers.observe(self.game)

    def idle_work(self):
        """What steps leave for a tick when nobody waits (IDLE_MS): their collection, and the whole
        save a scored hand or a long journal calls for (save.update's `later`, save.whole_due),
        which costs a new file, a rename or two and on real flash an erase or more (~45 ms each):
        the move itself was saved in its step, as a journal line; and seats.txt's progress line
        after a scored hand (Resume's "hand k of n").  (The bots' look at the last move first, if
        still due: the ticks give it a turn of its own, _idle.)"""
        self._observe()
        self.idle = False
        _collect()
        g = self.game
        if g is not None and getattr(self.b, "writable", True) is not False and save.whole_due(self.slot, g):
            # a part of it a tick (save.write_part: five, each a littlefs commit or the CRC), and
            # seats.txt's line at the tick after the last: no tick holds them all (issue 26: whole
            # step, max 120 ms; the whole save was 145-290 ms of one tick on the emulated M3)
            self.idle = True
            try:
                done = save.write_part(self.slot, g)
            except (OSError, MemoryError) as e:  # the game plays on; its journal holds the moves
                gc.collect()
                self.msg = self.save_failed(e)
                self.draw()
                done = None  # tried again after the next step, not at every tick
            _collect()
            if done is False or done and self.progress_due:
                return
            self.idle = False
        if self.progress_due and g is not None:
            info = self.progress_due
            self.progress_due = None
            try:  # Resume names the hand/round being played (launcher); the game is safe without
                save.write_seats(self.slot, self.levels, info)
            except OSError:
                pass

    def _mod(self, name):
        s = _decl(name)
        k = s.find(" ")
        m = s if k < 0 else s[:k]
        if m == "game":  # a game's own screen: its layout plug-in (or the module it names) draws
            from firmware import layouts  # and handles it
            lay = layouts.get(self.game.NAME)
            sm = getattr(lay, "SCREENS_MODULE", None)
            if sm:
                from engine_core.games import part
                return part(self.game.NAME, sm)
            return lay
        # sys.modules' own once loaded: an import of a dotted name looks the package up again by
        # a name made for it (each frame draws and each key handles through here: issue 25)
        n = "firmware." + m
        mod = sys.modules.get(n)
        return __import__(n, None, None, ("x",)) if mod is None else mod

    # --- drawing ------------------------------------------------------------
    def line(self, row, s, hi=False, fg=FG):
        """Text row `row`: `s` in ink `fg`, or on the highlight bar (hi) in the background's."""
        y = row * self.lh
        if hi:
            self.fb.fill_rect(0, y, self.w, self.lh, FG if self.mono else HI)
            fg = BG
        if len(s) > self.cols:
            self.cut(s)
        font.text(self.fb, s[: self.cols], 0, y + (self.lh - 8 * self.sy) // 2, fg, self.mono, 1, self.sy)

    def text(self, s, x, y, c=FG, sx=1, sy=1):
        return font.text(self.fb, s, x, y, c, self.mono, sx, sy)

    def fit(self, s, x, y, w, c=FG, sizes=((1, 1),)):
        """Draw s at (x, y) in the first of `sizes` ((sx, sy) glyph scales, largest first) whose
        width fits w pixels; if none does, the smallest, cut to w (a cut the text-fits test sees).
        Returns the (sx, sy) used."""
        for sx, sy in sizes:
            if 6 * sx * len(s) <= w:
                font.text(self.fb, s, x, y, c, self.mono, sx, sy)
                return sx, sy
        sx, sy = sizes[-1]
        self.cut(s)
        font.text(self.fb, s[: max(0, w // (6 * sx))], x, y, c, self.mono, sx, sy)
        return sx, sy

    @staticmethod
    def cut(s):
        """A text that did not fit its box: recorded when a test watches (font.cuts)."""
        if font.cuts is not None:
            font.cuts.append(s)

    def prompt(self, s, hi=True):
        """The prompt line at the bottom, as large as it fits (2x2, 1x2, then 1x1)."""
        y = self.body_h
        if hi:
            self.fb.fill_rect(0, y, self.w, self.ph, FG if self.mono else HI)
        c = BG if hi else FG
        if self.mono:
            self.fit(s, 0, y, self.w, c)
            return
        self.fit(s, 2, y + 1, self.w - 4, c, ((2, 2), (1, 2)))

    def draw(self):
        self.clear(BG)
        scr = self.stack[-1]
        getattr(self._mod(scr.name), "d_" + scr.name)(self, scr)
        if self.msg and self.game is not None:
            # a notice during a game (save failed, backup used): over the top line until a key
            self.line(0, self.msg, True)
        self.b.show()

    def list(self, title, items, sel, foot=None):
        """A titled list with the cursor on `sel`; `foot`: lines under it (e.g. what the item
        under the cursor does): the launcher's and the pages' menus (app_menu.py)."""
        from firmware import app_menu  # dropped with the launcher and the pages
        app_menu.menu(self, title, items, sel, foot)

    @staticmethod
    def move(scr, op, n):
        if op in (ops.NEXT, ops.DOWN):
            scr.sel = (scr.sel + 1) % n
        elif op in (ops.PREV, ops.UP):
            scr.sel = (scr.sel - 1) % n

    # --- the game's life cycle ------------------------------------------------
    def new_seed(self):
        return (self.now * 7919 + 12345) & 0x3FFFFFFF

    def resume_later(self):
        """Drop the launcher and enter the saved game at the next tick (busy() until then; keys
        meanwhile are handled after it: handle): by then the launcher's key handler has returned, and its code and
        everything its frames held (the game it created) are freed before the game is loaded."""
        self.stack = []
        self.release_launcher()
        self.later(self.resume)

    def later(self, fn):
        """Call fn() at the next tick, after the key handler on the call stack has returned (its
        module then no longer held by a frame); busy() until then, keys meanwhile wait for it (handle)."""
        self.pending = fn
        self.due = self.now

    def release_launcher(self):
        """With the stack empty and no game: everything the screens loaded is dropped (_HELD)."""
        self._drop_unused()
        self.names = None
        gc.collect()

    def set_game(self, g):
        """The game being played (None: none); its own screens are declared while it is (_decl)."""
        self.game = g
        _GAME[0] = None if g is None else g.NAME
        # the text row a 128x64 coaching tip leaves in view (textpage.line), set by the table's
        # draw (the acting seat's line: layouts/tricks_mono.py), else None
        self.row = None

    def save_game(self):
        if getattr(self.b, "writable", True) is False:
            # a badge whose drive is the computer's (the launcher says so): no attempt, no
            # "Save failed" after every move -- once, over the game
            if self.boot_note is not None:
                self.boot_note = None
                self.msg = self.t(T.SAVING_OFF)
            return
        try:
            # the move appended to the journal (the whole write a hand's start calls for: at the
            # next idle tick, idle_work)
            save.update(self.slot, self.game, True)
        except (OSError, MemoryError) as e:  # the game plays on; the last good save stays on flash
            gc.collect()
            self.msg = self.save_failed(e)

    def save_failed(self, e):
        """What to tell the player when saving failed: the reason save.py gives, if any."""
        why = e.args[0] if e.args and isinstance(e.args[0], str) else None
        if why is None and e.args and e.args[0] == 28:  # ENOSPC
            why = self.t(T.FLASH_FULL)
        return self.t(T.SAVE_FAILED) + (": " + why if why else "")

    def humans(self):
        return [i for i in range(len(self.seats)) if self.seats[i][1]]

    def apply(self, a, seat):
        """Apply a human's or a computer's action.  The bots see it and it is saved at the end of
        the same step (_save_due): a human's once its frame is on the screen (the player sees the
        move ~30-40 ms sooner on a board, and a power cut in between loses only that move, as a cut
        during the save would); a computer's before its frame, which the next tick draws (tick,
        cpu_move).  (No bot chooses within the step that applied a move: its turn comes from a
        later tick.)"""
        self._observe()  # the move before this one, if no idle tick showed it to the bots yet
        g = self.game
        # what undo (firmware/undo.py) needs to know of a human's move, asked before it is made:
        # [moves before it, hands scored before it, does the game say it shows something hidden]
        r = getattr(g, "reveals", None) if self.seats[seat][1] else None
        self.undo = r and [len(g.history), len(g.hand_scores), r(a)]
        g.apply(a)
        self.unsaved = True
        if self.seen is not None:  # several humans at a trick game (handover.py, dropped with the pages)
            self._mod("pass").note(self, seat)  # the hand-over screen's module, by its name

    def _save_due(self):
        """The step's move saved (a human's after its frame, a computer's before: apply), and left
        for the bots to see (_observe: at the next idle tick, or before the next move); a failed
        save is shown at once (a redraw)."""
        if self.unsaved and self.game is not None:
            self.unsaved = False
            # none once the game is over (stats.record)
            self.observe_due = self.computers is not None
            self.save_game()
            if self.msg:
                self.draw()
        if self.progress_due:
            self.idle = True  # seats.txt's progress line: at the next idle tick (idle_work)

    def chime(self, k):
        """Tune k of _TUNES (0 a trick won, 1 a hand's end, 2 the winner) where sound is on; a
        board without a speaker makes none (its beep does nothing)."""
        if self.sound:
            t = _TUNES[k]
            for i in range(0, len(t), 2):
                self.b.beep(t[i] * 8, t[i + 1] * 10)

    def next_turn(self):
        g = self.game
        if self.stack and _decl(self.stack[-1].name).startswith("pages"):
            # from a page (the hand's results): the turn at the next tick, when the page's code is
            # dropped and no longer held by its key handler's frame (the turn's code loads again)
            self.stack = self.stack[:1]
            self._drop_unused()
            self.later(self.next_turn)
            return
        if len(g.hand_scores) > self.hands_seen:
            # a hand/round was just scored: its points and reasons (public) first, the last
            # hand's too before the ranking (issue 14 point 8)
            self.hands_seen = len(g.hand_scores)
            self.chime(2 if g.is_over() else 1)
            # seats.txt's progress line, written after the frame (made now: the page drops the
            # game's plug-in that progress() reads)
            self.progress_due = progress(g)
            self.home("hand")
            return
        if g.is_over():
            if self.coach == 1 and g.NAME not in self.games.split():
                # coaching for first game: this title is learnt (textpage.py; coach.txt, app_menu.py)
                self.games = (self.games + " " + g.NAME).strip()
                self.save_settings()
            # the cursor on the score sheet, not Play again: OK pressed on through the last hand
            # must not start a new game (issue 28 point 8)
            self.home("over", sel=1)
            from firmware import game_end  # the statistics (issue 27); it drops itself
            game_end.record(self)
            return
        cp = g.current_player()
        if not self.seats[cp][1]:
            # the table from the (last) human's side while the computer thinks
            seat = self.last_human if self.last_human is not None else self.humans()[0]
            self.home("wait", seat=seat)
            self.due = self.now + PACES[self.pace]
            return
        if len(self.humans()) > 1 and self.last_human != cp:
            # pass-and-play: nothing private on screen until the next player presses OK
            self.home("pass", seat=cp)
            return
        self._mod("play").begin(self, cp)  # the screens' module, by its screen's name

    def cpu_move(self):
        """A computer's move, chosen and applied; tick saves it, and the next tick shows it
        (next_turn, a call pending: keys meanwhile wait for it, App.handle)."""
        self.last_key = self.now  # the table moves: the player is watching, not idle
        self._observe()  # every bot has seen the last move before one of them chooses
        g = self.game
        cp = g.current_player()
        self.apply(self.computers.choose(g, cp), cp)
        self.later(self.next_turn)


def progress(g):
    """The game in a line for Resume (saved beside it): "<game> h|r <k> <n>" (hand/round k of
    n, in the word the game's own table uses: its plug-in's UNIT) or "<game> m <moves>" for a
    game of one long round (Auf der Hut)."""
    # the public view's hand_no and hands_total (engine_core/game.py _base_view) without making
    # the view: ~2 ms of the key that ends a hand on the emulated M3 (issue 26, its slowest press)
    k, n, _ = g.progress()
    if n > 1:
        from firmware import layouts
        tag = "h" if layouts.get(g.NAME).UNIT == T.HAND else "r"
        return "%s %s %d %d" % (g.NAME, tag, k, n)
    return "%s m %d" % (g.NAME, len(g.history))


App.progress = staticmethod(progress)  # for app_start.py (see App's first lines)
