"""Plain-assert app tests; run under the MicroPython unix port (the whole file in one process:
at 512K it ends in a MemoryError; tests/app/test_app.py runs this very command):
   MICROPYPATH=.:.frozen .venv/bin/micropython -X heapsize=1M tests/app/mp_app_test.py
and under CPython via tests/app/test_app.py.  `python3 tests/app/mp_app_test.py --update`
(CPython) rewrites the key-screen snapshots in tests/app/snapshots/ after an intended change;
review them with `git diff` -- they are the screens as text (mono: # and .; colour: a hex
digit per pixel, the palette index)."""
import sys

sys.path.insert(0, ".")
try:
    import framebuf  # noqa: F401
except ImportError:  # CPython: the simulator's pixel-exact framebuf
    from host_sim import framebuf
    sys.modules["framebuf"] = framebuf
from engine_core.games import GAMES, game_class  # noqa: E402
from engine_core.record import replay, to_record  # noqa: E402
from engine_core.rng import Rng  # noqa: E402
from firmware import ops, save, stats  # noqa: E402
from firmware import texts as T  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.players import PRESETS  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.keys import press  # noqa: E402

AVAILABLE = []
for i in range(len(GAMES)):
    try:
        __import__(GAMES[i][1] + ".rules")
        AVAILABLE.append(i)
    except ImportError:
        pass

SNAP_DIR = "tests/app/snapshots/"
UPDATE = "--update" in sys.argv


def slot(b, name, saves=None):
    """The prefix of game `name`'s save on board b (one saved game a title: save.slot)."""
    return save.slot(b.storage if saves is None else saves, name)


def clean(b):
    save.clear(b.storage)  # an older version's single save
    for g in GAMES:
        save.clear(slot(b, g[0]))
    stats.clear(b.storage)
    import os
    for name in ("settings.txt", "names.txt", "resume.flag", "coach.txt"):
        try:
            os.remove(b.storage + name)
        except OSError:
            pass


class Clock:
    t = 0


def drive(app, b, ops_list, clk):
    for op in ops_list:
        press(app, clk, op, 10000)


def fresh(mono=False, b=None):
    """An App on a board with nothing on its flash (no save, settings, names or statistics) that
    never dims: `b`, else a new FakeBoard -- the 240x135 colour one, or the 128x64 one (mono).
    The one set-up of the app tests (tests/app, tests/per_game, tests/new_game)."""
    if b is None:
        b = FakeBoard(128, 64, True) if mono else FakeBoard()
    clean(b)
    app = App(b)
    app.timeout = 0
    return app, b


def ingame_entries(app):
    """The names of the game's menu's entries (pages._ingame_entries): Undo and Hint come and go."""
    from firmware import pages
    return [w for _, w in pages._ingame_entries(app)]


def play_pick(app, r):
    """The human on the play screen picks at random (Rng r) through to a whole action, the cursor
    moved among the words shown, greyed ones too (play.cands), and confirms it."""
    from firmware.play import _legal_texts, cands, next_words
    scr = app.stack[-1]
    texts = _legal_texts(app.game)
    while not scr.confirm:
        opts = next_words(texts, scr.picked)
        scr.sel = cands(app, texts, scr.picked)[0].index(opts[r.below(len(opts))])
        app.handle(ops.OK)
    texts = None
    app.handle(ops.OK)


def menu_index(app, kind, gi=None):
    """Where the launcher's menu lists an entry: ("game", gi), ("resume", None), ("names", None)..."""
    assert app.stack[-1].name == "menu", app.stack
    app.stack[-1].sel = 0  # the cursor stays where it was: count from the top
    return __import__("firmware.launcher", None, None, ("x",))._menu_entries(app).index((kind, gi))


def start(app, b, gi, clk, extra=()):
    """Open game gi's setup, apply `extra` ops there, then Start (the last item)."""
    drive(app, b, [ops.NEXT] * menu_index(app, "game", gi) + [ops.OK] + list(extra) + [ops.PREV, ops.OK], clk)
    assert app.game is not None, app.stack


def start_two_humans(app, b, gi, clk, big=False):
    """Game gi from the launcher's menu (the first items: the games in registry order) at the most
    players it takes (big: OK on the players' line, NEXT counts up from the fewest, OK), else the
    fewest, with seat 2 (Ben) human too (normal -> hard -> human): hand-overs between two humans'
    turns and two seats' tables; then Start."""
    from engine_core.games import NAMES  # (a game registered since this module's import too)
    cls = game_class(NAMES[gi])
    more = [ops.OK] + [ops.NEXT] * (cls.MAX_PLAYERS - cls.MIN_PLAYERS) + [ops.OK] if big else []
    drive(app, b, [ops.NEXT] * gi + [ops.OK] + more + [ops.NEXT, ops.NEXT, ops.OK, ops.NEXT, ops.NEXT, ops.OK,
                                                       ops.PREV, ops.PREV, ops.PREV, ops.OK], clk)
    assert app.game is not None
    assert app.game.players == (cls.MAX_PLAYERS if big else cls.MIN_PLAYERS)


def until(app, b, clk, name, limit=6000):
    n = 0
    while app.stack[-1].name != name and n < limit:
        drive(app, b, [ops.OK], clk)
        n += 1
    assert app.stack[-1].name == name, (name, app.stack[-1].name)


def snap(b, name):
    """Compare the frame with tests/app/snapshots/<name>.txt (write it with --update)."""
    if b.mono:
        text = b.ascii()
    else:
        rows = []
        hexd = "0123456789abcdef"
        for y in range(b.height):
            rows.append("".join(hexd[b.fb.pixel(x, y)] for x in range(b.width)))
        text = "\n".join(rows)
    path = SNAP_DIR + name + ".txt"
    if UPDATE:
        with open(path, "w") as f:
            f.write(text + "\n")
        return
    with open(path) as f:
        want = f.read()
    if want != text + "\n":
        with open("/tmp/" + name + ".actual.txt", "w") as f:
            f.write(text + "\n")
        raise AssertionError("screen %s differs from %s (actual in /tmp/%s.actual.txt)" % (name, path, name))


# --- scripted games ---------------------------------------------------------------------------
def test_full_game(gi, mono=False):
    """A whole game through the app with OK alone (the first choice each time, confirmed),
    computers in the other seats; the save on flash is the finished game.  The end is complete
    (issue 14 point 8): the last hand's breakdown first, then the ranking, from which the score
    sheet and the chart open and come back, and Menu clears the finished game."""
    app, b = fresh(mono)
    clk = Clock()
    start(app, b, gi, clk)
    steps = 0
    while not app.game.is_over() and steps < 6000:
        drive(app, b, [ops.OK], clk)
        steps += 1
    assert app.game.is_over()
    assert app.stack[-1].name == "hand", app.stack  # the last hand's points and reasons
    g, err = save.load(app.slot)
    assert err is None and g.is_over() and g.history == app.game.history
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name == "over" and app.stack[-1].sel == 1  # on the sheet (issue 28 point 8)
    app.stack[-1].sel = 0
    # a game of one hand (Auf der Hut): its results page, "Final score", in place of the sheet
    # and the chart (issue 27 point 8)
    pages = ((1, "sheet"), (2, "chart")) if len(app.game.hand_scores) > 1 else ((1, "hand"),)
    for k, name in pages:
        drive(app, b, [ops.NEXT] * k + [ops.OK], clk)
        assert app.stack[-1].name == name, app.stack
        drive(app, b, [ops.BACK], clk)
        assert app.stack[-1].name == "over"
        app.stack[-1].sel = 0
    drive(app, b, [ops.PREV, ops.OK], clk)  # the last choice: Menu
    assert app.stack[-1].name == "menu" and not save.exists(slot(b, GAMES[gi][0]))


