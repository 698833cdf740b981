"""Fake `supervisor`: reload() (restart code.py in a fresh VM) raises Reloaded for the test;
ticks_ms() counts real milliseconds as the board's does (wrapping at 2**29)."""
import time


class Reloaded(Exception):
    pass


def reload():
    raise Reloaded()


def ticks_ms():
    return (time.time_ns() // 1000000) & 0x1FFFFFFF
