"""The hard bots' optional budgets: the time budget (Bot.set_budget): without a clock the search
is what it always was; with a clock it stops sampling once the budget is spent, after one full
sample, and still plays legal moves.  The work cap (Bot.set_work_cap, tools/tournament.py
--work-cap): a search stops once it has done that many simulated card plays, after one full
sample, and the games stay a function of the seed.  Runs on CPython and on MicroPython
(tests/mp_runner.py)."""

import json

from engine_core.games import new_game
from games.baptistenskat.bots_hard import BaptistenskatHardBot
from games.bargain_hunt.bots_hard import HARD_BUDGET, BargainHuntHardBot
from games.bobs_hat.bots_hard import BobsHatHardBot
from tests.engine.support import scaled

# (game, players, options, the hard bot with a small sample count: quick, and the same logic)
CASES = (
    ("bobs_hat", 3, {"hands": 1}, lambda seat, seed: BobsHatHardBot(seat, seed, samples=12)),
    # (the default budget; the board's quick scale: a smaller one, still several samples a decision)
    ("bargain_hunt", 3, {}, lambda seat, seed: BargainHuntHardBot(seat, seed, scaled(HARD_BUDGET, 400))),
    ("baptistenskat", 3, {"rounds": 2}, lambda seat, seed: BaptistenskatHardBot(seat, seed, samples=12)),
)
MOVES_QUICK = 40  # the board's quick scale: a Bargain Hunt game of hard bots takes ~1 min there


class FakeClock:
    """A clock in ms that moves `step` ms on every reading and counts the readings."""

    def __init__(self, step):
        self.now = 5
        self.step = step
        self.calls = 0

    def __call__(self):
        self.calls += 1
        self.now += self.step
        return self.now


def play(name, players, options, make, seed, step=None, budget=1, cap=0, works=None):
    """A whole game of hard bots (each seeing JSON copies of its own views) -- under the board's
    quick scale its first MOVES_QUICK moves.  With `step`, every bot gets a FakeClock(step) and
    `budget` ms; with `cap`, that work cap.  Returns the actions and, per decision, how many
    times the deciding bot read its clock; `works` (a list) gets (work, cut) of each decision
    that searched."""
    g = new_game(name, players, options, seed)
    bots = [make(s, seed + s) for s in range(players)]
    clocks = []
    for b in bots:
        if step is not None:
            c = FakeClock(step)
            b.set_budget(c, budget)
            clocks.append(c)
        if cap:
            b.set_work_cap(cap)
    for s in range(players):
        bots[s].observe(json.loads(json.dumps(g.view(s))))
    actions, reads = [], []
    moves = scaled(None, MOVES_QUICK)
    while not g.is_over() and (moves is None or len(actions) < moves):
        s = g.current_player()
        v = json.loads(json.dumps(g.view(s)))
        before = clocks[s].calls if clocks else 0
        bots[s].work = 0
        a = bots[s].choose(v)
        assert a in v["legal"], (name, s, a, v["legal"])
        if works is not None and bots[s].work:
            works.append((bots[s].work, bots[s].cut))
        reads.append((clocks[s].calls if clocks else 0) - before)
        actions.append(a)
        g.apply(a)
        for t in range(players):
            bots[t].observe(json.loads(json.dumps(g.view(t))))
    return actions, reads


_PLAIN = {}
CAP = 60  # simulated card plays: far below what these searches do without a cap


def plain(name, players, options, make):
    """play() of seed 3 without any budget, once per game for this module: (actions, works)."""
    if name not in _PLAIN:
        works = []
        _PLAIN[name] = (play(name, players, options, make, 3, works=works)[0], works)
    return _PLAIN[name]


def test_without_a_clock_no_clock_is_read_and_the_bot_has_no_budget():
    for _name, _players, _options, make in CASES:
        b = make(0, 1)
        assert b.clock is None
        assert b.work_cap == 0
        assert b.search_start() == 0
        assert not b.spent(0, 10 ** 6)
        assert not b.cut


def test_a_budget_never_spent_changes_no_move():
    # a clock that stands still and a work cap never reached: the budget is never spent, so
    # every move is the one the bot makes without any budget, and every search does the same
    # work (the budget checks draw nothing from the bot's random numbers)
    for name, players, options, make in CASES:
        works = []
        timed, reads = play(name, players, options, make, 3, step=0, budget=1, cap=10 ** 7, works=works)
        assert (timed, works) == plain(name, players, options, make), name
        assert max(reads) > 2, (name, reads)  # the searches ran several samples, reading each time


