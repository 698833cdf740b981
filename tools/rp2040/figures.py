#!/usr/bin/env python3
"""Device figures of an RP2040 board's firmware, measured on the emulated RP2040 (rp2040js, an
emulated 125 MHz Cortex-M0+, core 0; tools/rp2040/emulator.py) with the board's own file: the
SPI clock the board file really gets, boot to the launcher, the heap free there, key press to the
last byte of its frame on the wire (the launcher's cursor; each game's table at its smallest size
with normal computers and at its largest with hard ones) and where that time goes (the Python
drawing, show()'s own CPU, the bus's writes), and per game at its largest table: Start to the
first table, a hard computer's move, a move's save and a whole save, the heap free at its lowest.

    python3 tools/rp2040/figures.py [BOARD ...] [--jobs J] [--presses N] [--games 0,1] [--turns T]
                                    [--list] [--seed S]
    (make rp2040-figures BOARD=...; rows() gives them as (target, figure, value, command) rows;
    --jobs 2: two boards at once, each in a process of its own; --list: each timed press of the
    large tables on a line of its own; --seed S: the same game whatever the firmware's speed, to
    compare two firmwares press by press: without it the launcher seeds the game from the clock at
    Start and the hard bots search by the board's time budget, so any change of speed deals
    another game and makes other moves)

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
from tools.measure.stats import rank as pct  # noqa: E402
from tools.rp2040 import build, emulator  # noqa: E402


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


def figures(board, presses=10, games=None, turns=1, log=print, tables=("small", "large"), seed=0):
    """The board's figures: the launcher's (boot, its heap, its cursor), then for each game index
    in `games` (None: every game; () none) game_figures() at its smallest table (the setup's
    default) with normal computers, key presses only, and at its largest with hard ones, and a
    whole game's saves at its largest table (wear_figures) (`tables`: which of small, large, wear);
    seed: the large tables' runs made repeatable (game_figures)."""
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
                elif t == "wear":
                    big = game_class(GAMES[i][0]).MAX_PLAYERS
                    g = {"game": GAMES[i][0], "players": big, "level": "random",
                         "wear": wear_figures(h, board, GAMES[i][0], big, dump, log=log)}
                    g["cpu_s"] = (g["wear"] or {}).get("cpu_s", 0.0)
                else:
                    g = game_figures(h, board, i, dump, turns, log=log, seed=seed)
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
# writes (the wire: machine.SPI.write / I2C writes block until the last byte is out; the SSD1306's
# window writes its I2C bus itself, firmware/drivers/oled.py: wrapped there too)].
# And every loop turn that did something, the whole step (issue 26): a line "S kind us search
# erases bytes" after it (outside its time), kind a sum of STEP_KINDS' bits, us the turn from
# its poll to its return (ready for the next key; the flash's busy time included: flash_timing),
# search the bots' choose() in it, erases and bytes programmed the emulated flash's counters
# (harness/pico.mjs FLASH_STATS) over the turn
_INSTRUMENTED = """import gc,time,machine
import firmware.app as A
import firmware.main as M
import firmware.computers as C
import firmware.boards.@BOARD@ as m
stop=machine.Pin(@STOP@,machine.Pin.IN)
mn=[1<<30];sv=[];mv=[];pr=[0,0,0,0,0];sh=[0,0,0,0,0,0,0,0]
F=@F@
F4=F+4
SC=@SC@
GA=0
if SC:
    t0=gc.threshold()
    gc.threshold(0x5a5a0)
    for i in range(4096):
        if machine.mem32[SC+4*i]==0x5a5a:
            gc.threshold(0x3c3c0)
            if machine.mem32[SC+4*i]==0x3c3c:
                GA=SC+4*i-4
                break
            gc.threshold(0x5a5a0)
    gc.threshold(t0)
SEED=@SEED@
if SEED:
    from engine_core.games import new_game
    from firmware import save
    g=new_game('@GAME@',@PLAYERS@,None,SEED)
    save.write(save.slot(m.STORAGE+m.SAVES,g.NAME),g)
    g=None
CAP=@CAP@
if SEED:
    _ci=C.Computers.__init__
    def _ci2(self,game,levels,seed,board=None,look=True):
        _ci(self,game,levels,seed,None,look)
        for s in self.bots:
            self.bots[s].set_work_cap(CAP)
    C.Computers.__init__=_ci2
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
    if GA:
        sh[7]=machine.mem32[GA]
b.show=_sh
_poll=b.poll
def _po():
    o=_poll()
    if o is not None:
        sh[5]|=1
        sh[6]=o
    return o
b.poll=_po
_ch=C.Computers.choose
def _cho(self,g,seat):
    t=time.ticks_us()
    r=_ch(self,g,seat)
    sh[4]+=time.ticks_diff(time.ticks_us(),t)
    return r
C.Computers.choose=_cho
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
    import sys
    D=sys.modules.get('firmware.drivers.st7789_dma')
    if D is not None and '_stream' in p.__dict__:
        _fl=D._flush
        def _fl2(st):
            t=time.ticks_us()
            _fl(st)
            sh[1]+=time.ticks_diff(time.ticks_us(),t)
        D._flush=_fl2
        pr[4]=1
o=getattr(b,'oled',None)
if o is not None:
    o.write_data=_wr(o.write_data)
    o.write_cmd=_wr(o.write_cmd)
    n=getattr(b,'win',None)
    i=getattr(n,'_bus',None)
    if i is not None:
        def _wr2(f):
            def w(x,y):
                t=time.ticks_us()
                f(x,y)
                sh[1]+=time.ticks_diff(time.ticks_us(),t)
            return w
        class _I:
            pass
        s=_I()
        s.writeto=_wr2(i.writeto)
        s.writevto=_wr2(i.writevto)
        n._bus=s
import firmware.app_start as S
f=open(b.storage+S.RELAUNCH,'w')
f.write('@GAME@')
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
_iw=a.idle_work
def _id():
    sh[5]|=4
    _iw()
a.idle_work=_id
if hasattr(a,'_idle'):
    _il=a._idle
    def _il2():
        sh[5]|=4
        _il()
    a._idle=_il2
print('READY')
while stop.value()==0:
    sh[0]=0;sh[1]=0;sh[3]=0;sh[4]=0;sh[5]=0;sh[6]=0
    e=machine.mem32[F];w=machine.mem32[F4]
    g0=machine.mem32[GA] if GA else 0
    sh[7]=g0
    t=time.ticks_us()
    a=M.step(b,a)
    d=time.ticks_diff(time.ticks_us(),t)
    fr=0
    if sh[0]:
        fr=time.ticks_diff(sh[2],t)
    if sh[0] and not sh[3]:
        pr[0]+=1;pr[1]+=fr;pr[2]+=sh[0];pr[3]+=sh[1]
    e=machine.mem32[F]-e;w=machine.mem32[F4]-w
    k=sh[5]|(2 if sh[3] else 0)|(8 if sh[0] else 0)
    if k or e or w:
        gk=(-1 if sh[7]<g0 else (sh[7]-g0)*16) if GA else -2
        print('S',k,d,sh[4],e,w,sh[6],fr,sh[0],sh[1],gk,a.stack[-1].name if a.stack else '-')
print('R',mn[0],sv,mv,pr)
"""


