"""No tap is lost (issue 26), on the board in emulation: the frozen buttons driver
(firmware/drivers/buttons.py) on the emulated Cortex-M3, taps coming and going while the board is
busy with a long step -- a hard computer move at a game's largest table, with the board's time
budget -- and all of them handed out afterwards, in order.

The emulated board has no GPIO: its fake pins interrupt from inside the step, each edge at its
moment of the device's clock: each reading of the bots' budget clock (after every sample of the
search) lets the edges that have come due interrupt, and the driver's handler reads the edge's own
moment as its clock, as it would at a real pin's interrupt; so the driver's handler, its debounce
and its ring run on the board as on a real one."""

from runtimes import qemu
from tests.emu import guest_pins

BOARD = guest_pins.source() + """
import time, gc
from firmware.boards.emu_mps2 import EmuBoard
from firmware.computers import Computers
from engine_core.games import GAMES, game_class

edge_ms = clock  # the device's ms of the edge being handled: the driver's clock in its handler
# (ms after the step starts, pin, level): taps of 30-60 ms with bounces, 20-90 ms apart
PLAN = %r
due = [0]
t0 = [0]
def fire(now):
    while due[0] < len(PLAN) and time.ticks_diff(now, t0[0]) >= PLAN[due[0]][0]:
        ms, i, v = PLAN[due[0]]
        edge_ms[0] = time.ticks_add(t0[0], ms)
        pins[i].v = v
        pins[i].h(pins[i])
        due[0] += 1

class Board:
    BOT_BUDGET_MS = EmuBoard.BOT_BUDGET_MS
    def ticks_ms(self):
        return time.ticks_ms()
    def bot_clock(self):
        now = time.ticks_ms()
        fire(now)
        return now

cls = game_class(GAMES[%d][0])
n = cls.MAX_PLAYERS
g = cls(n, None, 7)
levels = ["hard"] + ["normal"] * (n - 1)
while g.current_player() != 0 or g.view(0)["phase"] != "play":  # the hard seat's first card
    g.apply(g.legal_actions()[0])
cpu = Computers(g, levels, 7, Board())
gc.collect()
t0[0] = time.ticks_ms()
a = cpu.choose(g, 0)  # the long step: nobody polls the buttons meanwhile
step = time.ticks_diff(time.ticks_ms(), t0[0])
fired = due[0]
got = []
while True:
    op = buttons.poll()
    if op is None:
        break
    got.append(op)
print("TAPS", step, fired, len(PLAN), a in g.legal_actions(), " ".join(str(o) for o in got))
"""


def plan():
    """Five taps (ops 3, 1, 4, 4, 2) with a bouncing press and a bouncing release, spread over the
    first 400 ms of the step."""
    ev = []
    t = 5
    for pin in (2, 0, 3, 3, 1):
        ev += [(t, pin, 0), (t + 1, pin, 1), (t + 2, pin, 0)]  # the press bounces
        t += 40
        ev += [(t, pin, 1), (t + 1, pin, 0), (t + 2, pin, 1)]  # the release bounces
        t += 40
    return ev


def test_taps_during_a_hard_move_all_arrive_in_order(emu_ready):
    ev = plan()
    with qemu.Emu("frozen", "192K") as emu:
        emu.boot()
        out = emu.exec(BOARD % (ev, 0))  # Where's Bob's Hat? at 5 seats
    line = [x for x in out.splitlines() if x.startswith("TAPS")][-1].split()
    step, fired, planned, legal = int(line[1]), int(line[2]), int(line[3]), line[4]
    print("hard move %d ms on the emulated board, %d edges during it" % (step, fired))
    assert legal == "True"
    assert step > ev[-1][0] and fired == planned == len(ev)  # every edge came during the step
    assert [int(x) for x in line[5:]] == [3, 1, 4, 4, 2]
