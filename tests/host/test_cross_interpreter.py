"""Cross-interpreter determinism: the same seed and the same deterministic policy
give the identical record, scores and final views on CPython and on the real
MicroPython unix port, for every game and every player count."""

import json
import os
import subprocess
import sys

import pytest

from engine_core.games import NAMES
from tests.host.cross_driver import play

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize("name", NAMES)
def test_same_records_on_cpython_and_micropython(name):
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    p = subprocess.run([mp, "-X", "heapsize=8M", os.path.join(ROOT, "tests", "host", "cross_driver.py"), name],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    assert p.returncode == 0, p.stderr
    lines = p.stdout.strip().splitlines()
    from engine_core.games import game_class

    cls = game_class(name)
    expected = []
    for players in range(cls.MIN_PLAYERS, cls.MAX_PLAYERS + 1):
        for seed in (1, 987654321):
            expected.append(play(name, players, seed))
    assert len(lines) == len(expected)
    for got, want in zip(lines, expected, strict=True):
        got = json.loads(got)
        want = json.loads(json.dumps(want))
        assert got["record"] == want["record"]
        assert got["summary"] == want["summary"]
        assert got["views"] == want["views"]
        assert got["summary"]["over"] is True
