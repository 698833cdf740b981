"""Teach (issue 27, firmware/comfort.py): the coaching line of a first game per kind of prompt,
"+<kind>" (the action's first word, "action" the choice of the action word, "<word>2" its later
steps), and why a choice is greyed, "_<reason>" (the rules' grey() reason words, "%s" the other
words; "_<reason>_" a short form), "key|English|German" a line.  A module of its own, apart from
texts.py: a coached or greyed turn loads these lines only (firmware/textpage.py coach), and the
app drops it with the pages (firmware/app.py _HELD)."""

HELP = (
    # RULINGS.md 1: the dealer looks at his hand, then chooses +10 or -10 for the hand
    "+hat|Dealer: Bob's Hat is worth +10 or -10?|Geber: Bobs Hut zählt +10 oder -10?\n"
    # RULINGS.md 1: most <suit> = strictly more of that suit than anyone; fewest = fewest cards
    "+bid|Bid colours you'll take most of|Biete Farben, die du am meisten nimmst\n"
    "+bid2|Add a bid card, or done|Weitere Karte bieten oder fertig\n"
    "+play|Play a card; follow suit if you can|Farbe bedienen, wenn möglich\n"
    # RULINGS.md 1 `no_bid`: once per game
    "_used|no bid: used up this game|kein Gebot: schon verbraucht\n"
    "_used_|used up|verbraucht"
)
