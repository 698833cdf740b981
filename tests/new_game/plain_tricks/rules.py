"""Plain Tricks (`plain_tricks`), 3 or 4 players: the plainest trick game, the fifth game of the
new-game test (docs/NEW_GAME.md).

Parts: one colour per player (red, yellow, green, blue, in that order) x values 1..8; every card
is dealt, 8 to each seat.  Card text: colour + value, `red8`.
Action numbering: 0..79 play CARD, card = colour * 20 + value - 1, text `play red8`.
Rules: the seat left of the dealer leads; follow the colour led if you can, else any card; the
highest card of the colour led wins (engine_core.cards.trick_winner, no trump); the winner leads.
A hand scores 1 point per trick ("tricks"); option `hands` (1..4, default 2) hands, the deal
passing clockwise.

View keys besides the protocol's: phase ("play" / "over"), hand, hand_sizes, trick ([[seat,
card text], ...]), leader, tricks_won, last_trick ({"cards", "winner", "hand"} or None),
last_hand_details (per seat [["tricks", points]]).
"""

from engine_core.cards import card_text, parse_card, trick_winner
from engine_core.game import OVER, Game, IllegalAction, SetupError

COLOURS = ("red", "yellow", "green", "blue")
VALUES = 8


def _text(card):
    return card_text(COLOURS, card // 20, card % 20 + 1)


class PlainTricks(Game):
    NAME = "plain_tricks"
    MIN_PLAYERS = 3
    MAX_PLAYERS = 4
    OPTIONS = (("hands", 2),)

    def _check_option(self, name, value, opts):
        msg = Game._check_option(self, name, value, opts)
        if msg is None and name == "hands" and not 1 <= value <= 4:
            return "must be 1 to 4"
        return msg

    def _setup(self):
        n = self.players
        self.dealer = 0 if self.first_dealer is None else self.first_dealer
        self.hands_total = self.options["hands"]
        self.hand_no = 0
        self.hands = [[] for _ in range(n)]
        self.taken = [0] * n
        self.trick = []
        self.leader = 0
        self.last = None  # (cards, leader, winner, hand) of the last complete trick
        self._to_act = OVER
        self._deal()

    def _deal(self):
        n = self.players
        self.hand_no += 1
        d = self._explicit_deal(self.hand_no - 1)
        if d is not None:
            hands = d.get("hands")
            if not isinstance(hands, list) or len(hands) != n:
                raise SetupError("deals[%d]: hands must be a list of %d hands" % (self.hand_no - 1, n))
            seen = []
            for s in range(n):
                cards = []
                for t in hands[s]:
                    cv = parse_card(COLOURS[:n], VALUES, t)
                    if cv is None or (cv[0] * 20 + cv[1] - 1) in seen:
                        raise SetupError("deals[%d]: card %s is not in the deck once" % (self.hand_no - 1, t))
                    seen.append(cv[0] * 20 + cv[1] - 1)
                    cards.append(cv[0] * 20 + cv[1] - 1)
                self.hands[s] = cards
            if len(seen) != n * VALUES:
                raise SetupError("deals[%d]: every card must be dealt" % (self.hand_no - 1))
        else:
            deck = [c * 20 + v for c in range(n) for v in range(VALUES)]
            self.rng.shuffle(deck)
            for s in range(n):
                self.hands[s] = deck[s * VALUES:(s + 1) * VALUES]
        for h in self.hands:
            h.sort()
        self.taken = [0] * n
        self.trick = []
        self.leader = self._to_act = (self.dealer + 1) % n

    # --- actions ------------------------------------------------------------------------------
    def action_text(self, action):
        return "play " + _text(action)

    def _parse_action(self, text):
        if text[:5] != "play ":
            raise IllegalAction("unreadable action '%s'" % text)
        cv = parse_card(COLOURS, VALUES, text[5:])
        if cv is None:
            raise IllegalAction("unreadable action '%s'" % text)
        return cv[0] * 20 + cv[1] - 1

    def current_player(self):
        return self._to_act

    def _can_follow(self, seat):
        if not self.trick:
            return False
        led = self.trick[0] // 20
        for c in self.hands[seat]:
            if c // 20 == led:
                return True
        return False

    def why_illegal(self, action):
        s = self._to_act
        if s == OVER:
            return "the game is over"
        if not isinstance(action, int) or action not in self.hands[s]:
            return "not in your hand"
        if self._can_follow(s) and action // 20 != self.trick[0] // 20:
            return "must follow " + COLOURS[self.trick[0] // 20]
        return None

    def legal_actions(self):
        s = self._to_act
        if s == OVER:
            return []
        h = self.hands[s]
        if self._can_follow(s):
            led = self.trick[0] // 20
            return [c for c in h if c // 20 == led]
        return list(h)

    def _apply(self, action):
        n = self.players
        s = self._to_act
        self.hands[s].remove(action)
        self.trick.append(action)
        if len(self.trick) < n:
            self._to_act = (s + 1) % n
            return
        w = (self.leader + trick_winner(self.trick, -1)) % n
        self.taken[w] += 1
        self.last = (list(self.trick), self.leader, w, self.hand_no)
        self.trick = []
        self.leader = self._to_act = w
        if not self.hands[w]:
            self.hand_scores.append(list(self.taken))
            self.hand_details.append([[["tricks", t]] for t in self.taken])
            if self.hand_no >= self.hands_total:
                self._to_act = OVER
            else:
                self.dealer = (self.dealer + 1) % n
                self._deal()

    # --- views --------------------------------------------------------------------------------
    def progress(self):
        return self.hand_no, self.hands_total, self.dealer

    def _history_room(self):
        return self.hands_total * self.players * VALUES

    def _result_seat(self, seat):
        return None, self.hand_scores[-1][seat]

    def _trick_text(self, cards, leader):
        n = self.players
        return [[(leader + i) % n, _text(cards[i])] for i in range(len(cards))]

    def view(self, seat):
        v = self._base_view(seat)
        v["phase"] = "over" if self._to_act == OVER else "play"
        v["hand"] = [] if seat is None else [_text(c) for c in self.hands[seat]]
        v["hand_sizes"] = [len(h) for h in self.hands]
        v["trick"] = self._trick_text(self.trick, self.leader)
        v["leader"] = self.leader
        v["tricks_won"] = list(self.taken)
        lt = self.last
        v["last_trick"] = None if lt is None else {
            "cards": self._trick_text(lt[0], lt[1]), "winner": lt[2], "hand": lt[3]}
        lr = v["last_result"]
        v["last_hand_details"] = [e["reasons"] for e in lr["seats"]] if lr else None
        return v
