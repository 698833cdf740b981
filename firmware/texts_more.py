"""The UI texts only the launcher, the setup and the pages show (firmware/texts.py says why): the
same table as texts.py's _T, line for line, with the lines texts.py holds blank.  Loaded by
texts.get() for such a text and dropped with the launcher and the pages (app.py _TRANSIENT,
_LAUNCHER_MODULES): no game holds these strings during play."""
_T = (
    "Resume|Fortsetzen\n"
    "Settings|Einstellungen\n"
    "Players|Spieler\n"
    "Start|Start\n"
    "\n"  # PASS: texts.py
    "\n"  # PRESS_OK: texts.py
    "Confirm?|Bestätigen?\n"
    "Game over|Spielende\n"
    "wins|gewinnt\n"
    "Language|Sprache\n"
    "Sound|Ton\n"
    "human|Mensch\n"
    "computer|Computer\n"
    "\n"  # THINKING: texts.py
    "\n"  # NO_SAVE: texts.py
    "on|an\n"
    "off|aus\n"
    "\n"  # SCORES: texts.py
    "Screen off|Bildschirm aus\n"
    "Rules|Regeln\n"
    "Continue|Weiter\n"
    "\n"  # LAST_TRICK: texts.py
    "Score sheet|Punkteblatt\n"
    "Chart|Verlauf\n"
    "Quit to menu|Zum Menü\n"
    "\n"  # HAND: texts.py
    "First dealer|Startgeber\n"
    "default|Standard\n"
    "\n"  # NONE_YET: texts.py
    "Names|Namen\n"
    "\n"  # SAVE_FAILED: texts.py
    "\n"  # PEEK_SEEN: texts.py
    "\n"  # REMEMBER: texts.py
    "\n"  # OK_BACK: texts.py
    "\n"  # TRICKS: texts.py
    "\n"  # ROUND: texts.py
    "\n"  # TRUMP: texts.py
    "\n"  # NO_TRUMP: texts.py
    "led|aus\n"
    "\n"  # TOOK: texts.py
    "left|übrig\n"
    "Name|Name\n"
    "done|fertig\n"
    "hidden|verdeckt\n"
    "\n"  # BACKUP: texts.py
    "Card console|Kartenkonsole\n"
    "First player|Erster Spieler\n"
    "Options|Optionen\n"
    "\n"  # PILES: texts.py
    "\n"  # DEALER_L: texts.py
    "\n"  # BID: texts.py
    "\n"  # BID_S: texts.py
    "\n"  # TRICKS_S: texts.py
    "\n"  # BARGAIN: texts.py
    "\n"  # BARGAIN_S: texts.py
    "\n"  # PILE: texts.py
    "\n"  # PILE_S: texts.py
    "\n"  # ODDS: texts.py
    "\n"  # ODDS_S: texts.py
    "\n"  # TOOK_N: texts.py
    "\n"  # HAT_S: texts.py
    "\n"  # MIDDLE: texts.py
    "\n"  # FLASH_FULL: texts.py
    "move|Zug\n"
    "Play again|Nochmal spielen\n"
    "Menu|Menü\n"
    "Saved game|Gespeichertes Spiel\n"
    "Delete it, start new|Löschen, neu starten\n"
    "Keep it|Behalten\n"
    "Save damaged|Spielstand defekt\n"
    "Delete it|Löschen\n"
    "Confirm moves|Züge bestätigen\n"
    "never|nie\n"
    "Final score|Endstand\n"
    "< > change, OK done|< > ändern, OK fertig\n"
    "OK: change|OK: ändern\n"
    "win|gewinnen\n"
    "A new game deletes it.|Ein neues Spiel löscht es.\n"
    "Key|Legende\n"
    "leads|spielt aus\n"
    "to play|ist dran\n"
    "\n"  # KEY_HINT: texts.py
    "\n"  # LAST_MOVE: texts.py
    "\n"  # OLD_SAVE: texts.py
    "\n"  # TRASH: texts.py
    "\n"  # HOOK_NOT: texts.py
    "\n"  # NOT_N: texts.py
    "\n"  # HOOK_N: texts.py
    "Game menu|Spielmenü\n"
    "\n"  # OK_MENU: texts.py
    "OK: next  BACK: menu|OK: weiter BACK: Menü\n"
    "OK  BACK: menu|OK  BACK: Menü\n"
    "3: cards of it taken|3: davon genommen\n"
    "Dim: the last trick|Blass: der letzte Stich\n"
    "won it|hat ihn gewonnen\n"
    "won last trick|nahm letzten Stich\n"
    "since your turn|seit deinem Zug\n"
    "by lot|ausgelost\n"
    "Saving is off: the USB drive is the computer's. Press reset (no button held) to save.|"
    "Speichern aus: das USB-Laufwerk gehört dem Computer. Reset drücken (ohne Taste), um zu speichern.\n"
    "Saves on. To copy files: Settings > USB drive to computer.|"
    "Speichern an. Zum Kopieren: Einstellungen > USB-Laufwerk an PC.\n"
    "\n"  # SAVING_OFF: texts.py
    "USB drive to computer|USB-Laufwerk an PC\n"
    "Statistics|Statistik\n"
)

_B = _T.encode()  # bytes: see texts.py
_OFF = None  # the lines' offsets, made by texts.get() the first time (texts.index)
