"""Op codes shared with the simulator (fixed contract)."""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

PREV = const(1)
NEXT = const(2)
OK = const(3)
BACK = const(4)
UP = const(5)  # optional convenience: same as PREV in lists
DOWN = const(6)  # optional convenience: same as NEXT in lists
