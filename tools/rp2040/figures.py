#!/usr/bin/env python3
"""Device figures of an RP2040 board's firmware, measured on the emulated RP2040 (rp2040js, an
emulated 125 MHz Cortex-M0+, core 0; tools/rp2040/emulator.py) with the board's own file: the
SPI clock the board file really gets, boot to the launcher, the heap free there, key press to the
last byte of its frame on the wire (the launcher's cursor; each game's table at its smallest size
with normal computers and at its largest with hard ones) and where that time goes (the Python
drawing, show()'s own CPU, the bus's writes), and per game at its largest table: Start to the
first table, a hard computer's move, a move's save and a whole save, the heap free at its lowest.

    python3 tools/rp2040/figures.py [BOARD ...] [--jobs J] [--presses N] [--games 0,1] [--turns T]
    (make rp2040-figures BOARD=...; rows() gives them as (target, figure, value, command) rows;
    --jobs 2: two boards at once, each in a process of its own)

Target: the emulated RP2040 of build/firmware/<board>.uf2 (frozen app), its clock the emulator's
(time on the wire at the SPI clock the firmware programmed; flash writes take a W25Q16JV's typical
times: tools/rp2040/harness/pico.mjs (5)).  No warp while a figure is timed (emulator.Chip.settle
fast-forwards only the waits between computer moves): the app's own pace.  The game figures run
the app at the REPL (the app a reset into the game makes, its loop firmware/main.py's step) with
timers around its save and computer-move methods and a gc.mem_free() after each step's collection.
"""
import argparse
import os
import re
import subprocess
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


def figures(board, presses=10, games=None, turns=1, log=print, tables=("small", "large")):
    """The board's figures: the launcher's (boot, its heap, its cursor), then for each game index
    in `games` (None: every game; () none) game_figures() at its smallest table (the setup's
    default) with normal computers, key presses only, and at its largest with hard ones (`tables`:
    which of the two)."""
    from engine_core.games import GAMES
    r = {"board": board}
    with emulator.Harness() as h, tempfile.TemporaryDirectory() as d:
        c = h.chip(board, flash_timing=True)
        c.settle(300, max_ms=20000)
        r["boot_first_ms"] = c.state["last_display_us"] / 1000.0  # erased flash: littlefs formatted
        r["bus_hz"] = c.state.get("bus_hz")
        r["clk_sys_hz"], r["clk_peri_hz"] = c.state["clk_sys_hz"], c.state["clk_peri_hz"]
        if c.spec["display"]["kind"] == "st7789":
            r["frame_bytes"] = c.spec["display"]["w"] * c.spec["display"]["h"] * 2
        # the first start's button guide (firmware/guide.py) left: its settings written, every
        # later boot (the flash dump's) shows the launcher, where the walks below begin
        key_to_wire(c, ops.OK)
        dump = c.dump(os.path.join(d, "flash.bin"))
        r["cpu_s"] = c.cpu_s
        c.drop()
        c = h.chip(board, flash=dump, flash_timing=True)
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
        r["cpu_s"] += c.cpu_s
        c.drop()
        r["games"] = []
        for i in range(len(GAMES)) if games is None else games:
            from engine_core.games import game_class
            small = game_class(GAMES[i][0]).MIN_PLAYERS
            for t in tables:
                if t == "small":
                    g = game_figures(h, board, i, dump, turns, "normal", small, instrument=False, log=log)
                else:
                    g = game_figures(h, board, i, dump, turns, log=log)
                r["games"].append(g)
                r["cpu_s"] += g.get("cpu_s", 0.0)
    return r


WARP = 16  # the waits between moves fast-forwarded (emulator.Chip.settle); the moves at the chip's pace
STOP_GPIO = 28  # a pin no RP2040 board file uses: high ends the instrumented loop below
NEXT_PER_TURN = 5  # cursor presses timed per human turn
OK_PER_TURN = 4  # then OKs, each timed, the computers' moves after each

