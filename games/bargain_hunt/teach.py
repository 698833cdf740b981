"""The Teach lines of Bargain Hunt (issue 27): its HELP table, keyed as docs/NEW_GAME.md
(`teach.py`) describes; firmware/teach.py `coach` reads it."""

HELP = (
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
