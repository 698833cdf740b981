"""Where's Bob's Hat?: how each bid stands while the hand is played (issue 27 "Track"), from
public information only -- the bids on the table, the cards each seat took (everyone saw the
tricks) and the tricks still to play -- never a hand: the table is seen by everybody.  Imported
by layout.py for its `track` hook (a layout_* module: dropped with the layout).

Each bid card on its own (RULINGS.md 1), one of firmware/layouts/cards.py's MADE / ON / LOST:
- most <suit>: MADE while the bidder holds strictly more cards of that suit than every other
  single player (what it would score if the hand ended now); LOST once even all the suit's cards
  still to be won (at most every card left in play, at most the 20 of the suit not yet taken)
  would not lift the bidder above the best other count; else ON (it can still be made).  At the
  hand's end a suit nobody took was not dealt: every most-bid on it is made (RULINGS.md 1).
- fewest (and fewest x2): MADE while the bidder took strictly fewer cards than every other single
  player; LOST once the others cannot all pass the bidder even if the bidder takes no more tricks
  and they take every trick left (each needs enough tricks to get strictly above); else ON."""
from firmware.layouts.cards import LOST, MADE, ON

_SUIT = ("blue", "red", "black")  # games/bobs_hat/rules.py SUITS: 20 cards each
_PER_SUIT = 20


def statuses(v, s):
    """Seat s's bid as [(bid word, status), ...] in the bid's order, or [] when it has no bid on
    the table (not bid yet, a secret bid, bid nothing)."""
    b = v["bids"][s]
    if not b or b == ["none"]:
        return []
    n = v["players"]
    taken = v["taken"]
    left = max(v["hand_sizes"])  # tricks still to play, the one in progress included
    out = []
    for w in b:
        if w in _SUIT:
            mine = taken[s][w]
            best = 0  # the best other single count
            seen = 0  # the suit's cards taken by anyone
            for q in range(n):
                seen += taken[q][w]
                if q != s and taken[q][w] > best:
                    best = taken[q][w]
            gain = min(n * left, _PER_SUIT - seen)  # the most one seat can still take of it
            if mine > best or (not left and not seen):
                st = MADE
            elif mine + gain > best:
                st = ON
            else:
                st = LOST
        else:  # fewest, fewest2: cards taken in total, n to a trick
            mine = taken[s]["total"]
            need = 0  # tricks the others need, together, to be each strictly above the bidder
            low = True  # strictly fewer than every other single player now
            for q in range(n):
                if q != s:
                    t = taken[q]["total"]
                    if t <= mine:
                        low = False
                        need += (mine - t) // n + 1
            st = MADE if low else (ON if need <= left else LOST)
        out.append((w, st))
    return out