# Run at the REPL (paste mode) after Ctrl-C, with a game saved: the app the board would make on its
# reset into the game (App() takes the relaunch flag, the title whose save it enters: no launcher loaded),
# its loop (firmware/main.py step) run until GPIO STOP_GPIO goes high; instrumented: the heap free
# after each step's own collection (app._collect: the game's live heap), each move's save and each
# computer move (its step: the bot's search, the move applied and drawn) timed on the chip's clock;
# and where a step with a frame and no computer move (a key press) spends its time up to its last
# show(): pr = [steps, us to the end of the last show(), us in show(), us of it in the bus's
# writes (the wire: machine.SPI.write / I2C writes block until the last byte is out)]
_INSTRUMENTED = """import gc,time,machine
import firmware.app as A
import firmware.main as M
import firmware.boards.%s as m
stop=machine.Pin(%d,machine.Pin.IN)
mn=[1<<30];sv=[];mv=[];pr=[0,0,0,0];sh=[0,0,0,0]
def _c():
    gc.collect()
    f=gc.mem_free()
    if f<mn[0]:
        mn[0]=f
A._collect=_c
b=m.make_board()
_show=b.show
def _sh():
    t=time.ticks_us()
    _show()
    e=time.ticks_us()
    sh[0]+=time.ticks_diff(e,t)
    sh[2]=e
b.show=_sh
def _wr(f):
    def w(x):
        t=time.ticks_us()
        f(x)
        sh[1]+=time.ticks_diff(time.ticks_us(),t)
    return w
p=getattr(b,'panel',None)
if p is not None:
    class _S:
        pass
    s=_S()
    s.write=_wr(p.spi.write)
    p.spi=s
o=getattr(b,'oled',None)
if o is not None:
    o.write_data=_wr(o.write_data)
    o.write_cmd=_wr(o.write_cmd)
import firmware.app_start as S
f=open(b.storage+S.RELAUNCH,'w')
f.write('%s')
f.close()
a=A.App(b)
_s=a.save_game
def _sv():
    t=time.ticks_us()
    _s()
    sv.append(time.ticks_diff(time.ticks_us(),t))
a.save_game=_sv
_m=a.cpu_move
def _mv():
    sh[3]=1
    t=time.ticks_us()
    _m()
    mv.append(time.ticks_diff(time.ticks_us(),t))
    print('MOV'+'ED')
a.cpu_move=_mv
print('READY')
while stop.value()==0:
    sh[0]=0;sh[1]=0;sh[3]=0
    t=time.ticks_us()
    a=M.step(b,a)
    if sh[0] and not sh[3]:
        pr[0]+=1;pr[1]+=time.ticks_diff(sh[2],t);pr[2]+=sh[0];pr[3]+=sh[1]
print('R',mn[0],sv,mv,pr)
"""


def _paste(chip, code, wait=None, max_ms=60000):
    """Paste mode (Ctrl-E ... Ctrl-D) at the REPL; runs until `wait` is printed (or the prompt)."""
    chip.serial = ""
    chip._call("serial", data="\x05" + code.replace("\n", "\r") + "\x04")
    chip._call("until_serial", text=wait or "\r\n>>> ", max_ms=max_ms)
    return chip.serial


def _walk(cls, index, players, level):
    """The launcher's keys to game `index`'s setup with `players` seats, every computer at `level`,
    the cursor back on Start (firmware/launcher.py: the setup starts at the smallest table, the
    computers at normal)."""
    from firmware.players import SEAT_LEVELS
    more = players - cls.MIN_PLAYERS
    steps = (SEAT_LEVELS.index(level) - SEAT_LEVELS.index("normal")) % len(SEAT_LEVELS)
    walk = [ops.NEXT] * index + [ops.OK]
    if more:
        walk += [ops.OK] + [ops.NEXT] * more + [ops.OK]
    walk += [ops.NEXT]
    for _seat in range(1, players):
        walk += [ops.NEXT] + ([ops.OK] + [ops.NEXT] * steps + [ops.OK] if steps else [])
    walk += [ops.PREV] * players + [ops.PREV]
    return walk


