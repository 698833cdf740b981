"""The simulator's speaker: the board's beeps (board.beep(freq, ms): key blips, a trick won, a
hand's end, the winner) played through pygame.mixer, as square-wave tones made here (no sound
files).  A machine without an audio device (a container, SDL_AUDIODRIVER=dummy, no mixer) gets
silence, never an error."""
from array import array

RATE = 22050
VOLUME = 2500  # of 32767: quiet, as a piezo


def tone_samples(beeps, rate=RATE):
    """16-bit mono samples of the beeps one after the other ((freq_hz, ms) each), a square wave
    with 5 ms of silence between notes."""
    out = array("h")
    for f, ms in beeps:
        n = rate * max(ms, 10) // 1000
        half = max(1, rate // (2 * max(1, f)))
        for i in range(n):
            out.append(VOLUME if (i // half) % 2 == 0 else -VOLUME)
        out.extend([0] * (rate * 5 // 1000))
    return out


class Speaker:
    def __init__(self):
        self.mixer = None
        try:
            import pygame
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            if pygame.mixer.get_init():
                self.mixer = pygame.mixer
        except Exception:  # no audio device, no driver, no mixer module: silence
            self.mixer = None

    def play(self, beeps):
        """Play the beeps (in order) without waiting; False when there is no sound here."""
        if self.mixer is None or not beeps:
            return False
        try:
            self.mixer.Sound(buffer=tone_samples(beeps).tobytes()).play()
            return True
        except Exception:
            return False

    def close(self):
        if self.mixer is not None:
            try:
                self.mixer.quit()
            except Exception:
                pass
            self.mixer = None
