"""The app that runs on a board (and, through its hosted boards, in the simulator and the web).

THUMB: whether this port is asked to load the Thumb machine code (drivers/rgb565_m0.py for the
ST7789's show() and clear, font_m0.py for the texts): a Cortex-M port -- its .mpy native arch,
sys.implementation._mpy >> 10: armv6m 4 to armv7emdp 8 -- and no other (another port's failed
compile from source would keep its names, ~2 KiB).  Where the code does not load even so, its
callers keep their viper or Python code.  (A constant, not a function: the package is resident
all game, and as .mpy a function's code would be heap.)"""
import sys

THUMB = 4 <= getattr(sys.implementation, "_mpy", 0) >> 10 <= 8

# MicroPython keeps its built-in modules out of sys.modules, and every `import os` of one that a
# file may extend (os, time, json, binascii, struct, machine: MP_REGISTER_EXTENSIBLE_MODULE) looks
# for os/, os.py and os.mpy under each sys.path entry first (py/builtinimport.c,
# process_import_at_level): three littlefs stats an entry, ~1 ms on the emulated M3, at every
# module that imports one -- 12 in a Start, 10 in a boot to the launcher.  Each is found once here
# and put in sys.modules, where every later import of it finds it at once.  (No file of ours has
# any of these names; on CPython they are there already.)
for _n in ("os", "time", "json", "binascii", "struct", "machine"):
    if _n not in sys.modules:
        try:
            sys.modules[_n] = __import__(_n)
        except ImportError:  # a port without it (the hosts have no machine)
            pass
del sys, _n
