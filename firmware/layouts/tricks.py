"""The table of the three trick games (RULINGS.md 1-3), from one seat's view.

Colour 240x135: a header (hand/round, trump, Bob's Hat), one column per seat (name, bids or
piles, the card it played to the trick in progress -- the leader marked; between tricks the
last trick dimmed with its winner marked), the hand as cards, the app's prompt line last.
Mono 128x64: the same as text, cards as tokens (B14 = blue 14: suits by letter, not colour).
Everything comes from the view's documented keys (engine_core/<game>.py); nothing else.
"""
from firmware import app as A
from firmware import texts as T
from firmware import words
from firmware.layouts import cards

_BID_LETTERS = (("blue", "B"), ("red", "R"), ("black", "K"), ("fewest", "F"), ("fewest2", "F2"),
                ("none", "-"))


def _bid_text(bid, sep):
    """Bob's Hat bid words as letters: B R K (most blue/red/black), F / F2 (fewest), - (none)."""
    if bid is None:
        return ""
    out = []
    for w in bid:
        for k, c in _BID_LETTERS:
            if k == w:
                out.append(c)
    return sep.join(out)


def _header(app, v, mono):
    """Header text, and the trump colour to draw as a glyph (or None)."""
    g = v["game"]
    lang = app.lang
    if g == "bobs_hat":
        hv = v["hat_value"]
        holder = v["hat_holder"]
        hat = "" if hv is None else ("%+d" % hv)
        where = "-" if holder is None or holder < 0 else app.seats[holder][0]
        if mono:
            return "H%d/%d T:%s Hat%s>%s" % (v["hand_no"], v["hands_total"],
                                             cards.token(v["trump"] + "")[:1], hat, where[:3]), None
        return ("%s %d/%d  %s    %s %s: %s" % (app.t(T.HAND), v["hand_no"], v["hands_total"],
                                               words.word(v["trump"], lang) if v["trump"] != "none"
                                               else app.t(T.NO_TRUMP),
                                               words.word("hat", lang), hat or "?", where), v["trump"])
    if g == "baptistenskat":
        tc = v.get("trump_card")
        if mono:
            return "R%d/%d T:%s" % (v["round_no"], v["rounds_total"], cards.token(tc) if tc else "-"), None
        return ("%s %d/%d  %s: %s" % (app.t(T.ROUND), v["round_no"], v["rounds_total"], app.t(T.TRUMP),
                                       words.word(tc, lang) if tc else "-"), v.get("trump"))
    # bargain_hunt: trump is declared inside each trick
    tcol = v.get("trump_colour")
    nt = v.get("not_trump") or []
    if mono:
        s = "R%d/%d T:%s" % (v["round_no"], v["rounds_total"], cards.token(tcol + "1")[:1] if tcol else "-")
        if nt:
            s += " n:" + "".join(cards.token(c + "1")[:1] for c in nt)
        return s, None
    s = "%s %d/%d  %s: %s" % (app.t(T.ROUND), v["round_no"], v["rounds_total"], app.t(T.TRUMP),
                              words.word(tcol, lang) if tcol else "-")
    if nt:
        s += "  %s: %s" % (words.word("notrump", lang), ",".join(words.word(c, lang) for c in nt))
    return s, None


def _stats(app, v, s, wide):
    """Per-seat public figures: (line 1, line 2), labelled when the column is wide."""
    g = v["game"]
    if g == "bobs_hat":
        b = v["bids"][s]
        t = v["taken"][s]
        bid = _bid_text(b, " " if wide else "") if b is not None else ("?" if v["phase"] == "play" else "")
        taken = "%d.%d.%d" % (t["blue"], t["red"], t["black"])
        return bid, taken
    if g == "baptistenskat":
        b = v["bids"][s]
        if b is None:
            bid = "?" if v["phase"] == "play" else ""
        else:
            bid = str(b)
        won = str(v["tricks_won"][s])
        if wide:
            return ("%s %s" % (words.word("bid", app.lang), bid) if bid else ""), "%s %s" % (app.t(T.TRICKS), won)
        return bid, won
    bg = "-" if v["bargain"][s] is None else str(v["bargain"][s])
    pile = v["bargain_pile"][s]["count"]
    if wide:
        return "%s %s" % (words.word("bargain", app.lang)[:7], bg), "+%d -%d" % (pile, v["odds"][s])
    return "%s+%d" % (bg, pile), "-%d" % v["odds"][s]


