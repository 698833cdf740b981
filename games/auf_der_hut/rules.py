"""Auf der Hut (`auf_der_hut`), 2 to 4 players: the rules of /work/shared/RULINGS.md section 4.

The parts (RULINGS.md 4): 20 characters (10 kinds x 2), 24 hats (10 kinds x 2, each named by the
character it fits, plus 4 `wonder`), bald heads without limit (a count per seat).  The row has 7
spots, numbered 1..7 left to right in text and views (0..6 inside).

Action numbering (small ints, pure functions of the int, never of the position):
    0..6     peek N        N = action + 1                    text `peek 3`
    7..27    swap A B      the 21 unordered pairs A < B,     text `swap 2 5` (always A < B;
                           in order (1,2) (1,3) .. (1,7)     parse_action also reads `swap 5 2`)
                           (2,3) .. (6,7)
    28..34   reveal N      N = action - 27                   text `reveal 4`

View keys, besides the protocol's (`game, seat, players, options, to_act, over, hand_scores,
scores, legal, winners, hand`):
    hand            always []: nobody holds a hidden hand; every seat's collection is public below
    row             7 entries, spot 1 first: {"spot": N, "character": name or None (an empty spot,
                    play_on only), "hat": True when a face-down hat lies on it}
    piles           {"characters": count, "hats": count} (face down: sizes only)
    pairs           per seat: matched pairs taken (the count the score uses)
    collected       per seat: the characters of those pairs, in table order (public, face up)
    wonder          per seat: wonder hats taken
    bald            per seat: bald heads taken
    last_action     text of the last action (`peek 3`...) or None before the first one
    last_seat       the seat that took it, or None
    peek            {"seat", "spot"} right after a peek (public: everyone saw who looked where)
    peeked          {"spot", "hat"} ONLY in the view of the seat that just peeked, and only until
                    the next action is applied (RULINGS.md 4 pass-and-play: the device keeps no
                    visible log of peeks; nothing about a peek's hat is stored anywhere else)
    last_reveal     {"seat", "spot", "hat", "outcome": "match" | "wonder" | "bald"} right after a
                    reveal (public: everyone saw the hat), until the next action
    since_last_turn every public action since the viewing seat's previous turn, oldest first (all
                    actions so far before its first turn; the public view, seat None: since the
                    previous turn of the seat to act, i.e. the last players-1 actions).  Each:
                    {"seat", "text": "swap 2 5", "action": "peek" | "swap" | "reveal", "spot": N
                    (peek, reveal), "spots": [A, B] (swap), "hat", "outcome" (reveal only)}.
                    Never a peeked hat, nothing older (RULINGS.md 4 "What a seat saw at a real
                    table": a player watches every turn; remembering is the game).
    forbidden_swap  [A, B] (A < B): the pair barred by `no_swap_back` for the player to act now,
                    or None
    hatted          how many characters in the row wear a hat
    end             once over, why: "refill" (a refill failed), "no_match" (no match left) or
                    "three_left" (play_on: only 3 characters with hats remain); else None
Hats in `peeked` and `last_reveal` are written like the record: the name of the character they fit,
or `wonder`.  No other key ever depends on a face-down hat or on the order of a face-down pile.

Rules as implemented (RULINGS.md 4):
- Setup: the character pile, then the hat pile, shuffled from the seed (a pile given by the explicit
  deal `{"characters": [...20 names, top first], "hats": [...24 names, top first]}` is not shuffled
  and draws nothing); spots 1..7 take the top 7 of each.  First player: `first_dealer`, default 0;
  then clockwise (seat + 1).
- `no_swap_back` (default on): the next player may not swap the pair (unordered) just swapped; it
  bars that one turn only, and nothing after a peek or a reveal.
- Reveal: fits -> a pair, refill character + hat; wonder -> the wonder hat, refill a hat only;
  else -> a bald head, the hat back face down on the same character.
- End (default): the moment a refill finds the pile it needs empty (a refill that merely empties
  a pile is fine).  `play_on`: the spot stays empty / the character stays bare, nothing is drawn,
  and the game ends at 3 characters with hats.  Everywhere: it ends as soon as no match is left
  (no wonder hat and no hat fitting a hatted character in the row), checked after the setup and
  after every match or wonder reveal (peeks, swaps and bald reveals never change that).
  With the published 20 characters and 24 hats a wonder refill can never meet an empty hat pile
  (13 character refills + 4 wonder refills use exactly the 17 pile hats); the branch is kept for
  a changed cast.
- Score (`final_score`): pairs - max(0, min(bald heads, pairs) - wonder hats); ties share the win.
  `hand_details` (once over) explains it per seat: [["pairs", +pairs], ["bald", -covered pairs],
  ["wonder", +restored pairs]].  The engine
  never lets a player make an illegal move (RULINGS.md, general): peeking/swapping/revealing a spot
  without a hat (play_on) and a barred swap back are refused with a reason, the game unchanged.
"""

