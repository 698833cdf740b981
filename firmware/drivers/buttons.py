"""Buttons to op codes: one press gives one op code (no auto-repeat; a held key
reports once until released).  Takes ready-made input pins, so it imports no
`machine` itself (STYLE.md 11: only board files do).

No tap is lost (issue 26): where the pins have interrupts (machine.Pin.irq), each press is latched
by its falling edge into a small ring of op codes made once (no allocation in the handler), and
poll() hands them out one by one in the order they were pressed, however long the app's step took
(a hard computer move, a whole save): a tap shorter than the step is still there afterwards.
The handler is a hard interrupt where the port has them (it reads the pin's level at the edge
itself: a scheduled one could run after a long collection, with the key already released).
Debounce: a falling edge counts only after DEBOUNCE_MS without any edge on that pin (both edges
are watched: a press's own bounce and a release's bounce come within a few ms of an edge and are
dropped).  A full ring drops the newest press (RING - 1 presses queued during one step).
Pins without `irq` (the host's fake pins) are polled by level as before.  What only the board's
making runs (on_gpio, each pin's interrupt wired) is buttons_setup.py's, dropped once done."""
import time

DEBOUNCE_MS = 10  # quiet time on a pin before its falling edge is a new press
RING = 16  # the ring's size: RING - 1 presses wait at most

# the clock in ms and the ms between two ticks (a board's clock wraps); on CPython (the host's
# tests and tools, fake pins that interrupt) a monotonic clock and a plain difference
_ticks = getattr(time, "ticks_ms", None) or (lambda: int(time.monotonic() * 1000))  # type: ignore[attr-defined]
_diff = getattr(time, "ticks_diff", None) or int.__sub__


class Buttons:
    def __init__(self, pins, clock=None):
        """`pins`: [(pin, op)], pin.value() 0 while pressed (pull-ups); `clock`: ms ticks (the
        board's time.ticks_ms; tests pass their own)."""
        self._pins = pins
        self._down = None
        self._ring = bytearray(RING)  # op codes, written by the handlers, read by poll()
        self.head = 0  # the next slot a handler writes (only the handlers change it)
        self.tail = 0  # the next slot poll() reads (only poll() changes it)
        self.latched = False
        if pins and hasattr(pins[0][0], "irq"):  # a board's pins are all of one kind
            # each pin's interrupt wired by the set-up module, loaded for it and dropped (its code
            # is not resident in play: buttons_setup.py)
            from firmware.drivers import buttons_setup
            buttons_setup.latch(self, pins, clock or _ticks, DEBOUNCE_MS)

    def _handler(self, i):
        """The edge handler of pin i (made once, at start).  It closes over two names only: a
        MicroPython closure called with more than 5 closed names and arguments in all takes its
        argument array from the heap (py/objclosure.c), a MemoryError in a hard interrupt."""
        def h(_p):
            self._at_edge(i)
        return h

    def _at_edge(self, i):
        """Pin i changed: a falling edge after DEBOUNCE_MS of quiet is a press, put in the ring
        (allocates nothing: it runs in a hard interrupt)."""
        now = self._clock()
        edge = self._edge
        quiet = _diff(now, edge[i]) >= DEBOUNCE_MS
        edge[i] = now
        if quiet and not self._pins[i][0].value():
            n = self.head + 1
            if n == RING:
                n = 0
            if n != self.tail:  # full: the newest press is dropped
                self._ring[self.head] = self._pins[i][1]
                self.head = n

    def poll(self):
        if self.latched:
            t = self.tail
            if t == self.head:
                return None
            op = self._ring[t]
            self.tail = t + 1 if t + 1 < RING else 0
            return op
        for p, op in self._pins:
            if not p.value():
                if self._down != op:
                    self._down = op
                    return op
                return None
        self._down = None
        return None
