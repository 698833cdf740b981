"""Words of the games on screen, English and German: the words several games share (action words,
colours, the common options); each game's own words (its actions, options, characters) are in its
folder, games/<g>/__init__.py WORDS, found here while the game is loaded (docs/NEW_GAME.md).

The engine speaks record text (RECORD_FORMAT.md: `play blue14`, `bid red fewest`, `swap 2 5`);
a screen shows it word by word through `word()`.  Each table is ONE string, a line per entry:
"record word|English|German" -- a module of tuples of strings cost 15 KiB of RAM loaded as .mpy
on the unix port, one string per table costs its bytes (STYLE.md 13).  Lookups scan the string
(a few hundred characters, only when a screen is drawn).
"""

from firmware import texts as T

_WORDS = (
    "play|play|spielen\n"
    "bid|bid|Gebot\n"
    "none|nothing|nichts\n"
    "trump|trump|Trumpf\n"
    "|done|fertig\n"
    "blue|blue|blau\n"
    "red|red|rot\n"
    "black|black|schwarz\n"
    "yellow|yellow|gelb\n"
    "green|green|grün\n"
    "purple|purple|lila\n"
    "orange|orange|orange\n"
    "hands|hands|Runden\n"
    "rounds|rounds|Runden"
)


def split_card(w):
    """('blue', '14') for a card word, ('sso', '') for the super special offer, else None."""
    if w == "sso":
        return "sso", ""
    if not w or not w[-1].isdigit():  # a card's word ends in its number (most words do not:
        return None  # no letter-by-letter walk for them)
    i = 0
    n = len(w)
    while i < n and "a" <= w[i] <= "z":
        i += 1
    if 0 < i < n and w[i:].isdigit():
        return w[:i], w[i:]
    return None


def word(w, lang):
    """One record word as shown: `blue14` -> `blue 14` / `blau 14`, `+10`, `3` stay as they are.
    A card is letters and a number whose letters are a colour of the shared table; any other
    word is looked up whole first (`fewest2` is "fewest x2", no card), then split."""
    c = split_card(w)
    if c is not None and c[1]:
        col = T.find(_WORDS, c[0], lang)
        if col is not None:
            return col + " " + c[1]
    t = _find(w, lang)
    if t is not None:
        return t
    if c is not None and c[1]:
        return c[0] + " " + c[1]
    return w


def title(name, lang):
    """A game's title by its record name (bobs_hat -> Where's Bob's Hat? / Wo ist Bobs Hut?)."""
    from engine_core import games  # the registry line holds both titles
    return games.title(name, lang) if name in games.NAMES else name


def phrase(words, lang):
    """The record words `words` as shown, joined by blanks (a loop: no generator made for the
    prompt's one or two words)."""
    if not words:
        return ""
    out = word(words[0], lang)
    for i in range(1, len(words)):
        out += " " + word(words[i], lang)
    return out


def _find(w, lang):
    """Word w in the shared table, else in the loaded game's own (games/<g>/__init__.py WORDS)."""
    t = T.find(_WORDS, w, lang)
    return t if t is not None else T.of_game("WORDS", w, lang)
