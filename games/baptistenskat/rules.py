"""Baptistenskat (`baptistenskat`), 3 to 6 players: the rules of /work/shared/RULINGS.md section 3.

Parts (RULINGS.md 3): an Elfer-raus deck, 80 cards, colours red, yellow, green, blue (in that
order) x values 1..20.  Card text: colour + value, `red18` (RECORD_FORMAT.md).

Action numbering (small ints, pure functions of the int, never of the position):
    0..79     play CARD   card = colour * 20 + value - 1           text `play red18`
                          (red 0..19, yellow 20..39, green 40..59, blue 60..79)
    80..159   bid B       B = action - 80 (0..79; legal: 0..cards in hand)   text `bid 3`

Internal representation (PROTOCOL.md, a 32-bit board):
    _lists      the hands: flat list, 4 entries per seat (index seat * 4 + colour), each an
                ascending list of the card ints the seat holds in that colour.  legal_actions() is
                a C-level copy or concatenation of them, "can it follow" is "is the list empty",
                and a card play is one list.remove (the hot paths, tools/bench_openspiel.py); the
                views build the per-colour bit masks (bit value-1) from them.
                (Cards dealt each this round, the bid limit: players + round_no; hand sizes in
                views are counted from _lists.)
    _tricks_left  tricks still to play this round
    _bids       per seat: the bid of the current round, or None before the seat bid
    _taken      per seat: tricks won this round
    _leader     the seat that led (or leads) the trick in progress: the trick's cards are the
                history's last (_to_act - _leader) % players actions while playing, the i-th played
                by seat (_leader + i) % players (view); _led its colour, _win the
                card winning it so far and _wseat that card's seat (RULINGS.md 3, kept as the
                trick goes: apply);  _lt the last complete trick's leader, winner and round (0:
                none yet), its cards the history's last ones before the trick in progress
                and the round's bids
    _phase      _BID, _PLAY or _OVER;  _to_act: seat to act or OVER
    round_no    1-based round; round r deals players + r cards to each seat (RULINGS.md 3)
    dealer, trump (colour index), trump_card (card int), hand_details (below)
At most 29 instance attributes (Game's included; 28 now): CPython 3.11 shares an instance dict's keys only
up to 30, and every `self.x` in the hot paths is about a third slower beyond that.

View keys, besides the protocol's (`game, seat, players, options, to_act, over, moves, hand_scores,
scores, legal, winners, hand`):
    phase         "bid", "play" or "over"
    round_no      current round, 1-based (the last round once over)
    rounds_total  rounds in this game (option `rounds`, capped, RULINGS.md 3)
    dealer        seat that dealt this round
    trump         trump colour name ("red" ...);  trump_card: the turned-up card as text
    bids          per seat: the bid, or None if not bid yet, or None for every seat while
                  `hidden_bids` hides them (bidding over, round not scored; RULINGS.md 3,
                  Profiregel 2: not even the seat's own bid)
    tricks_won    per seat, this round
    hand          the seat's own cards as text, sorted by colour then value
    hand_masks    the seat's own hand as 4 per-colour bit masks (bit value-1), for bots
    hand_sizes    cards in hand per seat
    trick         [[seat, card text], ...] of the trick in progress, in play order
    leader        seat that led (or leads) the trick in progress
    last_trick    the last completed trick, {"cards": [[seat, card text], ...], "winner": seat,
                  "round": round_no}, or None before the first one (it stays visible into the
                  next round's bidding, so a screen can show how the round ended)
    last_hand_details  (view: the latest round only; the game keeps all as hand_details)
                  per seat [code, points]; codes: "exact" (+10*b),
                  "exact_double" (+20*b), "missed" (-10*|taken-b|), "zero_made" (+10*highest bid),
                  "zero_missed" (-10*highest bid); also kept as `self.hand_details`

Rules as implemented (RULINGS.md 3):
- Option `rounds` (default 10, lowered to the cap): the cap is the largest r with
  N * (N + r) <= 79 (every round leaves a card for the trump turn-up): 23 for 3 players, 15 for 4,
  10 for 5, 7 for 6.  Asking for more than the cap or fewer than 1 is a SetupError.
- Deal: the dealer deals N + r cards each from the shuffled deck (our own generator, a partial
  Fisher-Yates that draws exactly the cards dealt, each uniform), then turns the next card:
  its colour is trump.  An explicit deal `{"trump_card": "yellow7", "hands": [[...], ...]}`
  replaces the shuffle for its round (deals[k] is the k-th round dealt).  Every given deal is
  validated when the game is made (wrong hand size, unknown card, a card dealt twice, the trump
  card in a hand: a SetupError naming deals[k] and the card); without a seed the deals must
  cover every round.  So dealing a later round inside apply() can never fail.  First dealer:
  `first_dealer`, default seat 0; the deal passes clockwise (seat + 1).
- Bidding: from the seat left of the dealer, clockwise, the dealer last: 0..cards in hand.
  `hook` (Profiregel 1): the dealer may not bid the number that makes the bids add up to the
  cards in hand.  A table's "correct your bid until the next player bids" becomes a confirmed bid
  (RULINGS.md 3): a bid is final.
- Play: left of the dealer leads; follow the colour led if you can (a led trump too), else any
  card.  Highest trump wins, else the highest card of the colour led; the winner leads.
- Scoring: see `round_points`.  The deal: deal.py (a part of its own, issue 24 heap).  The engine
  never lets a player make an illegal move (RULINGS.md, general): an illegal bid or card is
  refused with a reason and the game is unchanged.
"""

