"""Runs under real MicroPython: the ST7789 panel driver and the panel board object composing
it (firmware/drivers/st7789.py) with fake SPI/pins.  Prints CHECK lines the host test reads."""

import sys

from firmware.drivers.buttons import Buttons
from firmware.drivers.st7789 import BAND, ST7789, H, PanelBoard, W


class FakePin:
    def __init__(self, v=1):
        self.v = v
        self.log = []

    def __call__(self, v):
        self.log.append(v)

    def value(self):
        return self.v


class FakePWM:
    def freq(self, f):
        self.f = f

    def duty_u16(self, d):
        self.d = d


class FakeSPI:
    def __init__(self, dc):
        self.dc = dc
        self.data = bytearray()

    def write(self, b):
        if self.dc.log and self.dc.log[-1] == 1:
            self.data.extend(b)


dc = FakePin()
spi = FakeSPI(dc)
keys = [(FakePin(1), 1), (FakePin(1), 3)]
FACTS = {"__name__": "firmware.boards.t", "BOT_BUDGET_MS": 900, "STORAGE": "", "SAVES": "save/"}
b = PanelBoard(FACTS, ST7789(spi, dc=dc, cs=FakePin(), rst=FakePin()), Buttons(keys), backlight=FakePWM())
for i in range(16):
    b.palette[i] = (i * 0x0841) & 0xFFFF
b.palette[5] = 0xF800  # red
b.fb.fill(0)
b.fb.pixel(3, 0, 5)
b.fb.pixel(W - 1, H - 1, 15)
spi.data = bytearray()
b.show()
px = spi.data[-W * H * 2:]  # the pixel stream (after the window commands' data)
print("CHECK len", len(px) == W * H * 2)
print("CHECK red", px[6] == 0xF8 and px[7] == 0x00)
print("CHECK black", px[0] == 0 and px[1] == 0)
last = (15 * 0x0841) & 0xFFFF
print("CHECK last", px[-2] == last >> 8 and px[-1] == last & 255)
print("CHECK palette", b.palette[5] == 0xF800)
keys[1][0].v = 0
print("CHECK press", b.poll() == 3 and b.poll() is None)
keys[1][0].v = 1
print("CHECK release", b.poll() is None)
# key blips: silent without a buzzer; with one (firmware/drivers/buzzer.py) the tone starts at
# half duty and beep() returns at once: a one-shot timer ends it, and a note asked for meanwhile
# follows it (a tune), then silence
b.beep(2000, 1)


class FakeTimer:
    ONE_SHOT = 0
    armed = None

    def init(self, mode, period, callback):
        FakeTimer.armed = (mode, period, callback)


class FakeMachine:
    Timer = FakeTimer


real_machine = sys.modules.get("machine")
sys.modules["machine"] = FakeMachine
buzz = FakePWM()
b2 = PanelBoard(FACTS, ST7789(spi, dc=dc, cs=FakePin(), rst=FakePin(), xoff=40, yoff=53), Buttons(keys),
                backlight=FakePWM(), buzzer=buzz)
b2.beep(1500, 10)
first = (buzz.f, buzz.d, FakeTimer.armed[:2])
b2.beep(880, 30)  # while the first sounds: queued, the tone unchanged
queued = (buzz.f, buzz.d)
FakeTimer.armed[2](b2.buzzer.timer)  # the first note's time is up
second = (buzz.f, buzz.d, FakeTimer.armed[:2])
FakeTimer.armed[2](b2.buzzer.timer)
print("CHECK buzzer", first == (1500, 32768, (0, 10)) and queued == (1500, 32768)
      and second == (880, 32768, (0, 30)) and buzz.d == 0 and b2.buzzer.notes == [])
if real_machine is None:
    del sys.modules["machine"]
else:
    sys.modules["machine"] = real_machine
print("CHECK relaunch", b.relaunch is None and b2.relaunch is None and b.name == "t" and b.saves == "save/")
# only what changed goes to the panel: nothing when nothing changed, one band for one pixel
spi.data = bytearray()
b.show()
print("CHECK unchanged", b.panel.sent_bands == 0 and len(spi.data) == 0)
# (with the native code, firmware/drivers/rgb565.py, only the 40-pixel column blocks that changed)
cols = 40 if b.panel._conv is not None else W
b.fb.pixel(10, 20, 3)
spi.data = bytearray()
b.show()
row = spi.data[-cols * BAND * 2:]
print("CHECK one_band", b.panel.sent_bands == 1 and len(spi.data) == cols * BAND * 2 + 8
      and row[((20 % BAND) * cols + 10) * 2] == 0x18)
b.fb.pixel(W - 1, 60, 3)  # the last block: columns W - cols .. W - 1 (the panel's x from xoff 40)
spi.data = bytearray()
b.show()
x0 = 40 + W - cols
print("CHECK right_block", b.panel.sent_bands == 1 and len(spi.data) == cols * BAND * 2 + 8
      and spi.data[:4] == bytes((x0 >> 8, x0 & 255, (40 + W - 1) >> 8, (40 + W - 1) & 255))
      and spi.data[8 + ((60 % BAND) * cols + cols - 1) * 2] == 0x18)
b.fb.pixel(10, 100, 3)  # two blocks far apart in one band: one window from the first to the last
b.fb.pixel(W - 1, 101, 3)
spi.data = bytearray()
b.show()
print("CHECK span", b.panel.sent_bands == 1 and len(spi.data) == W * BAND * 2 + 8)
b.palette[3] = 0x07E0
spi.data = bytearray()
b.show()
print("CHECK palette_change", b.panel.sent_bands == (H + BAND - 1) // BAND and len(spi.data) >= W * H * 2)
