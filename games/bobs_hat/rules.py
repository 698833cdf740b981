"""Where's Bob's Hat? (`bobs_hat`), 3 to 5 players: the rules of /work/shared/RULINGS.md section 1.

Cards: 60, values 1..20 in blue, red, black.  A card is the int `suit * 20 + value - 1` with suits
blue = 0, red = 1, black = 2 (so blue1 = 0, blue20 = 19, red1 = 20, black20 = 59).  The 14 and 15
of each suit show Bob's Hat.

Action numbering (small ints, pure functions of the int, never of the position):
    0..59    play CARD       text `play blue14`
    60       hat +10         the dealer's Bob's Hat choice, text `hat +10`
    61       hat -10         text `hat -10`
    64       bid none        (option `no_bid`, once per game per player), text `bid none`
    64 + m   bid SET         m a bit mask: blue 1, red 2, black 4, fewest 8, fewest2 16
                             (fewest2 only with `double_fewest`; never with fewest, so 64 + m with
                             both 8 and 16 set is no action).  Text `bid blue red fewest`: the
                             words in the order blue red black fewest/fewest2; parse_action reads
                             them in any order and refuses duplicates, unknown words and
                             `fewest` together with `fewest2`.
So every action is in 0..87 and `legal_actions()` is sorted by construction.

Representation (engine_core/PROTOCOL.md, a 32-bit board): hands are 3 per-suit bit masks per seat
(bit v-1 = value v, at most 20 bits, always a small int) in the list `_hand[seat * 3 + suit]`;
cards taken likewise in `_tmask`, with their counts in the bytearray `_tcount`; the trick in play
order in a bytearray; the cards of the 60 not dealt this hand in `_undealt` (3 masks).  No object
per card, no int wider than 20 bits.  At most 29 instance attributes (Game's included): CPython
3.11 shares an instance dict's keys only up to 30, and every `self.x` is slower beyond that.

View keys, besides the protocol's (`game, seat, players, options, to_act, over, moves,
hand_scores, scores, legal, winners, hand`):
    phase        "hat" (dealer chooses the Bob's Hat card), "bid", "play", or "over"
    hand_no      1-based number of the hand being played (the last one once over)
    hands_total  the option `hands`
    dealer       seat of this hand's dealer
    trump        "blue", "red", "black" or "none" (the grey trump card)
    hat_value    10 or -10, or None before the dealer chose
    hat_holder   seat holding the Bob's Hat card, or -1 while it lies in the middle
    bids         per seat: list of bid words (["blue", "fewest"], ["none"]), or None when that seat
                 has not bid yet -- or, with `secret_bidding`, when it is another seat's bid and not
                 everyone has bid yet (RULINGS.md 1)
    no_bid_used  per seat: True once that seat used its `bid none` (a hidden `bid none` made this
                 hand shows False until the bids are revealed: it was False before that bid)
    hand         own cards as text, blue then red then black, by value
    hand_sizes   per seat: cards still in hand
    trick        the current trick: [[seat, card text], ...] in play order
    leader       seat that leads (led) the current trick
    last_trick   {"cards": [[seat, card], ...], "winner": seat, "hand_no": k} for the last completed
                 trick (kept across the end of a hand until the next trick completes), or None
    taken        per seat: {"blue": n, "red": n, "black": n, "total": n} cards taken this hand
                 (public: everyone saw the tricks; the Bob's Hat card is not a taken card)
    cards_dealt  cards dealt to each player this hand (4 + hand_no)
    last_hand_details (view; the game keeps every hand as hand_details) for the latest finished
                 hand: per seat, a list of [code, points] explaining that
                 seat's points, codes "most_<suit>_made", "most_<suit>_missed", "fewest_made",
                 "fewest_missed", "fewest2_made", "fewest2_missed", "hat", "no_bid"
    last_hand    summary of the last finished hand, or None: {"hand_no", "trump", "hat_value",
                 "hat_holder", "bids", "taken"} (all public once the hand is over)
No key ever holds another seat's unplayed cards: `hand` is built from the viewing seat's masks
only, and the engine has no "reveal all" method.

Rules as implemented (RULINGS.md 1):
- Option `hands`: default 12 / 10 / 8 for 3 / 4 / 5 players.  Hand k deals 4 + k cards to each,
  so at most 16 / 11 / 8 hands fit in 60 cards; more, or fewer than 1, is a SetupError.
- First dealer: `first_dealer`, default seat 0 (RULINGS.md general); the deal passes clockwise
  (seat + 1).  Each hand: the trump card is turned at random from the 4 (`rng.below(4)`: blue,
  red, black, grey = none), then the 60 cards are shuffled (`rng.shuffle`) and seat i gets the
  cards at shuffled positions i*c .. i*c+c-1.  An explicit deal `{"trump": ..., "hands": [...]}`
  replaces either draw (a key left out is drawn from the seed, trump first); with no seed, every
  hand must be fully given (checked at setup).  All explicit deals are validated at setup.
- The dealer sees his hand, then plays `hat +10` or `hat -10`.  Bidding starts with the dealer and
  goes clockwise; every player bids a non-empty set of bid cards, or `bid none` (option `no_bid`,
  once per game).  The dealer leads the first trick; follow suit if you can, else any card.  The
  highest trump wins, else the highest card of the suit led; the winner leads the next trick.
- A trick holding any 14 or 15 moves the Bob's Hat card to its winner (from the middle or from its
  holder); it stays where it is otherwise.
- Scoring, each bid on its own: most <suit> made (strictly more of that suit taken than every other
  single player) +5 + taken, missed -5 (`negative_scoring`: -5 - taken); no card of the suit dealt
  to anyone this hand: every most-bid on it is made, +5.  Fewest made (strictly fewer cards taken
  in total than every other single player) + cards dealt per player, missed minus that; fewest2
  doubles either.  The Bob's Hat holder scores its +10 / -10, unless he bid none: a `bid none`
  player scores nothing at all for the hand, and then nobody scores the hat.
- Reneging (the rule text's -15 and replayed hand, "Unusual situations" 3) never happens: the
  engine never lets a player make an illegal move (RULINGS.md general) -- `must follow blue` is
  refused with the game unchanged -- so that penalty is not implemented.
"""

