"""tests/app/save_records_cases.py on CPython (pytest) and on the MicroPython unix port."""
import os
import subprocess

import pytest

from tests.app import save_records_cases as cases

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize("name", sorted(n for n in dir(cases) if n.startswith("test_")))
def test_cpython(name):
    getattr(cases, name)()


def test_micropython():
    env = dict(os.environ, MICROPYPATH=ROOT + ":" + ROOT + "/.frozen")
    p = subprocess.run([os.path.join(ROOT, ".venv", "bin", "micropython"), "-X", "heapsize=4M",
                        "tests/mp_runner.py", "tests.app.save_records_cases"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0 and p.stdout.strip().splitlines()[-1].endswith(" 0 failed"), p.stdout + p.stderr
