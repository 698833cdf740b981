"""Bargain Hunt / Schnaeppchen Jagd (`bargain_hunt`), 3 or 4 players: /work/shared/RULINGS.md section 2.

Cards: 110.  108 goods cards, 6 colours (red, yellow, green, blue, purple, orange) x values 1..9 x 2
identical copies, and 2 super special offers (SSO).  A card *kind* is `colour * 9 + value - 1`
(red1 = 0, red9 = 8, yellow1 = 9, ..., orange9 = 53); kind 54 is the SSO.  A physical card is an
id 0..109: goods card id = `kind * 2 + copy` (copy 0 or 1), the SSOs are ids 108 and 109.  The copies
are identical for the rules, so actions name kinds; when a player plays (or opens a bargain with)
a kind of which he holds both copies, the engine takes the lower id (copy 0) first.

Action numbering (small ints, pure functions of the int, never of the position):
    0..485   play a goods card: kind * 9 + decl * 3 + hilo
             decl 0 none, 1 `trump`, 2 `notrump`; hilo 0 none, 1 `high`, 2 `low`
             text `play yellow6`, `play yellow6 notrump`, `play blue9 trump high`, `play red3 low`
    486      play sso (54 * 9; an SSO never carries a declaration), text `play sso`
    500 + k  bargain KIND (k = goods kind 0..53; round 1's opening bargain), text `bargain green7`
    560      clear none, text `clear none`
    560 + v  clear v (v = 1..9), text `clear 3`
All actions are below 570 (< 2**16); `legal_actions()` is sorted by construction.  Only the
declarations that are due are legal (RULINGS.md 2): `trump`/`notrump` exactly when a goods card of
another colour than the one led is played, no trump is declared in this trick yet and that colour
was not declared "not trump" in this trick; `high`/`low` exactly when a card identical to it
(colour and value) is already in the trick.  (Both at once cannot arise: the earlier copy would
have settled the declaration for that colour; the numbering still has room for it.)

Representation (engine_core/PROTOCOL.md, a 32-bit board): one bytearray `_loc[110]` says where each
card id lies (stock, trash heap, trick, a seat's hand, bargain pile or odds-and-ends stack); the
ordered piles are bytearrays of ids: `_stock` (top first), `_trash` (in the order trashed), per
seat `_bpile[p]` (bargain pile, bottom first) and `_odds[p]` (odds-and-ends, in the order the
cards arrived: trick by trick, within a trick in play order -- the clearing rule needs this
order), `_trick` / `_tdecl` (the trick's ids and declarations in play order).  No object per card,
no int wider than a few bits.

View keys, besides the protocol's (`game, seat, players, options, to_act, over, moves,
hand_scores, scores, legal, winners, hand`):
    phase        "bargain" (round 1's opening bargains), "play", "clear", or "over"
    round_no     1-based number of the round being played (the last one once over)
    rounds_total 6 with 3 players, 4 with 4
    dealer       this round's dealer
    cards_dealt  cards dealt to each player this round (8, fewer when the stock runs short, 0..)
    hand         own cards as text (colour, then value; both copies listed; sso last)
    hand_sizes   per seat: cards in hand
    trick        the current trick: [[seat, card text, declaration], ...] in play order, the
                 declaration "" or the record words: "trump", "notrump", "high", "low" (or e.g.
                 "trump high")
    led_colour   colour name of the card led, or None (trick empty, or an SSO was led)
    sso_led      True when the current trick was led with an SSO (no colour led, no trump)
    trump_colour the colour declared trump in this trick, or None
    not_trump    colours declared "not trump" in this trick (in colour order)
    leader       seat that leads (led) the current trick
    last_trick   {"cards": [[seat, card, declaration], ...], "winner": seat, "round_no": k} for the
                 last completed trick (kept until the next trick completes), or None
    bargain      per seat: the current bargain value 1..9, or None before the opening bargain
    bargain_pile per seat: {"count": n, "cards": [card text, ...]} bottom first.  Public: the
                 opening card is put face up, cards won are placed openly, cleared cards are
                 disclosed (rule text "Preliminary", "Clearing").
    odds         per seat: number of cards in the odds-and-ends stack.  The stack lies face down
                 (rule text: "put face down"; "The other players don't know this of course"), so
                 only its size is public ...
    own_odds     ... and the viewing seat's own stack in arrival order (he took those tricks).
    stock_size   cards left in the stock (face down)
    trash_size   cards on the trash heap (it goes under the stock at the next deal)
    clears_left  in the clearing phase: clearings left for the seat to act (2 or 1 in the last
                 round, else 1); 0 otherwise
    last_clears  this round's clearings so far (kept until the next round's clearing starts):
                 [[seat, value or None, cards to trash, cards to bargain pile], ...] in order --
                 the cleared cards are disclosed (RULINGS.md 2)
    last_hand_details (view; the game keeps every round as hand_details) for the latest finished
                 round: per seat a list of [code, points] summing to that
                 round's points: "opening_bargain" (+1, round 1), "bargain_cards" (+1 per card won
                 onto the bargain pile), "odds_cards" (-1 per card won onto odds-and-ends),
                 "trashed" (+1 per odds card cleared to the trash heap), "cleared_to_bargain" (+2 per
                 odds card cleared onto the bargain pile: -1 gone, +1 added).  Also `self.hand_details` (every
                 round, as (code, points) tuples).
No key ever holds another seat's unplayed cards, the stock, or another seat's odds-and-ends cards.

Rules as implemented (RULINGS.md 2):
- Rounds: 6 with 3 players, 4 with 4.  First dealer: `first_dealer`, else
  `(rng.next30() >> 20) % players`, drawn before anything else (see _setup for why not below());
  the deal passes clockwise.  Setup shuffles the 110 ids into the
  stock (`rng.shuffle`).  Each round: the trash heap is shuffled (`rng.shuffle`) and put under the
  stock, then each player gets min(8, stock // players) cards, dealt one at a time from the top
  of the stock, clockwise from the player left of the dealer.  An explicit deal `{"hands": [...]}`
  instead takes the named cards out of the stock (the copy nearest the top), the rest keeping its
  order; without a seed nothing is shuffled and every round needs an explicit deal.  A card not
  in the stock (after the trash went under it) is refused: `deals[1]: card red3 is not
  available`.  Rounds 2.. are checked when they are dealt: the clearing action that would deal a
  bad round raises SetupError and leaves the game unchanged.
- Round 1, before the first trick: from the player left of the dealer, clockwise, each puts one
  goods card (never an SSO) face up as his bargain pile (`bargain green7`); its value is his
  bargain.  The player left of the dealer leads the first trick; the winner leads the next.
- Must follow the colour led if able, but an SSO may be played at any time.  An SSO led: no colour
  led, nobody must follow, no trump, the leader wins.  Trump and high/low declarations as above.
  Winner: the first SSO; else the highest trump; else the highest card of the colour led; of two
  identical cards the later one ranks higher if declared `high`, lower if `low`.  Any other card
  is worthless.
- The winner puts each card whose value equals his current bargain on his bargain pile, all the
  others (SSOs too) on his odds-and-ends stack, in play order.
- Clearing after the last trick: from the last trick's winner (a round without tricks: from the
  player left of the dealer), clockwise, each player plays `clear V` (a value 1..9 he has in his
  odds-and-ends; SSOs never) or `clear none`.  Of his odds cards of value V, the first 3 (3 players)
  / 2 (4 players) to have arrived go to the trash heap, the rest onto his bargain pile; if any
  went onto the bargain pile, V becomes his bargain.  In the last round each player clears twice
  in a row; the second value differs from the first by construction (no card of the first value
  is left), and a first `clear none` does not forfeit the second.
- Scores: +1 per bargain card, -1 per odds card.  A round's points (`hand_scores`) are the change
  of (bargain cards - odds cards) over the round, its clearing (and round 1's opening card)
  included, so the rounds add up to the final total.
"""

