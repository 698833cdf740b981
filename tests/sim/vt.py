"""A tiny terminal emulator for the tests: enough of ECMA-48 to read back what host_sim.term
writes (cursor positioning, truecolor SGR, erase), into a grid of (char, fg, bg) cells."""
import re

_TOKEN = re.compile(r"\x1b\[([?0-9;]*)([A-Za-z])|\x1b.|([^\x1b])", re.S)


class VT:
    def __init__(self):
        self.cells = {}  # (row, col) 1-based -> (char, fg, bg)
        self.row = self.col = 1
        self.fg = self.bg = None
        self.text_rows = {}

    def feed(self, text):
        for m in _TOKEN.finditer(text):
            params, final, ch = m.group(1), m.group(2), m.group(3)
            if ch is not None:
                if ch in "\r\n":
                    continue
                self.cells[(self.row, self.col)] = (ch, self.fg, self.bg)
                self.col += 1
            elif final == "H":
                p = [int(v) if v else 1 for v in (params or "1;1").split(";")]
                self.row, self.col = p[0], (p[1] if len(p) > 1 else 1)
            elif final == "m":
                self._sgr(params)
            elif final == "K":
                for k in [k for k in self.cells if k[0] == self.row and k[1] >= self.col]:
                    del self.cells[k]
            elif final == "J" and params == "2":
                self.cells.clear()

    def _sgr(self, params):
        p = [int(v) for v in params.split(";") if v] or [0]
        i = 0
        while i < len(p):
            v = p[i]
            if v == 0:
                self.fg = self.bg = None
            elif v in (38, 48) and i + 4 < len(p) and p[i + 1] == 2:
                c = (p[i + 2], p[i + 3], p[i + 4])
                if v == 38:
                    self.fg = c
                else:
                    self.bg = c
                i += 4
            elif v == 49:
                self.bg = None
            elif v == 39:
                self.fg = None
            i += 1

    def line(self, row):
        cols = sorted(c for (r, c) in self.cells if r == row)
        return "".join(self.cells[(row, c)][0] for c in cols)