def test_key_screens(mono):
    """Snapshots of the launcher, a hand-over, each game's play screen, a peek, hand results and
    the end of a game."""
    tag = "m_" if mono else "c_"
    app, b = fresh(mono)
    app.coach = 0  # the tables as a player who knows the games sees them (coaching: test_teach.py)
    snap(b, tag + "menu")
    clk = Clock()
    drive(app, b, [ops.OK], clk)
    snap(b, tag + "setup_bobs_hat")
    # Ben (item 2) to human: normal -> hard -> human; then Start: the dealer's hand-over screen
    drive(app, b, [ops.NEXT, ops.NEXT, ops.OK, ops.NEXT, ops.NEXT, ops.OK, ops.PREV, ops.PREV, ops.PREV, ops.OK],
          clk)
    assert app.stack[-1].name == "pass" and app.seats[1][1]
    snap(b, tag + "pass")
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name == "play"
    snap(b, tag + "play_bobs_hat_hat")
    until(app, b, clk, "hand")
    snap(b, tag + "hand_bobs_hat")
    for gi in AVAILABLE:
        app, b = fresh(mono)
        clk = Clock()
        start(app, b, gi, clk)
        n = 0
        # to the play phase proper (Bob's Hat: after hat and bids; Auf der Hut: at once)
        while not (app.stack[-1].name == "play" and app.game.view(0).get("phase", "play") == "play") and n < 200:
            drive(app, b, [ops.OK], clk)
            n += 1
        drive(app, b, [ops.NEXT], clk)
        snap(b, tag + "play_" + GAMES[gi][0])
        if GAMES[gi][0] == "auf_der_hut":
            drive(app, b, [ops.PREV, ops.OK, ops.NEXT, ops.NEXT], clk)  # peek, spot 3
            snap(b, tag + "choose_spot")
            drive(app, b, [ops.OK, ops.OK], clk)  # confirm the peek
            assert app.stack[-1].name == "peek"
            snap(b, tag + "peek")
    # the largest Bob's Hat table (5 seats: two to a line on the mono screen)
    app, b = fresh(mono)
    clk = Clock()
    start(app, b, 0, clk, [ops.OK, ops.NEXT, ops.NEXT, ops.OK])
    assert app.game.players == 5
    n = 0
    while not (app.stack[-1].name == "play" and len(app.game.view(0).get("trick") or []) >= 2) and n < 300:
        drive(app, b, [ops.OK], clk)
        n += 1
    snap(b, tag + "play_bobs_hat_5p")
    app, b = fresh(mono)
    clk = Clock()
    start(app, b, 2, clk, [ops.NEXT, ops.NEXT, ops.OK, ops.PREV, ops.OK, ops.PREV, ops.PREV])  # Baptistenskat, Ben easy
    until(app, b, clk, "over", 20000)
    snap(b, tag + "over")


# --- button mashing -------------------------------------------------------------------------------
def test_mash(gi, n=2000, seed=1):
    """Random op codes: no exception, the game's own checks hold, the save always replays to the
    game on screen."""
    app, b = fresh()
    clk = Clock()
    r = Rng(seed + gi)
    drive(app, b, [ops.NEXT] * gi + [ops.OK, ops.PREV, ops.OK], clk)
    games = 0
    for k in range(n):
        drive(app, b, [1 + r.below(6)], clk)
        if app.game is not None:
            g = app.game
            if g.is_over():
                games += 1
            else:
                assert g.legal_actions(), "a game not over has a legal move"
            if k % 25 == 0 and save.exists(app.slot):
                sg, err = save.load(app.slot)
                assert sg is not None, err
                assert sg.history == g.history
                assert to_record(replay(to_record(sg)))["actions"] == to_record(g)["actions"]
        elif app.stack[-1].name == "menu" and k % 50 == 0:
            app.stack[-1].sel = gi  # back into a game now and then
    return games


# --- privacy --------------------------------------------------------------------------------------
def _deal_swapped(name, g, swap):
    """An explicit deal of g's first hand in which seat 0 holds the same cards and, with swap,
    the other seats' hidden cards are exchanged (Auf der Hut: the face-down hats reordered)."""
    n = g.players
    hands = [g.view(s)["hand"] for s in range(n)]
    if swap:
        hands = [hands[0]] + hands[2:] + [hands[1]]
    v = g.view(0)
    if name == "bobs_hat":
        return [{"trump": v["trump"], "hands": hands}]
    if name == "baptistenskat":
        return [{"trump_card": v["trump_card"], "hands": hands}]
    if name == "bargain_hunt":
        return [{"hands": hands}]
    from games.auf_der_hut.rules import CHARACTERS
    chars = [c for c in CHARACTERS] * 2
    hats = [c for c in CHARACTERS] * 2 + ["wonder"] * 4
    if swap:
        hats = hats[1:] + hats[:1]
    return [{"characters": chars, "hats": hats}]


def test_acting_frame_hides_other_seats(gi):
    """The acting seat's screens are the same whatever the other seats hold (or the face-down
    hats are), through a few cursor moves."""
    name = GAMES[gi][0]
    cls = game_class(name)
    n = cls.MIN_PLAYERS + 1 if cls.MAX_PLAYERS > cls.MIN_PLAYERS else cls.MIN_PLAYERS
    first = 0 if name in ("bobs_hat", "auf_der_hut") else n - 1  # seat 0 acts first
    base = cls(n, None, 11, first)
    frames = []
    for swap in (False, True):
        app, b = fresh()
        g = cls(n, None, 11, first, _deal_swapped(name, base, swap))
        app._enter(g, ["human"] + ["normal"] * (n - 1))
        assert app.stack[-1].name == "play" and app.stack[-1].seat == 0
        shots = [bytes(b.buf)]
        for op in (ops.NEXT, ops.NEXT, ops.OK, ops.NEXT, ops.BACK):
            app.handle(op)
            shots.append(bytes(b.buf))
        frames.append(shots)
    assert frames[0] == frames[1], name


def test_handover_privacy():
    """Two humans: the hand-over frame does not depend on the deal (hidden cards)."""
    frames = []
    for seed in (1, 2, 3):
        app, b = fresh()
        cls = game_class(GAMES[AVAILABLE[0]][0])
        app._enter(cls(cls.MIN_PLAYERS, None, seed), ["human"] * cls.MIN_PLAYERS)
        assert app.stack[-1].name == "pass"
        frames.append(bytes(b.buf))
    assert frames[0] == frames[1] == frames[2]


def test_peek_shown_only_to_the_peeker():
    """Auf der Hut, two humans: the peeker sees the hat right after the peek, then the next
    player's hand-over screen, whose frame does not depend on which hat was peeked."""
    frames = []
    for seed in (4, 5):
        app, b = fresh()
        cls = game_class("auf_der_hut")
        app._enter(cls(2, None, seed, 0), ["human", "human"])
        clk = Clock()
        drive(app, b, [ops.OK], clk)  # hand-over -> play
        drive(app, b, [ops.OK, ops.OK, ops.OK], clk)  # peek, spot 1, confirm
        assert app.stack[-1].name == "peek"
        assert "peeked" in app.game.view(0)
        drive(app, b, [ops.OK], clk)
        assert app.stack[-1].name == "pass" and app.stack[-1].seat == 1
        frames.append(bytes(b.buf))
    assert frames[0] == frames[1]


