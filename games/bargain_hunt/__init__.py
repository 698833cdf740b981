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

# Its hand results' reason codes as the results page names them (firmware/results.py).
LABELS = (
    "opening_bargain|opening|Start\n"
    "bargain_cards|bargains|Schnäppchen\n"
    "odds_cards|odds-and-ends|Krimskrams\n"
    "trashed|trashed|Müll\n"
    "cleared_to_bargain|cleared|abgeräumt"
)

# The launcher's one-line explanations: the game itself (its record name) and its options
# (firmware/setup_help.py).
HELP = (
    "bargain_hunt|3-4 players. Tricks: trump is chosen in each trick; collect bargains|"
    "3-4 Spieler. Stiche: Trumpf wird im Stich gewählt; sammle Schnäppchen"
)