# the emulated flash's counters (tools/rp2040/harness/pico.mjs FLASH_STATS: IO_QSPI + 0x100):
# erases, bytes programmed, modelled busy us, each a uint32 the firmware reads with machine.mem32
FLASH_STATS = 0x40018100
# a loop turn's kind (the "S" lines of _INSTRUMENTED): the bits of what it did
STEP_KEY, STEP_MOVE, STEP_IDLE, STEP_FRAME = 1, 2, 4, 8


_STEP = re.compile(r"^S (\d+) (-?\d+) (\d+) (\d+) (\d+)(?: (\d+) (-?\d+) (\d+) (\d+) (-?\d+) (\S+))?\r?$", re.M)


def parse_steps(text):
    """The "S kind us search erases bytes [op frame show wire gc screen]" lines of the
    instrumented loop's output (the REPL's echo of its code never matches: a line is these fields
    alone): a list of dicts, times in ms.  The bracketed fields (the loop's own since the per-press
    listing): op the key polled (firmware/ops.py; 0 none), frame the us from the step's start to
    the end of its last show() (0: no frame), show and wire the us in show() and in the bus's
    writes, gc the bytes allocated up to that show's end or -1 when a collection ran in it (-2:
    not known), screen the top screen's name after the step."""
    out = []
    for m in _STEP.finditer(text):
        k, us, search, er, wr = [int(x) for x in m.groups()[:5]]
        d = {"kind": k, "ms": us / 1000.0, "search_ms": search / 1000.0, "erases": er, "bytes": wr}
        if m.group(6) is not None:
            op, frame, show, wire, gc = [int(x) for x in m.groups()[5:10]]
            d.update(op=op, frame_ms=frame / 1000.0, show_ms=show / 1000.0, wire_ms=wire / 1000.0,
                     gc=None if gc == -2 else gc == -1, alloc=gc if gc >= 0 else None, screen=m.group(11))
        out.append(d)
    return out