def _play_text(app, b, clk, text):
    """Play the action `text` through the play screen: the cursor onto each word, OK, confirm."""
    from firmware.play import _legal_texts, cands
    want = text.split()
    n = 0
    while True:
        scr = app.stack[-1]
        assert scr.name == "play", scr.name
        if scr.confirm:
            assert scr.picked == want, (scr.picked, want)
            break
        opts = cands(app, _legal_texts(app.game), scr.picked)[0]  # greyed words too
        w = want[len(scr.picked)]
        assert w in opts, (w, opts)
        while opts[scr.sel % len(opts)] != w:
            drive(app, b, [ops.NEXT], clk)
        drive(app, b, [ops.OK], clk)
        n += 1
        assert n < 10
    drive(app, b, [ops.OK], clk)


def drawn(app):
    """Every text the current screen draws (firmware/font.py records them), in order."""
    from firmware import font
    font.boxes = []
    try:
        app.draw()
        return " | ".join(bx[4] for bx in font.boxes)
    finally:
        font.boxes = None


def test_adh_since_last_turn(mono=False):
    """Auf der Hut, four humans (issue 14 point 2, RULINGS.md 4): each seat's turn starts with
    every public action since its previous turn -- who peeked where, who swapped what, each reveal
    and its outcome -- never a peeked hat, nothing older; the revealer sees the result first."""
    from games.auf_der_hut.layout import hat_name
    app, b = fresh(mono)
    clk = Clock()
    cls = game_class("auf_der_hut")
    app._enter(cls(4, None, 21, 0), ["human"] * 4)
    g = app.game

    def turn(seat, text, shown, absent):
        assert app.stack[-1].name == "pass" and app.stack[-1].seat == seat, app.stack[-1].name
        drive(app, b, [ops.OK], clk)
        if shown:
            assert app.stack[-1].name == "since", app.stack[-1].name
            got = []
            n = 0
            while True:  # every page of the summary (mono scrolls); each text once
                for piece in drawn(app).split(" | "):
                    if piece not in got:
                        got.append(piece)
                sel = app.stack[-1].sel
                drive(app, b, [ops.DOWN], clk)
                n += 1
                if app.stack[-1].sel == sel or n > 20:
                    break
            got = " | ".join(got)
            for s in shown:
                assert s in got, (seat, s, got)
            for s in absent:
                assert s not in got, (seat, s, got)
            drive(app, b, [ops.OK], clk)
        _play_text(app, b, clk, text)
        return got if shown else ""

    turn(0, "peek 4", (), ())
    assert app.stack[-1].name == "peek"
    peeked = [g.view(0)["peeked"]["hat"]]
    drive(app, b, [ops.OK], clk)
    turn(1, "swap 4 6", ("Anna peeked at 4",), ())
    turn(2, "peek 6", ("Anna peeked at 4", "Ben swapped 4 and 6"), ())
    assert app.stack[-1].name == "peek"
    peeked.append(g.view(2)["peeked"]["hat"])
    drive(app, b, [ops.OK], clk)
    turn(3, "reveal 2", ("Anna peeked at 4", "Ben swapped 4 and 6", "Cora peeked at 6"), ())
    # the revealer sees the result before the hand-over
    assert app.stack[-1].name == "result" and app.stack[-1].seat == 3, app.stack[-1].name
    rv = g.view(3)["last_reveal"]
    res = drawn(app)
    assert hat_name(rv["hat"], 0) in res, res
    drive(app, b, [ops.OK], clk)
    outcome = {"match": "a pair!", "wonder": "a wonder hat!", "bald": "no fit: bald head"}[rv["outcome"]]
    hidden = [hat_name(h, 0) for h in peeked if h != rv["hat"]]
    assert hidden  # the seed makes a peeked hat that no reveal showed
    got = turn(0, "swap 1 2", ("Ben swapped 4 and 6", "Cora peeked at 6", "Dirk revealed 2",
                               hat_name(rv["hat"], 0), outcome),
               ["Anna peeked"] + hidden)  # nothing older (her own peek), never a peeked hat
    assert got.count("peeked at") == 1 and got.count("swapped") == 1 and got.count("revealed") == 1, got
    turn(1, "peek 1", ("Cora peeked at 6", "Dirk revealed 2", "Anna swapped 1 and 2"),
         ["Ben swapped", "Anna peeked"] + hidden)
    # one human among computers: the computers' moves are summed up at the human's turn too
    app, b = fresh(mono)
    app._enter(cls(3, None, 5, 0), ["human", "easy", "easy"])
    _play_text(app, b, clk, "swap 3 5")
    n = 0
    while app.busy() and n < 10:
        clk.t += 800
        app.tick(clk.t)
        n += 1
    assert app.stack[-1].name == "since", app.stack[-1].name
    got = drawn(app)
    assert "Ben " in got and "Cora " in got and "Anna swapped" not in got, got


# --- the rest of the app ----------------------------------------------------------------------------
def test_confirm_and_back_cost_nothing():
    """A card chosen then refused with BACK is not played; BACK at the first choice opens the
    in-game menu, and Continue returns to the same choice."""
    app, b = fresh()
    clk = Clock()
    start(app, b, 2, clk)  # Baptistenskat: Anna bids first when she sits left of the dealer
    until(app, b, clk, "play")
    g = app.game
    moves = len(g.history)
    drive(app, b, [ops.NEXT, ops.OK], clk)
    scr = app.stack[-1]
    assert scr.name == "play" and scr.confirm == 1, scr  # a bid is whole: confirm?
    drive(app, b, [ops.BACK], clk)
    assert app.stack[-1].confirm is None and len(g.history) == moves
    drive(app, b, [ops.BACK], clk)
    assert app.stack[-1].name == "ingame"
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name == "play" and len(g.history) == moves


def test_forced_move_goes_straight_to_its_confirmation():
    """One legal action (here: one card that follows suit): the screen asks to confirm it at once;
    NEXT does nothing there, BACK opens the in-game menu and Continue returns to it."""
    app, b = fresh()
    cls = game_class("bobs_hat")
    # Anna (dealer) leads red20; Ben holds one red card, so he must play it
    deal = [{"trump": "none", "hands": [["red20", "blue1", "blue2", "blue3", "blue4"],
                                        ["red1", "black1", "black2", "black3", "black4"],
                                        ["red2", "red3", "black5", "black6", "black7"]]}]
    app._enter(cls(3, {"hands": 1}, 1, 0, deal), ["human", "human", "normal"])
    g = app.game
    for t in ("hat +10", "bid blue", "bid red"):  # the dealer chooses and bids first
        g.apply_text(t)
        app.computers.observe(g)
    app.next_turn()  # Cora (computer) bids, then Anna leads
    clk = Clock()
    drive(app, b, [ops.OK], clk)  # nothing on the computer's screen; Cora bids
    assert app.stack[-1].name == "pass" and app.stack[-1].seat == 0
    drive(app, b, [ops.OK], clk)  # Anna's hand-over
    assert app.stack[-1].name == "play" and app.stack[-1].seat == 0
    drive(app, b, [ops.PREV, ops.OK, ops.OK], clk)  # the last card (red20), confirmed
    assert g.history_texts()[-1] == "play red20", g.history_texts()
    drive(app, b, [ops.OK], clk)  # Ben's hand-over
    scr = app.stack[-1]
    assert scr.name == "play" and scr.seat == 1 and scr.picked == ["play", "red1"] and scr.confirm == 1
    moves = len(g.history)
    drive(app, b, [ops.NEXT, ops.BACK], clk)
    assert app.stack[-1].name == "ingame" and len(g.history) == moves
    drive(app, b, [ops.OK], clk)  # Continue
    assert app.stack[-1].confirm == 1
    drive(app, b, [ops.OK], clk)
    assert g.history_texts()[moves] == "play red1"


