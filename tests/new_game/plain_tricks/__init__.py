"""Plain Tricks: a small fifth game that lives outside the tree's games/ folder.  The new-game
test (tests/new_game/test_new_game.py) copies this folder to a temporary directory, registers it
with one registry line and plays it through every part of the console (docs/NEW_GAME.md)."""
