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
    "3-4 Spieler. Stiche: Trumpf wird im Stich gewählt; sammle Schnäppchen\n"
    # Teach (issue 27, firmware/comfort.py): the coaching line of a first game per kind of
    # prompt, "+<kind>" (the action's first word, "action" the choice of the action word,
    # "<word>2" its later steps), and why a choice is greyed, "_<reason>" (the rules' grey()
    # reason words, "%s" the other words; "_<reason>_" a short form)
    # RULINGS.md 2: round 1, the opening bargain: its value is the player's bargain
    "+bargain|Your bargain: cards of its value score +1|Schnäppchen: Karten seines Werts +1\n"
    "+play|Follow colour, or play a super offer|Farbe bedienen oder Superangebot\n"
    # RULINGS.md 2: trump is set inside each trick; identical cards: higher or lower
    "+play2|Trump or not? Twin card: higher or lower|Trumpf? Bei Zwilling: höher/tiefer\n"
    # RULINGS.md 2: clearing after the last trick of a round
    "+clear|Clear a value: trash some, rest +1|Wert abräumen: einige Müll, Rest +1\n"
    # RULINGS.md 2: an SSO may be played at any time
    "_follow_sso|must follow %s (or super offer)|muss %s bedienen (o. Superangebot)\n"
    "_follow_sso_|must follow %s|muss %s bedienen"
)
