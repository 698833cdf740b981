"""Adafruit PyBadge / PyBadge LC / EdgeBadge under CircuitPython: 160x128 display, d-pad and
A/B/START/SELECT on the shift register, speaker (firmware/boards/_badge.py does the work)."""
from firmware.boards._badge import BadgeBoard

RUNTIME = "circuitpython"  # tools/build.py: a CIRCUITPY drive, compiled by CircuitPython's mpy-cross


def make_board():
    return BadgeBoard("pybadge", key_count=8)
