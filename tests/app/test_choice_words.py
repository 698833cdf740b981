"""The choice tree's next words (firmware/play.py next_words, which copies a word out only where it
differs from the last one found) against the plain split of each legal text, over whole games of
every title; and nothing of a step kept in play._kept after it (the legal texts and the plug-in
one step hands its parts, app.py's draw in between)."""
import random

import pytest

from engine_core.games import NAMES, game_class
from engine_core.rng import Rng
from firmware import play
from firmware.play import next_words


def _reference(texts, picked):
    out = []
    k = len(picked)
    for t in texts:
        w = t.split(" ")
        if w[:k] != list(picked):
            continue
        nxt = w[k] if len(w) > k else ""
        if nxt not in out:
            out.append(nxt)
    return out


@pytest.mark.parametrize("name", NAMES)
def test_next_words_are_the_split_texts_next_words(name):
    checked = 0
    for seed in (1, 2):
        g = game_class(name)(game_class(name).MAX_PLAYERS, {}, seed, 0)
        r = Rng(seed)
        while not g.is_over():
            acts = g.legal_actions()
            texts = [g.action_text(a) for a in acts]
            shuffled = list(texts)
            random.Random(seed).shuffle(shuffled)  # texts in any order, not only grouped
            for ts in (texts, shuffled):
                prefixes = {()}
                for t in ts:
                    w = t.split(" ")
                    for k in range(1, len(w) + 1):
                        prefixes.add(tuple(w[:k]))
                prefixes.add(("nosuchword",))
                for p in prefixes:
                    assert next_words(ts, list(p)) == _reference(ts, p), (name, p)
                    checked += 1
            g.apply(acts[r.below(len(acts))])
    assert checked > 200


def test_nothing_of_a_step_is_kept_after_it():
    from tests.app.test_redraw import _run
    seen = _run("pico_lcd114", 3, False, 60)  # Auf der Hut: whole draws, redraws, pages between
    assert seen["whole"] and seen["partial"] and not seen["bad"]
    assert play._kept == [None, None, None]
