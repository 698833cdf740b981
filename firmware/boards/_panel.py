"""The board object of a panel board on MicroPython (pico_lcd114, pico_display_pack, picosystem):
a panel driver (firmware/drivers/st7789.py: fb, palette, show) composed with the buttons
(firmware/drivers/buttons.py), the backlight PWM, an optional buzzer PWM and the reset-to-launch.
The board file makes the hardware objects in its make_board() and passes them by keyword with its
facts (its own globals(): BOT_BUDGET_MS, STORAGE, SAVES; the board's name is the file's)."""
import time


class PanelBoard:
    """The app's board (firmware/boards/__init__.py lists what it must hold)."""

    mono = False

    def __init__(self, facts, panel, buttons, backlight, buzzer=None, relaunch=None):
        self.name = facts["__name__"].split(".")[-1]
        self.BOT_BUDGET_MS = facts["BOT_BUDGET_MS"]  # ms a hard computer move searches at most (firmware/players.py)
        self.storage = facts["STORAGE"]
        self.saves = facts["SAVES"]  # the save's folder in the storage (littlefs: firmware/savedir.py)
        self.panel = panel
        self.width = panel.width
        self.height = panel.height
        self.fb = panel.fb
        self.palette = panel.palette
        self.buttons = buttons
        self.bl = backlight
        self.bl.freq(1000)
        self.buzzer = buzzer  # a PWM on a piezo pin, or None (neither reference board has one)
        # reset-to-launch (firmware/app.py App.relaunch): the board file passes machine.soft_reset,
        # so a game starts in a heap the launcher never touched
        self.relaunch = relaunch
        self.set_backlight(100)

    def show(self):
        self.panel.show()

    def poll(self):
        return self.buttons.poll()

    def ticks_ms(self):
        return time.ticks_ms()

    def beep(self, freq_hz, ms):
        """A short blip (Settings: sound) where the board has a buzzer; blocking, ms is ~10."""
        if self.buzzer is None:
            return
        self.buzzer.freq(freq_hz)
        self.buzzer.duty_u16(32768)
        time.sleep_ms(ms)
        self.buzzer.duty_u16(0)

    def set_backlight(self, level):
        self.bl.duty_u16(level * 655)