def _trick_cards(v):
    """(cards [[seat, card, decl?]...], winner or None, dimmed): the trick in progress, or the
    last trick (dimmed, its winner marked) while the next one has not started."""
    tr = v.get("trick") or []
    if tr:
        return tr, None, False
    lt = v.get("last_trick")
    if lt and v.get("phase") == "play":
        return lt["cards"], lt["winner"], True
    return [], None, False


def draw(app, v, picked, cursor, private):
    if app.mono:
        _draw_mono(app, v, picked, cursor, private)
    else:
        _draw_colour(app, v, picked, cursor, private)


def _hand_marks(v, picked, cursor, private):
    """The hand (or [] when not private) and the index of the card under the cursor."""
    if not private:
        return [], -1
    hand = v.get("hand") or []
    sel = -1
    for i in range(len(hand)):
        if hand[i] == cursor or (cursor is None and hand[i] in picked):
            sel = i
    return hand, sel


# --- colour, 240x135 ----------------------------------------------------------------------------
def _draw_colour(app, v, picked, cursor, private):
    fb = app.fb
    head, trump = _header(app, v, False)
    x = 0
    if trump is not None:
        cards.glyph(fb, 1, 1, trump, cards.colour_index(trump, False))
        x = 8
    app.text(head[: (app.w - x) // 6], x, 1)
    n = v["players"]
    cw = app.w // n
    chars = (cw - 2) // 6
    tr, winner, dimmed = _trick_cards(v)
    by_seat = {}
    for e in tr:
        by_seat[e[0]] = e
    for s in range(n):
        x0 = s * cw
        name = app.seats[s][0][:chars]
        if s == v["to_act"]:
            fb.fill_rect(x0, 10, cw - 1, 10, A.HI)
            app.text(name, x0 + 1, 11, A.BG)
        else:
            app.text(name, x0 + 1, 11, A.FG if s != v["seat"] or not private else A.HI)
        if v["game"] == "bobs_hat" and v["hat_holder"] == s:
            _hat_icon(fb, x0 + cw - 9, 12)
        a, b = _stats(app, v, s, chars >= 9)
        app.text(a[:chars], x0 + 1, 22, 9)
        app.text(b[:chars], x0 + 1, 32, 9)
        e = by_seat.get(s)
        cx = x0 + (cw - cards.CARD_W) // 2
        if e is not None:
            cards.card(fb, cx, 43, e[1], False, False, dimmed)
            if len(e) > 2 and e[2]:
                app.text(_decl(e[2])[:chars], x0 + 1, 63, 6)
        else:
            fb.rect(cx, 43, cards.CARD_W, cards.CARD_H, A.PANEL)
        if tr and s == v.get("leader") and not dimmed:
            _arrow(fb, cx - 5, 49)
        if winner == s:
            app.text("<" + app.t(T.TOOK)[: chars - 1], x0 + 1, 63, A.HI)
    hand, sel = _hand_marks(v, picked, cursor, private)
    legal_cards = _legal_cards(v, private)
    k = len(hand)
    if not k:
        return
    per_row = (app.w - 2) // 17
    rows = 1 if k <= per_row else 2
    first = (k + rows - 1) // rows
    for r in range(rows):
        lo = r * first
        hi = min(k, lo + first)
        cnt = hi - lo
        step = 17 if cnt * 17 <= app.w else (app.w - cards.CARD_W - 2) // max(1, cnt - 1)
        x = (app.w - (step * (cnt - 1) + cards.CARD_W)) // 2
        y = 97 if rows == 1 else 76 + 21 * r
        for i in range(lo, hi):
            c = hand[i]
            cards.card(fb, x, y - (2 if i == sel else 0), c, False, i == sel,
                       legal_cards is not None and c not in legal_cards)
            x += step


def _legal_cards(v, private):
    """Cards the seat may play now (play.py adds `legal_cards` from the legal actions' texts), or
    None when the question does not arise (not its turn, not the play phase)."""
    if not private or v.get("to_act") != v["seat"] or v.get("phase") != "play":
        return None
    return v.get("legal_cards")


def _decl(d):
    return d.replace("notrump", "not").replace("trump", "T").replace("high", "hi").replace("low", "lo")


def _hat_icon(fb, x, y):
    """Bob's Hat: a small hat (brim and crown) in the highlight colour."""
    fb.fill_rect(x + 2, y, 4, 4, A.HI)
    fb.hline(x, y + 4, 8, A.HI)


def _arrow(fb, x, y):
    for i in range(4):
        fb.vline(x + i, y + i, 7 - 2 * i, A.HI)


def _compact(v, s):
    """A seat's figures in a few characters (the 128x64 screen with 4-6 seats)."""
    g = v["game"]
    if g == "bobs_hat":
        b = v["bids"][s]
        return "%s/%d" % (_bid_text(b, "") if b is not None else "", v["taken"][s]["total"])
    if g == "baptistenskat":
        b = v["bids"][s]
        return "%s/%d" % ("?" if b is None else b, v["tricks_won"][s])
    bg = v["bargain"][s]
    return "%s%+d" % ("-" if bg is None else bg, v["bargain_pile"][s]["count"] - v["odds"][s])


# --- mono, 128x64 -------------------------------------------------------------------------------
def _draw_mono(app, v, picked, cursor, private):
    fb = app.fb
    head, _ = _header(app, v, True)
    app.text(head[: app.cols], 0, 0)
    n = v["players"]
    tr, winner, dimmed = _trick_cards(v)
    by_seat = {}
    for e in tr:
        by_seat[e[0]] = e
    two = n > 3  # 4-6 seats: two 10-character cells to a line, else one 21-character line
    cell = 10 if two else 21
    for s in range(n):
        row = 1 + (s // 2 if two else s)
        x0 = (s % 2) * 66 if two else 0
        y = row * 8
        name = app.seats[s][0][: (2 if two else 3)]
        if s == v["to_act"]:
            fb.fill_rect(x0, y, 6 * len(name), 8, 1)
            app.text(name, x0, y, 0)
        else:
            app.text(name, x0, y)
        e = by_seat.get(s)
        card = ""
        if e is not None:
            card = cards.token(e[1])
            if dimmed:
                card = ("<" if winner == s else "(") + card
            elif s == v.get("leader"):
                card = ">" + card
        st = _compact(v, s) if two else "/".join(_stats(app, v, s, False))
        if v["game"] == "bobs_hat" and v["hat_holder"] == s:
            st = "H" + st
        room = cell - len(name) - 1 - len(card) - (1 if card else 0)
        app.text(st[: max(0, room)], x0 + 6 * (len(name) + 1), y)
        if card:
            app.text(card, x0 + 6 * (cell - len(card)), y)
    hand, sel = _hand_marks(v, picked, cursor, private)
    if not hand:
        return
    top = 1 + ((n + 1) // 2 if two else n)
    rows = app.rows - 1 - top
    if rows <= 0:
        return
    toks = [cards.token(c) for c in hand]
    # lay tokens out in lines of 21 characters; scroll so the cursor's line shows
    lines = [[]]
    width = 0
    for i in range(len(toks)):
        t = toks[i]
        if width and width + 1 + len(t) > app.cols:
            lines.append([])
            width = 0
        lines[-1].append(i)
        width += (1 if width else 0) + len(t)
    first = 0
    for li in range(len(lines)):
        if sel in lines[li] and li >= rows:
            first = li - rows + 1
    for li in range(first, min(len(lines), first + rows)):
        x = 0
        y = (top + li - first) * 8
        for i in lines[li]:
            t = toks[i]
            if i == sel:
                fb.fill_rect(x, y, 6 * len(t), 8, 1)
                app.text(t, x, y, 0)
            else:
                app.text(t, x, y)
            x += 6 * (len(t) + 1)
