"""The texts only the launcher and the setup show (firmware/texts.py _T marks them "^"; texts.get()
reads them here): the same table as texts.py's _T, line for line, the other lines blank.  Held
while the launcher is (app.py _HELD), never beside a game (issue 26, heap)."""
_T = (
    "Resume|Fortsetzen\n"
    "Settings|Einstellungen\n"
    "Players|Spieler\n"
    "Start|Start\n"
    "\n"  # PASS: texts.py
    "\n"  # PRESS_OK: texts.py
    "Confirm?|Bestätigen?\n"
    "Game over|Spielende\n"
    "\n"  # WINS: texts_more.py
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
    "\n"  # RULES: texts_more.py
    "\n"  # CONTINUE: texts_more.py
    "\n"  # LAST_TRICK: texts.py
    "\n"  # SHEET: texts_more.py
    "\n"  # CHART: texts_more.py
    "\n"  # QUIT: texts_more.py
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
    "\n"  # PLAY_AGAIN: texts_more.py
    "\n"  # MENU: texts_more.py
    "Saved game|Gespeichertes Spiel\n"
    "Delete it, start new|Löschen, neu starten\n"
    "Keep it|Behalten\n"
    "Save damaged|Spielstand defekt\n"
    "Delete it|Löschen\n"
    "Confirm moves|Züge bestätigen\n"
    "never|nie\n"
    "\n"  # FINAL: texts_more.py
    "< > change, OK done|< > ändern, OK fertig\n"
    "OK: change|OK: ändern\n"
    "\n"  # WIN: texts_more.py
    "A new game deletes it.|Ein neues Spiel löscht es.\n"
    "\n"  # KEY: texts_more.py
    "\n"  # LEADS: texts_more.py
    "\n"  # TO_PLAY: texts_more.py
    "\n"  # KEY_HINT: texts.py
    "\n"  # LAST_MOVE: texts.py
    "\n"  # OLD_SAVE: texts.py
    "\n"  # TRASH: texts.py
    "\n"  # HOOK_NOT: texts.py
    "\n"  # NOT_N: texts.py
    "\n"  # HOOK_N: texts.py
    "\n"  # GAME_MENU: texts_more.py
    "\n"  # OK_MENU: texts.py
    "\n"  # OK_NEXT_MENU: texts_more.py
    "\n"  # OK_MENU_S: texts_more.py
    "\n"  # KEY_COUNT: texts_more.py
    "\n"  # KEY_LAST: texts_more.py
    "\n"  # KEY_WON: texts_more.py
    "\n"  # KEY_WON_LAST: texts_more.py
    "\n"  # SINCE: texts_more.py
    "by lot|ausgelost\n"
    "Saving is off: the USB drive is the computer's. Press reset (no button held) to save.|"
    "Speichern aus: das USB-Laufwerk gehört dem Computer. Reset drücken (ohne Taste), um zu speichern.\n"
    "Saves on. To copy files: Settings > USB drive to computer.|"
    "Speichern an. Zum Kopieren: Einstellungen > USB-Laufwerk an PC.\n"
    "\n"  # SAVING_OFF: texts.py
    "USB drive to computer|USB-Laufwerk an PC\n"
    "\n"  # KEY_MADE: texts_more.py
    "\n"  # KEY_ON: texts_more.py
    "\n"  # KEY_LOST: texts_more.py
    "no speaker|kein Lautsprecher\n"
    "Statistics|Statistik\n"
)
_B = _T.encode()  # bytes: see texts.py
_OFF = None  # the lines' offsets, made by texts.get() the first time (texts.index)
