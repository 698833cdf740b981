"""The app that runs on a board (and, through its hosted boards, in the simulator and the web).

THUMB: whether this port is asked to load the Thumb machine code (drivers/rgb565_m0.py for the
ST7789's show() and clear, font_m0.py for the texts): a Cortex-M port -- its .mpy native arch,
sys.implementation._mpy >> 10: armv6m 4 to armv7emdp 8 -- and no other (another port's failed
compile from source would keep its names, ~2 KiB).  Where the code does not load even so, its
callers keep their viper or Python code.  (A constant, not a function: the package is resident
all game, and as .mpy a function's code would be heap.)"""
import sys

THUMB = 4 <= getattr(sys.implementation, "_mpy", 0) >> 10 <= 8
del sys
