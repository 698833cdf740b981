"""Issue 27 point 11: the raised card's glyph vanished into its yellow frame (the second frame was
drawn inside the card, touching the glyph).  Now the second frame lies outside: between the frame
and the glyph a column and a row of the card's paper, on every card size."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from firmware.layouts import cards  # noqa: E402


@pytest.mark.parametrize("kind", [0, 1, 2])
@pytest.mark.parametrize("colour", ["blue", "yellow", "red"])
def test_selected_card_keeps_paper_between_frame_and_glyph(kind, colour):
    buf = bytearray(60 * 60 // 2 + 1)
    fb = framebuf.FrameBuffer(buf, 60, 60, framebuf.GS4_HMSB)
    x = y = 10
    cards.card(fb, x, y, colour + "7", False, True, False, kind)
    cw, ch = cards.size(kind)
    k = cards.KINDS[kind][2]
    assert fb.pixel(x, y) == 2 and fb.pixel(x - 1, y - 1) == 2  # framed twice, in the highlight
    for j in range(y + 1, y + 2 + 5 * k):
        assert fb.pixel(x + 1, j) == 0, (x + 1, j)  # paper between the frame and the glyph
    for i in range(x + 1, x + 2 + 5 * k):
        assert fb.pixel(i, y + 1) == 0, (i, y + 1)
    ink = {fb.pixel(i, j) for i in range(x + 2, x + 2 + 5 * k) for j in range(y + 2, y + 2 + 5 * k)}
    assert cards.colour_index(colour, False) in ink
