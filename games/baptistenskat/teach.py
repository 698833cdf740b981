"""The Teach lines of Baptistenskat (issue 27): its HELP table, keyed as docs/NEW_GAME.md
(`teach.py`) describes; firmware/teach.py `coach` reads it."""

HELP = (
    # RULINGS.md 3: exactly the tricks bid scores
    "+bid|How many tricks will you take? Exactly|Wie viele Stiche machst du? Genau\n"
    "+play|Play a card; follow suit if you can|Farbe bedienen, wenn möglich\n"
    # RULINGS.md 3 `hook`: the dealer's bids may not add up to the cards in hand
    "_hook|hook: bids may not add up to %s|Haken: Gebote nicht gleich %s\n"
    "_hook_|sum may not be %s|Summe nicht %s"
)
