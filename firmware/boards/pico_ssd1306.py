"""Pico + SSD1306 128x64 mono over I2C + 6 buttons.  Uses micropython-lib's ssd1306
(`mpremote mip install ssd1306`, which `make flash` does: MIP below); its buffer is MONO_VLSB and
is the app's fb; show() sends only the pages that changed (firmware/drivers/oled.py); the texts
are drawn into it in native code (firmware/drivers/oled_text.py).  The facts
below are plain data (firmware/boards/__init__.py lists them); make_board() makes the hardware."""
import time

WIDTH = 128
HEIGHT = 64
MONO = True
RUNTIME = "micropython"
CHIP = "rp2040"  # make firmware BOARD=pico_ssd1306 builds its UF2 (tools/rp2040/)
DRIVERS = ("buttons", "oled", "oled_text")  # firmware/drivers/ modules a build carries
MIP = ("ssd1306",)  # micropython-lib packages `make flash` installs
BOT_BUDGET_MS = 800  # ms a hard computer move searches at most (firmware/players.py, README)
STORAGE = ""
SAVES = "save/"  # the save's folder in the storage (littlefs: firmware/savedir.py)
KEYS = (("PREV", "PREV", 10), ("NEXT", "NEXT", 11), ("OK", "OK", 12), ("BACK", "BACK", 13),
        ("UP", "UP", 14), ("DOWN", "DOWN", 15))  # (label, op name, gpio)
# A piezo buzzer on a free GPIO gives key blips (Settings: sound), e.g. BUZZER = 22 with "buzzer" added
# to DRIVERS (firmware/drivers/buzzer.py); None: silent.
BUZZER = None
# the simulator's drawing (host_sim/window.py): a blue PCB, plain buttons captioned below
LABEL = "Small mono 128×64"  # the browser page's Screen list (tools/web_build.py)
SKIN = {"body": (20, 60, 140), "plain": True}


def _warm(oled):
    """The SSD1306's init on a warm panel: only make sure it is on."""
    oled.poweron()


class Board:
    name = "pico_ssd1306"
    width = WIDTH
    height = HEIGHT
    mono = MONO
    palette = None
    storage = STORAGE
    saves = SAVES
    BOT_BUDGET_MS = BOT_BUDGET_MS
    sound = BUZZER is not None  # beep() is heard (Settings: sound)

    def __init__(self):
        import ssd1306
        from machine import I2C, Pin, idle

        from firmware.drivers import buttons_setup
        from firmware.drivers.buttons import Buttons
        from firmware.drivers.oled import PageWindow
        # A soft reset (the app's Start) keeps the GPIOs as they were: SDA still the I2C's (a
        # power-on leaves it unassigned) means the panel is set up and shows the launcher's last
        # frame.  The driver's init would blank it (display off, a black frame): skipped, the
        # table's frame replaces the launcher's (never a blank panel between).
        cls = ssd1306.SSD1306_I2C
        warm = "I2C" in str(Pin(4))
        init = cls.init_display
        if warm:
            cls.init_display = _warm
        try:
            self.oled = cls(WIDTH, HEIGHT, I2C(0, sda=Pin(4), scl=Pin(5)))
        finally:
            cls.init_display = init
        self.fb = self.oled  # SSD1306 is a FrameBuffer subclass (MONO_VLSB)
        self.win = PageWindow(self.oled)
        try:  # the screen's texts and its clear in native code where it loads (drivers/oled_text.py)
            from firmware.drivers.oled_text import bind, clear, span
            bind(self.oled)
            self.clear = clear  # (absent: App's clear is the framebuffer's fill)
            self.win.span = span  # a changed page's columns (absent: show()'s loops)
        except (ImportError, SyntaxError, ValueError):
            pass
        self.buttons = buttons_setup.on_gpio(Buttons, KEYS, Pin)
        self.idle = idle  # the loop's sleep between turns (boards/__init__.py)
        self.buzzer = None
        if BUZZER is not None:  # sounded while the app goes on (drivers/buzzer.py)
            from machine import PWM

            from firmware.drivers.buzzer import Buzzer
            self.buzzer = Buzzer(PWM(Pin(BUZZER)))

    def show(self):
        self.win.show()

    def poll(self):
        return self.buttons.poll()

    def ticks_ms(self):
        return time.ticks_ms()

    def beep(self, freq_hz, ms):
        if self.buzzer is not None:
            self.buzzer.beep(freq_hz, ms)

    def relaunch(self):
        from machine import soft_reset
        soft_reset()  # reset-to-launch: the game starts in a heap the launcher never touched

    def set_backlight(self, level):
        self.oled.contrast(level * 255 // 100) if level else self.oled.poweroff()
        if level:
            self.oled.poweron()


def make_board():
    return Board()
