"""The work a step leaves for an idle tick (issue 26, whole step; firmware/app.py idle_work): each
move is saved in its own step (a journal line, even the one that scores a hand), and the whole
save a scored hand calls for is made by the idle ticks IDLE_MS after the last step -- the first
shows the move to the bots (a turn of its own, App._idle), the next collects and writes -- after
which no whole write is due and the save still loads as the game on screen."""
from firmware import savefs
from tests.app import mp_app_test as m  # first: it provides framebuf on CPython
from tests.app.mp_app_test import ops, save

IDLE_MS = __import__("firmware.app", None, None, ("IDLE_MS",)).IDLE_MS


def test_a_scored_hands_whole_save_waits_for_an_idle_tick():
    app, b = m.fresh()
    clk = m.Clock()
    m.start(app, b, 0, clk)  # Where's Bob's Hat?, its smallest table
    deferred = 0
    steps = 0
    while len(app.game.hand_scores) < 2 and steps < 3000:
        m.press(app, clk, ops.OK)
        steps += 1
        st = savefs._state
        g, err = save.load(app.slot)
        assert err is None and g.history == app.game.history, steps  # saved in its step
        savefs._state = st  # load took over update()'s state: the app's game goes on with its own
        if app.busy():
            continue
        if app.idle and save.whole_due(app.slot, app.game):
            deferred += 1
        clk.t += IDLE_MS
        app.tick(clk.t)  # an idle tick: the bots' look at the move, if it made one
        k = 0
        while app.idle and k < 8:  # the next: the step's collection, the whole save's parts if due
            assert not app.observe_due, steps
            clk.t += 10
            app.tick(clk.t)
            k += 1
        assert not app.idle and not save.whole_due(app.slot, app.game), steps
    assert len(app.game.hand_scores) == 2 and deferred > 0, (steps, deferred)


def test_back_to_back_computer_moves_never_carry_a_whole_save():
    """With no idle tick between computer moves (each tick comes when the next move is due), the
    whole save a scored hand calls for is a tick of its own, before the next move: no tick both
    moves a computer and writes the whole save, and every move is saved in its step."""
    app, b = m.fresh()
    clk = m.Clock()
    m.start(app, b, 0, clk)  # Where's Bob's Hat?, its smallest table: two computers
    write = save.write_part
    wrote = []

    def counted(prefix, game):
        wrote.append(1)
        return write(prefix, game)
    save.write_part = counted
    try:
        alone = steps = 0
        while len(app.game.hand_scores) < 2 and steps < 3000:
            steps += 1
            clk.t += 50
            app.handle(ops.OK)
            while app.busy() and not app.game.is_over():
                clk.t = max(clk.t, app.due)  # the move's due time: never an idle tick between
                n, w = len(app.game.history), len(wrote)
                app.tick(clk.t)
                moved = len(app.game.history) > n
                assert not (moved and len(wrote) > w), steps
                alone += len(wrote) > w
                st = savefs._state
                g, err = save.load(app.slot)
                assert err is None and g.history == app.game.history, steps  # saved in its step
                savefs._state = st
    finally:
        save.write_part = write
    assert len(app.game.hand_scores) == 2 and alone > 0, (steps, alone)


