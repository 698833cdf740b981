"""Fake `analogio`: AnalogIn whose value the test sets (16-bit, 32768 = centred)."""


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.value = 32768