from engine_core.cards import card_number, grey
from engine_core.game import OVER, Game, IllegalAction, SetupError

try:
    from micropython import const
except ImportError:  # CPython: const() is the identity

    def const(x):
        return x


COLOURS = ("red", "yellow", "green", "blue", "purple", "orange")

_N_CARDS = const(110)
_SSO_KIND = const(54)
_SSO_ID = const(108)  # ids 108 and 109
_HAND_MAX = const(8)

_PLAY_SSO = const(486)
_BARGAIN0 = const(500)
_CLEAR0 = const(560)  # clear none; 560 + v clears value v
# The same numbers as plain module names, for the bots (engine_core/bots/): on MicroPython a
# const() name with a leading underscore is folded away and is no module attribute.
PLAY_SSO = _PLAY_SSO
BARGAIN0 = _BARGAIN0
CLEAR0 = _CLEAR0
SSO_KIND = _SSO_KIND
_N_ACTIONS = const(570)

_TRUMP = const(1)
_NOTRUMP = const(2)
_HIGH = const(1)
_LOW = const(2)

# _loc codes: where a card id lies
_L_STOCK = const(0)
_L_TRASH = const(1)
_L_TRICK = const(2)
_L_HAND = const(8)  # + seat
_L_BARGAIN = const(16)  # + seat
_L_ODDS = const(24)  # + seat

