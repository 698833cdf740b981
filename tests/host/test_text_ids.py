"""The text ids inlined into the .mpy files (runtimes/text_ids.py, runtimes/mpy.py compile_one)."""
import os
import subprocess

from runtimes import text_ids
from runtimes.mpy import PACKAGES, ROOT, compile_one

MP32 = os.path.join(ROOT, "build", "emu", "unix32", "micropython")
MP = MP32 if os.path.exists(MP32) else os.path.join(ROOT, ".venv", "bin", "micropython")


def _read(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def test_the_ids_are_the_texts_modules_own():
    from firmware import texts as T
    ids = text_ids.ids(_read(text_ids.TEXTS))
    assert len(ids) > 100
    assert ids == {n: getattr(T, n) for n in dir(T) if n[:1].isupper() and isinstance(getattr(T, n), int)}


def test_every_use_of_a_text_id_is_inlined():
    table = _read(text_ids.TEXTS)
    users = 0
    for pkg in PACKAGES:
        for dirpath, _, files in os.walk(os.path.join(ROOT, pkg)):
            for f in files:
                if not f.endswith(".py"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, f), ROOT).replace(os.sep, "/")
                text = _read(rel)
                out = text_ids.inline(rel, text, table)  # KeyError: a T.NAME texts.py lacks
                if text_ids.IMPORT in text:
                    users += 1
                    assert not text_ids._USE.search(out), rel
    assert users > 20


def test_the_compiled_texts_keep_no_id_names(tmp_path):
    """texts.mpy on MicroPython: the texts by number, none of the ids' names (qstrs) held."""
    for rel in ("firmware/__init__.py", "firmware/texts.py", "firmware/texts_more.py",
                "firmware/texts_launcher.py"):
        assert compile_one(os.path.join(ROOT, rel), str(tmp_path / (rel[:-3] + ".mpy"))) is None
    with open(tmp_path / "probe.py", "w") as f:
        f.write("from firmware import texts as T\n"
                "print(hasattr(T, 'SAVE_FAILED'), hasattr(T, 'RESUME'), T.get(30, 0), T.get(0, 1))\n")
    env = dict(os.environ, MICROPYPATH=str(tmp_path))
    out = subprocess.run([MP, str(tmp_path / "probe.py")], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert out.stdout.split("\n")[0] == "False False Save failed Fortsetzen", out.stdout + out.stderr
