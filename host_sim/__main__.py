"""python -m host_sim: the device app on a desktop.

    python -m host_sim [--ui window|term|headless] [--board pico_lcd114] [--scale 3]
                       [--runtime cpython|micropython] [--heap 192K] [--seed N]
                       [--keys "NEXT,OK,WAIT700,OK"] [--quit-after-keys]
                       [--screenshot FILE.png] [--record FILE.gif] [--flash DIR]
                       [--show-cpu] [--ascii]

--keys are played first, in virtual time (each press 50 ms apart, computer moves run to the
end), then the window/terminal continues in real time.  --screenshot is taken right after the
keys script (or at exit when there is no script); --record writes every frame of the session
as an animated GIF at exit.  --seed sets the clock's origin (the app seeds a new game from
ticks_ms(), so the same seed and keys give the same game).  Without a display, --ui window
falls back to the terminal.  --runtime micropython runs the identical app inside the real
MicroPython unix port with the heap capped at --heap (a MemoryError there is the board's);
--runtime emu runs it on the board in emulation (tools/emu: QEMU, bare-metal MicroPython, an
emulated 125 MHz Cortex-M3) and shows the device time per frame.
"""
import argparse
import os
import sys

from host_sim.board import PROFILES, default_flash


def _has_display():
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def parse(argv):
    p = argparse.ArgumentParser(prog="python -m host_sim", description="The card console on a desktop.")
    p.add_argument("--ui", choices=("window", "term", "headless"), default="window")
    p.add_argument("--board", choices=sorted(PROFILES), default="pico_lcd114")
    p.add_argument("--scale", type=int, default=None, help="window / screenshot / GIF pixel scale")
    p.add_argument("--seed", type=int, default=0, help="origin of the board clock (game seeds derive from it)")
    p.add_argument("--runtime", choices=("cpython", "micropython", "emu"), default="cpython",
                   help="emu: the board in emulation (QEMU, bare-metal MicroPython, tools/emu; slow), "
                        "device time per frame")
    p.add_argument("--heap", default="192K", help="MicroPython heap cap (192K = a Pico)")
    p.add_argument("--keys", default="", help="scripted ops, e.g. NEXT,OK,WAIT700,BACK")
    p.add_argument("--quit-after-keys", action="store_true", help="exit after the keys script")
    p.add_argument("--screenshot", metavar="FILE.png")
    p.add_argument("--record", metavar="FILE.gif")
    p.add_argument("--flash", metavar="DIR", help="flash directory (default sim_flash/<board>)")
    p.add_argument("--show-cpu", action="store_true", help="board CPU per frame (micropython runtime)")
    p.add_argument("--ascii", action="store_true", help="headless: print the last frame as text art")
    return p.parse_args(argv)


def main(argv=None):
    a = parse(argv)
    from host_sim.headless import Sim
    from host_sim.live import Live, cpu_figures, status
    from host_sim.runtime import BoardError

    scale = a.scale or (3 if PROFILES[a.board][0] > 128 else 4)
    ui = a.ui
    if ui == "window" and not _has_display():
        sys.stderr.write("host_sim: no display found, using the terminal (--ui term)\n")
        ui = "term"
    if ui == "term" and not os.isatty(sys.stdin.fileno()):
        sys.stderr.write("host_sim: stdin is not a terminal, running headless\n")
        ui = "headless"
    flash = a.flash or default_flash(a.board)
    try:
        sim = Sim(a.board, a.runtime, flash, a.heap, a.seed)
    except BoardError as e:
        sys.stderr.write("host_sim: %s\n" % e)
        return 3
    shot_done = False
    rc = 0
    try:
        try:
            if a.keys:
                sim.keys(a.keys)
        except BoardError as e:
            sys.stderr.write("host_sim: %s\n" % e)
            rc = 3
        if a.screenshot and a.keys and sim.frames:
            sim.png(a.screenshot, scale)
            shot_done = True
        if ui != "headless" and not a.quit_after_keys and rc == 0:
            live = Live(sim)
            live.start()
            if ui == "window":
                from host_sim.window import Window
                try:
                    win = Window(sim, live, scale, a.runtime, a.heap, a.show_cpu)
                except Exception as e:  # no usable display after all
                    sys.stderr.write("host_sim: window failed (%s), using the terminal\n" % e)
                    win = None
                if win is not None:
                    win.run()
                    win.close()
                elif os.isatty(sys.stdin.fileno()):
                    from host_sim import term
                    term.run(sim, live, a.runtime, a.heap, a.show_cpu)
            else:
                from host_sim import term
                term.run(sim, live, a.runtime, a.heap, a.show_cpu)
            if live.error is not None:
                rc = 3
        elif ui == "window" and a.quit_after_keys and sim.frames:
            # show the scripted result once (tests: the window opens and draws)
            from host_sim.window import Window
            live = Live(sim)
            live.start()
            win = Window(sim, live, scale, a.runtime, a.heap, a.show_cpu)
            live.changed()
            win.draw()
            win.close()
        if a.screenshot and not shot_done and sim.frames:
            sim.png(a.screenshot, scale)
        if a.record and sim.frames:
            sim.gif(a.record, scale if a.scale else 1)
        if ui == "headless":
            if a.ascii and sim.frames:
                print(sim.ascii())
            print("frames: %d" % len(sim.frames))
            print(status(sim, a.runtime, a.heap, a.show_cpu))
            fig = cpu_figures(sim.frames)
            if a.show_cpu and fig:
                print("board cpu per frame: median %.2f ms, worst %.2f ms over %d frames"
                      % (fig[0] / 1000, fig[1] / 1000, fig[2]))
    finally:
        sim.close()
    return rc


if __name__ == "__main__":
    sys.exit(main())
