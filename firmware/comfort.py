"""Texts of the comforts issue 27 added (pace, auto-play of a forced move, hints, undo), English
and German: ONE string, a line per text, "key|English|Deutsch" (texts.find), looked up by key so
that no id of firmware/texts.py moves.  Loaded by the settings screen and the in-game menu only
(dropped with the launcher and the pages: app.py _LAUNCHER_MODULES, _TRANSIENT), never on the
play path."""

_W = (
    "pace|Pace|Tempo\n"
    "pace0|slow|langsam\n"
    "pace1|normal|normal\n"
    "pace2|fast|schnell\n"
    "pace3|instant|sofort\n"
    "auto|Autoplay forced|Zwangszug auto\n"
    "hints|Hints|Tipps\n"
    "hints0|off|aus\n"
    "hints1|vs computers|gegen Computer\n"
    "hints2|always|immer\n"
    "undo|Undo my move|Zug zurücknehmen\n"
    "hint|Hint|Tipp\n"
    "hint_is|Hint|Tipp\n"
    "undone|Move taken back|Zug zurückgenommen\n"
)


def say(key, lang):
    """The text `key` in language `lang` (0 English, 1 German)."""
    from firmware import texts as T
    return T.find(_W, key, lang)
