"""The board contract (firmware/boards/__init__.py's docstring, the one list): every board file
states its facts as data the host reads without `machine`, and every board object -- each board
file's make_board() on fake hardware under real MicroPython, the simulator's boards, the hosted
boards and the tests' fake boards -- holds what the app uses of a board.  A board file's KEYS are
what its hardware does: pressing each key's pin polls that key's op."""
import os
import subprocess
import sys

from firmware import ops
from host_sim import board_facts
from host_sim.board import PROFILES, HostBoard
from tests.app.fakeboard import FakeBoard
from tests.host.board import run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MUST, MAY = board_facts.board_object_names()
# what a board file may import only inside make_board() (or a method): the host has none of them
HARDWARE = ("machine", "board", "displayio", "keypad", "analogio", "digitalio", "audioio", "audiocore",
            "supervisor", "storage", "busdisplay", "bitmaptools", "ssd1306", "webhost", "framebuf", "micropython")


def _contract():
    c = board_facts.contract()
    facts = [n for h, names in c.items() if h.startswith(("Facts every", "Optional facts")) for n in names]
    return c, facts


def test_the_contract_is_written_as_lists():
    c, facts = _contract()
    assert {"RUNTIME", "DRIVERS", "WIDTH", "HEIGHT", "MONO", "KEYS", "BOT_BUDGET_MS", "STORAGE", "SAVES"} <= set(facts)
    assert {"width", "height", "mono", "fb", "palette", "storage", "show", "poll", "ticks_ms", "beep",
            "set_backlight"} <= set(MUST)
    assert {"saves", "relaunch", "BOT_BUDGET_MS", "bot_clock", "idle"} <= set(MAY)
    assert not set(MUST) & set(MAY)


def test_every_board_file_is_read_on_the_host_without_hardware_modules():
    # a fresh interpreter where each hardware module fails to import, as on a desktop
    code = ("import sys\nfor m in %r:\n    sys.modules[m] = None\n"
            "from host_sim import board_facts\n"
            "for n in board_facts.names():\n    f = board_facts.facts(n)\n    print(n, f['RUNTIME'])\n" % (HARDWARE,))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 0, p.stderr
    assert sorted(line.split()[0] for line in p.stdout.splitlines()) == board_facts.names()
    assert len(board_facts.names()) >= 8


def test_every_board_file_states_its_facts_as_data():
    _, listed = _contract()
    for name in board_facts.names():
        f = board_facts.facts(name)
        mod = board_facts.module(name)
        stated = {k for k in dir(mod) if k.isupper() and not k.startswith("_")}
        assert stated <= set(listed), "%s: facts the contract does not list: %s" % (name, stated - set(listed))
        assert callable(getattr(mod, "make_board", None)), name
        assert f["RUNTIME"] in ("micropython", "circuitpython"), name
        for d in f["DRIVERS"]:
            assert os.path.exists(os.path.join(ROOT, "firmware", "drivers", d + ".py")), (name, d)
        assert isinstance(f["BOT_BUDGET_MS"], int) and f["BOT_BUDGET_MS"] >= 0, name
        assert isinstance(f["STORAGE"], str) and isinstance(f["SAVES"], str), name
        assert f["SAVES"] in ("", f["SAVES"].rstrip("/") + "/"), name
        assert all(isinstance(m, str) for m in f["MIP"]), name
        assert f["CHIP"] in (None, "rp2040") and (f["CHIP"] is None or f["RUNTIME"] == "micropython"), name
        if f["HOSTED"]:
            continue
        assert isinstance(f["WIDTH"], int) and isinstance(f["HEIGHT"], int) and f["WIDTH"] > 0 < f["HEIGHT"], name
        assert f["MONO"] in (True, False), name
        labels = [k[0] for k in f["KEYS"]]
        assert labels and len(set(labels)) == len(labels), name
        for label, op, pin in f["KEYS"]:
            assert isinstance(label, str) and board_facts.op_code(op) in (
                ops.PREV, ops.NEXT, ops.OK, ops.BACK, ops.UP, ops.DOWN), (name, label, op)
            assert isinstance(pin, (int, str)), (name, label)
        # a board's keys give every op the app needs
        assert {ops.PREV, ops.NEXT, ops.OK, ops.BACK} <= {board_facts.op_code(k[1]) for k in f["KEYS"]}, name
    assert board_facts.reference() in PROFILES


