"""Where's Bob's Hat?: its rules (rules.py), computer players (bots.py, bots_hard.py), table (layout.py) and
rules help (help_en.py, help_de.py).  See docs/NEW_GAME.md."""

# The game's own words on screen, "record word|English|German" a line (firmware/words.py
# looks here for a word its shared table lacks, while the game is loaded).
WORDS = (
    "hat|Bob's Hat|Bobs Hut\n"
    "fewest|fewest|wenigste\n"
    "fewest2|fewest x2|wenigste x2\n"
    "double_fewest|fewest x2|wenigste x2\n"
    "no_bid|no bid once|kein Gebot (1x)\n"
    "secret_bidding|secret bids|geheime Gebote\n"
    "negative_scoring|negative scoring|Minuspunkte"
)
