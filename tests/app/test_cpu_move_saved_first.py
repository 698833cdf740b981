"""A computer's move is saved before it is shown (issue 26, whole step; firmware/app.py tick): the
tick that reaches a computer's turn chooses, applies and saves the move (its journal line, and on
real flash now and then an erase) and draws nothing; the next tick draws it.  So the step that
shows the move holds no flash work, and no move is ever on the glass that is not on the flash.

The rule this relies on: a computer's move is NOT replayed from the record -- a resume makes the
bots anew (app_start._enter: their memory and random draws start again), so a move lost to a power
cut could come back different.  Hence the move is saved before its frame, not after it: a cut
between the two resumes with the move (test_a_cut_between_the_move_and_its_frame_resumes_with_it),
and a cut during its save loses a move nobody saw (the journal's cuts: tests/app/mp_save_test.py)."""
from firmware import savefs
from tests.app import mp_app_test as m  # first: it provides framebuf on CPython
from tests.app.mp_app_test import ops, save


def _saved_history(app):
    """The history of the game the flash holds now (load takes over update()'s state: given back)."""
    st = savefs._state
    g, err = save.load(app.slot)
    savefs._state = st
    assert err is None and g is not None, err
    return g.history


def test_every_computer_move_is_on_the_flash_before_its_frame():
    app, b = m.fresh()
    clk = m.Clock()
    m.start(app, b, 0, clk)  # Where's Bob's Hat?, its smallest table: two computers
    show = b.show
    ticking = []
    checked = []

    def shown():
        if ticking and app.game is not None:  # a tick's frame: everything on it is saved
            assert _saved_history(app) == app.game.history, len(app.game.history)
            checked.append(len(app.game.history))
        show()
    b.show = shown
    tick = app.tick

    def ticked(now):
        g = app.game
        cp = g.current_player() if g is not None and not g.is_over() else None
        n, shows = len(g.history) if g is not None else 0, b.shows
        ticking.append(1)
        try:
            tick(now)
        finally:
            ticking.pop()
        if cp is not None and not app.seats[cp][1] and len(app.game.history) > n:
            # the tick that made a computer's move drew nothing, and left its frame to the next
            assert b.shows == shows and app.pending is not None, n
            moves.append(n)
    moves = []
    app.tick = ticked
    try:
        steps = 0
        while len(app.game.hand_scores) < 1 and steps < 3000:
            m.press(app, clk, ops.OK)
            steps += 1
    finally:
        b.show = show
        del app.tick
    assert len(moves) > 10 and len(checked) >= len(moves), (len(moves), len(checked))
    m.clean(b)


def test_a_cut_between_the_move_and_its_frame_resumes_with_it():
    app, b = m.fresh()
    clk = m.Clock()
    m.start(app, b, 0, clk)
    m.press(app, clk, ops.OK)  # the human's first move (or the bid's first word)
    cut = None
    for _ in range(400):
        # the human's turn: keys until a computer is to move, then its ticks one by one
        if not app.busy():
            clk.t += 50
            app.tick(clk.t)
            app.handle(ops.OK)
            continue
        n, shows = len(app.game.history), b.shows
        clk.t += 800
        app.tick(clk.t)
        if len(app.game.history) > n and app.pending is not None:
            assert b.shows == shows  # made and saved, not drawn: the power goes now
            cut = list(app.game.history)
            break
    assert cut is not None
    app = m.App(b)  # the power back: a new app on the same flash
    app.timeout = 0
    clk = m.Clock()
    m.drive(app, b, [ops.NEXT] * m.menu_index(app, "resume", 0), clk)
    app.handle(ops.OK)  # Resume: the game is entered at the next tick (App.resume_later)
    clk.t += 10
    app.tick(clk.t)  # (no computer moves in it: its turn comes a pace later)
    assert app.game is not None and app.game.history == cut, (len(app.game.history), len(cut))
    m.clean(b)