def test_names_editor():
    app, b = fresh()
    clk = Clock()
    drive(app, b, [ops.NEXT] * menu_index(app, "names") + [ops.OK], clk)
    assert app.stack[-1].name == "names"
    # seat 2: a preset (the 4th, Dirk)
    drive(app, b, [ops.NEXT, ops.OK, ops.NEXT, ops.NEXT, ops.NEXT, ops.OK], clk)
    assert app.seat_names(6)[1] == PRESETS[3]
    # seat 1: own initials "BO": past the presets, then B (A+1), OK, O, OK, blank ends them
    drive(app, b, [ops.PREV, ops.OK, ops.PREV, ops.OK], clk)
    assert app.stack[-1].edit[1] == -1
    drive(app, b, [ops.NEXT, ops.OK] + [ops.NEXT] * 15 + [ops.OK], clk)  # A -> B; blank -> O
    assert app.stack[-1].edit[3] == 2
    drive(app, b, [ops.OK], clk)  # OK on the blank third letter ends the initials
    assert app.seat_names(6)[0] == "BO", app.seat_names(6)
    # kept on flash, used by a new game's seats
    app2 = App(b)
    assert app2.seat_names(2) == ["BO", PRESETS[3]]
    clk2 = Clock()
    start(app2, b, 0, clk2)
    assert app2.seats[0][0] == "BO" and app2.seats[1][0] == PRESETS[3]
    clean(b)


def held(name):
    """Is module `name` still in memory for the collector: in sys.modules, or reachable as an
    attribute of its package (an import sets it; deleting only the sys.modules entry keeps the
    whole module alive)."""
    k = name.rfind(".")
    pkg = sys.modules.get(name[:k])
    return name in sys.modules or (pkg is not None and hasattr(pkg, name[k + 1:]))


def test_launcher_released_and_relaunch():
    """Starting a game drops the launcher's module; a board that resets (relaunch) boots
    straight back into the saved game."""
    app, b = fresh()
    clk = Clock()
    drive(app, b, [ops.OK], clk)
    assert "firmware.launcher" in sys.modules
    drive(app, b, [ops.PREV, ops.OK], clk)
    assert not held("firmware.launcher") and not held("firmware.setup_help") and app.game is not None
    resets = []
    b.relaunch = lambda: resets.append(1)
    moves = len(app.game.history)
    app.leave_game()
    # a new game over the saved one: asked first, then replaced
    drive(app, b, [ops.NEXT] * menu_index(app, "game", 0) + [ops.OK, ops.PREV, ops.OK], clk)
    assert app.stack[-1].name == "ask" and resets == []
    drive(app, b, [ops.NEXT, ops.OK], clk)
    assert resets == [1]
    # the board rebooted: a new App finds the flag, resumes, and removes the flag
    del b.relaunch
    app2 = App(b)
    assert app2.game is not None and app2.stack[-1].name in ("play", "pass", "wait")
    assert app2.game.history == save.load(app2.slot)[0].history
    app3 = App(b)
    assert app3.game is None and app3.stack[-1].name == "menu"
    assert moves >= 0
    clean(b)


def test_resume_reports_unreadable_save():
    """A save that cannot be read: Resume says why and offers to delete it (issue 14 point 6);
    keeping it changes nothing, deleting it takes Resume off the menu."""
    app, b = fresh()
    with open(slot(b, "bobs_hat") + "game.json", "w") as f:
        f.write("garbage")
    app = App(b)
    clk = Clock()
    drive(app, b, [ops.NEXT] * menu_index(app, "resume", 0) + [ops.OK], clk)
    scr = app.stack[-1]
    assert app.msg == app.t(T.NO_SAVE) and app.game is None and scr.name == "ask" and scr.kind == "damaged"
    assert "game.json" in scr.why, scr.why
    drive(app, b, [ops.OK], clk)  # the cursor starts on "Keep it"
    assert app.stack[-1].name == "menu" and save.exists(slot(b, "bobs_hat"))
    drive(app, b, [ops.NEXT] * menu_index(app, "resume", 0) + [ops.OK, ops.NEXT, ops.OK], clk)
    assert app.stack[-1].name == "menu" and not save.exists(slot(b, "bobs_hat"))
    assert ("resume", 0) not in __import__("firmware.launcher", None, None, ("x",))._menu_entries(app)
    clean(b)


def test_settings_kept_and_damaged_file_ignored():
    app, b = fresh()
    app.timeout = 60  # the default (fresh() turns it off for the other tests)
    clk = Clock()
    drive(app, b, [ops.NEXT] * menu_index(app, "settings") + [ops.OK], clk)
    # German, sound off, timeout 60 -> 120 s, confirm moves off (issue 14 point 17)
    drive(app, b, [ops.OK, ops.NEXT, ops.OK, ops.NEXT, ops.OK, ops.NEXT, ops.OK, ops.BACK], clk)
    assert app.lang == 1 and not app.sound and app.timeout == 120 and not app.confirm_moves
    app2 = App(b)
    assert app2.lang == 1 and not app2.sound and app2.timeout == 120 and not app2.confirm_moves
    with open(b.storage + "settings.txt", "w") as f:
        f.write("1,1,77777")
    app3 = App(b)
    assert app3.timeout == 300 and app3.lang == 0 and app3.confirm_moves  # the defaults
    clean(b)


def test_texts_in_both_languages():
    """The text table (firmware/texts.py, texts_more.py for the texts only the pages of a running
    game show and texts_launcher.py's for the launcher's): the ids are 0..n-1, each once, one line per id
    in each table, set in one of them (texts.py's line "^" where the launcher's is set), and every
    line has an English and a German text."""
    from firmware import texts_launcher, texts_more
    ids = sorted(getattr(T, k) for k in dir(T) if k.isupper() and isinstance(getattr(T, k), int))
    assert ids == list(range(len(ids))), ids
    here = T._T.split("\n")
    more = texts_more._T.split("\n")
    own = texts_launcher._T.split("\n")
    assert here[-1] == "" and len(here) - 1 == len(ids), (len(here), len(ids))
    assert more[-1] == "" and len(more) == len(here), (len(more), len(here))
    assert own[-1] == "" and len(own) == len(here), (len(own), len(here))
    lines = []
    for i in range(len(ids)):
        assert (here[i] == "^") == (own[i] != ""), (here[i], own[i])  # marked where it is
        mine = here[i] if here[i] != "^" else ""
        assert len([t for t in (mine, more[i], own[i]) if t]) == 1, (here[i], more[i], own[i])  # in one table
        lines.append(mine or more[i] or own[i])
    for ln in lines:
        parts = ln.split("|")
        assert len(parts) == 2 and parts[0] and parts[1], ln
    app, b = fresh()
    for lang in (0, 1):
        app.lang = lang
        for i in ids:
            assert app.t(i) == lines[i].split("|")[lang]
    assert app.t(T.PILES) == "Stapel"
    # the statistics screens' own table (firmware/launcher_stats.py TEXTS): both languages a line
    from firmware import launcher_stats
    ls = launcher_stats.TEXTS.split("\n")
    assert ls[-1] == "" and len(ls) > 10, ls
    for ln in ls[:-1]:
        parts = ln.split("|")
        assert len(parts) == 2 and parts[0] and parts[1], ln


