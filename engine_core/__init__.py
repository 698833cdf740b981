"""Engine core: rules, cards, seeded randomness, records and views.

No I/O, no hardware: the same modules run on CPython and on MicroPython.
See PROTOCOL.md beside this file.
"""
