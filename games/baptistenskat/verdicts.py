"""The figures behind Baptistenskat's verdicts on the round's results page (firmware/results.py
figures, issue 27 point 9): the bid against the tricks taken (RULINGS.md 3)."""


def figures(code, s, v):
    """("bid", the bid as text, tricks taken) for seat s's exact/missed/zero verdict; None else."""
    lr = v.get("last_result")
    if not lr or code not in ("exact", "exact_double", "missed", "zero_made", "zero_missed"):
        return None
    e = lr["seats"][s]
    return ("bid", e["bid"], e["took"])
