"""Pico + SSD1306 128x64 mono over I2C + 6 buttons.  Uses micropython-lib's ssd1306
(`mpremote mip install ssd1306`); its buffer is MONO_VLSB and is the app's fb."""
import time

import ssd1306
from machine import I2C, PWM, Pin, soft_reset

from firmware.buttons import Buttons

# A piezo buzzer on a free GPIO gives key blips (Settings: sound), e.g. BUZZER = 22; None: silent.
BUZZER = None


class Board:
    name = "pico_ssd1306"
    width = 128
    height = 64
    mono = True
    palette = None
    storage = ""
    saves = "save/"  # the save's folder in the storage (littlefs: firmware/save.py folder())
    BOT_BUDGET_MS = 900  # ms a hard computer move searches at most (firmware/players.py, README)

    def __init__(self):
        self.oled = ssd1306.SSD1306_I2C(128, 64, I2C(0, sda=Pin(4), scl=Pin(5)))
        self.fb = self.oled  # SSD1306 is a FrameBuffer subclass (MONO_VLSB)
        keys = ((10, 1), (11, 2), (12, 3), (13, 4), (14, 5), (15, 6))  # (gpio, op)
        self.buttons = Buttons([(Pin(g, Pin.IN, Pin.PULL_UP), op) for g, op in keys])

    def show(self):
        self.oled.show()

    def poll(self):
        return self.buttons.poll()

    def ticks_ms(self):
        return time.ticks_ms()

    def beep(self, freq_hz, ms):
        if BUZZER is None:
            return
        pwm = PWM(Pin(BUZZER), freq=freq_hz, duty_u16=32768)
        time.sleep_ms(ms)
        pwm.deinit()

    def relaunch(self):
        soft_reset()  # reset-to-launch: the game starts in a heap the launcher never touched

    def set_backlight(self, level):
        self.oled.contrast(level * 255 // 100) if level else self.oled.poweroff()
        if level:
            self.oled.poweron()


def make_board():
    return Board()
