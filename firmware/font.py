"""The project's own 6x8 bitmap font (ASCII 32..126 plus German umlauts and sharp s).

Glyphs are MONO_VLSB columns (6 bytes per glyph, bit 0 = top row), drawn with
FrameBuffer.blit through a one-glyph buffer made once (STYLE.md 13), never
FrameBuffer.text.  The data lives in bytes objects: frozen, they cost no RAM.
"""
import framebuf

W = 6
H = 8
_ASCII = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00OO\x00\x00\x07\x07\x00\x00\x07\x14\x7f\x14\x7f\x14\x00\x00$.kk:\x00c\x13\x08dc\x002\x7fMMw\x00\x00\x00\x04\x06\x03\x00\x00\x1c>cA\x00\x00Ac>\x1c\x00*\x1c>\x1c*\x00\x08\x08>>\x08\x00\x00\x80\xe0`\x00\x00\x08\x08\x08\x08\x08\x00\x00\x00``\x00\x00@`0\x18\x0c\x00>\x7fIE\x7f\x00@D\x7f\x7f@\x00bsQIO\x00"cII\x7f\x00\x18\x18\x14\x16\x7f\x00\'gEE}\x00>\x7fII{\x00\x03\x03y}\x07\x006\x7fII\x7f\x00&oII\x7f\x00\x00\x00$$\x00\x00\x00\x80\xe4d\x00\x00\x08\x1c6cA\x00\x14\x14\x14\x14\x14\x00AAc6\x1c\x00\x02\x03QY\x0f\x00>\x7fAMO\x00|~\x0b\x0b~\x00\x7f\x7fII\x7f\x00>\x7fAAc\x00\x7f\x7fAc>\x00\x7f\x7fIIA\x00\x7f\x7f\t\t\x01\x00>\x7fAI{\x00\x7f\x7f\x08\x08\x7f\x00\x00A\x7f\x7fA\x00 `A\x7f?\x00\x7f\x7f\x1c6c\x00\x7f\x7f@@@\x00\x7f\x06\x0c\x06\x7f\x00\x7f\x7f\x0e\x1c\x7f\x00>\x7fAA\x7f\x00\x7f\x7f\t\t\x0f\x00\x1e?!a\x7f\x00\x7f\x7f\x199o\x00&oII{\x00\x01\x01\x7f\x7f\x01\x00?\x7f@@\x7f\x00\x1f?``?\x00\x7f0\x180\x7f\x00cw\x1c\x1cw\x00\x07\x0fxx\x0f\x00aqYMG\x00\x00\x7f\x7fAA\x00\x02\x06\x0c\x180\x00\x00AA\x7f\x7f\x00\x08\x0c\x06\x06\x0c\xc0\xc0\xc0\xc0\xc0\xc0\x00\x00\x01\x03\x06\x04\x00 tTT|\x00\x7f\x7fDD|\x008|DDl\x008|DD\x7f\x008|TT\\\x00\x08~\x7f\t\x03\x00\x98\xbc\xa4\xa4\xfc\x00\x7f\x7f\x04\x04|\x00\x00\x00}}\x00\x00@\xc0\x80\x80\xfd\x00\x7f\x7f08l\x00\x00A\x7f\x7f@\x00|\x04|\x04x\x00||\x04\x04|\x008|DD|\x00\xfc\xfc$$<\x00\x18<$$\xfc\x00||\x04\x04\x0c\x00H\\TTt\x00\x04?\x7fD@\x00<|@@|\x00\x1c<``<\x00<@<@<\x00Dl88l\x00\x9c\xbc\xa0\xa0\xfc\x00Ddt\\L\x00\x08\x08>wA\x00\x00\x00\xff\xff\x00\x00AAw>\x08\x00\x08\x04\x08\x10\x08'  # noqa: E501 (glyph data)
_EXTRA_CHARS = 'äöüÄÖÜß'
_EXTRA = b'\x00!tTU|\x009|DE|\x00=|@A|\x00}~\x0b\x0b~\x00?\x7fAA\x7f\x00?\x7f@A\x7f~\x01IN0\x00'  # noqa: E501 (glyph data)

_buf = bytearray(6)
_gfb = framebuf.FrameBuffer(_buf, 6, 8, framebuf.MONO_VLSB)
_pal_buf = bytearray(2)
_pal = framebuf.FrameBuffer(_pal_buf, 2, 1, framebuf.GS4_HMSB)
_pal_mono_buf = bytearray(1)
# The large sizes: a glyph's columns with every pixel doubled downwards (6x16) and also across
# (12x16), built in one-glyph buffers made once and blitted like the 6x8 glyphs (C speed).
# _DBL[n]: the 4 bits of n, each doubled (bit i -> bits 2i and 2i+1).
_DBL = b'\x00\x03\x0c\x0f03<?\xc0\xc3\xcc\xcf\xf0\xf3\xfc\xff'
_b6 = bytearray(12)
_f6 = framebuf.FrameBuffer(_b6, 6, 16, framebuf.MONO_VLSB)
_b12 = bytearray(24)
_f12 = framebuf.FrameBuffer(_b12, 12, 16, framebuf.MONO_VLSB)
_pal_mono = framebuf.FrameBuffer(_pal_mono_buf, 2, 1, framebuf.MONO_HLSB)


def _glyph(ch):
    o = ord(ch)
    if 32 <= o < 127:
        i = (o - 32) * 6
        src = _ASCII
    else:
        k = _EXTRA_CHARS.find(ch)
        if k < 0:
            i = (ord("?") - 32) * 6
            src = _ASCII
        else:
            i = k * 6
            src = _EXTRA
    b = _buf  # unrolled: a loop costs twice as much per glyph on a board
    b[0] = src[i]
    b[1] = src[i + 1]
    b[2] = src[i + 2]
    b[3] = src[i + 3]
    b[4] = src[i + 4]
    b[5] = src[i + 5]


