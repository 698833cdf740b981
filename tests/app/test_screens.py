"""The app's result, menu, rules and setup screens, and privacy while computers move (CPython)."""

import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import NAMES as GNAMES  # noqa: E402
from engine_core.games import game_class  # noqa: E402
from firmware import launcher, ops, results, rulebook, save  # noqa: E402
from firmware import texts as T  # noqa: E402
from firmware.app import App  # noqa: E402
from firmware.computers import Computers  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh, ingame_entries  # noqa: E402


def lit(b):
    return sum(1 for x in b.buf if x)


def start(app, b, gi, extra=()):
    """Open game gi's setup, apply `extra` ops there, then Start (the last item)."""
    clk = Clock()
    drive(app, b, [ops.NEXT] * gi + [ops.OK] + list(extra) + [ops.PREV, ops.OK], clk)
    return clk


def test_hand_results_then_menu_pages():
    app, b = fresh()
    clk = start(app, b, 0)  # Bob's Hat, 3 players, default 12 hands
    seen_hand = False
    for _ in range(3000):
        if app.stack[-1].name == "hand":
            seen_hand = True
            break
        drive(app, b, [ops.OK], clk)
    assert seen_hand and len(app.game.hand_scores) == 1
    v = app.game.view(0)
    lines = results.hand_lines(["Anna", "Ben", "Cora"], app.game.hand_scores[0], v["last_hand_details"], 0)
    assert len(lines) == 3 and all(("+" in x or "-" in x) for x in lines)
    drive(app, b, [ops.OK], clk)
    while app.stack[-1].name != "play":
        drive(app, b, [ops.OK], clk)
    drive(app, b, [ops.BACK], clk)
    assert app.stack[-1].name == "ingame"
    from firmware import pages
    screens = ingame_entries(app)  # Undo and Hint come and go (comfort.py)
    for name in ("lasttrick", "sheet", "chart", "grules"):
        scr = app.stack[-1]
        scr.sel = screens.index(name)
        drive(app, b, [ops.OK], clk)
        assert app.stack[-1].name == name
        assert lit(b) > 50  # something readable was drawn
        drive(app, b, [ops.BACK], clk)
        assert app.stack[-1].name == "ingame"
    sheet = results.sheet_lines(["Anna", "Ben", "Cora"], app.game.hand_scores, 40)
    assert len(sheet) == len(app.game.hand_scores) + 2
    assert sheet[-1].split()[1:] == [str(t) for t in app.game.scores()]
    # quit to the menu (the last entry, after the Key): the game stays saved
    app.stack[-1].sel = [e[1] for e in pages._ingame_entries(app)].index("quit")
    drive(app, b, [ops.OK], clk)
    assert app.stack[-1].name == "menu" and save.exists(app.slot)
    clean(b)


def test_rules_pages_in_both_languages():
    b = FakeBoard(128, 64, True)
    clean(b)
    app = App(b)
    for lang in (0, 1):
        app.lang = lang
        for gi in range(4):
            pages = rulebook.pages(app, gi)
            assert len(pages) >= 4
            from engine_core.games import module_name
            assert module_name(GNAMES[gi], "help_de" if lang else "help_en") not in sys.modules
            for p in pages:
                for line in rulebook.wrap(p, app.cols):
                    assert len(line) <= 128 // 6 or " " not in line
            # every screenful fits the 128x64 screen: long pages continue on the next screen
            screens = rulebook.screens(app, gi)
            assert len(screens) >= len(pages)
            assert all(1 <= len(sc) <= app.rows - 1 for sc in screens)
    en = App(b)
    en.lang = 0
    de = App(b)
    de.lang = 1
    assert rulebook.pages(en, 0)[0] != rulebook.pages(de, 0)[0]
    clean(b)


