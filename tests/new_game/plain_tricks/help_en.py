PAGES = (
    "Plain Tricks: 3 or 4 players, one colour per player, values 1 to 8; every card is dealt.",
    "Left of the dealer leads. Follow the colour led if you can, else play any card.",
    "The highest card of the colour led takes the trick and leads the next. Each trick: 1 point.",
)
