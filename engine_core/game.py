"""The engine protocol: one small base class every game implements.

See PROTOCOL.md.  The UI, the simulator, the bots and the tests only ever ask
`legal_actions()` / `is_legal()` and call `apply()`; nothing else mutates a game
(STYLE.md 1).  Chance events (shuffles, trump turn-ups) happen inside `apply()`
and at construction, drawn from the game's own `Rng` or from explicit deals.
"""

import sys

from engine_core.rng import Rng


class IllegalAction(ValueError):
    """An action refused by the rules (or unreadable).  The game is unchanged."""


class SetupError(ValueError):
    """Bad players / options / deals.  The message names the field."""


OVER = -1  # current_player() once the game is over


class _Slicer:
    def __getitem__(self, key):
        return key


# A slice [0:] made once: `del lst[ALL]` empties a list and keeps its room (as below) without the
# slice object `del lst[0:]` allocates on every call on MicroPython (which has no slice()).
ALL = _Slicer()[0:]


def reserved(n):
    """An empty list with room for n items: MicroPython keeps a list's room when a slice delete
    empties it, so the first n appends allocate nothing (tests/engine/test_heap.py).  On CPython
    a plain [] (a slice delete frees the room there: it would give none; and a game's creation is
    part of tools/bench_openspiel.py's hand)."""
    if sys.implementation.name == "cpython":
        return []
    out = [0] * n
    del out[ALL]
    return out


