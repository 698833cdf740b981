"""Baptistenskat: its rules (rules.py), computer players (bots.py, bots_hard.py), table (layout.py) and
rules help (help_en.py, help_de.py).  See docs/NEW_GAME.md."""
