PAGES = (
    "Baptistenskat: 3-6 players, 80 cards red, yellow, green, blue 1-20. Round r deals players+r cards "
    "each; 10 rounds (option: rounds; at most 10, 7 with 6 players: a card must be left to turn up).",
    "After the deal the top card of the stock is turned up: its colour is trump. Bids from the dealer's "
    "left, the dealer last: how many tricks you will take, 0 to the cards in hand.",
    "The player left of the dealer leads; the trick winner leads next. Follow the colour led (a led "
    "trump too). Highest trump wins, else the highest card of the colour led.",
    "Exact bid b>0: +10b. The highest non-zero exact bid scores double: if the highest bidder misses, "
    "the double goes to the highest bid made exactly; ties all double. Missed: -10 per trick off.",
    "Bid 0 made: +10 x the round's highest bid; missed: minus that. A bid of 0 never doubles. If everyone bids "
    "0, the round scores 0.",
    "Options: hook (pro 1: the dealer may not make the bids add up to the cards in hand), hidden bids "
    "(pro 2: after bidding nobody sees any bid, not even his own, until the round is scored).",
    "After the last round the highest total wins; ties share the win.",
)
