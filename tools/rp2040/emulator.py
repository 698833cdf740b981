"""The RP2040 in emulation, from Python: build/firmware/<board>.uf2 on Wokwi's rp2040js (the Node
harness in tools/rp2040/harness/, npm packages pinned in its package-lock.json, installed with
`npm ci` on first use), with the board file's own pins (tools/rp2040/pins.py).

    with Harness() as h:                      one Node process; any number of chips in it
        c = h.chip("pico_lcd114")             boots build/firmware/pico_lcd114.uf2 on an erased flash
        c.run(1000)                           1000 ms of emulated time
        c.press(ops.NEXT)                     a button of that op held 60 ms, then released
        c.settle(quiet_ms=300)                until the panel has had no byte for 300 ms (and had one)
        c.view()                              the panel: RGB565 big-endian (ST7789) or GRAM (SSD1306)
        c.dump(path); h.chip(board, flash=path)   a power cycle: a new chip from the same flash

The boot ROM is our stand-in (tools/rp2040/rom/), built here into build/rp2040/rom.bin with
arm-none-eabi-gcc.  Emulated time is the chip's own (125 MHz); the harness's CPU time per call is
reported in Chip.cpu_s.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes.toolchains.lock import one_at_a_time  # noqa: E402

HARNESS = os.path.join(HERE, "harness")
ROM_DIR = os.path.join(HERE, "rom")
OUT = os.path.join(ROOT, "build", "rp2040")
ROM_BIN = os.path.join(OUT, "rom.bin")
FW_DIR = os.path.join(ROOT, "build", "firmware")

# the RPI_PICO build's flash: 2 MiB, the littlefs (rp2.Flash, 4 KiB blocks) from 0xA0000 to the end
FLASH_BYTES = 2 * 1024 * 1024
LFS_OFFSET = 0xA0000
LFS_BLOCK = 4096
PRESS_MS = 60  # a button held this long: Buttons.poll() sees it in any main-loop pass


@one_at_a_time('rp2040-rom')
def rom():
    """build/rp2040/rom.bin, rebuilt when its sources are newer."""
    srcs = [os.path.join(ROM_DIR, f) for f in ("head.S", "rom.c", "rom.ld")]
    if os.path.exists(ROM_BIN) and os.path.getmtime(ROM_BIN) >= max(os.path.getmtime(s) for s in srcs):
        return ROM_BIN
    from tools.rp2040.deps import require
    require("build")
    os.makedirs(OUT, exist_ok=True)
    elf = os.path.join(OUT, "rom.elf")
    subprocess.run(["arm-none-eabi-gcc", "-mcpu=cortex-m0plus", "-mthumb", "-Os", "-ffreestanding", "-fno-builtin",
                    "-fno-tree-loop-distribute-patterns", "-ffunction-sections", "-nostartfiles",
                    "-Wall", "-Wno-unused-function", "-T", srcs[2], srcs[0], srcs[1], "-o", elf,
                    "-Wl,--gc-sections", "-lm", "-lgcc", "-lc", "-lgcc"], check=True)
    subprocess.run(["arm-none-eabi-objcopy", "-O", "binary", elf, ROM_BIN + ".tmp"], check=True)
    os.replace(ROM_BIN + ".tmp", ROM_BIN)
    return ROM_BIN


@one_at_a_time('rp2040-npm')
def npm_ci():
    """The harness's pinned npm packages (package-lock.json), unless they are there."""
    from tools.rp2040.deps import require
    require("run")
    mod = os.path.join(HARNESS, "node_modules", "rp2040js", "package.json")
    if os.path.exists(mod):
        with open(mod) as f:
            have = json.load(f).get("version")
        with open(os.path.join(HARNESS, "package.json")) as f:
            want = json.load(f)["dependencies"]["rp2040js"]
        if have == want:
            return
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=HARNESS, check=True)


_built = {}


def firmware(board):
    """build/firmware/<board>.uf2, brought up to date once per process (tools/rp2040/build.py:
    seconds when its build directory is cached)."""
    if board not in _built:
        from tools.rp2040 import build
        _built[board] = build.firmware(board)
    return _built[board]


