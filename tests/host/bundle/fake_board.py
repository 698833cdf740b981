"""A fake board file for the bundle boot test: stands in for firmware/boards/<profile>.mpy
on a copy of the built flash.  It presses OK (leave the button guide of the first start), OK (open
the first game's setup), PREV, OK (Start),
then PREV, PREV, OK over and over (the human seat takes the second-last word offered at each
step, the confirmation takes PREV as nothing; computer seats move on ticks; the game-over screen
opens on its second entry, the score sheet, so two PREVs reach its last, Menu, which clears the
save),
and exits once the game was played to its end: the save on flash existed and is gone again
(the app clears it only when the player leaves the game-over screen, firmware/play.py h_over;
quitting or an unreadable save keeps the files).  Checked with os.stat alone: replaying the
record here would hold a second copy of the game beside the app's and measure the harness."""

import sys

import framebuf

from firmware import ops, save

_SCRIPT = (ops.OK, ops.OK, ops.PREV, ops.OK)  # the first start's button guide left first
_SLOT = save.slot("", "bobs_hat")  # the first game's save (one a title)


class Board:
    name = "fake"
    width = 240
    height = 135
    mono = False

    def __init__(self):
        self.buf = bytearray(self.width * self.height // 2)
        self.fb = framebuf.FrameBuffer(self.buf, self.width, self.height, framebuf.GS4_HMSB)
        self.palette = [0] * 16
        self.storage = ""
        self.t = 0
        self.polls = 0
        self.shows = 0
        self.had_save = False

    def show(self):
        self.shows += 1

    def ticks_ms(self):
        return self.t

    def beep(self, f, ms):
        pass

    def set_backlight(self, level):
        pass

    def poll(self):
        self.t += 700
        self.polls += 1
        if self.polls <= len(_SCRIPT):
            return _SCRIPT[self.polls - 1]
        if self.polls > len(_SCRIPT):
            if save.exists(_SLOT):
                self.had_save = True
                _keep()
            elif self.had_save:
                print("BUNDLE_GAME_OVER", self.polls, self.shows)
                sys.exit(0)
        if self.polls > 20000:
            print("BUNDLE_GAVE_UP")
            sys.exit(3)
        return ops.OK if (self.polls - len(_SCRIPT)) % 3 == 0 else ops.PREV


_buf = bytearray(512)  # made once: copying the save costs the harness no heap


def _keep():
    """Copy the title's game.json to kept.json, so the test can check the last save the app wrote before it
    cleared the save on leaving the game-over screen."""
    with open(_SLOT + "game.json", "rb") as src, open("kept.json", "wb") as dst:
        while True:
            n = src.readinto(_buf)
            if not n:
                break
            dst.write(memoryview(_buf)[:n])


def make_board():
    return Board()
