"""engine_core.cards.trick_winner, which writes beats() out inline for speed (issue 26), gives the
index beats() itself picks, card by card: random tricks of 1 to 6 cards, every trump (none: -1;
a colour no card has: 4), all cards or only the first `count`."""

from engine_core.cards import beats, trick_winner
from engine_core.rng import Rng


def by_beats(cards, trump, count=0):
    best = 0
    for i in range(1, count or len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def test_trick_winner_is_beats_card_by_card():
    rng = Rng(26)
    for k in range(3000):
        n = 1 + rng.below(6)
        deck = list(range(80))
        rng.shuffle(deck)
        cards = deck[:n]
        if k % 3 == 0:  # crowd one colour: the follow-suit comparisons
            cards = [c % 40 for c in cards]
        trump = rng.below(6) - 1
        count = rng.below(n + 1)
        assert trick_winner(cards, trump, count) == by_beats(cards, trump, count), (cards, trump, count)


def test_known_tricks():
    assert trick_winner([5, 9, 2], -1) == 1  # highest of the colour led
    assert trick_winner([5, 29, 2], -1) == 0  # another colour, no trump: no beat
    assert trick_winner([5, 29, 25], 1) == 1  # the highest trump
    assert trick_winner([5, 29, 25, 19], 1, 3) == 1  # the first three only
    assert trick_winner([65, 79], 3) == 1  # a led trump followed higher
