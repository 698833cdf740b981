"""Card text shared by the games: colour + value, lower case (RECORD_FORMAT.md).

Cards are small ints inside each game (STYLE.md 2); text exists only for
records, views and screens.  A game passes its own colour tuple.
"""


def card_text(colours, colour, value):
    return colours[colour] + str(value)


def parse_card(colours, max_value, text):
    """(colour index, value) for text like 'blue14'; None if it is no such card."""
    if not isinstance(text, str):
        return None
    i = 0
    n = len(text)
    while i < n and "a" <= text[i] <= "z":
        i += 1
    name = text[:i]
    digits = text[i:]
    if not name or not digits or not digits.isdigit() or (len(digits) > 1 and digits[0] == "0"):
        return None
    value = int(digits)
    if value < 1 or value > max_value:
        return None
    for c in range(len(colours)):
        if colours[c] == name:
            return c, value
    return None


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
