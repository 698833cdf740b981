"""The one heap bisection: the smallest heap a workload passes at.

run(heap) answers "pass", "memory" (a MemoryError: too small), "crash..." (the interpreter itself
died: counted, never a pass) or anything else (a failure that is not about memory).  The
bisection separates "memory" from the rest; then the figure is the first heap, upward from that
boundary, at which the run passes.  window > 0: a long run's pass/fail is not monotonic in the
heap size (one block that does not fit among fragments fails a heap that a smaller one,
fragmented otherwise, passes), so the figure is raised until every heap from it up to figure +
window passes too: the smallest heap above which the run was seen to pass throughout.
strict: a result that is neither pass nor memory during the bisection (not the scan and the window
checks after it) raises RuntimeError."""


def smallest_heap(run, lo, hi, step, window=0, scan=256, strict=False, log=None):
    """(heap bytes or None, crashes seen).  None: it does not pass at hi (or nowhere in scan)."""
    crashes = 0

    def go(heap, bisecting=False):
        nonlocal crashes
        r = run(heap)
        if log:
            log(heap, r)
        if r.startswith("crash"):
            crashes += 1
        if strict and bisecting and r not in ("pass", "memory"):
            raise RuntimeError("at %d bytes: %s" % (heap, r))
        return r

    top = hi
    if go(hi, True) == "memory":
        return None, crashes
    while hi - lo > step:
        mid = (lo + hi) // 2 // step * step
        if go(mid, True) == "memory":
            lo = mid
        else:
            hi = mid
    h = hi
    for _ in range(scan):  # upward from the boundary to the first clean pass
        if go(h) == "pass":
            break
        h += step
    else:
        return None, crashes
    k = step
    while k <= window and h + k <= top:
        if go(h + k) == "pass":
            k += step
            continue
        h, k = h + k + step, 0  # fails above the figure: the figure starts above that heap
    return h, crashes
