"""The in-game menu's last-trick page of the three trick games (public: everyone saw the last
trick), shared by their plug-ins' last_lines.  Loaded with the pages and dropped with them
(app._TRANSIENT): it never sits in memory during a turn."""
from firmware import texts as T
from firmware import words
from firmware.layouts.tricks import decl


def lines(app, game, v):
    lt = v.get("last_trick")
    if not lt:
        return [(app.t(T.NONE_YET), False)]
    out = []
    for e in lt["cards"]:
        txt = "%s: %s" % (app.seats[e[0]][0], words.word(e[1], app.lang))
        d = decl(app, game, e)
        if d:
            txt += " " + d[0]
        if e[0] == lt["winner"]:
            txt += " <"
        out.append((txt, e[0] == lt["winner"]))
    return out
