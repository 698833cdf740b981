"""Simulator figures: python -m tools.measure.sim (the meter "sim" of python -m tools.measure)

1. frames/s of the CPython framebuf (host_sim/framebuf.py) for a full-screen redraw: the app's
   own draw() of a table screen on the reference board, and a raw fill + 13 lines of 40 glyphs;
2. the board CPU time per frame on the MicroPython runtime over a scripted session (measured
   inside MicroPython with time.ticks_us around handle/tick), median and worst;
3. a whole scripted game of each game on the MicroPython unix port (the app as .mpy, one human
   pressing OK, computers in the other seats): CPU per redraw after a button press, and per
   computer move (its bot decision included), median and worst.
"""
import tempfile
import time


def cpython_fps(n=30):
    from host_sim.headless import Sim
    with tempfile.TemporaryDirectory() as d:
        sim = Sim("pico_lcd114", "cpython", d)
        sim.keys("NEXT,OK,PREV,OK")
        app = sim.rt.app
        t0 = time.perf_counter()
        for _ in range(n):
            app.draw()
        app_fps = n / (time.perf_counter() - t0)
        sim.close()
    from firmware import font
    from host_sim import framebuf
    buf = bytearray(240 * 135 // 2 + 1)
    fb = framebuf.FrameBuffer(buf, 240, 135, framebuf.GS4_HMSB)
    line = "play yellow5 yellow9 green5 blue1 blue3 "
    t0 = time.perf_counter()
    for _ in range(n):
        fb.fill(0)
        for r in range(13):
            if r == 4:
                fb.fill_rect(0, r * 10, 240, 10, 2)
            font.text(fb, line, 0, r * 10 + 1, 0 if r == 4 else 1)
    raw_fps = n / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for _ in range(n * 10):
        fb.fill(0)
        fb.fill_rect(0, 0, 240, 135, 3)
    fill_fps = n * 10 / (time.perf_counter() - t0)
    return app_fps, raw_fps, fill_fps


def micropython_cpu(keys=None, board="pico_lcd114", heap="192K", runtime="micropython"):
    from host_sim.headless import Sim
    from host_sim.live import cpu_figures
    from tests.sim.support import SESSION
    with tempfile.TemporaryDirectory() as d:
        sim = Sim(board, runtime, d, heap=heap, seed=1234)
        sim.keys(keys or SESSION)
        fig = cpu_figures(sim.frames)
        free = sim.rt.mem_free
        sim.close()
    return fig, free


def game_cpu(gi, board="pico_lcd114", heap="192K", runtime="micropython", limit=4000):
    """(key-press CPU µs list, computer-move CPU µs list) over one whole game of game index gi."""
    import os

    from host_sim.headless import Sim
    with tempfile.TemporaryDirectory() as d:
        sim = Sim(board, runtime, d, heap=heap, seed=4321)
        sim.keys(",".join(["NEXT"] * gi + ["OK", "PREV", "OK"]))
        keys, cpu = [], []
        had = False
        for _ in range(limit):
            n0 = len(sim.frames)
            sim.press("OK")
            keys += [f.cpu_us for f in sim.frames[n0:] if f.cpu_us is not None]
            n1 = len(sim.frames)
            sim.run_until_idle()
            cpu += [f.cpu_us for f in sim.frames[n1:] if f.cpu_us is not None]
            saved = any(f.endswith("game.json") for f in os.listdir(d))  # "<game>-game.json": save.slot
            if had and not saved:  # the save is cleared on leaving the game-over screen
                break
            had = had or saved
        sim.close()
    return keys, cpu


def _pct(v):
    from tools.measure.stats import p50_p95_max
    p = p50_p95_max(v)
    return p[0], p[2], p[3]


def main():
    app_fps, raw_fps, fill_fps = cpython_fps()
    print("CPython host framebuf, 240x135 GS4:")
    print("  app draw() of a table screen: %.1f frames/s" % app_fps)
    print("  fill + 13 lines x 40 glyphs:  %.1f frames/s" % raw_fps)
    print("  full-screen fill + fill_rect: %.0f frames/s" % fill_fps)
    # (the 32-bit figures and the board's own time: tools/emu/bench.py, `make bench`'s emulated section)
    for board, rt, what in (("pico_lcd114", "micropython", "64-bit unix port"),
                            ("pico_ssd1306", "micropython", "64-bit unix port")):
        fig, free = micropython_cpu(board=board, runtime=rt)
        print("%s (%s, heap 192K, %s): board CPU per frame median %.2f ms, worst %.2f ms over %d frames; "
              "heap free at end %d bytes" % (rt, board, what, fig[0] / 1000, fig[1] / 1000, fig[2], free))
    from engine_core.games import GAMES
    print("whole scripted games, micropython unix port, pico_lcd114, heap 192K, app as .mpy:")
    for gi in range(len(GAMES)):
        keys, cpu = game_cpu(gi)
        k, c = _pct(keys), _pct(cpu)
        print("  %-14s redraw after a key: median %.2f ms, worst %.2f ms (%d); computer move: median %.2f ms, "
              "worst %.2f ms (%d)" % (GAMES[gi][0], k[0], k[1], k[2], c[0], c[1], c[2]))


if __name__ == "__main__":
    main()
