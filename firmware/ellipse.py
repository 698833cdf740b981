"""framebuf's ellipse() as MicroPython draws it (extmod/modframebuf.c: the midpoint algorithm,
filled as one row per step), for the framebufs written in Python: firmware/drivers/bitmapfb.py (on
CircuitPython) and host_sim/framebuf.py (on CPython).  `fb` needs only pixel() and fill_rect().
The app draws no ellipse: bitmapfb imports this module only when one is drawn."""


def draw(fb, cx, cy, xr, yr, c, f=False, m=15):
    """framebuf.FrameBuffer.ellipse(cx, cy, xr, yr, c, f, m): m's bits 0-3 are the quadrants
    (upper right, upper left, lower left, lower right), f fills."""
    m &= 15
    if xr == 0 and yr == 0:
        if m:
            fb.pixel(cx, cy, c)
        return
    _half(fb, cx, cy, xr, yr, c, f, m, False)  # from (xr, 0) while the curve is steep
    _half(fb, cx, cy, yr, xr, c, f, m, True)  # from (0, yr): the same steps, x and y swapped


def _half(fb, cx, cy, a, b, c, f, m, swap):
    """The half of each quadrant from (a, 0) to where the slope is 1, radii a along and b across
    (swap: a is the y radius, and the points' x and y are exchanged)."""
    ta, tb = 2 * a * a, 2 * b * b
    x, y = a, 0
    xc, yc = b * b * (1 - 2 * a), a * a
    err, sx, sy = 0, tb * a, 0
    while sx >= sy:
        if swap:
            _points(fb, cx, cy, y, x, c, f, m)
        else:
            _points(fb, cx, cy, x, y, c, f, m)
        y += 1
        sy += ta
        err += yc
        yc += ta
        if 2 * err + xc > 0:
            x -= 1
            sx -= tb
            err += xc
            xc += tb


def _points(fb, cx, cy, x, y, c, f, m):
    """The point (x, y) of the quadrants m names, mirrored; filled: the row from the centre."""
    if f:
        if m & 1:
            fb.fill_rect(cx, cy - y, x + 1, 1, c)
        if m & 2:
            fb.fill_rect(cx - x, cy - y, x + 1, 1, c)
        if m & 4:
            fb.fill_rect(cx - x, cy + y, x + 1, 1, c)
        if m & 8:
            fb.fill_rect(cx, cy + y, x + 1, 1, c)
        return
    if m & 1:
        fb.pixel(cx + x, cy - y, c)
    if m & 2:
        fb.pixel(cx - x, cy - y, c)
    if m & 4:
        fb.pixel(cx - x, cy + y, c)
    if m & 8:
        fb.pixel(cx + x, cy + y, c)
