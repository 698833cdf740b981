"""Which bot modules a seat loads: easy and normal seats never load a game's hard search
(games/<game>/bots_hard.py), a hard seat does, and no normal bot module imports its hard one
(no import circle).  Each case in a fresh interpreter, so nothing another test loaded counts.
Driven by the registry (engine_core/games.py): a new game is checked by registering."""

import ast
import os
import subprocess
import sys

from engine_core.games import NAMES, line

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROBE = """
import sys
from engine_core.bots import make_bot
from engine_core.games import new_game, game_class, line
name, levels = sys.argv[1], sys.argv[2].split(",")
opts = {}
for o, d in game_class(name).OPTIONS:  # the shortest game: one hand or round
    if o in ("hands", "rounds"):
        opts[o] = 1
g = new_game(name, len(levels), opts, 3)
bots = [make_bot(name, levels[s], s, s) for s in range(len(levels))]
for _ in range(60):
    if g.is_over():
        break
    s = g.current_player()
    g.apply(bots[s].choose(g.view(s)))
    for t in range(len(levels)):
        bots[t].observe(g.view(t))
pkg = line(name)[1] + "."
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine_core.bots.") or m.startswith(pkg))))
"""


def _loaded(name, levels):
    out = subprocess.run([sys.executable, "-c", PROBE, name, ",".join(levels)], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return out.split()


def _folder(name):
    return os.path.join(ROOT, *line(name)[1].split("."))


def _has_hard(name):
    return os.path.exists(os.path.join(_folder(name), "bots_hard.py"))


def test_every_game_has_its_bots_and_the_suite_sees_them():
    assert NAMES  # a registry without games would make every test below pass vacuously
    for name in NAMES:
        assert os.path.exists(os.path.join(_folder(name), "bots.py")), name
    assert [n for n in NAMES if _has_hard(n)], "no game with a hard search: the tests below would test nothing"


def test_easy_and_normal_seats_never_load_the_hard_search():
    for name in NAMES:
        pkg = line(name)[1]
        mods = _loaded(name, ("normal", "easy", "normal"))
        assert pkg + ".bots" in mods, (name, mods)
        assert not [m for m in mods if m.endswith("_hard")], (name, mods)
        assert "engine_core.bots.determinize" not in mods, (name, mods)


def test_a_hard_seat_loads_its_game_s_search_only():
    for name in NAMES:
        if not _has_hard(name):
            continue
        mods = _loaded(name, ("hard", "normal", "easy"))
        assert [m for m in mods if m.endswith("_hard")] == [line(name)[1] + ".bots_hard"], (name, mods)
        assert "engine_core.bots.determinize" in mods


def test_no_normal_bot_module_imports_its_hard_module():
    # not even lazily inside a function: make_bot picks the hard module by level
    kit = os.path.join(ROOT, "engine_core", "bots")
    paths = [os.path.join(kit, f) for f in sorted(os.listdir(kit))]
    paths += [os.path.join(_folder(n), "bots.py") for n in NAMES]
    for p in paths:
        if not p.endswith(".py") or p.endswith("_hard.py") or p.endswith("__init__.py"):
            continue
        with open(p) as fh:
            tree = ast.parse(fh.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [a.name for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            assert not [x for x in names if x.endswith("_hard") or x.endswith("determinize")], (p, names)
