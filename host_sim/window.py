"""The window front end (pygame): the device screen, scaled, inside a drawn outline of the board
with its buttons labelled (mouse clicks press them), a keyboard legend and a status line."""
import os

from firmware import ops
from host_sim import board_facts
from host_sim.board import NAME_OF_OP, PROFILES
from host_sim.live import key_op, legend, status

BODY = (30, 30, 30)  # a board whose file gives no SKIN body colour
BTN = (200, 200, 205)
BTN_DOWN = (255, 210, 60)
TEXT = (235, 235, 235)
DIM = (150, 150, 160)
BG = (58, 62, 70)
PAD = 24
INVISIBLE = ("offscreen", "dummy")  # SDL video drivers that draw nowhere
BTN_R = 15
# where a button's caption goes, relative to its centre (default: below)
CAPTION = {}
# the d-pad's (or joystick's) buttons: the direction of the arrow drawn on each
ARROWS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def _layout(board, sw, sh):
    """Button centres around a screen of sw x sh placed at (x0, y0); returns (size, screen
    origin, [(label, op, (cx, cy))])."""
    buttons = PROFILES[board][3]
    at = board_facts.facts(board)["SKIN"].get("at")
    side = 110
    x0, y0 = PAD + side, PAD + 20
    out = []
    if at:
        # the board file's SKIN: each button beside the screen, (side, dx, quarter, dy): the centre
        # of the column left or right of the screen, `quarter` quarters of its height down
        cols = {"left": PAD + side // 2, "right": x0 + sw + side // 2}
        pos = {label: (cols[where] + dx, y0 + q * sh // 4 + dy) for label, (where, dx, q, dy) in at.items()}
    elif {"up", "down", "left", "right"} <= {b[0] for b in buttons}:
        # a handheld (PyBadge, PyGamer, PicoSystem): the d-pad left of the screen, the face buttons
        # A B (X Y) right of it, select / start under the screen, as on the badge
        jx, jy = PAD + side // 2 - 4, y0 + sh // 2
        rx = x0 + sw + side // 2
        pos = {"up": (jx, jy - 36), "down": (jx, jy + 36), "left": (jx - 36, jy), "right": (jx + 36, jy),
               "A": (rx + 22, jy - 22), "B": (rx - 22, jy + 22), "X": (rx - 22, jy - 58),
               "Y": (rx + 22, jy + 58), "select": (x0 + sw // 2 - 45, y0 + sh + 40),
               "start": (x0 + sw // 2 + 45, y0 + sh + 40)}
    else:
        # a row of buttons under the screen
        n = len(buttons)
        pos = {}
        for i, (label, _) in enumerate(buttons):
            pos[label] = (x0 + (2 * i + 1) * sw // (2 * n), y0 + sh + 50)
    for label, op in buttons:
        out.append((label, op, pos[label]))
    bottom = max(y0 + sh, max(p[1] for p in pos.values()) + BTN_R + 20)
    size = (x0 + sw + side + PAD, bottom + PAD + 70)
    return size, (x0, y0), out


def _wrap(text, font, width):
    """Lines of at most width pixels, broken between items (two spaces or "|" apart)."""
    lines = []
    for item in (p.strip() for p in text.replace("|", "  ").split("  ")):
        if not item:
            continue
        if lines and font.size(lines[-1] + "   " + item)[0] <= width:
            lines[-1] += "   " + item
        else:
            lines.append(item)
    return lines


class Window:
    def __init__(self, sim, live, scale=3, runtime="cpython", heap="192K", show_cpu=False):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame
        self.pg = pygame
        pygame.display.init()
        driver = pygame.display.get_driver()
        if driver in INVISIBLE and os.environ.get("SDL_VIDEODRIVER") != driver:
            # SDL falls back to a driver nobody can see when the display is unreachable
            pygame.display.quit()
            raise RuntimeError("the display %s cannot be reached (SDL fell back to its invisible %r driver)"
                               % (os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY") or "", driver))
        pygame.font.init()
        self.sim, self.live = sim, live
        self.board = sim.board
        w, h, _, _ = PROFILES[self.board]
        self.skin = board_facts.facts(self.board)["SKIN"]
        self.scale = scale
        self.sw, self.sh = w * scale, h * scale
        self.size, self.origin, self.buttons = _layout(self.board, self.sw, self.sh)
        self.font = pygame.font.Font(None, 20)
        self.small = pygame.font.Font(None, 17)
        self.tiny = pygame.font.Font(None, 14)
        # the key line (how to quit included), split at "|" when wider than the window
        k, b = legend(self.board)
        width = self.size[0] - PAD
        self.legend = ([(p, self.font) for p in _wrap(k, self.font, width)]
                       + [(p, self.small) for p in _wrap(b, self.small, width)])
        self.size = (self.size[0], self.size[1] + 19 * (len(self.legend) - 2))
        self.surface = pygame.display.set_mode(self.size)
        self.runtime, self.heap, self.show_cpu = runtime, heap, show_cpu
        self.pressed = {}  # op -> frames left to show it pressed
        self.labels = {b[0] for b in self.buttons}
        # the save's folder (the board's flash), named in the window ("saves: sim_flash/pybadge")
        fl = getattr(sim.rt, "flash", None) or getattr(getattr(sim.rt, "board", None), "storage", None)
        if isinstance(fl, str):
            fl = os.path.abspath(fl).rstrip(os.sep)
            rel = os.path.relpath(fl)
            fl = fl if rel.startswith("..") else rel
        self.saves = "saves: " + fl if isinstance(fl, str) else ""
        self.title = None
        self.dirty = True  # the window needs drawing (a new frame, a button's press, an expose)
        # the board's beeps through the desktop's speaker, where the board has one (its BUZZER
        # or SPEAKER fact) -- silence without an audio device
        self.speaker = None
        if board_facts.facts(self.board)["BUZZER"] is not None or board_facts.facts(self.board)["SPEAKER"]:
            from host_sim.sound import Speaker
            self.speaker = Speaker()
        self.heard = len(sim.rt.beeps)
        self.draws = 0  # window redraws so far (tests: none while idle)

    # --- input -------------------------------------------------------------------------------
    def poll(self):
        """Returns (ops, quit)."""
        pg = self.pg
        out, quit_ = [], False
        names = {pg.K_LEFT: "left", pg.K_RIGHT: "right", pg.K_UP: "up", pg.K_DOWN: "down",
                 pg.K_RETURN: "enter", pg.K_KP_ENTER: "enter", pg.K_SPACE: "space",
                 pg.K_ESCAPE: "esc", pg.K_BACKSPACE: "backspace"}
        for ev in pg.event.get():
            if ev.type == pg.QUIT:
                quit_ = True
            elif ev.type in (pg.VIDEOEXPOSE, getattr(pg, "WINDOWEXPOSED", -1)):
                self.dirty = True
            elif ev.type == pg.KEYDOWN:
                if ev.key == pg.K_q:  # q or Ctrl-Q (Esc is the device's BACK, never quits)
                    quit_ = True
                op = key_op(self.board, names.get(ev.key))
                if op is not None:
                    out.append(op)
            elif ev.type == pg.MOUSEBUTTONDOWN and ev.button == 1:
                for _, op, (cx, cy) in self.buttons:
                    if (ev.pos[0] - cx) ** 2 + (ev.pos[1] - cy) ** 2 <= (BTN_R + 4) ** 2:
                        out.append(op)
        for op in out:
            self.pressed[op] = 6
        if out and self.sim.rt.backlight < 100:
            # the device takes the first key after a dimmed or dark screen to wake it (and drops
            # it); here the window shows the table anyway, so that key also does what it says
            out = [out[0]] + out
        return out, quit_

    # --- drawing -----------------------------------------------------------------------------
    def draw(self):
        pg = self.pg
        s = self.surface
        s.fill(BG)
        x0, y0 = self.origin
        body = pg.Rect(PAD // 2, PAD // 2, self.size[0] - PAD, self.size[1] - PAD - 60 - 19 * (len(self.legend) - 2))
        pg.draw.rect(s, tuple(self.skin.get("body", BODY)), body, border_radius=18)
        pg.draw.rect(s, (0, 0, 0), (x0 - 6, y0 - 6, self.sw + 12, self.sh + 12), border_radius=4)
        if self.sim.frames:
            s.blit(self.screen_surface(), (x0, y0))
        if self.sim.frames and self.sim.rt.backlight == 0:
            # the device's screen is off (idle time-out): the window says so rather than look hung
            for i, line in enumerate(("screen off (idle)", "any key wakes it")):
                t = self.font.render(line, True, DIM)
                s.blit(t, t.get_rect(center=(x0 + self.sw // 2, y0 + self.sh // 2 + 22 * i - 11)))
        s.blit(self.small.render(self.board, True, DIM), (body.x + 12, body.y + 6))
        if self.saves:  # which flash folder holds this board's save: two windows on one board show it
            t = self.small.render(self.saves, True, DIM)
            s.blit(t, (max(body.x + 90, body.right - 12 - t.get_width()), body.y + 6))
        for label, op, (cx, cy) in self.buttons:
            down = self.pressed.get(op, 0) > 0
            pg.draw.circle(s, BTN_DOWN if down else BTN, (cx, cy), BTN_R)
            pg.draw.circle(s, (0, 0, 0), (cx, cy), BTN_R, 2)
            inner, caption, (dx, dy) = NAME_OF_OP[op], label, CAPTION.get(label, (0, BTN_R + 9))
            if self.skin.get("plain"):  # blank buttons, the label under each
                inner, caption = "", label
            elif label in ("A", "B", "X", "Y"):
                inner, caption = label, NAME_OF_OP[op]
            elif label in ARROWS:  # an arrow on the button, what it does under it
                inner, caption = "", NAME_OF_OP[op]
                ax, ay = ARROWS[label]
                pg.draw.polygon(s, (0, 0, 0), [(cx + 7 * ax, cy + 7 * ay), (cx - 5 * ax + 5 * ay, cy - 5 * ay + 5 * ax),
                                               (cx - 5 * ax - 5 * ay, cy - 5 * ay - 5 * ax)])
                if label == "up":
                    dy = -BTN_R - 9
            elif label in ("select", "start"):  # small keys: what they do beside their name
                inner, caption = "", "%s: %s" % (label, NAME_OF_OP[op])
            elif label == "press":  # the joystick's press: named under the whole joystick
                inner, caption, dy = NAME_OF_OP[op], "joystick", 36 + BTN_R + 25
            t = self.tiny.render(inner, True, (0, 0, 0))
            if t.get_width() > 2 * BTN_R - 4:  # never clipped by the button's edge: made to fit
                t = self.pg.transform.smoothscale(t, (2 * BTN_R - 4, t.get_height()))
            s.blit(t, t.get_rect(center=(cx, cy)))
            if caption:
                t = self.small.render(caption, True, TEXT)
                s.blit(t, t.get_rect(center=(cx + dx, cy + dy)))
        for op in list(self.pressed):
            self.pressed[op] -= 1
            if self.pressed[op] <= 0:
                del self.pressed[op]
        y = body.bottom + 8
        for line, font in self.legend:
            s.blit(font.render(line, True, TEXT), (PAD // 2, y))
            y += 19
        st = status(self.sim, self.runtime, self.heap, self.show_cpu)
        if self.live.error is not None:
            st = str(self.live.error).splitlines()[0] + "  (see terminal)"
        s.blit(self.font.render(st, True, (255, 120, 120) if self.live.error else BTN_DOWN), (PAD // 2, y))
        title = "host_sim: " + st
        if title != self.title:
            pg.display.set_caption(title)
            self.title = title
        pg.display.flip()
        self.draws += 1

    def screen_surface(self):
        pg = self.pg
        key = (len(self.sim.frames), self.sim.rt.backlight)
        if getattr(self, "_key", None) != key:  # convert only new frames
            f = self.sim.last()
            surf = pg.image.frombuffer(f.rgb(), (f.w, f.h), "RGB")
            self._surf = pg.transform.scale(surf, (self.sw, self.sh))
            self._key = key
        return self._surf

    def screen_rect(self):
        return self.pg.Rect(self.origin[0], self.origin[1], self.sw, self.sh)

    def run(self, stop=None):
        """Event loop until the window is closed (or stop() is true)."""
        clock = self.pg.time.Clock()
        reported = False
        err = None  # the board's error last drawn
        while True:
            op_list, quit_ = self.poll()
            if quit_ or (stop and stop()):
                break
            self.live.step(op_list)
            self.sound()
            if self.live.error is not None and not reported:
                import sys
                sys.stderr.write(str(self.live.error) + "\n")
                reported = True
            if self.live.changed() or op_list or self.pressed or self.dirty or err != self.live.error:
                # drawn only when something changed: a button shown pressed is drawn until it is
                # released (draw() counts it down), then once more
                self.dirty = bool(self.pressed)
                err = self.live.error
                self.draw()
            if self.pressed or self.dirty or self.sim.rt.busy():
                clock.tick(60)
            else:
                # idle: sleep until an event (a key, the mouse, an expose) or the next 50 ms, when
                # the board's timers (a computer's move, the screen's time-out) are looked at
                ev = self.pg.event.wait(50)
                if ev.type != self.pg.NOEVENT:
                    self.pg.event.post(ev)

    def sound(self):
        """The beeps the board made since the last step, played (in order)."""
        b = self.sim.rt.beeps
        if len(b) > self.heard:
            if self.speaker is not None:
                self.speaker.play(b[self.heard:])
            self.heard = len(b)

    def close(self):
        if self.speaker is not None:
            self.speaker.close()
        self.pg.display.quit()


__all__ = ["Window", "ops"]
