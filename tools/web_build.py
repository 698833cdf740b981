#!/usr/bin/env python3
"""Build the browser edition: a static site in build/web/ (make web).

    python3 tools/web_build.py [--out build/web]

build/web/ holds: index.html, app.css, page.js, worker.js, sw.js (from web/), micropython.mjs and
micropython.wasm (the pinned npm package @micropython/micropython-webassembly-pyscript, installed
with `npm ci` in web/ when missing), app.bundle (the engine and the app as .mpy, exactly the files
`tools/build.py web` makes, packed into one file), profiles.json (every board file's facts
that has glass of its own, host_sim/board_facts.py, with a name a player understands: the page
offers each; and the rules help of each game, games/<game>/help_en.py, shown beside the
console), and the PNG icons (icon-192.png, icon-512.png, apple-touch-icon.png, drawn here from
icon.svg's shapes).  Every file also as NAME.gz (gzip -9) beside it, for a server that sends
those to browsers that accept them (tools/web_serve.py; nginx `gzip_static on;`; README "Hosting
the page").  The service worker caches exactly these files under a name that is a hash of their
contents, so a rebuilt site replaces the old cache.  Nothing is fetched from another site at run
time.
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

from runtimes.toolchains.lock import one_at_a_time  # noqa: E402

WEB = os.path.join(ROOT, "web")
PKG = os.path.join(WEB, "node_modules", "@micropython", "micropython-webassembly-pyscript")
STATIC = ("index.html", "app.css", "page.js", "worker.js", "icon.svg", "manifest.webmanifest")
PORT_FILES = ("micropython.mjs", "micropython.wasm")


@one_at_a_time('web-npm')
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


def rules():
    """[{game, title, pages}]: each game's rules help in English, as the console shows it."""
    from engine_core.games import NAMES, part
    from firmware import words
    out = []
    for name in NAMES:
        mod = part(name, "help_en", ("PAGES",))
        out.append({"game": name, "title": words.title(name, 0), "pages": list(mod.PAGES)})
    return out


def profiles():
    """[{name, label, width, height, mono, ops}] from the board files' facts (host_sim/board.py's
    PROFILES); the mono panel colours, the reference board (the default) and the games' rules
    with them."""
    from host_sim.board import DEFAULT, MONO_RGB, PROFILES
    from host_sim.board_facts import facts
    labels = {n: facts(n).get("LABEL") for n in PROFILES}
    out = []
    for name in sorted(PROFILES, key=lambda n: (n != DEFAULT, labels[n] or n)):
        w, h, mono, buttons = PROFILES[name]
        label = labels[name] or "%s %d×%d" % ("Black and white" if mono else "Colour", w, h)
        out.append({"name": name, "label": label, "width": w, "height": h, "mono": bool(mono),
                    "ops": sorted({op for _, op in buttons})})
    return {"profiles": out, "mono_rgb": [list(c) for c in MONO_RGB], "default": DEFAULT,
            "rules": rules()}


def icon_png(size, pad=0):
    """icon.svg's shapes (a console with two cards) as a PNG of size x size, drawn with Pillow;
    `pad`: the share of the side left around it (the apple-touch icon is shown masked)."""
    import io

    from PIL import Image, ImageDraw
    k = 4  # drawn large, then scaled down: smooth edges
    n = size * k
    img = Image.new("RGBA", (n, n), (0x1d, 0x1b, 0x2e, 255) if pad else (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    s = n * (1 - 2 * pad) / 64
    o = n * pad

    def box(x, y, w, h, r, fill):
        d.rounded_rectangle([o + x * s, o + y * s, o + (x + w) * s, o + (y + h) * s], r * s, fill=fill)

    box(4, 8, 56, 48, 12, "#3b3563")
    box(12, 15, 40, 24, 3, "#0b0c10")
    box(17, 19, 12, 16, 2, "#f5f5f5")
    box(31, 19, 12, 16, 2, "#ffe14d")
    box(42, 43, 8, 8, 4, "#ff5c7a")
    box(32, 43, 8, 8, 4, "#7ac7ff")
    box(12, 45, 14, 4, 2, "#c9c4ef")
    out = io.BytesIO()
    img.resize((size, size), Image.LANCZOS).save(out, "PNG", optimize=True)
    return out.getvalue()


def bundle():
    """app.bundle: a first line of JSON [[path, size], ...], then the files' bytes in that order."""
    from runtimes.mpy import build
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
    files["icon-192.png"] = icon_png(192)
    files["icon-512.png"] = icon_png(512)
    files["apple-touch-icon.png"] = icon_png(180, 0.08)
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(name.encode() + b"\0" + files[name])
    version = h.hexdigest()[:12]
    names = ["./"] + sorted(files)
    with open(os.path.join(WEB, "sw.js"), "rb") as fh:
        sw = fh.read().replace(b"@VERSION@", version.encode()).replace(
            b"@FILES@", json.dumps(names).encode())
    files["sw.js"] = sw
    import gzip
    for name, data in files.items():
        with open(os.path.join(dest, name), "wb") as fh:
            fh.write(data)
        if not name.endswith(".png"):  # already compressed
            with open(os.path.join(dest, name + ".gz"), "wb") as fh:
                fh.write(gzip.compress(data, 9, mtime=0))
    return version, files


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/web_build.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "web"), help="the site's folder (default build/web)")
    dest = ap.parse_args(argv).out
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
