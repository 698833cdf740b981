"""The guest's side of runtimes/ (modules run inside MicroPython or CircuitPython, never on CPython):
main.py (the unix ports' loop), cp_board.py (CircuitPython's board), mkfs.py (a littlefs image),
emu_boot.py (the emulated board's boot).  Checked by ruff and compiled by mpy-cross (tools/mpy_gate.py)."""
