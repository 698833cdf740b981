"""The UI texts only the pages of a running game show (the hand's results, the end, the in-game
menu, the last trick's key, the tricks missed; firmware/texts.py says why): the same table as
texts.py's _T, line for line, set where texts.py's line is blank.  Loaded by
texts.get() for such a text and dropped with the pages (app.py _HELD): no game holds these
strings during play.  The texts only the launcher and the setup show are the launcher's own
(launcher.py _T, marked "^" in texts.py): loaded with it, never beside a game -- the pages loaded
them all, the hand's results page was a game's heap peak (issue 26, heap)."""
_T = (
    "\n"  # RESUME: launcher.py
    "\n"  # SETTINGS: launcher.py
    "\n"  # PLAYERS: launcher.py
    "\n"  # START: launcher.py
    "\n"  # PASS: texts.py
    "\n"  # PRESS_OK: texts.py
    "\n"  # CONFIRM: launcher.py
    "\n"  # GAME_OVER: launcher.py
    "wins|gewinnt\n"
    "\n"  # LANG: launcher.py
    "\n"  # SOUND: launcher.py
    "\n"  # HUMAN: launcher.py
    "\n"  # CPU: launcher.py
    "\n"  # THINKING: texts.py
    "\n"  # NO_SAVE: texts.py
    "\n"  # ON: launcher.py
    "\n"  # OFF: launcher.py
    "\n"  # SCORES: texts.py
    "\n"  # TIMEOUT: launcher.py
    "Rules|Regeln\n"
    "Continue|Weiter\n"
    "\n"  # LAST_TRICK: texts.py
    "Score sheet|Punkteblatt\n"
    "Chart|Verlauf\n"
    "Quit to menu|Zum Menü\n"
    "\n"  # HAND: texts.py
    "\n"  # DEALER: launcher.py
    "\n"  # DEFAULT: launcher.py
    "\n"  # NONE_YET: texts.py
    "\n"  # NAMES: launcher.py
    "\n"  # SAVE_FAILED: texts.py
    "\n"  # PEEK_SEEN: texts.py
    "\n"  # REMEMBER: texts.py
    "\n"  # OK_BACK: texts.py
    "\n"  # TRICKS: texts.py
    "\n"  # ROUND: texts.py
    "\n"  # TRUMP: texts.py
    "\n"  # NO_TRUMP: texts.py
    "\n"  # LED: launcher.py
    "\n"  # TOOK: texts.py
    "\n"  # LEFT: launcher.py
    "\n"  # NAME: launcher.py
    "\n"  # DONE: launcher.py
    "\n"  # HIDDEN: launcher.py
    "\n"  # BACKUP: texts.py
    "\n"  # TITLE: launcher.py
    "\n"  # FIRST: launcher.py
    "\n"  # OPTIONS: launcher.py
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
    "\n"  # MOVE: launcher.py
    "Play again|Nochmal spielen\n"
    "Menu|Menü\n"
    "\n"  # SAVED_GAME: launcher.py
    "\n"  # REPLACE: launcher.py
    "\n"  # KEEP: launcher.py
    "\n"  # DAMAGED: launcher.py
    "\n"  # DELETE: launcher.py
    "\n"  # CONFIRM_MOVES: launcher.py
    "\n"  # NEVER: launcher.py
    "Final score|Endstand\n"
    "\n"  # CHANGE: launcher.py
    "\n"  # OK_CHANGE: launcher.py
    "win|gewinnen\n"
    "\n"  # NEW_DELETES: launcher.py
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
    "\n"  # BY_LOT: launcher.py
    "\n"  # NO_SAVES: launcher.py
    "\n"  # DRIVE_GAME: launcher.py
    "\n"  # SAVING_OFF: texts.py
    "\n"  # DRIVE_TO_PC: launcher.py
    "bid made for now|Gebot jetzt erfüllt\n"
    "bid still possible|Gebot noch möglich\n"
    "bid lost|Gebot verloren\n"
    "\n"  # NO_SPEAKER: launcher.py
)

_B = _T.encode()  # bytes: see texts.py
_OFF = None  # the lines' offsets, made by texts.get() the first time (texts.index)
