"""The game's texts shown off the table: its hand results' reason codes (firmware/results.py) and
the launcher's explanations (firmware/setup_help.py), "key|English|German" a line.  A module of its
own, found by texts.of_game while the game is loaded, for the page or the menu that shows them, and
dropped with it (firmware/app.py): the folder's __init__.py stays loaded through the whole game,
and a .mpy module's strings are heap."""

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