import sys

from engine_core.cards import card_text
from engine_core.game import OVER, Game, IllegalAction

try:
    from micropython import const
except ImportError:  # CPython: const() is the identity

    def const(x):
        return x


COLOURS = ("red", "yellow", "green", "blue")
_VALUES = const(20)
_DECK = const(80)
_BID0 = const(80)  # action of "bid 0"
_BID_END = const(160)  # first int that is no action
# The same numbers as plain module names, for the bots (engine_core/bots/): on MicroPython a
# const() name with a leading underscore is folded away and is no module attribute.
BID0 = _BID0
_BID = const(0)
_PLAY = const(1)
_OVER = const(2)
_PHASE_NAMES = ("bid", "play", "over")
# the reasons of a refusal: their words are refusals.py REASONS (Game._refused), in this order
_NO_SUCH = const(0)
_UNREADABLE = const(1)
_NOT_ACTION = const(2)
_IS_OVER = const(3)
_BID_FIRST = const(4)
_BID_OVER_HAND = const(5)
_HOOK = const(6)
_BIDS_OVER = const(7)
_NOT_HELD = const(8)
_FOLLOW = const(9)
_ENGINE = const(10)
_NOT_BOOL = const(11)
_NOT_INT = const(12)
_ROUNDS_RANGE = const(13)

