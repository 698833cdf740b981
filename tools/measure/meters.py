"""The meters: what each measures (its workload), on which target, and the command that does it.
A meter's figures are the lines its command prints; tools/measure/table.py puts them into
docs/FIGURES.md with the target and the command.  `bench` marks the meters of a plain `make
bench` (about 15 minutes on 2 cores together); the others are named: make bench ONLY=cp-heap.

A meter's command is its own tool's command line (other tools own them: keep them working), run
from the repository's root with the venv's Python."""


class Meter:
    def __init__(self, key, target, workload, command, bench=True, minutes=1):
        """command: one argv (after the venv's python), or a list of them run in turn."""
        self.key, self.target, self.workload = key, target, workload
        self.commands = [command] if isinstance(command[0], str) else command
        self.bench, self.minutes = bench, minutes


METERS = [
    Meter("engine", "CPython and the MicroPython unix port (64-bit) on this host; heap: the 32-bit unix port, "
          "engine as .mpy",
          "random full games at each game's largest table, default options (games/s); peak heap of one such game "
          "(bisection); the whole app's live heap in play (tools/heap_peak.py --probe)",
          ["tools/bench.py"], minutes=3),
    Meter("openspiel", "CPython on this host",
          "hands/s of our Oh Hell-like trick game against OpenSpiel's oh_hell (optional dependency: "
          "requirements-bench.txt)",
          ["tools/bench_openspiel.py"]),
    Meter("sim", "the simulator: CPython framebuf; the MicroPython unix port (64-bit), app as .mpy, 192K heap",
          "frames/s of a redraw; board CPU per frame over a scripted session; CPU per redraw after a key and per "
          "computer move over a whole scripted game of each game",
          ["-m", "tools.measure.sim"], minutes=2),
    Meter("emu-keys", "the emulated board: QEMU mps2-an385, 125 MHz Cortex-M3, app frozen, 192 KiB heap",
          "boot to launcher, Start to the first table, device time per key press and per computer move (p50 / p95 "
          "/ max) at each game's smallest table, the scripted walk of tools/emu/play.py",
          ["tools/emu/bench.py"], minutes=3),
    Meter("emu-start", "the emulated board (as emu-keys), app frozen and as .mpy on the littlefs (a board each)",
          "boot to launcher, and Start to the first table: the step that saves the new game and soft-resets, then "
          "App() after the reset up to its first frame shown (the step's end beside it), each game at its smallest "
          "table, computers normal",
          ["tools/emu/bench.py", "--start"], minutes=1),
    Meter("emu-bots", "the emulated board (as emu-keys)",
          "the bots' decision time per level over one whole game of each game at its largest table, with the "
          "boards' budget (BOT_BUDGET_MS), and the hard search's work in it",
          ["tools/emu/bots.py", "--games", "1"], minutes=4),
    Meter("rp2040", "the emulated RP2040 (rp2040js, 125 MHz Cortex-M0+), each RP2040 board's own firmware "
          "(build/firmware/BOARD.uf2, app frozen) with its own board file",
          "per board: display bus clock, boot to launcher, heap free at the launcher, key press to the last byte of "
          "its frame on the wire at the launcher and at Where's Bob's Hat?'s largest table with hard computers, "
          "where that time goes (drawing, show(), the wire), Start to the first table, a hard computer's move, a "
          "move's save and a whole save, the whole step of every loop turn (key press, computer move less its "
          "search, idle work) to ready for the next key with the flash's time and erases in it, the heap free at "
          "its lowest in the game (every game and the smallest tables too: tools/rp2040/figures.py BOARD, ~400 "
          "CPU-seconds a board)",
          ["tools/rp2040/figures.py", "--jobs", "4", "--games", "0", "--tables", "large", "--presses", "6",
           "pico_lcd114", "pico_display_pack", "pico_ssd1306", "picosystem"],
          minutes=20),
    Meter("rp2040-games", "the emulated RP2040 (as rp2040), the pico_lcd114 firmware",
          "the rp2040 meter's game figures for every game at its largest table with hard computers (key press "
          "to the last byte of its frame on the wire, Start to the first table, a hard computer's move with the "
          "board's BOT_BUDGET_MS, the saves, the heap free at its lowest)",
          ["tools/rp2040/figures.py", "--games", "0,1,2,3", "--tables", "large", "--presses", "6", "pico_lcd114"],
          bench=False, minutes=45),
    Meter("rp2040-wear", "the emulated RP2040 (as rp2040), the pico_lcd114 firmware on its littlefs (rp2's own "
          "mount: 4 KiB blocks, progsize 256, block_cycles 100) over the emulated W25Q16JV",
          "a whole game of each game at its largest table, random legal moves, saved as the app saves (Start, a "
          "journal line a move, the idle whole saves, the seats line a hand): sector erases and bytes programmed "
          "per game, the sectors erased and the most erased, the flash's life in games (100,000 cycles a sector)",
          ["tools/rp2040/figures.py", "--games", "0,1,2,3", "--tables", "wear", "--presses", "1", "pico_lcd114"],
          minutes=8),
    Meter("keyprof", "the emulated board (as emu-keys), the app without the host's lockstep (--bare)",
          "key press to glass (its frame's bytes on the wire included) and to its frame, p50 / p95 / max, per game "
          "at its smallest table, then at its largest (--largest); then at its largest with a Pico's flash time "
          "for each erase and page program (--flash-cost: the whole step and the idle ticks' work with the real "
          "flash cost, the erases)",
          [["tools/emu/keyprof.py", "--presses", "40", "--bare"],
           ["tools/emu/keyprof.py", "--presses", "40", "--bare", "--largest"],
           ["tools/emu/keyprof.py", "--presses", "40", "--bare", "--largest", "--flash-cost"]],
          bench=False, minutes=15),
    Meter("cp-heap", "the CircuitPython unix port, 32-bit (a SAMD51's object sizes): the PyBadge's app",
          "whole-app peak heap of one whole game at each game's largest table, 160x128 Bitmap screen, reset into "
          "the game at Start (bisection, 1 KiB step, 2 KiB window)",
          ["tools/cp_heap.py", "--32"], bench=False, minutes=20),
    Meter("app-heap", "the MicroPython unix port, 32-bit, app as .mpy with the ST7789 driver",
          "whole-app peak heap at each game's largest table: one whole game and the same game resumed in segments",
          ["tools/heap_peak.py", "--app", "all", "--only", "mp32"], bench=False, minutes=30),
    Meter("emu-heap", "the emulated board, app frozen (a firmware per heap size tried)",
          "whole-app peak heap at each game's largest table, the whole game (bisection over the firmware's heap)",
          [["tools/emu/heap.py", g] for g in ("bobs_hat", "bargain_hunt", "baptistenskat", "auf_der_hut")],
          bench=False, minutes=60),
]


def meter(key):
    for m in METERS:
        if m.key == key:
            return m
    raise KeyError(key)
