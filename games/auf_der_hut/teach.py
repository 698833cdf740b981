"""Teach (issue 27, firmware/comfort.py): the coaching line of a first game per kind of prompt,
"+<kind>" (the action's first word, "action" the choice of the action word, "<word>2" its later
steps), and why a choice is greyed, "_<reason>" (the rules' grey() reason words, "%s" the other
words; "_<reason>_" a short form), "key|English|German" a line.  A module of its own, apart from
texts.py: a coached or greyed turn loads these lines only (firmware/textpage.py coach), and the
app drops it with the pages (firmware/app.py _HELD)."""

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
