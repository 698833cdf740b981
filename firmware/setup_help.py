"""One-line explanations of the setup and settings items, English and German (issue 14 point 14).

Shown under the list for the item under the cursor.  Loaded by the launcher only, and dropped
with it before a game starts (app.py _HELD).  ONE string, a line per item:
"key|English|German" -- the key is an option several games share, or a setup/settings item.
A game's own lines (what the game is, its options) are in its folder, games/<g>/texts.py HELP,
found while the game is loaded (explain) or loaded for the look-up (explain_game).
"""

_HELP = (
    "players|How many sit at the table|Wie viele am Tisch sitzen\n"
    "seat|A person, or the computer (easy, normal, hard)|Ein Mensch oder der Computer (leicht, normal, schwer)\n"
    "dealer|Who deals first: a seat, or by lot|Wer zuerst gibt: ein Platz oder ausgelost\n"
    "first|Who moves first|Wer beginnt\n"
    "start|Start. In the game BACK opens its menu: rules, scores, quit|"
    "Start. Im Spiel öffnet BACK das Menü: Regeln, Punkte, Ende\n"
    "hands|Hands in the game: more is longer|Runden im Spiel: mehr dauert länger\n"
    "rounds|Rounds in the game: more is longer|Runden im Spiel: mehr dauert länger\n"
    "lang|The language of every screen and the rules help|Sprache aller Bildschirme und der Regeln\n"
    "sound|A click for every key|Ein Klick bei jeder Taste\n"
    "timeout|The screen dims at half this time, then goes dark|"
    "Der Bildschirm dimmt nach der halben Zeit, dann aus\n"
    "confirm|On: a move waits for one more OK. Off: one press plays|"
    "An: ein Zug wartet auf ein weiteres OK. Aus: ein Druck spielt\n"
    "pace|How long each computer move stays before the next|Wie lange jeder Computerzug steht\n"
    "autoplay|On: a move with no choice is played for you|An: ein Zug ohne Wahl wird für dich gespielt\n"
    "hints|Hint in the game menu: the hard computer's choice|Tipp im Spielmenü: die Wahl des starken Computers\n"
    "coach|Tips on new choices. First game: until one is finished|"
    "Tipps zu neuen Wahlen. 1. Spiel: bis eines fertig ist\n"
    "buttons|OK: what each button does|OK: was jede Taste tut\n"
    # the launcher's menu: the other items (what each game is: its folder's HELP)
    "resume|Go on with the saved game where it stopped|Das gespeicherte Spiel dort fortsetzen, wo es stand\n"
    "names|The players' names at the table|Die Namen der Spieler am Tisch\n"
    "settings|Language, sound, time-out, moves, pace, hints, coaching, buttons|"
    "Sprache, Ton, Bildschirmzeit, Züge, Tempo, Tipps, Lernhilfe, Tasten\n"
    "stats|Played, won, best score, bids made: by player and game|"
    "Gespielt, gewonnen, Bestwert, Gebote erfüllt: je Spieler und Spiel\n"
    "rules|How each game is played, page by page|Wie jedes Spiel geht, Seite für Seite\n"
    "drive|OK: the computer may write the drive until the next reset|"
    "OK: Laufwerk für den PC bis zum Reset\n"
)


def explain(key, lang):
    """The explanation of item `key` in language `lang`, or "" if it has none."""
    from firmware import texts as T
    t = T.find(_HELP, key, lang)
    if t is None:
        t = T.of_game("HELP", key, lang)
    return t or ""


def explain_game(name, lang):
    """What game `name` is (the launcher's menu): its folder's HELP, the folder loaded for it and
    dropped again if it was not loaded before (its rules are never imported for the menu)."""
    import sys

    from engine_core.games import line
    pkg = line(name)[1]
    had = pkg in sys.modules
    __import__(pkg)
    from firmware import texts as T
    t = T.of_game("HELP", name, lang, name) or ""  # this game's, whichever was played last
    if not had:  # with its texts module (texts.of_game)
        from firmware.app import unload
        unload((pkg + ".texts", pkg))
    return t
