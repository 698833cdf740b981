"""No tap is lost by the app (issue 26), on the board in emulation: the frozen app in the board's
own loop (firmware/main.py step: poll, handle, tick) with the frozen buttons driver
(firmware/drivers/buttons.py) over fake pins, as tests/emu/test_emu_taps.py drives them.

A game's end is shown in the tick after the last hand's page (App.later: the turn after a page),
its statistics written in that step (firmware/game_end.py): the player's next taps -- PREV, PREV,
OK for Menu, pressed while the end's frame is being drawn -- must all be answered, in order: the
game is left by Menu (its save cleared, counted once).  Then a resume: a tap pressed while the
resumed table's first frame is drawn (the pending call of resume_later) is answered by the entered
game (BACK: its menu).  In the board's loop both pending calls run in the tick of the key's own
step, so there the driver's latch carries the taps.  Last, a forced move's beat (Settings
"autoplay forced": comfort.autoplay): a call pending for the beat's length, over several of the
loop's steps: a tap in the beat is held by the app (App.held) and answered once the move is played
(BACK: the game's menu).  Without App.held that tap was dropped ("BEAT menu play")."""

from runtimes import qemu
from tests.emu import guest_pins

BOARD = guest_pins.source() + """
import gc, sys
import framebuf
from firmware import ops, save, stats
from firmware.main import step
from engine_core.games import NAMES, game_class

taps = []  # ops to tap at the next frame shown

def tap(op):
    for v in (0, 1):  # a press and its release, 40 ms apart, each edge at its moment
        clock[0] += 40
        p = pins[op - 1]
        p.v = v
        p.h(p)

class Board:
    name = "emu_keys"
    width, height, mono = 240, 135, False
    storage = ""
    def __init__(self):
        self.buf = bytearray(240 * 135 // 2)
        self.fb = framebuf.FrameBuffer(self.buf, 240, 135, framebuf.GS4_HMSB)
        self.palette = [0] * 16
    def show(self):
        while taps:  # pressed while this frame is drawn (inside the step)
            tap(taps.pop(0))
    def ticks_ms(self):
        return clock[0]
    def beep(self, f, ms):
        pass
    def set_backlight(self, level):
        pass
    def poll(self):
        clock[0] += 50
        return buttons.poll()

b = Board()
from firmware.app import App
app = App(b)
app.timeout = 0

def run(n=40):
    global app
    for _ in range(n):
        app = step(b, app)
        if not app.busy() and buttons.head == buttons.tail:
            return

def play(stop):
    k = 0
    while not stop():
        k += 1
        if app.busy():
            clock[0] += 800
            app.tick(clock[0])
        elif app.stack[-1].name == "play":
            g = app.game
            la = g.legal_actions()
            app.apply(la[(k * 7) % len(la)], g.current_player())
            app._save_due()
            app.next_turn()
        else:
            taps.append(ops.OK)
            b.show()
            run(1)

while app.stack[-1].name != "menu":
    taps.append(ops.OK)
    b.show()
    run()
app.start_game(game_class("bobs_hat")(3, {"hands": 1}, 9), ["human", "easy", "easy"])
fn = app.after
app.after = None
fn()
run()
slot = app.slot
play(lambda: app.stack[-1].name == "hand" and app.game.is_over())
taps.append(ops.OK)  # the last hand's page: the end at the next tick
b.show()
taps.extend((ops.PREV, ops.PREV, ops.OK))  # tapped while the end is drawn
run()
rows = [r for r in stats.read(b.storage)[0] if r[0] == "bobs_hat" and r[1] == "=easy"]
print("END", " ".join(s.name for s in app.stack), app.game is None, save.exists(slot),
      rows[0][stats.PLAYED] if rows else 0)

app.start_game(game_class("bobs_hat")(3, {"hands": 2}, 5), ["human", "easy", "easy"])
fn = app.after
app.after = None
fn()
run()
play(lambda: len(app.game.history) >= 3 and app.stack[-1].name == "play")
app.leave_game()
from firmware import launcher
app.stack[-1].sel = launcher._menu_entries(app).index(("resume", NAMES.index("bobs_hat")))
launcher = None
taps.append(ops.OK)  # Resume: the game entered at the next tick
b.show()
taps.append(ops.BACK)  # tapped while the entered table is drawn (the resume's pending call)
run()
print("RESUME", " ".join(s.name for s in app.stack), len(app.game.history) >= 3, save.exists(slot))

app.leave_game()
app.autoplay = True  # Settings "autoplay forced": the human's last card plays itself after a beat
app.start_game(game_class("bobs_hat")(3, {"hands": 1}, 7), ["human", "easy", "easy"])
fn = app.after
app.after = None
fn()
run()
play(lambda: app.pending is not None and app.stack[-1].name == "play")
n = len(app.game.history)
tap(ops.BACK)  # tapped during the forced move's beat (a call pending until the beat's end)
run()
print("BEAT", " ".join(s.name for s in app.stack), len(app.game.history) > n)
"""


def test_taps_at_a_games_end_a_resume_and_a_forced_moves_beat_are_answered(emu_ready):
    with qemu.Emu("frozen", "192K") as emu:
        emu.boot()
        out = emu.exec(BOARD)
    end = [x for x in out.splitlines() if x.startswith("END")][-1].split()
    resume = [x for x in out.splitlines() if x.startswith("RESUME")][-1].split()
    # PREV, PREV, OK from the score sheet: Menu -- the game left, its save cleared, counted once
    # (its two easy seats: 2 games at level easy)
    assert end[1:] == ["menu", "True", "False", "2"], out[-2000:]
    # the tap during the resume's frame: the game's menu over the entered table
    assert resume[-3:] == ["ingame", "True", "True"], out[-2000:]
    # the tap during a forced move's beat: held, and answered once the move is played (the menu)
    beat = [x for x in out.splitlines() if x.startswith("BEAT")][-1].split()
    assert beat[-2:] == ["ingame", "True"], out[-2000:]
