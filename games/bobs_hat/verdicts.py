"""The figures behind Bob's Hat's verdicts on the hand's results page (firmware/results.py
figures, issue 27 point 9): a most-bid's cards of its suit against the best other seat's; a
fewest bid's cards taken in all against the fewest of the others (RULINGS.md 1)."""


def figures(code, s, v):
    """("vs", seat s's count, the other seat, its count) for a most_<suit>_* or fewest* code, from
    the public view's last hand; None otherwise."""
    lh = v.get("last_hand")
    if not (lh and lh.get("taken") and (code.startswith("most_") or code.startswith("fewest"))):
        return None
    tk = lh["taken"]
    most = code.startswith("most_")
    key = code.split("_")[1] if most else "total"
    o = -1
    for p in range(len(tk)):
        if p != s and (o < 0 or (tk[p][key] > tk[o][key] if most else tk[p][key] < tk[o][key])):
            o = p
    if o < 0:
        return None
    return ("vs", tk[s][key], o, tk[o][key])
