"""A confirmed action (firmware/play.py h_play, OK on the confirmation) plays the first legal action
whose record text is the words picked -- the one legal_actions()[texts.index(words)] gave -- and
makes the record texts only up to it, not every legal text and the choices (issue 25: a 5-seat
bid's confirmation made its 31 texts first)."""
import pytest

from engine_core.games import NAMES, game_class
from engine_core.rng import Rng
from firmware import ops, play


class _Scr:
    def __init__(self, seat, picked):
        self.seat, self.picked, self.confirm, self.sel = seat, picked, 1, 0


class _App:
    coach = 0  # no coaching line (play.due)
    msg = None

    def __init__(self, game):
        self.game = game
        self.played = []
        self.turns = 0

    def apply(self, a, seat):
        self.played.append((a, seat))

    def next_turn(self):
        self.turns += 1


@pytest.mark.parametrize("name", NAMES)
def test_a_confirmed_action_is_the_first_with_its_words(name, monkeypatch):
    # what follows the move (the plug-in's after_action screen or the next turn) is not this test's
    monkeypatch.setattr(play, "_after", lambda app, seat: app.next_turn())
    cls = game_class(name)
    checked = 0
    for seed in (1, 2):
        g = cls(cls.MAX_PLAYERS, {}, seed, 0)
        r = Rng(seed)
        made = [0]
        text = g.action_text

        def counted(a, made=made, text=text):
            made[0] += 1
            return text(a)

        g.action_text = counted
        while not g.is_over() and checked < 400:
            acts = g.legal_actions()
            texts = [text(a) for a in acts]
            for i in sorted({0, len(acts) - 1, r.below(len(acts))}):
                app = _App(g)
                made[0] = 0
                seat = g.current_player()
                play.h_play(app, _Scr(seat, texts[i].split(" ")), ops.OK)
                want = acts[texts.index(texts[i])]
                assert app.played == [(want, seat)] and app.turns == 1, (name, texts[i])
                assert made[0] == texts.index(texts[i]) + 1, (name, texts[i], made[0])
                checked += 1
            g.apply(acts[r.below(len(acts))])
    assert checked > 100
