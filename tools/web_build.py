#!/usr/bin/env python3
"""Build the browser edition: a static site in build/web/ (make web).

    python3 tools/web_build.py [--out build/web]

build/web/ holds: index.html, app.css, page.js, worker.js, sw.js (from web/), micropython.mjs and
micropython.wasm (the pinned npm package @micropython/micropython-webassembly-pyscript, installed
with `npm ci` in web/ when missing), app.bundle (the engine and the app as .mpy, exactly the files
`tools/build.py web` makes, packed into one file) and profiles.json (every board file's facts
that has glass of its own, host_sim/board_facts.py: the page offers each).  The service worker
caches exactly these files under a name that is a hash of their contents, so a rebuilt site
replaces the old cache.  Nothing is fetched from another site at run time.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

WEB = os.path.join(ROOT, "web")
PKG = os.path.join(WEB, "node_modules", "@micropython", "micropython-webassembly-pyscript")
STATIC = ("index.html", "app.css", "page.js", "worker.js", "icon.svg", "manifest.webmanifest")
PORT_FILES = ("micropython.mjs", "micropython.wasm")


def npm_ci():
    """Install web/'s pinned npm packages (package-lock.json) unless they are there."""
    lock = os.path.join(WEB, "package-lock.json")
    stamp = os.path.join(WEB, "node_modules", ".package-lock.json")
    if os.path.exists(stamp) and os.path.getmtime(stamp) >= os.path.getmtime(lock) and \
            all(os.path.exists(os.path.join(PKG, f)) for f in PORT_FILES):
        return
    if shutil.which("npm") is None:
        raise SystemExit("make web needs npm (Debian: apt-get install npm)")
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=WEB, check=True)


def profiles():
    """[{name, width, height, mono, ops}] from the board files' facts (host_sim/board.py's PROFILES);
    the mono panel colours and the reference board (the default) with them."""
    from host_sim.board import DEFAULT, MONO_RGB, PROFILES
    out = []
    for name in sorted(PROFILES):
        w, h, mono, buttons = PROFILES[name]
        out.append({"name": name, "width": w, "height": h, "mono": bool(mono),
                    "ops": sorted({op for _, op in buttons})})
    return {"profiles": out, "mono_rgb": [list(c) for c in MONO_RGB], "default": DEFAULT}


def bundle():
    """app.bundle: a first line of JSON [[path, size], ...], then the files' bytes in that order."""
    from tools.build import build
    with tempfile.TemporaryDirectory() as tmp:
        out, sizes, errors = build("web", tmp)
        if errors:
            raise SystemExit("\n".join(errors))
        index, blobs = [], []
        for dirpath, dirnames, filenames in os.walk(out):
            dirnames.sort()
            for f in sorted(filenames):
                if not f.endswith(".mpy"):
                    continue  # main.py: the worker drives the app itself
                p = os.path.join(dirpath, f)
                with open(p, "rb") as fh:
                    data = fh.read()
                index.append([os.path.relpath(p, out).replace(os.sep, "/"), len(data)])
                blobs.append(data)
    return json.dumps(index, separators=(",", ":")).encode() + b"\n" + b"".join(blobs)


def build_site(dest):
    npm_ci()
    if os.path.isdir(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    files = {}
    for f in STATIC:
        with open(os.path.join(WEB, f), "rb") as fh:
            files[f] = fh.read()
    for f in PORT_FILES:
        with open(os.path.join(PKG, f), "rb") as fh:
            files[f] = fh.read()
    files["app.bundle"] = bundle()
    files["profiles.json"] = json.dumps(profiles(), indent=1).encode()
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(name.encode() + b"\0" + files[name])
    version = h.hexdigest()[:12]
    names = ["./"] + sorted(files)
    with open(os.path.join(WEB, "sw.js"), "rb") as fh:
        sw = fh.read().replace(b"@VERSION@", version.encode()).replace(
            b"@FILES@", json.dumps(names).encode())
    files["sw.js"] = sw
    for name, data in files.items():
        with open(os.path.join(dest, name), "wb") as fh:
            fh.write(data)
    return version, files


def main(argv):
    dest = os.path.join(ROOT, "build", "web")
    if len(argv) >= 2 and argv[0] == "--out":
        dest = argv[1]
    version, files = build_site(dest)
    import gzip
    total = sum(len(d) for d in files.values())
    zipped = {name: len(gzip.compress(d, 9)) for name, d in files.items()}
    print("%s: %d files, %d bytes, %d gzipped (version %s)" % (
        os.path.relpath(dest, ROOT), len(files), total, sum(zipped.values()), version))
    for name in sorted(files):
        print("  %8d  %8d gz  %s" % (len(files[name]), zipped[name], name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
