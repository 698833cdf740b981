"""Fake `microcontroller`: reset() (a hard reset: boot.py runs again) raises Reset for the test."""


class Reset(Exception):
    pass


def reset():
    raise Reset()