EXTRA_OKS = 12  # at most, while no computer has moved (_turns)


def _turns(c, turns, keys, moved=None):
    """`turns` human turns: NEXT_PER_TURN cursor presses, then OK_PER_TURN OKs with the computers'
    moves after each; each press timed to the last byte of its frame on the wire (into keys).
    moved: tells whether a computer has moved yet (the instrumented loop prints MOVED: its code, echoed
    by the REPL's paste mode, spells it in two halves);
    while none has, the human's turn goes on with tools/emu/play.py's walk (NEXT 0-2 times, then
    OK; EXTRA_OKS at most): Where's Bob's Hat?'s first turn at its largest table is the dealer's
    hat choice and then a bid of several words ended by "done", more than OK_PER_TURN OKs."""
    walk = 1
    for _ in range(turns):
        for _ in range(NEXT_PER_TURN):
            v = key_to_wire(c, ops.NEXT)
            if v is not None:
                keys.append(v)
        for _ in range(OK_PER_TURN):  # a move is several words (bid, colour, done): OKs until it is made
            v = key_to_wire(c, ops.OK)
            if v is not None:
                keys.append(v)
            c.settle(2500, max_ms=120000, warp=WARP)  # the computers' moves (a hard one thinks ~1 s)
        n = 0
        while moved is not None and not moved() and n < EXTRA_OKS:
            walk = (walk * 75 + 74) % 65537
            for _ in range(walk % 3):
                v = key_to_wire(c, ops.NEXT)
                if v is not None:
                    keys.append(v)
            v = key_to_wire(c, ops.OK)
            if v is not None:
                keys.append(v)
            c.settle(2500, max_ms=120000, warp=WARP)
            n += 1


def game_figures(h, board, index, boot_dump, turns=1, level="hard", players=None, instrument=True, log=print):
    """Game `index` with `players` seats (None: its largest table), every computer seat at
    `level`, from the launcher of a chip booted on `boot_dump` (flash writes timed as a W25Q's):
    Start to the first table, then `turns` human turns of NEXT_PER_TURN cursor presses and OK,
    each press timed to the last byte of its frame on the wire.  instrument: the turns run in the
    instrumented app at the REPL, which also gives the computers' moves, the saves, the lowest
    heap free after a step and where a key press's time goes; else in the app as the reset into
    the game started it (key presses only)."""
    from engine_core.games import GAMES, game_class
    cls = game_class(GAMES[index][0])
    players = players or cls.MAX_PLAYERS
    r = {"game": GAMES[index][0], "players": players, "level": level}
    c = h.chip(board, flash=boot_dump, flash_timing=True)
    c.settle(300, max_ms=20000, warp=WARP)
    for op in _walk(cls, index, players, level):  # (not timed: the waits fast-forwarded)
        key_to_wire(c, op, warp=WARP)
    before = c.view()
    import zlib
    crc0 = zlib.crc32(before)
    n = len(c.snaps)
    c.key(c.keys[ops.OK], True)
    t0 = c.state["t_us"]
    c.run(40)
    c.key(c.keys[ops.OK], False)
    c.settle(2500, max_ms=60000, warp=WARP)  # the first table, then the computers before the human
    first = [t for t, crc in c.snaps[n:] if t > t0 and crc != crc0]
    r["start_ms"] = (first[0] - t0) / 1000.0 if first else None
    keys = r["keys_ms"] = []
    if not instrument:
        _turns(c, turns, keys)
        r["cpu_s"] = c.cpu_s
        c.drop()
        return r
    repl(c, "pass")  # Ctrl-C: the REPL
    c.key(STOP_GPIO, True)  # low: the loop runs
    out = _paste(c, _INSTRUMENTED % (board, STOP_GPIO, r["game"]), wait="READY", max_ms=60000)
    if "READY" not in out:
        log("the REPL said: %r" % out[-600:])
        return r
    c.settle(2500, max_ms=60000, warp=WARP)  # the resumed table, the computers' moves before the human
    _turns(c, turns, keys, lambda: "MOVED" in c.serial)
    c.serial = ""
    c.key(STOP_GPIO, False)  # high: the loop ends and prints
    c._call("until_serial", text="\r\n>>> ", max_ms=20000)
    m = re.search(r"R (\d+) \[([\d, ]*)\] \[([\d, ]*)\] \[([\d, ]*)\]", c.serial)
    if m:
        r["heap_free_min"] = int(m.group(1))
        r["saves_ms"] = [int(x) / 1000.0 for x in m.group(2).split(",") if x.strip()]
        r["moves_ms"] = [int(x) / 1000.0 for x in m.group(3).split(",") if x.strip()]
        n, frame, show, wire = [int(x) for x in m.group(4).split(",")]
        if n:
            r["key_parts_ms"] = (n, frame / 1000.0 / n, show / 1000.0 / n, wire / 1000.0 / n)
    else:
        log("the instrumented loop said: %r" % c.serial[-600:])
    out = repl(c, "from firmware import save;t=time.ticks_us();save.write(a.slot,a.game);"
                  "print('W',time.ticks_diff(time.ticks_us(),t))")
    m = re.search(r"W (\d+)", out)
    r["save_whole_ms"] = int(m.group(1)) / 1000.0 if m else None
    r["cpu_s"] = c.cpu_s
    c.drop()
    return r


