"""The tree's layers (docs/NEW_GAME.md, issue 24): no import circles, and no arrow back up --
engine (engine_core) <- the games' rules and bots (games/<g>/rules, bots*) <- the firmware kit
(firmware/*: the app's kernel, texts, saves, the trick-table kit) <- the games' layouts
(games/<g>/layout*) <- the screens (launcher, play, pages, results, rulebook, setup_help, the
comforts: undo, hint) <- the boards (firmware/main, boards, drivers, and the host's board:
host_sim/board.py, board_facts.py, framebuf.py) <- the runtimes (runtimes/: the app on CPython,
the unix ports, the emulated board) <- the simulator and the tools.  The simulator (host_sim)
imports no developer script (tools).  Read from the source: every import, at the top of a module
or inside a function, counts."""
import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOPS = ("engine_core", "games", "firmware", "runtimes", "host_sim", "tools")
SCREENS = ("firmware.launcher", "firmware.launcher_stats", "firmware.play", "firmware.pages", "firmware.results",
           "firmware.rulebook", "firmware.setup_help", "firmware.handover", "firmware.play_missed",
           "firmware.comfort", "firmware.hint", "firmware.undo")  # issue 27's comforts drive the table
RUNTIME = ("firmware.main", "firmware.boards", "firmware.circuitpy", "firmware.st7789", "firmware.buttons",
           "firmware.board_config", "firmware.manifest", "firmware.drivers")
# the host's board: the board contract on CPython (host_sim/board.py), read by the runtimes
HOST_BOARD = ("host_sim.board", "host_sim.board_facts", "host_sim.framebuf")
# No circle is left: the kernel's parts loaded on demand (app_menu, app_start, game_end) take
# what they need through the app object, and the save's writer and its reader share the file layout's helpers through
# firmware/savefs.py, below both (issue 24).
KNOWN_CIRCLES: list = []


def layer(m):
    if m.startswith("engine_core"):
        return 0
    if m == "games" or m.startswith("games."):
        return 3 if m.split(".")[-1].startswith("layout") else 1
    if m.startswith(RUNTIME) or m in HOST_BOARD:
        return 5
    if m == "runtimes" or m.startswith("runtimes."):
        return 6
    if m in SCREENS:
        return 4
    if m.startswith("firmware"):
        return 2
    return 7


def modules():
    mods = {}
    for top in TOPS:
        for dp, dn, fn in os.walk(os.path.join(ROOT, top)):
            dn[:] = [d for d in dn if d != "__pycache__"]
            for f in fn:
                if f.endswith(".py"):
                    rel = os.path.relpath(os.path.join(dp, f), ROOT)[:-3].replace(os.sep, ".")
                    mods[rel[:-9] if rel.endswith(".__init__") else rel] = os.path.join(dp, f)
    return mods


def graph():
    """{module: {(imported module, line)}} for every import between the tree's modules."""
    mods = modules()
    out = {}
    for m, p in mods.items():
        with open(p, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        pkg = m if p.endswith("__init__.py") else m.rsplit(".", 1)[0]
        deps = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = pkg.split(".")
                    base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
                names = [base + "." + a.name for a in node.names]
                if not all(n in mods for n in names):
                    names.insert(0, base)  # from a module (or a package's own names), not its submodules
            else:
                names = [reach(node)] if reach(node) in mods else []
            for n in names:
                while n and n not in mods:
                    n = n.rsplit(".", 1)[0] if "." in n else ""
                if n and n != m:
                    deps.add((n, node.lineno))
        out[m] = deps
    return out


def reach(node):
    """The module a node names through sys.modules (`sys.modules.get("firmware.app")`,
    `sys.modules["firmware.app"]`), else None: reading a module there is an import too."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
            and node.args:
        owner, key = node.func.value, node.args[0]
    elif isinstance(node, ast.Subscript):
        owner, key = node.value, node.slice
    else:
        return None
    if isinstance(owner, ast.Attribute) and owner.attr == "modules" and isinstance(owner.value, ast.Name) \
            and owner.value.id == "sys" and isinstance(key, ast.Constant) and isinstance(key.value, str):
        return key.value
    return None


def circles(g):
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w, _ in g[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return sorted(found)


def test_the_checker_sees_the_tree():
    g = graph()
    assert "firmware.app" in g and "games.bobs_hat.rules" in g and "engine_core.game" in g
    assert ("engine_core.game", 12) in g["games.bobs_hat.rules"] or \
        [d for d, _ in g["games.bobs_hat.rules"] if d == "engine_core.game"]


def test_a_reach_through_sys_modules_is_an_import():
    # texts.py read the kernel's game through sys.modules.get("firmware.app"): an arrow back up
    # that no import statement showed
    assert reach(ast.parse('sys.modules.get("firmware.app")').body[0].value) == "firmware.app"
    assert reach(ast.parse('sys.modules["firmware.app"]').body[0].value) == "firmware.app"
    assert reach(ast.parse('sys.modules.get(name)').body[0].value) is None
    assert reach(ast.parse('d.get("firmware.app")').body[0].value) is None
    # savefs.py's `del sys.modules["engine_core.record"]` (found by its text: not a line number that
    # moves with every edit above it)
    with open(os.path.join(ROOT, "firmware", "savefs.py")) as f:
        at = [i for i, ln in enumerate(f, 1) if 'del sys.modules["engine_core.record"]' in ln]
    assert len(at) == 1, at
    assert ("engine_core.record", at[0]) in graph()["firmware.savefs"]


def test_no_import_circles():
    assert circles(graph()) == KNOWN_CIRCLES


def test_a_circle_is_found():
    assert circles({"a": {("b", 1)}, "b": {("c", 1)}, "c": {("a", 1)}, "d": {("a", 1)}}) == [["a", "b", "c"]]


def test_no_arrow_back_up():
    g = graph()
    up = sorted("%s (layer %d) imports %s (layer %d) at line %d" % (m, layer(m), d, layer(d), ln)
                for m in g for d, ln in g[m] if layer(d) > layer(m))
    assert up == [], "\n".join(up)


def test_every_game_folder_is_its_own():
    # a game's modules import the engine, the firmware kit and their own folder: never another game
    g = graph()
    for m in g:
        if m.startswith("games."):
            own = ".".join(m.split(".")[:2])
            other = [d for d, _ in g[m] if d.startswith("games.") and not d.startswith(own)]
            assert other == [], (m, other)


def test_the_simulator_imports_no_developer_script():
    g = graph()
    assert "runtimes.make" in g["host_sim.headless"] or [d for d, _ in g["host_sim.headless"] if d == "runtimes.make"]
    bad = sorted("%s imports %s at line %d" % (m, d, ln) for m in g if m.startswith("host_sim")
                 for d, ln in g[m] if d == "tools" or d.startswith("tools."))
    assert bad == [], "\n".join(bad)


def test_the_runtimes_sit_below_the_simulator_and_the_tools():
    assert layer("runtimes.unix") == 6 and layer("runtimes.guest.main") == 6
    assert layer("host_sim.window") == 7 and layer("tools.bench") == 7
    assert layer("runtimes.qemu") > layer("host_sim.board") == layer("firmware.boards.emu_mps2")
