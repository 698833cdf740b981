"""The UI texts only the pages of a running game show (the hand's results, the end, the in-game
menu, the last trick's key, the tricks missed; firmware/texts.py says why): the same table as
texts.py's _T, line for line, set where texts.py's line is blank.  Loaded by
texts.get() for such a text and dropped with the pages (app.py _HELD): no game holds these
strings during play.  The texts only the launcher and the setup show are the launcher's own
(texts_launcher.py _T, marked "^" in texts.py): loaded with it, never beside a game -- the pages loaded
them all, the hand's results page was a game's heap peak (issue 26, heap)."""
_T = (
    "\n"  # RESUME: texts_launcher.py
    "\n"  # SETTINGS: texts_launcher.py
    "\n"  # PLAYERS: texts_launcher.py
    "\n"  # START: texts_launcher.py
    "\n"  # PASS: texts.py
    "\n"  # PRESS_OK: texts.py
    "\n"  # CONFIRM: texts_launcher.py
    "\n"  # GAME_OVER: texts_launcher.py
    "wins|gewinnt\n"
    "\n"  # LANG: texts_launcher.py
    "\n"  # SOUND: texts_launcher.py
    "\n"  # HUMAN: texts_launcher.py
    "\n"  # CPU: texts_launcher.py
    "\n"  # THINKING: texts.py
    "\n"  # NO_SAVE: texts.py
    "\n"  # ON: texts_launcher.py
    "\n"  # OFF: texts_launcher.py
    "\n"  # SCORES: texts.py
    "\n"  # TIMEOUT: texts_launcher.py
    "Rules|Regeln\n"
    "Continue|Weiter\n"
    "\n"  # LAST_TRICK: texts.py
    "Score sheet|Punkteblatt\n"
    "Chart|Verlauf\n"
    "Quit to menu|Zum Menü\n"
    "\n"  # HAND: texts.py
    "\n"  # DEALER: texts_launcher.py
    "\n"  # DEFAULT: texts_launcher.py
    "\n"  # NONE_YET: texts.py
    "\n"  # NAMES: texts_launcher.py
    "\n"  # SAVE_FAILED: texts.py
    "\n"  # PEEK_SEEN: texts.py
    "\n"  # REMEMBER: texts.py
    "\n"  # OK_BACK: texts.py
    "\n"  # TRICKS: texts.py
    "\n"  # ROUND: texts.py
    "\n"  # TRUMP: texts.py
    "\n"  # NO_TRUMP: texts.py
    "\n"  # LED: texts_launcher.py
    "\n"  # TOOK: texts.py
    "\n"  # LEFT: texts_launcher.py
    "\n"  # NAME: texts_launcher.py
    "\n"  # DONE: texts_launcher.py
    "\n"  # HIDDEN: texts_launcher.py
    "\n"  # BACKUP: texts.py
    "\n"  # TITLE: texts_launcher.py
    "\n"  # FIRST: texts_launcher.py
    "\n"  # OPTIONS: texts_launcher.py
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
    "\n"  # MOVE: texts_launcher.py
    "Play again|Nochmal spielen\n"
    "Menu|Menü\n"
    "\n"  # SAVED_GAME: texts_launcher.py
    "\n"  # REPLACE: texts_launcher.py
    "\n"  # KEEP: texts_launcher.py
    "\n"  # DAMAGED: texts_launcher.py
    "\n"  # DELETE: texts_launcher.py
    "\n"  # CONFIRM_MOVES: texts_launcher.py
    "\n"  # NEVER: texts_launcher.py
    "Final score|Endstand\n"
    "\n"  # CHANGE: texts_launcher.py
    "\n"  # OK_CHANGE: texts_launcher.py
    "win|gewinnen\n"
    "\n"  # NEW_DELETES: texts_launcher.py
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
    "\n"  # BY_LOT: texts_launcher.py
    "\n"  # NO_SAVES: texts_launcher.py
    "\n"  # DRIVE_GAME: texts_launcher.py
    "\n"  # SAVING_OFF: texts.py
    "\n"  # DRIVE_TO_PC: texts_launcher.py
    "bid made for now|Gebot jetzt erfüllt\n"
    "bid still possible|Gebot noch möglich\n"
    "bid lost|Gebot verloren\n"
    "\n"  # NO_SPEAKER: texts_launcher.py
    "\n"  # STATS: texts_launcher.py
)

_B = _T.encode()  # bytes: see texts.py
_OFF = None  # the lines' offsets, made by texts.get() the first time (texts.index)
