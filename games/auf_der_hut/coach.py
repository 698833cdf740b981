"""Auf der Hut: the coaching lines of a first game and the reasons a choice is greyed
(firmware/teach.py), "key|English|German" a line: a prompt's kind ("act" the choice of peek,
swap or reveal; the action's first word; "<word>2" for its later steps), "why_<reason>" for the
rules' grey() reasons (rules.py).  Loaded only for a coached turn or a greyed choice, dropped
after it (app.py)."""

COACH = (
    # RULINGS.md 4: a turn is exactly one of peek, swap, reveal
    "act|Peek at, swap or reveal a hat|Hut ansehen, tauschen oder aufdecken\n"
    "peek|Which hat to look at? Only you see it|Welchen Hut ansehen? Nur du siehst ihn\n"
    "swap|Swap two hats: the first one|Zwei Hüte tauschen: der erste\n"
    "swap2|...and the hat to swap it with|...und der Hut, mit dem er tauscht\n"
    "reveal|Reveal: fits = a pair, else bald|Aufdecken: passt = Paar, sonst Glatze\n"
    # RULINGS.md 4 `no_swap_back`
    "why_back|just swapped: no swap back|gerade getauscht: kein Rücktausch\n"
    "why_back_s|no swap back|kein Rücktausch"
)