def test_the_bots_see_each_move_at_an_idle_tick_not_in_its_step():
    """The computers' look at a move (Computers.observe: each bot's view of it, ~20 ms a move with
    four bots on the emulated board) is no part of the move's step: the first idle tick after it
    shows it to them, a tick of its own (no collection, no whole save, no move in it), or else the
    next move's step before anything else happens -- so every bot still sees every move, in order,
    before a bot chooses or a further move is applied."""
    from firmware import computers as C
    app, b = m.fresh()
    clk = m.Clock()
    m.start(app, b, 0, clk)  # Where's Bob's Hat?, its smallest table: two computers
    seen = []  # the move count each observe() saw
    observe, choose, write = C.Computers.observe, C.Computers.choose, save.write_part
    log = []

    def observed(self, game):
        seen.append(len(game.history))
        log.append("observe")
        observe(self, game)

    def chosen(self, game, seat):
        assert seen[-1] == len(game.history)  # the bots have seen the table a bot chooses at
        log.append("choose")
        return choose(self, game, seat)

    def written(prefix, game):
        log.append("write")
        return write(prefix, game)
    C.Computers.observe, C.Computers.choose, save.write_part = observed, chosen, written
    try:
        steps = idle_looks = 0
        while len(app.game.hand_scores) < 2 and steps < 3000:
            steps += 1
            clk.t += 50
            del log[:]
            app.tick(clk.t)  # an idle tick (IDLE_MS passed): the look at the last move, alone
            if log == ["observe"]:
                idle_looks += 1
            assert log in ([], ["observe"], ["write"]), log
            n = len(app.game.history)
            del log[:]
            app.handle(ops.OK)
            if len(app.game.history) > n:  # the key made a move: the bots look at it later
                assert "observe" not in log and app.observe_due, log
            while app.busy() and not app.game.is_over():
                clk.t = max(clk.t, app.due)  # back to back: never an idle tick between moves
                del log[:]
                app.tick(clk.t)
                assert log.count("choose") + log.count("observe") + log.count("write") <= 1, log
        # every move seen once, in order (the start's look at none included)
        assert seen == list(range(seen[0], seen[-1] + 1)) and seen[-1] >= len(app.game.history) - 1, seen[-5:]
    finally:
        C.Computers.observe, C.Computers.choose, save.write_part = observe, choose, write
    assert len(app.game.hand_scores) == 2 and idle_looks > 0, (steps, idle_looks)


def test_each_idle_tick_makes_one_part_of_the_whole_save():
    """The whole save a scored hand calls for is made by the idle ticks one part each (save.write_part:
    the names and CRC, game.tmp, the renames, the new journal; ~45 ms an erase on a Pico's flash):
    no tick or key press makes two parts or the whole write."""
    app, b = m.fresh()
    clk = m.Clock()
    m.start(app, b, 0, clk)  # Where's Bob's Hat?, its smallest table
    record, opened, os_ = save._record, savefs._open, savefs._os
    parts = set()

    class Os:
        def __getattr__(self, n):
            return getattr(os_, n)

        def rename(self, a, b):
            parts.add(2)
            os_.rename(a, b)

    def rec(game, f):
        parts.add(0 if f is None else 1)
        return record(game, f)

    def op(p, mode="r"):
        if p.endswith("game.log") and mode == "w":
            parts.add(3)
        return opened(p, mode)
    save._record, savefs._open, savefs._os = rec, op, Os()
    try:
        steps = wholes = 0
        while len(app.game.hand_scores) < 2 and steps < 3000:
            steps += 1
            parts.clear()
            m.press(app, clk, ops.OK)
            assert not parts & {0, 1, 2}, (steps, parts)  # no part of a whole write in a key press
            k = 0
            while app.idle and k < 8:
                clk.t += IDLE_MS
                parts.clear()
                app.tick(clk.t)
                assert len(parts) <= 1, (steps, parts)
                wholes += 3 in parts
                k += 1
            assert not save.whole_due(app.slot, app.game), steps
    finally:
        save._record, savefs._open, savefs._os = record, opened, os_
    assert wholes > 0, steps


def test_a_keys_own_step_does_no_idle_work():
    """The loop's turn (firmware/main.py step: poll, handle, tick) ticks with the time it began: a
    key's step of IDLE_MS or more (a move's frame and its save on the RP2040) is no idle time, so
    the bots' look at the move and the collection (App._idle) come in a later turn, never in the
    key's own (issue 26: whole step; the RP2040's key presses were 67-95 ms with them)."""
    from firmware import main
    app, b = m.fresh()
    clk = m.Clock()
    m.start(app, b, 0, clk)  # Where's Bob's Hat?, its smallest table
    t = [clk.t + 1000]
    idle = []
    real = app._idle
    app._idle = lambda: idle.append(t[0]) or real()
    handle = app.handle

    def slow(op):  # the key's step takes 100 ms of the board's clock
        handle(op)
        t[0] += 100
    app.handle = slow
    b.ticks_ms = lambda: t[0]
    moved = steps = 0
    while moved < 3 and steps < 200:
        steps += 1
        n = len(app.game.history)
        b.poll = lambda: ops.OK
        del idle[:]
        assert main.step(b, app) is app
        if len(app.game.history) > n:
            moved += 1
            assert not idle, steps  # the key's turn: no idle work in it
        b.poll = lambda: None
        for _ in range(12):  # then the loop's turns while nobody presses: the idle work, the computers
            t[0] += 50
            main.step(b, app)
    assert moved == 3, steps
