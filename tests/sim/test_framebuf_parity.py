"""host_sim.framebuf against the real framebuf module of MicroPython: random drawing-op
sequences, every format, byte-identical buffers (and identical pixel reads)."""
import json
import os
import random
import subprocess
import sys

import pytest

from tests.sim import fb_ops_runner
from tests.sim.conftest import MPY, ROOT

FORMATS = {"MONO_VLSB": 0, "RGB565": 1, "GS4_HMSB": 2, "MONO_HLSB": 3, "MONO_HMSB": 4,
           "GS2_HMSB": 5, "GS8": 6}
MAXCOL = {0: 1, 1: 0xFFFF, 2: 15, 3: 1, 4: 1, 5: 3, 6: 255}


def _col(r, fmt):
    k = r.random()
    if k < 0.1:
        return -1
    if k < 0.15:
        return r.randrange(0, 1 << 31)
    return r.randrange(0, MAXCOL[fmt] + 1)


def _spec(r, fmt=None, w=None, h=None):
    fmt = r.choice(list(FORMATS.values())) if fmt is None else fmt
    w = r.randrange(1, 20) if w is None else w
    h = r.randrange(1, 14) if h is None else h
    stride = w + (r.randrange(0, 9) if r.random() < 0.3 else 0)
    return [fmt, w, h, stride, [r.randrange(256) for _ in range(r.randrange(1, 7))]]


def _op(r, fmt, w, h):
    def X():
        return r.randrange(-8, w + 8)

    def Y():
        return r.randrange(-8, h + 8)

    def L():
        return r.randrange(-3, max(w, h) + 6)

    c = _col(r, fmt)
    k = r.randrange(15)
    if k == 0:
        return ["fill", c]
    if k == 1:
        return ["pixel", X(), Y(), c]
    if k == 2:
        return ["get", X(), Y()]
    if k == 3:
        return ["hline", X(), Y(), L(), c]
    if k == 4:
        return ["vline", X(), Y(), L(), c]
    if k == 5:
        return ["line", X(), Y(), X(), Y(), c]
    if k == 6:
        return ["rect", X(), Y(), L(), L(), c] + ([bool(r.randrange(2))] if r.random() < 0.7 else [])
    if k == 7:
        return ["fill_rect", X(), Y(), L(), L(), c]
    if k == 8:
        e = ["ellipse", X(), Y(), r.randrange(0, w), r.randrange(0, h), c]
        if r.random() < 0.6:
            e.append(bool(r.randrange(2)))
            if r.random() < 0.5:
                e.append(r.randrange(16))
        return e
    if k == 9:
        n = r.randrange(1, 6)
        pts = []
        for _ in range(n):
            pts += [r.randrange(-4, w + 4), r.randrange(-4, h + 4)]
        return ["poly", X() // 2, Y() // 2, pts, c] + ([bool(r.randrange(2))] if r.random() < 0.7 else [])
    if k == 10:
        s = "".join(chr(r.randrange(32, 128)) for _ in range(r.randrange(0, 4)))
        return ["text", s, X(), Y()] + ([c] if r.random() < 0.8 else [])
    if k == 11:
        return ["scroll", r.randrange(-w - 1, w + 2), r.randrange(-h - 1, h + 2)]
    # blit, with key and palette sometimes
    src = _spec(r)
    op = ["blit", src, X(), Y()]
    if r.random() < 0.7:
        op.append(r.choice([-1, 0, 1, r.randrange(0, MAXCOL[src[0]] + 1)]))
        if r.random() < 0.6:
            # a palette wide enough for the source's colours (the C code does not bound-check)
            pw = MAXCOL[src[0]] + 1 if src[0] != 1 else 4
            if src[0] == 1:
                return op  # RGB565 source: no palette (65536 entries)
            op.append(_spec(r, w=pw, h=1))
    return op


def make_cases(seed, n_cases=140, n_ops=25):
    r = random.Random(seed)
    cases = []
    for i in range(n_cases):
        fmt = list(FORMATS.values())[i % len(FORMATS)]
        w = r.choice([1, 2, 3, 7, 8, 9, 16, 17, 23, 31])
        h = r.choice([1, 2, 7, 8, 9, 13, 16, 17])
        stride = w + (r.randrange(0, 9) if r.random() < 0.3 else 0)
        cases.append({"fmt": fmt, "w": w, "h": h, "stride": stride,
                      "init": [r.randrange(256) for _ in range(r.randrange(1, 7))],
                      "ops": [_op(r, fmt, w, h) for _ in range(n_ops)]})
    return cases


def _run_mp(path):
    env = dict(os.environ, MICROPYPATH=ROOT + ":.frozen")
    p = subprocess.run([MPY, "-X", "heapsize=4M", os.path.join(ROOT, "tests/sim/fb_ops_runner.py"), path],
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert p.returncode == 0, p.stderr
    return p.stdout.splitlines()


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_ops_match_micropython(tmp_path, seed):
    cases = make_cases(seed)
    path = str(tmp_path / "cases.json")
    with open(path, "w") as f:
        json.dump(cases, f)
    mp_lines = _run_mp(path)
    assert len(mp_lines) == len(cases)
    for i, c in enumerate(cases):
        mine = fb_ops_runner.run_case(c)
        assert mine == mp_lines[i], "case %d (format %d, %dx%d stride %d): %s" % (
            i, c["fmt"], c["w"], c["h"], c["stride"], json.dumps(c["ops"]))


def test_gs4_full_screen_fill_and_glyph_blit_match_micropython(tmp_path):
    # the app's hot path at the reference size: GS4 240x135, fills and 6x8 glyph blits through
    # a 2-entry GS4 palette, as firmware/font.py does
    r = random.Random(9)
    ops = [["fill", 0], ["fill_rect", 0, 10, 240, 10, 2], ["fill_rect", 3, 31, 101, 7, 5]]
    for i in range(60):
        glyph = [0, 6, 8, 6, [r.randrange(256) for _ in range(6)]]
        pal = [2, 2, 1, 2, [r.choice([0x01, 0x12, 0x1f, 0x10])]]
        ops.append(["blit", glyph, (i * 6) % 240 - 1, 10 * (i // 40) + r.randrange(-2, 3), r.choice([0, 1]), pal])
    case = {"fmt": 2, "w": 240, "h": 135, "stride": 240, "init": [0], "ops": ops}
    path = str(tmp_path / "c.json")
    with open(path, "w") as f:
        json.dump([case], f)
    assert fb_ops_runner.run_case(case) == _run_mp(path)[0]


def test_runner_sees_host_module():
    # the CPython side really is host_sim.framebuf (no real framebuf on CPython)
    assert fb_ops_runner.framebuf.__name__ == "host_sim.framebuf"
    assert "framebuf" not in sys.builtin_module_names
