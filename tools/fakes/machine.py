"""A recording stand-in for MicroPython's `machine` (the rp2 port's, as the board files and the
drivers use it), on CPython and on MicroPython (tools/fakes/__init__.py: install()).  Every name a
board file or a driver takes from `machine` is here: tests/host/test_board_contract.py reads their
imports and checks.

What it records (module-level, until power_on()):
- `pins`: {gpio: the last Pin made for it}; a Pin holds its mode, pull and interrupt (`handler`,
  `trigger`, `hard`), and the values written to it in `log` where a test sets pin.log = [] (off by
  default: a driver may write pins under micropython.heap_lock());
- `levels`: {gpio: 0 or 1}, what Pin.value() reads and the last value written; unset: 1 (an input
  released behind its pull-up, an output still high: a warm panel's reset line).  drive() is the
  outside world on an input: the level changes and the pin interrupts where its trigger has the edge;
- `alt`: {gpio: the bus that took the pin} (I2C: str(Pin) says so, as the rp2 port's does);
- SPI: its bus (`id`), `baudrate`, `sck`/`mosi`/`miso` gpios ("default" where miso was left out: the
  port claims the bus's default pin), the bytes written (`data`) and the writes (`writes`); with
  `dc` (the panel's data/command Pin, where a test names it) the bytes written while it is low
  go to `cmds`;
- I2C: its bus, `sda`/`scl` gpios, `freq`, the bytes written (`data`), `writes`;
- PWM: its `pin`, `hz` (freq) and `duty` (duty_u16);
- Timer: `armed`, (mode, period, callback) of its last init, None once deinit or a one-shot fired
  (fire(): the period is up);
- `idles` (idle() calls), `soft_resets` (soft_reset(): counted, then SystemExit as on a board),
  `clocks` ([cpu, peripheral] Hz: freq());
- `mem32`: the 32-bit words written by address (a register read: the last word written there, else
  0 -- an SPI's status then reads idle and empty, drivers/st7789_dma.py _flush).

power_on() clears them all (a power cycle); a soft reset keeps the pins as they were (`levels`,
`alt`), as the RP2040's GPIOs are kept."""

pins = {}
levels = {}
alt = {}
idles = 0
soft_resets = 0
clocks = [125000000, 125000000]
_UNSET = object()


def power_on():
    global idles, soft_resets
    pins.clear()
    levels.clear()
    alt.clear()
    idles = 0
    soft_resets = 0
    clocks[0] = clocks[1] = 125000000
    mem32.words.clear()


def drive(gpio, level):
    """The outside world drives input `gpio` to `level` (a key pulled low: 0): its Pin interrupts
    where its trigger has that edge."""
    was = levels.get(gpio, 1)
    levels[gpio] = level
    p = pins.get(gpio)
    if p is not None and p.handler is not None and was != level:
        if p.trigger & (Pin.IRQ_FALLING if level == 0 else Pin.IRQ_RISING):
            p.handler(p)


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    ALT = 3
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8
    log = None  # a list of the values written, where a test sets one

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        self.mode = mode
        self.pull = pull
        self.handler = None
        self.trigger = 0
        self.hard = False
        pins[id] = self
        if mode != -1:  # a mode takes the pin back from a bus
            alt.pop(id, None)
        # its level now, so that a write or drive() later stores into the dict without growing it
        # (no allocation: a hard interrupt's handler runs under heap_lock in the tests)
        levels[id] = levels.get(id, 1) if value is None else value

    def __call__(self, v=None):
        if v is None:
            return levels.get(self.id, 1)
        levels[self.id] = v
        if self.log is not None:
            self.log.append(v)

    def value(self, v=None):
        return self(v)

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        self.handler = handler
        self.trigger = trigger
        self.hard = hard

    def __str__(self):  # as the rp2 port prints a pin
        a = alt.get(self.id)
        if a is not None:
            return "Pin(GPIO%d, mode=ALT, alt=%s)" % (self.id, a)
        return "Pin(GPIO%d, mode=%s)" % (self.id, "OUT" if self.mode == Pin.OUT else "IN")


class SPI:
    def __init__(self, id, baudrate=1000000, polarity=0, phase=0, bits=8, firstbit=0, sck=None, mosi=None,
                 miso=_UNSET):
        self.id = id
        self.baudrate = baudrate
        self.sck = None if sck is None else sck.id
        self.mosi = None if mosi is None else mosi.id
        self.miso = "default" if miso is _UNSET else (None if miso is None else miso.id)
        self.dc = None
        self.data = bytearray()
        self.cmds = bytearray()
        self.writes = 0

    def write(self, b):
        self.writes += 1
        if self.dc is not None and not self.dc.value():
            self.cmds.extend(b)
        else:
            self.data.extend(b)


class I2C:
    def __init__(self, id, scl=None, sda=None, freq=400000, timeout=50000):
        self.id = id
        self.scl = None if scl is None else scl.id
        self.sda = None if sda is None else sda.id
        self.freq = freq
        if sda is not None:  # the bus takes its pins
            alt[sda.id] = "I2C%d_SDA" % id
        if scl is not None:
            alt[scl.id] = "I2C%d_SCL" % id
        self.data = bytearray()
        self.writes = 0

    def writeto(self, addr, buf, stop=True):
        self.writes += 1
        self.data.extend(buf)
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        self.writes += 1
        n = 0
        for b in vector:
            self.data.extend(b)
            n += len(b)
        return n


class PWM:
    def __init__(self, pin, freq=None, duty_u16=None):
        self.pin = pin
        self.hz = freq
        self.duty = duty_u16

    def freq(self, f=None):
        if f is None:
            return self.hz
        self.hz = f

    def duty_u16(self, d=None):
        if d is None:
            return self.duty
        self.duty = d

    def deinit(self):
        self.duty = 0


class Timer:
    ONE_SHOT = 0
    PERIODIC = 1

    def __init__(self, id=-1, mode=PERIODIC, period=-1, callback=None, freq=None):
        self.armed = None
        if callback is not None:
            self.init(mode=mode, period=period, callback=callback)

    def init(self, mode=PERIODIC, period=-1, callback=None, freq=None):
        self.armed = (mode, period, callback)

    def deinit(self):
        self.armed = None

    def fire(self):
        """(Fake only) the period is up: the callback runs, as the scheduler would run it."""
        mode, _, cb = self.armed
        if mode == Timer.ONE_SHOT:
            self.armed = None
        cb(self)


def idle():
    global idles
    idles += 1


def soft_reset():
    global soft_resets
    soft_resets += 1
    raise SystemExit(0)


def freq(*hz):
    """freq(): the CPU's clock; freq(cpu, peripheral=None): set them (the rp2 port's)."""
    if not hz:
        return clocks[0]
    clocks[0] = hz[0]
    if len(hz) > 1:
        clocks[1] = hz[1]


class _Mem32:
    """machine.mem32: the chip's 32-bit registers by address (the words written, read back)."""

    def __init__(self):
        self.words = {}

    def __getitem__(self, addr):
        return self.words.get(addr, 0)

    def __setitem__(self, addr, value):
        self.words[addr] = value & 0xFFFFFFFF


mem32 = _Mem32()
