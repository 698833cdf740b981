"""The game's turn-by-turn screens: play, peek, computer turn (firmware/handover.py has the
hand-over between humans, firmware/pages.py the occasional ones: hand results, game over, in-game
menu, last trick, score sheet, chart).

Privacy (RULINGS.md 4 pass-and-play, STYLE.md 6): every table is drawn from game.view(seat) of
the one seat shown; the hand-over screen shows a name and nothing else; the computer-turn screen
shows no hand when the device may be changing hands (several humans); a peeked hat is shown on
its own screen to the peeker right after the peek, and nowhere else (the game's plug-in,
games/auf_der_hut/layout.py).

Choosing an action, word by word: the legal actions' record texts (`play blue9 trump high`,
`bid blue fewest`, `swap 2 5`) form a tree; each step offers the next words of the legal texts
that start with the words picked so far (a single next word is taken at once), so every choice
on screen is legal and the engine's own numbering never shows.  A complete action waits for a
confirmation (OK), and BACK steps back a word: a misclick costs nothing.
Screens (fields: app.py _SCREENS): play (seat, picked = the words so far, confirm = a whole
action waits for OK), peek (seat), wait (seat: whose side the table is shown from).
"""
from firmware import layouts, ops, words
from firmware import texts as T


# --- the choice tree -------------------------------------------------------------------------
def next_words(texts, picked):
    """The distinct next words after `picked` among `texts` (legal action texts: words split by
    single spaces), in the texts' order; "" stands for "the words so far are a whole action".
    Compared in place (no text split into a list: a key press runs this over every legal text),
    and a word is copied out only where it is not one found already: compared in place with
    each found while they are few (a bid's words: `bid blue`, `bid red`, `bid blue red`, ...: a
    5-seat bid turn copied 30 words a scan, ~2 ms on the RP2040, issue 25), else with the last
    one (texts that share their next word come together: `swap 1 2`, `swap 1 3`: Auf der Hut's
    first choice copies 3 words, not its 35; a hand's cards, all different, are not each
    compared with every card found)."""
    pre = " ".join(picked)
    n = len(pre)
    k = 0  # where the next word starts
    if n:
        pre += " "  # a text that goes on after the words picked starts with them and a blank:
        k = n + 1  # one startswith a text (issue 25: a bid turn's first frame scans 31 twice)
    out = []
    for t in texts:
        if n and not t.startswith(pre):
            if len(t) == n and pre.startswith(t) and "" not in out:  # the words picked, whole
                out.append("")
            continue
        j = t.find(" ", k)
        if j < 0:
            j = len(t)
        m = len(out)
        i = m - 1 if m > 6 else 0  # from the first found while they are few, else the last
        while i < m:
            x = out[i]
            if len(x) == j - k and t.startswith(x, k):
                break
            i += 1
        if i < m:
            continue
        nxt = t[k:j]
        if m <= 6 or nxt not in out:  # (every one compared above while they are few)
            out.append(nxt)
    return out


def _settle(texts, picked):
    """Take single next words at once; return the options at the first real choice (the legal
    next words: cands takes them rather than looking them up again)."""
    opts = next_words(texts, picked)
    while len(opts) == 1 and opts[0] != "":
        picked.append(opts[0])
        opts = next_words(texts, picked)
    return opts


def _step_back(texts, picked):
    """Drop words back to the previous real choice (where more than one word was possible)."""
    while picked:
        last = picked.pop()
        if len(next_words(texts, picked)) > 1:
            return last
    return None


def cands(app, texts, picked, opts=None):
    """The words on offer after `picked`: the legal next words and, where the game's rules have
    the hook grey(picked) (engine_core/PROTOCOL.md), the choices shown greyed ("why is this card
    grey?", issue 27 Teach: the cursor may rest on them, the prompt says why, OK says it again)
    in the game's order (numbers in their order); and the hook's [(word, reason)] or None.
    `opts`: the legal next words when the caller has them already (one scan of the texts less)."""
    if opts is None:
        opts = next_words(texts, picked)
    hook = getattr(app.game, "grey", None) if picked else None
    reasons = hook(picked) if hook is not None else None
    if not reasons:
        return opts, None
    out = []
    num = True
    for w, _ in reasons:
        out.append(w)
        num = num and w.isdigit()
    for w in opts:
        if w not in out:
            out.append(w)
            num = num and w.isdigit()
    if num:  # spots, bids: in their order (the keys are distinct: an unstable sort is safe)
        out.sort(key=int)
    return out, reasons


