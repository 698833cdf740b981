"""Fake `supervisor`: reload() (restart code.py in a fresh VM) raises Reloaded for the test."""


class Reloaded(Exception):
    pass


def reload():
    raise Reloaded()
