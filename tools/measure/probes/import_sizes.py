"""The heap each module's import adds, in a fresh process (tools/heap_peak.py --probe): run by real
MicroPython from the .mpy tree.

    micropython import_sizes.py MODULE ...

Imports the modules in that order and prints "M <module> <bytes>" per module (live heap after a
collection, against the one before its import: a module's figure includes the modules it imports
first), then "OK"."""
import gc
import sys

mods = sys.argv[1:]
gc.collect()
a = gc.mem_alloc()
for m in mods:
    __import__(m)
    gc.collect()
    b = gc.mem_alloc()
    print("M", m, b - a)
    a = b
print("OK")