def why(app, reasons, texts, picked, w):
    """The reason words choice `w` is greyed, or None when it may be chosen."""
    if not reasons or w in next_words(texts, picked):
        return None
    for x, y in reasons:
        if x == w:
            return y or "-"
    return "-"


def _legal_texts(g, v=None):
    """The legal actions' texts; from view v's "legal" when it holds them (the seat to act)."""
    acts = v.get("legal") if v else None
    if acts is None:
        acts = g.legal_actions()
    out = [None] * len(acts)  # made at its size once (a comprehension grows it step by step)
    text = g.action_text  # looked up once (a bid turn: 31 texts)
    for i in range(len(acts)):
        out[i] = text(acts[i])
    return out


# Where the last whole draw of the play screen on top put the hand (the plug-in's v["_band"],
# a small int), for _redraw; None: draw the whole screen.  A module global, not a screen field:
# nothing is allocated for it.  Set by every d_play, so it always belongs to the screen on top.
_band = None
# The notice the last whole draw of the play screen left over its table (app.msg: OK's refusal
# of a greyed choice), else None; set by every d_play, cleared with _band (_forget).  OK on the
# same greyed choice again then draws nothing: the glass shows that very frame already (a whole
# redraw of it was 27 ms on the emulated M3 and put no byte on the wire, issue 26).
_said = None


# What one step derived, for the functions it calls (each None outside it): [the legal texts of
# the key press whose _redraw asks for a whole draw, for that draw's d_play (the game has not
# moved since h_play derived them); the game's plug-in while d_play draws (_layout: looked up
# once a frame, not by each part); that key's choices (cands: (opts, reasons)) for the words
# picked, when h_play has them (a scan of the legal texts less in the whole draw, issue 25)].
# Nothing is kept between steps.
_kept = [None, None, None]


def _forget(scr):
    """Forget the hand's band: before the screen's action is applied and before a page is shown
    over it (the next draw of the screen is a whole one)."""
    global _band, _said
    _band = _said = None


# --- play -------------------------------------------------------------------------------------
def begin(app, seat):
    """A human seat's turn: the game's plug-in may show something first (`turn_start`, e.g. Auf der
    Hut's actions since the seat's previous turn), or, in pass-and-play at a trick game, the tricks
    finished since the seat's last turn (handover.py, pages.d_missed); then the play screen."""
    hook = getattr(_layout(app.game.NAME), "turn_start", None)
    name = hook and hook(app, seat)
    if not name and app.seen is not None:
        from firmware import handover
        name = handover.missed(app, seat)
    app.home(name or "play", seat=seat)
    if not name and app.autoplay and len(app.game.legal_actions()) == 1:
        from firmware import comfort  # Settings "autoplay forced" (off by default)
        comfort.autoplay(app, seat, _forget, _after)


def _after(app, seat):
    """After a human's own action: the plug-in's screen for that seat (`after_action`: its peek,
    its reveal's result), else the next turn."""
    hook = getattr(_layout(app.game.NAME), "after_action", None)
    name = hook and hook(app, seat)
    if name:
        app.home(name, seat=seat)
    else:
        app.next_turn()


def _layout(name):
    m = _kept[1]  # d_play's, while it draws
    if m is not None:
        return m
    return layouts.get(name)


def _confirm(app):
    """Settings: "confirm moves" (on by default); off, a complete action is played at once."""
    return getattr(app, "confirm_moves", True)


