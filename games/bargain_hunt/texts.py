"""The game's texts shown off the table: its hand results' reason codes (firmware/results.py) and
the launcher's explanations (firmware/setup_help.py), "key|English|German" a line.  A module of its
own, found by texts.of_game while the game is loaded, for the page or the menu that shows them, and
dropped with it (firmware/app.py): the folder's __init__.py stays loaded through the whole game,
and a .mpy module's strings are heap."""

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
