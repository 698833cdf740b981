"""Buttons to op codes: one press gives one op code (no auto-repeat; a held key
reports once until released).  Takes ready-made input pins, so it imports no
`machine` itself (STYLE.md 11: only board files do)."""


class Buttons:
    def __init__(self, pins):
        self._pins = pins  # [(pin, op)]: pin.value() is 0 while pressed (pull-ups)
        self._down = None

    def poll(self):
        for p, op in self._pins:
            if not p.value():
                if self._down != op:
                    self._down = op
                    return op
                return None
        self._down = None
        return None


def on_gpio(keys, pin):
    """Buttons from a board file's KEYS, ((label, op name, gpio), ...): each gpio an input with
    its pull-up (`pin`: the board's machine.Pin), in KEYS' order (the first pressed one wins)."""
    from firmware import ops
    return Buttons([(pin(g, pin.IN, pin.PULL_UP), getattr(ops, op)) for _, op, g in keys])
