"""The Teach lines of Auf der Hut (issue 27): its HELP table, keyed as docs/NEW_GAME.md
(`teach.py`) describes; firmware/teach.py `coach` reads it."""

HELP = (
    # RULINGS.md 4: a turn is exactly one of peek, swap, reveal
    "+action|Peek at, swap or reveal a hat|Hut ansehen, tauschen oder aufdecken\n"
    "+peek|Which hat to look at? Only you see it|Welchen Hut ansehen? Nur du siehst ihn\n"
    "+swap|Swap two hats: the first one|Zwei Hüte tauschen: der erste\n"
    "+swap2|...and the hat to swap it with|...und der Hut, mit dem er tauscht\n"
    "+reveal|Reveal: fits = a pair, else bald|Aufdecken: passt = Paar, sonst Glatze\n"
    # RULINGS.md 4 `no_swap_back`
    "_back|just swapped: no swap back|gerade getauscht: kein Rücktausch\n"
    "_back_|no swap back|kein Rücktausch"
)
