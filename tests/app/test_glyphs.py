"""The font (firmware/font.py): every glyph of the character set the screens use (ASCII and the
German umlauts and sharp s) in every size the screens draw (6x8, 6x16 tall, 12x16 large),
compared with reviewed snapshots (tests/app/snapshots/glyphs_<sx>x<sy>.txt: '#' ink, '.' paper,
16 glyphs to a row).  After an intended change: `.venv/bin/python tests/app/test_glyphs.py
--update`, then look at the text (and a rendering) before committing."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from firmware import font  # noqa: E402

CHARS = "".join(chr(c) for c in range(32, 127)) + "äöüÄÖÜß"
SIZES = ((1, 1), (1, 2), (2, 2))
PER_ROW = 16
SNAP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "snapshots", "glyphs_%dx%d.txt")


def render(sx, sy):
    """The character set drawn with font.text at size (sx, sy), as text art."""
    cw, ch = 6 * sx, 8 * sy
    rows = (len(CHARS) + PER_ROW - 1) // PER_ROW
    w, h = PER_ROW * cw, rows * (ch + 1)
    buf = bytearray(w * h // 2 + 1)
    fb = framebuf.FrameBuffer(buf, w, h, framebuf.GS4_HMSB)
    for i, c in enumerate(CHARS):
        font.text(fb, c, (i % PER_ROW) * cw, (i // PER_ROW) * (ch + 1), 1, False, sx, sy)
    return "\n".join("".join("#" if fb.pixel(x, y) else "." for x in range(w)) for y in range(h)) + "\n"


def _columns(c):
    """The 6 glyph columns of c (bit 0 = top row)."""
    font._glyph(c)
    return bytes(font._buf)


def test_glyphs_match_reviewed_snapshots():
    for sx, sy in SIZES:
        with open(SNAP % (sx, sy)) as f:
            want = f.read()
        got = render(sx, sy)
        assert got == want, "glyphs at %dx%d differ from %s" % (sx, sy, SNAP % (sx, sy))


def test_w_and_m_have_both_strokes():
    """Issue 14 point 1: W, M, m, w were drawn without their right-hand stroke ("huwan")."""
    for c in "WMmw":
        cols = _columns(c)
        ink = [k for k in range(6) if cols[k]]
        # the glyph's last ink column is a full stroke as tall as its first one
        assert bin(cols[ink[-1]]).count("1") >= bin(cols[ink[0]]).count("1") - 1, (c, cols)
    for c in "WM":  # the capitals are mirror-symmetric
        cols = _columns(c)
        ink = [cols[k] for k in range(6) if cols[k]]
        assert ink == ink[::-1], (c, cols)


def test_every_glyph_has_ink_and_a_gap():
    """Every printable glyph draws something and keeps one column free between letters."""
    for c in CHARS[1:]:
        cols = _columns(c)
        if c == "_":  # an underscore runs on into the next one
            continue
        assert any(cols), c
        assert cols[0] == 0 or cols[5] == 0, (c, cols)


def test_large_text_is_the_small_text_scaled():
    """The 12x16 and 6x16 sizes are exact scalings of the 6x8 glyphs (no separate font)."""
    small = render(1, 1).split("\n")
    for sx, sy in ((1, 2), (2, 2)):
        big = render(sx, sy).split("\n")
        for y in range(len(small) - 1):
            r = y // 9
            yy = y % 9
            if yy == 8:
                continue
            for rep in range(sy):
                by = r * (8 * sy + 1) + yy * sy + rep
                want = "".join(ch * sx for ch in small[y])
                assert big[by] == want, (sx, sy, y)


if __name__ == "__main__" and "--update" in sys.argv:
    for sx, sy in SIZES:
        with open(SNAP % (sx, sy), "w") as f:
            f.write(render(sx, sy))
    print("written", [SNAP % s for s in SIZES])
