"""The RP2040 figures' instrumented app (tools/rp2040/figures.py game_figures): sent as text to the
REPL of the emulated RP2040 (paste mode, after Ctrl-C, with a game saved), then one call
`a = run(BOARD, STOP_GPIO, TITLE)`.  run() makes the app the board would make on its reset into the
game (App() takes the relaunch flag, the title whose save it enters: no launcher loaded), says it is ready (the
host waits for that word: written once, in the print) and runs its loop (firmware/main.py step)
until GPIO `stop` goes high, instrumented: the heap free after each step's own collection
(app._collect: the game's live heap), each move's save and each computer move (its step: the
bot's search, the move applied and drawn) timed on the chip's clock; and where a step with a frame
and no computer move (a key press) spends its time up to its last show().  Then it prints one line

    R <heap free at its lowest> [<save us>, ...] [<computer move us>, ...] [pr]

pr = [steps, us to the end of the last show(), us in show(), us of it in the bus's writes (the
wire: machine.SPI.write / I2C writes block until the last byte is out)], and returns the app (the
host then times a whole save at the REPL with it and `time`)."""
import gc
import time

import machine


def run(board, stop, title):
    import firmware.app as A
    import firmware.main as M
    m = __import__("firmware.boards." + board, None, None, ("x",))
    pin = machine.Pin(stop, machine.Pin.IN)
    mn = [1 << 30]
    sv = []
    mv = []
    pr = [0, 0, 0, 0]
    sh = [0, 0, 0, 0]  # this step: us in show(), us on the wire, show()'s end, a computer moved

    def _c():
        gc.collect()
        f = gc.mem_free()
        if f < mn[0]:
            mn[0] = f

    A._collect = _c
    b = m.make_board()
    _show = b.show

    def _sh():
        t = time.ticks_us()
        _show()
        e = time.ticks_us()
        sh[0] += time.ticks_diff(e, t)
        sh[2] = e

    b.show = _sh

    def _wr(f):
        def w(x):
            t = time.ticks_us()
            f(x)
            sh[1] += time.ticks_diff(time.ticks_us(), t)
        return w

    p = getattr(b, "panel", None)
    if p is not None:
        class _S:
            pass
        s = _S()
        s.write = _wr(p.spi.write)
        p.spi = s
    o = getattr(b, "oled", None)
    if o is not None:
        o.write_data = _wr(o.write_data)
        o.write_cmd = _wr(o.write_cmd)
    import firmware.app_start as S
    f = open(b.storage + S.RELAUNCH, "w")
    f.write(title)
    f.close()
    a = A.App(b)
    _s = a.save_game

    def _sv():
        t = time.ticks_us()
        _s()
        sv.append(time.ticks_diff(time.ticks_us(), t))

    a.save_game = _sv
    _m = a.cpu_move

    def _mv():
        sh[3] = 1
        t = time.ticks_us()
        _m()
        mv.append(time.ticks_diff(time.ticks_us(), t))
        print("MOV" + "ED")  # the host waits for it (tools/rp2040/figures.py _turns): the echo of
        # this text in paste mode spells it in two halves

    a.cpu_move = _mv
    print("READY")
    while pin.value() == 0:
        sh[0] = 0
        sh[1] = 0
        sh[3] = 0
        t = time.ticks_us()
        a = M.step(b, a)
        if sh[0] and not sh[3]:
            pr[0] += 1
            pr[1] += time.ticks_diff(sh[2], t)
            pr[2] += sh[0]
            pr[3] += sh[1]
    print("R", mn[0], sv, mv, pr)
    return a
