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
