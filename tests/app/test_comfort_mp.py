"""tests/app/mp_comfort_test.py (undo, hints, autoplay, the new settings in every game) under
CPython and, the same file, under the MicroPython unix port."""
import os
import subprocess

import pytest

from engine_core.games import NAMES
from tests.app import mp_comfort_test as m

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize("mono", [False, True])
@pytest.mark.parametrize("name", NAMES)
def test_comforts(name, mono):
    m.run(name, mono)


def test_autoplay_and_settings():
    m.test_autoplay_and_settings()


def test_same_file_on_micropython():
    mp = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=".:.frozen")
    r = subprocess.run([mp, "-X", "heapsize=1M", "tests/app/mp_comfort_test.py"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert "comfort tests passed: %d" % (2 * len(NAMES) + 1) in r.stdout
