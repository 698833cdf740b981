"""The games, one folder each (docs/NEW_GAME.md says what a folder holds; engine_core/games.py
is the registry that names them)."""