BUDGET_KEY_MS = 50  # key press to its frame, p95 (the QEMU board's budget); 33 ms: 30 frames/s
BUDGET_MOVE_MS = 1500  # a hard computer's move


def _dist(xs):
    return "p50 %.1f ms, p95 %.1f ms, max %.1f ms (n=%d)" % (pct(xs, 50), pct(xs, 95), max(xs), len(xs))


def rows(r):
    """The figures as rows (target, figure, value, command): `make bench` prints them beside the
    QEMU board's (tools/bench.py and friends)."""
    b = r["board"]
    target = "emulated RP2040 (rp2040js 1.4.1, 125 MHz Cortex-M0+), build/firmware/%s.uf2" % b
    cmd = "python3 tools/rp2040/figures.py %s" % b
    out = []

    def row(what, value):
        out.append((target, what, value, cmd))

    if r.get("bus_hz"):
        frame = r.get("frame_bytes", 0)
        row("display SPI clock", "%.1f MHz (clk_peri %.0f MHz, clk_sys %.0f MHz)%s"
            % (r["bus_hz"] / 1e6, r["clk_peri_hz"] / 1e6, r["clk_sys_hz"] / 1e6,
               "; a whole frame %.1f ms on the wire" % (frame * 8 / r["bus_hz"] * 1000) if frame else ""))
    row("boot to launcher (last byte on the wire)", "%.0f ms (first boot, littlefs formatted: %.0f ms)"
        % (r["boot_ms"], r["boot_first_ms"]))
    row("heap free at the launcher (board + App made at the REPL, gc.collect())", "%s B" % r["heap_free_launcher"])
    xs = r.get("key_launcher_ms")
    if xs:
        row("key press to the last byte of its frame, launcher cursor (budget p95 <= %d ms)" % BUDGET_KEY_MS,
            "%s; p95 - 33 ms = %+.1f ms" % (_dist(xs), pct(xs, 95) - 33))
    for g in r.get("games", ()):
        t = "%s, %d players, %s computers" % (g["game"], g["players"], g["level"])
        if g.get("start_ms") is not None:
            row("%s: Start to the first table (save, soft reset, game loaded, drawn)" % t, "%.0f ms" % g["start_ms"])
        if g.get("keys_ms"):
            xs = g["keys_ms"]
            row("%s: key press to the last byte of its frame (budget p95 <= %d ms)" % (t, BUDGET_KEY_MS),
                "%s; p95 - 33 ms = %+.1f ms" % (_dist(xs), pct(xs, 95) - 33))
        if g.get("key_parts_ms"):
            n, frame, show, wire = g["key_parts_ms"]
            row("%s: where a key press's time goes, mean of %d (step start to its last show() returned)" % (t, n),
                "%.1f ms: drawing in Python %.1f, show() %.1f (its CPU -- what changed, the pixel "
                "conversion -- %.1f; the bus's writes %.1f)" % (frame, frame - show, show, show - wire, wire))
        if g.get("moves_ms"):
            row("%s: a computer's move, its step (search, move, frame; budget %d ms)" % (t, BUDGET_MOVE_MS),
                _dist(g["moves_ms"]))
        if g.get("saves_ms"):
            row("%s: a move's save (the journal's line; the whole save at a hand's start)" % t,
                _dist(g["saves_ms"]))
        if g.get("save_whole_ms") is not None:
            row("%s: the whole save written (save.write)" % t, "%.0f ms" % g["save_whole_ms"])
        if g.get("heap_free_min") is not None:
            row("%s: heap free at its lowest after a step's collection (the peak in use)" % t,
                "%d B" % g["heap_free_min"])
    return out


