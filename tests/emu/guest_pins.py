"""Guest code, sent as source to the board in emulation (tests/emu: the emulated M3 has no GPIO):
four fake pins for the frozen buttons driver (firmware/drivers/buttons.py) and the driver over them,
pins[i] giving op i + 1 (PREV, NEXT, OK, BACK).  A test sets `pins[i].v` and calls `pins[i].h(pins[i])`
at an edge's moment, as a pin's interrupt would; `clock[0]` is the driver's clock (the edge's moment
in the handler).  A module of its own (ruff reads it) and one copy for both tests; `source()` gives its text."""
from firmware.drivers.buttons import Buttons


class Pin:
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self):
        self.v = 1
        self.h = None

    def value(self):
        return self.v

    def irq(self, handler=None, trigger=0, hard=False):
        self.h = handler


pins = [Pin() for _ in range(4)]
clock = [0]
buttons = Buttons([(pins[i], i + 1) for i in range(4)], lambda: clock[0])


def source():
    """This module's code, for the guest's REPL (host side only: the guest never calls it)."""
    import os
    with open(os.path.abspath(__file__)) as f:
        return f.read()
