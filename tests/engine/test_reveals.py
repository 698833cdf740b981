"""Game.reveals(action) (PROTOCOL.md, optional): does the action, applied now, show anyone
something hidden?  The app's undo (firmware/undo.py) never takes back such a move.  Auf der Hut's
peek and reveal do, its swap does not; Bob's Hat's last secret bid does (it opens every bid), its
other bids and plays do not; Bargain Hunt and Baptistenskat show hidden things only when a hand
is scored.  CPython and MicroPython."""

from engine_core.games import NAMES, game_class, new_game
from engine_core.rng import Rng


def test_a_game_that_says_what_reveals_answers_yes_or_no():
    # optional (PROTOCOL.md: a game without it offers no undo); the four games here have it: the
    # tests below ask each of them
    for name in NAMES:
        cls = game_class(name)
        g = new_game(name, min(max(3, cls.MIN_PLAYERS), cls.MAX_PLAYERS), seed=5)
        if hasattr(g, "reveals"):
            for a in g.legal_actions():
                assert g.reveals(a) in (True, False), (name, a)


def test_auf_der_hut_peek_and_reveal_reveal_a_swap_does_not():
    g = new_game("auf_der_hut", 3, seed=5)
    for a in g.legal_actions():
        t = g.action_text(a).split()[0]
        assert g.reveals(a) == (t in ("peek", "reveal")), g.action_text(a)


def test_bobs_hat_only_the_last_secret_bid_reveals():
    for secret in (False, True):
        g = new_game("bobs_hat", 3, seed=7, options={"secret_bidding": secret})
        r = Rng(3)
        bids = 0
        while not g.hand_scores:
            acts = g.legal_actions()
            a = acts[r.below(len(acts))]
            is_bid = g.action_text(a).startswith("bid")
            bids += is_bid
            assert g.reveals(a) == (secret and is_bid and bids == 3), (secret, g.action_text(a))
            g.apply(a)


def test_bargain_hunt_and_baptistenskat_reveal_nothing_between_scorings():
    for name in ("bargain_hunt", "baptistenskat"):
        g = new_game(name, 3, seed=9)
        r = Rng(4)
        for _ in range(40):
            acts = g.legal_actions()
            for a in acts:
                assert not g.reveals(a)
            g.apply(acts[r.below(len(acts))])
