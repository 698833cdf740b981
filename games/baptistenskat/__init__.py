"""Baptistenskat: its rules (rules.py), computer players (bots.py, bots_hard.py), table (layout.py) and
rules help (help_en.py, help_de.py).  See docs/NEW_GAME.md."""

# The game's own words on screen, "record word|English|German" a line (firmware/words.py
# looks here for a word its shared table lacks, while the game is loaded).
WORDS = (
    "hook|hook|Haken\n"
    "hidden_bids|hidden bids|verdeckte Gebote"
)

# Its hand results' reason codes as the results page names them (firmware/results.py).
LABELS = (
    "exact|exact|genau\n"
    "exact_double|exact x2|genau x2\n"
    "zero_made|zero made|null geschafft\n"
    "zero_missed|zero missed|null daneben"
)

# The launcher's one-line explanations: the game itself (its record name) and its options
# (firmware/setup_help.py).
HELP = (
    "baptistenskat|3-6 players. Bid exactly how many tricks you will take|"
    "3-6 Spieler. Sage genau an, wie viele Stiche du machst\n"
    "hook|The dealer may not make the bids add up to the cards in hand|"
    "Der Geber darf die Gebote nicht auf die Kartenzahl bringen\n"
    "hidden_bids|Once bidding ends, nobody sees the bids, not even his own|"
    "Nach dem Bieten sieht niemand die Gebote, auch nicht das eigene"
)
