"""The Teach lines of Where's Bob's Hat? (issue 27): its HELP table, keyed as docs/NEW_GAME.md
(`teach.py`) describes; firmware/teach.py `coach` reads it."""

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
