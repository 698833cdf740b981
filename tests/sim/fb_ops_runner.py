"""Runs framebuf drawing cases from a JSON file and prints one result line per case.

The same file runs under MicroPython (real `framebuf`) and CPython (host_sim.framebuf); see
tests/sim/test_framebuf_parity.py.  A case: {"fmt", "w", "h", "stride", "ops": [...]}; the
output line is the buffer in hex, then the values read back by "get" ops.
"""
import binascii
import json
import sys
from array import array

try:
    import framebuf
except ImportError:
    from host_sim import framebuf

def buf_size(fmt, w, h, stride):
    # generous: every format's rounding of stride and height fits
    return ((stride + 8) * (h + 8) * 16) // 8


def make(spec):
    fmt, w, h, stride, data = spec
    b = bytearray(buf_size(fmt, w, h, stride))
    for i in range(len(b)):
        b[i] = data[i % len(data)]
    return b, framebuf.FrameBuffer(b, w, h, fmt, stride)


def run_case(c):
    fmt, w, h, stride = c["fmt"], c["w"], c["h"], c["stride"]
    buf, fb = make((fmt, w, h, stride, c["init"]))
    got = []
    keep = []
    for op in c["ops"]:
        name = op[0]
        a = op[1:]
        if name == "get":
            got.append(fb.pixel(a[0], a[1]))
        elif name == "poly":
            fb.poly(a[0], a[1], array("h", a[2]), *a[3:])
        elif name == "blit":
            sb, sfb = make(a[0])
            keep.append(sb)
            args = [sfb, a[1], a[2]]
            if len(a) > 3:
                args.append(a[3])
            if len(a) > 4:
                if a[4] is None:
                    args.append(None)
                else:
                    pb, pfb = make(a[4])
                    keep.append(pb)
                    args.append(pfb)
            fb.blit(*args)
        else:
            getattr(fb, name)(*a)
    return binascii.hexlify(buf).decode() + " " + json.dumps(got)


def main(path):
    with open(path) as f:
        cases = json.load(f)
    for c in cases:
        print(run_case(c))


if __name__ == "__main__":
    main(sys.argv[1])
