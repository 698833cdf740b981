"""firmware/boards/web.py on CPython, with a stand-in for the page's `webhost` module: frames go
out as the board's bytes, a key press drives the app, the saved game exports as its record, and
import refuses a bad record without touching the save.  (The real thing, in Chromium on the
WebAssembly port, is test_web.py; this one needs no browser.)"""
import json
import sys

import pytest

from engine_core.record import to_record
from firmware import ops, save
from host_sim import framebuf
from host_sim.board import DEFAULT, PROFILES


def _profile(name):
    """The page's webhost.profile for a board (web/worker.js: "name,width,height,mono")."""
    w, h, mono, _ = PROFILES[name]
    return "%s,%d,%d,%d" % (name, w, h, 1 if mono else 0)


class Host:
    def __init__(self, profile):
        self.profile = profile
        self.frames = []
        self.light = []

    def frame(self, data, pal):
        self.frames.append((bytes.fromhex(data), pal))

    def backlight(self, level):
        self.light.append(level)

    def beep(self, freq, ms):
        pass


@pytest.fixture
def web(tmp_path, monkeypatch):
    def load(profile=None):
        host = Host(profile or _profile(DEFAULT))
        monkeypatch.setitem(sys.modules, "webhost", host)
        monkeypatch.setitem(sys.modules, "framebuf", framebuf)
        monkeypatch.delitem(sys.modules, "firmware.boards.web", raising=False)
        import firmware.boards.web as mod
        monkeypatch.setattr(mod, "STORAGE", str(tmp_path) + "/")
        return mod, host
    yield load
    sys.modules.pop("firmware.boards.web", None)


def press(mod, t, *op_list):
    for op in op_list:
        t[0] += 50
        busy = mod.step(t[0], op)
        while busy:
            t[0] += 100
            busy = mod.step(t[0], 0)


def test_frames_are_the_board_buffer_and_keys_drive_the_app(web):
    mod, host = web()
    assert mod.start() is False
    data, pal = host.frames[-1]
    assert data == bytes(mod._board.buf) and len(data) == 240 * 135 // 2 + 1
    assert len(pal.split(",")) == 16
    menu = data
    press(mod, [0], ops.NEXT)
    assert host.frames[-1][0] != menu


def test_mono_profile(web):
    mod, host = web(_profile("pico_ssd1306"))
    mod.start()
    data, pal = host.frames[-1]
    assert len(data) == 128 * 64 // 8 and pal == ""


def test_export_and_import_round_trip_and_bad_records_change_nothing(web):
    mod, host = web()
    mod.start()
    t = [0]
    with pytest.raises(ValueError, match="no save"):
        mod.export_record()
    press(mod, t, ops.NEXT, ops.NEXT, ops.NEXT, ops.OK, ops.PREV, ops.OK, ops.OK, ops.OK, ops.OK)
    game = mod._app.game
    assert game is not None and game.history
    rec = json.loads(mod.export_record())
    seats = rec.pop("seats")  # who sat where and who was a computer (issue 28 point 2)
    names = ("Anna", "Ben", "Cora", "Dirk", "Eva", "Finn")[:len(seats)]
    assert seats == [{"name": n, "computer": None if lv == "human" else lv}
                     for n, lv in zip(names, mod._app.levels, strict=True)]
    assert rec == to_record(game)
    rec["seats"] = seats
    for bad, why in (("{not json", "not JSON"), ("[1, 2]", "not a game record"),
                     (json.dumps(dict(rec, actions=rec["actions"] + ["swap 9 9"])),
                      "move %d" % (len(rec["actions"]) + 1)),
                     (json.dumps(dict(rec, seats=seats[:1])), "seats"),
                     ("x" * (mod._MAX_RECORD + 1), "far larger")):
        with pytest.raises(ValueError, match=why):
            mod.import_record(bad)
        assert json.loads(mod.export_record()) == rec, "a refused record left the save alone"
    # a shorter record (its first action only) replaces the save, its computers restored
    first = dict(rec, actions=rec["actions"][:1])
    assert json.loads(mod.check_record(json.dumps(first))) == {
        "game": rec["game"], "title": "Auf der Hut", "players": rec["players"], "moves": 1, "over": False,
        "computers": [s["computer"] for s in seats if s["computer"]]}
    assert mod.import_record(json.dumps(first)) == rec["players"]
    slot = save.slot(mod.STORAGE, rec["game"])  # one saved game a title (issue 27)
    assert json.loads(mod.export_record()) == dict(to_record(save.load(slot)[0]), seats=seats) == first
    assert save.read_seats(slot, rec["players"]) == mod._app.levels
    # the launcher's Resume line keeps the title and the players (issue 28 point 2)
    mod.start()
    from firmware import launcher
    assert launcher.saved_game(mod._app, slot) == ("Auf der Hut", "move 1", "Anna Ben")
    assert mod.start(resume=True) in (True, False)
    assert mod._app.game is not None and len(mod._app.game.history) == 1
    # an older record, without seats: everyone at the table plays
    old = {k: v for k, v in first.items() if k != "seats"}
    mod.import_record(json.dumps(old))
    assert save.read_seats(slot, rec["players"]) == ["human"] * rec["players"]


