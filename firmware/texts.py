"""The app's UI texts in English and German, one table (STYLE.md 13: memory-lean).

_T is ONE string, a line per text, "English|Deutsch"; a text's id is its line number, named by
a const below (the same order).  A tuple of strings costs several KiB of RAM loaded as .mpy; a
string costs its bytes (and nothing when frozen).  get() scans to the line (C-speed find).

The texts only the pages of a running game show (results, end, in-game menu) are in
firmware/texts_more.py, the same table with the other lines blank ("\n"), and _T holds a blank
line for each of them; the texts only the launcher and the setup show are the launcher's own
(firmware/texts_launcher.py _T, the same way), and _T holds "^\n" for each of them: _T is heap through
the whole game (a .mpy's strings are), texts_more.py only while a page is up, the launcher's
never beside a game (it is released when one starts).

To add a text: append `NAME = const(<next number>)` to the ids, its line `"English|Deutsch\n"` at
the end of _T and a blank line at the end of texts_more.py's and texts_launcher.py's _T (or the text in
one of those, blank in the other, and _T's line blank for texts_more.py or "^" for texts_launcher.py:
tests/app/mp_app_test.py checks that they pair up and that each line has both languages in one
of them).  Use it as `app.t(T.NAME)` after `from firmware import
texts as T`.  Words of the games themselves (actions, cards, options) are in firmware/words.py.
A board's .mpy files hold the ids as numbers (runtimes/text_ids.py: the names are no qstrs), so
a module names a text only as `T.NAME`, never by getattr.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

RESUME = const(0)
SETTINGS = const(1)
PLAYERS = const(2)
START = const(3)
PASS = const(4)
PRESS_OK = const(5)
CONFIRM = const(6)
GAME_OVER = const(7)
WINS = const(8)
LANG = const(9)
SOUND = const(10)
HUMAN = const(11)
CPU = const(12)
THINKING = const(13)
NO_SAVE = const(14)
ON = const(15)
OFF = const(16)
SCORES = const(17)
TIMEOUT = const(18)
RULES = const(19)
CONTINUE = const(20)
LAST_TRICK = const(21)
SHEET = const(22)
CHART = const(23)
QUIT = const(24)
HAND = const(25)
DEALER = const(26)
DEFAULT = const(27)
NONE_YET = const(28)
NAMES = const(29)
SAVE_FAILED = const(30)
PEEK_SEEN = const(31)
REMEMBER = const(32)
OK_BACK = const(33)
TRICKS = const(34)
ROUND = const(35)
TRUMP = const(36)
NO_TRUMP = const(37)
LED = const(38)
TOOK = const(39)
LEFT = const(40)
NAME = const(41)
DONE = const(42)
HIDDEN = const(43)
BACKUP = const(44)
TITLE = const(45)
FIRST = const(46)
OPTIONS = const(47)
PILES = const(48)
# the tables' figure labels (issue 14: every figure labelled), long and short forms
DEALER_L = const(49)
BID = const(50)
BID_S = const(51)
TRICKS_S = const(52)
BARGAIN = const(53)
BARGAIN_S = const(54)
PILE = const(55)
PILE_S = const(56)
ODDS = const(57)
ODDS_S = const(58)
TOOK_N = const(59)
HAT_S = const(60)
MIDDLE = const(61)
FLASH_FULL = const(62)
MOVE = const(63)
PLAY_AGAIN = const(64)
MENU = const(65)
SAVED_GAME = const(66)
REPLACE = const(67)
KEEP = const(68)
DAMAGED = const(69)
DELETE = const(70)
CONFIRM_MOVES = const(71)
NEVER = const(72)
FINAL = const(73)
CHANGE = const(74)
OK_CHANGE = const(75)
WIN = const(76)
NEW_DELETES = const(77)
# the tables' legends (issue 14: a short form is explained on its screen or one key away)
KEY = const(78)
LEADS = const(79)
TO_PLAY = const(80)
KEY_HINT = const(81)
LAST_MOVE = const(82)
OLD_SAVE = const(83)
# issue 27
TRASH = const(84)
HOOK_NOT = const(85)
NOT_N = const(86)
HOOK_N = const(87)
GAME_MENU = const(88)
OK_MENU = const(89)
OK_NEXT_MENU = const(90)
OK_MENU_S = const(91)
KEY_COUNT = const(92)
KEY_LAST = const(93)
KEY_WON = const(94)
KEY_WON_LAST = const(95)
SINCE = const(96)
BY_LOT = const(97)
# the badge's drive (issue 28 points 10, 11): who may write it, said up front
NO_SAVES = const(98)
DRIVE_GAME = const(99)
SAVING_OFF = const(100)
DRIVE_TO_PC = const(101)
# the Key page's bid statuses (issue 27 "Track": tricks.py _track, tricks_mono.py)
KEY_MADE = const(102)
KEY_ON = const(103)
KEY_LOST = const(104)
NO_SPEAKER = const(105)  # Settings' sound line on a board without one (firmware/launcher.py)
# the statistics (issue 27, Remember): the launcher's item; its screens' texts are
# firmware/launcher_stats.py's own
STATS = const(106)

_T = (
    "^\n"  # RESUME: texts_launcher.py
    "^\n"  # SETTINGS: texts_launcher.py
    "^\n"  # PLAYERS: texts_launcher.py
    "^\n"  # START: texts_launcher.py
    "Pass to|Weitergeben an\n"
    "press OK|OK drücken\n"
    "^\n"  # CONFIRM: texts_launcher.py
    "^\n"  # GAME_OVER: texts_launcher.py
    "\n"  # WINS: texts_more.py
    "^\n"  # LANG: texts_launcher.py
    "^\n"  # SOUND: texts_launcher.py
    "^\n"  # HUMAN: texts_launcher.py
    "^\n"  # CPU: texts_launcher.py
    "thinking...|denkt nach...\n"
    "Save unreadable|Spielstand defekt\n"
    "^\n"  # ON: texts_launcher.py
    "^\n"  # OFF: texts_launcher.py
    "Scores|Punkte\n"
    "^\n"  # TIMEOUT: texts_launcher.py
    "\n"  # RULES: texts_more.py
    "\n"  # CONTINUE: texts_more.py
    "Last trick|Letzter Stich\n"
    "\n"  # SHEET: texts_more.py
    "\n"  # CHART: texts_more.py
    "\n"  # QUIT: texts_more.py
    "Hand|Runde\n"
    "^\n"  # DEALER: texts_launcher.py
    "^\n"  # DEFAULT: texts_launcher.py
    "none yet|noch keiner\n"
    "^\n"  # NAMES: texts_launcher.py
    "Save failed|Speichern fehlgeschl.\n"
    "You peeked|Du hast geschaut\n"
    "Remember it!|Merk es dir!\n"
    "OK=yes BACK=no|OK=ja BACK=nein\n"
    "tricks|Stiche\n"
    "Round|Runde\n"
    "Trump|Trumpf\n"
    "no trump|kein Trumpf\n"
    "^\n"  # LED: texts_launcher.py
    "takes|nimmt\n"
    "^\n"  # LEFT: texts_launcher.py
    "^\n"  # NAME: texts_launcher.py
    "^\n"  # DONE: texts_launcher.py
    "^\n"  # HIDDEN: texts_launcher.py
    "Backup used|Sicherung benutzt\n"
    "^\n"  # TITLE: texts_launcher.py
    "^\n"  # FIRST: texts_launcher.py
    "^\n"  # OPTIONS: texts_launcher.py
    "Piles|Stapel\n"
    "dealer|Geber\n"
    "bid|Gebot\n"
    "b|Gb\n"
    "tr|St\n"
    "bargain|Schnäppchen\n"
    "barg|Schn\n"
    "pile|Stapel\n"
    "p|St\n"
    "odds-and-ends|Krimskrams\n"
    "odds|Kram\n"
    "took|nahm\n"
    "Hat|Hut\n"
    "middle|Mitte\n"
    "flash full|Speicher voll\n"
    "^\n"  # MOVE: texts_launcher.py
    "\n"  # PLAY_AGAIN: texts_more.py
    "\n"  # MENU: texts_more.py
    "^\n"  # SAVED_GAME: texts_launcher.py
    "^\n"  # REPLACE: texts_launcher.py
    "^\n"  # KEEP: texts_launcher.py
    "^\n"  # DAMAGED: texts_launcher.py
    "^\n"  # DELETE: texts_launcher.py
    "^\n"  # CONFIRM_MOVES: texts_launcher.py
    "^\n"  # NEVER: texts_launcher.py
    "\n"  # FINAL: texts_more.py
    "^\n"  # CHANGE: texts_launcher.py
    "^\n"  # OK_CHANGE: texts_launcher.py
    "\n"  # WIN: texts_more.py
    "^\n"  # NEW_DELETES: texts_launcher.py
    "\n"  # KEY: texts_more.py
    "\n"  # LEADS: texts_more.py
    "\n"  # TO_PLAY: texts_more.py
    "UP: key|UP: Legende\n"
    "Last move|Letzter Zug\n"
    "Older save kept aside|Alter Stand beiseite\n"
    "trash|Müll\n"
    "not %d (sum = cards)|nicht %d (Summe = Karten)\n"
    "not %d|nicht %d\n"
    "not %d (hook)|nicht %d (Haken)\n"
    "\n"  # GAME_MENU: texts_more.py
    "OK: go  BACK: menu|OK: los  BACK: Menü\n"
    "\n"  # OK_NEXT_MENU: texts_more.py
    "\n"  # OK_MENU_S: texts_more.py
    "\n"  # KEY_COUNT: texts_more.py
    "\n"  # KEY_LAST: texts_more.py
    "\n"  # KEY_WON: texts_more.py
    "\n"  # KEY_WON_LAST: texts_more.py
    "\n"  # SINCE: texts_more.py
    "^\n"  # BY_LOT: texts_launcher.py
    "^\n"  # NO_SAVES: texts_launcher.py
    "^\n"  # DRIVE_GAME: texts_launcher.py
    "Saving off|Speichern aus\n"
    "^\n"  # DRIVE_TO_PC: texts_launcher.py
    "\n"  # KEY_MADE: texts_more.py
    "\n"  # KEY_ON: texts_more.py
    "\n"  # KEY_LOST: texts_more.py
    "^\n"  # NO_SPEAKER: texts_launcher.py
    "^\n"  # STATS: texts_launcher.py
)


# The table as bytes: on MicroPython str.encode() shares the str's data (a 16-byte header, no
# copy).  A str holding non-ASCII text (the umlauts) is indexed by walking its UTF-8 from the start
# (MicroPython has no ASCII fast path), so each find/slice at a position costs O(position) and a
# find loop over the lines cost O(id * length): 6 ms per text on the emulated board.  Bytes are
# indexed directly; the lines' start offsets are found once, on the first get().
_B = _T.encode()
_OFF = None


def index(b):
    """Where each line of the table b ("English|Deutsch\n" lines, the last one ended by "\n"
    too) starts, 2 bytes a line, then one past the end.  Built once per table."""
    n = b.count(b"\n")
    off = bytearray(2 * (n + 1))
    a = 0
    for i in range(n + 1):
        off[2 * i] = a & 0xFF
        off[2 * i + 1] = a >> 8
        a = b.find(b"\n", a) + 1
    return off


def line(b, off, i, lang):
    """Line i of the table b (its index `off`) in language `lang` (0 English, 1 German)."""
    a = off[2 * i] | off[2 * i + 1] << 8
    e = off[2 * i + 2] | off[2 * i + 3] << 8
    k = b.find(b"|", a, e)  # one slice and its str: a text is fetched many times per frame
    return (b[k + 1:e - 1] if lang else b[a:k]).decode()


def get(i, lang):
    """Text `i` (an id above) in language `lang` (0 English, 1 German): from _T, or from
    texts_more.py where _T's line is blank, from texts_launcher.py's _T where it is "^"."""
    global _OFF
    if _OFF is None:
        _OFF = index(_B)
    n = (_OFF[2 * i + 2] | _OFF[2 * i + 3] << 8) - (_OFF[2 * i] | _OFF[2 * i + 1] << 8)
    if n <= 2:  # "\n": a page's text, "^\n": the launcher's
        if n == 1:
            from firmware import texts_more as m  # dropped with the launcher and the pages (app.py)
        else:
            from firmware import texts_launcher as m  # held with the launcher (app.py _HELD)
        if m._OFF is None:
            m._OFF = index(m._B)
        return line(m._B, m._OFF, i, lang)
    return line(_B, _OFF, i, lang)


def find(table, w, lang):
    """Column 1 + lang of the line of `table` ("key|English|Deutsch" lines) whose key is w, or
    None.  Searched as bytes: on MicroPython a str with umlauts is indexed by walking it from the
    start, and str.encode() shares the str's data (no copy)."""
    t = table.encode()
    key = w.encode() + b"|"
    if t.startswith(key):
        i = 0
    else:
        i = t.find(b"\n" + key)
        if i < 0:
            return None
        i += 1
    # only the column asked for is decoded (a word is looked up many times per frame)
    i += len(key)
    j = t.find(b"\n", i)
    if j < 0:
        j = len(t)
    k = t.find(b"|", i, j)
    return (t[k + 1:j] if lang else t[i:k]).decode()


