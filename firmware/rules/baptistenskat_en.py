PAGES = (
    "Baptistenskat: 3-6 players, 80 cards red, yellow, green, blue 1-20. Round r deals players+r cards.",
    "The card turned up after the deal sets trump. Bids from the dealer's left, the dealer last: "
    "how many tricks you will take.",
    "Follow the colour led (a led trump too). Highest trump wins, else the highest card of the colour led.",
    "Exact bid b>0: +10b; the highest exact bid scores double. Missed: -10 per trick off. "
    "Bid 0 made: +10 x the round's highest bid, missed: minus that.",
    "Options: hook (the dealer may not make the bids add up to the cards), hidden bids "
    "(after bidding nobody sees any bid until the round is scored).",
)