def test_a_spent_budget_stops_after_one_sample_with_a_legal_move():
    # every reading moves the clock 1000 ms, the budget is 1 ms: each search reads the clock at
    # its start and once after its first full sample, then stops; every move stays legal (play)
    for name, players, options, make in CASES:
        _, reads = play(name, players, options, make, 3, step=1000, budget=1)
        searches = [r for r in reads if r]
        assert searches, name  # the hard search did run
        assert searches == [2] * len(searches), (name, reads)


def test_the_budget_counts_across_the_tick_counter_wrapping():
    # a board's ticks_ms wraps around: a reading just past the wrap is still 2 ms after one
    # just before it (time.ticks_diff on MicroPython, a 2**29 ms period elsewhere)
    try:
        from time import ticks_add
        before = ticks_add(0, -1)
    except ImportError:  # CPython: the fallback's period
        before = (1 << 29) - 1
    b = BobsHatHardBot(0, 1)
    now = [before]
    b.set_budget(lambda: now[0], 5)
    t0 = b.search_start()
    now[0] = 1  # 2 ms later, across the wrap
    assert not b.spent(t0, 1)
    now[0] = 4  # 5 ms later
    assert b.spent(t0, 1)


def test_a_work_cap_limits_every_search_to_the_sample_that_reaches_it():
    # uncapped, the searches do more than CAP simulated card plays; capped, each search stops after
    # the sample that reaches CAP (never more than one sample beyond it), and only such searches are
    # marked cut short
    # and the same seed and cap give the same game again
    cap = CAP
    for name, players, options, make in CASES:
        free = plain(name, players, options, make)[1]
        assert max(w for w, _ in free) > 2 * cap, (name, max(free))
        assert not [c for _, c in free if c], name  # no budget: nothing is cut short
        capped = []
        moves = play(name, players, options, make, 3, cap=cap, works=capped)[0]
        assert capped, name
        assert [1 for w, c in capped if c], name  # the cap did stop searches
        for w, c in capped:
            assert c == (w >= cap), (name, w, c)
            # the sample that crossed the cap is the last one: at most one sample's plays (the
            # candidates times the cards left: below 400 in these games) beyond it
            assert w < cap + 400, (name, w)
        again = []
        assert play(name, players, options, make, 3, cap=cap, works=again)[0] == moves, name
        assert again == capped, name


def test_spent_counts_the_work_of_each_sample_against_the_cap():
    b = BobsHatHardBot(0, 1)
    b.set_work_cap(100)
    t0 = b.search_start()
    assert (b.spent(t0, 40), b.spent(t0, 40), b.work, b.cut) == (False, False, 80, False)
    assert b.spent(t0, 40) and b.cut and b.work == 120
    b.search_start()  # the next search counts from 0 again
    assert (b.work, b.cut, b.spent(t0, 99)) == (0, False, False)


def test_a_time_budget_stops_before_a_sample_that_would_end_past_it():
    # samples of 30 ms and a 100 ms budget: after three samples (90 ms) a fourth would end at
    # 120 ms, past the budget, so the search stops there (issue 26: the move keeps inside the
    # budget; it used to run the fourth sample and end 20 ms past it)
    b = BobsHatHardBot(0, 1)
    now = [0]
    b.set_budget(lambda: now[0], 100)
    t0 = b.search_start()
    for ms in (30, 60):
        now[0] = ms
        assert not b.spent(t0, 7), ms
    now[0] = 90
    assert b.spent(t0, 7) and b.cut and b.work == 21


def test_no_search_of_a_whole_game_ends_past_its_time_budget():
    # every reading moves the clock 10 ms, so each sample takes 10 ms; with a 25 ms budget every
    # search stops after at most two samples (20 ms: a third would end at 30 ms), and some do
    for name, players, options, make in CASES:
        _, reads = play(name, players, options, make, 3, step=10, budget=25)
        searches = [r for r in reads if r]
        assert searches, name
        assert max(searches) == 3, (name, reads)  # the reading at the start, one per sample
