"""Fake `keypad`: ShiftRegisterKeys whose event queue the test fills (push), plus HELD: key
numbers reported as pressed right after construction (as keypad does for a key held at start)."""
HELD = []
MADE = []


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed


class EventQueue:
    def __init__(self):
        self.q = []

    def push(self, key, pressed=True):
        self.q.append((key, pressed))

    def get_into(self, ev):
        if not self.q:
            return False
        ev.key_number, ev.pressed = self.q.pop(0)
        ev.released = not ev.pressed
        return True

    def get(self):
        if not self.q:
            return None
        k, p = self.q.pop(0)
        return Event(k, p)


class ShiftRegisterKeys:
    def __init__(self, clock=None, data=None, latch=None, key_count=8, value_when_pressed=False, **kw):
        self.args = (clock, data, latch, key_count, value_when_pressed)
        self.events = EventQueue()
        for k in HELD:
            self.events.push(k)
        self.deinited = False
        MADE.append(self)

    def deinit(self):
        self.deinited = True
