"""Runs under real MicroPython: the ST7789 panel driver and the panel board object composing
it (firmware/drivers/st7789.py) on the fake hardware (tools/fakes/).  Prints CHECK lines the host
test reads."""

from firmware.drivers.buttons import Buttons
from firmware.drivers.st7789 import BAND, ST7789, H, PanelBoard, W
from tools import fakes
from tools.fakes import machine
from tools.fakes.machine import PWM, SPI, Pin

fakes.install()  # `machine` for drivers/buzzer.py's Timer
spi = SPI(1, 62_500_000, sck=Pin(10), mosi=Pin(11), miso=None)
dc = spi.dc = Pin(8, Pin.OUT)  # the bytes written while DC is high: spi.data
keys = [(Pin(1, Pin.IN, Pin.PULL_UP), 1), (Pin(3, Pin.IN, Pin.PULL_UP), 3)]  # latched by their interrupts
FACTS = {"__name__": "firmware.boards.t", "BOT_BUDGET_MS": 900, "STORAGE": "", "SAVES": "save/"}
b = PanelBoard(FACTS, ST7789(spi, dc=dc, cs=Pin(9, Pin.OUT), rst=Pin(12, Pin.OUT)), Buttons(keys),
               backlight=PWM(Pin(13)))
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
machine.drive(3, 0)
print("CHECK press", b.poll() == 3 and b.poll() is None)
machine.drive(3, 1)
print("CHECK release", b.poll() is None)
# key blips: silent without a buzzer; with one (firmware/drivers/buzzer.py) the tone starts at
# half duty and beep() returns at once: a one-shot timer ends it, and a note asked for meanwhile
# follows it (a tune), then silence
b.beep(2000, 1)


buzz = PWM(Pin(22))
b2 = PanelBoard(FACTS, ST7789(spi, dc=dc, cs=Pin(9, Pin.OUT), rst=Pin(12, Pin.OUT), xoff=40, yoff=53), Buttons(keys),
                backlight=PWM(Pin(13)), buzzer=buzz)
b2.beep(1500, 10)
timer = b2.buzzer.timer
first = (buzz.hz, buzz.duty, timer.armed[:2])
b2.beep(880, 30)  # while the first sounds: queued, the tone unchanged
queued = (buzz.hz, buzz.duty)
timer.fire()  # the first note's time is up
second = (buzz.hz, buzz.duty, timer.armed[:2])
timer.fire()
print("CHECK buzzer", first == (1500, 32768, (0, 10)) and queued == (1500, 32768)
      and second == (880, 32768, (0, 30)) and buzz.duty == 0 and b2.buzzer.notes == [] and timer.armed is None)
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
