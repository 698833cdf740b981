"""The simulator's board inside the CircuitPython unix port (runtimes/guest/main.py): HostedBoard with
the screen on a displayio.Bitmap, drawn through firmware/drivers/bitmapfb.py as on a PyBadge."""
import displayio

from firmware.boards._hosted import HostedBoard
from firmware.drivers import bitmapfb


class BitmapHostedBoard(HostedBoard):
    def _screen(self, w, h, mono):
        if mono or w % 8:
            raise ValueError("the circuitpython runtime draws colour screens whose width is a multiple of 8")
        self.bitmap = displayio.Bitmap(w, h, 16)
        self.fb = bitmapfb.on_bitmap(self.bitmap)
        self.buf = memoryview(self.bitmap)  # rows of w/2 bytes, high nibble first (w % 8 == 0)
        self.palette = [0] * 16