def test_every_board_object_holds_the_contract_on_micropython():
    boards = board_facts.names() + ["hosted", "bundle_fake"]
    out = run("contract_check.py", " ".join(MUST), " ".join(MAY), *boards,
              path=[os.path.join(ROOT, "tests", "circuitpython", "fakes"),
                    os.path.join(ROOT, "tests", "host", "bundle"), ROOT, ".frozen"])
    lines = [line.split() for line in out.splitlines() if line.startswith(("HAS ", "SIZE ", "RAN ", "KEY ", "IDLE "))]
    for b in boards:
        has = [x[2:] for x in lines if x[:2] == ["HAS", b]]
        assert len(has) == 1, b
        assert set(MUST) <= set(has[0]), "%s lacks %s" % (b, set(MUST) - set(has[0]))
        assert ["RAN", b] in lines, b
        if b not in board_facts.names():
            continue
        f = board_facts.facts(b)
        size = [x[2:] for x in lines if x[:2] == ["SIZE", b]][0]
        if not f["HOSTED"]:
            assert size == [b, str(f["WIDTH"]), str(f["HEIGHT"]), "1" if f["MONO"] else "0"], b
            if f["BOT_BUDGET_MS"]:
                assert "BOT_BUDGET_MS" in has[0], b
            if f["SAVES"]:
                assert "saves" in has[0], b
            if f["RUNTIME"] == "micropython":  # a MicroPython board's loop sleeps between turns: the chip's idle
                assert "idle" in has[0], b
                assert ["IDLE", b, "1"] in lines, b
        keys = [x[2:] for x in lines if x[:2] == ["KEY", b]]
        assert keys == [[label, str(board_facts.op_code(op)), "None"] for label, op, _ in f.get("KEYS", ())], b


def test_a_panel_board_raises_the_spi_clock_and_keeps_no_set_up_module():
    """An ST7789 board file feeds the SPI from the system clock (st7789_setup.spi_from_sys_clock,
    called before it makes the SPI), and the drivers' set-up modules (st7789_setup.py,
    buttons_setup.py: loaded once each by the board file, for the panel and the buttons) are gone
    once the board is made: their code is not resident in play (issue 24's heap)."""
    boards = board_facts.names()
    out = run("contract_check.py", " ".join(MUST), " ".join(MAY), *boards,
              path=[os.path.join(ROOT, "tests", "circuitpython", "fakes"),
                    os.path.join(ROOT, "tests", "host", "bundle"), ROOT, ".frozen"])
    setup = {x[1]: x[2:] for x in (line.split() for line in out.splitlines()) if x[0] == "SETUP"}
    assert sorted(setup) == sorted(boards)
    for b in boards:
        assert setup[b][1:] == [], "%s keeps %s" % (b, setup[b][1:])
        if "st7789" in board_facts.facts(b)["DRIVERS"] and board_facts.facts(b).get("CHIP") == "rp2040":
            assert setup[b][0] == "125000000", b  # machine.freq(cpu, cpu): the fake's cpu clock


def _taken(module, names):
    """{name}: what the files take from `module` (from module import name, module.name,
    getattr(module, "name", ...))."""
    import ast
    out = set()
    for path in names:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if module not in text:
            continue
        for n in ast.walk(ast.parse(text)):
            if isinstance(n, ast.ImportFrom) and n.module == module:
                out |= {a.name for a in n.names}
            elif isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == module:
                out.add(n.attr)
            elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "getattr"
                  and len(n.args) > 1 and isinstance(n.args[0], ast.Name) and n.args[0].id == module
                  and isinstance(n.args[1], ast.Constant)):
                out.add(n.args[1].value)
    return out


def test_the_fake_hardware_has_every_name_the_board_files_take_from_machine():
    """The one fake hardware (tools/fakes/: machine, ssd1306) stands in for the board's modules
    wherever a board file runs off the board (contract_check.py, the drivers' checks, the RP2040
    harness's tools/rp2040/pins.py): a name a board file or a driver starts to use (machine.idle was
    one, missed in one of three fakes) is added there, once, or this fails naming it."""
    from tools.fakes import machine, ssd1306
    files = [os.path.join(d, n) for top in ("firmware", "runtimes") for d, _, fs in os.walk(os.path.join(ROOT, top))
             for n in fs if n.endswith(".py")]
    taken = _taken("machine", files)
    assert {"Pin", "SPI", "I2C", "PWM", "Timer", "idle", "soft_reset", "freq"} <= taken  # the scan finds them
    assert not taken - set(dir(machine)), "tools/fakes/machine.py lacks %s" % sorted(taken - set(dir(machine)))
    oled = _taken("ssd1306", files)
    assert "SSD1306_I2C" in oled and not oled - set(dir(ssd1306)), oled


