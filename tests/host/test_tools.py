"""The board syntax gate, the heap bisection and the speed driver, tested honestly."""

import json
import os
import shutil
import subprocess
import sys

from tools import heap_peak
from tools.mpy_gate import gate

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_mpy_gate_flags_syntax_mpy_cross_rejects(tmp_path):
    good = tmp_path / "good.py"
    good.write_text("x = 1\n")
    bad = tmp_path / "bad.py"
    bad.write_text("match x:\n    case 1:\n        pass\n")  # mpy-cross has no `match`
    fails = gate([str(good), str(bad)], str(tmp_path / "out"))
    assert [f[0] for f in fails] == [str(bad)]
    assert "line" in fails[0][1] or "SyntaxError" in fails[0][1]


def test_mpy_gate_passes_the_tree():
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "mpy_gate.py")], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout
    assert " 0 failed" in p.stdout


def test_heap_bisection_threshold_is_tight(tmp_path):
    # A workload that keeps ~40 KB live: the unix port must fail just below the figure and pass at it.
    script = "b = [bytearray(1000) for _ in range(40)]\nprint('OK')\n"
    (tmp_path / "w.py").write_text(script)
    peak, _ = heap_peak.bisect(str(tmp_path), "w.py", heap_peak.run_unix, lo=8 * 1024, hi=256 * 1024)
    assert peak is not None and 40 * 1000 < peak < 128 * 1024
    out = str(tmp_path / "o.txt")
    assert heap_peak.run_unix(str(tmp_path), "w.py", peak, out) == "pass"
    assert heap_peak.run_unix(str(tmp_path), "w.py", peak - 1024, out) == "memory"


def test_mp32_runner_reports_memory_error_and_pass(tmp_path, monkeypatch):
    # the 32-bit unix port `make emu` builds (tests/emu checks the Debian packages it needs)
    monkeypatch.delenv("MICROPYTHON32", raising=False)
    assert heap_peak.mp32_binary() is not None
    (tmp_path / "w.py").write_text("b = bytearray(100000)\nprint('OK')\n")
    out = str(tmp_path / "o.txt")
    assert heap_peak.run_mp32(str(tmp_path), "w.py", 32 * 1024, out) == "memory"
    assert heap_peak.run_mp32(str(tmp_path), "w.py", 256 * 1024, out) == "pass"


def test_heap_runs_find_modules_by_a_boards_path_not_the_temporary_one(tmp_path):
    # a module loaded from a file interns the path it was found by, for good (builtinimport.c): a
    # board finds the tree in its current directory ("pkg/mod.mpy"), so the guest's figures must
    # not count the temporary directory's absolute path once per module (24 bytes a module)
    from runtimes.mpy import compile_one

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "mod.py").write_text("X = 1\n")
    assert compile_one(str(tmp_path / "pkg" / "mod.py"), str(tmp_path / "pkg" / "mod.mpy")) is None
    os.remove(str(tmp_path / "pkg" / "mod.py"))
    (tmp_path / "w.py").write_text("import sys\nimport pkg.mod\nprint('OK', pkg.mod.__file__, sys.path)\n")
    (tmp_path / "flash").mkdir()
    out = str(tmp_path / "o.txt")
    for exe in (None, heap_peak.mp32_binary()):
        for flash, found in ((None, "pkg/mod.mpy"), (str(tmp_path / "flash"), "../pkg/mod.mpy")):
            assert heap_peak.run_unix(str(tmp_path), "w.py", 64 * 1024, out, flash=flash, exe=exe) == "pass"
            with open(out) as f:
                said = f.read().split()
            assert said[1] == found, (exe, flash, said)
            assert str(tmp_path) not in " ".join(said)


def test_heap_runs_are_the_same_process_every_time(tmp_path, monkeypatch):
    # heap_peak's figure is the same for two runs of one tree: the guest starts with the same
    # addresses (no randomisation: the collector scans the C stack conservatively) and an
    # environment of its own, whatever the caller's
    monkeypatch.delenv("MICROPYTHON32", raising=False)
    (tmp_path / "w.py").write_text("import os\nprint('OK', id([]), len(os.getenv('HOME') or ''))\n")
    out = str(tmp_path / "o.txt")
    for exe in (None, heap_peak.mp32_binary()):
        seen = set()
        for home in ("/a", "/a/much/longer/home"):
            monkeypatch.setenv("HOME", home)
            assert heap_peak.run_unix(str(tmp_path), "w.py", 64 * 1024, out, exe=exe) == "pass"
            with open(out) as f:
                seen.add(f.read())
        assert len(seen) == 1 and seen.pop().split()[2] == "0", exe


def test_speed_driver_same_actions_on_both_interpreters():
    env = dict(os.environ)
    env["MICROPYPATH"] = ROOT + ":.frozen"
    env["PYTHONPATH"] = ROOT
    outs = []
    for exe in (sys.executable, os.path.join(os.path.dirname(sys.executable), "micropython")):
        probe = os.path.join(ROOT, "tools", "measure", "probes", "bench_games.py")
        p = subprocess.run([exe, probe, "bobs_hat", "3", "2"],
                           capture_output=True, text=True, env=env, cwd=ROOT)
        assert p.returncode == 0, p.stderr
        outs.append(json.loads(p.stdout))
    assert outs[0]["actions"] == outs[1]["actions"] > 0
    assert outs[0]["games_per_s"] > 0 and outs[1]["games_per_s"] > 0


