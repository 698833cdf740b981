"""Bargain Hunt's rare paths (docs/NEW_GAME.md `refusals.py`): the words of a refusal and the
check of a record's explicit deals.  Loaded only when something is refused or a record carries
deals (engine_core/game.py `Game._refusals`): no move of a seeded game runs this code, so it is not
resident beside the rules through a game (issue 24, heap)."""

from engine_core.game import IllegalAction, SetupError
from games.bargain_hunt.rules import BARGAIN0, CLEAR0, COLOURS, SSO_KIND, _kind_of, kind_text, parse_kind

# the reasons, by the code rules.py names them with (Game._refused: REASONS[code] % args)
REASONS = (
    "no such action: %r",  # 0
    "the game is over",
    "not now: each player first chooses his opening bargain (bargain CARD)",
    "not now: clearing (clear VALUE or clear none)",
    "%s is not in your hand",
    "must follow %s (or play an SSO)",  # 5
    "declare trump or notrump: %s is not the colour led and no trump is set in this trick",
    "an identical %s is already in the trick: say high or low",
    "high/low only when an identical card is already in the trick",
    "not now: the opening bargain is chosen once, in round 1, before the first trick",
    "not now: clearing comes after the round's last trick",  # 10
    "you have no %d in your odds-and-ends stack",
    "unreadable action %r: no card %s",
    "unreadable action %r: after the card: [trump|notrump] [high|low]",
    "unreadable action %r: an SSO carries no declaration",
    "unreadable action %r: an SSO cannot be a bargain",  # 15
    "unreadable action %r: clear a value 1-9 or none",
    "unreadable action %r (play CARD [trump|notrump] [high|low], bargain CARD, clear VALUE, clear none)",
)


def parse_action(g, text):
    """The action of record text `text` (RECORD_FORMAT.md: `play CARD [trump|notrump] [high|low]`,
    `bargain CARD`, `clear VALUE`, `clear none`: rules.py's action_text read back); IllegalAction
    worded from REASONS when it names none."""
    if not isinstance(text, str):
        raise IllegalAction("unreadable action %r" % (text,))
    w = text.split()
    if len(w) >= 2 and w[0] == "play":
        kind = parse_kind(w[1])
        if kind < 0:
            raise IllegalAction(REASONS[12] % (text, w[1]))
        rest = w[2:]
        decl = 0  # 1 trump, 2 notrump (rules.py _TRUMP, _NOTRUMP)
        hilo = 0  # 1 high, 2 low (rules.py _HIGH, _LOW)
        if rest and rest[0] in ("trump", "notrump"):
            decl = 1 if rest[0] == "trump" else 2
            rest = rest[1:]
        if rest and rest[0] in ("high", "low"):
            hilo = 1 if rest[0] == "high" else 2
            rest = rest[1:]
        if rest:
            raise IllegalAction(REASONS[13] % (text,))
        if kind == SSO_KIND and (decl or hilo):
            raise IllegalAction(REASONS[14] % (text,))
        return kind * 9 + decl * 3 + hilo
    if len(w) == 2 and w[0] == "bargain":
        kind = parse_kind(w[1])
        if kind < 0:
            raise IllegalAction(REASONS[12] % (text, w[1]))
        if kind == SSO_KIND:
            raise IllegalAction(REASONS[15] % (text,))
        return BARGAIN0 + kind
    if len(w) == 2 and w[0] == "clear":
        if w[1] == "none":
            return CLEAR0
        if len(w[1]) == 1 and "1" <= w[1] <= "9":
            return CLEAR0 + int(w[1])
        raise IllegalAction(REASONS[16] % (text,))
    raise IllegalAction(REASONS[17] % (text,))


def why_not_decl(g, colour):
    """Why a goods card of `colour` may carry no trump declaration now (RULINGS.md 2)."""
    if g._tn == 0:
        why = "the leader declares nothing"
    elif g._led == 6:  # rules.py _SSO_LED
        why = "an SSO was led: no colour is led and no trump can be declared"
    elif colour == g._led:
        why = "%s is the colour led and can never be trump" % COLOURS[colour]
    elif g._trump >= 0:
        why = "trump is already %s in this trick: no declaration" % COLOURS[g._trump]
    else:
        why = "%s was already declared not trump in this trick" % COLOURS[colour]
    return "no trump declaration: " + why


def parse_deals(g):
    """Check the form of every explicit deal now; availability is checked when the round is
    dealt (deal_given).  Returns per round a list of kinds per seat, or None (deal from the stock)."""
    deals = g.deals
    if deals is None:
        deals = []
    if len(deals) > g._total:
        raise SetupError("deals: %d entries, but the game has %d rounds" % (len(deals), g._total))
    n = g.players
    out = []
    for k in range(len(deals)):
        d = g._explicit_deal(k)
        for key in d:
            if key != "hands":
                raise SetupError("deals[%d]: unknown key %r (hands)" % (k, key))
        if "hands" not in d:
            if g.seed is None:
                raise SetupError("deals[%d]: needs hands when there is no seed" % k)
            out.append(None)
            continue
        hs = d["hands"]
        if not isinstance(hs, list) or len(hs) != n:
            raise SetupError("deals[%d]: hands must be a list of %d hands" % (k, n))
        kinds = []
        for p in range(n):
            h = hs[p]
            if not isinstance(h, list) or len(h) > 8:  # rules.py _HAND_MAX
                raise SetupError("deals[%d]: hands[%d] must be a list of at most %d cards" % (k, p, 8))
            ks = []
            for t in h:
                kd = parse_kind(t)
                if kd < 0:
                    raise SetupError("deals[%d]: card %s does not exist" % (k, t))
                ks.append(kd)
            kinds.append(ks)
        out.append(kinds)
    if g.seed is None and len(out) < g._total:
        raise SetupError("seed: missing, and 'deals' covers %d of %d rounds" % (len(out), g._total))
    return out


def deal_given(k, stock, given, each, hands):
    """Round k's explicit deal (1-based; `given` its kinds per seat, parse_deals): each named card
    taken out of `stock` (the trash heap already under it), the copy nearest the top, into `hands`;
    the rest keeps its order.  Returns (the stock left, hands, each); SetupError for a bad deal."""
    stock = bytearray(stock)
    for p in range(len(hands)):
        ks = given[p]
        if len(ks) != each:
            raise SetupError("deals[%d]: hands[%d] must hold %d cards (round %d deals %d each), got %d"
                             % (k - 1, p, each, k, each, len(ks)))
        for kd in ks:
            found = -1
            for i in range(len(stock)):
                c = stock[i]
                if c != 255 and _kind_of(c) == kd:
                    found = i
                    break
            if found < 0:
                raise SetupError("deals[%d]: card %s is not available" % (k - 1, kind_text(kd)))
            hands[p].append(stock[found])
            stock[found] = 255  # taken
    rest = bytearray()
    for c in stock:
        if c != 255:
            rest.append(c)
    return rest, hands, each