_SSO_LED = const(6)  # _led when an SSO was led (no colour led)
# Per seat the one-byte pattern of its hand code in _loc: bytearray.find() walks the 110 ids in C
# (the 32-bit port's find takes bytes, not an int).
_HAND_PAT = tuple(bytes((_L_HAND + s,)) for s in range(8))
_NONE = const(-1)

# phases
_BARGAIN = const(0)
_PLAY = const(1)
_CLEAR = const(2)
_OVER = const(3)
_PHASES = ("bargain", "play", "clear", "over")

# a card's declaration d (trump/notrump d // 3, high/low d % 3) as its record words: made once,
# not on every view's trick nor every legal action's text (a new str costs a board ~30 us, issue 25)
_DECL_TEXTS = ("", "high", "low", "trump", "trump high", "trump low", "notrump", "notrump high", "notrump low")
# the reasons of a refusal: their words are refusals.py REASONS (Game._refused), in this order
_NO_SUCH = const(0)
_IS_OVER = const(1)
_BARGAIN_FIRST = const(2)
_CLEARING = const(3)
_NOT_HELD = const(4)
_FOLLOW = const(5)
_DECLARE = const(6)
_HILO = const(7)
_NO_HILO = const(8)
_BARGAIN_ONCE = const(9)
_CLEAR_LATER = const(10)
_NO_VALUE = const(11)
_NO_CARD = const(12)
_AFTER_CARD = const(13)
_SSO_DECL = const(14)
_SSO_BARGAIN = const(15)
_CLEAR_WHAT = const(16)
_UNREADABLE = const(17)
DETAIL_CODES = ("opening_bargain", "bargain_cards", "odds_cards", "trashed", "cleared_to_bargain")
_DETAIL_WEIGHT = (1, 1, -1, 1, 2)


def decl_due(colour, led, trump, nt):
    """RULINGS.md 2: must a goods card of `colour` played now be declared trump or not trump?
    Yes when a colour is led (`led` >= 0; negative: the trick is empty or an SSO was led), it is
    another colour, no trump was declared in this trick (`trump` -1) and that colour was not
    declared not trump in it (bit `colour` of `nt`).  The one rule the engine and the bots call."""
    return led >= 0 and colour != led and trump < 0 and not (nt >> colour) & 1


def beats(k, d, h, bk, led, trump):
    """Does the card of kind k (54: SSO) played now, declared d (0, 1 trump, 2 notrump) and h
    (0, 1 high, 2 low), win over bk, the kind winning the trick so far (-1: the trick is empty)?
    `led`: the colour led (-1: an SSO was led, no colour is), `trump`: the colour declared trump
    so far (-1: none).  RULINGS.md 2: the first SSO wins; else the highest card of the trump
    colour, else of the colour led; an identical later copy ranks by its declaration (high above,
    low below).  A trump is declared only in a trick that has none, so the card declaring it
    leads the trick.  The one rule the engine (_trick_winner) and the bots call."""
    if bk < 0:
        return True
    if bk == _SSO_KIND:
        return False  # the first SSO wins
    if k == _SSO_KIND:
        return True
    if led < 0:
        return False
    if d == _TRUMP:
        return True
    col = k // 9
    if col == trump:
        return bk // 9 != col or k > bk or (k == bk and h == _HIGH)
    if col == led and trump < 0:
        return k > bk or (k == bk and h == _HIGH)
    return False


def trash_count(players):
    """Cards of a cleared value that go to the trash before the rest reach the bargain pile
    (RULINGS.md 2): 3 with 3 players, 2 with 4."""
    return 3 if players == 3 else 2


def clearings(round_no, rounds_total):
    """Clearings each seat makes after round `round_no` (RULINGS.md 2): two after the last."""
    return 2 if round_no == rounds_total else 1


def kind_text(k):
    return id_text(k << 1)  # a kind's first card (the SSO's: _SSO_ID)


