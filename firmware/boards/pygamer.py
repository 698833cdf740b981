"""Adafruit PyGamer under CircuitPython: 160x128 display, A/B/START/SELECT on the shift register,
the analog joystick as the d-pad, speaker (firmware/boards/_badge.py does the work)."""
import analogio
import board

from firmware.boards._badge import BadgeBoard

RUNTIME = "circuitpython"  # tools/build.py: a CIRCUITPY drive, compiled by CircuitPython's mpy-cross


def make_board():
    stick = (analogio.AnalogIn(board.JOYSTICK_X), analogio.AnalogIn(board.JOYSTICK_Y))
    return BadgeBoard("pygamer", key_count=4, stick=stick)
