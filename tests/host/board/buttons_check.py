"""The buttons driver's latched path (firmware/drivers/buttons.py) on the fake hardware's pins,
which interrupt (tools/fakes/machine.py): plain asserts, run by tests/host/test_buttons_latched.py
under CPython and under the MicroPython unix port.  A test calls edge(pin, level) where a real pin
would interrupt."""

from firmware.drivers.buttons import DEBOUNCE_MS, RING, Buttons
from tools.fakes import machine
from tools.fakes.machine import Pin


class SoftIrqPin(Pin):
    """A port whose Pin.irq takes no `hard` (scheduled interrupts only)."""

    def irq(self, handler=None, trigger=None):
        Pin.irq(self, handler, trigger)


class Clock:
    def __init__(self):
        self.t = 1000

    def __call__(self):
        return self.t


def edge(pin, level):
    """The pin goes to `level` and interrupts (both edges are watched)."""
    machine.drive(pin.id, level)


def tap(clock, pin, ms=40):
    edge(pin, 0)
    clock.t += ms
    edge(pin, 1)
    clock.t += ms


def make(n=3, cls=Pin):
    machine.power_on()
    clock = Clock()
    pins = [cls(i, Pin.IN, Pin.PULL_UP) for i in range(n)]
    return Buttons([(pins[i], 10 + i) for i in range(n)], clock), pins, clock


def drain(b):
    out = []
    while True:
        op = b.poll()
        if op is None:
            return out
        out.append(op)


def test_taps_during_a_long_step_all_arrive_in_order():
    b, pins, clock = make()
    assert b.latched
    assert pins[0].trigger == Pin.IRQ_FALLING | Pin.IRQ_RISING and pins[0].hard
    # a long step: nobody polls while five taps come and go
    for i in (0, 2, 1, 1, 0):
        tap(clock, pins[i])
    assert drain(b) == [10, 12, 11, 11, 10]
    assert b.poll() is None


def test_a_held_key_reports_once():
    b, pins, clock = make()
    edge(pins[1], 0)
    clock.t += 2000
    assert drain(b) == [11]
    edge(pins[1], 1)
    clock.t += 100
    assert b.poll() is None


def test_bounces_of_a_press_and_of_a_release_are_no_presses():
    b, pins, clock = make()
    p = pins[0]
    # the press bounces: low, high, low within a few ms
    edge(p, 0)
    clock.t += 1
    edge(p, 1)
    clock.t += 1
    edge(p, 0)
    clock.t += 80
    # the release bounces: high, low, high
    edge(p, 1)
    clock.t += 2
    edge(p, 0)
    clock.t += 1
    edge(p, 1)
    clock.t += DEBOUNCE_MS
    assert drain(b) == [10]
    tap(clock, p)  # the next real press after a quiet pin
    assert drain(b) == [10]


def test_a_quick_double_tap_counts_twice():
    b, pins, clock = make()
    tap(clock, pins[2], DEBOUNCE_MS)
    tap(clock, pins[2], DEBOUNCE_MS)
    assert drain(b) == [12, 12]


def test_a_full_ring_keeps_the_oldest_presses():
    b, pins, clock = make()
    for k in range(RING + 5):
        tap(clock, pins[k % 3])
    got = drain(b)
    assert got == [10 + k % 3 for k in range(RING - 1)]
    tap(clock, pins[1])  # room again
    assert drain(b) == [11]


def test_the_ring_wraps_around():
    b, pins, clock = make()
    want = []
    for k in range(3 * RING):
        tap(clock, pins[k % 2])
        want.append(10 + k % 2)
        if k % 5 == 4:
            assert drain(b) == want
            want = []
    assert drain(b) == want


def test_a_press_right_at_start_counts():
    b, pins, clock = make()
    tap(clock, pins[0])
    assert drain(b) == [10]


def test_a_port_without_hard_interrupts_gets_scheduled_ones():
    b, pins, clock = make(2, SoftIrqPin)
    assert b.latched and pins[0].handler is not None
    tap(clock, pins[1])
    tap(clock, pins[0])
    assert drain(b) == [11, 10]


def test_the_edge_handler_allocates_nothing():
    """A hard interrupt may not allocate: a MemoryError in it loses the press ("Uncaught exception
    in IRQ callback handler" on the emulated RP2040, where the handler's closure of seven names took
    its argument array from the heap).  Under MicroPython the heap is locked around the edges."""
    t = [1000]

    def clock():
        return t[0]

    machine.power_on()
    pins = [Pin(i, Pin.IN, Pin.PULL_UP) for i in range(3)]
    b = Buttons([(pins[i], 10 + i) for i in range(3)], clock)
    try:
        import micropython
        lock, unlock = micropython.heap_lock, micropython.heap_unlock
    except (ImportError, AttributeError):  # CPython: nothing to lock
        def lock():
            return None
        unlock = lock
    lock()
    try:
        machine.drive(1, 0)
        t[0] += 40
        machine.drive(1, 1)
    finally:
        unlock()
    assert drain(b) == [11]


class LevelPin:
    def __init__(self):
        self.v = 1

    def value(self):
        return self.v


def test_pins_without_interrupts_are_polled_by_level():
    pins = [LevelPin(), LevelPin()]
    b = Buttons([(pins[0], 1), (pins[1], 3)])
    assert not b.latched
    pins[1].v = 0
    assert b.poll() == 3 and b.poll() is None
    pins[1].v = 1
    assert b.poll() is None
    pins[0].v = 0
    assert b.poll() == 1


def main():
    n = 0
    for name, f in sorted(globals().items()):
        if name.startswith("test_"):
            f()
            n += 1
    print("BUTTONS %d passed" % n)


if __name__ == "__main__":
    main()
