PAGES = (
    "Bargain Hunt: 3-4 players, 108 goods cards (6 colours x 1-9, twice) and 2 super offers. "
    "6 rounds with 3 players, 4 with 4. Each round deals 8 cards each; when the stock runs short, "
    "the largest equal number.",
    "Round 1, before the first trick: from the dealer's left, each lays one goods card (never a super "
    "offer) face up on his bargain pile: its value is his bargain, the card scores +1. So round 1 has 7 "
    "tricks.",
    "The player left of the dealer leads; the trick winner leads next. Follow the colour led if you can; "
    "a super offer may be played any time.",
    "A super offer may be led: then nobody must follow, no trump can be declared and the leader wins.",
    "A player who cannot follow declares his colour trump or not trump (one trump per trick, never the "
    "colour led nor a colour already declared not trump in this trick; nobody must trump). An identical card "
    "is declared higher or lower.",
    "Winner: the first super offer, else the highest trump, else the highest of the colour led. "
    "Cards of the winner's bargain value go to his bargain pile (+1 each), all others, super offers too, "
    "to his odds-and-ends (-1 each).",
    "Clearing, after a round's last trick, from its winner clockwise: each may clear one value of his "
    "odds-and-ends, or nothing. The first 3 of those cards (3 players) or 2 (4 players) go to the "
    "trash, the rest to his bargain pile. Only if a card reached the bargain pile does that value "
    "become his bargain. Super offers can never be cleared. In the last round each clears twice in a row (two "
    "values; a first \"nothing\" keeps the second).",
    "Next round: the trash is shuffled and goes under the stock. End: bargain pile +1 each, odds-and-ends -1 each. "
    "The highest total wins; ties share the win.",
)
