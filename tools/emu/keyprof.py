#!/usr/bin/env python3
"""Where a key press's time goes, on the board in emulation (the same run as tools/emu/bench.py).

    python3 tools/emu/keyprof.py [--games 0,1,2,3] [--presses N] [--level normal] [--gc]
                                 [--threshold N] [--bare] [--alloc] [--deep module,module] [--plain]
                                 [--largest] [--flash-cost] [--more N] [--stacks]

Before the app starts (and again after the relaunch's soft reset) the board wraps, with
time.ticks_us() timers: App.apply's parts (the engine's apply, the bots' observe, the save),
save.write and save.write_seats, App.draw (all drawing of the step), texts.get and font.text
(inside draw), next_turn.  Per human key press it prints the step's device time and each part's
share; then per game the mean of each part over the presses that applied an action ("OK that
plays") and over the other presses (cursor moves).  The parts nest (draw holds texts and font);
what is left of the step is handling, choosing words, legal actions and collections by the
automatic gc.  --gc also times one explicit gc.collect() after each step (the cost of one
collection at that heap state; the app collects every app_menu._GC_EVERY bytes allocated);
--threshold N sets gc.threshold(N) after App() instead (what the collections cost: compare);
--bare: no part timers (the frame and step figures as undisturbed as bench.py's);
--alloc: no collections during a step, and the bytes each part allocates (gc.mem_alloc, "#");
--flash-cost: each flash erase and page program takes a Pico's flash time (runtimes/guest/emu_boot.py: 45 ms
an erase, 0.4 ms a page), added to the step's figures (those before its first show() to its frame
and glass), so they hold the real flash cost -- the device does not wait it, so the run is the
same run with or without, and its figures repeat (Start's figure too: the flash time from the
last step before the relaunch to the end of App() after it); either way
each game's erases and pages are counted (the whole game's when --presses reaches its end) with
the flash's lifetime in games; --more N: N players above the game's smallest table; --stacks: the most of the
firmware's Python stack (MICROPY_ENABLE_PYSTACK) used and the GC mark stack's deepest, read after
each step (the scan costs time: not with the timing figures).

"glass": key press to glass, as the player sees it (the app saves a move after its frame,
firmware/app.py): device time from the start of the step until the first show() returned, with
the board's own display driver behind show() (firmware/boards/emu_mps2.py glass: the ST7789's
band CRCs, RGB565 conversion and window commands, on a bus that counts bytes), plus those bytes'
time on the wire at the panel's SPI clock (SPI_MHZ: 62.5 MHz with the RP2040's peripheral clock
raised, 24 MHz on stock MicroPython; the emulated board has no SPI of its own).
"frame" (printed beside it): the same up to the first show() called, the frame in the framebuffer.
"Start to first table": the step that saves the new game and soft-resets, then App() after the
reset up to its first frame shown (the board's creation, with the panel driver's warm start, and
the soft reset itself are left out), plus a whole frame on the wire.  --plain: the app as .mpy
on the littlefs (runtimes/qemu.py), not frozen.  --largest: each game at its largest table (the
most players, computers in every seat but the first), else its smallest.
"whole step": every step a key press or a computer's move makes, from its start until the app
is ready for the next key; a computer's move is two ticks (firmware/app.py tick: chosen, applied
and saved, then drawn), printed apart too: the steps that draw (what the player waits for) and the
ticks before them (the bots' choice, the move's journal line and its erases); the idle ticks' work
(nobody waiting) beside them, and the longest step or tick of all.
These wrappers cost a little themselves: use bench.py for the figures, this for the breakdown.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from runtimes.qemu import FS_ADDR, FS_BLOCK, FS_SIZE, Emu  # noqa: E402
from tools.emu.play import EmuSide, Script  # noqa: E402

# The board-side code (real modules, linted and compiled by tools/mpy_gate.py), sent as text to the
# raw REPL before the app starts and again after the relaunch's soft reset, then one call with the
# run's arguments.
GUEST = (os.path.join(ROOT, "runtimes", "guest", "flash_stats.py"),
         os.path.join(ROOT, "tools", "measure", "probes", "keyprof_probe.py"))


def prelude(with_gc, alloc, parts, deep, threshold, ps=None):
    """The code run ahead of serve(): the guest modules' text and install()'s call."""
    text = ""
    for path in GUEST:
        with open(path) as f:
            text += f.read() + "\n"
    return text + "install(FlashStats(%d, %d), %d, %d, %d, %r, %d, %r)\n" % (
        FS_ADDR + FS_SIZE, FS_SIZE // FS_BLOCK, bool(with_gc), bool(alloc), bool(parts), tuple(deep), threshold, ps)


def stacks_of(elf):
    """((address, bytes, fill), ...) of the firmware's Python stack (runtimes/toolchains/emu_board/
    pystack.h's board_pystack, filled with 0xA5 on each reset) and of the GC's mark stack
    (mp_state_ctx.mem.gc_block_stack, zero since the power-up and never cleared: where the deepest
    mark reached, MICROPY_ALLOC_GC_STACK_SIZE entries: all of it used means it overflowed); the
    symbols from the ELF, the mark stack's offset and size compiled with the board's flags."""
    import shlex
    import subprocess

    from runtimes.toolchains import micropython as mpb
    sym = {}
    nm = subprocess.run(["arm-none-eabi-nm", "-S", elf], capture_output=True, text=True, check=True).stdout
    for ln in nm.splitlines():
        w = ln.split()
        if len(w) == 4:
            sym[w[3]] = (int(w[0], 16), int(w[1], 16))
    src = mpb.source()
    flags = []
    with open(os.path.join(mpb.BOARD_DIR, "mpconfigboard.mk")) as f:
        for ln in f:
            if ln.startswith("CFLAGS +="):
                flags += shlex.split(ln.split("+=", 1)[1])
    probe = ('#include "py/mpstate.h"\n#include <stddef.h>\n'
             'const int at = offsetof(mp_state_ctx_t, mem.gc_block_stack);\n'
             'const int n = sizeof(((mp_state_ctx_t *)0)->mem.gc_block_stack);\n')
    asm = subprocess.run(["arm-none-eabi-gcc"] + flags + [
        "-I" + src, "-I" + os.path.join(src, "ports", "qemu"), "-I" + os.path.join(src, "ports", "qemu", "mcu", "arm"),
        "-I" + mpb.BOARD_DIR, "-I" + os.path.dirname(elf), "-S", "-o", "-", "-x", "c", "-"],
        input=probe, capture_output=True, text=True, check=True).stdout
    at, n = [int(x) for x in re.findall(r"\.word\s+(\d+)", asm)]
    return sym["board_pystack"] + (0xA5,), (sym["mp_state_ctx"][0] + at, n, 0)


# The panel's SPI clock: 62.5 MHz where the board file raises the RP2040's peripheral clock
# (firmware/drivers/st7789_setup.py spi_from_sys_clock), 24 MHz on stock MicroPython's clk_peri.
SPI_MHZ = (62.5, 24.0)
PARTS = ("frame", "engine", "observe", "save", "seats", "draw", "texts", "font", "next_turn")


def parse(lines):
    out = []
    for ln in lines:
        if not ln.startswith("@@P "):
            continue
        w = ln[4:].split()
        d = {"kind": w[0]}
        for kv in w[1:]:
            k, v = kv.split("=")
            d[k] = int(v)
        out.append(d)
    return out


def profile(game, level, presses, with_gc, deep=(), threshold=0, alloc=0, bare=False, kind="frozen",
            largest=False, flash_cost=False, more=0, stacks=False):
    from engine_core.games import GAMES, game_class
    cls = game_class(GAMES[game][0])
    more = (cls.MAX_PLAYERS - cls.MIN_PLAYERS) if largest else min(more, cls.MAX_PLAYERS - cls.MIN_PLAYERS)
    with Emu(kind, "192K") as emu:
        raw = emu.t.exec_raw_no_follow
        pre = prelude(with_gc, alloc, not bare, deep, threshold, stacks_of(emu.elf) if stacks else None)
        emu.t.exec_raw_no_follow = lambda code: raw(pre + code) if "_e.serve(" in code else raw(code)
        side = EmuSide(emu.app())
        s = Script(side)
        s.start(game, more, level)
        n0 = len(side.app.output)
        ended, _ = s.play(presses)
        steps = [d for d in parse(side.app.output[n0:]) if d["kind"] != "init"]
        # Start's flash: from the end of the last step before the relaunch's App() to that App()'s end
        every = parse(side.app.output)
        inits = [i for i in range(len(every)) if every[i]["kind"] == "init"]
        start_fl = 0
        if inits:
            i = inits[-1]
            before = [d["fc"] for d in every[:i] if "fc" in d]
            start_fl = every[i]["fl"] + (every[i]["fc"] - before[-1] if before else 0)
        if flash_cost:  # the modelled flash time, as the real chip keeps the CPU busy (emu_boot.py)
            for d in steps:
                d["total"] += d.get("fl", 0)
                if "frame" in d:
                    d["frame"] += d["flf"]
                    d["shown"] += d["flf"]
        if side.app.relaunches:
            # Start: the step that saves and resets, then App() after the soft reset up to its
            # first frame shown (the panel's driver made warm, its first frame sent whole)
            steps.append({"kind": "start", "total": sum(side.app.relaunches[-1]) + (start_fl if flash_cost else 0)})
    return "%s, %d players" % (GAMES[game][3], cls.MIN_PLAYERS + more), steps, ended


def pct(v):
    from tools.measure.stats import fmt, p50_p95_max
    return fmt(p50_p95_max(v))


def glass(d, mhz):
    """Key press to glass (µs): the first show() returned (the driver's conversion and calls, on
    the device) plus its bytes on the wire at `mhz` (the SPI blocks the CPU while it sends)."""
    if "shown" not in d:
        return d["total"]
    return d["shown"] + d["wire"] * 8.0 / mhz


WHOLE = 240 * 135 * 2 + 11  # bytes of a whole frame: its pixels and one window's commands


def summary(name, steps, ended=False):
    for d in steps:
        if d["kind"] == "start":
            print("%s: Start to first table %.1f ms in the framebuffer and the driver, to glass %s" % (
                name, d["total"] / 1000.0, ", ".join("%.1f ms at %.1f MHz" % (
                    (d["total"] + WHOLE * 8.0 / mhz) / 1000.0, mhz) for mhz in SPI_MHZ)))
    keys = [d for d in steps if d["kind"] == "key"]
    for mhz in SPI_MHZ:
        print("%s: key press to glass, SPI %.1f MHz, %s" % (name, mhz, pct([glass(d, mhz) for d in keys])))
    wire = sorted(d["wire"] for d in keys if "wire" in d)
    if wire:
        print("%s: bytes to the panel per key press p50 %d / p95 %d / max %d" % (
            name, wire[len(wire) // 2], wire[min(len(wire) - 1, (len(wire) * 95 + 99) // 100 - 1)], wire[-1]))
    print("%s: key press to its frame (in the framebuffer) %s; whole step %s" % (
        name, pct([d.get("frame", d["total"]) for d in keys]), pct([d["total"] for d in keys])))
    idle = [d for d in steps if "idle" in d]
    # the steps someone may wait for: key presses, computer moves ("cpu"), the calls a key left for
    # the next tick that draw (a frame) -- not the idle ticks (App.idle_work: nobody waiting)
    moving = [d for d in steps if "idle" not in d and (d["kind"] == "key" or "cpu" in d or "frame" in d
                                                       or d.get("er") or d.get("pg"))]
    print("%s: whole step, key presses and computer moves: %s" % (name, pct([d["total"] for d in moving])))
    # issue 26's whole step is what a key can wait for: a key pressed during an idle tick waits for
    # it too (App.handle runs between ticks), so the steps and the ticks with work, all of them
    print("%s: whole step with the idle ticks' work (what a key pressed can wait for): %s" % (
        name, pct([d["total"] for d in moving + idle])))
    # a computer's move is made and saved in one tick and drawn at the next (firmware/app.py tick):
    # the ticks that draw, with the key presses, are what the player waits for; the tick before
    # holds the bots' choice, the engine's move and its journal line (and its erases)
    cpu = [d for d in moving if "cpu" in d]
    if cpu and not any("frame" in d for d in cpu):
        print("%s: of these, the steps that draw (key presses, a computer's move shown): %s" % (
            name, pct([d["total"] for d in moving if "cpu" not in d])))
        print("%s: of these, a computer's move chosen and saved, the tick before the one that draws it: %s, "
              "%d with an erase" % (name, pct([d["total"] for d in cpu]), sum(1 for d in cpu if d.get("er"))))
    print("%s: the longest step or tick of all (a key pressed meanwhile waits for it): %.1f ms" % (
        name, max(d["total"] for d in steps if d["kind"] != "start") / 1000.0))
    if idle:
        print("%s: idle ticks' work (collection, whole saves: App.idle_work, nobody waiting) %s, %d with an "
              "erase" % (name, pct([d["total"] for d in idle]), sum(1 for d in idle if d.get("er"))))
    er = sum(d.get("er", 0) for d in steps)
    pg = sum(d.get("pg", 0) for d in steps)
    fl = sum(d.get("fl", 0) for d in steps)
    bmax = max([d.get("bmax", 0) for d in steps] or [0])
    blocks = FS_SIZE // FS_BLOCK
    print("%s: flash %s: %d erases, %d pages programmed (%.0f ms of flash time, Pico's W25Q16JV), "
          "%d step(s) with an erase; the most erased block %d times since the board's first boot" % (
              name, "over the whole game" if ended else "over these steps", er, pg, fl / 1000.0,
              sum(1 for d in steps if d.get("er")), bmax))
    if ended and er:
        print("%s: lifetime at 100k erase cycles a block: %d games with littlefs' wear levelling spread "
              "over the %d blocks (%d KiB), %d games at the rate of the most erased block" % (
                  name, 100000 * blocks // er, blocks, FS_SIZE // 1024, 100000 // max(1, bmax)))
    ps = [d for d in steps if "ps" in d]
    if ps:
        print("%s: the Python stack's most use since the last reset %d bytes; the GC mark stack's deepest since "
              "the power-up %d bytes" % (name, max(d["ps"] for d in ps), max(d["gs"] for d in ps)))
    acts = [d for d in keys if "engine" in d]
    moves = [d for d in keys if "engine" not in d]
    bots = [d for d in steps if d["kind"] == "tick" and "cpu" in d]
    print("%s: %d key presses (%d apply an action), %d computer moves" % (name, len(keys), len(acts), len(bots)))
    for label, group in (("key, action", acts), ("key, cursor", moves), ("computer move", bots)):
        if not group:
            continue
        n = float(len(group))
        tot = sorted(d["total"] for d in group)
        keys = list(PARTS) + sorted(set(k for d in group for k in d if "." in k and "#" not in k))
        parts = ["%s %.1f" % (p, sum(d.get(p, 0) for d in group) / n / 1000) for p in keys
                 if any(p in d for d in group)]
        allocs = ["%s %.1f" % (p, sum(d.get(p, 0) for d in group) / n / 1024) for p in
                  sorted(set(k for d in group for k in d if k.endswith("#")))]
        if allocs:
            parts.append("KiB allocated: " + ", ".join(allocs))
        gcs = [d["gc1"] for d in group if d.get("gc1")]
        extra = " | one gc.collect %.1f" % (sum(gcs) / len(gcs) / 1000.0) if gcs else ""
        print("  %-13s mean %.1f, p95 %.1f, max %.1f ms | %s%s" % (
            label, sum(tot) / n / 1000, tot[min(len(tot) - 1, (len(tot) * 95 + 99) // 100 - 1)] / 1000.0,
            tot[-1] / 1000.0, ", ".join(parts), extra))


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/emu/keyprof.py", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 2)[2])
    ap.add_argument("--games", type=lambda t: [int(g) for g in t.split(",")], default=[0, 1, 2, 3],
                    help="the games' launcher indices (default 0,1,2,3)")
    ap.add_argument("--presses", type=int, default=30, help="human key presses per game (default 30)")
    ap.add_argument("--level", default="normal", help="the computers' level (default normal)")
    ap.add_argument("--gc", action="store_true", help="time one gc.collect() after each step")
    ap.add_argument("--threshold", type=int, default=0, help="gc.threshold(N) after App()")
    ap.add_argument("--bare", action="store_true", help="no part timers: the frame and the step only")
    ap.add_argument("--alloc", action="store_true", help="bytes each part allocates, no collection in a step")
    ap.add_argument("--deep", type=lambda t: t.split(","), default=[], help="modules whose every function is timed")
    ap.add_argument("--plain", action="store_true", help="the app as .mpy on the littlefs (default: frozen)")
    ap.add_argument("--largest", action="store_true", help="each game at its largest table")
    ap.add_argument("--flash-cost", action="store_true", help="flash erases and programs take a Pico's time")
    ap.add_argument("--more", type=int, default=0, help="N players above the game's smallest table")
    ap.add_argument("--stacks", action="store_true", help="the Python stack's and the GC mark stack's most use")
    ap.add_argument("-v", dest="verbose", action="store_true", help="every step's figures")
    a = ap.parse_args(argv)
    games, presses, level, with_gc, verbose, deep = a.games, a.presses, a.level, a.gc, a.verbose, a.deep
    threshold, alloc, bare, largest, more = a.threshold, int(a.alloc), a.bare, a.largest, a.more
    flash_cost = a.flash_cost
    kind = "plain" if a.plain else "frozen"
    print("Key press breakdown, emulated 125 MHz Cortex-M3, app %s, 192 KiB heap, computers %s; "
          "means in ms (parts nest: draw holds texts and font; save holds the record's write)" % (
              "frozen" if kind == "frozen" else "as .mpy", level))
    for g in games:
        name, steps, ended = profile(g, level, presses, with_gc, tuple(deep), threshold, alloc, bare, kind, largest,
                                     flash_cost, more, a.stacks)
        if verbose:
            for d in steps:
                print("   ", d)
        summary(name, steps, ended)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
