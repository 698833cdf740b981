"""The game's texts shown off the table: its hand results' reason codes (firmware/results.py) and
the launcher's explanations (firmware/setup_help.py), "key|English|German" a line.  A module of its
own, found by texts.of_game while the game is loaded, for the page or the menu that shows them, and
dropped with it (firmware/app.py): the folder's __init__.py stays loaded through the whole game,
and a .mpy module's strings are heap."""

# Its results' reason codes (firmware/results.py, the final page: RULINGS.md 4 `final_score`).
LABELS = (
    "pairs|pairs|Paare\n"
    "bald|bald heads|Glatzen\n"
    "wonder|wonder hats|Wunderhüte"
)

# The launcher's one-line explanations: the game itself (its record name) and its options
# (firmware/setup_help.py).
HELP = (
    "auf_der_hut|2-4 players. Memory: peek, swap, reveal; find each character its hat|"
    "2-4 Spieler. Gedächtnis: schauen, tauschen, aufdecken; jeder Figur ihr Hut\n"
    "no_swap_back|Nobody may swap back the two spots just swapped|"
    "Die eben getauschten Plätze darf keiner zurücktauschen\n"
    "play_on|An empty pile ends nothing: play until 3 hats are left|"
    "Ein leerer Stapel beendet nichts: bis 3 Hüte übrig sind"
)
