"""Where's Bob's Hat?: the coaching lines of a first game and the reasons a choice is greyed
(firmware/teach.py), "key|English|German" a line: a prompt's kind (the action's first word,
"<word>2" for its later steps), "why_<reason>" for the rules' grey() reasons (rules.py).
Loaded only for a coached turn or a greyed choice, dropped after it (app.py)."""

COACH = (
    # RULINGS.md 1: the dealer looks at his hand, then chooses +10 or -10 for the hand
    "hat|Dealer: Bob's Hat is worth +10 or -10?|Geber: Bobs Hut zählt +10 oder -10?\n"
    # RULINGS.md 1: most <suit> = strictly more of that suit than anyone; fewest = fewest cards
    "bid|Bid colours you'll take most of|Biete Farben, die du am meisten nimmst\n"
    "bid2|Add a bid card, or done|Weitere Karte bieten oder fertig\n"
    "play|Play a card; follow suit if you can|Farbe bedienen, wenn möglich\n"
    # RULINGS.md 1 `no_bid`: once per game
    "why_used|no bid: used up this game|kein Gebot: schon verbraucht\n"
    "why_used_s|used up|verbraucht"
)