from engine_core.cards import grey, popcount, trick_winner
from engine_core.game import OVER, Game, IllegalAction

try:
    from micropython import const
except ImportError:  # CPython: const() is the identity

    def const(x):
        return x


SUITS = ("blue", "red", "black")
TRUMPS = ("blue", "red", "black", "none")  # trump index 3: the grey card, no trump
BID_WORDS = ("blue", "red", "black", "fewest", "fewest2")  # bit k of a bid mask, text order
_BID_SP = (" blue", " red", " black", " fewest", " fewest2")  # the same, each after its blank

_VALUES = const(20)
_N_CARDS = const(60)
_FULL = const(0xFFFFF)  # all 20 values of a suit
_HATBITS = const(0x6000)  # values 14 and 15 (bits 13, 14) show Bob's Hat
_NO_TRUMP = const(3)

_HAT_PLUS = const(60)
_HAT_MINUS = const(61)
_BID0 = const(64)  # bid mask m is action 64 + m; bid none is 64
_N_ACTIONS = const(88)
_FEWEST = const(8)
_FEWEST2 = const(16)
# The same numbers as plain module names, for the bots (engine_core/bots/): on MicroPython a
# const() name with a leading underscore is folded away and is no module attribute.
HAT_PLUS = _HAT_PLUS
HAT_MINUS = _HAT_MINUS
BID0 = _BID0
FEWEST = _FEWEST
FEWEST2 = _FEWEST2
_MOSTS = const(7)
MOSTS = _MOSTS  # the bid mask's most-bits (bit k: most of suit k)
HAT_BITS = _HATBITS  # value bits (1 << value - 1) of the cards showing Bob's Hat
CARDS = _N_CARDS
_NOT_BID = const(255)  # _bids cell before the seat bid

# phases
_HAT = const(0)
_BID = const(1)
_PLAY = const(2)
_OVER = const(3)
_PHASES = ("hat", "bid", "play", "over")
# the reasons of a refusal: their words are refusals.py REASONS (Game._refused), in this order
_NO_SUCH = const(0)
_IS_OVER = const(1)
_HAT_FIRST = const(2)
_BID_FIRST = const(3)
_NOT_HELD = const(4)
_FOLLOW = const(5)
_HAT_ONCE = const(6)
_BID_OVER = const(7)
_NO_BID = const(8)
_NONE_USED = const(9)
_NO_FEWEST2 = const(10)
_UNREADABLE = const(11)
_NO_CARD = const(12)
_HAT_WHAT = const(13)
_BID_WHAT = const(14)
_NO_BID_CARD = const(15)
_TWICE = const(16)
_BOTH_FEWEST = const(17)
_NO_ACTION = const(18)
_HANDS_RANGE = const(19)


