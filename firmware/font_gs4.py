"""firmware/font.py's glyphs and firmware/layouts/cards.py's suit signs drawn in native code
(MicroPython's viper) straight into a GS4_HMSB framebuffer (the colour boards' screen: two pixels
a byte, the high nibble the left one), each pixel set where framebuf's blit or fill_rect sets it,
pixel for pixel (tests/emu compare the board's frames with the simulator's, which blits).

Why (issue 26, on the emulated 125 MHz Cortex-M3): a 6x8 glyph blitted through a palette costs
about 50 us, here about 10; and these functions take the place of font.text and cards._glyph
themselves (bind), so no Python frame is made per text or sign -- a call of a Python function of
that size (its arguments, locals and stack over 11 words) allocates its frame on the heap, which
counts towards the next collection and, in a fragmented heap, costs a search for free blocks.  A
native function of at most eight arguments allocates nothing.

A module of its own because native code needs an architecture (as firmware/drivers/rgb565.py):
where it cannot load (CPython, CircuitPython, another architecture's .mpy) the Python functions
stay (font.bind)."""
import micropython

from firmware import THUMB

if 0:  # for type checkers only (the compiler drops it): viper's pointer types are its own
    from typing import TypeAlias
    ptr8: TypeAlias = bytearray
    ptr32: TypeAlias = bytearray

# Set by font.bind: [the screen's FrameBuffer, the font module, font.py's own text(), width,
# height, font._ASCII, font._EXTRA]; by cards.py when it loads: [7] its own _glyph(), [8] _ROWS
_S = [None, None, None, 0, 0, b"", b"", None, b"", None]

# A text wholly on the screen: its glyph columns put in by firmware/font_m0.py's machine code
# where it loads (a Cortex-M port: firmware.THUMB) ([its gs4, its COLS, its P, its asc]), else by
# text()'s own loop below.
_M = [None, b"", b"", None]
if THUMB:
    try:
        from firmware import font_m0
        _M[0], _M[1], _M[2], _M[3] = font_m0.gs4, font_m0.COLS, font_m0.P, font_m0.asc
        font_m0 = None
    except (ImportError, SyntaxError, ValueError):
        pass


@micropython.viper
def text(scr, t, x: int, y: int, fg: int, mono, sx: int, sy: int) -> int:
    """font.text(fb, s, x, y, fg, mono, sx, sy) (every caller passes all eight: a native function
    takes no defaults): on the screen the text t at (x, y) in colour fg (transparent background),
    each glyph pixel sx by sy (1 or 2 each) screen pixels; on any other framebuffer, or while a
    test records the texts drawn (font.boxes), font.py's blits draw it.  Glyphs: font._ASCII (6
    column bytes a glyph, bit 0 the top row) and font._EXTRA ("äöüÄÖÜß": UTF-8 0xC3 then 0xA4 0xB6
    0xBC 0x84 0x96 0x9C 0x9F); any other character "?".  Pixels outside the screen are left out
    (as blit clips).  Returns the end x."""
    if scr is not _S[0] or _S[1].boxes is not _S[9]:  # (_S[9]: None, an object to viper)
        return int(_S[2](scr, t, x, y, fg, mono, sx, sy))
    n = int(len(t))
    w = int(_S[3])
    h = int(_S[4])
    fb = ptr8(scr)
    s = ptr8(t)
    a = ptr8(_S[5])
    ex = ptr8(_S[6])
    fg &= 15
    hi = fg << 4
    wb = w >> 1  # bytes a row (w even)
    st = wb * sy  # bytes from one glyph row to the next
    tall = sy == 2
    inside = y >= 0 and y + 8 * sy <= h
    f = _M[0]  # font_m0.gs4, else None
    fast = False  # (a text of 1-2 characters: its own loop is as quick as the machine code's two calls)
    if inside and n > 2 and f is not _S[9]:  # (_S[9]: None, an object to viper; an `and` of a
        fast = True  # native bool and an object is no bool to viper)
    g = ptr8(_M[1])  # its COLS: this text's glyph columns, j of them so far
    j = 0
    row = int(fb) + y * wb  # the address of the text's top row
    if fast:
        pp = ptr32(_M[2])
        pp[0] = x
        pp[1] = w
        pp[2] = hi
        pp[3] = fg
        pp[4] = st
        pp[6] = sx
    i = 0  # byte index in s
    k = 0  # characters drawn
    while k < n:
        if fast:  # the ASCII characters from here, as many as COLS holds, in machine code
            if j > 234:  # COLS full: drawn (a tall text's second screen row too)
                x0 = pp[0]
                f(row, g, j, pp)
                if tall:
                    pp[0] = x0
                    f(row + wb, g, j, pp)
                j = 0
            m = (240 - j) // 6
            if m > n - k:
                m = n - k
            d = int(_M[3](int(s) + i, m, int(g) + j, int(a)))
            i += d
            k += d
            j += 6 * d
            x += 6 * sx * d
            if k >= n or d == m:
                continue  # (else a character not ASCII: below)
        c = s[i]
        i += 1
        k += 1
        src = a
        off = 31 * 6  # "?"
        if c < 128:
            if c == 32:
                x += 6 * sx
                continue
            if c > 32 and c < 127:
                off = (c - 32) * 6
        else:
            d = 0
            if c == 0xC3:
                d = s[i]
            if c >= 0xF0:  # the character's continuation bytes (s is valid UTF-8)
                i += 3
            elif c >= 0xE0:
                i += 2
            else:
                i += 1
            e = -1
            if d == 0xA4:
                e = 0
            elif d == 0xB6:
                e = 1
            elif d == 0xBC:
                e = 2
            elif d == 0x84:
                e = 3
            elif d == 0x96:
                e = 4
            elif d == 0x9C:
                e = 5
            elif d == 0x9F:
                e = 6
            if e >= 0:
                src = ex
                off = e * 6
        col = 0
        if fast:
            while col < 6:
                g[j] = src[off + col]
                j += 1
                col += 1
        while col < 6:
            bits = src[off + col]
            if bits:
                xx = x + col * sx
                xe = xx + sx
                while xx < xe:  # the column's pixels at xx (sx 2: twice)
                    if xx >= 0 and xx < w:
                        keep = 0x0F  # xx even: its pixel is the byte's high nibble
                        val = hi
                        if xx & 1:
                            keep = 0xF0
                            val = fg
                        b = bits
                        q = (xx + y * w) >> 1
                        if inside:  # the glyph's rows all on the screen (the usual case)
                            while b:
                                if b & 1:
                                    fb[q] = (fb[q] & keep) | val
                                    if tall:
                                        fb[q + wb] = (fb[q + wb] & keep) | val
                                b >>= 1
                                q += st
                        else:
                            yy = y
                            while b:
                                if b & 1:
                                    if yy >= 0 and yy < h:
                                        fb[q] = (fb[q] & keep) | val
                                    if tall and yy + 1 >= 0 and yy + 1 < h:
                                        fb[q + wb] = (fb[q + wb] & keep) | val
                                b >>= 1
                                yy += sy
                                q += st
                    xx += 1
            col += 1
        x += 6 * sx
    if fast and j:
        x0 = pp[0]
        f(row, g, j, pp)
        if tall:
            pp[0] = x0
            f(row + wb, g, j, pp)
    return x