from engine_core.game import OVER, Game, IllegalAction

try:
    from micropython import const
except ImportError:  # CPython: const() is the identity

    def const(x):
        return x


# The cast, kept as data so it can change (RULINGS.md 4: "keep this table as data"): entry k is
# (character name, display name of the one hat that fits it).  Hat kind k fits character kind k;
# records and views name a hat by the character it fits.
CAST = (
    ("princess", "crown"),
    ("pirate", "tricorne"),
    ("gardener", "straw hat"),
    ("jester", "jester's cap"),
    ("knight", "helmet"),
    ("witch", "witch's hat"),
    ("cowboy", "cowboy hat"),
    ("viking", "viking helmet"),
    ("wizard", "wizard's hat"),
    ("chef", "chef's toque"),
)
CHARACTERS = tuple(c[0] for c in CAST)
WONDER_NAME = "wonder"
HAT_NAMES = CHARACTERS + (WONDER_NAME,)  # hat kind -> record name; kind 10 is the wonder hat

_KINDS = const(10)
_WONDER = const(10)  # hat kind of the wonder hat
_NONE = const(255)  # no character / no hat on a spot (bytearray cell)
_SPOTS = const(7)
_CHAR_COPIES = const(2)  # RULINGS.md 4: 10 characters x 2
_HAT_COPIES = const(2)  # 10 hats x 2
_WONDER_COPIES = const(4)  # + 4 wonder hats
_N_CHARS = const(20)
_N_HATS = const(24)
_SWAP0 = const(7)  # first swap action
_REVEAL0 = const(28)  # first reveal action
_N_ACTIONS = const(35)
# the reasons of a refusal: their words are refusals.py REASONS (Game._refused), in this order
# (the reasons of an unreadable text, 2-4, are the record reader's, in refusals.py itself)
_NO_SUCH = const(0)
_IS_OVER = const(1)
# The same numbers as plain module names, for the bots (engine_core/bots/): on MicroPython a
# const() name with a leading underscore is folded away and is no module attribute.
SPOTS = _SPOTS
SWAP0 = _SWAP0
REVEAL0 = _REVEAL0
HAT_COPIES = _HAT_COPIES
WONDER_COPIES = _WONDER_COPIES


def _make_pairs():
    out = []
    for a in range(_SPOTS):
        for b in range(a + 1, _SPOTS):
            out.append((a + 1, b + 1))
    return tuple(out)


# swap action - _SWAP0 -> (a, b), the spots as numbered on screen (1-based), a < b: action_text
# formats the pair itself, with no tuple made for it (its 21 texts are made on every key press;
# constant texts made none, but as .mpy their 35 qstrs cost the heap ~1 KiB, tools/heap_peak.py)
_PAIRS = _make_pairs()


