"""The whole save left to an idle moment (issue 26, whole step): the app saves each move with
save.update(..., later=True), a journal line even when a hand was just scored, and makes the whole
write when save.whole_due() says so at an idle tick (firmware/app.py idle_work).  The journal then
runs across a hand's end: every step still loads as the game, a power cut in such an update or in
the idle whole write at any step loads the last good save, and a full journal is still written
whole in the move's step.  Uses tests/app/mp_save_test.py's flash that loses power."""
import sys

import pytest

try:
    import framebuf  # noqa: F401
except ImportError:
    try:
        from host_sim import framebuf
    except ImportError:
        from tests.app import minifb as framebuf
    sys.modules["framebuf"] = framebuf

from firmware import savefs  # noqa: E402
from tests.app import mp_save_test as m  # noqa: E402

save = m.save
GAMES = [m.GAMES[gi][0] for gi in m.AVAILABLE]


def teardown_module():
    m.teardown()


def _exists(name):
    return m._exists(m.P + name)


def _step(g, j, seed):
    la = g.legal_actions()
    g.apply(la[(seed + j * 7) % len(la)])


@pytest.mark.parametrize("gi", m.AVAILABLE, ids=GAMES)
def test_journal_runs_across_a_hands_end_until_an_idle_write(gi, seed=23):
    g = m.new_game(m.GAMES[gi][0], m._players(gi), None, seed)
    m.wipe()
    save.write(m.P, g)
    hands = 0
    crossed = 0
    j = 0
    while not g.is_over() and j < 3000:
        _step(g, j, seed)
        save.update(m.P, g, True)
        j += 1
        log = m.journal()
        assert len(log) <= save.JOURNAL_BYTES, len(log)
        if len(g.hand_scores) > hands:
            hands = len(g.hand_scores)
            if log:  # the scored hand's move is a journal line: the whole write waits
                crossed += 1
                assert save.whole_due(m.P, g), j
        g = m.load_ok((m.texts(g),), ("later", j))  # as after a reset: the loaded game plays on
        if j % 11 == 0 and save.whole_due(m.P, g):  # now and then an idle moment
            save.write(m.P, g)
            assert not save.whole_due(m.P, g) and not m.journal()
            g = m.load_ok((m.texts(g),), ("idle write", j))
    assert hands > 0 and crossed > 0, (hands, crossed)


def _after_a_hand(gi, seed):
    """A game saved whole, then journalled (later) up to the move that scored its first hand and
    one move past it, with no idle write between: returns the game and the texts before the last
    move."""
    g = m.new_game(m.GAMES[gi][0], m._players(gi), None, seed)
    m.wipe()
    save.write(m.P, g)
    j = 0
    while not g.hand_scores:
        _step(g, j, seed)
        j += 1
        if len(g.history) % 5 == 0 and not g.hand_scores:
            save.write(m.P, g)  # keep the journal short: no whole write forced at the hand's end
        else:
            save.update(m.P, g, True)
    before = m.texts(g)
    _step(g, j, seed)
    return g, before


# the games with a move after a scored hand (Auf der Hut scores once, at its end)
HANDS = [gi for gi in m.AVAILABLE if m.GAMES[gi][0] != "auf_der_hut"]


@pytest.mark.parametrize("mode", m.MODES)
@pytest.mark.parametrize("gi", HANDS, ids=[m.GAMES[gi][0] for gi in HANDS])
def test_power_cut_in_a_later_update_and_in_the_idle_write(gi, mode, seed=29):
    g, before = _after_a_hand(gi, seed)
    snap, st = m.snapshot(), list(savefs._state)
    now = m.texts(g)
    i = 0
    while True:  # the move after a hand's end, appended: k-1 or k
        m.restore(snap)
        savefs._state = list(st)
        if not m.cut_write(m.Flash(i, mode), save.update, m.P, g, True):
            break
        m.load_ok((before, now), ("later update", mode, i))
        i += 1
    assert i > 0 and m.journal() and save.whole_due(m.P, g)
    snap, st = m.snapshot(), list(savefs._state)
    m.load_ok((now,), "later update whole")
    i = 0
    while True:  # the idle whole write of the same game: k all along
        m.restore(snap)
        savefs._state = list(st)
        if not m.cut_write(m.Flash(i, mode), save.write, m.P, g):
            break
        m.load_ok((now,), ("idle write", mode, i))
        i += 1
    assert i > 0 and not save.whole_due(m.P, g) and not m.journal()
    m.load_ok((now,), "idle write whole")


