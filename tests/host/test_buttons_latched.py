"""No tap is lost (issue 26): the buttons driver latches each press by its pin's interrupt into a
ring and hands them out in order however long a step takes (firmware/drivers/buttons.py).  The
checks (tests/host/board/buttons_check.py, fake pins that interrupt) run here under CPython and
under the MicroPython unix port, where the board's driver runs."""

import pytest

from tests.host.board import buttons_check, run

CHECKS = sorted(n for n in dir(buttons_check) if n.startswith("test_"))


@pytest.mark.parametrize("name", CHECKS)
def test_latched_buttons_on_cpython(name):
    getattr(buttons_check, name)()


def test_latched_buttons_on_micropython():
    assert run("buttons_check.py").strip().splitlines()[-1] == "BUTTONS %d passed" % len(CHECKS)