def test_every_setup_line_fits_128x64_in_both_languages():
    """Every line of every game's setup (each player count, seat level, first dealer, option
    value), English and German, fits the 128x64 screen's 21 columns -- the text-fits walk plays
    in English only ("nicht zurücktauschen: an", "Erster Geber: Standard" were cut)."""
    from firmware.app import Screen
    b = FakeBoard(128, 64, True)
    app = App(b)
    long = []
    for lang in (0, 1):
        app.lang = lang
        for gi in range(4):
            st = launcher._state(Screen("setup", {"game": gi}))
            cls = st["cls"]
            for n in range(cls.MIN_PLAYERS, cls.MAX_PLAYERS + 1):
                st["n"] = n
                launcher._reset_options(st)
                for lv in range(4):
                    st["level"] = [lv] * cls.MAX_PLAYERS
                    for d in [None] + list(range(n)):
                        st["dealer"] = d
                        for o in st["opts"]:
                            if isinstance(st["opts"][o], bool):
                                st["opts"][o] = not st["opts"][o]
                        long += [it for it in launcher._setup_items(app, st) if len(it) > app.cols]
    assert app.cols == 21
    assert not long, sorted(set(long))


def test_wrap_cuts_an_over_long_word_and_says_so():
    """One wrap for every screen (rulebook.wrap; Auf der Hut's summary uses it too): lines of at
    most the width, broken at spaces; a word longer than a line is cut, and the cut is recorded
    for the text-fits test (font.cuts)."""
    from firmware import font
    font.cuts = []
    try:
        assert rulebook.wrap("Anna peeks at spot 4", 10) == ["Anna peeks", "at spot 4"]
        assert font.cuts == []
        assert rulebook.wrap("a Schnäppchenstapel b", 8) == ["a", "Schnäppc", "b"]
        assert font.cuts == ["Schnäppchenstapel"]
    finally:
        font.cuts = None


def test_setup_asks_throwaway_games_that_reserve_no_history(monkeypatch):
    """The setup screen's games made only to ask the game (defaults, limits, who begins) reserve
    no history (issue 24 heap: Baptistenskat's 2,300-byte reservation, made several times per
    key there, was its heap peak), and say what a real game of that table says."""
    from engine_core import game as game_mod

    asked = []
    real = game_mod.reserved

    def spy(n):
        asked.append(n)
        return real(n)

    for name in GNAMES:
        cls = game_class(name)
        for n in range(cls.MIN_PLAYERS, cls.MAX_PLAYERS + 1):
            room = cls(n, {}, 0)._history_room()
            monkeypatch.setattr(game_mod, "reserved", spy)
            del asked[:]
            st = {"cls": cls, "n": n}
            launcher._reset_options(st)
            for k in range(len(cls.OPTIONS)):
                opt = cls.OPTIONS[k][0]
                if not isinstance(st["opts"][opt], bool):
                    launcher.step_count(cls, st, opt, st["opts"][opt], 1)
            monkeypatch.setattr(game_mod, "reserved", real)
            assert room == 0 or room not in asked, (name, n, room, asked)
            g = cls(n, {}, 0)
            assert st["opts"] == g.options, (name, n)
            assert st["first"] == (T.DEALER if "trick" in g.view(0) else T.FIRST)


def test_int_options_stay_within_the_games_limits():
    """Setup steps an int option both ways (issue 14 point 14), wrapping within the game's limits."""
    b = FakeBoard()
    clean(b)
    st = {"cls": game_class("bobs_hat"), "n": 3, "opts": {}}
    for d, start in ((1, 12), (-1, 12)):
        seen = []
        v = start
        for _ in range(20):
            v = launcher.step_count(st["cls"], st, "hands", v, d)
            seen.append(v)
        assert max(seen) == 16 and min(seen) == 1  # 3 players: 1..16 hands (RULINGS.md 1)
        assert seen[0] == start + d and (seen[-1] - seen[-2]) % 16 == d % 16
    assert launcher.step_count(st["cls"], st, "hands", 1, -1) == 16  # 1 down wraps to the top
    st = {"cls": game_class("baptistenskat"), "n": 6, "opts": {}}
    v = None
    seen = []
    for _ in range(10):
        v = launcher.step_count(st["cls"], st, "rounds", 7 if v is None else v)
        seen.append(v)
    assert max(seen) == 7  # the 6-player cap (RULINGS.md 3)
    assert launcher.step_count(st["cls"], st, "rounds", 1, -1) == 7
    clean(b)


