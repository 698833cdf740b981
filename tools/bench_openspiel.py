"""Benchmark: our Baptistenskat engine against DeepMind OpenSpiel's `oh_hell`, side by side.

    .venv/bin/python tools/bench_openspiel.py [--hands N] [--ours-only]
    .venv/bin/micropython tools/bench_openspiel.py --ours-only [--hands N]   (MicroPython unix port)

The workload, the same for both: one hand of 4 players x 10 cards (10 tricks), from a fresh game
object through the deal, 4 bids and 40 card plays to the scored end, every choice (chance and
player alike) uniform at random over the legal ones, drawn with the interpreter's `random`.

(a) ours: `Baptistenskat`, 4 players.  Round r deals 4 + r cards, so the 10-card round is round
    6.  To time exactly that one hand we use a subclass whose `_FIRST_ROUND` is 6 with the option
    rounds = 6: the constructor deals round 6 straight away (our own seeded generator: shuffle of
    the 41 cards drawn and the trump turn-up), and the game is over once that round is scored.
    Every action goes through the public protocol: `legal_actions()` then `apply()` (which
    re-checks legality).  The game object is built inside the timed loop.
(b) OpenSpiel: `pyspiel.load_game("oh_hell", players=4, num_suits=4, num_cards_per_suit=13,
    num_tricks_fixed=10)`; `new_initial_state()` inside the timed loop, then chance nodes (dealer,
    41 cards dealt one by one incl. the trump card) and player nodes (4 bids, 40 cards), each a
    uniform choice.  Chance outcomes in oh_hell are uniform (checked at start-up), so a chance
    node picks from `legal_actions()` like a player node; `--chance-outcomes` picks from
    `chance_outcomes()` instead (slower for OpenSpiel, the same distribution).

OpenSpiel is optional (bench-only, `pip install open-spiel==2.0.2`): without it the script says
so and reports ours alone.  Figures are hands per second of this process's CPU time on CPython
(`time.process_time`: the two sides alternate in one process, and a loaded machine's other
processes do not count; MicroPython has no process clock and uses wall time); the ratio is
ours / OpenSpiel, best of the runs for each, and per run with their median, min and max: issue
26 asks the median over at least 10 alternating runs (`--repeats`, 15 by default) to be 1.3 or
more, never below 1.0.  A run alternates the two sides in `--slices` parts (10 by default: ours
for a tenth of the hands, OpenSpiel for a tenth, and so on), so a busy moment of a shared machine
slows both sides of a run alike.  With one part a run (as before 2026-11-27) a run's ratio swung
with the load of the machine, not with the engines: on 2026-11-27 (the same engine, load 1-4)
three calls gave 0.78-1.45 (11 runs), 0.84-1.57 and 0.92-1.62 (15 runs each); with 10 parts a run,
two calls at load ~10 gave 1.11-1.41 and 1.12-1.28 (medians 1.21, 1.22).

Measured 2026-11-24 (CPython 3.11.7, OpenSpiel 2.0.2, 2 cores shared by ~8 busy processes, load
~7), `.venv/bin/python tools/bench_openspiel.py`, four runs each, before and after alternating:
    before (main at 5de95a8): ours 12166-13266 hands/s, OpenSpiel 13615-14429: 0.92 0.92 0.95 0.84
    after (issue 16 section 5): ours 15826-16306 hands/s, OpenSpiel 14148-14438: 1.10 1.13 1.13 1.12
(both timed by CPU time.  With wall time, as this script timed before, the code before gave 0.89,
0.96, 1.04 and 1.53 in four runs at load 11: the load, not the engines, decided.)
Where the time went and what changed (cProfile and per-part CPU timings of this workload): the
deal (partial shuffle 8 us, building the hands 4 us of ~17 us construction) now builds only the
colour lists (no bit masks); a card play is one list.remove() (the "holds it" check) with the
follow check on the colour lists; the trick lists trade places at a trick's end (no allocation);
Rng.below() and the seed's warm-up run the generator on locals (same numbers); and the game
object keeps under 30 attributes (CPython 3.11's shared-key limit, past which every self.x is
about a third slower).  The same seed deals the same hands as before (tests/golden).
2026-11-27 (issue 26; callgrind instructions per hand, deterministic: 680k -> 621k, of which
random.choice's 127k is the workload's own): the import statement in Game.__init__ (8k: now a
sys.modules lookup), the seed's 16 warm-up steps (now two multiplications), rng.below's 11 calls
in the deal (written out in _shuffle_prefix), trick_winner's range object, the trick's end as a
call, hook_bid called without the option, list(range(80)).  CPU time -8 to -10 % (medians of 11-15
alternating runs); ratio medians back to back 1.15 -> 1.26-1.29.  What is left is mostly the
deal's 41 swaps and 11 draws (~94k) and the protocol's three calls per action.
2026-11-28 (issue 26; callgrind instructions per hand of this workload, CPython 3.11: 594k -> 541k;
OpenSpiel's hand is 751k, so 1.27 -> 1.39 in instructions; on MicroPython's unix port 1.25M ->
1.09M).  A trick's end called cards.trick_winner (3.2k instructions): apply() now keeps the card
winning so far and its seat as the trick goes (cards.beats written out, tested against
trick_winner every step of 24 random games: -13k a hand) and the colour led (-6k); the trick in
progress is the history's end (no trick lists to append to and trade at each trick's end: -19k);
the bids' legal list is a slice of one list of the action ints, as is the deck (list(range())
cost 4k a call: -6.5k); no action list reserved on CPython (its slice delete frees the room:
-4.4k); is_over() tests and returns (a returned int comparison has no fast path in 3.11) and
smaller ones (-4k).  Tried and left out: the deal's colour lists as four slices of the sorted
hand between marker cards (+6k: list.index and slices cost more than 3.11's fast append),
round_points' top bid by max() (+1k), trick_winner as a for loop with list.index (the same).
Ratio per run before -> after (15 alternating runs, 10 parts each): c1afb25 at load 1-3 median
1.25, min 1.16, max 1.34; this change at load 15: median 1.34, min 1.28, max 1.48, at load 9-11
(docs/FIGURES.md) median 1.35, min 1.28, max 1.49 (the CPU-time
ratio stays some 0.05 under the instruction ratio).  What is left: the deal (~115k: the
shuffle's big-int draws and digits, the sorts and colour lists), the protocol's three calls per
action (~450 instructions each) and the workload's own random.choice (116k).
"""

