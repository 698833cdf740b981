"""Helpers for engine tests that run on CPython (pytest) and on MicroPython
(tests/mp_runner.py).  Plain asserts only; no pytest, no CPython-only modules."""

import json
import sys

from engine_core.game import IllegalAction
from engine_core.record import replay, to_record
from engine_core.rng import Rng

# The MicroPython family (MicroPython's ports and CircuitPython, ~10x slower than CPython): the
# bots' tests play fewer whole games and seeds there; every game of theirs is played on CPython.
MICRO = sys.implementation.name in ("micropython", "circuitpython")

# The quick scale: tools/emu/engine.py --quick (what `make test` runs on the emulated board,
# which is ~8x slower than the unix port) and tests/mp_runner.py --quick (what it runs on
# CircuitPython: tests/interpreters) set QUICK; the long randomized tests then play a share of
# their games or positions and check their views every few steps.  Every test still runs and
# asserts the same things; everywhere else (and `make test-emu-engine`, `make test-circuitpython`)
# all of it runs.
QUICK = False


def share(items, every):
    """items, or under QUICK every `every`-th of them (the first included)."""
    return items[::every] if QUICK else items


def scaled(full, quick):
    """full, or quick under QUICK (a count, or how often a check runs)."""
    return quick if QUICK else full


def short_options(name, count=1):
    """The options of a short game of any registered game: `count` hands or rounds where the game
    has such an option."""
    from engine_core.games import game_class
    opts = {}
    for o, _ in game_class(name).OPTIONS:
        if o in ("hands", "rounds"):
            opts[o] = count
    return opts


def raises(exc_type, fn, *args, **kw):
    """Call fn; assert it raises exc_type; return the exception (check its text)."""
    try:
        fn(*args, **kw)
    except exc_type as e:
        return e
    raise AssertionError("%s did not raise %s" % (fn, exc_type.__name__))


def snapshot(game):
    """A comparable summary of a game's public progress (for 'unchanged' checks)."""
    return (list(game.history), [list(h) for h in game.hand_scores], game.current_player(),
            game.view(max(0, game.current_player())))


def random_playout(game, seed, max_actions=20000, check=None):
    """Play uniformly random legal actions to the end, checking the protocol's
    invariants at every step; `check(game)` adds game-specific ones."""
    r = Rng(seed)
    n = 0
    while not game.is_over():
        acts = game.legal_actions()
        assert acts, "no legal action but the game is not over"
        assert acts == sorted(acts), "legal_actions must be sorted"
        a = acts[r.below(len(acts))]
        assert game.is_legal(a)
        text = game.action_text(a)
        assert game.parse_action(text) == a, "text round trip failed for %r" % text
        game.apply(a)
        if check is not None:
            check(game)
        n += 1
        assert n < max_actions, "game did not end"
    assert game.legal_actions() == []
    assert game.current_player() == -1
    return n


def check_record_roundtrip(game):
    """to_record -> JSON -> replay gives the same actions, scores and views."""
    rec = json.loads(json.dumps(to_record(game)))
    g2 = replay(rec)
    assert g2.history == game.history
    assert g2.hand_scores == game.hand_scores
    assert g2.scores() == game.scores()
    assert g2.is_over() == game.is_over()
    for s in range(game.players):
        assert g2.view(s) == game.view(s)
    return g2


def check_illegal_refused(game, action):
    """Applying an illegal action raises IllegalAction and changes nothing."""
    before = snapshot(game)
    e = raises(IllegalAction, game.apply, action)
    assert str(e), "the refusal must say why"
    assert snapshot(game) == before
    return e


def check_reveals_none(game, seed, steps=40):
    """reveals() (PROTOCOL.md; the app's undo never takes such a move back) is False for every
    legal action along `steps` random moves: a game whose hidden things show only when a hand is
    scored, which the app sees by itself."""
    r = Rng(seed)
    for _ in range(steps):
        acts = game.legal_actions()
        for a in acts:
            assert not game.reveals(a), (game.NAME, a)
        game.apply(acts[r.below(len(acts))])


def play_bots(game, bots, json_views=True, label=None):
    """Play the game to its end, bots[s] choosing at seat s; every bot observes its own seat's
    view from the start and after every move -- JSON copies, as a record or a save would give
    them, unless json_views is False -- and every choice must be legal.  Returns the game."""
    def view(s):
        v = game.view(s)
        return json.loads(json.dumps(v)) if json_views else v

    for s in range(game.players):
        bots[s].observe(view(s))
    while not game.is_over():
        s = game.current_player()
        v = view(s)
        a = bots[s].choose(v)
        assert a in v["legal"], (label, s, a, v["phase"], v["legal"])
        game.apply(a)
        for t in range(game.players):
            bots[t].observe(view(t))
    return game


def ask_bots_along_random_play(game, bots, r, skip=None):
    """Play the game to its end with random legal actions from Rng r; bots[s] (a list per seat)
    follow it through their seat's views and, at each of their seat's decisions, each bot is
    asked (unless skip(bot, view, turn) says not this time) and must answer a legal action.
    Returns how many answers were checked."""
    asked = 0
    for s in range(game.players):
        for b in bots[s]:
            b.observe(game.view(s))
    turn = 0
    while not game.is_over():
        s = game.current_player()
        v = game.view(s)
        turn += 1
        for b in bots[s]:
            if skip is not None and skip(b, v, turn):
                continue
            a = b.choose(v)
            assert a in v["legal"], (b.level, a, v["legal"])
            asked += 1
        acts = game.legal_actions()
        game.apply(acts[r.below(len(acts))])
        for t in range(game.players):
            vt = game.view(t)
            for b in bots[t]:
                b.observe(vt)
    return asked
