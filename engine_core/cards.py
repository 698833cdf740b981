"""Card and action text shared by the games: colour + value, lower case (RECORD_FORMAT.md).

Cards are small ints inside each game (STYLE.md 2); text exists only for
records, views and screens.  A game passes its own colour tuple.  Card and action
text is printable ASCII only: `str.isdigit()` is true for "²" and "٧", and CPython
`int()` reads Arabic-Indic and fullwidth digits, so digits are checked by hand.  (The check that
a text is printable ASCII and an error message's quoting: engine_core/create.py, not resident
during play.)
"""


def digits(text):
    """Is `text` one or more ASCII digits '0'..'9'?"""
    if not text:
        return False
    for ch in text:
        if not ("0" <= ch <= "9"):
            return False
    return True


def card_text(colours, colour, value):
    """A card's record text ('blue14'): one string made (str() and + made two; a string costs
    an RP2040 ~100 us, issue 25)."""
    return "%s%d" % (colours[colour], value)


def parse_card(colours, max_value, text):
    """(colour index, value) for text like 'blue14'; None if it is no such card."""
    if not isinstance(text, str):
        return None
    i = 0
    n = len(text)
    while i < n and "a" <= text[i] <= "z":
        i += 1
    name = text[:i]
    num = text[i:]
    if not name or not digits(num) or (len(num) > 1 and num[0] == "0") or len(num) > 4:
        return None
    value = int(num)
    if value < 1 or value > max_value:
        return None
    for c in range(len(colours)):
        if colours[c] == name:
            return c, value
    return None


def card_number(colours, values, text):
    """The card int `colour * values + value - 1` of a card text like 'blue14', or -1 if it is
    no such card (parse_card)."""
    cv = parse_card(colours, values, text)
    return -1 if cv is None else cv[0] * values + cv[1] - 1


def bits(mask):
    """The set bit positions of a small int mask, ascending."""
    out = []
    i = 0
    while mask:
        if mask & 1:
            out.append(i)
        mask >>= 1
        i += 1
    return out


def popcount(mask):
    n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n


def grey(hand, colour, why):
    """A trick game's grey hook while the player holds the colour led (engine_core/PROTOCOL.md
    `grey`; RULINGS.md 1 and 2: follow the colour led if you can): `hand`, the cards to play as
    (text, colour) in the order shown (colour None: one that may always be played, Bargain Hunt's
    SSO), becomes (text, None) for each card of the colour led or free and (text, why) for the
    others (the reason words: "follow blue").  Changed in place and returned."""
    for i in range(len(hand)):
        t, c = hand[i]
        hand[i] = (t, None if c is None or c == colour else why)
    return hand


def beats(card, best, trump):
    """Does `card` beat `best`, the card winning a follow-suit trick so far (cards
    `colour * 20 + value - 1`)?  A higher card of best's colour does; of another colour only a
    trump does (RULINGS.md 1 and 3: Where's Bob's Hat? and Baptistenskat; `trump` -1 or a colour
    no card has: no trump).  The one rule the engines and the bots call (through trick_winner)."""
    cc = card // 20
    if cc == best // 20:
        return card > best
    return cc == trump


def trick_winner(cards, trump, count=0):
    """Index in `cards` (play order; the first `count` of them, all when 0) of the card winning
    a follow-suit trick: the highest trump, else the highest card of the colour led (`beats`).
    beats() is written out inline, the winning card's colour kept (the engines' and the hard
    bots' simulations call this once a trick: a call per card cost a fifth of a trick's end;
    tests/engine check it against beats).  A while loop: CPython makes no range object then, a
    sixth of a trick's end in tools/bench_openspiel.py."""
    best = 0
    b = cards[0]
    bc = b // 20
    n = count or len(cards)
    i = 1
    while i < n:
        c = cards[i]
        if c // 20 == bc:  # beats(c, b, trump): a higher card of the winning card's colour
            if c > b:
                best = i
                b = c
        elif c // 20 == trump:  # or a trump on a card of another colour
            best = i
            b = c
            bc = trump
        i += 1
    return best