def _low_bit_table():
    """(1 << k) % 37 -> k for k < 20 (2 has order 36 mod 37, so these are distinct): the position
    of a mask's lowest set bit, m & -m, without a loop over the bits below it."""
    t = [-1] * 37
    for k in range(20):
        t[(1 << k) % 37] = k
    return tuple(t)


_LOG37 = _low_bit_table()

_DEFAULT_HANDS = (12, 10, 8)  # 3, 4, 5 players (RULINGS.md 1)


def _max_hands(players):
    """The most hands that fit in 60 cards: players * (4 + hands) <= 60 (16 / 11 / 8)."""
    return _N_CARDS // players - 4


def card_text(c):
    s = c // _VALUES
    return SUITS[s] + str(c - s * _VALUES + 1)


def _bid_words(m):
    if m == 0:
        return ["none"]
    out = []
    for k in range(5):
        if m & (1 << k):
            out.append(BID_WORDS[k])
    return out


def _valid_action(a):
    if not isinstance(a, int) or isinstance(a, bool) or a < 0 or a >= _N_ACTIONS:
        return False
    if a < _BID0:
        return a <= _HAT_MINUS
    m = a - _BID0
    return not (m & _FEWEST and m & _FEWEST2)


def hat_value(action):
    """The Bob's Hat card's points for the dealer's choice `action` (hat +10 / hat -10)."""
    return 10 if action == _HAT_PLUS else -10


# hand_points' reason codes, "most_<suit>_made|missed" by SUITS and "fewest[2]_made|missed": literal
# strings, one object each however many hands keep them
_MOST_CODES = ("most_blue_made", "most_blue_missed", "most_red_made", "most_red_missed", "most_black_made",
               "most_black_missed")
_FEWEST_CODES = ("fewest_made", "fewest_missed", "fewest2_made", "fewest2_missed")


def hand_points(p, bids, taken, holder, hat_value, dealt, negative, nodeal, reasons=None):
    """RULINGS.md 1 scoring of seat `p` for one hand, each bid on its own; the one rule the engine
    and the hard bot's simulations call.  `bids`: per seat the bid mask (0: bid none); `taken`:
    flat, taken[seat * 3 + suit] cards of that suit taken; `holder`: seat holding the Bob's Hat
    card (-1: the middle); `dealt`: cards dealt to each; `negative`: option negative_scoring;
    `nodeal`: bit k set when no card of suit k was dealt to anyone (every most-bid on it is then
    made).  `reasons`, a list, gets one (code, points) per scored item: a tuple of a literal code (the
    game keeps every hand's reasons, _score_hand: a list and a formatted code per item cost ~64 bytes
    of heap each, ~0.6 KiB a hand at 5 players)."""
    b = bids[p]
    if b == 0:
        # bid none: nothing for this hand, not even the Bob's Hat card
        if reasons is not None:
            reasons.append(("no_bid", 0))
        return 0
    n = len(bids)
    pts = 0
    for s in range(3):
        if not b & (1 << s):
            continue
        mine = taken[p * 3 + s]
        made = True
        if not (nodeal >> s) & 1:
            for q in range(n):
                if q != p and taken[q * 3 + s] >= mine:
                    made = False
                    break
        pt = 5 + mine if made else (-5 - mine if negative else -5)
        if reasons is not None:
            reasons.append((_MOST_CODES[2 * s + (0 if made else 1)], pt))
        pts += pt
    if b & (_FEWEST | _FEWEST2):
        tot = taken[p * 3] + taken[p * 3 + 1] + taken[p * 3 + 2]
        made = True
        for q in range(n):
            if q != p and taken[q * 3] + taken[q * 3 + 1] + taken[q * 3 + 2] <= tot:
                made = False
                break
        pt = dealt * 2 if b & _FEWEST2 else dealt
        if not made:
            pt = -pt
        if reasons is not None:
            reasons.append((_FEWEST_CODES[(2 if b & _FEWEST2 else 0) + (0 if made else 1)], pt))
        pts += pt
    if holder == p:
        if reasons is not None:
            reasons.append(("hat", hat_value))
        pts += hat_value
    return pts


