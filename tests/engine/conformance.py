"""The conformance suite every registered game must pass (STYLE.md 19), written once: driven by
the registry (engine_core/games.py), run by tests/engine/test_conformance.py on every
interpreter (CPython, the MicroPython and CircuitPython unix ports, the emulated board) and by
the new-game test for a game from a folder outside the tree (tests/new_game/test_new_game.py).

For a game `name` with `players` seats, check_game() plays seeded games to the end with random
legal actions and checks at every step:
- a legal move exists until the end, legal_actions() is sorted, every listed action is_legal(),
  its text round-trips (action_text / parse_action), and the game ends;
- an action that is not legal is refused with IllegalAction and a reason, the game unchanged;
- every seat's view hides every other seat's hand: no card another seat holds appears anywhere
  in it; the public view (view(None)) has no hand and no legal actions; a view is JSON-able;
- the record replays to the same game, and so does every prefix of it;
- bots of every level (engine_core.bots.LEVELS) play it to the end, each only ever answering a
  legal action from its own seat's view.
Plain asserts only: no pytest, no CPython-only modules (MicroPython runs this file).
"""

import json

from engine_core.bots import LEVELS, make_bot
from engine_core.game import IllegalAction
from engine_core.games import game_class, new_game
from engine_core.record import replay, to_record
from engine_core.rng import Rng
from tests.engine.support import check_illegal_refused, check_record_roundtrip, play_bots, scaled, short_options


def flipped_options(name):
    """short_options with every yes/no option set against its default."""
    opts = short_options(name)
    for o, d in game_class(name).OPTIONS:
        if d is True or d is False:
            opts[o] = not d
    return opts


def _strings(x, out):
    """Every string inside a view (keys and values), into the list `out`."""
    if isinstance(x, str):
        out.append(x)
    elif isinstance(x, dict):
        for k in x:
            out.append(k)
            _strings(x[k], out)
    elif isinstance(x, (list, tuple)):
        for e in x:
            _strings(e, out)
    return out


def check_views(game, copies=None):
    """Each seat's view shows no card of another seat's hand; the public view shows no hand and no
    legal actions; views are JSON-able.  (A game with identical copies of a card -- Bargain Hunt's
    two of each -- may rightly show a copy another seat also holds: once two hands hold the same
    card text (`copies`, a list the caller keeps across a game, latches it) the card check stops,
    and the game's own tests check its piles.)"""
    n = game.players
    views = [game.view(s) for s in range(n)]
    pub = game.view(None)
    assert pub["seat"] is None and pub.get("hand", []) == [] and "legal" not in pub, pub
    json.dumps(pub)
    held = []
    for v in views:
        held += v.get("hand") or []
    public = _strings(pub, [])
    for c in held:
        if held.count(c) > 1 and copies is not None and not copies:
            copies.append(c)
    if copies:
        held = ()
    for s in range(n):
        v = views[s]
        assert v["seat"] == s and v["players"] == n and v["game"] == game.NAME
        assert ("legal" in v) == (game.current_player() == s)
        seen = _strings(v, [])
        json.dumps(v)
        for t in range(n):
            if t == s:
                continue
            for card in views[t].get("hand") or ():
                if card in held and card not in public:
                    assert card not in seen, "seat %d's view shows %s, a card of seat %d's hand" % (s, card, t)


def _an_illegal_action(game, r):
    """An action int the current position does not allow (None if every small int is legal)."""
    legal = game.legal_actions()
    top = max(legal) + 2
    for _ in range(8):
        a = r.below(top)
        if a not in legal:
            return a
    for a in range(top):
        if a not in legal:
            return a
    return None


def random_game(name, players, options, seed, every=1):
    """A game played with random legal actions to its end, every check above at every `every`-th
    step; returns it."""
    game = new_game(name, players, options, seed)
    r = Rng(seed * 31 + players)
    steps = 0
    copies = []
    check_views(game, copies)
    while not game.is_over():
        acts = game.legal_actions()
        assert acts, "%s: no legal action but the game is not over" % name
        assert acts == sorted(acts), "%s: legal_actions must be sorted" % name
        if steps % every == 0:
            for a in acts:
                assert game.is_legal(a), (name, a)
                assert game.parse_action(game.action_text(a)) == a, (name, a)
            bad = _an_illegal_action(game, r)
            if bad is not None:
                check_illegal_refused(game, bad)
        game.apply(acts[r.below(len(acts))])
        steps += 1
        if steps % every == 0:
            check_views(game, copies)
        assert steps < 20000, "%s did not end" % name
    assert game.legal_actions() == [] and game.current_player() == -1
    check_views(game, copies)
    try:
        game.apply(0)
        raise AssertionError("%s: a move after the end was taken" % name)
    except IllegalAction:
        pass
    return game


def check_replay(game, every=1):
    """The record replays to the same game; so does each `every`-th prefix of it."""
    check_record_roundtrip(game)
    rec = json.loads(json.dumps(to_record(game)))
    k = 0
    while k <= len(game.history):
        g = replay(rec, k)
        assert g.history == game.history[:k], (game.NAME, k)
        k += every
    g = replay(rec, len(game.history))
    assert g.scores() == game.scores()


def check_bots(name, players, options, seed):
    """A whole game for each bot level, every seat that level; returns the finished games."""
    out = []
    for level in LEVELS:
        game = new_game(name, players, options, seed)
        bots = [make_bot(name, level, s, seed + s) for s in range(players)]
        for b in bots:  # legality, not strength: a hard search stops after a few simulated plays
            b.set_work_cap(scaled(300, 60))
        play_bots(game, bots, json_views=False, label=(name, level))
        assert game.is_over() and game.winners(), (name, level)
        out.append(game)
    return out


def check_game(name, seed=1):
    """Every check above for game `name`: its fewest and most players, its default and its
    flipped options; bots at every level on the shortest game."""
    cls = game_class(name)
    assert cls.NAME == name and 2 <= cls.MIN_PLAYERS <= cls.MAX_PLAYERS
    every = scaled(3, 17)
    for players in (cls.MIN_PLAYERS, cls.MAX_PLAYERS):
        g = random_game(name, players, short_options(name), seed + players, every)
        check_replay(g, scaled(13, 61))
    g = random_game(name, cls.MIN_PLAYERS, flipped_options(name), seed + 9, every)
    check_replay(g, scaled(17, 89))
    check_bots(name, cls.MIN_PLAYERS, short_options(name), seed)
