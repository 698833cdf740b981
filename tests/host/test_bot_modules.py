"""Which bot modules a seat loads: easy and normal seats never load a game's hard search
(engine_core/bots/<game>_hard.py), a hard seat does, and no normal bot module imports its hard one
(no import circle).  Each case in a fresh interpreter, so nothing another test loaded counts."""

import ast
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = ("bobs_hat", "baptistenskat", "bargain_hunt", "auf_der_hut")
PROBE = """
import sys
from engine_core.bots import make_bot
from engine_core.games import new_game
name, levels = sys.argv[1], sys.argv[2].split(",")
g = new_game(name, len(levels), {"bobs_hat": {"hands": 1}, "baptistenskat": {"rounds": 1}}.get(name), 3)
bots = [make_bot(name, levels[s], s, s) for s in range(len(levels))]
for _ in range(60):
    if g.is_over():
        break
    s = g.current_player()
    g.apply(bots[s].choose(g.view(s)))
    for t in range(len(levels)):
        bots[t].observe(g.view(t))
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine_core.bots."))))
"""


def _loaded(name, levels):
    out = subprocess.run([sys.executable, "-c", PROBE, name, ",".join(levels)], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return out.split()


def test_easy_and_normal_seats_never_load_the_hard_search():
    for name in GAMES:
        mods = _loaded(name, ("normal", "easy", "normal"))
        assert "engine_core.bots." + name in mods, (name, mods)
        assert not [m for m in mods if m.endswith("_hard")], (name, mods)
        assert "engine_core.bots.determinize" not in mods, (name, mods)


def test_a_hard_seat_loads_its_game_s_search_only():
    for name in ("bobs_hat", "baptistenskat", "bargain_hunt"):
        mods = _loaded(name, ("hard", "normal", "easy"))
        assert [m for m in mods if m.endswith("_hard")] == ["engine_core.bots." + name + "_hard"], (name, mods)
        assert "engine_core.bots.determinize" in mods


def test_no_normal_bot_module_imports_its_hard_module():
    # not even lazily inside a function: make_bot picks the hard module by level
    for f in sorted(os.listdir(os.path.join(ROOT, "engine_core", "bots"))):
        if not f.endswith(".py") or f.endswith("_hard.py") or f == "__init__.py":
            continue
        with open(os.path.join(ROOT, "engine_core", "bots", f)) as fh:
            tree = ast.parse(fh.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [a.name for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            assert not [x for x in names if x.endswith("_hard") or x.endswith("determinize")], (f, names)
