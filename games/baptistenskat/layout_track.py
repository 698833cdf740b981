"""Baptistenskat: how each bid stands while the round is played (issue 27 "Track"), from public
information only -- the bids on the table, the tricks each seat won, the tricks still to play --
and the bids' total against the tricks of the round.  Imported by layout.py for its `track`
hook and header (a layout_* module: dropped with the layout).

A bid scores only when made exactly (RULINGS.md 3: exact bid b > 0 +10*b, bid 0 made +10 * the
highest bid; any other count is missed, -10 * the difference or -10 * the highest bid), so a bid
is, in firmware/layouts/cards.py's terms:
  MADE  tricks won == bid (made exactly as it stands; one trick more would lose it),
  ON    fewer tricks than the bid and enough tricks left to reach it,
  LOST  more tricks than the bid (over), or too few tricks left to reach it (cannot reach)."""
from firmware.layouts.cards import LOST, MADE, ON


def status(v, s):
    """Seat s's bid's status, or None when its bid is not on the table (not bid yet, hidden)."""
    b = v["bids"][s]
    if b is None:
        return None
    t = v["tricks_won"][s]
    if t == b:
        return MADE
    if t > b or t + max(v["hand_sizes"]) < b:  # over, or cannot reach with the tricks left
        return LOST
    return ON


def total(v):
    """(the sum of the bids on the table, the tricks of the round), or None when no bid is shown
    (before the first bid; `hidden_bids` once bidding ends).  While bidding it is the running sum
    (the dealer's hook, RULINGS.md 3 Profiregel 1).  The round deals players + round cards to each
    (RULINGS.md 3): that many tricks.  A sum over the tricks means someone must miss (over-bid);
    under them, someone takes more than bid."""
    s = None
    for b in v["bids"]:
        if b is not None:
            s = (s or 0) + b
    return None if s is None else (s, v["players"] + v["round_no"])