class Chip:
    def __init__(self, harness, cid, board, spec):
        self.h, self.id, self.board, self.spec = harness, cid, board, spec
        self.keys = {}
        for gpio, op in spec["buttons"]:
            self.keys.setdefault(op, gpio)  # the first button of each op
        self.state = {}
        self.cpu_s = 0.0
        self.serial = ""
        self.snaps = []  # (t_us, CRC-32 of the panel) of every frame seen on the wire

    def _call(self, op, **kw):
        r = self.h.call(dict(kw, op=op, id=self.id))
        self.state = r
        self.cpu_s += r.get("cpu_s", 0.0)
        self.serial += r.get("serial", "")
        self.snaps += [tuple(x) for x in r.get("snaps", ())]
        return r

    @property
    def t_ms(self):
        return self.state.get("t_us", 0) / 1000.0

    def run(self, ms):
        return self._call("run", ms=ms)

    def settle(self, quiet_ms=300, max_ms=20000, warp=1):
        """Run until the display has been quiet for quiet_ms since its last byte (True), or max_ms
        passed (False); a display that has had no byte yet is not quiet (a first boot formats the
        flash and resets the panel, ~300 ms, before its first byte).
        warp > 1: quiet stretches run that many times faster in emulated time (the harness's
        run(): for frame comparisons, never for figures)."""
        return self._call("settle", quiet_ms=quiet_ms, max_ms=max_ms, warp=warp).get("settled", False)

    def key(self, gpio, down):
        return self._call("key", gpio=gpio, down=bool(down))

    def press_gpio(self, gpio, hold_ms=PRESS_MS):
        self.key(gpio, True)
        self.run(hold_ms)
        self.key(gpio, False)

    def press(self, op, hold_ms=PRESS_MS):
        self.press_gpio(self.keys[op], hold_ms)

    def funcsel(self):
        """Each GPIO's function select as the firmware set it (1 SPI, 3 I2C, 5 SIO, 31 none)."""
        return self._call("funcsel")["funcsel"]

    def view(self):
        return base64.b64decode(self._call("view")["pixels"])

    def dump(self, path):
        self._call("dump", path=os.path.abspath(path), bytes=FLASH_BYTES)
        return path

    def drop(self):
        self.h.call({"op": "drop", "id": self.id})


class Harness:
    """One Node process running any number of emulated chips."""

    def __init__(self):
        npm_ci()
        self.rom = rom()
        self.p = subprocess.Popen(["node", os.path.join(HARNESS, "serve.mjs")], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.n = 0

    def call(self, msg):
        self.p.stdin.write(json.dumps(msg) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError("the rp2040js harness ended (exit %s)" % self.p.poll())
        r = json.loads(line)
        if not r.get("ok"):
            raise RuntimeError("rp2040js harness: %s" % r.get("error"))
        return r

    def chip(self, board, flash=None, uf2=None, build=True, flash_timing=False):
        """A new chip running the board's firmware (on `flash`, a dump of an earlier chip, or an
        erased flash); uf2=None: build/firmware/<board>.uf2, made up to date when build.
        flash_timing: flash writes take a W25Q's typical time (harness/pico.mjs (5)); else none."""
        from tools.rp2040.pins import spec as board_spec
        if uf2 is None:
            uf2 = firmware(board) if build else os.path.join(FW_DIR, board + ".uf2")
        spec = board_spec(board)
        self.n += 1
        cid = "%s-%d" % (board, self.n)
        c = Chip(self, cid, board, spec)
        c._call("new", rom=self.rom, uf2=os.path.abspath(uf2) if uf2 else None,
                flash=os.path.abspath(flash) if flash else None,
                buttons=[g for g, _ in spec["buttons"]], display=spec["display"], flashTiming=bool(flash_timing))
        return c

    def close(self):
        if self.p.poll() is None:
            try:
                self.p.stdin.write(json.dumps({"op": "quit"}) + "\n")
                self.p.stdin.close()
            except OSError:
                pass
            try:
                self.p.wait(10)
            except subprocess.TimeoutExpired:
                self.p.kill()

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.close()


def read_file(flash_path, path):
    """A file's bytes from the littlefs of a flash dump (None when absent), read with the
    MicroPython unix port's VfsLfs2 (in .venv, pinned in requirements-dev.txt)."""
    mp = shutil.which("micropython", path=os.path.join(ROOT, ".venv", "bin")) or shutil.which("micropython")
    if mp is None:
        raise RuntimeError("no micropython (the unix port) to read the littlefs with: make venv")
    script = r"""
import sys, vfs
data = open(%r, 'rb').read()[%d:]
class Dev:
    def readblocks(self, n, buf, off=0):
        s = n * %d + off
        buf[:] = data[s:s + len(buf)]
    def writeblocks(self, n, buf, off=None):
        raise OSError(30)
    def ioctl(self, op, arg):
        if op == 4: return len(data) // %d
        if op == 5: return %d
        return 0
fs = vfs.VfsLfs2(Dev(), progsize=256)
try:
    with fs.open(%r, 'rb') as f:
        sys.stdout.write(f.read().hex())
except OSError:
    sys.stdout.write('-')
""" % (os.path.abspath(flash_path), LFS_OFFSET, LFS_BLOCK, LFS_BLOCK, LFS_BLOCK, path)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(script)
    try:
        p = subprocess.run([mp, "-X", "heapsize=8M", f.name], capture_output=True, text=True, timeout=60)
    finally:
        os.unlink(f.name)
    if p.returncode != 0:
        raise RuntimeError("reading %s from %s: %s" % (path, flash_path, (p.stdout + p.stderr)[-2000:]))
    out = p.stdout.strip()
    return None if out == "-" else bytes.fromhex(out)
