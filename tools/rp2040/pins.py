"""What an RP2040 board file wires where, read by running its own make_board() under CPython
against a recording stand-in for `machine` (and `ssd1306`): the harness then drives the very
pins the board file reads and listens on the bus it writes.

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
import types

_UNSET = object()


class Pin:
    IN, OUT, PULL_UP, PULL_DOWN = 0, 1, 1, 2

    def __init__(self, gpio, mode=-1, pull=-1, value=None):
        self.gpio = gpio
        self.v = 1

    def __call__(self, v=None):
        if v is None:
            return self.v
        self.v = v
        return None

    def value(self, v=None):
        return self(v)


class SPI:
    def __init__(self, bus, baudrate=1_000_000, *, sck=None, mosi=None, miso=_UNSET, **kw):
        self.bus, self.baudrate = bus, baudrate
        self.sck, self.mosi = sck.gpio, mosi.gpio
        # left out: the port claims the bus's default MISO pin (GPIO 8 on SPI1, 16 on SPI0)
        self.miso = "default" if miso is _UNSET else (None if miso is None else miso.gpio)

    def write(self, b):
        pass


class I2C:
    def __init__(self, bus, *, sda=None, scl=None, freq=400_000):
        self.bus, self.sda, self.scl = bus, sda.gpio, scl.gpio


class PWM:
    def __init__(self, pin, freq=None, duty_u16=None):
        self.pin = pin

    def freq(self, f=None):
        return 1000

    def duty_u16(self, d=None):
        return 0

    def deinit(self):
        pass


class Timer:
    """The one-shot that ends a buzzer's note (firmware/drivers/buzzer.py)."""
    ONE_SHOT = 0

    def init(self, mode=None, period=None, callback=None):
        pass


class SSD1306_I2C:
    """micropython-lib's driver as far as the board file uses it (its init, buffer and commands)."""

    def __init__(self, w, h, i2c, addr=0x3C, external_vcc=False):
        self.width, self.height, self.i2c, self.addr = w, h, i2c, addr
        self.buffer = bytearray(w * h // 8)
        self.init_display()

    def init_display(self):
        pass

    def poweron(self):
        pass

    def write_cmd(self, cmd):
        pass

    def write_data(self, buf):
        pass


def _fake_modules():
    machine = types.ModuleType("machine")
    machine.Pin, machine.SPI, machine.I2C, machine.PWM, machine.Timer = Pin, SPI, I2C, PWM, Timer
    machine.soft_reset = lambda: None
    machine.idle = lambda: None
    machine.freq = lambda *a: 125_000_000 if not a else None
    ssd1306 = types.ModuleType("ssd1306")
    ssd1306.SSD1306_I2C = SSD1306_I2C
    return {"machine": machine, "ssd1306": ssd1306}


def spec(board):
    from runtimes.cpython import ensure_framebuf as _ensure_framebuf
    _ensure_framebuf()  # firmware/drivers/st7789.py's framebuf: host_sim's
    fakes = _fake_modules()
    saved = {k: sys.modules.get(k) for k in fakes}
    mod_name = "firmware.boards." + board
    had_sleep = hasattr(time, "sleep_ms")
    try:
        sys.modules.update(fakes)
        if not had_sleep:
            time.sleep_ms = lambda ms: None  # the ST7789 driver's reset delays
        sys.modules.pop(mod_name, None)
        mod = importlib.import_module(mod_name)
        b = mod.make_board()
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
        sys.modules.pop(mod_name, None)
        if not had_sleep:
            del time.sleep_ms
    buttons = [(p.gpio, op) for p, op in b.buttons._pins]
    p = getattr(b, "panel", None)  # a PanelBoard's ST7789 (firmware/drivers/st7789.py)
    if p is not None:
        s = p.spi
        display = {"kind": "st7789", "spi": s.bus, "sck": s.sck, "mosi": s.mosi, "miso": s.miso,
                   "baudrate": s.baudrate, "dc": p.dc.gpio, "cs": p.cs.gpio, "rst": p.rst.gpio,
                   "w": p.width, "h": p.height, "xoff": p._xoff, "yoff": p._yoff}
    else:
        o = b.oled
        display = {"kind": "ssd1306", "i2c": o.i2c.bus, "sda": o.i2c.sda, "scl": o.i2c.scl,
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
