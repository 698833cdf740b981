"""Issue 27's Remember on MicroPython too (the same file runs under CPython from
tests/app/test_stats.py and under the MicroPython unix port): the statistics a finished game adds
once (per name and per computer level, bids made and missed where the game has bids), their
screens from the launcher and their clearing after a question, the cap on names, a damaged file,
a badge that may not write, and the code held during play."""
import sys

try:
    import framebuf  # noqa: F401
except ImportError:
    from host_sim import framebuf
    sys.modules["framebuf"] = framebuf

from engine_core.games import GAMES, NAMES, game_class, module_name, new_game  # noqa: E402
from firmware import ops, stats  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh, menu_index  # noqa: E402


def _to_the_end(app, b, clk):
    """Play on to the end screen: a human's move made as the play screen's OK makes it (App.apply,
    then the step's save and the next turn), a varied legal one; OK through every other screen."""
    n = 0
    while app.stack[-1].name != "over" and n < 6000:
        g = app.game
        if app.stack[-1].name == "play" and not g.is_over():
            la = g.legal_actions()
            app.apply(la[(n * 7) % len(la)], g.current_player())
            app._save_due()
            app.next_turn()
        else:
            drive(app, b, [ops.OK], clk)
        n += 1
    assert app.stack[-1].name == "over", app.stack


def _finished(name, players, opts, seed):
    """A game played to its end by varied legal moves (the first one each time may go round in
    circles: Auf der Hut's peeks)."""
    g = new_game(name, players, opts, seed)
    k = 0
    while not g.is_over():
        la = g.legal_actions()
        g.apply(la[(k * 7) % len(la)])
        k += 1
    return g


def _row(b, name, who):
    for r in stats.read(b.storage)[0]:
        if r[0] == name and r[1] == who:
            return r
    return None


def _bids_counted(g, seat):
    """Bids made and missed by `seat`, counted here from the reasons' names (RULINGS.md 1: each
    most-bid and fewest-bid on its own; RULINGS.md 3: every round's bid, 0 too)."""
    made = missed = 0
    for hand in g.hand_details:
        rs = hand[seat]
        if rs and isinstance(rs[0], str):
            rs = (rs,)
        for r in rs:
            c = r[0]
            if g.NAME == "bobs_hat" and (c.startswith("most_") or c.startswith("fewest")) or (
                    g.NAME == "baptistenskat"):
                if c.endswith("made") or c.startswith("exact"):
                    made += 1
                else:
                    missed += 1
    return made, missed


def test_recorded_once_per_game(name):
    """A finished game adds one to each seat's row (a person by name, a computer by level);
    the end shown again -- by a resume after a power cut at the end -- adds nothing; Play
    again's game adds again.  Bids made and missed where the game has bids; none elsewhere."""
    app, b = fresh()
    clk = Clock()
    cls = game_class(name)
    n = cls.MIN_PLAYERS
    opts = {"hands": 1} if name == "bobs_hat" else {"rounds": 1} if name == "baptistenskat" else {}
    g = cls(n, opts, 9)
    levels = ["human", "normal"] + ["easy"] * (n - 2)
    app.start_game(g, levels)
    fn = app.after  # Start's save and entry: run once the key's handler returned (app_start.py)
    if fn is not None:
        app.after = None
        fn()
    if app.game is None:
        app.tick(clk.t + 1)
    _to_the_end(app, b, clk)
    assert "firmware.stats" not in sys.modules  # recorded, then forgotten
    assert module_name(name, "stats") not in sys.modules  # the game's bid reasons too
    g = app.game
    sc = g.scores()
    row = _row(b, name, "Anna")
    assert row is not None, stats.read(b.storage)
    assert row[stats.PLAYED] == 1 and row[stats.WON] == (1 if 0 in g.winners() else 0)
    assert row[stats.BEST] == sc[0] and row[stats.SUM] == sc[0]
    cpu = _row(b, name, "=normal")
    assert cpu[stats.PLAYED] == 1 and cpu[stats.BEST] == sc[1]
    if n > 2:
        easy = _row(b, name, "=easy")
        assert easy[stats.PLAYED] == n - 2 and easy[stats.BEST] == max(sc[2:])
    made, missed = _bids_counted(g, 0)
    assert (row[stats.MADE], row[stats.MISSED]) == (made, missed)
    if name in ("bobs_hat", "baptistenskat"):
        assert made + missed > 0
    # the end again: a new app resumes the finished game at its end (as after a power cut)
    app2 = App(b)
    app2.timeout = 0
    drive(app2, b, [ops.NEXT] * menu_index(app2, "resume", NAMES.index(name)) + [ops.OK], clk)
    if app2.stack[-1].name != "over":
        _to_the_end(app2, b, clk)
    assert _row(b, name, "Anna")[stats.PLAYED] == 1, "the same game counted twice"
    # Play again, to its end: counted
    app2.stack[-1].sel = 0
    drive(app2, b, [ops.OK], clk)
    if app2.game is None or app2.game.is_over():
        app2.tick(clk.t + 1)
    _to_the_end(app2, b, clk)
    assert _row(b, name, "Anna")[stats.PLAYED] == 2
    clean(b)


