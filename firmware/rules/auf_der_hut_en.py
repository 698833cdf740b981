PAGES = (
    "Auf der Hut: 2-4 players. 7 characters in a row, each with a face-down hat. "
    "Each character fits exactly one hat; wonder hats fit everyone.",
    "On your turn do one: peek at a hat (only you see it), swap two hats without looking "
    "(not the pair just swapped back), or reveal a hat.",
    "Reveal: it fits - take character and hat, the spot is refilled. A wonder hat - take it, a new hat goes on. "
    "It does not fit - take a bald head, the hat goes back.",
    "The game ends when a spot cannot be refilled, or when no match is left.",
    "Score: pairs minus bald heads not covered by wonder hats, never below 0. Remember what you peeked!",
)