def swap_action(a, b):
    """Action int of swapping 0-based spots a and b (either order, a != b)."""
    if a > b:
        a, b = b, a
    # pairs before row a: 6 + 5 + ... = a * 6 - a * (a - 1) / 2
    return _SWAP0 + a * (_SPOTS - 1) - a * (a - 1) // 2 + (b - a - 1)


_OUTCOMES = ("match", "wonder", "bald")
_MATCH = const(0)
_WONDERED = const(1)
_BALD = const(2)


def final_score(pairs, bald, wonder):
    """RULINGS.md 4 score, the text's end procedure: each bald head covers one collected pair's hat
    while an uncovered one is left, then each wonder hat uncovers one of those; count the hats.
    pairs - max(0, min(bald, pairs) - wonder): 4/2/1 -> 3, 1/2/1 -> 1, 0/3/2 -> 0, 2/5/0 -> 0."""
    covered = bald if bald < pairs else pairs
    restored = wonder if wonder < covered else covered
    return pairs - covered + restored


def score_reasons(pairs, bald, wonder):
    """final_score as [code, points] steps: pairs, bald heads covering, wonder hats restoring."""
    covered = bald if bald < pairs else pairs
    restored = wonder if wonder < covered else covered
    return [["pairs", pairs], ["bald", -covered], ["wonder", restored]]


