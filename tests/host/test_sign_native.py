"""The suit signs in native code (firmware/font_gs4.py sign, issue 26) draw the pixels of
cards.py's own _glyph, at every scale, the tall panel's 1 x 2 counts' included (issue 25), on
real MicroPython (tests/host/board/sign_check.py)."""

from tests.host.board import checks


def test_native_signs_match_the_python_ones():
    assert checks("sign_check.py") == ["native", "same", "tall"]
