"""tests/app/mp_stats_test.py (the statistics: recorded once, shown, cleared, capped, damage,
no writing) under CPython and, the same file, under the MicroPython unix port."""
import pytest

from engine_core.games import NAMES
from tests.app import mp_stats_test as m
from tests.app.on_micropython import run_file


@pytest.mark.parametrize("name", NAMES)
def test_recorded_once_per_game(name):
    m.test_recorded_once_per_game(name)


def test_screens_and_clearing():
    m.test_screens_and_clearing()


def test_names_capped_most_recent_kept():
    m.test_names_capped_most_recent_kept()


def test_damaged_file_and_no_writing():
    m.test_damaged_file_and_no_writing()


def test_same_file_on_micropython():
    run_file("tests/app/mp_stats_test.py", "stats tests passed: %d" % (len(NAMES) + 3))