def test_a_full_journal_is_still_written_whole_in_the_step(gi=0, seed=31):
    g = m.new_game(m.GAMES[gi][0], m._players(gi), None, seed)
    m.wipe()
    save.write(m.P, g)
    keep = save.JOURNAL_MAX
    save.JOURNAL_MAX = 3
    try:
        for j in range(3):
            _step(g, j, seed)
            save.update(m.P, g, True)
        assert m.journal()
        _step(g, 3, seed)
        save.update(m.P, g, True)  # a fourth line would pass JOURNAL_MAX: the whole save
        assert not m.journal()
        m.load_ok((m.texts(g),), "full journal")
    finally:
        save.JOURNAL_MAX = keep


def _in_parts(prefix, g):
    """The app's idle ticks' whole write (firmware/app.py idle_work): save.write_part until done;
    the number of parts."""
    k = 1
    while not save.write_part(prefix, g):
        k += 1
    return k


@pytest.mark.parametrize("gi", HANDS, ids=[m.GAMES[gi][0] for gi in HANDS])
def test_the_idle_write_in_parts_is_the_whole_write(gi, seed=37):
    """The idle ticks write the whole save in five parts (no tick holds all of it: issue 26,
    whole step): the files come out byte for byte as one write() makes them, a power cut at any
    step of any part loads the game, and a move saved between two parts (update) starts them
    again -- the files between parts stay the save and journal the move appends to -- or, once
    the renames are made, makes the new journal itself (the last part then has nothing to do)."""
    g, _ = _after_a_hand(gi, seed)
    save.update(m.P, g, True)
    assert save.whole_due(m.P, g)
    snap, st = m.snapshot(), list(savefs._state)
    now = m.texts(g)
    save.write(m.P, g)
    whole = m.snapshot()
    m.restore(snap)
    savefs._state = list(st)
    assert _in_parts(m.P, g) == 5 and m.snapshot() == whole and not save.whole_due(m.P, g)
    m.load_ok((now,), "parts")
    for mode in m.MODES:
        i = 0
        while True:
            m.restore(snap)
            savefs._state = list(st)
            savefs._part = None
            if not m.cut_write(m.Flash(i, mode), _in_parts, m.P, g):
                break
            m.load_ok((now,), ("parts", mode, i))
            i += 1
        assert i > 3, i
    for between in (1, 2, 3, 4):  # a move saved after each part but the last
        g, _ = _after_a_hand(gi, seed)
        save.update(m.P, g, True)
        savefs._part = None
        for _ in range(between):
            assert not save.write_part(m.P, g)
        _step(g, 99, seed)
        save.update(m.P, g, True)
        st = list(savefs._state)
        m.load_ok((m.texts(g),), ("moved between parts", between))
        savefs._state = st  # load took over update()'s state: the game goes on with its own
        if between == 4:  # the new save stands: the move made its journal, nothing is left
            assert save.whole_due(m.P, g) and save.write_part(m.P, g) and not save.whole_due(m.P, g)
            assert m.journal().count(b"\n") == 2  # the header line and the move's
        else:
            assert save.whole_due(m.P, g) and not save.write_part(m.P, g)  # the parts start again
            assert _in_parts(m.P, g) == 4 and not save.whole_due(m.P, g)
        m.load_ok((m.texts(g),), ("parts again", between))
