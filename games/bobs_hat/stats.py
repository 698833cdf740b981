"""What a bid is in Where's Bob's Hat?, for the statistics (firmware/stats.py): the scoring reasons
(rules.py hand_points codes) of a bid made and of a bid missed.  Each most-bid and each fewest-bid
counts on its own (RULINGS.md 1); "bid none" and Bob's Hat card are no bids.  Loaded only when a
game ends."""
MADE = ("most_blue_made", "most_red_made", "most_black_made", "fewest_made", "fewest2_made")
MISSED = ("most_blue_missed", "most_red_missed", "most_black_missed", "fewest_missed", "fewest2_missed")
