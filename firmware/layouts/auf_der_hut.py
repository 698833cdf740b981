"""Auf der Hut on screen (RULINGS.md 4): the plug-in (firmware/layouts/__init__.py); its table
is drawn by row.py until the pictures land."""
from firmware import texts as T
from firmware import words
from firmware.layouts import row

MENU = ()
SCREENS = {}
UNIT = T.ROUND


def draw(app, v, picked, cursor, private):
    row.draw(app, v, picked, cursor, private)


def last_lines(app, v):
    la = v.get("last_action")
    if la is None:
        return [(app.t(T.NONE_YET), False)]
    out = [("%s: %s" % (app.seats[v["last_seat"]][0], words.phrase(la.split(), app.lang)), False)]
    rv = v.get("last_reveal")
    if rv:
        out.append(("%s -> %s" % (words.hat(rv["hat"], app.lang), rv["outcome"]), False))
    return out