# Set to a list by a test: every text drawn appends (x, y, w, h, text) -- the text-fits check.
boxes = None
# Set to a list by a test: every text cut to fit its box (app.fit, app.line) appends the text.
cuts = None
# firmware/font_gs4.py's sign() once bind() made text() the native one (cards.py then draws its
# suit signs with it), else None.
_nsign = None


def bind(fb, w, h):
    """Texts on fb (a w x h GS4_HMSB FrameBuffer: a colour board's screen) drawn in native code
    where it loads (a MicroPython with viper on the firmware's architecture and unicode strings):
    text() becomes firmware/font_gs4.py's, the same pixels several times faster and without a
    Python frame per call (issue 26); on any other framebuffer it draws with this module's blits."""
    global text, _nsign
    import sys
    if sys.implementation.name != "micropython":  # CircuitPython's viper takes these calls
        return  # otherwise (its unix port: "can't convert Screen to int"); its badges blit
    try:
        if len("\u00e4") != 1:  # a str without unicode counts bytes: its glyphs stay blitted
            return
        from firmware import font_gs4
    except Exception:  # CPython, CircuitPython, another architecture: whatever the failure
        return
    s = font_gs4._S
    s[0], s[1], s[2], s[3], s[4], s[5], s[6] = fb, sys.modules[__name__], _text, w, h, _ASCII, _EXTRA
    text = font_gs4.text
    _nsign = font_gs4.sign


def _text(fb, s, x, y, fg, mono=False, sx=1, sy=1):
    """text(): draw s at (x, y) in colour index fg (transparent background), each glyph pixel sx by sy
    screen pixels: (1, 1) the 6x8 font, (1, 2) 6x16, (2, 2) 12x16; returns the end x."""
    if boxes is not None:
        boxes.append((x, y, 6 * sx * len(s), 8 * sy, s))
    if fg == 1:  # ink 1 is colour 1 as it is: no palette (a blit through one costs ~40% more)
        key, pal = 0, None
    else:
        key, pal = _palette(fg, mono)
    if sy == 2:
        return _tall(fb, s, x, y, key, pal, sx)
    g = _gfb
    b = _buf
    a = _ASCII
    for ch in s:
        i = ord(ch) - 32
        if i == 0:  # a space draws nothing (transparent background): tables hold many
            x += 6
            continue
        if 0 < i < 95:  # the glyph copied in line (a call per glyph costs as much as the copy)
            i *= 6
            b[0] = a[i]
            b[1] = a[i + 1]
            b[2] = a[i + 2]
            b[3] = a[i + 3]
            b[4] = a[i + 4]
            b[5] = a[i + 5]
        else:
            _glyph(ch)
        fb.blit(g, x, y, key, pal)
        x += 6
    return x


text = _text  # bind() may put the native one in its place


def _palette(fg, mono):
    """(transparent key, palette) that blits a 1-bit glyph's ink in colour fg, its paper not."""
    if mono:
        # palette maps glyph 0 -> background key 0 (transparent), 1 -> fg
        if fg:
            _pal_mono_buf[0] = 0x40
            return 0, _pal_mono
        # drawing black on white: glyph 1 -> 0, transparent key 1
        _pal_mono_buf[0] = 0x80
        return 1, _pal_mono
    _pal.pixel(0, 0, 0 if fg else 1)
    _pal.pixel(1, 0, fg)
    return (0 if fg else 1), _pal


def mask(fb, g, x, y, fg, mono=False):
    """Blit the 1-bit FrameBuffer g (a glyph, a suit sign) at (x, y): its ink in colour fg."""
    key, pal = _palette(fg, mono)
    fb.blit(g, x, y, key, pal)


def _tall(fb, s, x, y, key, pal, sx):
    """Glyphs twice as tall (sx 1: 6x16) or twice as large (sx 2: 12x16)."""
    w = 6 * sx
    b = _b12 if sx == 2 else _b6
    g = _f12 if sx == 2 else _f6
    d = _DBL
    src = _buf
    for ch in s:
        if ch == " ":
            x += w
            continue
        _glyph(ch)
        # unrolled, as _glyph (no tuple: a glyph allocates nothing)
        if sx == 2:
            c = src[0]
            b[0] = b[1] = d[c & 15]
            b[12] = b[13] = d[c >> 4]
            c = src[1]
            b[2] = b[3] = d[c & 15]
            b[14] = b[15] = d[c >> 4]
            c = src[2]
            b[4] = b[5] = d[c & 15]
            b[16] = b[17] = d[c >> 4]
            c = src[3]
            b[6] = b[7] = d[c & 15]
            b[18] = b[19] = d[c >> 4]
            c = src[4]
            b[8] = b[9] = d[c & 15]
            b[20] = b[21] = d[c >> 4]
            c = src[5]
            b[10] = b[11] = d[c & 15]
            b[22] = b[23] = d[c >> 4]
        else:
            c = src[0]
            b[0] = d[c & 15]
            b[6] = d[c >> 4]
            c = src[1]
            b[1] = d[c & 15]
            b[7] = d[c >> 4]
            c = src[2]
            b[2] = d[c & 15]
            b[8] = d[c >> 4]
            c = src[3]
            b[3] = d[c & 15]
            b[9] = d[c >> 4]
            c = src[4]
            b[4] = d[c & 15]
            b[10] = d[c >> 4]
            c = src[5]
            b[5] = d[c & 15]
            b[11] = d[c >> 4]
        fb.blit(g, x, y, key, pal)
        x += w
    return x


def width(s, sx=1):
    return len(s) * 6 * sx