def test_app_workload_segments_play_a_whole_game_through_save_and_resume(tmp_path):
    # The segmented whole-app workload (heap_peak --app): segment 0 starts the game from the
    # launcher, every later segment is a fresh process resuming the save, and the last one ends
    # the game (Menu on the game-over screen deletes the save).
    tree, _ = heap_peak.make_tree()
    try:
        segs = heap_peak.app_segments(tree, "auf_der_hut", 2, 60)
        assert len(segs) >= 2
        assert segs[0].args[0] == "new" and all(s.args[0] == "resume" for s in segs[1:])
        assert all(s.line.startswith("OK MORE ") for s in segs[:-1]) and segs[-1].line.startswith("OK END ")
        recs = [heap_peak._record(s.end) for s in segs]
        assert recs[0]["game"] == "auf_der_hut" and recs[0]["players"] == 2
        for a, b in zip(recs[:-2], recs[1:-1], strict=True):
            assert len(b["actions"]) > len(a["actions"]) and b["actions"][: len(a["actions"])] == a["actions"]
        assert recs[-1] is None
        # a segment passes only when it ends as the reference did: a different saved game fails
        out = str(tmp_path / "o.txt")
        run = heap_peak.segment_runner(segs[1], heap_peak.run_unix)
        assert run(tree, "workload.py", 4 << 20, out) == "pass"
        segs[1].end = dict(segs[0].end)  # the save as segment 0 left it (game.json and game.log)
        assert run(tree, "workload.py", 4 << 20, out) == "crash:wrong"
        assert run(tree, "workload.py", 16 * 1024, out) == "memory"
    finally:
        shutil.rmtree(tree, ignore_errors=True)


def test_heap_peak_app_report_parses():
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "heap_peak.py"), "--app", "auf_der_hut",
                        "--players", "2", "--presses", "60", "--only", "unix64", "--json"],
                       capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 0, p.stderr
    rep = json.loads(p.stdout)
    assert rep["game"] == "auf_der_hut" and rep["players"] == 2 and rep["segments"] >= 2 and rep["actions"] > 0
    assert rep["unix64_whole_kib"] > 16 and rep["unix64_segments_kib"] > 16
    assert rep["unix64_failures"] == 0
    lines = heap_peak.app_lines(rep)
    assert lines[0].startswith("app heap (unix port 64-bit") and "auf_der_hut 2p: needs " in lines[0]
    assert float(lines[0].split("whole game ")[1].split(" KiB")[0]) == rep["unix64_whole_kib"]
    need = float(lines[0].split(": needs ")[1].split(" KiB")[0])
    assert need == rep["unix64_kib"] == max(rep["unix64_whole_kib"], rep["unix64_segments_kib"])
    # the board's life (reset into the game at Start, then one process): a figure of its own
    assert rep["unix64_board_kib"] > 16
    assert float(lines[1].split("one process): ")[1].split(" KiB")[0]) == rep["unix64_board_kib"]


def test_emu_tools_refuse_bad_arguments_in_one_line():
    """The emulated board's whole-game tools name a bad argument (exit 2, argparse's usage and one
    error line) before any QEMU starts: no traceback."""
    for tool, args, says in (("heap.py", ["9"], "not '9'"), ("heap.py", ["nope"], "auf_der_hut"),
                             ("heap.py", ["--lo", "x"], "96K"), ("games.py", ["7"], "no game 7"),
                             ("games.py", ["--bogus"], "--bogus")):
        p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "emu", tool)] + args,
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 2, (tool, args, p.stdout, p.stderr)
        assert "Traceback" not in p.stderr and says in p.stderr.splitlines()[-1], (tool, args, p.stderr)


def test_table_shots_refuses_bad_arguments_in_one_line(tmp_path):
    """tools/table_shots.py names a bad board, game, language or table size (exit 2, one error
    line) before drawing anything: a language "en" once ended in a ValueError's traceback."""
    for args, says in ((["--lang", "xx"], "'xx'"), (["--board", "nope"], "'nope'"),
                       (["--game", "bobs_hat", "--seats", "9"], "3 to 5 players"),
                       (["--seats", "x"], "'x'")):
        p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "table_shots.py")] + args
                           + [str(tmp_path)],
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 2, (args, p.stdout, p.stderr)
        assert "Traceback" not in p.stderr and says in p.stderr.splitlines()[-1], (args, p.stderr)