def test_bargain_hunt_piles_page():
    """The in-game menu of Bargain Hunt shows the public piles, and the acting seat's own
    odds-and-ends cards only when opened on that seat's turn."""
    app, b = fresh()
    clk = Clock()
    start(app, b, 1, clk)
    n = 0
    while not app.game.view(0)["own_odds"] and n < 400:
        drive(app, b, [ops.OK], clk)
        n += 1
    until(app, b, clk, "play")
    seat = app.stack[-1].seat
    drive(app, b, [ops.BACK], clk)
    if app.stack[-1].name != "ingame":  # a choice was under way: back to the first one, then the menu
        drive(app, b, [ops.BACK], clk)
    assert app.stack[-1].name == "ingame"
    pages = __import__("firmware.pages", None, None, ("x",))
    entries = pages._ingame_entries(app)
    k = [e[1] for e in entries].index("piles")
    app.stack[-1].sel = k
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name == "piles"
    v = app.game.view(seat)
    bh = __import__("games.bargain_hunt.layout_screens", None, None, ("x",))  # the game's own page
    lines = bh._pile_lines(app, v, seat)
    # each count under its label: the pile's (+1 a card) and the odds-and-ends' (-1 a card)
    assert len([x for x in lines if "pile +%d" % v["bargain_pile"][0]["count"] in x]) >= 1
    assert len([x for x in lines if "odds-and-ends -%d" % v["odds"][0] in x]) >= 1
    own = " ".join(lines)
    from firmware.layouts.cards import token
    for c in v["own_odds"]:
        assert token(c) in own
    public = bh._pile_lines(app, v, None)
    assert len(public) < len(lines)
    drive(app, b, [ops.BACK, ops.BACK], clk)
    assert app.stack[-1].name == "play"
    clean(b)


def test_wake_swallowed():
    app, b = fresh()
    app.timeout = 10
    app.tick(0)
    app.tick(6000)
    assert b.light == 20  # dimmed first
    app.tick(20000)
    assert b.light == 0
    app.handle(ops.NEXT)
    assert b.light == 100 and app.stack[-1].sel == 0
    app.handle(ops.NEXT)
    assert app.stack[-1].sel == 1


def test_idle_clock_starts_now():
    """Issue 14 point 4: a board's clock runs on across the soft reset into a game, so idle time
    counted from 0 made the screen go dark at the first tick and swallowed the next key.  It
    counts from the App's start (and its first tick) instead."""
    class LateBoard(FakeBoard):
        t = 5000000  # ms since power-on when the App starts

        def ticks_ms(self):
            return self.t
    b = LateBoard()
    clean(b)
    app = App(b)
    assert app.timeout == 300
    app.handle(ops.NEXT)  # a key before the first tick is not a waking key
    assert b.light == 100 and app.stack[-1].sel == 1
    app.tick(b.t + 50)
    assert b.light == 100 and app.dim == 0
    app.handle(ops.NEXT)
    assert app.stack[-1].sel == 2
    app.tick(b.t + 200 * 1000)  # past half the timeout: dimmed, then blank
    assert b.light == 20
    app.tick(b.t + 400 * 1000)
    assert b.light == 0
    # a fresh App on the same late clock, first tick far later (a long replay): awake
    app = App(b)
    app.tick(b.t + 9000000)
    assert b.light == 0 or app.dim == 0  # the old App's light level stays until something sets it
    app.handle(ops.NEXT)
    assert app.stack[-1].sel == 1
    clean(b)


def test_resume_with_no_human_seat():
    """Issue 14 point 5: a seat file that is valid but names no human crashed Resume
    (IndexError in next_turn).  Somebody holds the device: seat 0 plays."""
    app, b = fresh()
    g = game_class("bobs_hat")(3, {"hands": 1}, 5)
    save.write(slot(b, "bobs_hat"), g)
    save.write_seats(slot(b, "bobs_hat"), ["normal", "easy", "hard"])
    assert save.read_seats(slot(b, "bobs_hat"), 3) == ["normal", "easy", "hard"]
    app = App(b)
    clk = Clock()
    drive(app, b, [ops.NEXT] * menu_index(app, "resume", 0) + [ops.OK], clk)
    assert app.game is not None and app.seats[0][1] and not app.seats[1][1] and not app.seats[2][1]
    assert app.stack[-1].name in ("play", "wait", "pass"), app.stack
    drive(app, b, [ops.OK] * 5, clk)  # and it plays on
    assert len(app.game.history) > 0
    clean(b)


def test_new_game_never_overwrites_the_saved_one():
    """Issue 14 point 3: a saved game is on the menu's first line, named (game, hand/round,
    players), with the cursor on it; starting a game of the same title asks first, and keeping it
    keeps it whole.  Issue 27 (Remember): one saved game a title -- starting another title neither
    asks nor touches it, and the menu then offers both."""
    app, b = fresh()
    clk = Clock()
    start(app, b, 1, clk)  # Bargain Hunt, then a few moves and back to the menu
    drive(app, b, [ops.OK] * 6, clk)
    moves = list(app.game.history)
    assert moves
    app.leave_game()
    app = App(b)  # as after a power cycle
    L = __import__("firmware.launcher", None, None, ("x",))
    assert L._menu_entries(app)[0] == ("resume", 1) and app.stack[-1].sel == 0
    sg = L.saved_game(app, slot(b, "bargain_hunt"))
    assert sg == (L.words.title("bargain_hunt", 0), "Round 1/6", "Anna Ben Cora"), sg
    top = app.stack[-1]
    L.d_menu(app, top)  # the Resume line names the game
    assert L._menu_text(app, ("resume", 1)) == "Resume: Bargain Hunt"
    # Bargain Hunt's setup, Start: a question, not a lost game
    drive(app, b, [ops.NEXT] * menu_index(app, "game", 1) + [ops.OK, ops.PREV, ops.OK], clk)
    assert app.stack[-1].name == "ask" and app.stack[-1].sel == 0 and app.game is None
    drive(app, b, [ops.OK], clk)  # "Keep it" (where the cursor starts): back to the setup
    assert app.stack[-1].name == "setup" and save.load(slot(b, "bargain_hunt"))[0].history == moves
    drive(app, b, [ops.BACK, ops.BACK], clk)
    drive(app, b, [ops.NEXT] * menu_index(app, "game", 1) + [ops.OK, ops.PREV, ops.OK, ops.BACK], clk)
    assert app.stack[-1].name == "setup" and save.load(slot(b, "bargain_hunt"))[0].NAME == "bargain_hunt"
    drive(app, b, [ops.BACK], clk)
    # Bob's Hat: no question, and Bargain Hunt's save stays whole beside it
    start(app, b, 0, clk)
    assert app.game.NAME == "bobs_hat" and app.slot == slot(b, "bobs_hat")
    drive(app, b, [ops.OK] * 3, clk)
    bh = list(app.game.history)
    app.leave_game()
    assert save.load(slot(b, "bargain_hunt"))[0].history == moves
    assert save.load(slot(b, "bobs_hat"))[0].history == bh
    app = App(b)
    assert L._menu_entries(app)[:2] == [("resume", 0), ("resume", 1)]
    assert L._menu_text(app, ("resume", 0)) == "Resume: Where's Bob's Hat?"
    # Resume continues the very game of each title
    drive(app, b, [ops.NEXT] * menu_index(app, "resume", 1) + [ops.OK], clk)
    assert app.game.NAME == "bargain_hunt" and app.game.history == moves
    app.leave_game()
    drive(app, b, [ops.NEXT] * menu_index(app, "resume", 0) + [ops.OK], clk)
    assert app.game.NAME == "bobs_hat" and app.game.history == bh
    app.leave_game()
    # replacing Bargain Hunt's, once asked, starts the new game there; Bob's Hat's stays
    drive(app, b, [ops.NEXT] * menu_index(app, "game", 1) + [ops.OK, ops.PREV, ops.OK, ops.NEXT, ops.OK], clk)
    assert app.game.NAME == "bargain_hunt" and save.load(slot(b, "bargain_hunt"))[0].history == app.game.history
    assert save.load(slot(b, "bobs_hat"))[0].history == bh
    # the end's Menu clears its own title's save only
    clean(b)


