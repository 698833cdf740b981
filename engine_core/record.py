"""Game records (RECORD_FORMAT.md): export a game, rebuild a game from one.

A record is the save file, the replay input, the bug report and the test
fixture (STYLE.md 7).  Errors name the field or the action index.
"""

from engine_core.game import IllegalAction, SetupError, reserved
from engine_core.games import game_class

FORMAT = 1
_FIELDS = ("format", "game", "players", "options", "seed", "first_dealer", "deals", "actions", "seats")
LEVELS = ("easy", "normal", "hard")  # a computer seat's level (RECORD_FORMAT.md `seats`)


class RecordError(ValueError):
    """A malformed record or an illegal action in it.  `index` is the action
    index (or None for a field error)."""

    def __init__(self, msg, index=None):
        from engine_core.create import one_line  # (an error's code: loaded for one only)

        msg = one_line(msg, 300)  # one line of printable ASCII, whatever the record held
        super().__init__(msg)
        self.msg = msg
        self.index = index


def to_record(game, actions=True):
    """The game as a record dict (all options written out).  With actions=False
    the "actions" list is left out: a board streams it (firmware/save.py)."""
    rec = {
        "format": FORMAT,
        "game": game.NAME,
        "players": game.players,
        "options": dict(game.options),
        "actions": [],
    }
    if game.seed is not None:
        rec["seed"] = game.seed
    if game.first_dealer is not None:
        rec["first_dealer"] = game.first_dealer
    if game.deals is not None:
        rec["deals"] = game.deals
    if actions:
        rec["actions"] = list(game.history_texts())
    else:
        del rec["actions"]
    return rec


def _int_field(rec, name, required):
    if name not in rec or rec[name] is None:
        if required:
            raise RecordError("record field '%s' is missing" % name)
        return None
    v = rec[name]
    if not isinstance(v, int) or isinstance(v, bool):
        raise RecordError("record field '%s' must be an integer, got %s" % (name, _kind(v)))
    return v


def _num(v):
    """An int for a message: short ones as they are, never thousands of digits."""
    return str(v) if -10 ** 9 < v < 10 ** 9 else "a number of 10 digits or more"


# RECORD_FORMAT.md: a seed is 0 to 2**63-1
SEED_MAX = 0x7FFFFFFFFFFFFFFF


def _kind(v):
    """A short name for a JSON value's type (never the value: it may be huge or nested)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return "a number"
    if isinstance(v, str):
        return "text"
    if isinstance(v, list):
        return "a list"
    return "an object"


def new_from_record(rec):
    """A game at its start, from a record's header (no actions applied)."""
    if not isinstance(rec, dict):
        raise RecordError("record must be a JSON object")
    for k in rec:
        if k not in _FIELDS:
            raise RecordError("record field '%s' is unknown" % k)
    fmt = _int_field(rec, "format", True)
    if fmt != FORMAT:
        raise RecordError("record field 'format' must be 1, got %s" % _num(fmt))
    name = rec.get("game")
    if not isinstance(name, str):
        raise RecordError("record field 'game' must be text, got %s" % ("nothing" if name is None else _kind(name)))
    try:
        cls = game_class(name)
    except ValueError as e:
        raise RecordError("record field 'game': %s" % e)
    players = _int_field(rec, "players", True)
    seats_of(rec)  # optional; a wrong entry is an error naming the seat
    opts = rec.get("options")
    if opts is None:
        opts = {}  # left out (or null): every option takes its default
    elif not isinstance(opts, dict):
        raise RecordError("record field 'options' must be an object, got %s" % _kind(opts))
    deals = rec.get("deals")
    # RECORD_FORMAT.md: the seed may be left out only when deals cover every
    # chance event; a game without one raises if it ever needs the generator.
    seed = _int_field(rec, "seed", False)
    if seed is not None and not (0 <= seed <= SEED_MAX):
        raise RecordError("record field 'seed' must be 0 to 2**63-1, got %s" % _num(seed))
    fd = _int_field(rec, "first_dealer", False)
    try:
        g = cls(players, opts, seed, fd, deals)
    except SetupError as e:
        raise RecordError(str(e))
    except RuntimeError:  # RecursionError (CPython), MicroPython's recursion limit: a nested value
        raise RecordError("record nests too deeply")
    return g


def seats_of(rec):
    """The record's optional `seats` (RECORD_FORMAT.md) as a list of (name, level) per seat,
    level "human" for a person or a bot level (LEVELS); None when the record has none (every
    seat a person).  Nothing in the replay depends on it.  RecordError naming the seat."""
    seats = rec.get("seats")
    if seats is None:
        return None
    n = rec.get("players")
    if not isinstance(seats, list) or len(seats) != n:
        raise RecordError("record field 'seats' must be a list of one entry per seat (%s)" % n)
    out = []
    for i in range(len(seats)):
        e = seats[i]
        if not isinstance(e, dict):
            raise RecordError("record field 'seats': seat %d must be an object, got %s" % (i, _kind(e)))
        for k in e:
            if k not in ("name", "computer"):
                raise RecordError("record field 'seats': seat %d has an unknown field '%s'" % (i, k))
        name, lv = e.get("name"), e.get("computer")
        if name is not None and not isinstance(name, str):
            raise RecordError("record field 'seats': seat %d 'name' must be text, got %s" % (i, _kind(name)))
        if lv is not None and lv not in LEVELS:
            from engine_core.create import one_line

            raise RecordError("record field 'seats': seat %d 'computer' must be null, %s, got %s" % (
                i, ", ".join(LEVELS), _kind(lv) if not isinstance(lv, str) else repr(one_line(lv, 20))))
        out.append((name, "human" if lv is None else lv))
    return out


def actions_of(rec):
    acts = rec.get("actions", [])
    if not isinstance(acts, list):
        raise RecordError("record field 'actions' must be a list")
    return acts


def replay(rec, upto=None, room=0):
    """Rebuild the game of a record, applying actions 0..upto-1 (all if None).

    room > 0: the game's action list is reserved for those actions and `room` more before they
    are applied (a board resuming a long game: an unbounded game's list, Auf der Hut's, would
    otherwise grow by doubling during the replay, leaving a freed block of each size between the
    game's objects, and double again soon after in play).
    Raises RecordError naming the action index, its text and the reason.
    """
    g = new_from_record(rec)
    acts = actions_of(rec)
    n = len(acts) if upto is None else min(upto, len(acts))
    if room > 0:
        reserve(g, n + room)
    for i in range(n):
        apply_at(g, i, acts[i])
    return g


def reserve(g, n):
    """Give a game that has no action yet room for n actions in its list, when its own
    reservation (Game._history_room) is smaller."""
    if not g.history and n > g._history_room():
        g.history = None  # the game's own reservation, freed before the larger one
        g.history = reserved(n)


def apply_at(g, i, t):
    """Apply t, a record's action i, to g: RecordError naming the index, the text and the reason."""
    if not isinstance(t, str):
        raise RecordError("action %d: must be text, got %s" % (i, _kind(t)), i)
    try:
        g.apply_text(t)
    except (IllegalAction, SetupError) as e:
        from engine_core.create import one_line

        raise RecordError("action %d '%s': %s" % (i, one_line(t, 60), e), i)


def summary(g):
    """The replay command's output object."""
    return {
        "game": g.NAME,
        "over": g.is_over(),
        "hand_scores": [list(h) for h in g.hand_scores],
        "scores": g.scores(),
        "winners": g.winners(),
    }