def test_seat_levels_survive_resume_and_a_damaged_sidecar_means_all_human():
    b = FakeBoard()
    clean(b)
    save.write_seats(b.storage, ["human", "hard", "easy"])
    assert save.read_seats(b.storage, 3) == ["human", "hard", "easy"]
    assert save.read_seats(b.storage, 4) is None
    with open(b.storage + "seats.txt", "w") as f:
        f.write("human,hard,easy\n00000000")
    assert save.read_seats(b.storage, 3) is None
    clean(b)


def _waiting_frame(hand0, hand2):
    app, b = fresh()
    cls = game_class("bobs_hat")
    deal = [{"trump": "red", "hands": [hand0, ["blue1", "blue2", "red1", "red2", "black1"], hand2]}]
    g = cls(3, {"hands": 1}, 4, 0, deal)
    app.game = g
    app.seats = [("Anna", True), ("Ben", False), ("Cora", True)]
    app.computers = Computers(g, ["human", "normal", "human"], 1)
    g.apply_text("hat +10")
    g.apply_text("bid blue")
    app.last_human = 0
    app.next_turn()  # Ben, a computer, is to bid: the waiting screen
    assert app.stack[-1].name == "wait"
    frame = bytes(b.buf)
    clean(b)
    return frame


def test_waiting_screen_shows_no_hand_when_the_device_passes_between_humans():
    weak = ["blue3", "blue14", "red9", "black20", "black2"]
    strong = ["blue20", "red20", "red19", "red18", "black19"]
    assert _waiting_frame(weak, strong) == _waiting_frame(strong, weak)


def test_game_over_gives_a_tie_one_place():
    """The ranking at the end: players with the same score share their place ("1.Dirk -1",
    "1.Eva -1", "3.Anna -10"), as the title names them all winners."""
    from firmware import font, pages
    from firmware.app import Screen

    class Over:
        players = 4
        hand_scores = [[-5, -6, 0, 0], [-5, -5, -1, -1]]  # two hands: the end offers sheet and chart

        def scores(self):
            return [-10, -11, -1, -1]

        def winners(self):
            return [2, 3]

    b = FakeBoard()
    clean(b)
    app = App(b)
    app.game = Over()
    app.seats = [("Anna", True), ("Ben", True), ("Dirk", True), ("Eva", True)]
    font.boxes = []
    try:
        pages.d_over(app, Screen("over", {}))
        texts = [bx[4] for bx in font.boxes]
    finally:
        font.boxes = None
        app.game = None
    # each line written once: a winner's in the highlight's ink (issue 27: celebrate), not written
    # in the text's ink first and again over it
    assert texts[0].startswith("Dirk, Eva ")
    assert texts[1:5] == ["1.Dirk -1", "1.Eva -1", "3.Anna -10", "4.Ben -11"], texts


def test_piles_page_writes_no_minus_zero():
    """Bargain Hunt's piles page: an empty pile or no odds-and-ends is "0", as on the table
    (was "odds-and-ends -0"); a count is signed by what it scores ("-2", "+1")."""
    from engine_core.games import new_game
    from games.bargain_hunt import layout_screens as bargain_hunt
    b = FakeBoard()
    clean(b)
    app = App(b)
    g = new_game("bargain_hunt", 3, seed=7)
    app.game = g
    app.seats = [("Anna", True), ("Ben", True), ("Cora", True)]
    for lang in (0, 1):
        app.lang = lang
        lines = bargain_hunt._pile_lines(app, g.view(0), 0)
        text = " ".join(lines)
        assert "-0" not in text and "+0" not in text, lines
        assert "  %s 0" % app.t(T.ODDS) in lines, lines
    app.game = None


def test_last_move_page_is_named_for_the_game():
    """The in-game menu's page of the last trick is "Last move" in Auf der Hut (no tricks there,
    was "Last trick"), and "Last trick" in the trick games."""
    from engine_core.games import new_game
    from firmware import pages
    b = FakeBoard()
    clean(b)
    app = App(b)
    for name, tid in (("auf_der_hut", T.LAST_MOVE), ("bobs_hat", T.LAST_TRICK), ("baptistenskat", T.LAST_TRICK)):
        app.game = new_game(name, 3, seed=1)
        assert pages._ingame_entries(app)[1] == (tid, "lasttrick"), name
    app.game = None
    assert (T.get(T.LAST_MOVE, 0), T.get(T.LAST_MOVE, 1)) == ("Last move", "Letzter Zug")