def test_older_single_save_moves_to_its_title():
    """Issue 27 (one saved game a title): an older version's single save (game.json, its journal
    and seat file) is moved to its title's names at start-up and resumed from there; the move
    cut at any rename is finished by the next start; when the title already has a save of its
    own, the older one stays aside and the app says so (T.OLD_SAVE)."""
    import os

    from firmware import savedir
    app, b = fresh()
    g = game_class("baptistenskat")(3, {"rounds": 1}, 5)
    g.apply(g.legal_actions()[0])
    for cut in range(len(savedir._FILES) + 1):
        clean(b)
        save.write(b.storage, g)
        g.apply(g.legal_actions()[0])
        save.update(b.storage, g)  # a journal line too
        save.write_seats(b.storage, ["human", "easy", "hard"], "baptistenskat r 1 1")
        if cut:  # a move cut after `cut` renames: the mark and what was renamed
            with open(b.storage + savedir._SLOT_MARK, "w") as f:
                f.write("baptistenskat")
            there = os.listdir(b.storage[:-1])  # MicroPython's os has no os.path
            done = [n for n in savedir._FILES if n in there][:cut - 1]
            for n in done:
                os.rename(b.storage + n, slot(b, "baptistenskat") + n)
        app = App(b)
        names = os.listdir(b.storage[:-1])
        assert not [n for n in savedir._FILES if n in names] and savedir._SLOT_MARK not in names, (cut, names)
        assert app.msg is None and L_entries(app)[0] == ("resume", 2), (cut, app.msg)
        assert save.load(slot(b, "baptistenskat"))[0].history == g.history
        assert save.read_seats(slot(b, "baptistenskat"), 3) == ["human", "easy", "hard"]
        moved = list(g.history)
        g = game_class("baptistenskat")(3, {"rounds": 1}, 5)
        g.apply(g.legal_actions()[0])
    # the title has a save of its own: the older one stays where it is, said
    g2 = game_class("baptistenskat")(3, {"rounds": 1}, 6)
    save.write(b.storage, g2)
    app = App(b)
    assert app.msg == app.t(T.OLD_SAVE) and save.load(b.storage)[0].seed == 6
    assert save.load(slot(b, "baptistenskat"))[0].history == moved
    clean(b)


def test_resume_line_counts_the_moves_of_one_round_games():
    """Issue 28 point 4: the Resume line said "Move 0" for a whole Auf der Hut game (and any game
    of one hand): the seat file's progress is written at a hand's start only.  It counts the
    save's moves now, the journal's too."""
    L = __import__("firmware.launcher", None, None, ("x",))
    app, b = fresh()
    clk = Clock()
    start(app, b, 3, clk)  # Auf der Hut
    drive(app, b, [ops.OK] * 14, clk)
    n = len(app.game.history)
    assert n >= 3, n
    app.leave_game()
    app = App(b)
    sg = L.saved_game(app, slot(b, "auf_der_hut"))
    assert sg is not None and sg[1] == "move %d" % n, (sg, n)
    # a one-hand Bob's Hat written whole (no journal), then two moves journalled
    clean(b)
    from firmware.app import progress
    g = game_class("bobs_hat")(3, {"hands": 1}, 5)
    p = slot(b, "bobs_hat")
    save.write_seats(p, ["human"] * 3, progress(g))
    save.write(p, g)
    g.apply(g.legal_actions()[0])
    save.update(p, g)
    g.apply(g.legal_actions()[0])
    save.update(p, g)
    assert save.load(p)[0].history == g.history
    app = App(b)
    assert L.saved_game(app, p)[1] == "move 2", L.saved_game(app, p)
    clean(b)


def test_badge_says_up_front_whether_it_can_save():
    """Issue 28 points 10, 11: a badge whose drive is the computer's (the first session after
    make flash; a button held at reset) says so on the menu before any game, and a game then
    tries no save and says "Saving off" once, not "Save failed" after every move.  When it can
    save, the menu's first screen after a boot says how to give the drive back to the computer."""
    L = __import__("firmware.launcher", None, None, ("x",))
    app, b = fresh()
    b.writable = False
    app = App(b)
    es = L._menu_entries(app)
    foot = " ".join(L._menu_foot(app, es, 0))
    assert "Saving is off" in foot and "reset" in foot, foot
    clk = Clock()
    drive(app, b, [ops.NEXT], clk)
    assert "Saving is off" in " ".join(L._menu_foot(app, L._menu_entries(app), 1))  # always, on every item
    start(app, b, 3, clk)
    p = slot(b, "auf_der_hut")
    n0 = len(save.load(p)[0].history) if save.exists(p) else None
    told = []
    for _ in range(8):
        drive(app, b, [ops.OK], clk)
        told.append(app.msg)
    assert len(app.game.history) > 0
    assert told.count(app.t(T.SAVING_OFF)) <= 1 and app.t(T.SAVE_FAILED) not in [str(m)[:11] for m in told], told
    assert n0 in (None, 0) and (not save.exists(p) or len(save.load(p)[0].history) == 0)
    clean(b)
    # writable: the drive's note on the first menu after a boot, gone after a key
    b.writable = True
    app = App(b)
    assert "USB drive to computer" in " ".join(L._menu_foot(app, L._menu_entries(app), 0))
    drive(app, b, [ops.NEXT], clk)
    foot = L._menu_foot(app, L._menu_entries(app), 1)
    assert foot is None or "USB drive" not in " ".join(foot)
    del b.writable
    clean(b)


def test_out_of_memory_leaves_a_readable_screen_and_the_save():
    """Issue 28 point 13: a MemoryError anywhere in a turn of the board's loop (firmware/main.py)
    is collected and the screen drawn again; a second one in a row shows the out-of-memory
    screen, and OK saves what can be saved and restarts: the save is the game up to its last
    move, and the new app's menu offers Resume."""
    from firmware import main

    class Board(FakeBoard):
        def __init__(self):
            FakeBoard.__init__(self)
            self.keys = []
            self.resets = 0

        def poll(self):
            return self.keys.pop(0) if self.keys else None

        def relaunch(self):
            self.resets += 1

    b = Board()
    clean(b)
    app = App(b)
    app.timeout = 0
    clk = Clock()
    start(app, b, 3, clk)
    drive(app, b, [ops.OK] * 6, clk)
    rec = to_record(app.game)
    assert save.load(app.slot)[0].history == app.game.history
    real = app.handle
    fails = [1]

    def handle(op):
        if fails[0]:
            fails[0] -= 1
            raise MemoryError("memory allocation failed")
        real(op)
    app.handle = handle
    b.keys = [ops.OK]
    shows = b.shows
    assert main.step(b, app) is app and b.shows > shows  # collected, drawn again, plays on
    # twice in a row: the readable screen, OK restarts on the same flash
    fails[0] = 1
    real_draw = app.draw

    def draw():
        raise MemoryError()
    app.draw = draw
    b.keys = [ops.NEXT, ops.OK]
    said = []
    real_line = app.line

    def line(row, s, hi=False):
        said.append(s)
        real_line(row, s, hi)
    app.line = line
    resets = b.resets
    app2 = main.step(b, app)
    assert app2 is not app and b.resets == resets + 1
    assert said[:2] == ["Out of memory.", "The game is saved"], said
    g, _ = save.load(slot(b, "auf_der_hut"))
    assert to_record(g) == rec, "the save is the game up to its last move"
    assert L_entries(app2)[0] == ("resume", 3)
    app.draw = real_draw
    clean(b)


