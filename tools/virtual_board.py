#!/usr/bin/env python3
"""A virtual MicroPython board on a pseudo-terminal, for testing the flash path.

    python3 tools/virtual_board.py --flash DIR [--heap 192K] [--link PATH]

Opens a pty pair and prints the port path (mpremote connects to it like to a
USB serial board).  Behind it runs the real MicroPython unix port with its
working directory and import path set to DIR, which plays the board's flash:
what mpremote copies lands in DIR and persists.  The unix port speaks the raw
REPL and raw-paste protocols itself; this bridge adds what a board does and a
process does not: a soft reset (Ctrl-D in the raw REPL, which makes the unix
port exit) restarts the interpreter, prints "soft reboot" and re-enters the
raw REPL, as firmware does.  Runs until killed (SIGTERM/SIGINT).
"""

import os
import pty
import select
import signal
import subprocess
import sys
import tty

RAW_PROMPT = b"raw REPL; CTRL-B to exit\r\n>"


class VirtualBoard:
    def __init__(self, flash, heap="192K", micropython=None):
        self.flash = os.path.abspath(flash)
        os.makedirs(self.flash, exist_ok=True)
        self.heap = heap
        self.micropython = micropython or os.path.join(os.path.dirname(sys.executable), "micropython")
        self.master, slave = pty.openpty()
        tty.setraw(slave)
        self.port = os.ttyname(slave)
        self._slave = slave  # kept open so the port exists while nobody is connected
        self.child = None
        self.child_fd = None
        self.raw = False  # is the (virtual) board in the raw REPL?

    def _spawn(self):
        m, s = pty.openpty()
        tty.setraw(s)  # no \n -> \r\n translation: bytes as a UART would carry them
        env = dict(os.environ)
        env["MICROPYPATH"] = self.flash + ":.frozen"
        self.child = subprocess.Popen([self.micropython, "-X", "heapsize=" + self.heap], stdin=s, stdout=s,
                                      stderr=s, cwd=self.flash, env=env, close_fds=True)
        os.close(s)
        self.child_fd = m

    def _read_child_until(self, marker, timeout=5.0):
        data = b""
        while not data.endswith(marker):
            r, _, _ = select.select([self.child_fd], [], [], timeout)
            if not r:
                break
            try:
                chunk = os.read(self.child_fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
        return data

    def _reboot(self):
        """The interpreter exited: behave like firmware doing a soft reset."""
        if self.child_fd is not None:
            os.close(self.child_fd)
        self.child.wait()
        os.write(self.master, b"MPY: soft reboot\r\n")
        self._spawn()
        if self.raw:
            self._read_child_until(b">>> ")
            os.write(self.child_fd, b"\x01")
            self._read_child_until(RAW_PROMPT)
            os.write(self.master, RAW_PROMPT)

    def serve(self):
        self._spawn()
        while True:
            r, _, _ = select.select([self.master, self.child_fd], [], [])
            if self.master in r:
                data = os.read(self.master, 4096)
                # Track the REPL mode from the control bytes the host sends.
                for b in data:
                    if b == 1:
                        self.raw = True
                    elif b == 2:
                        self.raw = False
                os.write(self.child_fd, data)
            if self.child_fd in r:
                try:
                    data = os.read(self.child_fd, 4096)
                except OSError:
                    data = b""
                if data:
                    os.write(self.master, data)
                elif self.child.poll() is not None or not data:
                    self._reboot()

    def close(self):
        if self.child is not None and self.child.poll() is None:
            self.child.kill()
            self.child.wait()


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/virtual_board.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--flash", required=True, metavar="DIR", help="the board's flash: a directory")
    ap.add_argument("--heap", default="192K", help="the MicroPython heap (default 192K)")
    ap.add_argument("--link", metavar="PATH", help="a symlink to the pseudo-terminal")
    a = ap.parse_args(argv)
    flash, heap, link = a.flash, a.heap, a.link
    vb = VirtualBoard(flash, heap)
    if link:
        if os.path.lexists(link):
            os.unlink(link)
        os.symlink(vb.port, link)
    print(vb.port, flush=True)

    def stop(*_):
        vb.close()
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    vb.serve()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
