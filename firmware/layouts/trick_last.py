"""The in-game menu's pages of the three trick games: the last trick (public: everyone saw the
last trick), shared by their plug-ins' last_lines, and the Key to the table's short forms.
Loaded with the pages and dropped with them (app._TRANSIENT): never in memory during a turn."""
from firmware import texts as T
from firmware import words
from firmware.layouts import cards
from firmware.layouts.cards import decl


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


def key_lines(app, game, v):
    """The Key page of a trick game's table (in-game menu; UP on the 128x64 board): every short
    form the table may show, explained -- the card letters, the markers, the figures' short
    labels.  [(text, highlighted, characters underlined)]."""
    out = []
    cur = ""
    for c in game.SUITS:  # the card letters (the 128x64 table and the piles page use them)
        x = "%s=%s" % (cards.token(c + "1")[:-1], words.word(c, app.lang))
        if cur and len(cur) + 1 + len(x) > app.cols:
            out.append((cur, False, 0))
            cur = ""
        cur = cur + " " + x if cur else x
    out.append((cur, False, 0))
    mark = app.t(game.MARK[1]) if game.MARK else None
    if mark and app.mono:
        out.append(("*  " + mark, False, 0))
    elif mark:
        out.append(("%s  %s" % (mark[:1].upper(), mark), False, 0))
    s = v["to_act"] if v.get("to_act") is not None else 0
    out.append(("%s: %s" % (app.seats[s][0], app.t(T.TO_PLAY)), True, 0))
    lead = cards.token(game.SUITS[0] + "1") if app.mono else ">"
    out.append(("%s %s" % (lead, app.t(T.LEADS)), False, len(lead) if app.mono else 0))
    tok = getattr(game, "TOKEN", None)
    if tok:  # the token's marker (Bob's Hat)
        out.append(("H  " + words.word(tok[1], app.lang), False, 0))
    seen = []  # every short form's legend, each once ("b=bid", "tr=tricks", "bid/tricks")
    for s in range(v["players"]):
        for cands in [game.compact(app, v, s, True), game.compact(app, v, s, False)] + \
                [[cards.cand(ln, k) for k in range(cards.ncands(ln))]
                 for ln in game.stats(app, v, s, 0) if isinstance(ln, tuple)]:
            for c in cands:
                if not isinstance(c, str):
                    for x in c[1].split(" "):
                        if x not in seen:
                            seen.append(x)
    cur = ""
    for x in seen:
        if cur and len(cur) + 2 + len(x) > app.cols:
            out.append((cur, False, 0))
            cur = ""
        cur = cur + "  " + x if cur else x
    if cur:
        out.append((cur, False, 0))
    return out
