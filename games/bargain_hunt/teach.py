"""Teach (issue 27, firmware/comfort.py): the coaching line of a first game per kind of prompt,
"+<kind>" (the action's first word, "action" the choice of the action word, "<word>2" its later
steps), and why a choice is greyed, "_<reason>" (the rules' grey() reason words, "%s" the other
words; "_<reason>_" a short form), "key|English|German" a line.  A module of its own, apart from
texts.py: a coached or greyed turn loads these lines only (firmware/textpage.py coach), and the
app drops it with the pages (firmware/app.py _HELD)."""

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