def d_play(app, scr):
    global _band, _said
    k = _kept
    k[1] = _layout(app.game.NAME)
    try:
        v = app.game.view(scr.seat)
        texts = k[0] or _legal_texts(app.game, v)
        c = _start(scr, texts, app)
        picked = scr.picked
        opts, reasons = c or k[2] or cands(app, texts, picked)
        c = k[2] = None
        if v.get("phase") == "play":  # the cards it may play: read then only (cards._legal_cards;
            v["legal_cards"] = _cards(texts, picked, opts, reasons)  # a bid turn's 31 texts not scanned)
        cur = opts[scr.sel % len(opts)]
        k[1].draw(app, v, picked, None if scr.confirm else cur, True)
        # the hand's band the plug-in left (firmware/layouts/tricks.py), for _redraw; none under a
        # notice or a coaching line over the top (App.draw, textpage.py): the next frame is drawn whole
        _band = None if app.msg else v.get("_band")
        _said = app.msg
        say = _says(app, v, picked, cur, scr, why(app, reasons, texts, picked, cur))
        v = None
        _play_prompt(app, scr, opts, cur, say)
        say = due(app, scr)
        if say:  # its coaching line, until the next key (h_play marks it met)
            from firmware import textpage  # loaded for a coached turn's line only (app.py _HELD)
            textpage.line(app, "+" + say.split()[1])
            _band = _said = None
    finally:
        k[0] = k[1] = k[2] = None


def _cards(texts, picked, opts, reasons):
    """The cards the seat may play (next_words after "play"): the choices themselves when the
    words picked are just "play" and none is greyed (cands: then they are those very words),
    else a scan of the legal texts."""
    if reasons is None and len(picked) == 1 and picked[0] == "play":
        return opts
    return next_words(texts, ("play",))


def due(app, scr):
    """The tag ("<seat> <kind>") of a coaching line due over this turn's screen, else None
    (textpage.py Teach: Settings "Coaching", app.coach 2 always, 1 for a title without a finished game;
    the kind of prompt new to the seat in this sitting): then the frame is drawn whole.  The
    kind: the action's first word, "action" for the choice of the action itself, "<word>2" for
    any later step of it."""
    c = getattr(app, "coach", 0)
    if not c or scr.confirm or app.msg or not (c == 2 or app.game.NAME not in app.games.split()):
        return None
    p = scr.picked
    t = "%d %s" % (scr.seat, (p[0] + "2" if len(p) > 1 else p[0]) if p else "action")
    return None if t in app.kinds else t


def _redraw(app, scr, texts, opts=None, reasons=None):
    """The play screen again after a cursor move or a word picked or taken back: the game and
    the view are as the frame on the screen shows them, so the plug-in's optional `redraw` draws
    only what changed (firmware/layouts/__init__.py) and then the prompt; else the whole screen
    (tests/app/test_redraw.py checks every such frame against a whole draw).  `opts`, `reasons`:
    the choices (cands) when the caller has them for the words picked."""
    hook = getattr(_layout(app.game.NAME), "redraw", None)
    if _band is not None and hook is not None and not due(app, scr):
        if opts is None:
            opts, reasons = cands(app, texts, scr.picked)
        cur = opts[scr.sel % len(opts)]
        v = app.game.view(scr.seat)
        if v.get("phase") == "play":  # (as d_play)
            v["legal_cards"] = _cards(texts, scr.picked, opts, reasons)
        v["_band"] = _band
        if hook(app, v, scr.picked, None if scr.confirm else cur, True):
            say = _says(app, v, scr.picked, cur, scr, why(app, reasons, texts, scr.picked, cur))
            v = None
            _play_prompt(app, scr, opts, cur, say)
            app.b.show()
            return
    # the whole screen once h_play has returned (App.handle calls app.after in the same step):
    # its choices and words (and these) are then freed -- drawn from inside it, with them held,
    # this was Bargain Hunt's peak (issue 24); d_play takes the texts and clears _kept
    _kept[0] = texts
    if opts is not None:
        _kept[2] = (opts, reasons)
    if not app.after:  # (0: App.handle's handler runs, nothing left yet)
        app.after = app.draw
        return
    try:
        app.draw()
    finally:
        _kept[0] = _kept[2] = None


def _says(app, v, picked, cur, scr, why=None):
    """What the choice under the cursor does, in a few words, from the plug-in's optional
    `says(app, v, picked, cur)`: its texts, longest first (Bargain Hunt's clearing: ("2 trash,
    +2", "+2")), or None; on a greyed choice (`why`, its reason words) why it may not be made."""
    if why and not scr.confirm:
        from firmware import teach  # (not textpage.py's page code: app.py _HELD)
        return (teach.why(app, why), teach.why(app, why, True), "")
    hook = getattr(_layout(app.game.NAME), "says", None)
    return hook(app, v, picked, cur) if hook and not scr.confirm else None


