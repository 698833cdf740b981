"""Golden playthroughs (STYLE.md 9): each stored record replays to its stored summary, and the
same seed and policy still produce the stored record action for action.  A failure means the
rules' outcome changed: if that was deliberate, regenerate with tests/golden/make_golden.py."""

import json

import pytest

from engine_core.record import replay, summary, to_record
from tests.golden.make_golden import VARIANTS, file_name, play


@pytest.mark.parametrize("i", range(len(VARIANTS)))
def test_golden_playthrough(i):
    name, players, options = VARIANTS[i]
    with open(file_name(i, name, players)) as f:
        gold = json.load(f)
    assert summary(replay(gold["record"])) == gold["summary"]
    g = play(name, players, options, 1000 + i)
    assert json.loads(json.dumps(to_record(g))) == gold["record"]
    assert gold["summary"]["over"] is True and gold["summary"]["winners"]
