PAGES = (
    "Bargain Hunt: 3-4 players, 108 goods cards (6 colours x 1-9, twice) and 2 super special offers (SSO). "
    "6 rounds with 3 players, 4 with 4; 8 cards each.",
    "Round 1: each lays one goods card face up: its value is his bargain.",
    "Follow the colour led if you can; an SSO may be played any time. A player who cannot follow declares "
    "his colour trump or not trump (one trump per trick, never the colour led).",
    "Winner: the first SSO, else the highest trump, else the highest of the colour led. "
    "An identical card is declared higher or lower.",
    "The winner's cards of his bargain value go to his bargain pile (+1 each), all others to odds-and-ends (-1 each).",
    "After a round each may clear one value of his odds-and-ends: the first 3 (3 players) or 2 go to the trash, "
    "the rest to the bargain pile, and that value becomes his bargain. Twice in the last round.",
)