def test_screens_and_clearing():
    """Statistics on the launcher's menu: the games, a game's names (won of played), a name's
    figures in words; Clear asks, Keep keeps, Clear empties the file."""
    app, b = fresh()
    rows, keys = [], {}
    g = _finished("baptistenskat", 3, {"rounds": 1}, 4)
    assert stats.add(rows, keys, g, ["Anna", "=hard", "Ben"])
    assert not stats.add(rows, keys, g, ["Anna", "=hard", "Ben"])  # its key: once
    stats.write(b.storage, rows, keys)
    app = App(b)
    clk = Clock()
    drive(app, b, [ops.NEXT] * menu_index(app, "stats") + [ops.OK], clk)
    assert app.stack[-1].name == "stats"
    L = __import__("firmware.launcher_stats", None, None, ("x",))
    drive(app, b, [ops.NEXT] * NAMES.index("baptistenskat") + [ops.OK], clk)
    scr = app.stack[-1]
    assert scr.name == "statsgame" and scr.game == NAMES.index("baptistenskat")
    items = L._game_items(app, L._rows(app, "baptistenskat"))
    assert len(items) == 3 and all(len(s) <= app.cols for s in items), items
    assert [s for s in items if s.startswith("computer hard")], items
    drive(app, b, [ops.OK], clk)
    scr = app.stack[-1]
    assert scr.name == "statsname"
    lines = L.lines(app, _row(b, "baptistenskat", scr.who))
    assert lines[0] == "Played: 1" and lines[2].startswith("Best score: ") and lines[-1].startswith("Bids made: ")
    app.lang = 1
    assert L.lines(app, _row(b, "baptistenskat", scr.who))[0] == "Gespielt: 1"
    app.lang = 0
    # a game nobody finished: said so
    drive(app, b, [ops.BACK, ops.BACK], clk)
    assert app.stack[-1].name == "stats"
    app.stack[-1].sel = NAMES.index("auf_der_hut")
    drive(app, b, [ops.OK, ops.OK], clk)
    assert app.stack[-1].name == "statsgame"
    drive(app, b, [ops.BACK], clk)
    # Clear: asked, the cursor on Keep
    app.stack[-1].sel = len(GAMES)
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name == "statsclear" and app.stack[-1].sel == 0
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name == "stats" and stats.read(b.storage)[0] == rows
    drive(app, b, [ops.OK, ops.NEXT, ops.OK], clk)
    assert app.stack[-1].name == "stats" and stats.read(b.storage) == ([], {})
    # the launcher's code is dropped before a game
    drive(app, b, [ops.BACK], clk)
    app.release_launcher()
    assert "firmware.launcher_stats" not in sys.modules and "firmware.stats" not in sys.modules
    clean(b)


def test_names_capped_most_recent_kept():
    """At most MAX_NAMES names are kept (the computers' rows besides): the oldest names go, with
    all their rows."""
    rows, keys = [], {}
    g = _finished("auf_der_hut", 2, None, 3)
    for k in range(stats.MAX_NAMES + 4):
        keys.clear()  # the same game, counted as a new one each time
        stats.add(rows, keys, g, ["N%d" % k, "=normal"])
    names = [r[1] for r in rows if r[1][0] != "="]
    assert len(names) == stats.MAX_NAMES and names[0] == "N%d" % (stats.MAX_NAMES + 3), names
    assert "N0" not in names and "N3" not in names and "N4" in names
    assert [r for r in rows if r[1] == "=normal"][0][stats.PLAYED] == stats.MAX_NAMES + 4


def test_damaged_file_and_no_writing():
    """A damaged stats.txt is passed over (stats.bak, the figures before, is used; with none
    whole, none at all) and never raises; a badge that may not write records nothing."""
    app, b = fresh()
    g = _finished("auf_der_hut", 2, None, 3)
    rows, keys = [], {}
    stats.add(rows, keys, g, ["Anna", "Ben"])
    stats.write(b.storage, rows, keys)
    keys.clear()
    stats.add(rows, keys, g, ["Anna", "Ben"])
    stats.write(b.storage, rows, keys)
    with open(b.storage + "stats.txt", "w") as f:
        f.write("0000\nbobs_hat,Anna,x")
    r = stats.read(b.storage)[0]
    assert r[0][stats.PLAYED] == 1, r  # the backup: the figures before the last game
    for bad in ("", "garbage", "\xff" * 10, "12345678\n" + "a,b\n" * 3000):
        for n in stats.FILES:
            with open(b.storage + n, "w") as f:
                f.write(bad)
        assert stats.read(b.storage) == ([], {})
    app = App(b)
    clk = Clock()
    drive(app, b, [ops.NEXT] * menu_index(app, "stats") + [ops.OK, ops.OK, ops.OK, ops.BACK], clk)
    assert app.stack[-1].name == "stats"
    stats.clear(b.storage)
    # a badge whose drive is the computer's: the game's end writes nothing
    b.writable = False
    app = App(b)
    app._enter(g, ["human", "human"])
    stats.record(app)
    assert stats.read(b.storage) == ([], {})
    del b.writable
    clean(b)


def run():
    n = 0
    for name in NAMES:
        test_recorded_once_per_game(name)
        n += 1
    for t in (test_screens_and_clearing, test_names_capped_most_recent_kept, test_damaged_file_and_no_writing):
        t()
        n += 1
    print("stats tests passed:", n)


if __name__ == "__main__":
    run()
