"""Words of the games on screen, English and German: action words, colours, characters, hats.

The engine speaks record text (RECORD_FORMAT.md: `play blue14`, `bid red fewest`, `swap 2 5`);
a screen shows it word by word through `word()`.  Each table is ONE string, a line per entry:
"record word|English|German" -- a module of tuples of strings cost 15 KiB of RAM loaded as .mpy
on the unix port, one string per table costs its bytes (STYLE.md 13).  Lookups scan the string
(a few hundred characters, only when a screen is drawn).
"""

_WORDS = (
    "play|play|spielen\nbid|bid|Gebot\nhat|Bob's Hat|Bobs Hut\nbargain|bargain|Schnäppchen\n"
    "clear|clear|abräumen\nnone|nothing|nichts\ntrump|trump|Trumpf\nnotrump|not trump|kein Trumpf\n"
    "high|higher|höher\nlow|lower|tiefer\npeek|peek|schauen\nswap|swap|tauschen\n"
    "reveal|reveal|aufdecken\nfewest|fewest|wenigste\nfewest2|fewest x2|wenigste x2\nsso|super offer|Superangebot\n"
    "|done|fertig\ncharacters|characters|Figuren\nhats|hats|Hüte\nblue|blue|blau\n"
    "red|red|rot\nblack|black|schwarz\nyellow|yellow|gelb\ngreen|green|grün\n"
    "purple|purple|lila\norange|orange|orange\nprincess|princess|Prinzessin\npirate|pirate|Pirat\n"
    "gardener|gardener|Gärtner\njester|jester|Narr\nknight|knight|Ritter\nwitch|witch|Hexe\n"
    "cowboy|cowboy|Cowboy\nviking|viking|Wikinger\nwizard|wizard|Zauberer\nchef|chef|Koch\n"
    "wonder|wonder hat|Wunderhut\n"
    # the games' options (RULINGS.md), as the setup screen names them
    "hands|hands|Runden\nrounds|rounds|Runden\ndouble_fewest|fewest x2|wenigste x2\n"
    "no_bid|no bid once|kein Gebot (1x)\nsecret_bidding|secret bids|geheime Gebote\n"
    "negative_scoring|negative scoring|Minuspunkte\nhook|hook|Haken\n"
    "hidden_bids|hidden bids|verdeckte Gebote\nno_swap_back|no swap back|ohne Rücktausch\n"
    "play_on|play on|weiterspielen\n"
    # Auf der Hut's tally (RULINGS.md 4: pairs, wonder hats, bald heads)
    "pairs|pairs|Paare\nwonders|wonder|Wunder\nbald|bald|Glatzen\n"
    # Auf der Hut's tally, singular (count() below)
    "pair|pair|Paar\nwonder1|wonder|Wunder\nbald1|bald|Glatze"
)

# The games' titles on the menu, English / German (engine_core/games.py names the games).
_TITLES = (
    "bobs_hat|Where's Bob's Hat?|Wo ist Bobs Hut?\nbargain_hunt|Bargain Hunt|Schnäppchenjagd\n"
    "baptistenskat|Baptistenskat|Baptistenskat\nauf_der_hut|Auf der Hut|Auf der Hut"
)

# Auf der Hut: the hat that fits each character (RULINGS.md 4 table), English / German.
_HATS = (
    "princess|crown|Krone\npirate|tricorne|Dreispitz\ngardener|straw hat|Strohhut\n"
    "jester|jester's cap|Narrenkappe\nknight|helmet|Helm\nwitch|witch's hat|Hexenhut\n"
    "cowboy|cowboy hat|Cowboyhut\nviking|viking helmet|Wikingerhelm\nwizard|wizard's hat|Zauberhut\n"
    "chef|chef's toque|Kochmütze\nwonder|wonder hat|Wunderhut"
)

# Auf der Hut's cast in two letters, for the 128x64 screen (7 spots of 18 pixels).
_ABBR = (
    "princess|Pr|Pz\npirate|Pi|Pi\ngardener|Ga|Gä\njester|Je|Na\nknight|Kn|Ri\n"
    "witch|Wt|He\ncowboy|Cb|Cb\nviking|Vi|Wi\nwizard|Wz|Za\nchef|Ch|Ko"
)


def abbr(name, lang):
    return _find(_ABBR, name, lang) or name[:2]


def _find(table, w, lang):
    """Column 1 + lang of the line whose first column is w, or None.  Searched as bytes: on
    MicroPython a str with umlauts is indexed by walking it from the start (firmware/texts.py),
    and str.encode() shares the str's data (no copy)."""
    t = table.encode()
    key = w.encode() + b"|"
    if t.startswith(key):
        i = 0
    else:
        i = t.find(b"\n" + key)
        if i < 0:
            return None
        i += 1
    # only the column asked for is decoded (a word is looked up many times per frame)
    i += len(key)
    j = t.find(b"\n", i)
    if j < 0:
        j = len(t)
    k = t.find(b"|", i, j)
    return (t[k + 1:j] if lang else t[i:k]).decode()


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
    t = _find(_WORDS, w, lang)  # a word of the table first: `fewest2` is "fewest x2", no card
    if t is not None:
        return t
    c = split_card(w)
    if c is not None and c[1]:
        return (_find(_WORDS, c[0], lang) or c[0]) + " " + c[1]
    return w


def title(name, lang):
    """A game's title by its record name (bobs_hat -> Where's Bob's Hat? / Wo ist Bobs Hut?)."""
    return _find(_TITLES, name, lang) or name
def count(n, key, lang):
    """'1 pair', '2 pairs': a number with its word, singular for 1 (issue 14 point 16)."""
    one = {"pairs": "pair", "wonders": "wonder1", "bald": "bald1"}.get(key)
    return "%d %s" % (n, word(one if n == 1 and one else key, lang))


def hat(name, lang):
    """Name of the hat that fits character `name` (or of the wonder hat)."""
    return _find(_HATS, name, lang) or name


def phrase(words, lang):
    return " ".join(word(w, lang) for w in words)
