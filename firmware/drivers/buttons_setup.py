"""The buttons driver's set-up (firmware/drivers/buttons.py): the pins made from a board file's
KEYS (on_gpio) and each pin's interrupt wired (latch) -- run once, when the board file makes its
buttons, and then dropped from memory (unload), so that their code is not resident beside a game
(issue 24: the 32-bit port's heap).  A board file calls on_gpio, whose Buttons() then finds this
module loaded (one load for both) and drops it.  A build carries it with buttons.py
(runtimes/mpy.py: a driver's "<name>_setup.py" goes with it).  The edge handlers themselves are
buttons.py's (a closure made here would hold this module's globals, and so its code, for good);
buttons.py imports this module, never the other way (no import circle: on_gpio's `buttons` is
the board file's)."""
import sys


def on_gpio(buttons, keys, pin):
    """buttons.Buttons (`buttons`: that class) from a board file's KEYS, ((label, op name,
    gpio), ...): each gpio an input with its pull-up (`pin`: the board's machine.Pin), in KEYS'
    order, each latched by its interrupt."""
    from firmware import ops
    try:
        return buttons([(pin(g, pin.IN, pin.PULL_UP), getattr(ops, op)) for _, op, g in keys])
    finally:
        unload()  # (pins without interrupts leave it loaded otherwise)


def latch(b, pins, clock, debounce_ms):
    """Buttons.__init__ for pins that interrupt: each press latched by its falling edge (b's
    handlers, buttons.py), `clock` the ms ticks of the debounce; then this module dropped."""
    try:
        b._clock = clock
        # ms of each pin's last edge (debounce): at start every pin has been quiet
        b._edge = [clock() - debounce_ms] * len(pins)
        for i in range(len(pins)):
            p = pins[i][0]
            h = b._handler(i)
            try:  # a hard interrupt: runs at the edge, even during a collection (it allocates nothing)
                p.irq(handler=h, trigger=p.IRQ_FALLING | p.IRQ_RISING, hard=True)
            except TypeError:  # a port without hard pin interrupts: scheduled ones
                p.irq(handler=h, trigger=p.IRQ_FALLING | p.IRQ_RISING)
        b.latched = True
    finally:
        unload()


def unload():
    """This module out of sys.modules and off its package (as firmware/app.py unload): once the
    call that imported it has returned, the collector frees its code."""
    sys.modules.pop(__name__, None)
    from firmware import drivers
    if hasattr(drivers, "buttons_setup"):
        delattr(drivers, "buttons_setup")
