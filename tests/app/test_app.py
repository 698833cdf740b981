"""App tests on CPython (pytest) and, the same file, on the MicroPython unix port."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

try:
    import framebuf  # noqa: F401
except ImportError:
    from host_sim import framebuf
    sys.modules["framebuf"] = framebuf

from tests.app import mp_app_test as m  # noqa: E402
from tests.app.on_micropython import run_file  # noqa: E402

GAMES = [m.GAMES[i][0] for i in m.AVAILABLE]


@pytest.fixture(autouse=True)
def _in_root(monkeypatch):
    monkeypatch.chdir(ROOT)  # snapshots are read relative to the repository


@pytest.mark.parametrize("gi", m.AVAILABLE, ids=GAMES)
@pytest.mark.parametrize("mono", [False, True], ids=["colour", "mono"])
def test_full_game(gi, mono):
    m.test_full_game(gi, mono)


@pytest.mark.parametrize("mono", [False, True], ids=["colour", "mono"])
def test_key_screens_match_snapshots(mono):
    m.test_key_screens(mono)


@pytest.mark.parametrize("gi", m.AVAILABLE, ids=GAMES)
def test_mash(gi):
    m.test_mash(gi, n=2000)


@pytest.mark.parametrize("gi", m.AVAILABLE, ids=GAMES)
def test_acting_frame_hides_other_seats(gi):
    m.test_acting_frame_hides_other_seats(gi)


@pytest.mark.parametrize("name", m.BEHAVIOUR)
def test_app_behaviour(name):
    getattr(m, name)()


def test_same_file_on_micropython():
    run_file("tests/app/mp_app_test.py", "app tests passed: %d" % (4 * len(m.AVAILABLE) + 3 + len(m.BEHAVIOUR)))


def test_adh_since_last_turn_mono():
    m.test_adh_since_last_turn(True)
