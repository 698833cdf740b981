"""The browser edition (web/, `make web`): this app on the official MicroPython WebAssembly port,
inside a Web Worker.  The page is the glass and the buttons; this file is the whole board.

web/worker.js registers the JS module `webhost` before the app starts:
    webhost.profile            "name,width,height,mono" of the chosen profile (the page reads the
                               list from the board files' facts, written out by make web)
    webhost.frame(data, pal)   one shown frame: the fb bytes in hex (hexlify: this port's
                               b2a_base64 takes seconds), the 16 RGB565 palette entries
                               comma-separated ("" on mono)
    webhost.backlight(level)   set_backlight
    webhost.beep(freq, ms)     a key blip
    webhost.wallclock          1 when the page runs on the wall clock (a hard computer then gets
                               the boards' time budget, BOT_BUDGET_MS), 0 on a virtual clock
                               (?clock=N: the search never runs out, moves depend on the seed)
The worker drives the app as firmware/main.py does on a board (poll -> handle -> tick), one
`step()` per key or clock tick, so the page never waits on the app.  Saves go to /flash/ in the
port's in-memory filesystem; the worker mirrors that directory to the browser's storage after
every step and writes it back before the app starts (the save protocol itself is unchanged).
"""
import binascii
import time

from firmware.boards._hosted import HostedBoard

# Facts (firmware/boards/__init__.py lists them).  HOSTED: the page is the glass and the buttons
# and takes the size of the profile chosen there, so this is no profile of its own.
HOSTED = True
RUNTIME = "micropython"
DRIVERS = ()
BOT_BUDGET_MS = 0  # none: the page's bots move by the seed alone, as the simulator's
STORAGE = "/flash/"
SAVES = ""  # the save lies in the storage itself


class WebBoard(HostedBoard):
    BOT_BUDGET_MS = 800  # as the boards (firmware/players.py): a hard move never keeps the table waiting

    def __init__(self, name, w, h, mono):
        import webhost  # type: ignore[import-not-found]  # provided by web/worker.js
        super().__init__(name, w, h, mono)
        self.host = webhost
        self.storage = STORAGE

    def bot_clock(self):
        """The bots' clock: the real one on the wall clock; the page's virtual time otherwise
        (it stands still during a search, so the budget never cuts one short there)."""
        if getattr(self.host, "wallclock", 0):
            return time.ticks_ms()
        return self.now

    def show(self):
        pal = self.palette
        self.host.frame(binascii.hexlify(self.buf).decode(),
                        "" if pal is None else ",".join([str(c & 0xFFFF) for c in pal]))

    def beep(self, freq_hz, ms):
        self.host.beep(freq_hz, ms)

    def set_backlight(self, level):
        self.host.backlight(level)


def make_board():
    import webhost  # type: ignore[import-not-found]
    name, w, h, mono = str(webhost.profile).split(",")
    return WebBoard(name, int(w), int(h), mono == "1")


_board = None
_app = None
# the save the page's Export, and a restart with `resume`, mean when no game is being played: the
# one last imported (one saved game a title, firmware/save.py slot), else the first title saved
_last = [None]
_enter = [None]  # the save just imported: the page's next start(resume) enters it (not the game played)


def _slot():
    """The prefix of the save the page means: the game being played, the one last imported, or
    the first title with a save (None: no save at all)."""
    from firmware import save
    if _app is not None and _app.game is not None and _app.slot:
        return _app.slot
    if _last[0] is not None and save.exists(_last[0]):
        return _last[0]
    from engine_core.games import NAMES
    for name in NAMES:
        if save.exists(save.slot(STORAGE, name)):
            return save.slot(STORAGE, name)
    return None


def start(resume=False):
    """Make the board and the app (as firmware/main.py does on a board); with `resume`, enter the
    saved game at once.  Returns whether a computer move is due."""
    global _board, _app
    slot = (_enter[0] or _slot()) if resume else None  # before the app it replaces is gone
    _enter[0] = None
    _app = None
    _board = make_board()
    from firmware.app import App
    _app = App(_board)
    if slot is not None:
        _app.slot = slot
        _app.resume()
    return _app.busy()


def step(now, op):
    """One turn of firmware/main.py's loop: the clock moves to `now`, the app ticks, then the op
    (if any) is polled and handled.  Returns whether a computer move is still due."""
    board, app = _board, _app
    board.now = now
    app.tick(now)
    if op:
        board.queue.append(op)
        op = board.poll()
        if op is not None:
            app.handle(op)
    return app.busy()


_MAX_RECORD = 256 * 1024  # characters: far more than any game's record (web/page.js refuses larger files first)