class Game:
    # --- fixed facts, set by each game class --------------------------------
    NAME = ""
    MIN_PLAYERS = 0
    MAX_PLAYERS = 0
    # Options: tuple of (name, default) pairs.  A game may compute a default that
    # depends on the player count in `_default_option()`; `_check_option()`
    # returns an error message or None.  Tuples, not dicts: MicroPython dicts
    # are unordered and screens list options in this order.
    OPTIONS = ()

    def __init__(self, players, options=None, seed=0, first_dealer=None, deals=None):
        # The players, seed, options, first dealer and deals given, checked and kept: the checks
        # of engine_core/create.py, loaded for a game's creation only (the app drops it while a
        # game is played, firmware/app.py _HELD: no move needs it, issue 24 heap).  Taken from
        # sys.modules while it is loaded: CPython 3.11's import statement costs about ten times
        # the lookup even then (timeit: 3.2 against 0.3 us), a part of every game's creation in
        # tools/bench_openspiel.py (issue 26).
        m = sys.modules.get("engine_core.create")
        if m is None:
            from engine_core import create as m
        why = m.checked(self, players, options, seed, first_dealer, deals)
        if why is not None:
            raise SetupError(why)
        self.rng = Rng(seed) if seed is not None else m.NoRng(SetupError)  # (a record without a seed)
        self.history = []  # every applied action int, in order
        self.hand_scores = []  # one list of per-seat points per finished hand/round
        self.hand_details = []  # per finished hand/round: per seat its [code, points] reasons (tuples or lists)
        self._setup()
        # Reserve the action list up front (MicroPython keeps a list's room when it is emptied by
        # a slice delete): growing it by doubling late in a long game needs a big free block on a
        # fragmented heap, and an append must not allocate during play (tests/engine/test_heap.py).
        # (On CPython reserved() gives a plain list.)
        n = self._history_room()
        if n > 0:
            self.history = reserved(n)

    def _history_room(self):
        """How many actions the game can take at most (an upper bound; 0: no reservation)."""
        return 0

    # --- options ----------------------------------------------------------------
    def _default_option(self, name, default):
        return default

    def _check_option(self, name, value, opts):
        # Default: booleans for bool defaults, ints for int defaults (engine_core/create.py, loaded
        # while a game is created: the only caller).
        from engine_core import create
        return create.option_error(self, name, value)

    # --- explicit deals ---------------------------------------------------------
    def _explicit_deal(self, index):
        """The raw explicit deal for hand/round `index` (0-based), or None."""
        if self.deals is not None and index < len(self.deals):
            d = self.deals[index]
            if not isinstance(d, dict):
                raise SetupError("deals[%d]: must be an object" % index)
            return d
        return None

    # --- the rare paths: a game's part `refusals` (docs/NEW_GAME.md) ------------------------
    def _refusals(self):
        """The game folder's optional part `refusals`: what only a refusal or a record's explicit
        deals need (the reasons' words, the deals' checks).  Imported when asked for, never by a
        legal move of a seeded game, so the rules resident through a game stay small (issue 24)."""
        from engine_core.games import part
        return part(self.NAME, "refusals")

    def _refused(self, code, *args):
        """The reason numbered `code` in the part's REASONS, worded with `args` (`%`)."""
        return self._refusals().REASONS[code] % args

    # --- the protocol (each game implements the underscored parts) ------------
    def _setup(self):
        raise NotImplementedError

    def current_player(self):
        """Seat to act, or OVER (-1) when the game is over."""
        raise NotImplementedError

    def is_over(self):
        return self.current_player() == OVER

    def legal_actions(self):
        """Sorted list of the action ints the current player may take ([] when over)."""
        raise NotImplementedError

    def why_illegal(self, action):
        """None when `action` is legal now, else a short reason ('must follow blue').

        Cheap: checks the one action, never builds the whole list (STYLE.md 5).
        """
        raise NotImplementedError

    def is_legal(self, action):
        return self.why_illegal(action) is None

    def apply(self, action):
        """Apply a legal action; raise IllegalAction (game unchanged) otherwise."""
        if self.is_over():
            raise IllegalAction("the game is over")
        why = self.why_illegal(action)
        if why is not None:
            raise IllegalAction(why)
        self._apply(action)
        self.history.append(action)

    def _apply(self, action):
        raise NotImplementedError

    def action_text(self, action):
        """Record text of an action (RECORD_FORMAT.md), e.g. 'play blue14'.

        A pure function of the action int (and the game's fixed facts), never
        of the position, so a history of ints is a list of texts.
        """
        raise NotImplementedError

    def parse_action(self, text):
        """Action int for a record text; raise IllegalAction if unreadable.
        The inverse of action_text (also pure); whether the action is legal
        now is checked separately by apply().  Action text is printable ASCII
        only (RECORD_FORMAT.md), checked for every game by engine_core/create.py
        (`unreadable`: loaded for a record's replay, not resident while a game is
        played, issue 24); each game reads the rest in `_parse_action`.
        """
        from engine_core import create
        why = create.unreadable(text)
        if why is not None:
            raise IllegalAction(why)
        return self._parse_action(text)

    def _parse_action(self, text):
        raise NotImplementedError

    def history_texts(self):
        return [self.action_text(a) for a in self.history]

    def apply_text(self, text):
        self.apply(self.parse_action(text))

    def scores(self):
        """Totals so far: the finished hands' points (games may override)."""
        tot = [0] * self.players
        for hs in self.hand_scores:
            for i in range(self.players):
                tot[i] += hs[i]
        return tot

    def winners(self):
        """Seats with the top total once over (ties shared), else []."""
        if not self.is_over():
            return []
        sc = self.scores()
        top = max(sc)
        return [i for i in range(self.players) if sc[i] == top]

    def view(self, seat):
        """Everything `seat` may know now, and nothing more, as a JSON-able dict.

        `seat` is a seat 0..players-1, or None for the public view: what every seat may know
        (no hand, no legal actions, no own secret).  Anything else raises ValueError.
        """
        raise NotImplementedError

    def public_view(self):
        """What every seat may know: the same as view(None)."""
        return self.view(None)

    def check_seat(self, seat):
        """ValueError unless `seat` is None (the public view) or a seat 0..players-1."""
        if seat is None:
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not (0 <= seat < self.players):
            raise ValueError("view: seat must be 0..%d or None (public), got %r" % (self.players - 1, seat))

    # --- the keys every game's view carries (PROTOCOL.md "Views") -------------------------
    def progress(self):
        """(hand_no, hands_total, dealer): the 1-based hand/round being played (the last once
        over), how many the game has, and this hand's dealer.  Each game implements it."""
        raise NotImplementedError

    def _result_seat(self, seat):
        """(bid text or None, took int or None) for `seat` in the last finished hand."""
        return None, None

    def last_result(self):
        """The last finished hand/round, public, or None before the first one:
        {"hand_no": k, "seats": [{"bid", "took", "points", "reasons": [[code, points], ...]}]}."""
        k = len(self.hand_scores)
        if not k:
            return None
        pts = self.hand_scores[-1]
        det = self.hand_details[-1] if len(self.hand_details) == k else None
        seats = []
        for s in range(self.players):
            bid, took = self._result_seat(s)
            r = det[s] if det is not None else []
            if r and isinstance(r[0], str):
                r = [r]  # one [code, points] for the seat (Baptistenskat)
            seats.append({"bid": bid, "took": took, "points": pts[s], "reasons": [list(e) for e in r]})
        return {"hand_no": k, "seats": seats}

    def _base_view(self, seat):
        self.check_seat(seat)
        cp = self.current_player()
        hand_no, total, dealer = self.progress()
        v = {
            "game": self.NAME,
            "seat": seat,
            "players": self.players,
            "options": self.options,
            "to_act": cp,
            "over": cp == OVER,
            "moves": len(self.history),  # actions so far (public): lets a bot see each action once
            "hand_scores": [list(h) for h in self.hand_scores],
            "scores": self.scores(),
            "hand_no": hand_no,
            "hands_total": total,
            "dealer": dealer,
            "last_result": self.last_result(),
        }
        if cp == seat:
            v["legal"] = self.legal_actions()
        if cp == OVER:
            v["winners"] = self.winners()
        return v
