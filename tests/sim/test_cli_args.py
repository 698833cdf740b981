"""Issue 29 points 5, 11 and 12: the simulator's command line.  Every bad argument gets a usage
line (exit 2) before anything runs, never a traceback; a WAIT is bounded; an unwritable output file
is found before the session, not after it; a second simulator on one flash folder is refused,
naming the first."""
import os
import subprocess
import sys
import time

import pytest

from host_sim.flashlock import Lock
from host_sim.headless import WAIT_MAX, Sim, parse_keys
from tests.sim.conftest import ROOT


def run(args, cwd, timeout=60):
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy", TMPDIR=str(cwd))
    t = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "host_sim", "--ui", "headless"] + list(args), cwd=str(cwd), env=env,
                       capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=timeout)
    return p, time.monotonic() - t


def usage_error(p, word):
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    assert "Traceback" not in p.stderr and p.stdout == "", p.stderr
    last = p.stderr.strip().splitlines()[-1]
    assert last.startswith("python -m host_sim: error: ") and word in last, p.stderr
    return last


BAD_KEYS = (("FOO", "FOO"), ("OK,WAITabc", "WAITABC"), ("WAIT1.5", "WAIT1.5"), ("OK,\u00c9", "\\xc9"),
            ("WAIT\u0663", "\\u0663"), ("WAIT-5", "WAIT-5"), ("WAIT" + "9" * 30, "at most"),
            ("WAIT%d" % (WAIT_MAX + 1), "at most"))


@pytest.mark.parametrize("keys,word", BAD_KEYS, ids=[k[:12] for k, _ in BAD_KEYS])
def test_bad_keys_token_is_a_usage_error(tmp_path, keys, word):
    """A bad --keys token ended in a traceback (and a huge WAIT was played tick by tick, forever):
    a usage line naming the token, before the app starts."""
    p, secs = run(["--keys", keys], tmp_path)
    usage_error(p, word)
    assert secs < 30
    with pytest.raises(ValueError):
        parse_keys(keys)


def test_keys_script_is_read_whole_before_any_key_is_played():
    with Sim() as sim:
        n, t = len(sim.frames), sim.clock.t
        with pytest.raises(ValueError, match="FOO"):
            sim.keys("OK,NEXT,FOO")
        assert (len(sim.frames), sim.clock.t) == (n, t)  # no key of it was played
        sim.keys("WAIT%d" % WAIT_MAX)  # the longest WAIT: an hour of virtual time, played in bounded time
        assert len(sim.frames) >= n
    assert parse_keys("ok, wait700 ,WAIT,next") == ["OK", 700, 1000, "NEXT"]


@pytest.mark.parametrize("args,word", [
    (["--scale", "0"], "--scale"), (["--scale", "-2"], "--scale"), (["--scale", "abc"], "--scale"),
    (["--scale", "1e9"], "--scale"), (["--scale", "100000"], "--scale"), (["--scale", "\u0663"], "--scale"),
    (["--term-scale", "-1"], "--term-scale"), (["--heap", "lots"], "--heap"), (["--heap", "0K"], "--heap"),
    (["--screenshot", "/nonexistent-dir/s.png"], "No such file"),
    (["--record", "/nonexistent-dir/r.gif"], "No such file"),
    (["--screenshot", "s.txt"], "must end in"), (["--record", "r.png"], "must end in .gif"),
])
def test_bad_argument_is_a_usage_error_before_anything_runs(tmp_path, args, word):
    p, _ = run(["--keys", "OK,PREV,OK,OK,OK", "--flash", str(tmp_path / "flash")] + args, tmp_path)
    usage_error(p, word)
    assert not os.path.exists(str(tmp_path / "flash")), "the app ran"


def test_unwritable_output_paths_are_found_before_the_session(tmp_path):
    """An unwritable --screenshot or --record path ended in a traceback after the whole run: now one
    usage line naming the path and why, and nothing ran (no flash folder made, no file left)."""
    afile = tmp_path / "afile"
    afile.write_text("x")
    folder = tmp_path / "a.png"
    folder.mkdir()
    for option, path, why in (("--screenshot", str(afile / "s.png"), "Not a directory"),
                              ("--record", str(afile / "r.gif"), "Not a directory"),
                              ("--screenshot", str(folder), "is a folder"),
                              ("--record", "/proc/r.gif", "cannot write")):
        p, _ = run(["--keys", "OK,PREV,OK,OK,OK", "--flash", str(tmp_path / "flash"), option, path], tmp_path)
        last = usage_error(p, why)
        assert option in last and path in last, last
        assert not os.path.exists(str(tmp_path / "flash"))
    # a good path is tried and left as it was: nothing where nothing was
    p, _ = run(["--keys", "OK", "--screenshot", str(tmp_path / "ok.png"), "--record", str(tmp_path / "ok.gif")],
               tmp_path)
    assert p.returncode == 0, p.stderr
    assert os.path.getsize(str(tmp_path / "ok.png")) > 0 and os.path.getsize(str(tmp_path / "ok.gif")) > 0


def test_second_simulator_on_one_flash_folder_is_refused(tmp_path):
    """Two simulators on one flash folder each replaced the other's save files and one player's game
    was lost without a word: the second is refused with a line naming the first, and writes nothing."""
    flash = tmp_path / "flash"
    first = Lock(str(flash)).take()
    try:
        p, _ = run(["--keys", "OK,PREV,OK,OK,OK", "--flash", str(flash)], tmp_path)
        assert p.returncode == 3, (p.returncode, p.stderr)
        lines = p.stderr.strip().splitlines()
        assert len(lines) == 1 and "in use by another simulator" in lines[0], p.stderr
        assert "pid %d" % os.getpid() in lines[0], lines[0]
        assert "Traceback" not in p.stderr
        assert not flash.exists() or os.listdir(str(flash)) == [], "the second simulator wrote to the folder"
    finally:
        first.release()
    # the first gone (however it ended: the lock goes with its process), the folder is free
    p, _ = run(["--keys", "OK,PREV,OK,OK,OK", "--flash", str(flash)], tmp_path)
    assert p.returncode == 0, p.stderr
    assert "bobs_hat-game.json" in os.listdir(str(flash))  # the first title's save (one a title)
    # a process that died holding it leaves no stale lock
    holder = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, %r)\n"
                             "from host_sim.flashlock import Lock\nLock(%r).take()\nimport os; os._exit(9)"
                             % (ROOT, str(flash))], capture_output=True, text=True)
    assert holder.returncode == 9, holder.stderr
    p, _ = run(["--keys", "OK", "--flash", str(flash)], tmp_path)
    assert p.returncode == 0, p.stderr
