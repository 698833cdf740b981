"""Auf der Hut: its rules (rules.py), computer players (bots.py), table (layout.py, layout_*.py) and
rules help (help_en.py, help_de.py).  See docs/NEW_GAME.md."""

# The game's own words on screen, "record word|English|German" a line (firmware/words.py
# looks here for a word its shared table lacks, while the game is loaded).
WORDS = (
    "peek|peek|schauen\n"
    "swap|swap|tauschen\n"
    "reveal|reveal|aufdecken\n"
    "characters|characters|Figuren\n"
    "hats|hats|Hüte\n"
    "princess|princess|Prinzessin\n"
    "pirate|pirate|Pirat\n"
    "gardener|gardener|Gärtner\n"
    "jester|jester|Narr\n"
    "knight|knight|Ritter\n"
    "witch|witch|Hexe\n"
    "cowboy|cowboy|Cowboy\n"
    "viking|viking|Wikinger\n"
    "wizard|wizard|Zauberer\n"
    "chef|chef|Koch\n"
    "wonder|wonder hat|Wunderhut\n"
    "no_swap_back|no swap back|ohne Rücktausch\n"
    "play_on|play on|weiterspielen\n"
    "pairs|pairs|Paare\n"
    "wonders|wonder|Wunder\n"
    "bald|bald|Glatzen"
)

# The hat that fits each character (RULINGS.md 4 table), English / German.
HATS = (
    "princess|crown|Krone\npirate|tricorne|Dreispitz\ngardener|straw hat|Strohhut\n"
    "jester|jester's cap|Narrenkappe\nknight|helmet|Helm\nwitch|witch's hat|Hexenhut\n"
    "cowboy|cowboy hat|Cowboyhut\nviking|viking helmet|Wikingerhelm\nwizard|wizard's hat|Zauberhut\n"
    "chef|chef's toque|Kochmütze\nwonder|wonder hat|Wunderhut"
)