def L_entries(app):
    return __import__("firmware.launcher", None, None, ("x",))._menu_entries(app)


def test_first_save_cut_offers_no_resume():
    """Issue 14 point 6: a game killed during its very first save left a torn game.tmp; Resume
    was offered, then said "Save unreadable".  The menu heals it away and offers no Resume; a
    directory where game.tmp belongs no longer stops every later save."""
    app, b = fresh()
    with open(b.storage + "game.tmp", "w") as f:
        f.write("00000000\n{\"format\": 1, \"ga")
    save.write_seats(b.storage, ["human", "normal", "normal"])
    app = App(b)
    L = __import__("firmware.launcher", None, None, ("x",))
    assert not [e for e in L._menu_entries(app) if e[0] == "resume"]
    import os
    assert "game.tmp" not in os.listdir(b.storage[:-1]) and "seats.txt" not in os.listdir(b.storage[:-1])
    p = slot(b, "bobs_hat")
    os.mkdir(p + "game.tmp")
    clk = Clock()
    start(app, b, 0, clk)
    assert app.msg is None and save.load(p)[0].history == app.game.history
    drive(app, b, [ops.OK] * 3, clk)
    assert save.load(p)[0].history == app.game.history
    # one that cannot be removed: the game plays on, the screen says why
    os.mkdir(p + "game.tmp")
    with open(p + "game.tmp/x", "w") as f:
        f.write("1")
    n = len(app.game.history)
    while len(app.game.history) == n:
        drive(app, b, [ops.OK], clk)
    assert app.msg == app.t(T.SAVE_FAILED) + ": game.tmp is a folder", app.msg
    assert save.load(p)[0].history == app.game.history[:n]  # the last good save stays
    os.remove(p + "game.tmp/x")
    os.rmdir(p + "game.tmp")
    clean(b)


def test_save_folder():
    """A board on littlefs keeps its save in a folder of its storage (board.saves,
    firmware/savedir.py: a commit there costs a quarter of one beside the superblock).  App()
    makes the folder and moves in a save an older version left in the storage itself; the game is
    resumed and saved there; a file where the folder belongs leaves the save in the storage."""
    import os
    app, b = fresh()
    sub = b.storage + "save/"

    def wipe_sub():
        save.clear(sub)
        save.clear(slot(b, "bobs_hat", sub))
        for p in (sub[:-1] + "/x", sub[:-1]):
            for rm in (os.remove, os.rmdir):
                try:
                    rm(p)
                except OSError:
                    pass
    wipe_sub()
    g = game_class("bobs_hat")(3, {"hands": 1}, 5)  # an older version's save, in the storage
    g.apply(g.legal_actions()[0])
    save.write(b.storage, g)
    save.write_seats(b.storage, ["human", "easy", "hard"])
    b.saves = "save/"
    try:
        app = App(b)
        assert app.saves == sub, app.saves
        names = os.listdir(b.storage[:-1])
        assert "game.json" not in names and "game.bak" not in names and "seats.txt" not in names, names
        # and then to its title's names (one save a title)
        bh = slot(b, "bobs_hat", sub)
        assert save.load(bh)[0].history == g.history and save.read_seats(bh, 3) == ["human", "easy", "hard"]
        assert "firmware.savedir" not in sys.modules  # loaded for App() only
        clk = Clock()
        drive(app, b, [ops.NEXT] * menu_index(app, "resume", 0) + [ops.OK], clk)
        n = len(app.game.history)
        while len(app.game.history) == n:
            drive(app, b, [ops.OK], clk)
        assert save.load(bh)[0].history == app.game.history and not save.exists(b.storage)
        # issue 29 point 4: a save in both places is never mixed, moved or dropped without a word
        g2 = game_class("bobs_hat")(3, {"hands": 1}, 6)
        g2.apply(g2.legal_actions()[-1])
        save.write(b.storage, g2)
        assert save.exists(bh) and save.exists(b.storage)
        app = App(b)
        # moved into the folder, kept aside there: Bob's Hat has a save of its own
        assert app.saves == sub and app.msg == app.t(T.OLD_SAVE), app.msg
        assert save.load(sub)[0].seed == 6 and save.load(bh)[0].seed == 5
        assert "firmware.savedir" not in sys.modules
        save.clear(sub)
        assert App(b).msg is None  # one save: nothing to say
        wipe_sub()
        with open(sub[:-1], "w") as f:  # a file named like the folder: the storage itself
            f.write("x")
        assert App(b).saves == b.storage
    finally:
        del b.saves
        wipe_sub()
        clean(b)


def test_play_again():
    """Issue 14 point 8: "Play again" at the end starts the same table (seats, computers,
    options) with a new deal."""
    app, b = fresh()
    g = game_class("bobs_hat")(4, {"hands": 1, "no_bid": True}, 9, 2)
    app._enter(g, ["human", "hard", "human", "easy"])
    clk = Clock()
    n = 0
    while app.stack[-1].name != "over" and n < 400:
        drive(app, b, [ops.OK], clk)
        n += 1
    # the cursor starts on the score sheet: OK pressed on and on never starts a new game
    assert app.stack[-1].name == "over" and app.stack[-1].sel == 1
    drive(app, b, [ops.OK] * 7, clk)
    # (a game of one hand offers its results page, "Final score", in the sheet's place: point 8)
    assert app.game is g and app.stack[-1].name in ("over", "sheet", "hand")
    while app.stack[-1].name != "over":
        drive(app, b, [ops.BACK], clk)
    drive(app, b, [ops.PREV, ops.OK], clk)
    g2 = app.game
    assert g2 is not g and not g2.is_over() and len(g2.history) < 4
    assert (g2.NAME, g2.players, g2.options, g2.first_dealer) == ("bobs_hat", 4, g.options, 2)
    assert app.levels == ["human", "hard", "human", "easy"]
    assert save.load(app.slot)[0].history == g2.history
    clean(b)


