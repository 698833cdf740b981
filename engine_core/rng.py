"""The engine's own seeded random generator.

Randomness is input (STYLE.md 8): a game is its seed plus its actions, so the
generator must give the same numbers on CPython and on any MicroPython.  We use
two multiply-with-carry generators on 15-bit limbs (Marsaglia), combined.  Every
intermediate value stays below 2**30, so a 32-bit MicroPython never allocates a
big int while drawing numbers.

For each generator z' = A * (z & 0x7FFF) + (z >> 15), with A * 2**15 - 1 a safe
prime, so the period is (A * 2**15 - 2) / 2 (about 5.4e8) for each; combined
the period is their product (~2.9e17).  Output: 15 bits of each, 30 bits.
"""

try:
    from micropython import const
except ImportError:  # CPython: const() is the identity
    def const(x):
        return x

_A1 = const(32760)
_A2 = const(32730)
_MASK15 = const(0x7FFF)
# z must stay in 1 .. A * 2**15 - 2 (0 and A * 2**15 - 1 are fixed points).
_M1 = const(32760 * 32768 - 2)
_M2 = const(32730 * 32768 - 2)
_MAX30 = const(0x3FFFFFFF)  # 2**30 - 1: the largest small int on a 32-bit port (2**30 is not)
# The seed's warm-up as one multiplication each.  A step is z' = A * x + c for z = c * 2**15 + x,
# so 2**15 * z' = A * 2**15 * x + 2**15 * c = x + 2**15 * c = z modulo P = A * 2**15 - 1: a step
# multiplies by the inverse of 2**15 modulo P, and maps 1 .. P - 1 onto itself (z' = P would
# need z = P).  Eight steps are z * (2**15)**-8 % P; _W1, _W2 are those factors
# (pow(pow(2**15, -1, P), 8, P); tests/engine/test_rng.py test_seed_warm_up_is_eight_steps).
_W1 = const(904983098)
_W2 = const(204393720)


class Rng:
    """Deterministic generator: `Rng(seed)`; seed is any int (may be negative or big)."""

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        seed = int(seed)
        if seed < 0:
            seed = -seed * 2 + 1
        # Fold a big seed into two halves without overflowing a small int for long:
        # the modulo runs once per game, so a transient big int here is harmless.
        z1 = seed % _M1 + 1
        # Mix the seed for the second generator too: (seed // _M1) alone is 0 for every
        # seed below ~1e9, which gave all small seeds the same low 15 output bits.
        # (A transient big int here, once per game, is harmless.)
        z2 = (seed * 2654435761 + 12345 + seed // _M1) % _M2 + 1
        # warm up: decorrelate nearby seeds (eight of next30's steps, as two multiplications:
        # _W1 above; a transient big int here, once per game, is harmless)
        self.z1 = z1 * _W1 % (_M1 + 1)
        self.z2 = z2 * _W2 % (_M2 + 1)

    def state(self):
        return (self.z1, self.z2)

    def set_state(self, st):
        self.z1, self.z2 = st

    def next30(self):
        """Next 30-bit integer, 0 <= r < 2**30 (a small int on every port)."""
        z1 = self.z1
        z1 = _A1 * (z1 & _MASK15) + (z1 >> 15)
        self.z1 = z1
        z2 = self.z2
        z2 = _A2 * (z2 & _MASK15) + (z2 >> 15)
        self.z2 = z2
        return ((z1 & _MASK15) << 15) | (z2 & _MASK15)

    def below(self, n):
        """Uniform integer in 0 .. n-1 (no modulo bias: rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        if n == 1:
            return 0
        # Accept r below the largest multiple of n that is <= 2**30, i.e. r <= 2**30 - 1 - (2**30 % n),
        # computed without 2**30 itself (a big int on a 32-bit board: heap garbage on every call).
        last = _MAX30 - (_MAX30 % n + 1) % n
        # next30() inlined (the same two steps, on locals): half the calls of a deal's draws.
        z1 = self.z1
        z2 = self.z2
        while True:
            z1 = _A1 * (z1 & _MASK15) + (z1 >> 15)
            z2 = _A2 * (z2 & _MASK15) + (z2 >> 15)
            r = ((z1 & _MASK15) << 15) | (z2 & _MASK15)
            if r <= last:
                self.z1 = z1
                self.z2 = z2
                return r % n

    def shuffle(self, seq):
        """Fisher-Yates in place (j drawn from 0..i, never the biased variant)."""
        i = len(seq) - 1
        while i > 0:
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
            i -= 1
        return seq
