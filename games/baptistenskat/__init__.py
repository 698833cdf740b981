"""Baptistenskat: its rules (rules.py), computer players (bots.py, bots_hard.py), table (layout.py) and
rules help (help_en.py, help_de.py).  See docs/NEW_GAME.md."""

# The game's own words on screen, "record word|English|German" a line (firmware/words.py
# looks here for a word its shared table lacks, while the game is loaded).
WORDS = (
    "bids|bids|Gebote\n"
    "hook|hook|Haken\n"
    "hidden_bids|hidden bids|verdeckte Gebote"
)
