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
    for j in range(6):
        _buf[j] = src[i + j]


# Set to a list by a test: every text drawn appends (x, y, w, h, text) -- the text-fits check.
boxes = None
# Set to a list by a test: every text cut to fit its box (app.fit, app.line) appends the text.
cuts = None


def text(fb, s, x, y, fg, mono=False, sx=1, sy=1):
    """Draw s at (x, y) in colour index fg (transparent background), each glyph pixel sx by sy
    screen pixels (1, 1: the 6x8 font; 2, 2: 12x16; 1, 2: 6x16); returns the end x."""
    if boxes is not None:
        boxes.append((x, y, 6 * sx * len(s), 8 * sy, s))
    if sx != 1 or sy != 1:
        return _big(fb, s, x, y, fg, sx, sy)
    if mono:
        # palette maps glyph 0 -> background key 0 (transparent), 1 -> fg
        pal = _pal_mono
        _pal_mono_buf[0] = 0x40 if fg else 0x00
        key = 0
        if not fg:
            # drawing black on white: glyph 1 -> 0, transparent key 1
            _pal_mono_buf[0] = 0x80
            key = 1
    else:
        pal = _pal
        _pal.pixel(0, 0, 0 if fg else 1)
        _pal.pixel(1, 0, fg)
        key = 0 if fg else 1
    for ch in s:
        _glyph(ch)
        fb.blit(_gfb, x, y, key, pal)
        x += 6
    return x


def _big(fb, s, x, y, fg, sx, sy):
    """Scaled glyphs: each lit glyph pixel a sx-by-sy rectangle (runs down a column merged)."""
    for ch in s:
        _glyph(ch)
        for j in range(6):
            bits = _buf[j]
            r = 0
            while bits:
                if bits & 1:
                    k = r
                    while bits & 1:
                        bits >>= 1
                        r += 1
                    fb.fill_rect(x + j * sx, y + k * sy, sx, (r - k) * sy, fg)
                else:
                    bits >>= 1
                    r += 1
        x += 6 * sx
    return x


def width(s, sx=1):
    return len(s) * 6 * sx
