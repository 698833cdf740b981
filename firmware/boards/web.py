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
The worker drives the app as firmware/main.py does on a board (poll -> handle -> tick), one
`step()` per key or clock tick, so the page never waits on the app.  Saves go to /flash/ in the
port's in-memory filesystem; the worker mirrors that directory to the browser's storage after
every step and writes it back before the app starts (the save protocol itself is unchanged).
"""
import binascii

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
    def __init__(self, name, w, h, mono):
        import webhost  # type: ignore[import-not-found]  # provided by web/worker.js
        super().__init__(name, w, h, mono)
        self.host = webhost
        self.storage = STORAGE

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


def start(resume=False):
    """Make the board and the app (as firmware/main.py does on a board); with `resume`, enter the
    saved game at once.  Returns whether a computer move is due."""
    global _board, _app
    _app = None
    _board = make_board()
    from firmware.app import App
    _app = App(_board)
    if resume:
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


def export_record():
    """The saved game as its record (RECORD_FORMAT.md), JSON text: read with the app's own
    load, so a damaged save is refused exactly as Resume would.  Raises ValueError."""
    import json

    from engine_core.record import to_record
    from firmware import save
    g, err = save.load(STORAGE)
    if g is None:
        raise ValueError(err or "no save")
    return json.dumps(to_record(g))


def import_record(text, b64=False):
    """Make the record in `text` the saved game (everyone at the table plays: a record does not
    say who was a computer).  The record is replayed first; a bad one raises ValueError naming
    what is wrong and the current save stays as it was.  b64: `text` is the file's bytes in
    base64, as the page read them: decoded by RECORD_FORMAT.md's one rule for every front end
    (engine_core.record.decode: UTF-8, a leading byte-order mark allowed), as tools/replay.py
    decodes them (issue 29 point 10: the page's own decoding took UTF-16 too)."""
    import json

    from engine_core.record import replay
    from firmware import save
    if b64:
        import binascii

        from engine_core.record_bytes import decode
        text = decode(binascii.a2b_base64(text))
    try:
        rec = json.loads(text)
    except ValueError:
        raise ValueError("not JSON")
    if not isinstance(rec, dict):
        raise ValueError("not a game record (RECORD_FORMAT.md)")
    g = replay(rec)
    save.clear(STORAGE)
    save.write(STORAGE, g)
    return g.players
