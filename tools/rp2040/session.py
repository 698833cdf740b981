#!/usr/bin/env python3
"""Scripted sessions on the emulated RP2040 against the CPython simulator, screen for screen.

    python3 tools/rp2040/session.py BOARD [--game N] [--presses P] [--reset-after R]

Per key press the emulated chip (its real board file and firmware, tools/rp2040/emulator.py) is
run until its panel has been quiet for a while (the computers' moves, 700 ms apart, done), and
its panel -- decoded from the bytes on the SPI wire (ST7789) or the I2C bus (SSD1306) -- must
equal the simulator's last frame after the same press (host_sim's CPython runtime, run until
idle).  The game's seed comes from the device's own clock when Start is pressed; the simulator is
given the same clock value (read back from the saved game's seed on the chip's littlefs), so both
deal the same cards.

    buttons(board)    every button of the board file, in turn, from the launcher: the op it
                      promises is the op the simulator is given
    game(board, ...)  the launcher -> game N's setup -> Start (the soft reset into the game)
                      -> R human turns -> a power cycle (a new chip from the flash dump) ->
                      Resume -> P - R more turns
Prints what it compared and the harness's CPU seconds; exit 1 on a difference.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from firmware import ops  # noqa: E402
from tools.rp2040 import emulator  # noqa: E402

QUIET_MS = 1200  # > the app's CPU_DELAY (700 ms between computer moves)
WARP = 16  # emulated time runs this much faster while the panel is quiet (emulator.Chip.settle)
SAVES = "save/"  # the Pico boards' save folder on the littlefs (their board files' SAVES fact)


def panel_bytes(frame, mono):
    """What the panel holds for a simulator frame: RGB565 big-endian per pixel (the ST7789 boards'
    bytes on the wire), or the SSD1306's GRAM (the MONO_VLSB framebuffer as sent)."""
    if mono:
        return bytes(frame.data[:frame.w * ((frame.h + 7) // 8)])
    pal = [((c & 0xFFFF) >> 8, c & 0xFF) for c in frame.palette]
    table = [bytes(p) for p in pal]
    return b"".join(table[i] for i in frame.indexes())


class _Reset(Exception):
    pass


class Reference:
    """host_sim's CPython runtime on a board profile, its relaunch a reset (a new App on the same
    flash) as on the chip, driven like tools/emu/play.py's Script: 50 ms per press, then 700 ms
    steps while the app is busy."""

    def __init__(self, board, flash, t=0):
        self.board, self.flash, self.t = board, flash, t
        self.rt = None
        self.old_frames = []  # the frames of the runtimes before a reset
        self._boot()

    def frames(self):
        return self.old_frames + self.rt.frames

    def _boot(self):
        from runtimes.cpython import CPythonRuntime
        if self.rt is not None:
            self.old_frames += self.rt.frames
        clock = self.rt.clock if self.rt is not None else None
        self.rt = CPythonRuntime(self.board, self.flash, clock, board_hook=self._hook)
        self.rt.clock.t = self.t
        from firmware import guide  # as the board's main.py: the button guide on the first start
        guide.first_launch(self.rt.app)

    def _hook(self, board):
        def relaunch():
            raise _Reset()
        board.relaunch = relaunch

    def _step(self, fn, *a):
        try:
            fn(*a)
        except _Reset:
            self._boot()
            self.rt.clock.t = self.t
            self.rt.tick()

    def press(self, op):
        self.t += 50
        self.rt.clock.t = self.t
        self._step(self.rt.tick)
        self._step(self.rt.handle, op)
        k = 0
        while self.rt.busy() and k < 1000:
            self.t += 700
            self.rt.clock.t = self.t
            self._step(self.rt.tick)
            k += 1

    def panel(self):
        f = self.rt.frames[-1]
        return panel_bytes(f, f.mono)


class Device:
    def __init__(self, harness, board, flash=None):
        self.chip = harness.chip(board, flash=flash)
        self.boot_ok = self.chip.settle(QUIET_MS, max_ms=30000, warp=WARP)

    def press(self, op):
        self.chip.press(op)
        return self.chip.settle(QUIET_MS, max_ms=60000, warp=WARP)

    def panel(self):
        return self.chip.view()


def first_diff(a, b, w, mono):
    if len(a) != len(b):
        return "sizes %d and %d" % (len(a), len(b))
    for i in range(len(a)):
        if a[i] != b[i]:
            if mono:
                return "byte %d (page %d, column %d)" % (i, i // w, i % w)
            return "pixel (%d, %d)" % ((i // 2) % w, (i // 2) // w)
    return None


def _crc(frame):
    import zlib
    return zlib.crc32(panel_bytes(frame, frame.mono))


def is_subsequence(short, long):
    it = iter(long)
    return all(any(x == y for y in it) for x in short)


class Compare:
    """Device and reference side by side.  check(): the settled panels, pixel for pixel.
    frames(): every frame the chip put on the wire since the last call (a snapshot of the decoded
    panel each time the display falls quiet for 25 ms) against the frames the simulator showed
    meanwhile: the chip's, in order, are among the simulator's (a frame that changes nothing sends
    nothing on the wire; two shows within 25 ms make one snapshot) and the last ones are equal.
    Tests also hold the chip's frame count to the simulator's (tests/rp2040)."""

    def __init__(self, board, log=print):
        self.board, self.log = board, log
        from host_sim.board import PROFILES
        self.w, self.h, self.mono, _ = PROFILES[board]
        self.checked = 0
        self.frames_checked = 0  # the chip's frames compared
        self.frames_ref = 0  # the simulator's distinct frames they were compared with
        self.diffs = []
        self._dev_at = 0
        self._ref_at = 0
        self._ref_last = None

    def mark(self, dev, ref):
        """Frames before this point are not compared (boot, the ST7789's reset and init)."""
        self._dev_at = len(dev.chip.snaps)
        fr = ref.frames()
        self._ref_at = len(fr)
        self._ref_last = _crc(fr[-1]) if fr else None

    def frames(self, dev, ref, what):
        d = [c for _, c in dev.chip.snaps[self._dev_at:]]
        fr = ref.frames()
        r = []
        last = self._ref_last
        for f in fr[self._ref_at:]:
            c = _crc(f)
            if c != last:
                r.append(c)
            last = c
        self.mark(dev, ref)
        # a snapshot equal to the screen before (a frame whose bands are all unchanged) adds nothing;
        # an all-dark panel is the display driver's own (micropython-lib's SSD1306 clears the panel
        # when it starts, as after a reset into a game), never one of the app's frames
        import zlib
        blank = zlib.crc32(bytes(self.w * self.h // 8 if self.mono else self.w * self.h * 2))
        d2 = []
        for c in d:
            if c != blank and (not d2 or d2[-1] != c):
                d2.append(c)
        if not r and not d2:
            return True
        ok = bool(r) and bool(d2) and d2[-1] == r[-1] and is_subsequence(d2, r)
        self.frames_checked += len(d2)
        self.frames_ref += len(r)
        if not ok:
            self.diffs.append("%s: the chip's %d frame(s) on the wire are not the simulator's %d in order"
                              % (what, len(d2), len(r)))
        return ok

    def check(self, dev, ref, what, frames=True):
        if frames:
            self.frames(dev, ref, what)
        else:
            self.mark(dev, ref)
        a, b = dev.panel(), ref.panel()
        self.checked += 1
        d = first_diff(a, b, self.w, self.mono)
        if d:
            self.diffs.append("%s: the chip's panel differs from the simulator's frame at %s" % (what, d))
        return d is None


def buttons(board, log=print, boot=None):
    """Each button of the board file pressed in turn from the launcher; the simulator gets the op
    the board file pairs with it.  Returns (compare, [(gpio, op)], cpu_s).  boot: a dict to fill
    with the chip's state and each GPIO's function select as the launcher first shows (what the
    firmware set up: tests/rp2040/test_rp2040_pins.py reads them from this same boot)."""
    from tools.rp2040.pins import spec
    keys = spec(board)["buttons"]
    # an order in which each press shows on the launcher: cursor moves first, OK (into a game's
    # setup) and BACK (out of it) last
    order = sorted(keys, key=lambda k: {ops.NEXT: 0, ops.DOWN: 1, ops.PREV: 2, ops.UP: 3, ops.OK: 4,
                                         ops.BACK: 5}.get(k[1], 6))
    cmp = Compare(board, log)
    with emulator.Harness() as h, tempfile.TemporaryDirectory() as d:
        dev = Device(h, board)
        ref = Reference(board, d)
        cmp.check(dev, ref, "boot", frames=False)  # (the panel's reset and init are no frames)
        if boot is not None:
            boot["settled"] = dev.boot_ok
            boot["state"] = dict(dev.chip.state)
            boot["funcsel"] = dev.chip.funcsel()
        dev.press(ops.OK)  # the first start's button guide (firmware/guide.py) left for the launcher
        ref.press(ops.OK)
        cmp.check(dev, ref, "the button guide left")
        for gpio, op in order:
            dev.chip.press_gpio(gpio)
            dev.chip.settle(QUIET_MS, max_ms=60000, warp=WARP)
            ref.press(op)
            cmp.check(dev, ref, "GPIO %d (op %d)" % (gpio, op))
        return cmp, order, dev.chip.cpu_s


def _seed_clock(seed):
    """The app's clock value that gives this seed: App.new_seed is (now * 7919 + 12345) mod 2**30."""
    return ((seed - 12345) * pow(7919, -1, 1 << 30)) % (1 << 30)


def _saved_seed(flash):
    import json

    from engine_core.games import NAMES
    raw = None
    for name in NAMES:  # a title's save: "<game>-game.json" (firmware/save.py slot)
        raw = raw or emulator.read_file(flash, SAVES + name + "-game.json")
    if raw is None:
        return None
    text = raw.decode()
    return json.loads(text[text.index("\n") + 1:])["seed"]


def game(board, index=0, presses=4, reset_after=2, log=print):
    """Start game `index` (its smallest table, computers at the default level), play
    `reset_after` human turns, power-cycle the chip, Resume, play the rest.  Returns a dict."""
    cmp = Compare(board, log)
    r = {"compare": cmp}
    walk = 1
    with emulator.Harness() as h, tempfile.TemporaryDirectory() as d:
        dev = Device(h, board)
        cmp._dev_at = len(dev.chip.snaps)  # from the launcher on (the simulator's first frame)
        setup = [ops.OK] + [ops.NEXT] * index + [ops.OK, ops.PREV]  # OK: the first start's button guide
        for op in setup:
            dev.press(op)
        dev.press(ops.OK)  # Start: the game is saved, the board soft-resets into it
        dump = os.path.join(d, "flash-start.bin")
        dev.chip.dump(dump)
        seed = _saved_seed(dump)
        r["seed"] = seed
        if seed is None:
            cmp.diffs.append("no save/game.json on the chip's littlefs after Start")
            return r
        # the simulator's clock at the Start press is the chip's (50 ms per press before it)
        t0 = _seed_clock(seed) - 50 * (len(setup) + 1)
        ref = Reference(board, os.path.join(d, "sim"), t0)
        os.makedirs(ref.flash, exist_ok=True)
        for op in setup + [ops.OK]:
            ref.press(op)
        cmp.check(dev, ref, "the game's first screen")  # (frames: those since the chip's boot)
        played = 0

        def turn(what):
            nonlocal walk
            walk = (walk * 75 + 74) % 65537  # tools/emu/play.py's walk
            for _ in range(walk % 3):
                dev.press(ops.NEXT)
                ref.press(ops.NEXT)
            dev.press(ops.OK)
            ref.press(ops.OK)
            cmp.check(dev, ref, what)

        for _ in range(reset_after):
            played += 1
            turn("turn %d" % played)
        # a power cycle: a new chip from this chip's flash (its littlefs and firmware)
        dump = os.path.join(d, "flash-cycle.bin")
        dev.chip.dump(dump)
        from engine_core.games import NAMES
        r["saved_before_cycle"] = any(emulator.read_file(dump, SAVES + n + "-game.json") is not None for n in NAMES)
        r["cpu_s"] = dev.chip.cpu_s
        dev.chip.drop()
        dev = Device(h, board, flash=dump)
        ref = Reference(board, ref.flash, ref.t)  # a new App on the same simulated flash
        cmp.check(dev, ref, "after the power cycle (launcher)", frames=False)
        dev.press(ops.OK)  # Resume
        ref.press(ops.OK)
        cmp.check(dev, ref, "resumed")
        for _ in range(presses - reset_after):
            played += 1
            turn("turn %d (after the power cycle)" % played)
        r["cpu_s"] += dev.chip.cpu_s
        r["turns"] = played
    return r


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("board")
    p.add_argument("--game", type=int, default=0)
    p.add_argument("--presses", type=int, default=4)
    p.add_argument("--reset-after", type=int, default=2)
    a = p.parse_args(argv)
    t0 = time.time()
    cmp, order, cpu = buttons(a.board)
    print("%s buttons: %d screens compared, %d frames on the wire (the simulator showed %d), %d differ; "
          "harness CPU %.1f s" % (a.board, cmp.checked, cmp.frames_checked, cmp.frames_ref, len(cmp.diffs), cpu))
    r = game(a.board, a.game, a.presses, a.reset_after)
    g = r["compare"]
    print("%s game %d: seed %s, %d screens compared, %d frames on the wire (the simulator showed %d), "
          "%d differ; harness CPU %.1f s; wall %.0f s"
          % (a.board, a.game, r.get("seed"), g.checked, g.frames_checked, g.frames_ref, len(g.diffs),
             r.get("cpu_s", 0), time.time() - t0))
    for line in cmp.diffs + g.diffs:
        print("  " + line)
    return 1 if cmp.diffs or g.diffs else 0


if __name__ == "__main__":
    from tools.rp2040.deps import Missing
    try:
        sys.exit(main())
    except (Missing, RuntimeError, OSError, subprocess.CalledProcessError) as e:  # one line, no traceback
        sys.exit("rp2040 session: %s" % e)