def id_text(i):
    """A card's text: its kind's ("red3", "sso"), made here alone (kind_text asks it): a view
    names every card on the bargain piles and in the seat's odds-and-ends, 70 and more late in a
    game, one call each (through kind_text, two: issue 25)."""
    if i >= _SSO_ID:
        return "sso"
    k = i >> 1
    c = k // 9
    # one string made (str() and + made two; each string ~100 us on an RP2040, issue 25; kept
    # once made, they cost the heap ~1.5 KiB: tools/heap_peak.py)
    return "%s%d" % (COLOURS[c], k - c * 9 + 1)


def _kind_of(i):
    return _SSO_KIND if i >= _SSO_ID else i >> 1


def parse_kind(text):
    """Kind for card text ('red3', 'sso'), or -1."""
    if text == "sso":
        return _SSO_KIND
    return card_number(COLOURS, 9, text)


def _valid_action(a):
    if not isinstance(a, int) or isinstance(a, bool) or a < 0 or a >= _N_ACTIONS:
        return False
    if a <= _PLAY_SSO:
        return True
    if a < _BARGAIN0:
        return False
    if a < _BARGAIN0 + _SSO_KIND:
        return True
    return a >= _CLEAR0


class BargainHunt(Game):
    NAME = "bargain_hunt"
    MIN_PLAYERS = 3
    MAX_PLAYERS = 4
    OPTIONS = ()

    # --- setup ------------------------------------------------------------------
    def _setup(self):
        n = self.players
        self._total = 6 if n == 3 else 4  # rounds (RULINGS.md 2)
        self._trash_n = trash_count(n)  # cards of a cleared value that go to the trash first
        # the explicit deals' form, checked now (refusals.py: only a record with deals needs it)
        self._parsed = [] if self.deals is None and self.seed is not None else self._refusals().parse_deals(self)
        if self.first_dealer is None:
            if self.seed is None:
                raise SetupError("first_dealer: needed when there is no seed (the default draws it from the seed)")
            # The text's "draw lots" (RULINGS.md general).  Not rng.below(n): for every seed below
            # about 2**30 the generator's low 15 output bits (its second limb) are the same, so
            # below(4) would name the same seat for all small seeds; bits 20..29 do vary.
            self._dealer = (self.rng.next30() >> 20) % n
        else:
            self._dealer = self.first_dealer
        self._loc = bytearray(_N_CARDS)  # all in the stock (_L_STOCK = 0)
        stock = bytearray(range(_N_CARDS))
        if self.seed is not None:
            self.rng.shuffle(stock)
        self._stock = stock  # top first
        self._trash = bytearray()
        self._bpile = [bytearray() for _ in range(n)]
        self._odds = [bytearray() for _ in range(n)]
        self._bargain = bytearray(n)  # current bargain value per seat, 0 = none yet
        self._trick = bytearray(n)  # ids in play order
        self._tdecl = bytearray(n)  # decl * 3 + hilo per trick position
        self._tn = 0
        self._led = _NONE  # colour led, _SSO_LED, or _NONE while the trick is empty
        self._trump = _NONE  # colour declared trump in this trick
        self._nt = 0  # mask of colours declared not trump in this trick
        self._last = bytearray(n)
        self._last_decl = bytearray(n)
        self._last_leader = _NONE
        self._last_winner = _NONE
        self._last_round = 0
        self._hsize = bytearray(n)
        self._det = bytearray(5 * n)  # this round's detail counts per seat (DETAIL_CODES)
        self._base = [0] * n  # (bargain - odds) per seat at the round's start
        self.hand_details = []
        self._clears = []  # this round's clearings: [seat, value or None, to trash, to bargain]
        self._round = 0
        self._clears_left = 0
        self._start_round(self._plan_and_start(bytearray()))

    def _plan_deal(self, k, trash):
        """Round k's deal (1-based) without changing the game: (new stock, hands as id lists,
        cards each).  The trash heap (shuffled) goes under the stock first.  May change the rng
        state (the caller restores it on an error) and raises SetupError for a bad deal."""
        n = self.players
        t = bytearray(trash)
        if self.seed is not None and len(t) > 1:
            self.rng.shuffle(t)
        stock = self._stock + t
        each = len(stock) // n
        if each > _HAND_MAX:
            each = _HAND_MAX
        hands = [[] for _ in range(n)]
        first = (self._dealer + 1) % n
        given = self._parsed[k - 1] if k - 1 < len(self._parsed) else None
        if given is None:
            i = 0
            for _ in range(each):  # one card at a time, clockwise from left of the dealer
                for j in range(n):
                    hands[(first + j) % n].append(stock[i])
                    i += 1
            return stock[i:], hands, each
        return self._refusals().deal_given(k, stock, given, each, hands)

    def _plan_and_start(self, trash_extra):
        """Plan the next round's deal (trash heap plus `trash_extra` under the stock) for
        `_start_round`; on a bad deal restore the rng and raise SetupError before anything changed."""
        saved = self.rng.state() if self.seed is not None else None
        k = self._round + 1
        old_dealer = self._dealer
        if k > 1:
            self._dealer = (old_dealer + 1) % self.players  # the deal passes clockwise
        try:
            plan = self._plan_deal(k, self._trash + trash_extra)
        except SetupError:
            self._dealer = old_dealer
            if saved is not None:
                self.rng.set_state(saved)
            raise
        self._dealer = old_dealer
        return plan

    def _start_round(self, plan):
        n = self.players
        stock, hands, each = plan
        self._round += 1
        if self._round > 1:
            self._dealer = (self._dealer + 1) % n
        loc = self._loc
        for c in self._trash:
            loc[c] = _L_STOCK
        self._trash = bytearray()
        self._stock = stock
        for p in range(n):
            for c in hands[p]:
                loc[c] = _L_HAND + p
            self._hsize[p] = len(hands[p])
        self._each = each
        for i in range(5 * n):
            self._det[i] = 0
        for p in range(n):
            self._base[p] = len(self._bpile[p]) - len(self._odds[p])
        self._tn = 0
        self._led = _NONE
        self._trump = _NONE
        self._nt = 0
        first = (self._dealer + 1) % n
        self._leader = first
        self._turn = first
        if self._round == 1:
            self._phase = _BARGAIN  # round 1 always deals 8 cards each: at least 6 goods cards
            self._nbargained = 0
        elif each > 0:
            self._phase = _PLAY
        else:
            # No cards: no tricks; the clearing starts left of the dealer (RULINGS.md 2).
            self._begin_clearing(first)

    def _begin_clearing(self, first):
        self._phase = _CLEAR
        self._turn = first
        self._clears = []
        self._cleared_seats = 0
        self._clears_left = clearings(self._round, self._total)

    # --- queries ----------------------------------------------------------------------
    def current_player(self):
        return OVER if self._phase == _OVER else self._turn

    def _holds(self, seat, kind):
        """Id of the seat's copy of `kind` to use (the lower id first), or -1."""
        code = _L_HAND + seat
        loc = self._loc
        if kind == _SSO_KIND:
            i = _SSO_ID
        else:
            i = kind * 2
        if loc[i] == code:
            return i
        if loc[i + 1] == code:
            return i + 1
        return -1

    def _holds_colour(self, seat, colour):
        i = colour * 18  # the 18 ids of the colour's goods cards
        return self._loc.find(_HAND_PAT[seat], i, i + 18) >= 0

    def _decl_due(self, colour):
        """Trump/notrump due for a goods card of `colour` played now (RULINGS.md 2)."""
        led = self._led
        return decl_due(colour, _NONE if led == _SSO_LED else led, self._trump, self._nt)

    def _hilo_due(self, kind):
        """An identical card already in the trick: high/low is due."""
        tr = self._trick
        for i in range(self._tn):
            if _kind_of(tr[i]) == kind:
                return True
        return False

    def reveals(self, action):
        """Would `action`, applied now, show anyone something hidden (the app's undo, firmware/
        undo.py)?  Never: cards are dealt and hidden bids shown only when a round is scored, which
        the app sees by itself."""
        return False

    def legal_actions(self):
        ph = self._phase
        seat = self._turn
        out = []
        # The seat's cards, ascending ids (so ascending kinds, id >> 1; both copies of a kind give
        # one), found by bytearray.find in C instead of asking for each of the 54 kinds.
        loc = self._loc
        pat = _HAND_PAT[seat]
        if ph == _PLAY:
            led = self._led
            follow = led != _NONE and led != _SSO_LED and self._holds_colour(seat, led)
            last = -1
            i = loc.find(pat)
            while 0 <= i < _SSO_ID:
                kind = i >> 1
                c = kind // 9
                if kind != last and (c == led or not follow):
                    last = kind
                    decls = (1, 2) if self._decl_due(c) else (0,)
                    hilos = (1, 2) if self._hilo_due(kind) else (0,)
                    for d in decls:
                        for h in hilos:
                            out.append(kind * 9 + d * 3 + h)
                i = loc.find(pat, i + 1)
            if i >= 0:  # an SSO (ids 108, 109)
                out.append(_PLAY_SSO)
            return out
        if ph == _BARGAIN:
            last = -1
            i = loc.find(pat, 0, _SSO_ID)
            while i >= 0:
                if i >> 1 != last:
                    last = i >> 1
                    out.append(_BARGAIN0 + last)
                i = loc.find(pat, i + 1, _SSO_ID)
            return out
        if ph == _CLEAR:
            out.append(_CLEAR0)
            have = self._odds_values(seat)
            for v in range(1, 10):
                if (have >> v) & 1:
                    out.append(_CLEAR0 + v)
        return out

    def _odds_values(self, seat):
        """Mask of the values (bit v) present among the seat's odds-and-ends goods cards."""
        m = 0
        for c in self._odds[seat]:
            if c < _SSO_ID:
                m |= 1 << ((c >> 1) % 9 + 1)
        return m

    def grey(self, picked):
        """The choices the player to act sees greyed after the record words `picked` (the app's
        "why is this card grey?", firmware/teach.py; engine_core/PROTOCOL.md): [(word, reason
        words or None)] in the order shown, or None.  Playing a card: the whole hand, a goods
        card of another colour while the player holds the colour led is "follow_sso <colour>"
        (RULINGS.md 2: follow the colour led if you can -- an SSO may be played at any time)."""
        led = self._led
        seat = self._turn
        if (self._phase != _PLAY or picked != ["play"] or led == _NONE or led == _SSO_LED
                or not self._holds_colour(seat, led)):
            return None
        out = []
        loc = self._loc
        pat = _HAND_PAT[seat]
        last = -1
        i = loc.find(pat)
        while i >= 0:
            kind = i >> 1
            if kind != last:
                last = kind
                out.append((kind_text(kind), None if kind == _SSO_KIND else kind // 9))
            i = loc.find(pat, i + 1)
        return grey(out, led, "follow_sso " + COLOURS[led])  # engine_core.cards.grey, not this method

    def why_illegal(self, action):
        if not _valid_action(action):
            return self._refused(_NO_SUCH, action)
        ph = self._phase
        if ph == _OVER:
            return self._refused(_IS_OVER)
        a = action
        seat = self._turn
        if a <= _PLAY_SSO:
            if ph == _BARGAIN:
                return self._refused(_BARGAIN_FIRST)
            if ph == _CLEAR:
                return self._refused(_CLEARING)
            kind = a // 9
            d = a - kind * 9
            if self._holds(seat, kind) < 0:
                return self._refused(_NOT_HELD, kind_text(kind))
            if kind == _SSO_KIND:
                return None  # an SSO may be played at any time
            c = kind // 9
            led = self._led
            if led != _NONE and led != _SSO_LED and c != led and self._holds_colour(seat, led):
                return self._refused(_FOLLOW, COLOURS[led])
            decl = d // 3
            if self._decl_due(c):
                if decl == 0:
                    return self._refused(_DECLARE, COLOURS[c])
            elif decl:
                return self._refusals().why_not_decl(self, c)
            if self._hilo_due(kind):
                if d % 3 == 0:
                    return self._refused(_HILO, kind_text(kind))
            elif d % 3:
                return self._refused(_NO_HILO)
            return None
        if a < _CLEAR0:
            if ph != _BARGAIN:
                return self._refused(_BARGAIN_ONCE)
            kind = a - _BARGAIN0
            if self._holds(seat, kind) < 0:
                return self._refused(_NOT_HELD, kind_text(kind))
            return None
        if ph != _CLEAR:
            if ph == _BARGAIN:
                return self._refused(_BARGAIN_FIRST)
            return self._refused(_CLEAR_LATER)
        v = a - _CLEAR0
        if v and not (self._odds_values(seat) >> v) & 1:
            return self._refused(_NO_VALUE, v)
        return None

    # --- applying -----------------------------------------------------------------------
    def _apply(self, a):
        if a <= _PLAY_SSO:
            self._play(a)
        elif a < _CLEAR0:
            self._open_bargain(a - _BARGAIN0)
        else:
            self._clear(a - _CLEAR0)

    def _open_bargain(self, kind):
        seat = self._turn
        c = self._holds(seat, kind)
        self._loc[c] = _L_BARGAIN + seat
        self._bpile[seat].append(c)
        self._hsize[seat] -= 1
        self._bargain[seat] = kind % 9 + 1
        self._det[seat * 5] += 1  # opening_bargain
        self._nbargained += 1
        if self._nbargained == self.players:
            self._phase = _PLAY
            self._turn = self._leader  # left of the dealer leads
        else:
            self._turn = (seat + 1) % self.players

    def _play(self, a):
        n = self.players
        seat = self._turn
        kind = a // 9
        d = a - kind * 9
        c = self._holds(seat, kind)
        self._loc[c] = _L_TRICK
        self._hsize[seat] -= 1
        i = self._tn
        self._trick[i] = c
        self._tdecl[i] = d
        self._tn = i + 1
        if kind != _SSO_KIND:
            col = kind // 9
            if i == 0:
                self._led = col
            elif d // 3 == _TRUMP:
                self._trump = col
            elif d // 3 == _NOTRUMP:
                self._nt |= 1 << col
        elif i == 0:
            self._led = _SSO_LED
        if i + 1 < n:
            self._turn = (seat + 1) % n
            return
        self._finish_trick()

    def _trick_winner(self):
        """Index (play order) of the card winning the complete trick (RULINGS.md 2: `beats`, card
        by card, with the trump as declared so far)."""
        tr = self._trick
        dec = self._tdecl
        led = -1 if self._led == _SSO_LED else self._led
        trump = -1
        best = -1
        bk = -1
        for i in range(self._tn):
            k = tr[i] >> 1  # the kind (the SSOs' ids 108 and 109: kind 54)
            d = dec[i] // 3
            if beats(k, d, dec[i] % 3, bk, led, trump):
                best = i
                bk = k
            if d == _TRUMP:
                trump = k // 9
        return best

    def _finish_trick(self):
        n = self.players
        w_i = self._trick_winner()
        w = (self._leader + w_i) % n
        bargain = self._bargain[w]
        loc = self._loc
        det = self._det
        for i in range(n):
            c = self._trick[i]
            self._last[i] = c
            self._last_decl[i] = self._tdecl[i]
            if c < _SSO_ID and (c >> 1) % 9 + 1 == bargain:
                loc[c] = _L_BARGAIN + w
                self._bpile[w].append(c)
                det[w * 5 + 1] += 1
            else:
                loc[c] = _L_ODDS + w  # SSOs too
                self._odds[w].append(c)
                det[w * 5 + 2] += 1
        self._last_leader = self._leader
        self._last_winner = w
        self._last_round = self._round
        self._tn = 0
        self._led = _NONE
        self._trump = _NONE
        self._nt = 0
        self._leader = w
        self._turn = w
        if self._hsize[w] == 0:  # all hands are the same size: the round's last trick
            self._begin_clearing(w)

    def _clear(self, v):
        n = self.players
        seat = self._turn
        to_trash = bytearray()
        to_bargain = bytearray()
        keep = self._odds[seat]
        if v:
            keep = bytearray()
            for c in self._odds[seat]:  # arrival order: the first ones go to the trash
                if c < _SSO_ID and (c >> 1) % 9 + 1 == v:
                    if len(to_trash) < self._trash_n:
                        to_trash.append(c)
                    else:
                        to_bargain.append(c)
                else:
                    keep.append(c)
        left = self._clears_left - 1
        done = self._cleared_seats + (0 if left else 1)
        plan = None
        last_action = done == n
        if last_action and self._round < self._total:
            plan = self._plan_and_start(to_trash)  # may raise SetupError: nothing changed yet
        # commit the clearing
        loc = self._loc
        for c in to_trash:
            loc[c] = _L_TRASH
            self._trash.append(c)
        for c in to_bargain:
            loc[c] = _L_BARGAIN + seat
            self._bpile[seat].append(c)
        self._odds[seat] = keep
        self._det[seat * 5 + 3] += len(to_trash)
        self._det[seat * 5 + 4] += len(to_bargain)
        if to_bargain:
            self._bargain[seat] = v  # the new bargain
        self._clears.append([seat, v if v else None, len(to_trash), len(to_bargain)])
        self._clears_left = left
        if left == 0:
            self._cleared_seats = done
            if not last_action:
                self._turn = (seat + 1) % n
                self._clears_left = clearings(self._round, self._total)
        if last_action:
            self._score_round()
            if plan is None:
                self._phase = _OVER
                self._turn = OVER
            else:
                self._start_round(plan)

    def _score_round(self):
        n = self.players
        pts = []
        details = []
        for p in range(n):
            # (code, points) tuples, exactly sized: the game keeps every round's (issue 26, heap)
            details.append(tuple((DETAIL_CODES[j], self._det[p * 5 + j] * _DETAIL_WEIGHT[j]) for j in range(5)))
            # the details add up to the change of (bargain cards - odds cards) over the round, by construction
            pts.append(len(self._bpile[p]) - len(self._odds[p]) - self._base[p])
        self.hand_scores.append(pts)
        self.hand_details.append(tuple(details))

    # --- text -------------------------------------------------------------------------
    def action_text(self, action):
        if not _valid_action(action):
            raise IllegalAction("no such action: %r" % (action,))
        # one string made a text, its words in it: a key press asks for every legal text (up to
        # 32 plays), and a new str costs a board ~30 us (issue 25)
        if action <= _PLAY_SSO:
            kind = action // 9
            if kind == _SSO_KIND:
                return "play sso"
            c = kind // 9
            d = action - kind * 9
            if d:
                return "play %s%d %s" % (COLOURS[c], kind - c * 9 + 1, _DECL_TEXTS[d])
            return "play %s%d" % (COLOURS[c], kind - c * 9 + 1)
        if action < _CLEAR0:
            kind = action - _BARGAIN0  # (an SSO is never a bargain: _valid_action)
            c = kind // 9
            return "bargain %s%d" % (COLOURS[c], kind - c * 9 + 1)
        v = action - _CLEAR0
        return "clear " + (str(v) if v else "none")

    def _parse_action(self, text):
        # a record's words are read on a resume or a replay, never by a move the app applies
        # (it takes the action of the legal text chosen, firmware/play.py): the reader is rare
        return self._refusals().parse_action(self, text)

    # --- view -------------------------------------------------------------------------
    def progress(self):
        return self._round, self._total, self._dealer

    def _history_room(self):
        n = self.players
        return n + self._total * (8 * n + 2 * n)  # opening bargains; per round 8 cards each, 2 clears

    def view(self, seat):
        n = self.players
        v = self._base_view(seat)
        ph = self._phase
        own = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n
        v["phase"] = _PHASES[ph]
        v["round_no"] = self._round  # also hand_no (every game's key)
        v["rounds_total"] = self._total  # also hands_total
        v["cards_dealt"] = self._each
        hand = []
        if own:  # only the viewing seat's own cards, ever (ascending ids, found by
            # bytearray.find in C as legal_actions finds them: not 110 ids asked in turn)
            loc = self._loc
            pat = _HAND_PAT[seat]
            c = loc.find(pat)
            while c >= 0:
                hand.append(id_text(c))
                c = loc.find(pat, c + 1)
        v["hand"] = hand
        v["hand_sizes"] = list(self._hsize)
        trick = []
        for i in range(self._tn):
            trick.append([(self._leader + i) % n, id_text(self._trick[i]), _DECL_TEXTS[self._tdecl[i]]])
        v["trick"] = trick
        led = self._led
        v["led_colour"] = COLOURS[led] if 0 <= led < 6 else None
        v["sso_led"] = led == _SSO_LED
        v["trump_colour"] = COLOURS[self._trump] if self._trump != _NONE else None
        v["not_trump"] = [COLOURS[c] for c in range(6) if (self._nt >> c) & 1]
        v["leader"] = self._leader
        if self._last_leader != _NONE:
            v["last_trick"] = {
                "cards": [[(self._last_leader + i) % n, id_text(self._last[i]),
                           _DECL_TEXTS[self._last_decl[i]]]
                          for i in range(n)],
                "winner": self._last_winner,
                "round_no": self._last_round,
            }
        else:
            v["last_trick"] = None
        v["bargain"] = [self._bargain[p] or None for p in range(n)]
        v["bargain_pile"] = [{"count": len(self._bpile[p]), "cards": [id_text(c) for c in self._bpile[p]]}
                             for p in range(n)]
        v["odds"] = [len(self._odds[p]) for p in range(n)]
        v["own_odds"] = [id_text(c) for c in self._odds[seat]] if own else []
        v["stock_size"] = len(self._stock)
        v["trash_size"] = len(self._trash)
        v["clears_left"] = self._clears_left if ph == _CLEAR else 0
        v["last_clears"] = [list(e) for e in self._clears]
        # Only the latest round's reasons: copying every round into each view grows the heap.
        lr = v["last_result"]  # the older key shares last_result's lists (no second copy)
        v["last_hand_details"] = [e["reasons"] for e in lr["seats"]] if lr else None
        return v