def step_name(d):
    """What a loop turn was, in words: a key press, a computer's move, the idle tick's work, else
    a frame (the turn a later() call made: the game entered, the next turn after a page)."""
    k = d["kind"]
    what = ("key press" if k & STEP_KEY else "computer move" if k & STEP_MOVE else
            "idle work" if k & STEP_IDLE else "frame" if k & STEP_FRAME else "flash only")
    return what + (" (%d erase%s)" % (d["erases"], "" if d["erases"] == 1 else "s") if d["erases"] else "")


def whole_steps(steps):
    """Each loop turn's whole step in ms, a computer's move less its bots' search (the search is
    a figure of its own, the hard move's budget): [(ms, step)], in order."""
    return [(d["ms"] - d["search_ms"], d) for d in steps]


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


def _timed(c, op, keys, presses):
    """One key press timed to the last byte of its frame (key_to_wire) into `keys`; with
    `presses` (a list: the instrumented loop runs) also its record, the loop's own line of the
    step that handled it (parse_steps: op, frame, show, wire, gc, screen) beside the total."""
    n = len(c.serial)
    v = key_to_wire(c, op)
    if v is None:
        return
    keys.append(v)
    if presses is not None:
        step = [d for d in parse_steps(c.serial[n:]) if d["kind"] & STEP_KEY]
        presses.append(dict(step[0] if step else {}, total_ms=v, key=op))


def _turns(c, turns, keys, moved=None, presses=None):
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
            _timed(c, ops.NEXT, keys, presses)
        for _ in range(OK_PER_TURN):  # a move is several words (bid, colour, done): OKs until it is made
            _timed(c, ops.OK, keys, presses)
            c.settle(2500, max_ms=120000, warp=WARP)  # the computers' moves (a hard one thinks ~1 s)
        n = 0
        while moved is not None and not moved() and n < EXTRA_OKS:
            walk = (walk * 75 + 74) % 65537
            for _ in range(walk % 3):
                _timed(c, ops.NEXT, keys, presses)
            _timed(c, ops.OK, keys, presses)
            c.settle(2500, max_ms=120000, warp=WARP)
            n += 1


