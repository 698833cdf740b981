"""Auf der Hut's pictures (games/auf_der_hut/layout_art*.py): each of the 10 characters, the
bald head, the 10 hats and the wonder hat is drawn (not blank), every two differ clearly at every
size, a face-down hat (the card back) looks like no hat, and the modules are what
tools/make_adh_art.py makes of tools/adh_art.py (the art and the bytes never drift apart)."""
import os
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from games.auf_der_hut import layout as row  # noqa: E402
from games.auf_der_hut.rules import CHARACTERS  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tools import make_adh_art  # noqa: E402

SETS = (("2", 240, 135, False), ("1", 160, 128, False), ("m", 128, 64, True))


class _App:
    """Just what row's picture functions use."""

    def __init__(self, w, h, mono):
        self.b = FakeBoard(w, h, mono)
        self.fb = self.b.fb
        self.mono = mono
        self.w = w
        self.h = h

    def text(self, s, x, y, c=1):
        from firmware import font
        return font.text(self.fb, s, x, y, c, self.mono)


def _render(app, m, fn, name, h):
    app.fb.fill(0)
    fn(app, m, name, 0, 0)
    return tuple(app.fb.pixel(x, y) for y in range(h) for x in range(m.CW))


def _distinct(pics, min_diff):
    names = list(pics)
    for i in range(len(names)):
        lit = sum(1 for p in pics[names[i]] if p)
        assert lit >= len(pics[names[i]]) // 8, (names[i], lit)  # drawn, not blank
        for j in range(i + 1, len(names)):
            a, b = pics[names[i]], pics[names[j]]
            diff = sum(1 for k in range(len(a)) if a[k] != b[k])
            assert diff >= min_diff, (names[i], names[j], diff)


def test_every_picture_drawn_and_pairwise_distinct_at_every_size():
    for suffix, w, h, mono in SETS:
        m = __import__("games.auf_der_hut.layout_art" + suffix, None, None, ("CHARS",))
        app = _App(w, h, mono)
        assert 7 * m.CW <= w  # seven spots across the screen
        area_c = m.CW * m.CH
        chars = {n: _render(app, m, row.character, n, m.CH) for n in CHARACTERS + ("bald",)}
        assert len(chars) == 11
        _distinct(chars, area_c // 16)  # at least 1/16 of the pixels differ
        hats = {n: _render(app, m, row.hat, n, m.HH) for n in CHARACTERS + ("wonder",)}
        assert len(hats) == 11
        # a face-down hat: the card back (spot 1..7), unlike every hat
        for spot in range(1, 8):
            hats["back%d" % spot] = _render(app, m, lambda a, mm, s, x, y: row.hat_back(a, mm, s, x, y), spot,
                                            m.HH)
        backs = ["back%d" % s for s in range(1, 8)]
        for b in backs:
            for n in CHARACTERS + ("wonder",):
                a, c = hats[b], hats[n]
                diff = sum(1 for k in range(len(a)) if a[k] != c[k])
                assert diff >= m.CW * m.HH // 8, (suffix, b, n, diff)
        for b in backs:
            del hats[b]
        _distinct(hats, m.CW * m.HH // 16)


def test_modules_match_the_art():
    here = os.path.join(os.path.dirname(__file__), "..", "..", "..", "games", "auf_der_hut")
    for suffix, scale, mono in (("2", 2, False), ("1", 1, False), ("m", 1, True)):
        with open(os.path.join(here, "layout_art%s.py" % suffix)) as f:
            assert f.read() == make_adh_art.module(scale, mono), suffix
    assert make_adh_art.ORDER_C[:10] == CHARACTERS
