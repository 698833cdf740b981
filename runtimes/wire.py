"""The host's side of the one wire protocol between the host and a guest running the app: the
MicroPython and CircuitPython unix ports (runtimes/guest/main.py over pipes) and the emulated board
(firmware/boards/emu_mps2.py serve() over its UART).  The guest's side is firmware/boards/_hosted.py
(frames, beeps, backlight) and the two loops that answer each command.

Commands, one line each: "K <op>" (a button), "T [<ms>]" (tick), "Q" (quit); the emulated board
also takes "F <0|1>" (whole frames) and "G <file>" (a file's size).  The guest answers with lines:
    @@F <n> <p>\\n + n fb bytes + p palette bytes   a shown frame (16 little-endian RGB565; 0 on mono)
    @@C <crc32>            a shown frame as its CRC (fb bytes, then the palette bytes)
    @@L <level>            set_backlight(level)
    @@S <freq> <ms>        beep
    @@G <size>             a file's size (-1: none)
    @@R <cpu_us>           the app's relaunch: the board resets itself
    @@E <type>, traceback, @@END    an exception (the guest then stops)
    @@A <busy> <cpu_us> <mem_free>   the answer: the step is done
Any other line is the app's own print().
"""
import struct
import zlib


def frame_crc(data, palette):
    """The CRC a guest sends for a frame: fb bytes, then the palette as 16 little-endian u16."""
    pal = b"" if palette is None else struct.pack("<16H", *[c & 0xFFFF for c in palette])
    return zlib.crc32(pal, zlib.crc32(bytes(data)))


class Guest:
    """What the host knows of a guest; read() takes its lines up to the next answer.  A subclass
    says how a frame, a relaunch, an exception and the end of the stream are taken."""

    def __init__(self):
        self.cpu_us = []  # the guest's CPU µs per step, measured inside it (frames' output not counted)
        self.mem_free = None
        self.busy_now = False  # the app's busy() after the last step
        self.backlight = 100
        self.beeps = []
        self.output = []  # the app's own print() lines
        self.got = None

    def on_frame(self, data, palette):
        raise NotImplementedError

    def on_crc(self, crc):
        raise NotImplementedError

    def on_relaunch(self, cpu_us):
        raise NotImplementedError

    def failed(self, kind, text):
        """The exception to raise for the guest's "@@E kind" report."""
        raise NotImplementedError

    def ended(self):
        """The exception to raise when the guest's stream ends."""
        raise NotImplementedError

    def on_text(self, text):
        self.output.append(text)

    def read(self, readline, read):
        """Take the guest's lines until its "@@A" answer; return its cpu µs.  readline() returns
        one line (b"" at the end), read(n) exactly n bytes."""
        while True:
            line = readline()
            if not line:
                raise self.ended()
            tag, arg = line[:4], line[4:]
            if tag == b"@@A ":
                busy, cpu, free = (int(v) for v in arg.split())
                self.busy_now = bool(busy)
                self.cpu_us.append(cpu)
                self.mem_free = free
                return cpu
            if tag == b"@@F ":
                n, p = (int(v) for v in arg.split())
                data = read(n)
                pal = read(p)
                self.on_frame(data, struct.unpack("<16H", pal) if p else None)
            elif tag == b"@@C ":
                self.on_crc(int(arg))
            elif tag == b"@@L ":
                self.backlight = int(arg)
            elif tag == b"@@S ":
                f, ms = (int(v) for v in arg.split())
                self.beeps.append((f, ms))
            elif tag == b"@@G ":
                self.got = int(arg)
            elif line.startswith(b"@@R"):
                self.on_relaunch(int(arg))
            elif tag == b"@@E ":
                kind = arg.strip().decode()
                tb = []
                while True:
                    t = readline()
                    if not t or t.startswith(b"@@END"):
                        break
                    tb.append(t.decode("utf-8", "replace"))
                raise self.failed(kind, "".join(tb))
            else:
                self.on_text(line.decode("utf-8", "replace").rstrip("\r\n"))
