"""Words of the games on screen, English and German: action words, colours, characters, hats.

The engine speaks record text (RECORD_FORMAT.md: `play blue14`, `bid red fewest`, `swap 2 5`);
a screen shows it word by word through `word()`.  Tables are tuples of (record word, English,
German) searched linearly: a few dozen entries, no dict to keep in RAM on a board.
"""

_WORDS = (
    # action verbs and qualifiers
    ("play", "play", "spielen"),
    ("bid", "bid", "Gebot"),
    ("hat", "Bob's Hat", "Bobs Hut"),
    ("bargain", "bargain", "Schnäppchen"),
    ("clear", "clear", "abräumen"),
    ("none", "nothing", "nichts"),
    ("trump", "trump", "Trumpf"),
    ("notrump", "not trump", "kein Trumpf"),
    ("high", "higher", "höher"),
    ("low", "lower", "tiefer"),
    ("peek", "peek", "schauen"),
    ("swap", "swap", "tauschen"),
    ("reveal", "reveal", "aufdecken"),
    ("fewest", "fewest", "wenigste"),
    ("fewest2", "fewest x2", "wenigste x2"),
    ("sso", "super offer", "Superangebot"),
    ("", "done", "fertig"),
    ("characters", "characters", "Figuren"),
    ("hats", "hats", "Hüte"),
    # colours
    ("blue", "blue", "blau"),
    ("red", "red", "rot"),
    ("black", "black", "schwarz"),
    ("yellow", "yellow", "gelb"),
    ("green", "green", "grün"),
    ("purple", "purple", "lila"),
    ("orange", "orange", "orange"),
    # Auf der Hut's cast (RULINGS.md 4) and the wonder hat
    ("princess", "princess", "Prinzessin"),
    ("pirate", "pirate", "Pirat"),
    ("gardener", "gardener", "Gärtner"),
    ("jester", "jester", "Narr"),
    ("knight", "knight", "Ritter"),
    ("witch", "witch", "Hexe"),
    ("cowboy", "cowboy", "Cowboy"),
    ("viking", "viking", "Wikinger"),
    ("wizard", "wizard", "Zauberer"),
    ("chef", "chef", "Koch"),
    ("wonder", "wonder hat", "Wunderhut"),
)

# Auf der Hut: the hat that fits each character (RULINGS.md 4 table), English / German.
_HATS = (
    ("princess", "crown", "Krone"),
    ("pirate", "tricorne", "Dreispitz"),
    ("gardener", "straw hat", "Strohhut"),
    ("jester", "jester's cap", "Narrenkappe"),
    ("knight", "helmet", "Helm"),
    ("witch", "witch's hat", "Hexenhut"),
    ("cowboy", "cowboy hat", "Cowboyhut"),
    ("viking", "viking helmet", "Wikingerhelm"),
    ("wizard", "wizard's hat", "Zauberhut"),
    ("chef", "chef's toque", "Kochmütze"),
    ("wonder", "wonder hat", "Wunderhut"),
)


# Auf der Hut's cast in two letters, for the 128x64 screen (7 spots of 18 pixels).
_ABBR = (
    ("princess", "Pr", "Pz"), ("pirate", "Pi", "Pi"), ("gardener", "Ga", "Gä"), ("jester", "Je", "Na"),
    ("knight", "Kn", "Ri"), ("witch", "Wt", "He"), ("cowboy", "Cb", "Cb"), ("viking", "Vi", "Wi"),
    ("wizard", "Wz", "Za"), ("chef", "Ch", "Ko"),
)


def abbr(name, lang):
    return _find(_ABBR, name, lang) or name[:2]


def _find(table, w, lang):
    for e in table:
        if e[0] == w:
            return e[1 + lang]
    return None


def split_card(w):
    """('blue', '14') for a card word, ('sso', '') for the super special offer, else None."""
    if w == "sso":
        return "sso", ""
    i = 0
    n = len(w)
    while i < n and "a" <= w[i] <= "z":
        i += 1
    if 0 < i < n and w[i:].isdigit():
        return w[:i], w[i:]
    return None


def word(w, lang):
    """One record word as shown: `blue14` -> `blue 14` / `blau 14`, `+10`, `3` stay as they are."""
    c = split_card(w)
    if c is not None and c[1]:
        return (_find(_WORDS, c[0], lang) or c[0]) + " " + c[1]
    t = _find(_WORDS, w, lang)
    return w if t is None else t


def hat(name, lang):
    """Name of the hat that fits character `name` (or of the wonder hat)."""
    return _find(_HATS, name, lang) or name


def phrase(words, lang):
    return " ".join(word(w, lang) for w in words)
