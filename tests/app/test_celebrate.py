"""Issue 27 "Celebrate and sound": a trick won, a hand's end and the winner each have a short tune
where sound is on (App.chime: board.beep notes), a trick's once when the table first shows its
winner (one human; pass-and-play has the hand-over's note); the winning card is framed, the rest
of the last trick dimmed; the winner's line at the end stands out; Settings' sound item says "no
speaker" and does nothing on a board that has none (its `sound` fact); the simulator plays beeps
through pygame.mixer, tones made in code, silent without an audio device."""
import os
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

import pytest  # noqa: E402

from engine_core.games import game_class  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import app as A  # noqa: E402
from firmware import font, ops  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean, fresh  # noqa: E402


class Board(FakeBoard):
    def __init__(self, *a, sound=True, **k):
        FakeBoard.__init__(self, *a, **k)
        self.beeps = []
        self.sound = sound

    def beep(self, f, ms):
        self.beeps.append((f, ms))


def _tune(k):
    t = A._TUNES[k]
    return [(t[i] * 8, t[i + 1] * 10) for i in range(0, len(t), 2)]


def _app(sound=True, board_sound=True):
    app, b = fresh(b=Board(sound=board_sound))
    app.sound = sound
    return app, b


def _to_a_trick_just_won(g):
    """Random moves (seed 5) to the moment a trick has just finished in the play phase, seat 0 next."""
    r = Rng(5)
    while True:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
        v = g.view(None)
        if v.get("phase") == "play" and not v.get("trick") and v.get("last_trick") and g.current_player() == 0:
            return


def test_a_trick_won_chimes_once_when_its_winner_shows():
    app, b = _app()
    g = game_class("baptistenskat")(3, None, 5, 0)
    _to_a_trick_just_won(g)
    app._enter(g, ["human", "normal", "normal"])
    assert app.stack[-1].name == "play"
    app.draw()
    assert b.beeps.count(_tune(0)[0]) == 1, b.beeps
    app.draw()  # the same table again: no second chime
    app.handle(ops.NEXT)
    assert b.beeps.count(_tune(0)[0]) == 1, b.beeps
    clean(b)


def test_the_winning_card_is_framed_and_the_rest_dimmed(monkeypatch):
    from firmware.layouts import cards
    app, b = _app(sound=False)
    g = game_class("bobs_hat")(3, None, 5, 0)
    _to_a_trick_just_won(g)
    seen = []
    real = cards.card

    def card(fb, x, y, text, mono, selected=False, dim=False, kind=0):
        seen.append((text, selected, dim))
        return real(fb, x, y, text, mono, selected, dim, kind)

    monkeypatch.setattr(cards, "card", card)
    app._enter(g, ["human", "normal", "normal"])
    lt = g.view(None)["last_trick"]
    won = [e[1] for e in lt["cards"] if e[0] == lt["winner"]][0]
    trick = [x for x in seen if x[0] in [e[1] for e in lt["cards"]] and (x[1] or x[2])]
    assert (won, True, False) in trick, trick
    assert all(x[2] for x in trick if x[0] != won), trick
    assert b.beeps == []  # sound off: silent
    clean(b)


def test_a_hands_end_and_the_winner_have_their_tunes():
    app, b = _app()
    g = game_class("baptistenskat")(3, None, 2, 0)
    r = Rng(2)
    while not g.hand_scores:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    app._enter(g, ["human", "normal", "normal"])
    app.hands_seen = 0
    del b.beeps[:]
    app.next_turn()
    assert app.stack[-1].name == "hand"
    assert b.beeps == _tune(1), b.beeps
    moves = []
    g2 = game_class("auf_der_hut")(2, None, 3, 0)
    r = Rng(3)
    while not g2.is_over():
        acts = g2.legal_actions()
        moves.append(acts[r.below(len(acts))])
        g2.apply(moves[-1])
    g2 = game_class("auf_der_hut")(2, None, 3, 0)
    for a in moves[:-1]:
        g2.apply(a)
    app._enter(g2, ["human", "human"])
    g2.apply(moves[-1])
    del b.beeps[:]
    app.next_turn()
    assert b.beeps == _tune(2), b.beeps
    clean(b)


def test_the_winners_line_stands_out_at_the_end():
    app, b = _app(sound=False)
    g = game_class("auf_der_hut")(2, None, 3, 0)
    r = Rng(3)
    while not g.is_over():
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    app.game = g
    app.seats = [("Anna", True), ("Ben", True)]
    app.stack = app.stack[:1]
    app.push("over", sel=1)
    font.boxes = []
    try:
        app.draw()
        boxes = list(font.boxes)
    finally:
        font.boxes = None
    w = app.seats[g.winners()[0]][0]
    line = [bx for bx in boxes if bx[4].endswith(w + " %d" % g.scores()[g.winners()[0]])]
    assert line, boxes
    x, y, bw, bh, _ = line[-1]
    inks = {app.fb.pixel(i, j) for i in range(x, x + bw) for j in range(y, y + bh + 1)}
    assert A.HI in inks, inks
    clean(b)


@pytest.mark.parametrize("has", [True, False])
def test_settings_sound_item_on_a_board_with_and_without_a_speaker(has):
    from firmware import launcher
    app, b = _app(board_sound=has)
    app.push("settings")
    app.stack[-1].sel = 1
    font.boxes = []
    try:
        app.draw()
        txt = " | ".join(bx[4] for bx in font.boxes)
    finally:
        font.boxes = None
    assert ("no speaker" in txt) != has, txt
    before = app.sound
    launcher.h_settings(app, app.stack[-1], ops.OK)
    assert (app.sound != before) == has
    clean(b)


def test_the_simulators_boards_know_their_speakers(tmp_path):
    from host_sim.board import HostBoard
    have = {n: HostBoard(n, storage=str(tmp_path)).sound for n in ("pico_lcd114", "pybadge", "picosystem")}
    assert have == {"pico_lcd114": False, "pybadge": True, "picosystem": True}


def test_the_simulator_speaker_makes_tones_and_is_silent_without_audio(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from host_sim import sound
    s = sound.tone_samples([(1000, 50), (500, 20)])
    assert len(s) == sound.RATE * 50 // 1000 + sound.RATE * 20 // 1000 + 2 * (sound.RATE * 5 // 1000)
    assert max(s) == sound.VOLUME and min(s) == -sound.VOLUME
    sp = sound.Speaker()  # the dummy driver: a mixer or none, never an error
    assert sp.play(_tune(2)) in (True, False)
    sp.close()
    monkeypatch.setattr(sound.Speaker, "__init__", lambda self: setattr(self, "mixer", None))
    assert sound.Speaker().play(_tune(0)) is False
