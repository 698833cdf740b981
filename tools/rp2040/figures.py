#!/usr/bin/env python3
"""Device figures of an RP2040 board's firmware, measured on the emulated RP2040 (rp2040js, an
emulated 125 MHz Cortex-M0+, core 0; tools/rp2040/emulator.py) with the board's own file: the
SPI clock the board file really gets, boot to the launcher, key press to the last byte of its
frame on the wire, Start to the first table, the heap free at the launcher, a hard computer's move.

    python3 tools/rp2040/figures.py [BOARD ...] [--presses N]     (make rp2040-figures BOARD=...)

Target: the emulated RP2040 of build/firmware/<board>.uf2 (frozen app), its clock the emulator's
(time on the wire at the SPI clock the firmware programmed; flash writes take no time, a real
W25Q's erase takes ~50 ms per 4 KiB).  No warp (emulator.Chip.settle): the app's own pace.
"""
import argparse
import os
import re
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from firmware import ops  # noqa: E402
from tools.rp2040 import build, emulator  # noqa: E402


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100.0 * (len(xs) - 1))))]


def key_to_wire(chip, op, quiet_ms=300, warp=1):
    """ms from the key going down to the last byte of its frame on the wire (None: no frame)."""
    chip.key(chip.keys[op], True)
    t0 = chip.state["t_us"]
    before = chip.state["display_bytes"]
    chip.run(40)
    chip.key(chip.keys[op], False)
    chip.settle(quiet_ms, max_ms=20000, warp=warp)
    if chip.state["display_bytes"] == before:
        return None
    return (chip.state["last_display_us"] - t0) / 1000.0


def repl(chip, code, max_ms=20000):
    """Interrupt the app (Ctrl-C on the USB CDC) and run `code` at the REPL; its output."""
    chip.serial = ""
    chip._call("serial", data="\x03\x03")
    chip._call("until_serial", text=">>> ", max_ms=max_ms)
    chip.run(300)  # the second prompt too
    chip.serial = ""
    chip._call("serial", data=code + "\r")
    chip._call("until_serial", text="\r\n>>> ", max_ms=max_ms)
    return chip.serial


def figures(board, presses=10, log=print):
    r = {"board": board}
    with emulator.Harness() as h, tempfile.TemporaryDirectory() as d:
        c = h.chip(board)
        c.settle(300, max_ms=20000)
        r["boot_first_ms"] = c.state["last_display_us"] / 1000.0  # erased flash: littlefs formatted
        r["bus_hz"] = c.state.get("bus_hz")
        r["clk_sys_hz"], r["clk_peri_hz"] = c.state["clk_sys_hz"], c.state["clk_peri_hz"]
        dump = c.dump(os.path.join(d, "flash.bin"))
        c.drop()
        c = h.chip(board, flash=dump)
        c.settle(300, max_ms=20000)
        r["boot_ms"] = c.state["last_display_us"] / 1000.0
        out = repl(c, "import gc;gc.collect();print('FREE',gc.mem_free())")
        m = re.search(r"FREE (\d+)", out)
        r["heap_free_after_ctrl_c"] = int(m.group(1)) if m else None
        code = ("import gc;gc.collect();import firmware.boards.%s as m;b=m.make_board();"
                "from firmware.app import App;a=App(b);gc.collect();print('FREE',gc.mem_free())" % board)
        out = repl(c, code, max_ms=60000)
        m = re.search(r"FREE (\d+)", out)
        if not m:
            log("the REPL said: %r" % out[-600:])
        r["heap_free_launcher"] = int(m.group(1)) if m else None
        c._call("serial", data="\x04")  # Ctrl-D: a soft reset, the frozen main.py starts the app again
        c.settle(300, max_ms=20000)
        lat = []
        for i in range(presses):
            v = key_to_wire(c, ops.NEXT if i % 2 == 0 else ops.PREV)  # back on the first game
            if v is not None:
                lat.append(v)
        r["key_launcher_ms"] = lat
        # Start (the first game's smallest table): save, soft reset, the first table drawn
        for op in (ops.OK, ops.PREV):
            key_to_wire(c, op)
        c.key(c.keys[ops.OK], True)
        t0 = c.state["t_us"]
        c.run(40)
        c.key(c.keys[ops.OK], False)
        c.settle(1500, max_ms=60000)
        r["start_to_table_ms"] = (c.state["last_display_us"] - t0) / 1000.0
        lat = []
        for _ in range(presses):  # the human's turn: the card cursor
            v = key_to_wire(c, ops.NEXT)
            if v is not None:
                lat.append(v)
        r["key_game_ms"] = lat
        r["cpu_s"] = c.cpu_s
    return r


CPU_DELAY_MS = 700  # firmware/app.py: a computer's move is due this long after the step before
WARP = 16  # the waits between moves fast-forwarded (emulator.Chip.settle); the moves at the chip's pace


