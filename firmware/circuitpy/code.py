# CircuitPython entry point (the CIRCUITPY drive's code.py, copied by tools/build.py).
# CircuitPython has no framebuf: firmware/drivers/bitmapfb.py draws framebuf's calls on a
# displayio.Bitmap and is installed under that name before the app imports it.
from firmware.drivers import bitmapfb

bitmapfb.install()

from firmware.main import run  # noqa: E402

run()
