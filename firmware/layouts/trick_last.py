"""The in-game menu's pages of the three trick games: the last trick (public: everyone saw the
last trick), shared by their plug-ins' last_lines, and the Key to the table's short forms.
Loaded with the pages and dropped with them (app.py _HELD): never in memory during a turn."""
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
    """The Key page of a trick game's table (in-game menu; UP on the 128x64 board): what the table
    shows now, explained, and nothing it does not show (issue 27 point 3) -- the colours of the
    cards (suit glyphs on colour boards, letters on 128x64), the markers, the per-colour counts,
    the dimmed last trick and its "< takes", the short forms the table used -- the table last
    drawn, the one the page was opened from, tells what it drew (app.key_info, tricks.py).
    [(text, highlighted, characters underlined[, a suit glyph or "hat" drawn first])]."""
    legend, last, lead = getattr(app, "key_info", None) or ((), False, False)
    lang = app.lang
    out = []
    cur = ""
    for c in game.SUITS:
        if not app.mono:  # the glyph, then the colour's name
            out.append(("   " + words.word(c, lang), False, 0, c))
            continue
        x = "%s=%s" % (cards.token(c + "1")[:-1], words.word(c, lang))  # the 128x64 letters
        if cur and len(cur) + 1 + len(x) > app.cols:
            out.append((cur, False, 0))
            cur = ""
        cur = cur + " " + x if cur else x
    if cur:
        out.append((cur, False, 0))
    if not app.mono:
        for ln in game.stats(app, v, 0, app.w):
            if isinstance(ln, list):  # a count per colour (Bob's Hat): glyph and number
                out.append(("   " + app.t(T.KEY_COUNT), False, 0, game.SUITS[0]))
                break
    mark = app.t(game.MARK[1]) if game.MARK else None
    if mark and app.mono:
        out.append(("*  " + mark, False, 0))  # (colour boards write the word, or explain its letter)
    s = v["to_act"] if v.get("to_act") is not None else 0
    out.append(("%s: %s" % (app.seats[s][0], app.t(T.TO_PLAY)), True, 0))
    if lead:
        lt = cards.token(game.SUITS[0] + "1") if app.mono else ">"
        out.append(("%s %s" % (lt, app.t(T.LEADS)), False, len(lt) if app.mono else 0))
    tok = getattr(game, "TOKEN", None)  # the game's token (Bob's Hat), while a seat holds it
    hh = v.get(tok[0]) if tok else None
    if hh is not None and hh >= 0:  # "H" by the holder's name, or its icon
        hw = words.word(tok[1], lang)
        out.append(("H  " + hw, False, 0) if app.mono else ("   " + hw, False, 0, "hat"))
    track = getattr(game, "track", None)  # how the bids stand (issue 27 "Track"): the statuses shown
    if track:
        from firmware.layouts import tricks_mono
        seen = []
        for s in range(v["players"]):
            tk = track(app, v, s)
            if tk:  # the 128x64 table shows a seat's summary, the colour tables each bid card's
                for st in (tricks_mono.status(tk[2]),) if app.mono else tk[2].values():
                    if st not in seen:
                        seen.append(st)
        for st in range(3):  # tricks.MADE, ON, LOST: a glyph before the words (128x64), or
            # the words in the status's ink and mark (pages.d_key)
            if st in seen:
                out.append((("  " if app.mono else "") + app.t(T.KEY_MADE + st), False, 0, st))
    if last and app.mono:  # the hand's last trick, shown until the next starts: its winner's
        lt = cards.token(game.SUITS[0] + "1")  # card underlined
        out.append(("%s %s" % (lt, app.t(T.KEY_WON_LAST)), False, len(lt)))
    elif last:  # dimmed, its winner's "< takes"
        out.append((app.t(T.KEY_LAST), False, 0))
        out.append(("< %s: %s" % (app.t(T.TOOK), app.t(T.KEY_WON)), False, 0))
    cur = ""
    seen = []
    # the short forms the table used, each once (the dealer's and the hat's marks are above, a
    # title ending in ":" is no short form)
    for x in " ".join(e for e in legend if e[:2] not in ("*=", "H=") and e[-1] != ":").split(" "):
        if not x or x in seen:
            continue
        seen.append(x)
        if cur and len(cur) + 2 + len(x) > app.cols:
            out.append((cur, False, 0))
            cur = ""
        cur = cur + "  " + x if cur else x
    if cur:
        out.append((cur, False, 0))
    return out