class AufDerHut(Game):
    NAME = "auf_der_hut"
    MIN_PLAYERS = 2
    MAX_PLAYERS = 4
    OPTIONS = (("no_swap_back", True), ("play_on", False))

    # --- setup ------------------------------------------------------------------
    def _setup(self):
        n = self.players
        chars = hats = None
        if self.deals is not None:  # the piles an explicit deal names (refusals.py: only a record's)
            chars, hats = self._refusals().parse_deal(self)
        # A pile the deal leaves out is shuffled from the seed (characters first, then hats).
        if chars is None:
            chars = bytearray(_N_CHARS)
            for i in range(_N_CHARS):
                chars[i] = i // _CHAR_COPIES
            self.rng.shuffle(chars)
        if hats is None:
            hats = bytearray(_N_HATS)
            for i in range(_N_HATS):
                hats[i] = i // _HAT_COPIES if i < _KINDS * _HAT_COPIES else _WONDER
            self.rng.shuffle(hats)
        # Piles: index 0 is the top; _ctop/_htop index the next card to draw.
        self._cpile = chars
        self._hpile = hats
        # Row: character kind (or _NONE) and face-down hat kind (or _NONE) per spot.
        self._char = bytearray(chars[:_SPOTS])
        self._hat = bytearray(hats[:_SPOTS])
        self._ctop = _SPOTS
        self._htop = _SPOTS
        self._held = bytearray(n * _KINDS)  # pairs taken, per seat per character kind
        self._wonder = bytearray(n)  # wonder hats taken per seat (at most 4)
        self._bald = [0] * n  # bald heads per seat: unlimited (RULINGS.md 4), so not bytes
        fd = self.first_dealer
        self._turn = 0 if fd is None else fd  # RULINGS.md general: default seat 0
        self._over = False
        self._end = None  # why the game ended
        self._forbid = -1  # swap action barred by no_swap_back for the player to act, or -1
        self._peek = -1  # spot peeked by the last action (0-based), or -1: transient
        self._reveal = None  # (seat, spot, hat, outcome) of the last action if a reveal: transient
        self._last_seat = -1  # seat of the last action
        # The public actions of the last `players` turns: history index i at slot i % players, 4
        # bytes each (seat, action, revealed hat or _NONE, outcome or _NONE).  A peek's hat is
        # never stored.  Preallocated: a turn allocates nothing here.
        self._log = bytearray(4 * n)
        # RULINGS.md 4 "No match left": checked right after the setup too.
        if not self._match_possible():
            self._finish("no_match")

    # --- rule helpers ---------------------------------------------------------------
    def _match_possible(self):
        """RULINGS.md 4 "No match left": is some hat in the row a wonder hat, or does it fit some
        character in the row that wears a hat?  Swaps only move hats, so if not, never again."""
        hats = 0
        chars = 0
        for s in range(_SPOTS):
            h = self._hat[s]
            if h == _NONE:
                continue  # a character without a hat cannot be claimed (play_on)
            if h == _WONDER:
                return True
            hats |= 1 << h
            chars |= 1 << self._char[s]
        return (hats & chars) != 0  # hat kind k fits character kind k

    def _hatted(self):
        n = 0
        for s in range(_SPOTS):
            if self._hat[s] != _NONE:
                n += 1
        return n

    def _finish(self, why):
        self._over = True
        self._end = why
        self.hand_scores.append(self.scores())  # one entry: the final scores
        self.hand_details.append([score_reasons(self._pairs(p), self._bald[p], self._wonder[p])
                                  for p in range(self.players)])

    def _pairs(self, seat):
        n = 0
        base = seat * _KINDS
        for k in range(_KINDS):
            n += self._held[base + k]
        return n

    def _refill_failed(self):
        """A refill found its pile empty.  Default: the game ends at this moment (RULINGS.md 4).
        play_on: the spot stays as it is; the game ends at 3 hatted characters, or when no match
        is left (otherwise nothing could ever end it)."""
        if not self.options["play_on"]:
            self._finish("refill")
        elif self._hatted() <= 3:
            self._finish("three_left")
        elif not self._match_possible():
            self._finish("no_match")

    # --- protocol -------------------------------------------------------------------
    def current_player(self):
        return OVER if self._over else self._turn

    def reveals(self, action):
        """Would `action`, applied now, show anyone something hidden (the app's undo, firmware/
        undo.py)?  A peek shows the peeker a hat, a reveal shows everyone one; a swap shows
        nothing."""
        return action < _SWAP0 or action >= _REVEAL0

    def legal_actions(self):
        """_legal's yes for each action, in action order, worked out here by spot (no call per
        action: a key press asks for them, 35 calls were ~2 ms of it on the RP2040, issue 25)."""
        if self._over:
            return []
        hat = self._hat
        out = []
        for s in range(_SPOTS):  # peeks
            if hat[s] != _NONE:
                out.append(s)
        f = self._forbid
        a = _SWAP0
        for p in range(_SPOTS):  # swaps, in _PAIRS' order
            hp = hat[p] != _NONE
            for q in range(p + 1, _SPOTS):
                if hp and hat[q] != _NONE and a != f:
                    out.append(a)
                a += 1
        for s in range(_SPOTS):  # reveals
            if hat[s] != _NONE:
                out.append(_REVEAL0 + s)
        return out

    def grey(self, picked):
        """The choices the player to act sees greyed after the record words `picked` (the app's
        "why is this card grey?", firmware/teach.py; engine_core/PROTOCOL.md): [(word, reason
        words or None)], or None.  Swapping: the spot the previous player just swapped with the
        one picked is "back" (RULINGS.md 4 `no_swap_back`: no swapping that pair straight back);
        it is shown after the spots that may be swapped."""
        f = self._forbid
        if f < 0 or len(picked) != 2 or picked[0] != "swap":
            return None
        p, q = _PAIRS[f - _SWAP0]
        if picked[1] == str(p):
            return [(str(q), "back")]
        return None

    def why_illegal(self, action):
        if not isinstance(action, int) or isinstance(action, bool) or not (0 <= action < _N_ACTIONS):
            return self._refused(_NO_SUCH, action)
        if self._over:
            return self._refused(_IS_OVER)
        if self._legal(action):
            return None
        return self._refusals().why(self, action)  # the words: rare, so not resident (refusals.py)

    def _legal(self, a):
        """May action `a` (a valid action int) be taken now, the game not over?  A yes or no,
        which allocates nothing (why_illegal, is_legal; legal_actions gives the same answers for
        every action at once: tests/per_game/auf_der_hut/test_rules.py), and refusals.py `why`
        words the reason of a no."""
        hat = self._hat
        if a < _SWAP0:
            return hat[a] != _NONE  # a peek needs a hat on the spot
        if a < _REVEAL0:
            p, q = _PAIRS[a - _SWAP0]
            # both spots need a hat; no_swap_back (RULINGS.md 4) bars the pair just swapped
            return hat[p - 1] != _NONE and hat[q - 1] != _NONE and a != self._forbid
        return hat[a - _REVEAL0] != _NONE  # a reveal needs a hat on the spot

    def _apply(self, a):
        seat = self._turn
        self._peek = -1
        self._reveal = None
        self._forbid = -1
        self._last_seat = seat
        if a < _SWAP0:
            # Peek: only the spot is remembered, for this one view; the hat is read from the row
            # when the peeker's view is built, and forgotten at the next action.
            self._peek = a
        elif a < _REVEAL0:
            p, q = _PAIRS[a - _SWAP0]
            hat = self._hat
            hat[p - 1], hat[q - 1] = hat[q - 1], hat[p - 1]
            if self.options["no_swap_back"]:
                self._forbid = a  # barred for the next player's turn only
        else:
            self._do_reveal(seat, a - _REVEAL0)
        j = 4 * (len(self.history) % self.players)  # apply() appends `a` to history after this
        log = self._log
        log[j] = seat
        log[j + 1] = a
        if self._reveal is None:
            log[j + 2] = _NONE
            log[j + 3] = _NONE
        else:
            log[j + 2] = self._reveal[2]
            log[j + 3] = self._reveal[3]
        if not self._over:
            self._turn = (seat + 1) % self.players  # clockwise

    def _do_reveal(self, seat, s):
        h = self._hat[s]
        c = self._char[s]
        if h == c:
            # Fits: the player takes character and hat; the spot needs a new character and hat.
            self._reveal = (seat, s, h, _MATCH)
            self._held[seat * _KINDS + c] += 1
            self._char[s] = _NONE
            self._hat[s] = _NONE
            if self._ctop < _N_CHARS and self._htop < _N_HATS:
                self._char[s] = self._cpile[self._ctop]
                self._ctop += 1
                self._hat[s] = self._hpile[self._htop]
                self._htop += 1
                if not self._match_possible():
                    self._finish("no_match")
            else:
                # play_on: nothing is drawn, even if one pile still has cards (RULINGS.md 4).
                self._refill_failed()
        elif h == _WONDER:
            # A wonder hat always fits: the player takes it, the character stays, a new hat.
            self._reveal = (seat, s, h, _WONDERED)
            self._wonder[seat] += 1
            self._hat[s] = _NONE
            if self._htop < _N_HATS:
                self._hat[s] = self._hpile[self._htop]
                self._htop += 1
                if not self._match_possible():
                    self._finish("no_match")
            else:
                self._refill_failed()  # play_on: the character stays without a hat
        else:
            # No fit: a bald head; the hat goes back face down on the same character.
            self._reveal = (seat, s, h, _BALD)
            self._bald[seat] += 1

    # --- text -------------------------------------------------------------------------
    def action_text(self, action):
        if type(action) is not int or not (0 <= action < _N_ACTIONS):  # (a bool's type is bool)
            raise IllegalAction(self._refused(_NO_SUCH, action))
        if action < _SWAP0:
            return "peek %d" % (action + 1)
        if action < _REVEAL0:
            return "swap %d %d" % _PAIRS[action - _SWAP0]
        return "reveal %d" % (action - _REVEAL0 + 1)

    def _parse_action(self, text):
        # a record's words are read on a resume or a replay, never by a move the app applies
        # (it takes the action of the legal text chosen, firmware/play.py): the reader is rare
        return self._refusals().parse_action(self, text)

    # --- scores -----------------------------------------------------------------------
    def scores(self):
        """RULINGS.md 4 (`final_score`) on what each seat holds now (the final scores once over)."""
        return [final_score(self._pairs(p), self._bald[p], self._wonder[p]) for p in range(self.players)]

    # --- view -------------------------------------------------------------------------
    def progress(self):
        """One "hand": number 1 of 1; no dealer, so `dealer` is the seat that began."""
        fd = self.first_dealer
        return 1, 1, 0 if fd is None else fd

    def _result_seat(self, seat):
        return None, self._pairs(seat)

    def _history_room(self):
        return 128  # peeks and swaps have no limit: a typical game's length, growing after that

    def _since(self, seat):
        """How many of the latest actions came after `seat`'s previous turn (turns go strictly
        clockwise from the first player, so history index i was seat (first + i) % players)."""
        n = self.players
        m = len(self.history)
        if seat is None:
            return m if m < n - 1 else n - 1
        first = self.progress()[2]
        off = (seat - first) % n  # history index of that seat's first turn
        if off >= m:
            return m  # not yet had a turn: everything so far
        last = off + ((m - 1 - off) // n) * n
        return m - 1 - last

    def _since_view(self, seat):
        out = []
        m = len(self.history)
        log = self._log
        for i in range(m - self._since(seat), m):
            j = 4 * (i % self.players)
            a = log[j + 1]
            e = {"seat": log[j], "text": self.action_text(a)}
            if a < _SWAP0:
                e["action"] = "peek"
                e["spot"] = a + 1
            elif a < _REVEAL0:
                e["action"] = "swap"
                e["spots"] = list(_PAIRS[a - _SWAP0])
            else:
                e["action"] = "reveal"
                e["spot"] = a - _REVEAL0 + 1
                e["hat"] = HAT_NAMES[log[j + 2]]
                e["outcome"] = _OUTCOMES[log[j + 3]]
            out.append(e)
        return out

    def view(self, seat):
        v = self._base_view(seat)
        v["hand"] = []
        row = []
        for s in range(_SPOTS):
            c = self._char[s]
            row.append({"spot": s + 1, "character": None if c == _NONE else CHARACTERS[c],
                        "hat": self._hat[s] != _NONE})
        v["row"] = row
        v["piles"] = {"characters": _N_CHARS - self._ctop, "hats": _N_HATS - self._htop}
        pairs = []
        collected = []
        for p in range(self.players):  # (collected: public, face-up pairs)
            names = []
            for k in range(_KINDS):
                for _ in range(self._held[p * _KINDS + k]):
                    names.append(CHARACTERS[k])
            pairs.append(len(names))
            collected.append(names)
        v["pairs"] = pairs
        v["collected"] = collected
        v["wonder"] = list(self._wonder)  # a bytearray of one count a seat
        v["bald"] = list(self._bald)
        if self.history:
            v["last_action"] = self.action_text(self.history[-1])
            v["last_seat"] = self._last_seat
        else:
            v["last_action"] = None
            v["last_seat"] = None
        if self._peek >= 0:
            v["peek"] = {"seat": self._last_seat, "spot": self._peek + 1}
            if seat == self._last_seat:
                # The peeker's own secret, shown once (RULINGS.md 4 pass-and-play).
                v["peeked"] = {"spot": self._peek + 1, "hat": HAT_NAMES[self._hat[self._peek]]}
        if self._reveal is not None:
            rs, sp, h, out = self._reveal
            v["last_reveal"] = {"seat": rs, "spot": sp + 1, "hat": HAT_NAMES[h], "outcome": _OUTCOMES[out]}
        if self._forbid >= 0 and not self._over:
            v["forbidden_swap"] = list(_PAIRS[self._forbid - _SWAP0])
        else:
            v["forbidden_swap"] = None
        v["since_last_turn"] = self._since_view(seat)
        v["hatted"] = self._hatted()
        v["end"] = self._end
        return v