import sys

try:
    from time import process_time

    def _now():
        # CPU seconds of this process (both engines run in it, OpenSpiel's C++ too): the other
        # processes of a loaded machine do not decide the ratio, as wall time let them.
        return process_time()
except ImportError:  # MicroPython: no process clock, wall time
    from time import ticks_diff, ticks_us

    _T0 = ticks_us()

    def _now():
        return ticks_diff(ticks_us(), _T0) / 1e6


def _repo_root():
    """The repository root: the directory above this file's (no os.path on MicroPython)."""
    f = __file__ if "__file__" in globals() else "tools/bench_openspiel.py"
    i = f.rfind("/")
    if i < 0:  # run from inside tools/
        return ".."
    d = f[:i]  # .../tools
    j = d.rfind("/")
    if j < 0:
        return "."
    return d[:j] or "/"


sys.path.insert(0, _repo_root())

import random  # noqa: E402

from games.baptistenskat.rules import Baptistenskat  # noqa: E402


class TenCardHand(Baptistenskat):
    """Baptistenskat starting at round 6: 4 players get 4 + 6 = 10 cards (see the module doc)."""

    _FIRST_ROUND = 6


def ours_hand(seed):
    g = TenCardHand(4, {"rounds": 6}, seed)
    choice = random.choice
    while not g.is_over():
        g.apply(choice(g.legal_actions()))
    return g


def time_ours(hands):
    """CPU seconds (wall on MicroPython) of `hands` hands of ours."""
    t0 = _now()
    for i in range(hands):
        ours_hand(i)
    return _now() - t0



def _os_game():
    import pyspiel

    return pyspiel.load_game(
        "oh_hell", {"players": 4, "num_suits": 4, "num_cards_per_suit": 13, "num_tricks_fixed": 10})