def test_setup_both_ways_and_explained():
    """Issue 14 point 14: OK on a value starts changing it, PREV/NEXT step it both ways (12 hands
    to 11 is OK, PREV, OK), a yes/no flips on OK; every item has a one-line explanation in both
    languages, shown under the list."""
    from firmware.setup_help import explain
    app, b = fresh()
    clk = Clock()
    for gi in AVAILABLE:
        drive(app, b, [ops.NEXT] * menu_index(app, "game", gi) + [ops.OK], clk)
        st = app.stack[-1].st
        keys = ["players", "seat", "start", "dealer" if st["first"] == T.DEALER else "first"]
        for name, _ in st["cls"].OPTIONS:
            keys.append(name)
        from firmware.rulebook import wrap
        for k in keys:
            for lang in (0, 1):
                assert explain(k, lang), (k, lang)
                assert len(wrap(explain(k, lang), 21)) <= 3, (k, lang)  # 128x64: 3 lines of 21
        drive(app, b, [ops.BACK], clk)
        assert app.stack[-1].name == "menu"
    drive(app, b, [ops.NEXT] * menu_index(app, "game", 0) + [ops.OK], clk)
    scr = app.stack[-1]
    st = scr.st
    drive(app, b, [ops.NEXT] * 4, clk)  # players, Anna, Ben, Cora, hands
    assert st["opts"]["hands"] == 12
    drive(app, b, [ops.OK, ops.PREV, ops.OK], clk)
    assert st["opts"]["hands"] == 11 and not st["edit"] and scr.sel == 4
    drive(app, b, [ops.OK, ops.NEXT, ops.NEXT, ops.BACK], clk)
    assert st["opts"]["hands"] == 13 and app.stack[-1] is scr  # BACK ends the change, stays
    drive(app, b, [ops.NEXT, ops.OK], clk)  # fewest x2: flips at once
    assert st["opts"]["double_fewest"] is True and not st["edit"]
    drive(app, b, [ops.UP] * 5 + [ops.OK, ops.NEXT, ops.OK], clk)  # Players 3 -> 4: a seat more
    assert st["n"] == 4 and len(L_items(app, st)) == 1 + 4 + 5 + 2
    drive(app, b, [ops.OK, ops.PREV, ops.PREV, ops.OK], clk)  # 4 -> 3 -> wraps to 5
    assert st["n"] == 5
    # the explanation of the item under the cursor is on screen (mono: 21 columns, 2 lines)
    app.lang = 1
    app.draw()
    assert scr.sel == 0
    clean(b)


def test_menu_says_what_each_item_is():
    """The launcher's first screen: under the list, what the item under the cursor is (a game's
    player range and what it is about), in both languages, never cut; where the whole menu and
    the description do not fit together (128x64) there is none rather than a cut one."""
    from engine_core.games import GAMES, game_class
    from firmware import font
    from firmware.setup_help import explain
    for mono in (False, True):
        app, b = fresh(mono)
        for lang in (0, 1):
            app.lang = lang
            es = __import__("firmware.launcher", None, None, ("x",))._menu_entries(app)
            for k in range(len(es)):
                app.stack[-1].sel = k
                font.cuts = []
                try:
                    shown = drawn(app)
                    cut = list(font.cuts)
                finally:
                    font.cuts = None
                assert not cut, cut
                kind, gi = es[k]
                key = GAMES[gi][0] if kind == "game" else kind
                first = explain(key, lang).split()[:3]
                assert first, key
                assert (" ".join(first) in shown) != mono, (mono, lang, key, shown)
                if kind == "game":
                    cls = game_class(key)
                    lo, hi = cls.MIN_PLAYERS, cls.MAX_PLAYERS
                    assert explain(key, lang).startswith("%d-%d " % (lo, hi)), (key, lo, hi)
        clean(b)


def test_pages_released_during_play():
    """The results pages' modules (app.py _HELD, room "pages") are loaded for the hand's results and gone
    again, package attribute and all, once play resumes: ~9 KiB of code that must never sit
    beside a turn (the whole-app heap budget, issue 14); the turn's modules (_HELD, room "play") are not
    held while the results are up.  Neither is the launcher held."""
    app, b = fresh()
    clk = Clock()
    start(app, b, 0, clk)
    until(app, b, clk, "hand")
    assert held("firmware.pages") and held("firmware.results")
    # and the turn's code is not held beside the results page: it is loaded again for the turn
    for name in ("firmware.play", "games.bobs_hat.layout", "firmware.layouts.tricks", "firmware.words"):
        assert not held(name), name
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name in ("play", "pass", "wait"), app.stack
    for name in ("firmware.pages", "firmware.results", "firmware.launcher", "firmware.setup_help",
                 "firmware.layouts.trick_last"):
        assert not held(name), name
    app.leave_game()
    clean(b)


def test_partial_redraw_equals_whole():
    """A cursor move on a trick game's play screen redraws only the hand's band and the prompt
    (firmware/play.py _redraw): each such frame must equal a whole draw of the same state."""
    from firmware import layouts
    for gi in AVAILABLE:
        if not hasattr(layouts.get(GAMES[gi][0]), "redraw"):
            continue
        app, b = fresh()
        clk = Clock()
        start(app, b, gi, clk)
        partial = 0
        for k in range(48):
            if app.game.is_over():
                break
            if app.stack[-1].name != "play":
                until(app, b, clk, "play")
            play = sys.modules["firmware.play"]
            if play._band is not None:
                partial += 1
            drive(app, b, [(ops.NEXT, ops.NEXT, ops.PREV, ops.OK)[k % 4]], clk)
            if app.stack[-1].name == "play":
                frame = bytes(b.buf)
                app.draw()
                assert bytes(b.buf) == frame, (GAMES[gi][0], k, app.stack[-1].picked)
        assert partial > 10, (GAMES[gi][0], partial)
        app.leave_game()
        clean(b)


def test_extensible_builtins_are_found_once():
    """firmware/__init__.py puts the built-in modules a file may extend in sys.modules: on
    MicroPython none is there otherwise, and each import of one searches every sys.path entry's
    filesystem first (three littlefs stats an entry on a board)."""
    import firmware  # noqa: F401
    for n in ("os", "time", "json", "binascii", "struct"):
        assert sys.modules.get(n) is __import__(n), n


def L_items(app, st):
    return __import__("firmware.launcher", None, None, ("x",))._setup_items(app, st)


# the single tests, run here and by tests/app/test_app.py
BEHAVIOUR = ("test_handover_privacy", "test_peek_shown_only_to_the_peeker", "test_confirm_and_back_cost_nothing",
             "test_forced_move_goes_straight_to_its_confirmation", "test_names_editor",
             "test_launcher_released_and_relaunch", "test_resume_reports_unreadable_save",
             "test_settings_kept_and_damaged_file_ignored", "test_texts_in_both_languages",
             "test_bargain_hunt_piles_page", "test_wake_swallowed", "test_idle_clock_starts_now",
             "test_resume_with_no_human_seat", "test_new_game_never_overwrites_the_saved_one",
             "test_older_single_save_moves_to_its_title",
             "test_resume_line_counts_the_moves_of_one_round_games", "test_badge_says_up_front_whether_it_can_save",
             "test_out_of_memory_leaves_a_readable_screen_and_the_save",
             "test_first_save_cut_offers_no_resume", "test_save_folder", "test_play_again",
             "test_setup_both_ways_and_explained", "test_adh_since_last_turn",
             "test_menu_says_what_each_item_is", "test_pages_released_during_play",
             "test_partial_redraw_equals_whole", "test_extensible_builtins_are_found_once")


def run():
    n = 0
    for gi in AVAILABLE:
        test_full_game(gi)
        test_full_game(gi, mono=True)
        test_mash(gi)
        test_acting_frame_hides_other_seats(gi)
        n += 4
    for mono in (False, True):
        test_key_screens(mono)
        n += 1
    for name in BEHAVIOUR:
        globals()[name]()
        n += 1
    test_adh_since_last_turn(True)
    n += 1
    print("app tests passed:", n)


if __name__ == "__main__":
    if UPDATE:
        for mono in (False, True):
            test_key_screens(mono)
        print("snapshots written to", SNAP_DIR)
    else:
        run()
