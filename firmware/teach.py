"""Teach's texts (issue 27): a coaching line's text (coach) and why a choice is greyed (why).
Loaded for a coached turn's line (textpage.line) or a greyed choice's reason over a turn
(play.py), and dropped with the launcher and the pages (app.py _HELD); a module of its own, so that
a greyed choice's reason -- often on screen during play -- does not hold the pages' text code
(textpage.py) beside the table (issue 24: ~1 KiB of Baptistenskat's heap on a board).

Teach: the first time a player meets a kind of prompt (bid, play a card, choose the Bob's Hat
card, clear, peek/swap/reveal...) a line over the table's top says what it is about, until the
player's next key (then that kind is not coached again for that player in this sitting). Whether
a line is due is play.py's (`due`: Settings "Coaching", app.coach 0 off, 1 first game, 2 always;
the titles finished, app.games, kept in coach.txt by app_menu.py; the kinds met in this sitting,
app.kinds). The kind of a prompt is the action's first word, "action" for the choice of the action itself,
"<word>2" for any later step of it; its line is "+<kind>" in the game's HELP table
(games/<g>/teach.py), else in the shared lines below, else the generic one (guide.py). A greyed
choice: the game's rules hook grey(picked) (engine_core/PROTOCOL.md) names the choices it shows
greyed, with reason words ("follow blue", "hook 5"); why() says them: "_<word>" in the game's
HELP table, else below ("_<word>_" a short form), its "%s" taking the other words (a reason with
more words has one). The Settings texts: comfort.py; the button guide: guide.py.
"""

_T = (
    "+action|Choose what to do|Wähle, was du tust\n"
    "+play|Play a card. Grey ones may not|Spiele eine Karte. Graue nicht\n"
    "+bid|Make your bid|Gib dein Gebot ab\n"
    "_follow|must follow %s|muss %s bedienen\n"
    "_follow_|follow %s|%s bedienen\n"
    "_used|used up|schon verbraucht\n"
    "_|not now|nicht jetzt\n"
)


def coach(app, key):
    """Text `key` ("+<kind>", "_<reason>") of the game's HELP table of Teach (games/<g>/teach.py:
    these lines only, not its texts.py), else of the shared lines, or None."""
    from engine_core import games
    from firmware import texts as T
    try:
        t = T.find(games.part(app.game.NAME, "teach").HELP, key, app.lang)
    except ImportError:  # a folder without one
        t = None
    return T.find(_T, key, app.lang) if t is None else t


def why(app, words, short=False):
    """The reason words of a greyed choice ("follow blue") as shown: "must follow blue"."""
    w = words.split()
    k = "_" + w[0]
    t = coach(app, k + "_") if short else None
    if t is None:
        t = coach(app, k)
    if t is None:
        return coach(app, "_")
    if len(w) > 1:  # the other words, in the line's "%s"
        from firmware import words as W
        t = t % W.phrase(w[1:], app.lang)
    return t
