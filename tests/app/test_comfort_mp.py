"""tests/app/mp_comfort_test.py (undo, hints, autoplay, the new settings in every game) under
CPython and, the same file, under the MicroPython unix port."""
import pytest

from engine_core.games import NAMES
from tests.app import mp_comfort_test as m
from tests.app.on_micropython import run_file


@pytest.mark.parametrize("mono", [False, True])
@pytest.mark.parametrize("name", NAMES)
def test_comforts(name, mono):
    m.run(name, mono)


def test_autoplay_and_settings():
    m.test_autoplay_and_settings()


def test_same_file_on_micropython():
    run_file("tests/app/mp_comfort_test.py", "comfort tests passed: %d" % (2 * len(NAMES) + 1))
