"""The terminal front end: the framebuffer as truecolor half blocks ("▀": the top pixel is the
foreground colour, the bottom pixel the background), so one character cell is 1x2 pixels and a
240x135 screen needs 240 columns x 68 rows (+3 status lines).  A smaller terminal gets the screen
scaled down by a whole factor N (each shown pixel the average colour of an NxN block: 1/2 fits
120x40, 1/4 fits 80x24), and the status line says what full size needs; the size is checked
again when the terminal is resized.  Keys are read in raw mode: arrows, Enter/Space,
Esc/Backspace, q (or Ctrl-C) to quit.  Only rows that changed since the last frame are rewritten,
and only when a new frame (or backlight level) arrives: light enough for ssh.
"""
import os
import select
import sys

from host_sim.board import PROFILES
from host_sim.live import key_op, legend, status

HALF = "\u2580"
ESC = "\x1b"


STATUS_LINES = 3
MAX_SCALE = 8


def cells_needed(w, h, n=1, status_lines=STATUS_LINES):
    """(columns, lines) a w x h screen needs at 1/n size."""
    pw, ph = (w + n - 1) // n, (h + n - 1) // n
    return pw, (ph + 1) // 2 + status_lines


def fit_scale(w, h, columns, lines, status_lines=STATUS_LINES):
    """The smallest n (1 = every pixel) whose 1/n rendering fits the terminal, else None.  An
    unknown size (0 x 0, e.g. a pipe or a fresh pty) counts as large enough."""
    if columns <= 0 or lines <= 0:
        return 1
    for n in range(1, MAX_SCALE + 1):
        c, r = cells_needed(w, h, n, status_lines)
        if c <= columns and r <= lines:
            return n
    return None