class BobsHat(Game):
    NAME = "bobs_hat"
    MIN_PLAYERS = 3
    MAX_PLAYERS = 5
    # `hands` 0 here stands for "the default for the player count" (_default_option).
    OPTIONS = (("hands", 0), ("double_fewest", False), ("no_bid", False), ("secret_bidding", False),
               ("negative_scoring", False))

    # --- options ----------------------------------------------------------------
    def _default_option(self, name, default):
        if name == "hands":
            return _DEFAULT_HANDS[self.players - 3]
        return default

    def _check_option(self, name, value, opts):
        msg = Game._check_option(self, name, value, opts)
        if msg is None and name == "hands":
            top = _max_hands(self.players)
            if value < 1 or value > top:
                return self._refused(_HANDS_RANGE, top, self.players, value)
        return msg

    # --- setup ------------------------------------------------------------------
    def _setup(self):
        n = self.players
        # the explicit deals' form, checked now (refusals.py: only a record with deals needs it)
        self._parsed = [] if self.deals is None and self.seed is not None else self._refusals().parse_deals(self)
        fd = self.first_dealer
        self._dealer = 0 if fd is None else fd  # RULINGS.md general: default seat 0
        self._hand_no = 0  # 1-based once the first hand is dealt
        self._hand = [0] * (3 * n)  # per seat per suit: cards in hand (mask)
        self._tmask = [0] * (3 * n)  # per seat per suit: cards taken this hand (mask)
        self._tcount = bytearray(3 * n)  # per seat per suit: how many taken this hand
        self._undealt = [0, 0, 0]  # per suit: cards not dealt this hand (mask)
        self._trick = bytearray(n)  # cards of the current trick, in play order
        self._tn = 0  # cards in the current trick
        # the last completed trick: its n cards in play order, then its leader + 1 (0: no trick
        # completed yet), its winner and its hand number
        self._last = bytearray(n + 3)
        self._bids = bytearray(n)  # bid mask per seat this hand, _NOT_BID before bidding
        self._nb_used = bytearray(n)  # 1 once a seat used its `bid none` (no_bid, once per game)
        self.hand_details = []  # per finished hand: per seat ((code, points), ...)
        self._last_hand = None  # public summary of the last finished hand
        self._new_hand()

    def _new_hand(self):
        """Deal hand `_hand_no + 1`: trump, cards; the dealer then chooses the hat (RULINGS.md 1)."""
        n = self.players
        self._hand_no += 1
        k = self._hand_no
        size = 4 + k
        self._cd = size
        trump = -1
        masks = None
        if k - 1 < len(self._parsed):
            trump, masks = self._parsed[k - 1]
        if trump < 0:
            trump = self.rng.below(4)  # the 4 trump cards, one turned at random
        if masks is None:
            deck = bytearray(range(_N_CARDS))
            self.rng.shuffle(deck)
            masks = [0] * (3 * n)
            for i in range(n * size):
                c = deck[i]
                s = c // _VALUES
                masks[(i // size) * 3 + s] |= 1 << (c - s * _VALUES)
        self._trump = trump
        hand = self._hand
        und = [_FULL, _FULL, _FULL]
        for i in range(3 * n):
            hand[i] = masks[i]
            und[i % 3] &= ~masks[i]
            self._tmask[i] = 0
            self._tcount[i] = 0
        self._undealt = und
        for p in range(n):
            self._bids[p] = _NOT_BID
        self._tn = 0
        self._hat_value = 0  # 0: not chosen yet
        self._hat_holder = -1  # the middle
        self._phase = _HAT
        self._turn = self._dealer
        self._leader = self._dealer  # the dealer leads the first trick

    # --- protocol -------------------------------------------------------------------
    def current_player(self):
        return OVER if self._phase == _OVER else self._turn

    def reveals(self, action):
        """Would `action`, applied now, show anyone something hidden (the app's undo, firmware/
        undo.py)?  With secret bidding the last bid opens every bid; nothing else here does (a
        hand's end, which shows and deals cards, the app sees by itself)."""
        return (action >= _BID0 and self._phase == _BID and self.options["secret_bidding"]
                and (self._turn + 1) % self.players == self._dealer)

    def legal_actions(self):
        ph = self._phase
        out = []
        if ph == _PLAY:
            base = self._turn * 3
            hand = self._hand
            if self._tn:
                led = self._trick[0] // _VALUES
                m = hand[base + led]
                if m:  # must follow suit
                    self._add_cards(out, led, m)
                    return out
            for s in range(3):
                m = hand[base + s]
                if m:
                    self._add_cards(out, s, m)
            return out
        if ph == _HAT:
            return [_HAT_PLUS, _HAT_MINUS]
        if ph == _BID:
            opts = self.options
            if opts["no_bid"] and not self._nb_used[self._turn]:
                out.append(_BID0)
            top = 32 if opts["double_fewest"] else 16
            for m in range(1, top):
                if not (m & _FEWEST and m & _FEWEST2):
                    out.append(_BID0 + m)
        return out

    @staticmethod
    def _add_cards(out, s, m):
        c = s * _VALUES
        while m:  # one step per card held (lowest bit first: ascending)
            low = m & -m
            out.append(c + _LOG37[low % 37])
            m ^= low

    def grey(self, picked):
        """The choices the player to act sees greyed after the record words `picked` (the app's
        "why is this card grey?", firmware/teach.py; engine_core/PROTOCOL.md): [(word, reason
        words or None)] in the order shown, or None.  Playing a card: the whole hand, a card of
        another suit while the player holds the suit led is "follow <suit>" (RULINGS.md 1:
        follow suit if you can); bidding: "none" once the no-bid is spent ("used", RULINGS.md 1
        `no_bid`: once per game)."""
        ph = self._phase
        seat = self._turn
        if ph == _PLAY and picked == ["play"] and self._tn:
            led = self._trick[0] // _VALUES
            base = seat * 3
            if not self._hand[base + led]:
                return None
            cs = []
            for s in range(3):
                self._add_cards(cs, s, self._hand[base + s])
            # engine_core.cards.grey (the module's function, not this method)
            return grey([(card_text(c), c // _VALUES) for c in cs], led, "follow " + SUITS[led])
        if ph == _BID and picked == ["bid"] and self.options["no_bid"] and self._nb_used[seat]:
            return [("none", "used")]
        return None

    def why_illegal(self, action):
        if not _valid_action(action):
            return self._refused(_NO_SUCH, action)
        ph = self._phase
        if ph == _OVER:
            return self._refused(_IS_OVER)
        a = action
        seat = self._turn
        if a < _N_CARDS:
            if ph == _HAT:
                return self._refused(_HAT_FIRST)
            if ph == _BID:
                return self._refused(_BID_FIRST)
            s = a // _VALUES
            bit = 1 << (a - s * _VALUES)
            base = seat * 3
            if not self._hand[base + s] & bit:
                return self._refused(_NOT_HELD, card_text(a))
            if self._tn:
                led = self._trick[0] // _VALUES
                if s != led and self._hand[base + led]:
                    return self._refused(_FOLLOW, SUITS[led])
            return None
        if a < _BID0:
            if ph != _HAT:
                return self._refused(_HAT_ONCE)
            return None
        if ph != _BID:
            if ph == _HAT:
                return self._refused(_HAT_FIRST)
            return self._refused(_BID_OVER)
        m = a - _BID0
        if m == 0:
            if not self.options["no_bid"]:
                return self._refused(_NO_BID)
            if self._nb_used[seat]:
                return self._refused(_NONE_USED)
            return None
        if m & _FEWEST2 and not self.options["double_fewest"]:
            return self._refused(_NO_FEWEST2)
        return None

    def apply(self, action):
        # Game.apply's contract; a legal card play (most actions, the hot path of a game and of
        # the bots' searches) is checked and applied inline -- the same checks as why_illegal --
        # and everything else goes through Game.apply (why_illegal's reason, then _apply).
        if self._phase == _PLAY and type(action) is int and 0 <= action < _N_CARDS:
            seat = self._turn
            s = action // _VALUES
            hand = self._hand
            base = seat * 3
            if hand[base + s] & (1 << (action - s * _VALUES)):
                # follow suit if you can (RULINGS.md 1)
                if not self._tn or s == self._trick[0] // _VALUES or not hand[base + self._trick[0] // _VALUES]:
                    self._play(seat, action)
                    self.history.append(action)
                    return
        Game.apply(self, action)

    def _apply(self, a):
        seat = self._turn
        n = self.players
        if a < _N_CARDS:
            self._play(seat, a)
        elif a < _BID0:
            self._hat_value = hat_value(a)
            self._phase = _BID
            # Bidding starts with the dealer (RULINGS.md 1): the dealer is still to act.
        else:
            m = a - _BID0
            self._bids[seat] = m
            if m == 0:
                self._nb_used[seat] = 1
            if (seat + 1) % n == self._dealer:  # the seat before the dealer bids last
                self._phase = _PLAY
                self._turn = self._leader  # the dealer leads the first trick
            else:
                self._turn = (seat + 1) % n

    def _play(self, seat, a):
        n = self.players
        s = a // _VALUES
        self._hand[seat * 3 + s] ^= 1 << (a - s * _VALUES)
        trick = self._trick
        trick[self._tn] = a
        self._tn += 1
        if self._tn < n:
            self._turn = (seat + 1) % n
            return
        # Trick complete: highest trump, else highest of the suit led (cards.trick_winner).
        best = trick_winner(trick, self._trump)
        hat = False
        for i in range(n):
            c = trick[i]
            if (1 << (c % _VALUES)) & _HATBITS:
                hat = True
        leader = self._leader
        w = (leader + best) % n
        base = w * 3
        last = self._last
        for i in range(n):
            c = trick[i]
            cs = c // _VALUES
            self._tmask[base + cs] |= 1 << (c - cs * _VALUES)
            self._tcount[base + cs] += 1
            last[i] = c
        if hat:
            self._hat_holder = w  # a 14 or 15 in the trick: the winner takes Bob's Hat card
        last[n] = leader + 1
        last[n + 1] = w
        last[n + 2] = self._hand_no
        self._tn = 0
        self._leader = w
        self._turn = w
        hand = self._hand
        if not (hand[base] | hand[base + 1] | hand[base + 2]):  # every hand is empty (equal sizes)
            self._score_hand()

    # --- scoring ----------------------------------------------------------------------
    def _score_hand(self):
        """RULINGS.md 1 scoring, each bid on its own; then the next hand or the end."""
        n = self.players
        nodeal = 0
        for s in range(3):
            if self._undealt[s] == _FULL:
                nodeal |= 1 << s
        points = [0] * n
        details = [None] * n
        for p in range(n):
            d = []
            points[p] = hand_points(p, self._bids, self._tcount, self._hat_holder, self._hat_value, self._cd,
                                    self.options["negative_scoring"], nodeal, d)
            details[p] = tuple(d)
        self.hand_scores.append(points)
        # kept for the whole game: tuples, exactly sized (issue 26, heap)
        self.hand_details.append(tuple(details))
        self._last_hand = {
            "hand_no": self._hand_no,
            "trump": TRUMPS[self._trump],
            "hat_value": self._hat_value,
            "hat_holder": self._hat_holder,
            "bids": [_bid_words(self._bids[p]) for p in range(n)],
            "taken": self._taken_view(),
        }
        if self._hand_no >= self.options["hands"]:
            self._phase = _OVER
            self._turn = OVER
        else:
            self._dealer = (self._dealer + 1) % n  # the deal passes clockwise
            self._new_hand()

    # --- text -------------------------------------------------------------------------
    def action_text(self, action):
        if type(action) is int and _BID0 <= action < _N_ACTIONS:  # a bid: a bid turn asks all 31
            m = action - _BID0
            if not m:
                return "bid none"
            if not (m & _FEWEST and m & _FEWEST2):  # "bid " + " ".join(_bid_words(m)), a word
                t = "bid"  # appended at a time (no list, no join: ~2 ms of a bid turn's frame on
                k = 0  # the RP2040), up to the mask's highest bit (no step past it: issue 25)
                while m:
                    if m & 1:
                        t += _BID_SP[k]
                    m >>= 1
                    k += 1
                return t
        if not _valid_action(action):
            raise IllegalAction(self._refused(_NO_SUCH, action))
        if action < _N_CARDS:
            return "play " + card_text(action)
        if action == _HAT_PLUS:
            return "hat +10"
        if action == _HAT_MINUS:
            return "hat -10"
        return "bid " + " ".join(_bid_words(action - _BID0))

    def _parse_action(self, text):
        # a record's words are read on a resume or a replay, never by a move the app applies
        # (it takes the action of the legal text chosen, firmware/play.py): the reader is rare
        return self._refusals().parse_action(self, text)

    # --- view -------------------------------------------------------------------------
    def progress(self):
        return self._hand_no, self.options["hands"], self._dealer

    def _history_room(self):
        n = self.players
        room = 0
        for k in range(1, self.options["hands"] + 1):
            room += 1 + n + n * (4 + k)  # the hat, the bids, every card of hand k
        return room

    def _result_seat(self, seat):
        lh = self._last_hand
        if lh is None:
            return None, None
        return " ".join(lh["bids"][seat]), lh["taken"][seat]["total"]

    def _taken_view(self):
        out = []
        tc = self._tcount
        for p in range(self.players):
            b = p * 3
            out.append({"blue": tc[b], "red": tc[b + 1], "black": tc[b + 2],
                        "total": tc[b] + tc[b + 1] + tc[b + 2]})
        return out

    def view(self, seat):
        n = self.players
        v = self._base_view(seat)
        ph = self._phase
        v["phase"] = _PHASES[ph]
        v["trump"] = TRUMPS[self._trump]
        v["hat_value"] = self._hat_value if self._hat_value else None
        v["hat_holder"] = self._hat_holder
        cards = []
        sizes = []
        own = isinstance(seat, int) and 0 <= seat < n
        hand = self._hand
        for p in range(n):
            b = p * 3
            if own and p == seat:  # only the viewing seat's own cards, ever
                size = len(cards)
                for s in range(3):
                    m = hand[b + s]
                    while m:  # one step per card held, lowest first (_add_cards)
                        low = m & -m
                        cards.append(SUITS[s] + str(_LOG37[low % 37] + 1))
                        m ^= low
                size = len(cards) - size
            else:
                size = popcount(hand[b]) + popcount(hand[b + 1]) + popcount(hand[b + 2])
            sizes.append(size)
        v["hand"] = cards
        v["hand_sizes"] = sizes
        # secret_bidding (RULINGS.md 1): nobody sees another player's bid until all have bid.
        hide = self.options["secret_bidding"] and ph == _BID
        bids = []
        used = []
        for p in range(n):
            b = self._bids[p]
            if b == _NOT_BID or (hide and p != seat):
                bids.append(None)
                # A hidden `bid none` made this hand must not show: it was unused before it.
                used.append(bool(self._nb_used[p]) and not (b == 0 and hide and p != seat))
            else:
                bids.append(_bid_words(b))
                used.append(bool(self._nb_used[p]))
        v["bids"] = bids
        v["no_bid_used"] = used
        trick = []
        for i in range(self._tn):
            trick.append([(self._leader + i) % n, card_text(self._trick[i])])
        v["trick"] = trick
        v["leader"] = self._leader
        last = self._last
        if last[n]:
            v["last_trick"] = {
                "cards": [[(last[n] - 1 + i) % n, card_text(last[i])] for i in range(n)],
                "winner": last[n + 1],
                "hand_no": last[n + 2],
            }
        else:
            v["last_trick"] = None
        v["taken"] = self._taken_view()
        v["cards_dealt"] = self._cd
        # Only the latest hand's reasons (a screen shows them once the hand is scored); copying
        # every hand's reasons into each view grew the heap all game long.  All are on the game.
        lr = v["last_result"]  # the older key shares last_result's lists (no second copy)
        v["last_hand_details"] = [e["reasons"] for e in lr["seats"]] if lr else None
        v["last_hand"] = self._last_hand_copy()
        return v

    def _last_hand_copy(self):
        lh = self._last_hand
        if lh is None:
            return None
        return {"hand_no": lh["hand_no"], "trump": lh["trump"], "hat_value": lh["hat_value"],
                "hat_holder": lh["hat_holder"], "bids": [list(b) for b in lh["bids"]],
                "taken": [dict(t) for t in lh["taken"]]}
