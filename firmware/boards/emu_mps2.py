"""The board in emulation: QEMU's mps2-an385 running upstream MicroPython bare metal (an emulated
125 MHz Cortex-M3, tools/emu/).  The display is a FrameBuffer (240x135 GS4_HMSB like pico_lcd114
by default; any size or mono via make_board(w, h, mono)) that the host reads back as a CRC per
frame, or whole frames when it asks; the buttons and, in lockstep runs, the clock come from the
host over the UART; storage is the littlefs that runtimes/guest/emu_boot.py mounts at / (the cwd).

serve() is the board's main loop under the host's control (runtimes/qemu.py), one command line
each on stdin:
    K <op>       queue a button op, poll it and hand it to the app
    T [<ms>]     app.tick(ms); without ms the board's own clock (time.ticks_ms)
    F <0|1>      whole frames off/on (default off: a CRC per frame)
    G <file>     "@@G <size>" of that file on the board's storage, -1 when absent
    Q            leave serve()
Answers on stdout: "@@C <crc32>" per shown frame (fb bytes then the 16 palette entries as
little-endian uint16, as host_sim's Frame holds them), "@@F <n> <p>" + raw bytes when whole
frames are on, "@@L <level>", "@@S <freq> <ms>", "@@R <cpu_us>" before the soft reset of a relaunch,
"@@D <cpu_us>" after App() (device µs to its first frame shown, -1: none; a text line to the
host), "@@A <busy> <cpu_us> <mem_free>" after App() and after every command (cpu_us: device µs of the
step minus the time spent sending frames), and "@@E <type>", the traceback, "@@END" on an error.
"""
import gc
import os
import sys
import time
from binascii import crc32

from firmware.boards._hosted import HostedBoard

# Facts (firmware/boards/__init__.py lists them).  HOSTED: the glass and the buttons are the host's
# (runtimes/qemu.py), so this is no profile of the simulator; WIDTH, HEIGHT, MONO: the default
# screen (any other comes from the host, serve(w, h, mono)).
HOSTED = True
WIDTH, HEIGHT, MONO = 240, 135, False
RUNTIME = "micropython"
DRIVERS = ("st7789", "rgb565", "rgb565_m0", "oled")  # the panels behind show() when glass is on (tools/emu/keyprof.py)
# ms a hard computer move searches at most (firmware/players.py), on the device's own clock,
# as on the real boards: with applying, saving and drawing the move, under 1.0 s here (issue 26)
BOT_BUDGET_MS = 800
STORAGE = ""  # the littlefs mounted at / is the cwd
SAVES = "save/"  # the save's folder in the storage, as on the Pico boards (firmware/savedir.py)
# 1: the glass's own driver runs behind show(), as on a real board (tools/emu/keyprof.py sets it):
# the ST7789's (firmware/drivers/st7789.py) on a colour screen, the SSD1306's page windows
# (firmware/drivers/oled.py) on mono, each on a Wire that counts the bytes instead of sending
# them (the host models their time on the wire).  Its buffers then cost heap as on the real board.
glass = 0


class Wire:
    """The panel's bus, pins and (mono) controller in one stand-in: it counts the bytes written
    (`n`); as the reset pin it reads high (a warm panel: no reset waits)."""

    def __init__(self):
        self.n = 0

    def write(self, b):  # SPI
        self.n += len(b)

    def __call__(self, v):  # a pin's level
        pass

    def value(self):
        return 1

    def write_cmd(self, c):  # SSD1306 over I2C: the control byte and the command
        self.n += 2

    def write_data(self, b):  # SSD1306 over I2C: the control byte and the data
        self.n += 1 + len(b)


