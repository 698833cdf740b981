"""What a bid is in Baptistenskat, for the statistics (firmware/stats.py): the scoring reasons
(rules.py round_points codes) of a bid made exactly -- a bid of 0 too -- and of one missed
(RULINGS.md 3).  Loaded only when a game ends."""
MADE = ("exact", "exact_double", "zero_made")
MISSED = ("missed", "zero_missed")
