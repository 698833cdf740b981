PAGES = (
    "Where's Bob's Hat? 3-5 players, 60 cards: blue, red, black 1-20. Hand k deals 4+k cards to each "
    "player. A game has 12 hands with 3 players, 10 with 4, 8 with 5 (option: hands; at most 16, 11, 8: every "
    "hand must fit in 60 cards).",
    "The dealer turns a trump card (grey = no trump), looks at his hand and chooses Bob's Hat +10 or -10.",
    "Bids, from the dealer clockwise: each player bids one or more of most blue, most red, most black, "
    "fewest.",
    "The dealer leads; the trick winner leads next. Follow suit if you can. Highest trump wins, else the "
    "highest card of the suit led. The console never lets you break these rules, so a renege (-15 at a table) "
    "cannot happen.",
    "Win a trick containing a 14 or 15 (any suit) and you take Bob's Hat from the middle or its holder, also "
    "if you bid nothing.",
    "Each bid scores alone. Most <suit>: strictly more cards of it than every other player: +5 + those "
    "cards, else -5. If no card of that suit was dealt, it is made: +5.",
    "Fewest: strictly fewer cards taken than every other player: + the cards dealt to each player, "
    "else minus that. The Bob's Hat card is not a taken card. The hat's holder scores its +10 or -10. Scores "
    "can be negative.",
    "Options: fewest x2 scores double, plus or minus. No bid once: once a game you bid nothing, play the "
    "hand and score nothing for it, not even the hat (you still take it; then nobody scores it). Secret bids: "
    "nobody sees a bid until all have bid. "
    "Negative scoring: a missed most-bid scores -5 and -1 per card of that suit taken.",
    "After the last hand the highest total wins; ties share the win.",
)
