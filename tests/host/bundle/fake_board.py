"""A fake board file for the bundle boot test: stands in for firmware/boards/<profile>.mpy
on a copy of the built flash.  It presses OK (open the first game's setup), PREV, OK (Start),
then OK (the human seat takes the first legal move; computer seats move on ticks),
and exits once the save on flash holds a finished game (checked after every key: the
save is cleared when the player leaves the game-over screen)."""

import sys

import framebuf

from firmware import ops, save

_SCRIPT = (ops.OK, ops.PREV, ops.OK)


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
            g, err = save.load("")
            if g is not None and g.is_over():
                print("BUNDLE_GAME_OVER", g.NAME, g.scores(), self.shows)
                sys.exit(0)
        if self.polls > 20000:
            print("BUNDLE_GAVE_UP")
            sys.exit(3)
        return ops.OK


def make_board():
    return Board()
