"""Bargain Hunt: its rules (rules.py), computer players (bots.py, bots_hard.py), table (layout.py) and
rules help (help_en.py, help_de.py).  See docs/NEW_GAME.md."""

# The game's own words on screen, "record word|English|German" a line (firmware/words.py
# looks here for a word its shared table lacks, while the game is loaded).
WORDS = (
    "bargain|bargain|Schnäppchen\n"
    "clear|clear|abräumen\n"
    "notrump|not trump|kein Trumpf\n"
    "high|higher|höher\n"
    "low|lower|tiefer\n"
    "sso|super offer|Superangebot"
)