def scaled(frame, n=1):
    """(w, h, colours, pixels): the frame at 1/n size; pixels index colours.  n = 1 is the
    frame's own palette; else each pixel is the average colour of its n x n block."""
    w, h = frame.w, frame.h
    idx = frame.indexes()
    cols = frame.colours()
    if n == 1:
        return w, h, cols, idx
    sw, sh = (w + n - 1) // n, (h + n - 1) // n
    table = {}
    out = []
    for by in range(sh):
        ys = range(by * n, min(h, by * n + n))
        for bx in range(sw):
            xs = range(bx * n, min(w, bx * n + n))
            r = g = b = k = 0
            for y in ys:
                row = y * w
                for x in xs:
                    c = cols[idx[row + x]]
                    r += c[0]
                    g += c[1]
                    b += c[2]
                    k += 1
            c = (r // k, g // k, b // k)
            i = table.get(c)
            if i is None:
                i = table[c] = len(table)
            out.append(i)
    colours = [None] * len(table)
    for c, i in table.items():
        colours[i] = c
    return sw, sh, colours, out


def render_rows(frame, n=1):
    """One string per character row (pixel rows y, y+1), colour codes only where they change."""
    w, h, colours, idx = scaled(frame, n)
    cols = ["%d;%d;%d" % c for c in colours]
    rows = []
    for y in range(0, h, 2):
        top = idx[y * w:(y + 1) * w]
        bot = idx[(y + 1) * w:(y + 2) * w] if y + 1 < h else None
        parts = []
        fg = bg = None
        for x in range(w):
            f = top[x]
            if f != fg:
                parts.append("%s[38;2;%sm" % (ESC, cols[f]))
                fg = f
            if bot is not None:
                b = bot[x]
                if b != bg:
                    parts.append("%s[48;2;%sm" % (ESC, cols[b]))
                    bg = b
            elif bg is None:
                parts.append("%s[49m" % ESC)  # odd height: the last half row has no bottom pixel
                bg = -1
            parts.append(HALF)
        parts.append(ESC + "[0m")
        rows.append("".join(parts))
    return rows


class Screen:
    """Draws frames on a terminal output stream, rewriting only changed rows."""

    def __init__(self, out, top=1, scale=1, columns=0):
        self.out = out
        self.top = top
        self.prev = []
        self.scale = scale
        self.columns = columns  # 0: unknown, lines are not cut

    def clear(self):
        self.prev = []
        self.out.write(ESC + "[2J")

    def draw(self, frame, status_lines=()):
        rows = render_rows(frame, self.scale) if self.scale else []
        buf = []
        for i, r in enumerate(rows):
            if i >= len(self.prev) or self.prev[i] != r:
                buf.append("%s[%d;1H%s" % (ESC, self.top + i, r))
        self.prev = rows
        y = self.top + len(rows)
        for i, s in enumerate(status_lines):
            if self.columns:
                s = s[:self.columns - 1]  # a wrapped line would scroll the screen
            buf.append("%s[%d;1H%s[2K%s" % (ESC, y + i, ESC, s))
        self.out.write("".join(buf))
        self.out.flush()


class Keys:
    """Raw-mode key reader on a file descriptor: yields names for live.key_op, or "quit"."""

    SEQ = {"[A": "up", "[B": "down", "[C": "right", "[D": "left", "OA": "up", "OB": "down",
           "OC": "right", "OD": "left"}

    def __init__(self, fd):
        self.fd = fd
        self.pending = b""

    def read(self, timeout):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if r:
            data = os.read(self.fd, 64)
            if not data:
                return ["quit"]
            self.pending += data
        out = []
        p = self.pending
        while p:
            c = p[:1]
            if c == b"\x1b":
                if len(p) >= 3 and p[1:2] in (b"[", b"O"):
                    out.append(self.SEQ.get(p[1:3].decode("latin-1"), None))
                    p = p[3:]
                    continue
                if len(p) == 1:
                    # a lone Esc, unless the rest of a sequence is on its way
                    r, _, _ = select.select([self.fd], [], [], 0.03)
                    if r:
                        self.pending = p + os.read(self.fd, 64)
                        return out + self.read(0)
                out.append("esc")
                p = p[1:]
                continue
            p = p[1:]
            if c in (b"\r", b"\n"):
                out.append("enter")
            elif c == b" ":
                out.append("space")
            elif c in (b"\x7f", b"\x08"):
                out.append("backspace")
            elif c in (b"q", b"Q", b"\x03", b"\x04"):
                out.append("quit")
        self.pending = p
        return [k for k in out if k]


def terminal_size(fd):
    try:
        size = os.get_terminal_size(fd)
        return size.columns, size.lines
    except (OSError, ValueError, AttributeError, TypeError):
        return 0, 0


def size_note(w, h, columns, lines, n):
    """What the status line says about the terminal's size ('' at full size)."""
    full = "%dx%d" % cells_needed(w, h)
    if n is None:
        return ("terminal %dx%d is too small: enlarge it (or use a smaller font) to at least %dx%d; "
                "every pixel needs %s" % ((columns, lines) + cells_needed(w, h, MAX_SCALE) + (full,)))
    if n == 1:
        return ""
    if n == 2:
        return "1/2 size (full size needs %s)" % full
    return "1/%d size: hard to read (1/2 needs %dx%d, full size %s)" % ((n,) + cells_needed(w, h, 2) + (full,))


def run(sim, live, runtime, heap, show_cpu, stop=None, infd=None, out=None, scale=None):
    """Play in the terminal until q.  scale: show every pixel at 1/scale; None: the largest
    rendering that fits the terminal (checked again on every resize)."""
    import termios
    import tty
    infd = sys.stdin.fileno() if infd is None else infd
    out = out or sys.stdout
    try:
        outfd = out.fileno()
    except (AttributeError, OSError, ValueError):
        outfd = None
    old = None
    if os.isatty(infd):
        old = termios.tcgetattr(infd)
        tty.setraw(infd)
    out.write(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[2J")
    out.flush()
    screen = Screen(out)
    keys = Keys(infd)
    k1, k2 = legend(sim.board, "term")
    w, h = PROFILES[sim.board][0], PROFILES[sim.board][1]
    size = None
    note = ""
    err_shown = False
    try:
        while True:
            names = keys.read(0.02)
            if "quit" in names or (stop and stop()):
                break
            live.step([op for op in (key_op(sim.board, n) for n in names) if op is not None])
            new_error = live.error is not None and not err_shown
            now = terminal_size(outfd) if outfd is not None else (0, 0)
            resized = now != size
            if resized:
                size = now
                n = scale or fit_scale(w, h, size[0], size[1])
                note = size_note(w, h, size[0], size[1], n) if not scale else ""
                screen.scale, screen.columns = n, size[0]
                screen.clear()
            if (live.changed() or new_error or resized) and sim.frames:
                st = status(sim, runtime, heap, show_cpu)
                lines = [st, k1, k2]
                if note:
                    lines[0] = note + "  " + st  # the note first: a narrow terminal cuts the end
                if live.error is not None:
                    lines = [str(live.error).splitlines()[0] + "  (q quits)"] + lines
                    err_shown = True
                screen.draw(sim.last(), lines)
    finally:
        out.write(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")
        out.flush()
        if old is not None:
            termios.tcsetattr(infd, termios.TCSADRAIN, old)
    if live.error is not None:
        sys.stderr.write(str(live.error) + "\n")