def test_profile_string_comes_from_the_page(web):
    mod, host = web(_profile("pybadge"))
    b = mod.make_board()
    assert (b.name, b.width, b.height, b.mono) == ("pybadge", 160, 128, False)


def test_page_and_replay_tool_read_record_bytes_by_one_rule(web, tmp_path):
    """Issue 29 point 10: the page decoded the file itself (a UTF-16 record loaded there and was
    refused by tools/replay.py).  Now the page sends the file's bytes and both apply RECORD_FORMAT.md's
    rule: UTF-8, a leading byte-order mark allowed; anything else refused with one line."""
    import base64
    import subprocess

    from engine_core.games import new_game

    mod, host = web()
    mod.start()
    g = new_game("bobs_hat", 4, None, 3)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    text = json.dumps(to_record(g))
    cases = {
        "utf-8": text.encode(), "bom": b"\xef\xbb\xbf" + text.encode(), "two boms": b"\xef\xbb\xbf" * 2 + text.encode(),
        "utf-16": text.encode("utf-16"), "utf-16-le": text.encode("utf-16-le"), "utf-16-be": text.encode("utf-16-be"),
        "latin-1": text.replace("bobs_hat", "bobs_h\u00e4t").encode("latin-1"), "utf-32": text.encode("utf-32"),
    }
    root = __file__.rsplit("/tests/", 1)[0]
    for name, data in cases.items():
        p = tmp_path / "rec.json"
        p.write_bytes(data)
        r = subprocess.run([sys.executable, root + "/tools/replay.py", str(p)], capture_output=True, text=True)
        try:
            mod.import_record(base64.b64encode(data).decode(), True)
            page = None
        except ValueError as e:
            page = str(e)
        assert (r.returncode == 0) == (page is None), (name, r.stderr, page)
        assert (page is None) == (name in ("utf-8", "bom")), (name, page)
        if page is not None:
            assert r.stderr.count("\n") == 1 and "\n" not in page, (name, r.stderr, page)
            if name.startswith("utf-"):
                assert "not UTF-8" in page and r.stderr.startswith("record is not UTF-8 text"), (name, page, r.stderr)
        else:
            got = json.loads(mod.export_record())
            got.pop("seats", None)  # who sat where (issue 28): every seat human, as the record said
            assert got == to_record(g), name


def test_hard_computers_get_the_boards_budget_on_the_wall_clock(web, monkeypatch):
    """Issue 28 point 5: the page's hard computers search at most the boards' 800 ms on the wall
    clock; on the page's virtual clock (?clock=N) the budget never cuts a search (the same moves
    as the simulator, frame for frame)."""
    from engine_core.games import game_class
    from firmware.computers import Computers
    mod, host = web()
    assert mod.WebBoard.BOT_BUDGET_MS == 800
    b = mod.make_board()
    g = game_class("bobs_hat")(5, {}, 3, 1)
    host.wallclock = 1
    c = Computers(g, ["human"] + ["hard"] * 4, 4, b)
    bot = c.bots[1]
    assert bot.budget_ms == 800 and bot.clock == b.bot_clock
    import time as _time
    monkeypatch.setattr(_time, "ticks_ms", lambda: 123456, raising=False)
    assert b.bot_clock() == 123456  # the real clock, not the page's virtual one
    host.wallclock = 0
    b.now = 777
    assert b.bot_clock() == 777  # virtual: stands still during a search
