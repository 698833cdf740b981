"""The one percentile helper of the figures: p50, p95 and max of device times.

p50 is the upper median (v[n // 2]); p95 the nearest rank (the smallest value at or above 95 % of
the samples: v[ceil(0.95 n) - 1]); max the largest.  The RP2040 figures (tools/rp2040/figures.py)
keep their own rank rule, round(p (n - 1)) (rank), so that their figures keep their meaning."""


def p50_p95_max(values, scale=1000.0):
    """(p50, p95, max, n) of values divided by scale (µs -> ms by default); None when empty."""
    v = sorted(values)
    n = len(v)
    if not n:
        return None
    return v[n // 2] / scale, v[min(n - 1, (n * 95 + 99) // 100 - 1)] / scale, v[-1] / scale, n


def fmt(p, unit="ms"):
    """'p50 1.0 / p95 2.0 / max 3.0 ms (n)', or 'n/a'."""
    return "n/a" if p is None else "p50 %.1f / p95 %.1f / max %.1f %s (%d)" % (p[0], p[1], p[2], unit, p[3])


def rank(xs, p):
    """The RP2040 figures' percentile (tools/rp2040/figures.py): the value at rank round(p/100 (n - 1))
    of the sorted values (p95 of 6 is the largest, of 20 the 19th)."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100.0 * (len(xs) - 1))))]
