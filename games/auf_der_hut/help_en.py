PAGES = (
    "Auf der Hut: 2-4 players. 20 characters (10 x 2), 24 hats (10 x 2 and 4 wonder hats). Each "
    "character fits one hat; a wonder hat fits none (see Reveal).",
    "7 characters lie in a row, each with a face-down hat; the rest are two face-down piles, counted in "
    "the header (characters 13 hats 17).",
    "princess: crown. pirate: tricorne. gardener: straw hat. jester: jester's cap. knight: helmet. "
    "witch: witch's hat. cowboy: cowboy hat. viking: viking helmet. wizard: wizard's hat. "
    "chef: chef's toque.",
    "On your turn do one: peek at a hat (only you see it), swap two hats without looking, or reveal a hat. A "
    "spot without a hat (option play on) cannot be chosen.",
    "Option no swap back (on by default): you may not swap the very pair the previous player just "
    "swapped; a dotted line marks that pair.",
    "Reveal: it fits - take character and hat (a pair); a new character and hat fill the spot. "
    "A wonder hat - take it; a new hat goes on. It does not fit - take a bald head; the hat goes back "
    "face down.",
    "Your turn starts with what the others did since your last turn: peeks, swaps, reveals. "
    "Remember what you saw!",
    "End: when a spot cannot be refilled, or when no match is left in the row. Option play on: the "
    "spot stays empty instead, and the game ends when only 3 characters with hats remain.",
    "Score: each bald head covers one pair, each wonder hat uncovers one again: "
    "pairs - max(0, min(bald, pairs) - wonder). 4 pairs, 2 bald, 1 wonder = 3. "
    "The highest score wins; ties share the win. The in-game menu's Scores page lists each player's "
    "pairs, wonder hats and bald heads in words.",
)
