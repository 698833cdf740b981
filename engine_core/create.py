"""A game's creation (engine_core/game.py `Game.__init__`, PROTOCOL.md "Creating a game"): the
players, seed, options, first dealer and deals a constructor takes, checked and kept; and the
checks every game makes of a record's action text before reading it (Game.parse_action: a replay's).
Imported for a game's creation and a record's replay only (a new game, a resume, an undo) and
dropped by the app while a game is played (firmware/app.py _HELD): no move runs this code (issue
24, heap).  It imports no game.py (game.py imports it): a refusal is returned as the message of
the SetupError or IllegalAction the caller raises.  Here too the texts' checks and an error
message's quoting (plain, one_line): every caller is on a rare path (a record read, an error).
"""

# the longest action text any game reads, with room to spare ("play yellow6 notrump high" is 25):
# a longer one is refused before it is parsed or formatted
ACTION_TEXT_MAX = 64


def checked(g, players, options, seed, first_dealer, deals):
    """Check the arguments of game g's constructor, in this order, and keep them as g.players,
    g.seed, g.options (resolved: every option, defaults filled in), g.first_dealer, g.deals.
    None, or the message of the SetupError the constructor raises, naming the field."""
    if not isinstance(players, int) or not (g.MIN_PLAYERS <= players <= g.MAX_PLAYERS):
        return "players: %s needs %d to %d players, got %r" % (g.NAME, g.MIN_PLAYERS, g.MAX_PLAYERS, players)
    g.players = players
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        return "seed: must be an integer, got %r" % (seed,)
    g.seed = seed  # None: explicit deals must cover every chance event
    given = {} if options is None else options
    if not isinstance(given, dict):
        return "options: must be an object"
    opts = {}  # every option: the value given, else the game's default
    for name, default in g.OPTIONS:
        if name in given:
            opts[name] = given[name]
        else:
            opts[name] = g._default_option(name, default)
    for k in given:
        if k not in opts:
            return "options: unknown option %r for %s" % (k, g.NAME)
    for name, _ in g.OPTIONS:
        msg = g._check_option(name, opts[name], opts)
        if msg:
            return "options: %s %s" % (name, msg)
    g.options = opts
    if first_dealer is not None:
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not (0 <= first_dealer < players):
            return "first_dealer: must be a seat 0..%d, got %r" % (players - 1, first_dealer)
    g.first_dealer = first_dealer  # as given (None = the game's default)
    if deals is not None and not isinstance(deals, list):
        return "deals: must be a list"
    g.deals = deals  # raw explicit deals (record form) or None
    return None


class NoRng:
    """Stands in for the generator of a record without a seed (Game.__init__): any chance event
    the record's deals do not cover is refused with `err` (game.py's SetupError: passed, as this
    module imports no game.py)."""

    def __init__(self, err):
        self.err = err

    def _fail(self, *args):
        raise self.err("seed: missing, and 'deals' does not cover every chance event")

    below = shuffle = next30 = _fail


def option_error(g, name, value):
    """Game._check_option's default: booleans for bool defaults, ints for int defaults; the
    message, or None when option `name` of game g may be `value`."""
    for n, d in g.OPTIONS:
        if n == name:
            if isinstance(d, bool):
                if not isinstance(value, bool):
                    return "must be true or false"
            elif isinstance(d, int):
                if not isinstance(value, int) or isinstance(value, bool):
                    return "must be an integer"
    return None


def unreadable(text):
    """Why record text `text` is no action of any game (Game.parse_action), or None: it must be
    text, at most ACTION_TEXT_MAX characters, printable ASCII."""
    if not isinstance(text, str):
        # its kind, never its repr: a record's value may be huge or nested
        return "unreadable action: must be text, got %s" % type(text).__name__
    if len(text) > ACTION_TEXT_MAX:
        # cut first, format second (issue 29 point 9): a game's parser and its %r messages
        # are quadratic in a long text on MicroPython (a 200,000-character one took 30 s)
        return "unreadable action '%s...': too long (%d characters)" % (one_line(text[:40]), len(text))
    if not plain(text):
        return "unreadable action '%s': only printable ASCII" % one_line(text)
    return None


def plain(text):
    """Is `text` printable ASCII (space .. '~') only?  (No newline, no other script.)"""
    try:
        b = text.encode()  # one allocation; iterating a str would make a str per character
    except UnicodeError:  # a lone surrogate ("\ud800", legal in JSON): no UTF-8, no ASCII
        return False
    if len(b) != len(text):
        return False  # a character beyond ASCII (UTF-8 takes 2 or more bytes for it)
    for c in b:
        if c < 32 or c > 126:
            return False
    return True


def one_line(text, limit=160):
    """`text` for an error message: printable ASCII on one line (anything else escaped with
    backslash escapes xNN, uNNNN), cut to about `limit` characters."""
    out = []
    n = 0
    for ch in text:
        if " " <= ch <= "~":
            out.append(ch)
        else:
            o = ord(ch)
            out.append("\\x%02x" % o if o < 256 else ("\\u%04x" % o if o < 65536 else "\\U%08x" % o))
        n += len(out[-1])
        if n > limit:
            out.append("...")
            break
    return "".join(out)
