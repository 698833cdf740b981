"""App tests on CPython (pytest) and, the same file, on the MicroPython unix port."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

try:
    import framebuf  # noqa: F401
except ImportError:
    try:
        from host_sim import framebuf
    except ImportError:
        from tests.app import minifb as framebuf
    sys.modules["framebuf"] = framebuf

from tests.app import mp_app_test as m  # noqa: E402


def test_full_games_colour():
    for gi in m.AVAILABLE:
        m.test_full_game(gi)


def test_full_games_mono():
    for gi in m.AVAILABLE:
        m.test_full_game(gi, mono=True)


def test_mash():
    for gi in m.AVAILABLE:
        m.test_mash(gi, n=300)


def test_save_robust():
    m.test_save_robust()


def test_handover_privacy():
    m.test_handover_privacy()


def test_wake_swallowed():
    m.test_wake_swallowed()


def test_same_file_on_micropython():
    mp = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=".:.frozen")
    r = subprocess.run([mp, "-X", "heapsize=512K", "tests/app/mp_app_test.py"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "app tests passed" in r.stdout