# Lookup tables (made once, no allocation when read).  Card c: colour c // 20 (its bit in that
# colour's mask: 1 << c % 20).  _INTS: the action ints 0 .. 106, whose slices are the deck in card
# order (the deal's start) and the bids' actions (bid 0 .. 26: the largest hand is 79 // 3 cards,
# rounds_cap) -- a slice is one copy; list(range(80)) builds one int by one, three times the time.
# (A list, read only: a tuple's slice would be a tuple to copy again.)
_COLOUR_OF = tuple(c // 20 for c in range(80))
_INTS = list(range(_BID0 + 27))


def round_points(bids, taken, reasons=None):
    """RULINGS.md 3, a round's points per seat (`bids`, `taken`: per seat); the one rule the engine
    and the hard bot's simulations call.  `reasons`, a list, gets each seat's (code, points).
    - exact bid b > 0: +10*b; the highest exact non-zero bid(s) score double (+20*b) -- if the
      highest bidder misses, the double passes to the highest bid made exactly; ties all get it;
    - missed bid b > 0: -10*|taken - b| (the worked examples, not the text's formula);
    - bid 0: made +10*(highest bid of the round), missed -10*(highest bid), whatever the count
      and whether the highest bidder made it; 0 if everyone bid 0; never doubled."""
    n = len(bids)
    top = 0  # highest bid of the round
    dbl = 0  # highest exact non-zero bid (0: none)
    for s in range(n):
        b = bids[s]
        if b > top:
            top = b
        if b > 0 and taken[s] == b and b > dbl:
            dbl = b
    pts = [0] * n
    for s in range(n):
        b = bids[s]
        t = taken[s]
        if b == 0:
            if t == 0:
                code, p = "zero_made", 10 * top
            else:
                code, p = "zero_missed", -10 * top
        elif t == b:
            if b == dbl:
                code, p = "exact_double", 20 * b
            else:
                code, p = "exact", 10 * b
        else:
            code, p = "missed", -10 * (t - b if t > b else b - t)
        pts[s] = p
        if reasons is not None:
            reasons.append((code, p))  # a tuple: the game keeps every round's (issue 26, heap)
    return pts


def hook_bid(hook, seat, dealer, others, hand_size):
    """RULINGS.md 3, hook (Profiregel 1): the bid the dealer may not make -- the one that would
    make all bids add up to the cards in hand, `others` being the sum of the other bids -- or -1
    (the option is off, `seat` is not the dealer, or no bid would)."""
    if hook and seat == dealer:
        f = hand_size - others
        if 0 <= f <= hand_size:
            return f
    return -1


def rounds_cap(players):
    """Largest r with players * (players + r) <= 79 (RULINGS.md 3)."""
    return 79 // players - players


def _text(card):
    return card_text(COLOURS, _COLOUR_OF[card], card % 20 + 1)


class Baptistenskat(Game):
    NAME = "baptistenskat"
    MIN_PLAYERS = 3
    MAX_PLAYERS = 6
    OPTIONS = (("rounds", 10), ("hook", False), ("hidden_bids", False))
    # Round dealt first.  Always 1 in a real game; tools/bench_openspiel.py uses a subclass with
    # a later round (and rounds = that round) to time exactly one round of a chosen size.
    _FIRST_ROUND = 1

    # --- setup -----------------------------------------------------------------------------
    def _default_option(self, name, default):
        if name == "rounds":
            return min(default, rounds_cap(self.players))
        return default

    def _check_option(self, name, value, opts):
        if name != "rounds":  # hook, hidden_bids
            return None if type(value) is bool else self._refused(_NOT_BOOL)
        if type(value) is not int:
            return self._refused(_NOT_INT)
        cap = rounds_cap(self.players)
        if not (1 <= value <= cap):
            return self._refused(_ROUNDS_RANGE, cap, self.players, self.players, value)
        return None

    def _setup(self):
        self.rounds_total = self.options["rounds"]
        self.dealer = (self.first_dealer or 0) - 1  # _deal_round advances it first
        self.hand_details = []
        self._last_bt = None  # (bids, tricks won) of the last scored round
        # The trick in progress is the history's end (a card play and a trick's end allocate
        # nothing): its colour led, the card winning it so far and that card's seat
        self._led = self._win = self._wseat = 0
        self._lt = [0, 0, 0]  # the last complete trick's leader, winner and round (round 0: none)
        # Explicit deals are all validated now (deals[k] is round _FIRST_ROUND + k), so a bad one
        # is a SetupError from the constructor and never a half-applied action later.
        # (refusals.py: only a record with deals needs their check)
        self._given = [] if self.deals is None and self.seed is not None else self._refusals().parse_deals(self)
        self._deal_round(self._FIRST_ROUND)

    def _deal_round(self, r):
        """Deal round r (RULINGS.md 3; deal.py, a part of its own: a round's first move, not
        resident through its turns), then open its bidding left of the dealer."""
        # (taken from sys.modules while it is loaded, as Game.__init__ takes engine_core.create:
        # on CPython 3.11 engine_core.games.part or an import statement costs several times the
        # lookup, on every hand of tools/bench_openspiel.py; with the lookup a hand takes as many
        # instructions as with the deal inside this module, by callgrind: 543.3k against 542.5k)
        m = sys.modules.get("games.baptistenskat.deal")
        if m is None:
            from games.baptistenskat import deal as m
        m.deal(self, r, _COLOUR_OF, _INTS)
        self._bid_sum = 0  # (no trick in progress: a round ends with its last trick's end)
        self._phase = _BID
        self._leader = (self.dealer + 1) % self.players
        self._to_act = self._leader

    # --- actions -----------------------------------------------------------------------------
    def action_text(self, action):
        if isinstance(action, int) and not isinstance(action, bool):
            if 0 <= action < _DECK:
                # one string made ("play " + _text: three, issue 25)
                return "play %s%d" % (COLOURS[_COLOUR_OF[action]], action % 20 + 1)
            if _BID0 <= action < _BID_END:
                return "bid %d" % (action - _BID0)
        raise IllegalAction(self._refused(_NO_SUCH, action))

    def _parse_action(self, text):
        # a record's replay only: refusals.py (not resident through a game, issue 24)
        return self._refusals().parse_action(self, text)

    def current_player(self):
        return self._to_act

    def is_over(self):
        # a test and two returns, not `return self._phase == _OVER`: CPython 3.11 has a fast
        # path for an int comparison that jumps, none for one whose bool is returned (an action's
        # three protocol calls, tools/bench_openspiel.py)
        if self._phase == _OVER:
            return True
        return False

    def grey(self, picked):
        """The choices the player to act sees greyed after the record words `picked` (the app's
        "why is this card grey?", firmware/teach.py; engine_core/PROTOCOL.md): [(word, reason
        words or None)] in the order shown, or None.  Playing a card: the whole hand, a card of
        another colour while the player holds the colour led is "follow <colour>" (RULINGS.md 3:
        follow the colour led if you can, a led trump too); bidding: the dealer's bid the hook
        forbids, "hook <cards in hand>" (RULINGS.md 3 `hook`: the bids may not add up to it)."""
        ph = self._phase
        s = self._to_act
        if ph == _PLAY and picked == ["play"] and s != self._leader:  # a trick in progress
            led = self._led
            base = 4 * s
            if not self._lists[base + led]:
                return None
            out = []
            for col in range(4):
                for c in sorted(self._lists[base + col]):
                    out.append((_text(c), None if col == led else "follow " + COLOURS[led]))
            return out
        if ph == _BID and picked == ["bid"]:
            hs = self.players + self.round_no
            b = hook_bid(self.options["hook"], s, self.dealer, self._bid_sum, hs)
            if b >= 0:
                out = []
                for k in range(hs + 1):
                    out.append((str(k), "hook %d" % hs if k == b else None))
                return out
        return None

    def why_illegal(self, action):
        if not isinstance(action, int) or isinstance(action, bool):
            return self._refused(_NOT_ACTION, action)
        ph = self._phase
        if ph == _OVER:
            return self._refused(_IS_OVER)
        s = self._to_act
        if ph == _BID:
            if action < _BID0 or action >= _BID_END:
                if 0 <= action < _DECK:
                    return self._refused(_BID_FIRST)
                return self._refused(_NO_SUCH, action)
            b = action - _BID0
            hs = self.players + self.round_no
            if b > hs:
                return self._refused(_BID_OVER_HAND, b, hs)
            # RULINGS.md 3, hook (Profiregel 1): the dealer bids last and may not make the bids
            # add up to the number of cards in hand.
            if b == hook_bid(self.options["hook"], s, self.dealer, self._bid_sum, hs):
                return self._refused(_HOOK, b, hs)
            return None
        # _PLAY
        if action < 0 or action >= _DECK:
            if _BID0 <= action < _BID_END:
                return self._refused(_BIDS_OVER)
            return self._refused(_NO_SUCH, action)
        base = 4 * s
        col = _COLOUR_OF[action]
        if action not in self._lists[base + col]:
            return self._refused(_NOT_HELD, _text(action))
        if s != self._leader:  # a trick in progress
            led = self._led
            # RULINGS.md 3: follow the colour led if you can (a led trump too).
            if col != led and self._lists[base + led]:
                return self._refused(_FOLLOW, COLOURS[led])
        return None

    def reveals(self, action):
        """Would `action`, applied now, show anyone something hidden (the app's undo, firmware/
        undo.py)?  Never: cards are dealt and hidden bids shown only when a round is scored, which
        the app sees by itself."""
        return False

    def legal_actions(self):
        ph = self._phase
        if ph == _PLAY:
            s = self._to_act
            base = 4 * s
            lists = self._lists
            if s != self._leader:  # a trick in progress
                led = lists[base + self._led]
                if led:  # must follow: only the colour led (a fresh copy: callers may keep it)
                    return led.copy()
            # leading, or cannot follow: any card (colour lists are ascending, colours in order;
            # not one list extended in place: 0.3 % of the bench hand, but a realloc on the board
            # cost a key press 0.3 ms at its max, tools/emu/keyprof.py)
            return lists[base] + lists[base + 1] + lists[base + 2] + lists[base + 3]
        if ph == _BID:
            hs = self.players + self.round_no
            out = _INTS[_BID0:_BID0 + hs + 1]
            hook = self.options["hook"]
            if hook:  # (hook_bid is -1 without the option: no call then)
                f = hook_bid(hook, self._to_act, self.dealer, self._bid_sum, hs)
                if f >= 0:
                    out.remove(_BID0 + f)
            return out
        return []

    def apply(self, action):
        # Same contract as Game.apply: apply a legal action, else raise IllegalAction with
        # why_illegal's reason and change nothing.  Both kinds of legal action are applied inline
        # here, a trick's end too (the benchmark's hot path, tools/bench_openspiel.py); the checks
        # are why_illegal's, and anything they do not accept goes to why_illegal for the reason.
        if self._phase == _PLAY:
            if type(action) is int:
                s = self._to_act
                lists = self._lists
                leader = self._leader
                try:
                    # a card of the deck: past it an IndexError (OverflowError for a big int on
                    # MicroPython); a negative int reads the tuple from its end, and remove()
                    # below finds it in no hand
                    col = _COLOUR_OF[action]
                    # RULINGS.md 3, follow the colour led (why_illegal): another colour while
                    # the seat holds the led one goes to why_illegal for the reason, as does a
                    # card the seat does not hold (remove() finds it or raises: one scan of a
                    # short list).
                    if s != leader and col != self._led and lists[4 * s + self._led]:
                        raise ValueError  # must follow
                    lists[4 * s + col].remove(action)
                except (IndexError, OverflowError, ValueError):
                    pass  # no card, not held, or must follow
                else:
                    self.history.append(action)  # (the trick in progress is the history's end)
                    if s != leader:
                        # RULINGS.md 3: the highest trump wins, else the highest card of the
                        # colour led.  The card winning so far is kept as the trick goes
                        # (cards.beats written out, as cards.trick_winner does; a call at the
                        # trick's end cost more than this test a card)
                        w = self._win
                        if _COLOUR_OF[w] == col:
                            if action > w:
                                self._win = action
                                self._wseat = s
                        elif col == self.trump:
                            self._win = action
                            self._wseat = s
                    else:  # the card led wins so far
                        self._led = col
                        self._win = action
                        self._wseat = s
                    s = (s + 1) % self.players
                    if s != leader:  # the trick goes on: the next seat to play
                        self._to_act = s
                        return
                    # The trick is complete: its winner takes it and leads; score and deal on
                    # when the hands are empty.
                    w = self._wseat
                    self._taken[w] += 1
                    lt = self._lt
                    lt[0] = leader
                    lt[1] = w
                    lt[2] = self.round_no
                    self._leader = w
                    self._to_act = w
                    left = self._tricks_left - 1
                    self._tricks_left = left
                    if left == 0:  # every hand is empty: the round is over
                        self._score_round()
                        if self.round_no >= self.rounds_total:
                            self._phase = _OVER
                            self._to_act = OVER
                        else:
                            self._deal_round(self.round_no + 1)
                    return
        elif self._phase == _BID:
            if type(action) is int and _BID0 <= action < _BID_END:
                s = self._to_act
                b = action - _BID0
                hs = self.players + self.round_no
                hook = self.options["hook"]  # (hook_bid is -1 without the option: no call then)
                if b <= hs and not (hook and b == hook_bid(hook, s, self.dealer, self._bid_sum, hs)):
                    self._bids[s] = b
                    self._bid_sum += b
                    if s == self.dealer:  # the dealer bids last: play starts left of the dealer
                        self._phase = _PLAY
                        self._to_act = self._leader
                    else:
                        self._to_act = (s + 1) % self.players
                    self.history.append(action)
                    return
        why = self.why_illegal(action)
        raise IllegalAction(why if why is not None else self._refused(_ENGINE, action))

    def _apply(self, action):
        """Game's hook, unused here: apply() does the work inline (one call less per action)."""
        self.apply(action)
        self.history.pop()

    def _score_round(self):
        """RULINGS.md 3 scoring of the round (`round_points`)."""
        det = []
        self.hand_scores.append(round_points(self._bids, self._taken, det))
        self.hand_details.append(tuple(det))
        # for last_result: the lists themselves, as the next round's deal makes new ones
        self._last_bt = (self._bids, self._taken)

    # --- views -------------------------------------------------------------------------------
    def _trick_text(self, cards, leader):
        n = self.players
        return [[(leader + i) % n, _text(cards[i])] for i in range(len(cards))]

    def progress(self):
        return self.round_no, self.rounds_total, self.dealer

    def _history_room(self):
        n = self.players
        room = 0
        for r in range(self._FIRST_ROUND, self.rounds_total + 1):
            room += n + n * (n + r)  # the bids, every card of round r
        return room

    def _result_seat(self, seat):
        lb = self._last_bt
        if lb is None:
            return None, None
        return str(lb[0][seat]), lb[1][seat]

    def view(self, seat):
        v = self._base_view(seat)
        n = self.players
        own = seat is not None
        base = 4 * seat if own else 0
        hand = []
        masks = []
        for c in range(base, base + 4 if own else 0):
            m = 0
            for card in self._lists[c]:  # ascending: the hand comes out by colour, then value
                hand.append(_text(card))
                m |= 1 << card % 20
            masks.append(m)
        ph = self._phase
        if ph == _PLAY and self.options["hidden_bids"]:
            bids = [None] * n  # RULINGS.md 3, Profiregel 2: bidding over, round not yet scored
        else:
            bids = list(self._bids)
        v["phase"] = _PHASE_NAMES[ph]
        v["round_no"] = self.round_no  # also hand_no (every game's key)
        v["rounds_total"] = self.rounds_total  # also hands_total
        v["trump"] = COLOURS[self.trump]
        v["trump_card"] = _text(self.trump_card)
        v["bids"] = bids
        v["tricks_won"] = list(self._taken)
        v["hand"] = hand
        v["hand_masks"] = masks
        ls = self._lists
        v["hand_sizes"] = [len(ls[b]) + len(ls[b + 1]) + len(ls[b + 2]) + len(ls[b + 3]) for b in range(0, 4 * n, 4)]
        h = self.history
        i = len(h)
        if ph == _PLAY:
            i -= (self._to_act - self._leader) % n  # the trick in progress: the history's end
        v["trick"] = self._trick_text(h[i:], self._leader)
        v["leader"] = self._leader
        lt = self._lt
        if lt[2]:
            while h[i - 1] >= _DECK:  # the round's bids, after its deal
                i -= 1
            v["last_trick"] = {"cards": self._trick_text(h[i - n:i], lt[0]), "winner": lt[1], "round": lt[2]}
        else:
            v["last_trick"] = None
        # Only the latest round's reasons: copying every round into each view grows the heap.
        lr = v["last_result"]  # the older key shares last_result's lists (no second copy)
        v["last_hand_details"] = [e["reasons"][0] for e in lr["seats"]] if lr else None
        return v
