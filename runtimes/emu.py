"""The app on the board in emulation (runtimes/qemu.py: frozen firmware, QEMU mps2-an385, an
emulated 125 MHz Cortex-M3), whole frames back; the device time per step comes from the board's
own clock.  Saves live on the board's own littlefs (in its RAM): `flash` is not used."""
from host_sim.board import DEFAULT, PROFILES, Clock, Frame


class EmuRuntime:
    kind = "emu"

    def __init__(self, board=DEFAULT, flash=None, clock=None, heap="192K"):
        from runtimes.qemu import Emu
        if board not in PROFILES:
            raise ValueError("unknown board %r" % board)
        self.w, self.h, self.mono, _ = PROFILES[board]
        self.clock = clock or Clock()
        self.frames = []
        self.cpu_us = []  # device µs per step on the emulated 125 MHz Cortex-M3
        self.emu = Emu("frozen", heap)
        try:
            self.app = self.emu.app(self.w, self.h, self.mono, whole=True, clock=self.clock.t)
        except Exception:
            self.emu.close()
            raise
        self._take()

    def _take(self):
        a = self.app
        cpu = a.cpu_us[-1] if a.cpu_us else None
        self.cpu_us.append(cpu)
        self.mem_free = a.mem_free
        for data, palette in a.frames:
            self.frames.append(Frame(data, palette, a.backlight, self.w, self.h, self.mono, self.clock.t, cpu))
        a.frames = []

    @property
    def backlight(self):
        return self.app.backlight

    @property
    def beeps(self):
        return self.app.beeps

    def handle(self, op):
        self.app.key(op)
        self._take()

    def tick(self):
        self.app.tick(self.clock.t)
        self._take()

    def busy(self):
        return self.app.busy

    def close(self):
        self.emu.close()
