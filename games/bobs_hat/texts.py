"""The game's texts shown off the table: its hand results' reason codes (firmware/results.py) and
the launcher's explanations (firmware/setup_help.py), "key|English|German" a line.  A module of its
own, found by texts.of_game while the game is loaded, for the page or the menu that shows them, and
dropped with it (firmware/app.py): the folder's __init__.py stays loaded through the whole game,
and a .mpy module's strings are heap."""

# Its hand results' reason codes as the results page names them (firmware/results.py).
LABELS = (
    "most_blue_made|most blue made|meiste blau geschafft\n"
    "most_blue_missed|most blue missed|meiste blau daneben\n"
    "most_red_made|most red made|meiste rot geschafft\n"
    "most_red_missed|most red missed|meiste rot daneben\n"
    "most_black_made|most black made|meiste schwarz geschafft\n"
    "most_black_missed|most black missed|meiste schwarz daneben\n"
    "fewest_made|fewest made|wenigste geschafft\n"
    "fewest_missed|fewest missed|wenigste daneben\n"
    "fewest2_made|fewest x2 made|wenigste x2 geschafft\n"
    "fewest2_missed|fewest x2 missed|wenigste x2 daneben\n"
    "hat|Bob's Hat|Bobs Hut\n"
    "no_bid|no bid|kein Gebot"
)

# The launcher's one-line explanations: the game itself (its record name) and its options
# (firmware/setup_help.py).
HELP = (
    "bobs_hat|3-5 players. Tricks: bid most of a colour or fewest; Bob's Hat +/-10|"
    "3-5 Spieler. Stiche: meiste einer Farbe oder wenigste bieten; Bobs Hut +/-10\n"
    "double_fewest|Allows the bid fewest x2: double points, won or lost|"
    "Erlaubt wenigste x2: doppelte Punkte, plus oder minus\n"
    "no_bid|Once a game you may bid nothing, and score nothing|Einmal im Spiel ohne Gebot spielen, ohne Punkte\n"
    "secret_bidding|Nobody sees a bid until all have bid|Gebote bleiben verdeckt, bis alle geboten haben\n"
    "negative_scoring|A missed most-bid also costs 1 per card of that suit|"
    "Meiste-Gebot verfehlt: auch -1 je Karte der Farbe"
)