def _sel0(app, opts, scr=None, texts=None):
    """Where the cursor starts among `opts`: on the hint's word when a hint was asked for and
    this choice lies on its way (hint.py), else on the first word that is not one the plug-in's
    AVOID names -- a default never costs points nor spends something once-only (issue 27 point 5:
    "bid nothing", "clear nothing", declaring "trump") -- nor a greyed one (with `texts`, the
    legal texts: a word none of them continues with, cands)."""
    if scr and scr.hint:
        from firmware import comfort
        i = comfort.hint_sel(scr, opts)
        if i is not None:
            return i
    avoid = getattr(_layout(app.game.NAME), "AVOID", ())
    legal = next_words(texts, scr.picked) if texts is not None and scr is not None else opts
    for i in range(len(opts)):
        if opts[i] not in avoid and opts[i] in legal:
            return i
    for i in range(len(opts)):
        if opts[i] in legal:
            return i
    return 0


def _play_prompt(app, scr, opts, cur, say=None):
    """The prompt: the words so far and the one under the cursor (or the confirmation); `say`:
    what that choice does, after it where it fits."""
    picked = scr.picked
    name = app.seats[scr.seat][0]
    if scr.confirm:
        ph = words.phrase(picked, app.lang)
        _prompt(app, [ph + "? " + app.t(T.OK_BACK), ph + "? OK", ph + "?", " ".join(ph.split()[1:]) + "?"])
        return
    s = words.phrase(picked, app.lang)
    s = s + " " if s else ""
    more = " <>" if len(opts) > 1 else ""
    w = words.word(cur, app.lang)
    t = "%s: %s%s%s" % (name, s, w, more)
    if not say and (6 if app.mono else 12) * len(t) <= app.w - 4:
        app.prompt(t)  # the first form, in large letters (the 128x64 board: in its one size) as
        return  # _prompt picks it: no other made
    # "<>" kept in every form while there is a choice (issue 27 point 11: without it a choice
    # looked fixed): the first word goes before it does
    alts = [t, "%s%s%s" % (s, w, more),
            " ".join((s + w).split()[1:]) + more, s + w, " ".join((s + w).split()[1:])]
    if say:  # with what the choice does, in smaller letters rather than without it
        grey = say[-1] == ""  # a greyed choice: its reason rather than anything else
        for x in say:  # the longest form that fits at all
            if not x:
                continue
            sa = ["%s: %s%s%s: %s" % (name, s, w, more, x), "%s%s%s: %s" % (s, w, more, x),
                  "%s%s: %s" % (s, w, x)]
            if grey:
                sa += ["%s%s: %s" % (w, more, x), "%s: %s" % (w, x), x]
            if 6 * len(sa[-1]) <= app.w - 4:
                alts = sa
                break
    _prompt(app, alts)


def _prompt(app, texts):
    """The prompt line: the first (most complete) text that fits in large letters, else the
    first that fits at all; never cut on a panel where some text fits."""
    if not app.mono:
        for t in texts:
            if 12 * len(t) <= app.w - 4:
                app.prompt(t)
                return
    for t in texts:
        if 6 * len(t) <= app.w - 4:
            app.prompt(t)
            return
    app.prompt(texts[-1])


