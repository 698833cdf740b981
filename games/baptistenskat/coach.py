"""Baptistenskat: the coaching lines of a first game and the reasons a choice is greyed
(firmware/teach.py), "key|English|German" a line: a prompt's kind (the action's first word),
"why_<reason>" for the rules' grey() reasons (rules.py).  Loaded only for a coached turn or a
greyed choice, dropped after it (app.py)."""

COACH = (
    # RULINGS.md 3: exactly the tricks bid scores
    "bid|How many tricks will you take? Exactly|Wie viele Stiche machst du? Genau\n"
    "play|Play a card; follow suit if you can|Farbe bedienen, wenn möglich\n"
    # RULINGS.md 3 `hook`: the dealer's bids may not add up to the cards in hand
    "why_hook|hook: bids may not add up to %s|Haken: Gebote nicht gleich %s\n"
    "why_hook_s|sum may not be %s|Summe nicht %s"
)
