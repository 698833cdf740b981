"""Auf der Hut's rare paths (docs/NEW_GAME.md `refusals.py`): the words of a refusal, the reading of
an action's record text (rules.py `_parse_action`: a resume's replay, never a move the app applies)
and the check of a record's explicit deal.  Loaded only when something is refused or a record is
read (engine_core/game.py `Game._refusals`): no move of a seeded game runs this code, so it is not
resident beside the rules through a game (issue 24, heap)."""

from engine_core.game import IllegalAction, SetupError
from games.auf_der_hut.rules import (
    _PAIRS,  # swap action - SWAP0 -> its two spots, 1-based
    CHARACTERS,
    HAT_COPIES,
    HAT_NAMES,
    REVEAL0,
    SWAP0,
    WONDER_COPIES,
    swap_action,
)

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
    "unreadable action %r",  # 2: not text (parse_action)
    "unreadable action %r: swap needs two different spots",  # 3: the same spot twice
    "unreadable action %r (peek N, swap A B, reveal N with spots 1-7)",  # 4: no action
)


def why(g, a):
    """Why action `a` (a valid action int, the game not over), which rules.py `_legal` refused, may
    not be taken now (RULINGS.md 4): the first of its spots without a hat, else the swap that
    no_swap_back bars."""
    has_hat = g._legal  # peeking at spot s is action s, legal exactly when the spot has a hat
    if a < SWAP0:
        return "spot %d has no hat to peek at" % (a + 1)
    if a < REVEAL0:
        p, q = _PAIRS[a - SWAP0]
        if not has_hat(p - 1):
            return "spot %d has no hat to swap" % p
        if not has_hat(q - 1):
            return "spot %d has no hat to swap" % q
        return "may not swap spots %d and %d back: the previous player just swapped them" % (p, q)
    return "spot %d has no hat to reveal" % (a - REVEAL0 + 1)


def parse_action(g, text):
    """The action of record text `text` (RECORD_FORMAT.md: `peek N`, `swap A B` in either order,
    `reveal N`, spots 1-7); IllegalAction worded from REASONS when it names none."""
    if not isinstance(text, str):
        raise IllegalAction(REASONS[2] % (text,))
    w = text.split()
    if len(w) == 2 and w[0] in ("peek", "reveal"):
        s = _spot_digit(w[1])
        if s >= 0:
            return s if w[0] == "peek" else REVEAL0 + s
    elif len(w) == 3 and w[0] == "swap":
        p = _spot_digit(w[1])
        q = _spot_digit(w[2])
        if p >= 0 and q >= 0:
            if p == q:
                raise IllegalAction(REASONS[3] % (text,))
            return swap_action(p, q)
    raise IllegalAction(REASONS[4] % (text,))


def _spot_digit(tok):
    """0-based spot for a text token '1'..'7', or -1."""
    if len(tok) == 1 and "1" <= tok <= "7":
        return ord(tok) - 49
    return -1


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
