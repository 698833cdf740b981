"""Bob's Hat's rare paths (docs/NEW_GAME.md `refusals.py`): the words of a refusal and the check
of a record's explicit deals.  Loaded only when something is refused or a record carries deals
(engine_core/game.py `Game._refusals`): no move of a seeded game runs this code, so it is not
resident beside the rules through a game (issue 24, heap)."""

from engine_core.cards import parse_card
from engine_core.game import IllegalAction, SetupError
from games.bobs_hat.rules import BID0, BID_WORDS, CARDS, FEWEST, FEWEST2, HAT_MINUS, HAT_PLUS, SUITS, TRUMPS

# the reasons, by the code rules.py names them with (Game._refused: REASONS[code] % args)
REASONS = (
    "no such action: %r",  # 0 _NO_SUCH
    "the game is over",  # 1 _IS_OVER
    "not now: the dealer chooses the Bob's Hat card (+10 or -10) first",  # 2 _HAT_FIRST
    "not now: bidding first",  # 3 _BID_FIRST
    "%s is not in your hand",  # 4 _NOT_HELD
    "must follow %s",  # 5 _FOLLOW
    "not now: the Bob's Hat card is chosen once, by the dealer, before bidding",  # 6 _HAT_ONCE
    "not now: bidding is over, play a card",  # 7 _BID_OVER
    "a bid must name at least one bid card (bid none needs the no_bid option)",  # 8 _NO_BID
    "bid none may be used once per game, and you have used it",  # 9 _NONE_USED
    "fewest2 needs the double_fewest option",  # 10 _NO_FEWEST2
    "unreadable action %r",  # 11 _UNREADABLE
    "unreadable action %r: no card %s",  # 12 _NO_CARD
    "unreadable action %r: the Bob's Hat card is +10 or -10",  # 13 _HAT_WHAT
    "unreadable action %r: a bid names at least one of blue red black fewest",  # 14 _BID_WHAT
    "unreadable action %r: no bid card %r (blue red black fewest fewest2%s)",  # 15 _NO_BID_CARD
    "unreadable action %r: %s named twice",  # 16 _TWICE
    "unreadable action %r: fewest2 replaces fewest, never both",  # 17 _BOTH_FEWEST
    "unreadable action %r (hat +10, hat -10, bid ..., play CARD)",  # 18 _NO_ACTION
    "must be 1 to %d with %d players (hand k deals 4+k cards to each, all from 60), got %d",  # 19 _HANDS_RANGE
)


def parse_action(g, text):
    """The action of record text `text` (RECORD_FORMAT.md: `play CARD`, `hat +10`, `hat -10`,
    `bid none`, `bid WORD ...`: rules.py's action_text read back); IllegalAction worded from
    REASONS when it names none."""
    if not isinstance(text, str):
        raise IllegalAction(REASONS[11] % (text,))
    w = text.split()
    if not w:
        raise IllegalAction(REASONS[11] % (text,))
    if w[0] == "play" and len(w) == 2:
        values = CARDS // len(SUITS)
        sv = parse_card(SUITS, values, w[1])
        if sv is None:
            raise IllegalAction(REASONS[12] % (text, w[1]))
        return sv[0] * values + sv[1] - 1
    if w[0] == "hat" and len(w) == 2:
        if w[1] == "+10":
            return HAT_PLUS
        if w[1] == "-10":
            return HAT_MINUS
        raise IllegalAction(REASONS[13] % (text,))
    if w[0] == "bid":
        if len(w) == 1:
            raise IllegalAction(REASONS[14] % (text,))
        if len(w) == 2 and w[1] == "none":
            return BID0
        m = 0
        for word in w[1:]:
            k = -1
            for j in range(5):
                if BID_WORDS[j] == word:
                    k = j
            if k < 0:
                raise IllegalAction(REASONS[15] % (text, word, ", or bid none alone" if word == "none" else ""))
            if m & (1 << k):
                raise IllegalAction(REASONS[16] % (text, word))
            m |= 1 << k
        if m & FEWEST and m & FEWEST2:
            raise IllegalAction(REASONS[17] % (text,))
        return BID0 + m
    raise IllegalAction(REASONS[18] % (text,))


def parse_deals(g):
    """Validate every explicit deal now (so no SetupError can come out of apply()); return a list
    per hand of (trump index or -1, [3 masks per seat] or None)."""
    out = []
    deals = g.deals
    if deals is None:
        deals = []
    if len(deals) > g.options["hands"]:
        raise SetupError("deals: %d entries, but the game has %d hands" % (len(deals), g.options["hands"]))
    n = g.players
    for k in range(len(deals)):
        d = g._explicit_deal(k)
        for key in d:
            if key not in ("trump", "hands"):
                raise SetupError("deals[%d]: unknown key %r (trump, hands)" % (k, key))
        trump = -1
        if "trump" in d:
            t = d["trump"]
            for i in range(4):
                if TRUMPS[i] == t:
                    trump = i
            if trump < 0:
                raise SetupError("deals[%d]: trump must be blue, red, black or none, got %r" % (k, t))
        masks = None
        if "hands" in d:
            hs = d["hands"]
            size = 4 + k + 1
            if not isinstance(hs, list) or len(hs) != n:
                raise SetupError("deals[%d]: hands must be a list of %d hands" % (k, n))
            masks = [0] * (3 * n)
            for p in range(n):
                h = hs[p]
                if not isinstance(h, list) or len(h) != size:
                    got = len(h) if isinstance(h, list) else h
                    raise SetupError("deals[%d]: hands[%d] must hold %d cards (hand %d deals %d), got %r"
                                     % (k, p, size, k + 1, size, got))
                for t in h:
                    sv = parse_card(SUITS, 20, t)  # rules.py _VALUES
                    if sv is None:
                        raise SetupError("deals[%d]: card %s does not exist" % (k, t))
                    bit = 1 << (sv[1] - 1)
                    for q in range(n):
                        if masks[q * 3 + sv[0]] & bit:
                            raise SetupError("deals[%d]: card %s is dealt twice" % (k, t))
                    masks[p * 3 + sv[0]] |= bit
        if g.seed is None and (trump < 0 or masks is None):
            raise SetupError("deals[%d]: needs both trump and hands when there is no seed" % k)
        out.append((trump, masks))
    if g.seed is None and len(out) < g.options["hands"]:
        raise SetupError("seed: missing, and 'deals' covers %d of %d hands" % (len(out), g.options["hands"]))
    return out
