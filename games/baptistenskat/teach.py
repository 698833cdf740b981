"""Teach (issue 27, firmware/comfort.py): the coaching line of a first game per kind of prompt,
"+<kind>" (the action's first word, "action" the choice of the action word, "<word>2" its later
steps), and why a choice is greyed, "_<reason>" (the rules' grey() reason words, "%s" the other
words; "_<reason>_" a short form), "key|English|German" a line.  A module of its own, apart from
texts.py: a coached or greyed turn loads these lines only (firmware/textpage.py coach), and the
app drops it with the pages (firmware/app.py _HELD)."""

HELP = (
    # RULINGS.md 3: exactly the tricks bid scores
    "+bid|How many tricks will you take? Exactly|Wie viele Stiche machst du? Genau\n"
    "+play|Play a card; follow suit if you can|Farbe bedienen, wenn möglich\n"
    # RULINGS.md 3 `hook`: the dealer's bids may not add up to the cards in hand
    "_hook|hook: bids may not add up to %s|Haken: Gebote nicht gleich %s\n"
    "_hook_|sum may not be %s|Summe nicht %s"
)