def test_the_simulators_and_the_fake_boards_hold_the_contract(tmp_path):
    boards = [HostBoard(name, str(tmp_path / name)) for name in PROFILES]
    boards.append(FakeBoard(storage=str(tmp_path / "fake") + "/"))
    for b in boards:
        missing = [n for n in MUST if not hasattr(b, n)]
        assert not missing, (b.name, missing)
    for b, name in zip(boards[:-1], PROFILES, strict=True):
        assert (b.name, b.width, b.height, b.mono) == (name,) + PROFILES[name][:3]


def test_a_boards_build_leaves_out_the_facts_only_the_host_reads(tmp_path):
    import ast

    from runtimes.mpy import board_text, build, host_only_facts
    host_only = set(host_only_facts())
    assert {"SKIN", "RUNTIME", "DRIVERS", "MIP"} <= host_only
    for name in board_facts.names():
        path = os.path.join(ROOT, "firmware", "boards", name + ".py")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        # the board's own code never reads them (by name or as a key of its globals())
        used = {n.id for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        used |= {n.value for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        assert not used & host_only, (name, used & host_only)
        lean = board_text(path)
        left = {t.id for node in ast.parse(lean).body if isinstance(node, ast.Assign) for t in node.targets
                if isinstance(t, ast.Name)}
        assert not left & host_only and len(lean.split("\n")) == len(text.split("\n")), name
    out, _, errors = build("pico_lcd114", str(tmp_path))
    assert errors == []
    with open(os.path.join(out, "firmware", "boards", "pico_lcd114.mpy"), "rb") as f:
        mpy = f.read()
    assert b"SAVES" in mpy and b"save/" in mpy  # kept: the board reads it
    for gone in (b"SKIN", b"body", b"RUNTIME", b"DRIVERS", b"REFERENCE"):
        assert gone not in mpy, gone


def test_the_readme_names_every_module_outside_the_board_files_that_imports_machine():
    """STYLE.md 11: board files import `machine`; a driver that does too is named in README.md's
    paragraph on the board files (it said "the only code that imports machine" while two drivers
    did)."""
    import re
    imports = re.compile(r"^\s*(import machine\b|from machine import)", re.M)
    found = []
    for top in ("engine_core", "games", "firmware"):
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            for n in files:
                if n.endswith(".py"):
                    with open(os.path.join(d, n)) as f:
                        if imports.search(f.read()):
                            found.append(os.path.relpath(os.path.join(d, n), ROOT))
    boards = [p for p in found if p.startswith("firmware/boards/")]
    others = sorted(p for p in found if p not in boards)
    assert len(boards) >= 5 and others, found  # the scan finds them
    with open(os.path.join(ROOT, "README.md")) as f:
        readme = f.read()
    assert "the only code that imports `machine`" not in readme
    said = [para for para in readme.split("\n\n") if "imports `machine`" in para]
    assert len(said) == 1, said
    for p in others:
        assert "`%s`" % p in said[0], p


def test_every_board_attribute_the_app_takes_is_in_the_contract():
    """What the app and its runtime take of a board object (app.b.x, self.b.x, board.x, and
    getattr/hasattr on them) is in the contract's lists: a new optional attribute (a board's own
    clear() was one) is written there, or this fails naming it."""
    import ast
    files = [os.path.join(d, n) for top in ("firmware", "games") for d, _, fs in os.walk(os.path.join(ROOT, top))
             for n in fs if n.endswith(".py") and os.path.basename(d) not in ("boards", "circuitpy")]
    # (the board files make the object; circuitpy/boot.py's `board` is CircuitPython's pin module)

    def is_board(n):
        return ((isinstance(n, ast.Attribute) and n.attr == "b" and isinstance(n.value, ast.Name)
                 and n.value.id in ("app", "self")) or (isinstance(n, ast.Name) and n.id == "board"))

    taken = set()
    for path in files:
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for n in ast.walk(tree):
            if isinstance(n, ast.Attribute) and is_board(n.value):
                taken.add(n.attr)
            elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("getattr", "hasattr")
                  and len(n.args) > 1 and is_board(n.args[0]) and isinstance(n.args[1], ast.Constant)):
                taken.add(n.args[1].value)
    assert {"storage", "beep", "clear", "writable", "idle"} <= taken  # the scan finds them
    assert not taken - set(MUST) - set(MAY), "not in the contract: %s" % sorted(taken - set(MUST) - set(MAY))