class EmuBoard(HostedBoard):
    BOT_BUDGET_MS = BOT_BUDGET_MS
    saves = SAVES

    def __init__(self, w=WIDTH, h=HEIGHT, mono=MONO, name="emu_mps2"):
        super().__init__(name, w, h, mono)  # storage "" (STORAGE)
        self.now = None  # the host's clock in lockstep runs, else None: time.ticks_ms()
        self.whole = False
        self.t0 = 0  # ticks_us at the start of the host's command (serve)
        self.drawn = None  # device µs from the command's start to its first frame shown (serve)

    def _screen(self, w, h, mono):
        if not glass:
            HostedBoard._screen(self, w, h, mono)
            return
        wire = self.wire = Wire()
        if mono:
            import framebuf

            from firmware.drivers.oled import PageWindow
            wire.width, wire.height = w, h
            wire.buffer = self.buf = bytearray(w * ((h + 7) // 8))
            self.fb = framebuf.FrameBuffer(self.buf, w, h, framebuf.MONO_VLSB)
            self.palette = None
            self.panel = PageWindow(wire)
        else:
            from firmware.drivers.st7789 import ST7789
            p = self.panel = ST7789(wire, wire, wire, wire, w, h)
            self.buf, self.fb, self.palette = p.buf, p.fb, p.palette
            self.clear = p.clear  # the whole frame's fill (App.draw)

    def show(self):
        if glass:
            self.panel.show()  # device time: the frame's conversion and the driver's calls
        HostedBoard.show(self)
        if self.drawn is None:
            self.drawn = time.ticks_diff(time.ticks_us(), self.t0) - self.io_us

    def send(self, p):
        if self.whole:
            super().send(p)
        else:
            self.out.write(b"@@C %d\n" % crc32(p, crc32(self.buf)))

    def ticks_ms(self):
        return time.ticks_ms() if self.now is None else self.now

    def bot_clock(self):
        """The bots' budget clock: the device's own, also in lockstep runs (where ticks_ms is the
        host's clock, which stands still while a bot thinks)."""
        return time.ticks_ms()

    def relaunch(self):
        from machine import soft_reset
        self.out.write(b"@@R %d\n" % (time.ticks_diff(time.ticks_us(), self.t0) - self.io_us))
        soft_reset()


def make_board(w=WIDTH, h=HEIGHT, mono=MONO):
    return EmuBoard(w, h, mono)


def serve(w=WIDTH, h=HEIGHT, mono=MONO, whole=False, now=None):
    out = sys.stdout.buffer
    inp = sys.stdin.buffer
    board = EmuBoard(w, h, mono)
    board.whole = whole
    board.now = now
    try:
        gc.collect()
        t0 = board.t0 = time.ticks_us()
        from firmware.app import App
        app = App(board)
        cpu = time.ticks_diff(time.ticks_us(), t0) - board.io_us
        out.write(b"@@D %d\n" % (-1 if board.drawn is None else board.drawn))
        out.write(b"@@A %d %d %d\n" % (1 if app.busy() else 0, cpu, gc.mem_free()))
        while True:
            line = inp.readline()
            c = line[0] if line else 81
            if c == 81:  # "Q"
                return
            board.io_us = 0
            t0 = board.t0 = time.ticks_us()
            if c == 75:  # "K"
                board.queue.append(int(line[2:]))
                op = board.poll()
                if op is not None:
                    app.handle(op)
            elif c == 84:  # "T"
                arg = line[2:].strip()
                if arg:
                    board.now = int(arg)
                app.tick(board.ticks_ms())
            elif c == 70:  # "F"
                board.whole = line[2:3] == b"1"
            elif c == 71:  # "G"
                try:
                    n = os.stat(line[2:].strip().decode())[6]
                except OSError:
                    n = -1
                out.write(b"@@G %d\n" % n)
            cpu = time.ticks_diff(time.ticks_us(), t0) - board.io_us
            out.write(b"@@A %d %d %d\n" % (1 if app.busy() else 0, cpu, gc.mem_free()))
    except SystemExit:
        raise  # the relaunch's soft reset
    except BaseException as e:  # noqa: B036 (report everything, MemoryError first of all)
        app = board = None
        gc.collect()
        out.write(b"@@E %s\n" % type(e).__name__)
        sys.print_exception(e, sys.stdout)
        out.write(b"@@END\n")