def state_address(board):
    """The address of MicroPython's mp_state_ctx in the board's firmware (its ELF's symbol): the
    instrumented loop finds the collector's allocation counter in it (gc_alloc_amount, reset by
    every collection) and so tells a press in which a collection ran.  0 when unknown."""
    elf = os.path.join(build.FW_OUT, board + ".elf")
    try:
        out = subprocess.run(["arm-none-eabi-nm", elf], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return 0
    m = re.search(r"^([0-9a-fA-F]+) [bBdD] mp_state_ctx$", out, re.M)
    return int(m.group(1), 16) if m else 0


# the hard bots' work cap per search when a run is made repeatable (--seed): the time budget's
# p10 work on the emulated M3 (engine_core/bots/__init__.py); 0: no cap (Baptistenskat's and Auf
# der Hut's searches end well inside the budget there)
WORK_CAP = {"bobs_hat": 2912, "bargain_hunt": 1170}


def game_figures(h, board, index, boot_dump, turns=1, level="hard", players=None, instrument=True, log=print,
                 seed=0):
    """Game `index` with `players` seats (None: its largest table), every computer seat at
    `level`, from the launcher of a chip booted on `boot_dump` (flash writes timed as a W25Q's):
    Start to the first table, then `turns` human turns of NEXT_PER_TURN cursor presses and OK,
    each press timed to the last byte of its frame on the wire.  instrument: the turns run in the
    instrumented app at the REPL, which also gives the computers' moves, the saves, the lowest
    heap free after a step, where a key press's time goes and each loop turn's whole step with
    its flash work, and each press's record (r["presses"], _timed); else in the app as the reset
    into the game started it (key presses only).  seed: the instrumented run made repeatable --
    its save replaced by a new game with that seed and the bots searching to a work cap
    (WORK_CAP) instead of the board's clock, so that two firmwares play the same game and their
    presses can be compared one by one (the time budget makes the moves, and so the screens,
    depend on the code's speed)."""
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
    code = _INSTRUMENTED
    for k, v in (("@BOARD@", board), ("@STOP@", STOP_GPIO), ("@F@", FLASH_STATS), ("@SC@", state_address(board)),
                 ("@SEED@", seed), ("@GAME@", r["game"]), ("@PLAYERS@", players),
                 ("@CAP@", WORK_CAP.get(r["game"], 0))):
        code = code.replace(k, str(v))
    r["seed"] = seed
    out = _paste(c, code, wait="READY", max_ms=60000)
    if "READY" not in out:
        log("the REPL said: %r" % out[-600:])
        return r
    c.settle(2500, max_ms=60000, warp=WARP)  # the resumed table, the computers' moves before the human
    r["presses"] = []
    _turns(c, turns, keys, lambda: "MOVED" in c.serial, r["presses"])
    r["steps"] = parse_steps(c.serial)
    c.serial = ""
    c.key(STOP_GPIO, False)  # high: the loop ends and prints
    c._call("until_serial", text="\r\n>>> ", max_ms=20000)
    m = re.search(r"R (\d+) \[([\d, ]*)\] \[([\d, ]*)\] \[([\d, ]*)\]", c.serial)
    if m:
        r["heap_free_min"] = int(m.group(1))
        r["saves_ms"] = [int(x) / 1000.0 for x in m.group(2).split(",") if x.strip()]
        r["moves_ms"] = [int(x) / 1000.0 for x in m.group(3).split(",") if x.strip()]
        n, frame, show, wire, dma = ([int(x) for x in m.group(4).split(",")] + [0])[:5]
        if n:
            r["key_parts_ms"] = (n, frame / 1000.0 / n, show / 1000.0 / n, wire / 1000.0 / n, dma)
    else:
        log("the instrumented loop said: %r" % c.serial[-600:])
    out = repl(c, "from firmware import save;t=time.ticks_us();save.write(a.slot,a.game);"
                  "print('W',time.ticks_diff(time.ticks_us(),t))")
    m = re.search(r"W (\d+)", out)
    r["save_whole_ms"] = int(m.group(1)) / 1000.0 if m else None
    r["cpu_s"] = c.cpu_s
    c.drop()
    return r


# A whole game's saves on the chip's own littlefs (rp2's _boot.py: VfsLfs2(rp2.Flash(), progsize=256),
# 4 KiB blocks, MicroPython's block_cycles 100), run at the REPL: the game at its largest table
# played by random legal moves (a seeded LCG: the bots' search is not what wears the flash) and
# saved as the app saves it -- Start's seats line and whole save and the entered game's seats
# line (firmware/app_start.py), then per move the journal line of its step (save.update, later)
# and the idle tick's work after it (App.idle_work: the whole save when whole_due, the seats'
# progress line after a scored hand).  Prints "WEAR moves hands erases bytes busy_us bfree blocks".
_WEAR = """import gc,os,machine
from engine_core.games import new_game
from firmware import save
from firmware.app import progress
import firmware.boards.@BOARD@ as m
F=@F@
p=m.STORAGE+m.SAVES
try:
    os.mkdir(p[:-1])
except OSError:
    pass
g=new_game('@GAME@',@PLAYERS@,None,@SEED@)
sl=save.slot(p,g.NAME)
lv=['human']+['hard']*(@PLAYERS@-1)
e0=machine.mem32[F];w0=machine.mem32[F+4];u0=machine.mem32[F+8]
save.write_seats(sl,lv)
save.write(sl,g)
save.write_seats(sl,lv,progress(g))
r=@SEED@;h=0;n=0
while not g.is_over():
    x=g.legal_actions()
    r=(r*1103515245+12345)&0x7fffffff
    g.apply(x[r%len(x)])
    n+=1
    save.update(sl,g,True)
    if save.whole_due(sl,g):
        save.write(sl,g)
    if len(g.hand_scores)>h:
        h=len(g.hand_scores)
        save.write_seats(sl,lv,progress(g))
    x=None
    gc.collect()
st=os.statvfs(p)
print('WEAR',n,h,machine.mem32[F]-e0,machine.mem32[F+4]-w0,machine.mem32[F+8]-u0,st[3],st[2])
"""
ERASE_CYCLES = 100000  # the W25Q16JV's endurance: program/erase cycles a 4 KiB sector (datasheet, minimum)
LFS_BLOCK_CYCLES = 100  # MicroPython's extmod/vfs_lfsx.c: a metadata pair moves after this many erases
GAMES_A_DAY = 20  # for the lifetime in years


def wear_figures(h, board, game, players, boot_dump, seed=1, log=print):
    """A whole game's flash work (_WEAR) on a chip booted on `boot_dump`: {moves, hands, erases,
    bytes, busy_ms, bfree, blocks, sectors: each littlefs sector's erases over the run}."""
    c = h.chip(board, flash=boot_dump, flash_timing=True)
    c.settle(300, max_ms=20000, warp=WARP)
    repl(c, "pass")
    code = (_WEAR.replace("@BOARD@", board).replace("@F@", str(FLASH_STATS)).replace("@GAME@", game)
            .replace("@PLAYERS@", str(players)).replace("@SEED@", str(seed)))
    out = _paste(c, code, wait="\r\n>>> ", max_ms=1800000)
    m = re.search(r"^WEAR (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)\r?$", out, re.M)
    w = None
    if m:
        n, hands, er, wr, us, bfree, blocks = [int(x) for x in m.groups()]
        sec = c._call("sectors", **{"from": emulator.LFS_OFFSET, "to": emulator.FLASH_BYTES})["sectors"]
        w = {"moves": n, "hands": hands, "erases": er, "bytes": wr, "busy_ms": us / 1000.0, "bfree": bfree,
             "blocks": blocks, "sectors": sec, "cpu_s": c.cpu_s}
    else:
        log("the whole game's saves said: %r" % out[-600:])
    c.drop()
    return w


def lifetime(erases_per_game, pool, most_per_game=None):
    """Games until a sector reaches ERASE_CYCLES: (spread, worst) -- spread over `pool` sectors
    (littlefs's dynamic wear levelling: new blocks are allocated round the whole free space, a
    metadata pair moved after LFS_BLOCK_CYCLES erases), worst at the rate of the sector erased most
    in one game were it never moved (None when not given)."""
    spread = ERASE_CYCLES * pool // max(1, erases_per_game)
    worst = ERASE_CYCLES // most_per_game if most_per_game else None
    return spread, worst


def wear_rows(w):
    """(figure, value) rows of wear_figures()."""
    sec = w["sectors"]
    touched = sum(1 for x in sec if x)
    most = max(sec) if sec else 0
    spread, worst = lifetime(w["erases"], w["bfree"], most)
    return [
        ("a whole game's saves (%d random legal moves, %d hands; as the app writes them: Start, a journal line a "
         "move, the whole save at each hand's start or a long journal, the seats line a hand)"
         % (w["moves"], w["hands"]),
         "%d sector erases (%.2f a move), %.1f KiB programmed, %.1f s of flash busy time; %d of the littlefs's %d "
         "sectors erased, the most erased %d times" % (
             w["erases"], w["erases"] / float(max(1, w["moves"])), w["bytes"] / 1024.0, w["busy_ms"] / 1000.0,
             touched, w["blocks"], most)),
        ("the flash's life in such games (W25Q16JV: %d erase cycles a sector; littlefs block_cycles %d)"
         % (ERASE_CYCLES, LFS_BLOCK_CYCLES),
         "%d games wear-levelled over the %d free blocks (%d a day: %.0f years); %s" % (
             spread, w["bfree"], GAMES_A_DAY, spread / float(GAMES_A_DAY) / 365.0,
             "%d games at the rate of the most erased sector were it never moved" % worst if worst else "")),
    ]


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
        t = "%s, %d players, %s" % (g["game"], g["players"], "random legal moves" if g["level"] == "random"
                                    else g["level"] + " computers")
        if g.get("start_ms") is not None:
            row("%s: Start to the first table (save, soft reset, game loaded, drawn)" % t, "%.0f ms" % g["start_ms"])
        if g.get("keys_ms"):
            xs = g["keys_ms"]
            row("%s: key press to the last byte of its frame (budget p95 <= %d ms)" % (t, BUDGET_KEY_MS),
                "%s; p95 - 33 ms = %+.1f ms" % (_dist(xs), pct(xs, 95) - 33))
        if g.get("key_parts_ms"):
            n, frame, show, wire = g["key_parts_ms"][:4]
            # a board that sends its bands by DMA (firmware/drivers/st7789_dma.py) converts a band
            # while the one before goes out: the wire's time is then its commands' writes and the
            # wait for the last band, the waits between bands in the CPU's figure
            dma = g["key_parts_ms"][4:] == (1,)
            row("%s: where a key press's time goes, mean of %d (step start to its last show() returned)" % (t, n),
                "%.1f ms: drawing in Python %.1f, show() %.1f (its CPU -- what changed, the pixel conversion%s "
                "-- %.1f; %s %.1f)" % (frame, frame - show, show, ", the bands sent by DMA meanwhile" if dma else "",
                                       show - wire, "the commands' writes and the wait for the last band" if dma
                                       else "the bus's writes", wire))
        if g.get("moves_ms"):
            row("%s: a computer's move, its step (search, move, frame; budget %d ms)" % (t, BUDGET_MOVE_MS),
                _dist(g["moves_ms"]))
        if g.get("saves_ms"):
            row("%s: a move's save (the journal's line; the whole save at a hand's start)" % t,
                _dist(g["saves_ms"]))
        if g.get("save_whole_ms") is not None:
            row("%s: the whole save written (save.write)" % t, "%.0f ms" % g["save_whole_ms"])
        for what, value in step_rows(g.get("steps")):
            row("%s: %s" % (t, what), value)
        if g.get("wear"):
            for what, value in wear_rows(g["wear"]):
                row("%s: %s" % (t, what), value)
        if g.get("heap_free_min") is not None:
            row("%s: heap free at its lowest after a step's collection (the peak in use)" % t,
                "%d B" % g["heap_free_min"])
    return out


BUDGET_STEP_P95_MS = 50  # the whole step (issue 26): p95 and max, the flash's time included
BUDGET_STEP_MAX_MS = 120


def step_rows(steps):
    """(figure, value) rows of the instrumented loop's turns (parse_steps): the whole step by
    kind and over all, which turns are the largest, and the flash's work over them."""
    if not steps:
        return []
    ws = whole_steps(steps)
    out = []
    for label, bit in (("key press (frame, save, observe)", STEP_KEY),
                       ("computer move less its search (frame, save, observe)", STEP_MOVE),
                       ("idle tick's work (the bots' look at the last move, collection, whole save, seats "
                        "line: App._idle, idle_work)", STEP_IDLE)):
        xs = [ms for ms, d in ws if d["kind"] & bit and (bit != STEP_IDLE or not d["kind"] & (STEP_KEY | STEP_MOVE))]
        if xs:
            out.append(("whole step, %s, flash time included" % label, _dist(xs)))
    xs = [ms for ms, _ in ws]
    top = sorted(ws, key=lambda x: -x[0])[:3]
    out.append(("whole step, every loop turn that did something, to ready for the next key (budget p95 <= %d, "
                "max <= %d ms)" % (BUDGET_STEP_P95_MS, BUDGET_STEP_MAX_MS),
                "%s; largest: %s" % (_dist(xs), ", ".join("%.1f ms %s" % (ms, step_name(d)) for ms, d in top))))
    er = sum(d["erases"] for d in steps)
    out.append(("flash over these turns (W25Q16JV typical: 4 KiB erase 45 ms, page 0.4 ms)",
                "%d erases, %d bytes programmed, %d of %d turns with an erase" % (
                    er, sum(d["bytes"] for d in steps), sum(1 for d in steps if d["erases"]), len(steps))))
    return out


OP_NAMES = {getattr(ops, n): n for n in dir(ops) if n.isupper() and isinstance(getattr(ops, n), int)}


def press_lines(r):
    """Each timed press of the instrumented runs, one line each, in order, for comparing two runs
    press by press (diff): game, its index, the key, the screen after it, the total to the last
    byte on the wire, and its step's split -- drawing in Python (step start to its last show()'s
    end less show()), show()'s CPU, the bus's writes -- the bytes allocated to that show's end and
    whether a collection ran in it ("?": not known, the firmware's ELF not read)."""
    out = ["press: game n key screen | total draw show-cpu wire ms | alloc B | gc"]
    for g in r.get("games", ()):
        for i, d in enumerate(g.get("presses") or ()):
            if "frame_ms" not in d:
                out.append("press: %s %d %s ? | %.1f | (no step line)" % (
                    g["game"], i, OP_NAMES.get(d["key"], d["key"]), d["total_ms"]))
                continue
            show, wire = d["show_ms"], d["wire_ms"]
            out.append("press: %s %d %s %s | %.1f %.1f %.1f %.1f | %s | %s" % (
                g["game"], i, OP_NAMES.get(d["key"], d["key"]), d["screen"], d["total_ms"], d["frame_ms"] - show,
                show - wire, wire, "-" if d["alloc"] is None else d["alloc"],
                "?" if d["gc"] is None else "GC" if d["gc"] else "-"))
    # and every loop turn that did something, its whole step (whole_steps: a computer's move less
    # its search), what it was and the screen after it: which turns pass the budget, and why
    turns = []
    for g in r.get("games", ()):
        for i, (ms, d) in enumerate(whole_steps(g.get("steps") or ())):
            turns.append("turn: %s %d | %.1f%s | %s | %.1f | %.1f | %s | %s" % (
                g["game"], i, ms, " *" if ms > BUDGET_STEP_P95_MS else "", step_name(d), d["search_ms"],
                d.get("frame_ms", 0), "?" if d.get("gc") is None else "GC" if d["gc"] else "-", d.get("screen", "?")))
    if turns:  # (a run without step lines lists its presses alone)
        out.append("turn: game n | whole ms | what | search ms | to its last show()'s end ms | gc | screen")
    return out + turns


def report(r, listing=False):
    b = r["board"]
    lines = ["== %s: build/firmware/%s.uf2 on the emulated RP2040 (rp2040js, 125 MHz Cortex-M0+; flash "
             "writes at a W25Q16JV's typical times) ==" % (b, b)]
    for _target, what, value, _cmd in rows(r):
        lines.append("  %s: %s" % (what, value))
    if listing:
        lines += ["  " + x for x in press_lines(r)]
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
    p.add_argument("--tables", default="small,large,wear",
                   help="per game: small (its smallest table, normal computers, key presses), large (its largest, "
                        "hard computers, everything), wear (a whole game's saves at its largest table: the flash's "
                        "erases and life)")
    p.add_argument("--turns", type=int, default=1, help="human turns per game (each: %d cursor presses, %d OKs)"
                   % (NEXT_PER_TURN, OK_PER_TURN))
    p.add_argument("--list", action="store_true", help="list each timed press of the large tables (op, screen, total, "
                   "drawing/show/wire, allocation, gc): compare two runs press by press")
    p.add_argument("--seed", type=int, default=0, help="make the large tables' runs repeatable: a new game with this "
                   "seed, the hard bots to a work cap instead of the clock (the same game on any firmware); 0: as "
                   "the launcher starts it, the bots on the board's time budget")
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
        tables = [t for t in a.tables.split(",") if t in ("small", "large", "wear")]
        r = figures(b, a.presses, games, a.turns, tables=tables, seed=a.seed)
        print(report(r, a.list))
        print("  (wall %.0f s; reproduce: python3 tools/rp2040/figures.py %s)" % (time.time() - t0, b), flush=True)


if __name__ == "__main__":
    from tools.rp2040.deps import Missing
    try:
        sys.exit(main())
    except (Missing, RuntimeError, OSError, subprocess.CalledProcessError) as e:  # one line, no traceback
        sys.exit("rp2040-figures: %s" % e)