def os_hand(game, use_outcomes=False):
    s = game.new_initial_state()
    choice = random.choice
    while not s.is_terminal():
        if use_outcomes and s.is_chance_node():
            s.apply_action(choice(s.chance_outcomes())[0])
        else:
            s.apply_action(choice(s.legal_actions()))
    return s


def check_os_uniform(game, hands=20):
    """Every oh_hell chance node's outcomes are equally likely (so a uniform legal_actions pick is
    the same distribution)."""
    for _ in range(hands):
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                out = s.chance_outcomes()
                p = out[0][1]
                for _a, q in out:
                    if abs(q - p) > 1e-12:
                        raise RuntimeError("oh_hell chance outcomes are not uniform")
                if sorted(a for a, _q in out) != sorted(s.legal_actions()):
                    raise RuntimeError("oh_hell chance outcomes differ from legal_actions")
            s.apply_action(random.choice(s.legal_actions()))


def time_os(game, hands, use_outcomes=False):
    """CPU seconds of `hands` hands of OpenSpiel's oh_hell."""
    t0 = _now()
    for _ in range(hands):
        os_hand(game, use_outcomes)
    return _now() - t0



def _shape(hands):
    """Sanity: ours deals 10 cards each and plays 44 actions; OpenSpiel's hand is the same size."""
    g = ours_hand(12345)
    if len(g.history) != 44 or len(g.hand_scores) != 1:
        raise RuntimeError("our workload is not one 10-card hand")


def main(argv):
    hands = 2000
    ours_only = False
    use_outcomes = False
    repeats = 15  # issue 26: the median of at least 10 alternating runs
    slices = 10
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--hands":
            hands = int(argv[i + 1])
            i += 1
        elif a == "--ours-only":
            ours_only = True
        elif a == "--chance-outcomes":
            use_outcomes = True
        elif a == "--repeats":
            repeats = int(argv[i + 1])
            i += 1
        elif a == "--slices":
            slices = int(argv[i + 1])
            i += 1
        else:
            print("usage: bench_openspiel.py [--hands N] [--repeats K] [--slices S] [--ours-only] [--chance-outcomes]")
            sys.exit(2)
        i += 1
    random.seed(1)
    _shape(hands)
    impl = sys.implementation.name
    print("workload: one hand, 4 players x 10 cards, deal + 4 bids + 40 plays, uniform random choices")
    print("interpreter: %s %s; %d hands per run, best of %d runs (ours and OpenSpiel alternate, %d parts a run)"
          % (impl, ".".join(str(x) for x in sys.implementation.version[:3]), hands, repeats, slices))
    game = None
    if not ours_only:
        try:
            game = _os_game()
        except ImportError:
            print("OpenSpiel: pyspiel is not installed (pip install open-spiel==2.0.2); ours only")
    if game is not None:
        check_os_uniform(game)
    ours = theirs = 0.0
    ratios = []  # per run: ours / OpenSpiel of that run's timings
    part = max(1, hands // slices)
    for _ in range(repeats):
        # a run alternates the two in `slices` parts (ours, then OpenSpiel, part by part), so a
        # busy moment on a shared machine slows both sides of the run alike
        ta = tb = 0.0
        for _ in range(slices):
            ta += time_ours(part)
            if game is not None:
                tb += time_os(game, part, use_outcomes)
        a = part * slices / ta
        ours = max(ours, a)
        if game is not None:
            b = part * slices / tb
            theirs = max(theirs, b)
            ratios.append(a / b)
    print("ours (games.baptistenskat.rules):   %9.0f hands/s" % ours)
    if game is None:
        return
    import pyspiel

    what = "chance_outcomes()" if use_outcomes else "legal_actions()"
    print("OpenSpiel %s oh_hell (chance via %s): %9.0f hands/s" % (getattr(pyspiel, "__version__", ""), what, theirs))
    print("ratio ours / OpenSpiel: %.2f (best of each)" % (ours / theirs))
    ratios.sort()
    n = len(ratios)
    med = ratios[n // 2] if n % 2 else (ratios[n // 2 - 1] + ratios[n // 2]) / 2
    print("ratio per run (%d alternating runs): median %.2f, min %.2f, max %.2f: %s" % (
        n, med, ratios[0], ratios[-1], " ".join("%.2f" % r for r in ratios)))


if __name__ == "__main__":
    main(sys.argv[1:])
