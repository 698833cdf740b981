"""Auf der Hut's rare paths (docs/NEW_GAME.md `refusals.py`): the words of a refusal and the check
of a record's explicit deal.  Loaded only when something is refused or a record carries a deal
(engine_core/game.py `Game._refusals`): no move of a seeded game runs this code, so it is not
resident beside the rules through a game (issue 24, heap)."""

from engine_core.game import SetupError
from games.auf_der_hut.rules import CHARACTERS, HAT_COPIES, HAT_NAMES, WONDER_COPIES

# the piles (rules.py _N_CHARS, _N_HATS, _CHAR_COPIES, _WONDER; RULINGS.md 4): 10 characters x 2,
# 10 hats x 2 and the wonder hats (the last hat kind)
_CHAR_COPIES = 2
_N_CHARS = len(CHARACTERS) * _CHAR_COPIES
_N_HATS = len(CHARACTERS) * HAT_COPIES + WONDER_COPIES
_WONDER = len(CHARACTERS)

# the reasons, by the code rules.py names them with (Game._refused: REASONS[code] % args)
REASONS = (
    "no such action: %r",  # 0 _NO_SUCH
    "the game is over",  # 1 _IS_OVER
    "unreadable action %r",  # 2 _UNREADABLE
    "unreadable action %r: swap needs two different spots",  # 3 _SAME_SPOT
    "unreadable action %r (peek N, swap A B, reveal N with spots 1-7)",  # 4 _NO_ACTION
)


def parse_deal(g):
    """The piles the game's one explicit deal names, (characters, hats), each a bytearray of kinds
    top first or None (that pile is shuffled from the seed); SetupError for a bad deal."""
    deal = g._explicit_deal(0)
    if len(g.deals) > 1:
        raise SetupError("deals[1]: Auf der Hut has one deal only, got %d" % len(g.deals))
    chars = hats = None
    if deal is not None:
        for k in deal:
            if k not in ("characters", "hats"):
                raise SetupError("deals[0]: unknown key %r (characters, hats)" % (k,))
        if "characters" in deal:
            chars = _parse_pile(deal["characters"], "characters", CHARACTERS, _N_CHARS)
        if "hats" in deal:
            hats = _parse_pile(deal["hats"], "hats", HAT_NAMES, _N_HATS)
    return chars, hats


def _parse_pile(items, key, names, size):
    if not isinstance(items, list):
        raise SetupError("deals[0]: %s must be a list of names" % key)
    if len(items) != size:
        raise SetupError("deals[0]: %s must list the whole pile of %d, got %d" % (key, size, len(items)))
    out = bytearray(size)
    counts = bytearray(len(names))
    for i in range(size):
        name = items[i]
        k = -1
        for j in range(len(names)):
            if names[j] == name:
                k = j
                break
        if k < 0:
            raise SetupError("deals[0]: %s[%d]: %r does not exist" % (key, i, name))
        counts[k] += 1
        out[i] = k
    for j in range(len(names)):
        want = WONDER_COPIES if j == _WONDER else (_CHAR_COPIES if key == "characters" else HAT_COPIES)
        if counts[j] != want:
            raise SetupError(
                "deals[0]: %s: %s appears %d times, the game has %d" % (key, names[j], counts[j], want)
            )
    return out