def in_game():
    """Is a game being played (the page asks before it changes the screen)?"""
    return _app is not None and _app.game is not None


def bot_budget():
    """The time budget (ms) the game's computers search with on the real clock: the boards' on
    the wall clock, 0 with none (no computers, or the page's virtual clock).  The page's state."""
    import webhost  # type: ignore[import-not-found]  # provided by web/worker.js
    c = _app.computers if _app is not None else None
    if not c or not c.bots or not getattr(webhost, "wallclock", 0):
        return 0
    for s in c.bots:
        b = c.bots[s]
        return b.budget_ms if getattr(b, "clock", None) is not None else 0
    return 0


def export_record():
    """The saved game as its record (RECORD_FORMAT.md), JSON text -- the one being played, else
    the one last imported, else the first title saved (_slot): read with the app's own
    load, so a damaged save is refused exactly as Resume would; with `seats` (who sat where,
    who was a computer and at what level) from the save's seat file and the table's names.
    Raises ValueError."""
    import json

    from engine_core.record import to_record
    from firmware import save
    from firmware.players import load_names
    slot = _slot()
    if slot is None:
        raise ValueError("no save")
    g, err = save.load(slot)
    if g is None:
        raise ValueError(err or "no save")
    rec = to_record(g)
    levels = save.read_seats(slot, g.players)
    if levels is not None:
        names = load_names(STORAGE)
        rec["seats"] = [{"name": names[i] if i < len(names) else "Seat %d" % (i + 1),
                         "computer": None if levels[i] == "human" else levels[i]} for i in range(g.players)]
    return json.dumps(rec)


def _read(text, b64=False):
    """(game, levels) of the record in `text`: ValueError in a player's words when it is not one.
    b64: `text` is the file's bytes in base64, as the page read them, decoded by RECORD_FORMAT.md's
    one rule for every front end (engine_core/record_bytes.py: UTF-8, a leading byte-order mark
    allowed), as tools/replay.py decodes them (issue 29 point 10: the page's own decoding took
    UTF-16 too)."""
    import json

    from engine_core.record import RecordError, replay, seats_of
    if b64:
        import binascii

        from engine_core.record_bytes import decode
        data = binascii.a2b_base64(text.encode())  # the WebAssembly port's takes bytes, not str
        if len(data) > _MAX_RECORD:
            raise ValueError("this file is far larger than any game record")
        try:
            text = decode(data)
        except RecordError as e:
            raise ValueError("this file is not a game record (%s)" % e.msg.replace("record is ", "it is "))
    if len(text) > _MAX_RECORD:
        raise ValueError("this file is far larger than any game record")
    try:
        rec = json.loads(text)
    except (ValueError, MemoryError):
        raise ValueError("this file is not a game record (it is not JSON)")
    if not isinstance(rec, dict) or "game" not in rec or "actions" not in rec:
        raise ValueError("this file is not a game record")
    try:
        g = replay(rec)
        seats = seats_of(rec)
    except RecordError as e:
        if e.index is not None:  # "action 17 'play red3': must follow blue" -> its reason alone
            why = e.msg.split("': ", 1)[-1]
            raise ValueError("move %d of the record cannot be played here: %s" % (e.index + 1, why))
        raise ValueError("the record is damaged: %s" % e.msg)
    levels = ["human"] * g.players if seats is None else [lv for _, lv in seats]
    return g, levels


def check_record(text, b64=False):
    """What the record in `text` holds, as JSON text {game, title, players, moves, computers}, before
    anything is replaced (the page asks then); ValueError in a player's words when it is not one.
    b64: as _read."""
    import json

    from firmware import words
    g, levels = _read(text, b64)
    return json.dumps({"game": g.NAME, "title": words.title(g.NAME, 0), "players": g.players,
                       "moves": len(g.history), "over": g.is_over(),
                       "computers": [lv for lv in levels if lv != "human"]})


def import_record(text, b64=False):
    """Make the record in `text` the saved game, its computers restored from the record's
    `seats` (without them everyone at the table plays).  The record is replayed first; a bad one
    raises ValueError saying what is wrong, and the current save stays as it was.  Returns the
    number of seats.  b64: `text` is the file's bytes in base64 (_read)."""
    from firmware import save
    from firmware.app import progress
    g, levels = _read(text, b64)
    slot = save.slot(STORAGE, g.NAME)  # that title's save only: the other titles' stay
    save.clear(slot)
    save.write_seats(slot, levels, progress(g))  # the launcher's Resume line: title, how far, players
    save.write(slot, g)
    _last[0] = _enter[0] = slot
    return g.players
