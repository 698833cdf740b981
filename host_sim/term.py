"""The terminal front end: the framebuffer as truecolor half blocks ("▀": the top pixel is the
foreground colour, the bottom pixel the background), so one character cell is 1x2 pixels and a
240x135 screen needs 240 columns x 68 rows.  Keys are read in raw mode: arrows, Enter/Space,
Esc/Backspace, q (or Ctrl-C) to quit.  Only rows that changed since the last frame are rewritten,
and only when a new frame (or backlight level) arrives: light enough for ssh.
"""
import os
import select
import sys

from host_sim.live import key_op, legend, status

HALF = "\u2580"
ESC = "\x1b"


def render_rows(frame):
    """One string per character row (pixel rows y, y+1), colour codes only where they change."""
    w, h = frame.w, frame.h
    idx = frame.indexes()
    cols = ["%d;%d;%d" % c for c in frame.colours()]
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

    def __init__(self, out, top=1):
        self.out = out
        self.top = top
        self.prev = []

    def draw(self, frame, status_lines=()):
        rows = render_rows(frame)
        buf = []
        for i, r in enumerate(rows):
            if i >= len(self.prev) or self.prev[i] != r:
                buf.append("%s[%d;1H%s" % (ESC, self.top + i, r))
        self.prev = rows
        y = self.top + len(rows)
        for i, s in enumerate(status_lines):
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


def run(sim, live, runtime, heap, show_cpu, stop=None, infd=None, out=None):
    import termios
    import tty
    infd = sys.stdin.fileno() if infd is None else infd
    out = out or sys.stdout
    old = None
    if os.isatty(infd):
        old = termios.tcgetattr(infd)
        tty.setraw(infd)
    out.write(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[2J")
    out.flush()
    screen = Screen(out)
    keys = Keys(infd)
    k1, k2 = legend(sim.board)
    w, h = sim.last().w if sim.frames else 0, sim.last().h if sim.frames else 0
    try:
        size = os.get_terminal_size(out.fileno())
        if size.columns < w or size.lines < (h + 1) // 2 + 3:
            k2 += "  (terminal %dx%d is too small: need %dx%d)" % (size.columns, size.lines, w, (h + 1) // 2 + 3)
    except (OSError, ValueError, AttributeError):
        pass
    err_shown = False
    try:
        while True:
            names = keys.read(0.02)
            if "quit" in names or (stop and stop()):
                break
            live.step([op for op in (key_op(sim.board, n) for n in names) if op is not None])
            new_error = live.error is not None and not err_shown
            if (live.changed() or new_error) and sim.frames:
                st = status(sim, runtime, heap, show_cpu)
                lines = [st, k1 + "  q quit", k2]
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