def test_a_module_run_as_a_script_says_so_in_one_line():
    """Every module under tools/ without a command of its own (no `__main__` guard), run as a
    script, ends without a traceback: tools/emu/play.py and tools/rp2040/deps.py ended in an
    import error's (the tree is not on the path then); now they say in one line that they are
    modules and what uses them."""
    said = []
    for dp, dn, fn in os.walk(os.path.join(ROOT, "tools")):
        dn[:] = [d for d in dn if d not in ("__pycache__", "harness", "probes")]  # not CPython scripts: guest code
        for f in sorted(fn):
            path = os.path.join(dp, f)
            if not f.endswith(".py") or f in ("__init__.py", "__main__.py"):
                continue
            with open(path, encoding="utf-8") as src:
                text = src.read()
            if "__main__" in text and "is a module, not a command" not in text:
                continue  # a command
            p = subprocess.run([sys.executable, path], capture_output=True, text=True, timeout=60,
                               cwd=os.path.dirname(ROOT))
            assert "Traceback" not in p.stderr, (path, p.stderr)
            if p.stderr:
                said.append(f)
                assert len(p.stderr.splitlines()) == 1 and "is a module, not a command" in p.stderr, p.stderr
    assert {"play.py", "deps.py", "table.py"} <= set(said), said


def test_heap_peak_root_refuses_a_tree_without_an_app_or_another_game_order(tmp_path):
    """--root (the app of another tree) goes with --app or --probe only, and names what a tree
    lacks (its engine_core/ or firmware/) or a registry in another order before any run."""
    for args, says in ((["--script", "w.py", "--root", str(tmp_path)], "--root goes with --app or --probe"),
                       (["--app", "bobs_hat", "--root", str(tmp_path)], "no engine_core/ or firmware/ there")):
        p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "heap_peak.py")] + args,
                           capture_output=True, text=True, cwd=ROOT, timeout=60)
        assert p.returncode != 0 and "Traceback" not in p.stderr, (args, p.stderr)
        assert says in p.stderr.splitlines()[-1], (args, p.stderr)
    (tmp_path / "firmware").mkdir()
    (tmp_path / "engine_core").mkdir()
    (tmp_path / "engine_core" / "games.py").write_text('GAMES = (\n    ("bargain_hunt", "m", "C", "T"),\n'
                                                      '    ("bobs_hat", "m", "C", "T"),\n)\n')
    try:
        heap_peak.check_root(str(tmp_path))
        raise AssertionError("a registry in another order was taken")
    except SystemExit as e:
        assert "its games are bargain_hunt, bobs_hat" in str(e)
    assert heap_peak.check_root(ROOT) == ROOT


def test_heap_peak_root_player_falls_back_to_one_prev_without_over_entries(tmp_path):
    """This tree's player is today's player.py as written; a tree whose firmware/pages.py has no
    _over_entries (30efa10's) gets one PREV on the game-over screen, said in a note."""
    with open(heap_peak.PLAYER) as f:
        today = f.read()
    assert heap_peak.player_for(ROOT) == (today, None)
    (tmp_path / "firmware").mkdir()
    (tmp_path / "firmware" / "pages.py").write_text("def over_page(app):\n    pass\n")
    text, note = heap_peak.player_for(str(tmp_path))
    assert "no firmware.pages._over_entries" in note and str(tmp_path) in note
    assert "_over_entries" not in text.replace("no firmware.pages._over_entries", "")
    ns = {}
    exec(compile(text, "player.py", "exec"), ns)  # still a player: over() and one PREV there

    class App:
        stack = [type("S", (), {"name": "over", "sel": 0})()]
        pressed = []

        def tick(self, t):
            pass

        def handle(self, op):
            self.pressed.append(op)

        def busy(self):
            return False

    app = App()
    ns["Player"](app).to_last_choice()
    from firmware import ops
    assert app.pressed == [ops.PREV]


def test_heap_peak_root_builds_then_and_today(tmp_path):
    """--root-build: "today" compiles another tree's module as this tree's build does (its dotted
    name recorded, that tree's text ids inlined), "then" as 30efa10's tools did (its absolute
    path recorded, the ids left as names)."""
    from runtimes.mpy import compile_one
    (tmp_path / "firmware").mkdir()
    (tmp_path / "firmware" / "texts.py").write_text("from micropython import const\n\nHELLO_THERE = const(7)\n")
    src = tmp_path / "firmware" / "greet.py"
    src.write_text("from firmware import texts as T\n\n\ndef f():\n    return T.HELLO_THERE\n")
    for build, has, lacks in (("today", b"firmware.greet", b"HELLO_THERE"), ("then", str(src).encode(), None)):
        out = str(tmp_path / (build + ".mpy"))
        assert compile_one(str(src), out, root=str(tmp_path) if build == "today" else None) is None
        with open(out, "rb") as f:
            data = f.read()
        assert has in data, build
        assert lacks is None or lacks not in data, build
    with open(str(tmp_path / "then.mpy"), "rb") as f:
        assert b"HELLO_THERE" in f.read()
    # this tree is always compiled by its own build, whatever --root-build says (it names DIR's)
    tree, note = heap_peak.make_tree(ROOT, "then")
    try:
        with open(os.path.join(tree, "firmware", "app.mpy"), "rb") as f:
            data = f.read()
        assert note is None and b"firmware.app" in data and ROOT.encode() not in data
    finally:
        shutil.rmtree(tree, ignore_errors=True)
