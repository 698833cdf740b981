"""Auf der Hut: its rules (rules.py), computer players (bots.py), table (layout.py, layout_*.py) and
rules help (help_en.py, help_de.py).  See docs/NEW_GAME.md."""
