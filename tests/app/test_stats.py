"""tests/app/mp_stats_test.py (the statistics: recorded once, shown, cleared, capped, damage,
no writing) under CPython and, the same file, under the MicroPython unix port."""
import os
import subprocess

import pytest

from engine_core.games import NAMES
from tests.app import mp_stats_test as m

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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
    mp = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=".:.frozen")
    r = subprocess.run([mp, "-X", "heapsize=1M", "tests/app/mp_stats_test.py"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert "stats tests passed: %d" % (len(NAMES) + 3) in r.stdout
