"""Baptistenskat's rare paths (docs/NEW_GAME.md `refusals.py`): the words of a refusal and the
check of a record's explicit deals.  Loaded only when something is refused or a record carries
deals (engine_core/game.py `Game._refusals`): no move of a seeded game runs this code, so it is not
resident beside the rules through a game (issue 24, heap)."""

from engine_core.cards import digits, parse_card
from engine_core.game import IllegalAction, SetupError
from games.baptistenskat.rules import COLOURS

# the reasons, by the code rules.py names them with (Game._refused: REASONS[code] % args)
REASONS = (
    "no such action: %r",  # 0 _NO_SUCH
    "unreadable action %r (expected 'bid 3' or 'play red18')",  # 1 _UNREADABLE
    "not an action: %r",  # 2 _NOT_ACTION
    "the game is over",  # 3 _IS_OVER
    "bid first: bidding is not over",  # 4 _BID_FIRST
    "bid %d is more than the %d cards in hand",  # 5 _BID_OVER_HAND
    "hook: the dealer may not bid %d (the bids would add up to %d, the cards in hand)",  # 6 _HOOK
    "bidding is over: play a card",  # 7 _BIDS_OVER
    "you do not hold %s",  # 8 _NOT_HELD
    "must follow %s",  # 9 _FOLLOW
    "action %r not applied (engine error)",  # 10 _ENGINE
    "must be true or false",  # 11 _NOT_BOOL
    "must be an integer",  # 12 _NOT_INT
    "must be 1 to %d for %d players (round r deals %d + r cards each and must leave one card of the 80 "
    "for the trump), got %d",  # 13 _ROUNDS_RANGE
)


def parse_action(g, text):
    """The action of record text `text` (`play CARD`, `bid N`: rules.py's action_text read back,
    80 cards of 20 values, "bid 0" the action 80); IllegalAction worded from REASONS when it
    names none."""
    if isinstance(text, str):
        if text.startswith("play "):
            pc = parse_card(COLOURS, 20, text[5:])
            if pc is not None:
                return pc[0] * 20 + pc[1] - 1
        elif text.startswith("bid "):
            d = text[4:]
            if digits(d) and (len(d) == 1 or d[0] != "0") and len(d) <= 2 and int(d) < 80:
                return 80 + int(d)
    raise IllegalAction(REASONS[1] % (text,))


def parse_deals(g):
    """The card ints of every explicit deal (deals[k] is round _FIRST_ROUND + k), all validated
    now, so a bad one is a SetupError from the constructor and never a half-applied action later."""
    n = g.players
    out = []
    nr = g.rounds_total - g._FIRST_ROUND + 1  # rounds this game deals
    if g.deals is not None and len(g.deals) > nr:
        raise SetupError("deals: %d entries, but the game has only %d rounds" % (len(g.deals), nr))
    k = 0
    while g.deals:
        d = g._explicit_deal(k)
        if d is None:
            break
        out.append(_parse_deal(g, k, d, n + g._FIRST_ROUND + k))
        k += 1
    if g.seed is None and k < nr:
        raise SetupError("seed: missing, and 'deals' covers %d of the %d rounds" % (k, nr))
    return out


def _parse_deal(g, k, d, hs):
    """Card ints of an explicit deal (hands in seat order, then the trump card), validated."""
    n = g.players
    for key in d:
        if key not in ("trump_card", "hands"):
            raise SetupError("deals[%d]: unknown key %r" % (k, key))
    hands = d.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise SetupError("deals[%d]: 'hands' must be a list of %d hands" % (k, n))
    seen = bytearray(80)  # rules.py _DECK
    out = []
    for s in range(n):
        h = hands[s]
        if not isinstance(h, list) or len(h) != hs:
            raise SetupError("deals[%d]: hand %d must have %d cards (round %d), got %s"
                             % (k, s, hs, hs - n, len(h) if isinstance(h, list) else repr(h)))
        for t in h:
            c = _card_of(k, t)
            if seen[c]:
                raise SetupError("deals[%d]: card %s dealt twice" % (k, t))
            seen[c] = 1
            out.append(c)
    if "trump_card" not in d:
        raise SetupError("deals[%d]: 'trump_card' is missing" % k)
    t = d["trump_card"]
    c = _card_of(k, t)
    if seen[c]:
        raise SetupError("deals[%d]: trump card %s is also in a hand" % (k, t))
    out.append(c)
    return out

def _card_of(k, t):
    pc = parse_card(COLOURS, 20, t)  # rules.py _VALUES
    if pc is None:
        raise SetupError("deals[%d]: card %s does not exist" % (k, t))
    return pc[0] * 20 + pc[1] - 1