# The game being played, by its name (None: none), set by the kernel (app.py set_game, _decl):
# of_game answers from its folder only.  Kept here, below the kernel, so that the texts never
# reach up into the app for it.
_GAME = [None]


def of_game(attr, w, lang, name=None):
    """Key w in the table `attr` of a loaded game's folder, or None: each game's own words live in
    its folder (docs/NEW_GAME.md) and are looked up only while the game is loaded.  WORDS is in the
    package (games/<g>/__init__.py, loaded through the game); LABELS and HELP, shown off the table,
    in its texts module (games/<g>/texts.py), imported here for the look-up and dropped by the app
    with the pages or the launcher that showed them (app.py _HELD ".texts").  The game `name`
    asked for, else the game being played (_GAME, set by the kernel: app.py set_game): only its
    folder answers, another game's package still loaded (a launcher's page, a test) never lends it
    a word (Bob's Hat's bid tip on Baptistenskat)."""
    import sys

    from engine_core.games import GAMES
    a = name or _GAME[0]  # the game asked for, else the one being played: its words only
    for g in GAMES:
        if a and g[0] != a:
            continue
        m = sys.modules.get(g[1])
        if m is None:
            continue
        t = getattr(m, attr, None)
        if t is None and attr != "WORDS":
            try:
                t = getattr(__import__(g[1] + ".texts", None, None, ("x",)), attr, None)
            except ImportError:  # a folder without one
                t = None
        if t:
            r = find(t, w, lang)
            if r is not None:
                return r
    return None