def report(r):
    b = r["board"]
    lines = ["== %s: build/firmware/%s.uf2 on the emulated RP2040 (rp2040js, 125 MHz Cortex-M0+; flash "
             "writes at a W25Q16JV's typical times) ==" % (b, b)]
    for _target, what, value, _cmd in rows(r):
        lines.append("  %s: %s" % (what, value))
    lines.append("  (harness CPU %.1f s)" % r["cpu_s"])
    return "\n".join(lines)


def _parallel(boards, argv, jobs):
    """Each board's figures in a process of its own, `jobs` at a time (the firmware built first,
    one board after the other: they share the port's build directory); the reports in order."""
    for b in boards:
        build.firmware(b)
    rest = []
    skip = False
    for x in argv:  # the options, but --jobs
        if not skip and x not in boards and not x.startswith("--jobs"):
            rest.append(x)
        skip = x == "--jobs"
    i = 0
    running = []
    done = {}
    while i < len(boards) or running:
        while i < len(boards) and len(running) < jobs:
            b = boards[i]
            running.append((b, subprocess.Popen([sys.executable, os.path.abspath(__file__), b, "--jobs", "1"] + rest,
                                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)))
            i += 1
        b, proc = running.pop(0)
        done[b] = (proc.communicate()[0], proc.returncode)
    rc = 0
    for b in boards:
        out, code = done[b]
        sys.stdout.write(out)
        rc = rc or code
    sys.stdout.flush()
    return rc


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("boards", nargs="*")
    p.add_argument("--jobs", type=int, default=1, help="boards measured at once, each in its own process")
    p.add_argument("--presses", type=int, default=10, help="launcher cursor presses timed")
    p.add_argument("--games", default=None, help="game indexes, e.g. 0,3 (default: every game; none: -)")
    p.add_argument("--tables", default="small,large",
                   help="per game: small (its smallest table, normal computers, key presses), large (its largest, "
                        "hard computers, everything)")
    p.add_argument("--turns", type=int, default=1, help="human turns per game (each: %d cursor presses, %d OKs)"
                   % (NEXT_PER_TURN, OK_PER_TURN))
    a = p.parse_args(argv)
    games = None if a.games is None else [] if a.games == "-" else [int(x) for x in a.games.split(",")]
    boards = a.boards or build.boards()
    for b in boards:
        if b not in build.boards():
            p.error("not an RP2040 board: %s (have %s)" % (b, ", ".join(build.boards())))
    if a.jobs > 1 and len(boards) > 1:
        return _parallel(boards, argv, a.jobs)
    for b in boards:
        t0 = time.time()
        r = figures(b, a.presses, games, a.turns, tables=[t for t in a.tables.split(",") if t in ("small", "large")])
        print(report(r))
        print("  (wall %.0f s; reproduce: python3 tools/rp2040/figures.py %s)" % (time.time() - t0, b), flush=True)


if __name__ == "__main__":
    from tools.rp2040.deps import Missing
    try:
        sys.exit(main())
    except (Missing, RuntimeError, OSError, subprocess.CalledProcessError) as e:  # one line, no traceback
        sys.exit("rp2040-figures: %s" % e)
