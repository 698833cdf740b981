"""Fake `board` for tests/circuitpython/board_check.py (CircuitPython unix port): pins are names,
DISPLAY records what the board file does with it."""


class FakeDisplay:
    def __init__(self):
        self.auto_refresh = True
        self.root_group = None
        self.brightness = 1.0
        self.refreshes = 0

    def refresh(self, target_frames_per_second=60, minimum_frames_per_second=1):
        self.refreshes += 1


DISPLAY = FakeDisplay()
BUTTON_CLOCK = "BUTTON_CLOCK"
BUTTON_OUT = "BUTTON_OUT"
BUTTON_LATCH = "BUTTON_LATCH"
JOYSTICK_X = "JOYSTICK_X"
JOYSTICK_Y = "JOYSTICK_Y"
