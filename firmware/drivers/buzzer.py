"""A piezo on a PWM pin that sounds without holding the app up (MicroPython boards: picosystem,
or a board file whose BUZZER names a pin; the board object's beep() is this Buzzer's).

A key's blip used to sleep for its 10 ms before the key was handled, so every key press on a board
with a buzzer reached the glass 10 ms later, and a hand's end waited ~0.4 s for its tune before its
page (issue 26: key to glass).  Here a note starts at once and a one-shot machine.Timer ends it; a
note asked for while one sounds follows it (a tune).  The timer's callback is a soft one (run by
the scheduler between bytecodes, so it may allocate) and is made once: beep() allocates only the
queued note."""


class Buzzer:
    def __init__(self, pwm):
        from machine import Timer
        self.pwm = pwm
        self.notes = []  # (freq_hz, ms): the one sounding first, then those that follow it
        self.timer = Timer()  # a virtual (software) timer, not one of the chip's
        self.done = self._next  # the callback, bound once (a bound method allocates when made)

    def beep(self, freq_hz, ms):
        q = self.notes
        q.append((freq_hz, ms))
        if len(q) == 1:  # nothing sounding: this note now (else the timer starts it)
            self._next(None)

    def _next(self, t):
        """The note at the queue's head starts (t None), or it is over (t: the timer) and the next
        starts; silence once none is left."""
        q = self.notes
        if t is not None and q:
            q.pop(0)
        if not q:
            self.pwm.duty_u16(0)
            return
        f, ms = q[0]
        self.pwm.freq(f)
        self.pwm.duty_u16(32768)
        self.timer.init(mode=self.timer.ONE_SHOT, period=ms if ms > 0 else 1, callback=self.done)
