"""A fifth game from a temporary folder plus one registry line, and nothing else: the console's
shared parts pick it up on CPython and on the MicroPython unix port (tests/new_game/probe.py says
what is driven).  docs/NEW_GAME.md is the contract this proves."""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
MP = os.path.join(ROOT, ".venv", "bin", "micropython")


def _folder(tmp_path):
    shutil.copytree(os.path.join(HERE, "plain_tricks"), str(tmp_path / "plain_tricks"),
                    ignore=shutil.ignore_patterns("__pycache__"))
    return str(tmp_path)


def _check(out):
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    lines = out.stdout.split("\n")
    assert "NEW GAME OK" in lines, out.stdout
    assert len([ln for ln in lines if ln.startswith("ok ")]) == 7, out.stdout


def test_no_shared_file_names_the_fifth_game():
    # the proof would be hollow if the tree knew the game: nothing outside its folder names it
    for top in ("engine_core", "firmware", "games", "runtimes", "host_sim", "tools", "web"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith((".py", ".js", ".md")):
                    with open(os.path.join(dirpath, f), encoding="utf-8") as fh:
                        assert "plain_tricks" not in fh.read(), os.path.join(dirpath, f)


def test_a_fifth_game_on_cpython(tmp_path):
    out = subprocess.run([sys.executable, os.path.join(HERE, "probe.py"), _folder(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=900)
    _check(out)


def test_a_fifth_game_on_micropython(tmp_path):
    env = dict(os.environ, MICROPYPATH=".:.frozen")
    out = subprocess.run([MP, "-X", "heapsize=4M", os.path.join(HERE, "probe.py"), _folder(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=900, env=env)
    _check(out)
