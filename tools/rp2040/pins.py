"""What an RP2040 board file wires where, read by running its own make_board() under CPython
on the one fake hardware (tools/fakes/: a recording `machine` and `ssd1306`): the harness then
drives the very pins the board file reads and listens on the bus it writes.

    spec("pico_lcd114") -> {"buttons": [(gpio, op), ...],
                            "display": {"kind": "st7789", "spi": 1, "sck": 10, "mosi": 11,
                                        "miso": None | gpio | "default", "dc": 8, "cs": 9,
                                        "rst": 12, "w": 240, "h": 135, "xoff": 40, "yoff": 53}
                                    or {"kind": "ssd1306", "i2c": 0, "sda": 4, "scl": 5,
                                        "addr": 60, "w": 128, "h": 64}}
"""
import importlib
import sys
import time


def spec(board):
    from runtimes.cpython import ensure_framebuf as _ensure_framebuf
    from tools import fakes
    from tools.fakes import machine
    _ensure_framebuf()  # firmware/drivers/st7789.py's framebuf: host_sim's
    mod_name = "firmware.boards." + board
    had_sleep = hasattr(time, "sleep_ms")
    saved = fakes.install()
    try:
        machine.power_on()
        if not had_sleep:
            time.sleep_ms = lambda ms: None  # the ST7789 driver's reset delays
        sys.modules.pop(mod_name, None)
        mod = importlib.import_module(mod_name)
        b = mod.make_board()
    finally:
        fakes.restore(saved)
        sys.modules.pop(mod_name, None)
        if not had_sleep:
            del time.sleep_ms
    buttons = [(p.id, op) for p, op in b.buttons._pins]
    p = getattr(b, "panel", None)  # a PanelBoard's ST7789 (firmware/drivers/st7789.py)
    if p is not None:
        s = p.spi
        display = {"kind": "st7789", "spi": s.id, "sck": s.sck, "mosi": s.mosi, "miso": s.miso,
                   "baudrate": s.baudrate, "dc": p.dc.id, "cs": p.cs.id, "rst": p.rst.id,
                   "w": p.width, "h": p.height, "xoff": p._xoff, "yoff": p._yoff}
    else:
        o = b.oled
        display = {"kind": "ssd1306", "i2c": o.i2c.id, "sda": o.i2c.sda, "scl": o.i2c.scl,
                   "addr": o.addr, "w": o.width, "h": o.height}
    return {"buttons": buttons, "display": display}


if __name__ == "__main__":
    import argparse
    import json
    import os
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    ap = argparse.ArgumentParser(prog="tools/rp2040/pins.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("boards", nargs="+", metavar="BOARD", help="an RP2040 board file's name")
    for name in ap.parse_args().boards:
        print(name, json.dumps(spec(name)))