def h_play(app, scr, op):
    g = app.game
    t = due(app, scr)  # the coaching line the screen shows goes with this key, once (d_play)
    if t:
        app.kinds.append(t)
    if scr.confirm and op == ops.OK:  # a whole action confirmed: played
        # the first legal action whose record text is the words picked (no record text is read
        # during play, so a game's reader may stay out of memory); neither the other texts nor
        # the choices made (half a bid turn's 31 texts on average, ~4 ms on the RP2040, issue 25)
        t = " ".join(scr.picked)
        for a in g.legal_actions():
            if g.action_text(a) == t:
                break
        else:
            raise ValueError(t)  # (as list.index: never, the words are a legal text's)
        seat = scr.seat
        _forget(scr)
        app.apply(a, seat)
        app.last_human = seat
        _after(app, seat)
        return
    texts = _legal_texts(g)
    opts = _start(scr, texts, app)
    picked = scr.picked
    opts, reasons = opts or cands(app, texts, picked)
    if scr.confirm:  # confirming a whole action: BACK takes it back
        if op != ops.BACK:
            return  # OK = yes, BACK = no; the other buttons do nothing here
        scr.confirm = None
        if len(opts) == 1 and not _back_to_choice(texts, picked, scr, app):
            # a forced move (no other choice anywhere): it stays ready, BACK opens the menu
            scr.confirm = 1
            _forget(scr)
            app.push("ingame", seat=scr.seat)
            return
        _redraw(app, scr, texts)
        return
    if op == ops.OK:
        w = opts[scr.sel % len(opts)]
        y = why(app, reasons, texts, picked, w)
        if y:  # a greyed choice: OK says why over the table (until the next key)
            from firmware import teach
            t = teach.why(app, y)
            app.msg = t = t if len(t) <= app.cols else teach.why(app, y, True)
            if t == _said:  # the glass shows this refusal over this table already: no frame
                return
            _forget(scr)
            # drawn whole once h_play has returned (_redraw without the band): drawn from here,
            # with this turn's choices held, it was Baptistenskat's peak on a board (issue 24)
            _redraw(app, scr, texts)
            return
        if w == "":
            scr.confirm = 1
        else:
            picked.append(w)
            opts, reasons = cands(app, texts, picked, _settle(texts, picked))
            scr.sel = _sel0(app, opts, scr, texts if reasons else None)
            if len(opts) == 1 and opts[0] == "":
                scr.confirm = 1
        if scr.confirm and not _confirm(app):  # one press plays it (Settings: confirm moves off)
            texts = opts = reasons = None
            h_play(app, scr, ops.OK)
            return
        _redraw(app, scr, texts, opts, reasons)  # the choices for the words picked now
        return
    if op == ops.BACK:
        if not picked or not _back_to_choice(texts, picked, scr, app):
            _forget(scr)
            # the menu's cursor on the Key when the table showed its "?" (app.hint): BACK, OK
            # opens it on every board, also one without UP
            app.push("ingame", seat=scr.seat, sel=-1 if getattr(app, "hint", False) else 0)
            return
        _redraw(app, scr, texts)
        return
    if op == ops.UP and hasattr(_layout(g.NAME), "key_lines"):
        _forget(scr)
        app.push("key", seat=scr.seat)  # the table's Key, one key away (announced by its "?")
        return
    app.move(scr, op, len(opts))
    _redraw(app, scr, texts, opts, reasons)  # the same words on offer: only the cursor moved


def _start(scr, texts, app=None):
    """A new turn's choice: the words nobody could choose otherwise are taken; a move that is
    forced whole (one legal action) goes straight to its confirmation.  Returns the choices
    (cands) where it worked them out, else None."""
    if scr.picked is None:
        scr.picked = []
        opts = _settle(texts, scr.picked)
        if len(opts) == 1:  # [""]: _settle goes on past any other single word
            scr.confirm = 1
        elif app is not None:
            opts, reasons = c = cands(app, texts, scr.picked, opts)
            # the legal words are the choices themselves where none is greyed (_sel0)
            scr.sel = _sel0(app, opts, scr, texts if reasons else None)
            return c  # the choices (cands), for the turn's first frame


def _back_to_choice(texts, picked, scr, app):
    """Step back a word; the cursor lands on the word taken back.  False at the first choice."""
    last = _step_back(texts, picked)
    if last is None:
        _settle(texts, picked)
        scr.sel = _sel0(app, cands(app, texts, picked)[0], scr, texts)
        return False
    scr.sel = cands(app, texts, picked)[0].index(last)
    return True


# --- a computer's turn ----------------------------------------------------------------------
def d_wait(app, scr):
    g = app.game
    # several humans: the device may be changing hands, so the table is the public one -- nobody's
    # cards, nobody's secret bid (issue 27 point 1: "bid blue" showed under Anna's name)
    private = len(app.humans()) == 1
    _layout(g.NAME).draw(app, g.view(scr.seat if private else None), (), None, private)
    app.prompt("%s %s" % (app.seats[g.current_player()][0], app.t(T.THINKING)))


def h_wait(app, scr, op):
    """Computer moves come from tick(); BACK opens the game's menu, and the computer's move waits
    while it is up (App.tick): there the one human may take back the move just made (undo.py)."""
    if op == ops.BACK:
        app.push("ingame", seat=scr.seat if len(app.humans()) == 1 else None)