@micropython.viper
def sign(scr, x: int, y: int, g: int, c: int, k: int, mono):
    """cards._glyph(fb, x, y, g, c, k, mono): on the screen the 5x5 sign g (cards._ROWS: 5 row
    bytes from 5 * g, bit 4 the left column) at (x, y) in colour c, each of its pixels k x k
    (k above 15: (ky << 4) | kx, kx wide and ky high);
    on any other framebuffer cards.py's own _glyph draws it.  Pixels outside the screen are left
    out (as fill_rect and blit clip)."""
    if scr is not _S[0]:
        _S[7](scr, x, y, g, c, k, mono)
        return
    w = int(_S[3])
    h = int(_S[4])
    fb = ptr8(scr)
    rows = ptr8(_S[8])
    off = 5 * g
    c &= 15
    hi = c << 4
    r = 0
    if k == 1 and x >= 0 and x + 5 <= w and y >= 0 and y + 5 <= h:  # the usual case, unclipped
        q = y * w + x
        while r < 5:
            bits = rows[off + r] << 3  # bit 7: the left column
            xx = q
            while bits & 0xF8:
                if bits & 0x80:
                    p = xx >> 1
                    if xx & 1:
                        fb[p] = (fb[p] & 0xF0) | c
                    else:
                        fb[p] = (fb[p] & 0x0F) | hi
                bits <<= 1
                xx += 1
            q += w
            r += 1
        return
    kx = k
    ky = k
    if k > 15:  # (ky << 4) | kx: each pixel kx wide, ky high (cards._glyph)
        kx = k & 15
        ky = k >> 4
    while r < 5:
        bits = rows[off + r]
        j = 0
        while j < 5:
            if bits & (16 >> j):
                yy = y + r * ky
                ye = yy + ky
                while yy < ye:
                    if yy >= 0 and yy < h:
                        xx = x + j * kx
                        xe = xx + kx
                        while xx < xe:
                            if xx >= 0 and xx < w:
                                p = (xx + yy * w) >> 1
                                if xx & 1:
                                    fb[p] = (fb[p] & 0xF0) | c
                                else:
                                    fb[p] = (fb[p] & 0x0F) | hi
                            xx += 1
                    yy += 1
            j += 1
        r += 1
