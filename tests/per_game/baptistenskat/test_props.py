"""Hypothesis properties of Baptistenskat (RULINGS.md 3), CPython only.

The engine's scoring and trick winners are checked against independent reference functions
written here from RULINGS.md 3 (not from the engine's code)."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine_core.game import IllegalAction
from engine_core.games import new_game
from engine_core.record import replay, to_record
from engine_core.rng import Rng
from games.baptistenskat.deal import shuffle_prefix as _shuffle_prefix
from games.baptistenskat.rules import COLOURS, rounds_cap
from tests.engine.support import check_illegal_refused, check_record_roundtrip, random_playout, snapshot
from tests.per_game.baptistenskat.test_rules import make_checker
from tests.per_game.props import check_step, choices_st, seed_st, steps

players_st = st.integers(min_value=3, max_value=6)
options_st = st.fixed_dictionaries({"hook": st.booleans(), "hidden_bids": st.booleans()})
N_ACTIONS = 170  # the cards 0..79, the bids 80.. and a few beyond


def parse_card(t):
    for c in range(4):
        if t.startswith(COLOURS[c]) and t[len(COLOURS[c]):].isdigit():
            return c, int(t[len(COLOURS[c]):])
    raise AssertionError(t)


def ref_trick_winner(cards, trump):
    """[[seat, text], ...] in play order -> winning seat: the highest trump, else the highest card
    of the colour led (RULINGS.md 3)."""
    led = parse_card(cards[0][1])[0]
    trumps = [(parse_card(t)[1], s) for s, t in cards if parse_card(t)[0] == trump]
    if trumps:
        return max(trumps)[1]
    return max((parse_card(t)[1], s) for s, t in cards if parse_card(t)[0] == led)[1]


def ref_score(bids, taken):
    """RULINGS.md 3 scoring, written independently of the engine."""
    top = max(bids)
    exact = [b for b, t in zip(bids, taken, strict=True) if b > 0 and b == t]
    dbl = max(exact) if exact else None
    out = []
    for b, t in zip(bids, taken, strict=True):
        if b == 0:
            out.append(0 if top == 0 else (10 * top if t == 0 else -10 * top))
        elif b == t:
            out.append(20 * b if b == dbl else 10 * b)
        else:
            out.append(-10 * abs(t - b))
    return out


@settings(max_examples=40, deadline=None)
@given(players_st, options_st, seed_st, choices_st(300), st.integers(min_value=1, max_value=3))
def test_scores_and_tricks_match_reference(n, opts, seed, choices, rounds):
    o = dict(opts)
    o["rounds"] = rounds
    g = new_game("baptistenskat", n, o, seed=seed)
    st_ = {"bids": None, "taken": [0] * n, "round": 1}

    def check(g, a):
        s = g.current_player()
        before = g.view(s)
        trump = COLOURS.index(before["trump"])
        # the legal list is exactly the actions why_illegal accepts
        legal = g.legal_actions()
        assert legal == [x for x in range(160) if g.why_illegal(x) is None]
        if before["phase"] == "bid" and before["bids"][s] is not None:
            raise AssertionError("seat bids twice")
        if before["phase"] == "play" and before["trick"]:
            led = parse_card(before["trick"][0][1])[0]
            has_led = any(parse_card(t)[0] == led for t in before["hand"])
            for x in legal:
                assert not has_led or x // 20 == led
        scored = len(g.hand_scores)
        g.apply(a)
        if before["phase"] == "bid" and g.view(s)["phase"] == "play":
            st_["bids"] = list(g.view(s)["bids"]) if not o["hidden_bids"] else None
        v = g.view(s)
        if before["phase"] == "play" and len(before["trick"]) == n - 1:
            lt = v["last_trick"]
            assert lt["winner"] == ref_trick_winner(lt["cards"], trump)
        if len(g.hand_scores) > scored:
            # the round was scored: its bids, from the history, and its tricks from the views
            hist = g.history
            k = len(hist) - 1
            plays = 0
            while hist[k] < 80:
                plays += 1
                k -= 1
            bid_acts = hist[k - n + 1:k + 1]
            assert plays == n * (n + st_["round"])
            # bidding started left of the dealer: seat (dealer + 1 + i) % n made bid i
            dealer = before["dealer"]
            bids = [0] * n
            for i in range(n):
                bids[(dealer + 1 + i) % n] = bid_acts[i] - 80
            if st_["bids"] is not None:
                assert st_["bids"] == bids
            taken = before["tricks_won"][:]
            taken[lt["winner"]] += 1
            assert sum(taken) == n + st_["round"]
            assert g.hand_scores[-1] == ref_score(bids, taken)
            assert [d[1] for d in g.hand_details[-1]] == g.hand_scores[-1]
            st_["round"] += 1

    for _, a in steps(g, choices, seed):
        check(g, a)
    assert len(g.hand_scores) == rounds and g.is_over()


@settings(max_examples=16, deadline=None)
@given(players_st, options_st, seed_st, st.integers(min_value=0, max_value=5))
def test_every_step_conserves_cards_hides_hands_and_refuses_illegal(n, opts, seed, dealer):
    """make_checker's invariants (test_rules.py) after every step of a random game of up to four
    rounds: cards conserved, own hand exact, no other seat's card in a view, hidden bids hidden,
    an illegal action refused now and then; then the round details and the record."""
    o = dict(opts)
    o["rounds"] = min(4, rounds_cap(n))
    g = new_game("baptistenskat", n, o, seed=seed, first_dealer=dealer % n)
    random_playout(g, seed + 1, check=make_checker(g, Rng(seed + 2)))
    assert g.is_over() and len(g.hand_scores) == g.options["rounds"]
    assert len(g.hand_details) == len(g.hand_scores)
    for i in range(len(g.hand_scores)):
        assert g.hand_scores[i] == [d[1] for d in g.hand_details[i]]
    check_record_roundtrip(g)


@settings(max_examples=30, deadline=None)
@given(players_st, options_st, seed_st, choices_st(300))
def test_replay_equals_play_and_views_hide(n, opts, seed, choices):
    """The Hypothesis choices only (a game cut short, hands still held): every step the shared
    step checks (tests/per_game/props.py check_step), then the record and the views."""
    g = new_game("baptistenskat", n, opts, seed=seed, first_dealer=seed % n)
    for k, (c, a) in enumerate(steps(g, choices, seed)):
        if k == len(choices):
            break
        check_step(g, c, N_ACTIONS, full=k % 7 == 0)
        g.apply(a)
    rec = json.loads(json.dumps(to_record(g)))
    g2 = replay(rec)
    assert g2.history == g.history and g2.hand_scores == g.hand_scores
    for s in range(n):
        v = g.view(s)
        assert v == g2.view(s)
        held = set(v["hand"])
        blob = json.dumps(v)
        for o in range(n):
            if o != s:
                for t in g.view(o)["hand"]:
                    assert t not in held
                    # the other's unplayed card appears nowhere, except as the previous
                    # round's last trick (cards are dealt anew each round)
                    if v["last_trick"] is None or v["last_trick"]["round"] == v["round_no"]:
                        assert '"%s"' % t not in blob
        if opts["hidden_bids"] and v["phase"] == "play":
            assert v["bids"] == [None] * n


@settings(max_examples=50, deadline=None)
@given(players_st, st.integers(min_value=-5, max_value=30))
def test_rounds_option_bounds(n, rounds):
    cap = rounds_cap(n)
    if 1 <= rounds <= cap:
        g = new_game("baptistenskat", n, {"rounds": rounds}, seed=1)
        assert g.view(0)["rounds_total"] == rounds
    else:
        try:
            new_game("baptistenskat", n, {"rounds": rounds}, seed=1)
        except ValueError as e:
            assert "rounds" in str(e)
        else:
            raise AssertionError("rounds %d accepted for %d players" % (rounds, n))


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12))
def test_parse_action_total(text):
    g = new_game("baptistenskat", 4, seed=1)
    try:
        a = g.parse_action(text)
    except IllegalAction as e:
        assert str(e)
    else:
        assert g.action_text(a) == text
        before = snapshot(g)
        if not g.is_legal(a):
            check_illegal_refused(g, a)
        assert snapshot(g) == before


def test_partial_shuffle_is_uniform():
    # chi-square over all 6*5*4 = 120 ordered draws of 3 from 6 (the mixed-radix 4-at-a-time path
    # and the tail path), and over 4 from 7 (one full 4-digit draw).
    for size, k in ((6, 3), (7, 4), (9, 6)):
        r = Rng(size)
        counts = {}
        trials = 24000
        for _ in range(trials):
            c = list(range(size))
            _shuffle_prefix(r, c, k)
            assert sorted(c) == list(range(size))
            key = tuple(c[:k])
            counts[key] = counts.get(key, 0) + 1
        cells = 1
        for i in range(k):
            cells *= size - i
        if cells <= 1000:
            assert len(counts) == cells
            exp = trials / cells
            chi2 = sum((counts.get(key, 0) - exp) ** 2 / exp for key in counts)
            # df = cells - 1; mean df, sd sqrt(2 df): 5 sd is far beyond chance
            assert chi2 < (cells - 1) + 5 * (2 * (cells - 1)) ** 0.5, chi2
        # each position takes each card equally often
        for i in range(k):
            pos = [0] * size
            for key, m in counts.items():
                pos[key[i]] += m
            exp = trials / size
            chi2 = sum((p - exp) ** 2 / exp for p in pos)
            assert chi2 < (size - 1) + 6 * (2 * (size - 1)) ** 0.5, (size, k, i, pos)