def hard_moves(board, turns=2, log=print):
    """ms a hard computer's move takes on the chip, each from its due time to the last byte of its
    frame: the first game's smallest table with every computer seat hard (tools/emu/play.py's
    Script.start walk), `turns` human turns; a move's time is the gap between its frame and the
    frame before, less the app's 700 ms pace (so it includes the app's step, saving and drawing).
    Frames 25 ms apart or less are one snapshot (tools/rp2040/harness/pico.mjs).  The 700 ms waits
    run fast-forwarded (only while the app polls its buttons: a thinking computer does not), which
    can make a move look up to ~2 ms late."""
    from engine_core.games import GAMES, game_class
    from firmware.players import SEAT_LEVELS
    players = game_class(GAMES[0][0]).MIN_PLAYERS
    steps = (SEAT_LEVELS.index("hard") - SEAT_LEVELS.index("normal")) % len(SEAT_LEVELS)
    keys = [ops.OK, ops.NEXT]
    for _seat in range(1, players):
        keys += [ops.NEXT, ops.OK] + [ops.NEXT] * steps + [ops.OK]
    keys += [ops.PREV] * players + [ops.PREV]
    out = []
    with emulator.Harness() as h:
        c = h.chip(board)
        c.settle(300, max_ms=20000)
        for op in keys:
            key_to_wire(c, op)
        key_to_wire(c, ops.OK, quiet_ms=1500)  # Start
        walk = 1
        for _ in range(12):  # OKs (a move asks to be confirmed; bids come first) until moves are seen
            walk = (walk * 75 + 74) % 65537
            for _ in range(walk % 3):
                key_to_wire(c, ops.NEXT, warp=WARP)
            n = len(c.snaps)
            key_to_wire(c, ops.OK, quiet_ms=1500, warp=WARP)
            ts = [t for t, _ in c.snaps[n:]]
            out += [(b - a) / 1000.0 - CPU_DELAY_MS for a, b in zip(ts[:-1], ts[1:], strict=True)]
            if len(out) >= 2 * turns:
                break
        return [x for x in out if x > 0], c.cpu_s


def report(r):
    b = r["board"]
    lines = ["== %s: build/firmware/%s.uf2 on the emulated RP2040 (rp2040js, 125 MHz Cortex-M0+) ==" % (b, b)]
    if r.get("bus_hz"):
        frame = 240 * 135 * 2 if b != "picosystem" else 240 * 240 * 2
        lines.append("  display SPI clock the board file gets: %.1f MHz (clk_peri %.0f MHz, clk_sys %.0f MHz); "
                     "a whole frame (%d bytes) takes %.1f ms on the wire"
                     % (r["bus_hz"] / 1e6, r["clk_peri_hz"] / 1e6, r["clk_sys_hz"] / 1e6, frame,
                        frame * 8 / r["bus_hz"] * 1000))
    lines.append("  boot to launcher (last byte on the wire): %.1f ms; the first boot (littlefs formatted): %.1f ms"
                 % (r["boot_ms"], r["boot_first_ms"]))
    for k, what in (("key_launcher_ms", "launcher cursor"), ("key_game_ms", "game, card cursor")):
        xs = r[k]
        if xs:
            lines.append("  key press to the last byte of its frame, %s: p50 %.1f ms, p95 %.1f ms, max %.1f ms (n=%d)"
                         % (what, pct(xs, 50), pct(xs, 95), max(xs), len(xs)))
    lines.append("  Start to the first table (save, soft reset, game loaded, drawn): %.0f ms" % r["start_to_table_ms"])
    lines.append("  heap free at the launcher (after boot: Ctrl-C, then board + App made at the REPL, "
                 "gc.collect()): %s bytes; the same heap with no board or App: %s bytes"
                 % (r["heap_free_launcher"], r["heap_free_after_ctrl_c"]))
    if r.get("hard_ms"):
        xs = r["hard_ms"]
        lines.append("  a hard computer's move, due to the last byte of its frame: p50 %.0f ms, max %.0f ms (n=%d; "
                     "the first game, 3 seats, 2 hard computers)"
                     % (pct(xs, 50), max(xs), len(xs)))
    lines.append("  (harness CPU %.1f s)" % r["cpu_s"])
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("boards", nargs="*")
    p.add_argument("--presses", type=int, default=10)
    p.add_argument("--hard-turns", type=int, default=0,
                   help="also time hard computer moves: about this many, at a table of hard computers (slow)")
    a = p.parse_args(argv)
    for b in a.boards or build.boards():
        if b not in build.boards():
            p.error("not an RP2040 board: %s (have %s)" % (b, ", ".join(build.boards())))
        t0 = time.time()
        r = figures(b, a.presses)
        if a.hard_turns:
            r["hard_ms"], cpu = hard_moves(b, a.hard_turns)
            r["cpu_s"] += cpu
        print(report(r))
        print("  (wall %.0f s; reproduce: python3 tools/rp2040/figures.py %s)" % (time.time() - t0, b), flush=True)


if __name__ == "__main__":
    main()
