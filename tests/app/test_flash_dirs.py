"""The app tests' flash directories in /tmp (tests/app/fakeboard.py): a CPython test process
killed before its exit function ran left its directory behind (529 were found); the next test
process removes those of processes that no longer run, and never one of a process still running."""
import os
import subprocess
import sys

from tests.app import fakeboard


def test_a_dead_processes_flash_dir_is_swept_a_live_ones_kept():
    p = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(p.stdout)  # that process has exited: its id names no process now
    gone = "/tmp/app_test_flash_cp%d" % dead
    gone_out = "/tmp/save_test_flash_cp%d_outside" % dead
    kept = fakeboard.unique_dir()[:-1]  # this process's own
    for d in (gone, gone_out + "/sub", kept):
        os.makedirs(d, exist_ok=True)
    with open(gone + "/bobs_hat-game.json", "w") as f:
        f.write("{}")
    try:
        fakeboard._sweep()
        assert not os.path.exists(gone) and not os.path.exists(gone_out)
        assert os.path.isdir(kept)
    finally:
        fakeboard._rmtree(gone)
        fakeboard._rmtree(gone_out)
