PAGES = (
    "Where's Bob's Hat? 3-5 players, 60 cards: blue, red, black 1-20. Hand k deals 4+k cards.",
    "The dealer turns a trump card (grey = no trump), looks at his hand and chooses Bob's Hat +10 or -10.",
    "Bids, from the dealer: any set of most blue, most red, most black, fewest. "
    "Options: fewest x2, one 'no bid' per game, secret bids.",
    "The dealer leads. Follow suit if you can. Highest trump wins, else the highest card of the suit led.",
    "Win a trick holding a 14 or 15 and you take Bob's Hat from the middle or its holder.",
    "Most <suit>: strictly most cards of it: +5 + cards, else -5. Fewest: strictly fewest cards: "
    "+cards dealt, else minus. The hat's holder scores its +10 or -10.",
)
