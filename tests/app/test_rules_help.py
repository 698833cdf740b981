"""The in-app rules help (games/<game>/help_<lang>.py) says what RULINGS.md says, in both languages, with the
screens' own words (issue 14 point 11): each fact the help once got wrong or left out is checked
here, the German pages use real umlauts, and Auf der Hut's score line computes RULINGS.md 4."""
import re
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.games import GAMES, game_class  # noqa: E402
from firmware import rulebook, words  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import clean  # noqa: E402

GI = {GAMES[i][0]: i for i in range(len(GAMES))}

# (English, German) phrases each help must contain: one per error or gap of issue 14 point 11
FACTS = {
    "bargain_hunt": (
        ("Only if a card reached the bargain pile", "Nur wenn eine Karte dorthin kam"),  # not always
        ("or nothing", "oder nichts"),  # clearing is optional
        ("Super offers can never be cleared", "Superangebote kann man nie abräumen"),
        ("the trash is shuffled and goes under the stock", "der Müll wird gemischt und kommt unter den Stapel"),
        ("when the stock runs short", "reicht der Stapel nicht"),
        ("A super offer may be led", "Ein Superangebot darf ausgespielt werden"),
        ("In the last round each clears twice", "In der letzten Runde räumt jeder zweimal nacheinander ab"),
        ("The player left of the dealer leads", "Der Spieler links vom Geber spielt aus"),
    ),
    "bobs_hat": (
        ("one or more", "eines oder mehrere"),
        ("the cards dealt to each player", "die Kartenzahl je Spieler"),
        ("score nothing for it, not even the hat", "nichts dafür erhalten, auch nicht den Hut"),
        ("If no card of that suit was dealt, it is made: +5", "Wurde keine Karte dieser Farbe ausgeteilt, "
         "ist es erfüllt: +5"),
        ("-1 per card of that suit taken", "-1 je genommene Karte dieser Farbe"),
        ("12 hands with 3 players, 10 with 4, 8 with 5", "12 Runden zu dritt, 10 zu viert, 8 zu fünft"),
        ("highest total wins", "gewinnt die höchste Summe"),
        ("Scores can be negative", "Punkte können negativ sein"),
    ),
    "baptistenskat": (
        ("The highest non-zero exact bid scores double", "Das höchste genau erfüllte Gebot über 0 zählt doppelt"),
        ("ties all double", "bei Gleichstand an alle"),
        ("A bid of 0 never doubles", "Ein Gebot 0 zählt nie doppelt"),
        ("The player left of the dealer leads", "Der Spieler links vom Geber spielt aus"),
        ("the trick winner leads next", "danach der Gewinner des Stichs"),
        ("highest total wins", "gewinnt die höchste Summe"),
    ),
    "auf_der_hut": (
        ("Option no swap back", "Option ohne Rücktausch"),  # an option, not a rule
        ("Option play on", "Option weiterspielen"),
        ("only 3 characters with hats remain", "nur noch 3 Figuren mit Hut"),
        ("ties share the win", "bei Gleichstand gewinnen alle"),
        ("since your last turn", "seit deinem letzten Zug"),
        # issue 27 point 10: the 128x64 table has no "P W B =" columns; the Scores page has words
        ("Scores page lists each player's pairs, wonder hats and bald heads",
         "nennt Paare, Wunderhüte und Glatzen jedes Spielers"),
    ),
}

# issue 27 point 10: the corrections and the rules RULINGS.md states that the help left out
FACTS27 = {
    "bobs_hat": (
        ("a trick containing a 14 or 15", "einen Stich mit einer 14 oder 15"),
        ("The Bob's Hat card is not a taken card", "Die Bobs-Hut-Karte zählt nicht als genommene Karte"),
        ("a renege (-15 at a table) cannot happen", "kein Nichtbedienen (-15 am Tisch)"),
        ("also if you bid nothing", "auch ohne Gebot"),
        ("at most 16, 11, 8", "höchstens 16, 11, 8"),
    ),
    "bargain_hunt": (
        ("colour already declared not trump in this trick", "in diesem Stich schon als nicht Trumpf erklärte"),
        ("never a super offer", "nie ein Superangebot"),
        ("the card scores +1", "die Karte zählt +1"),
        ("round 1 has 7 tricks", "Runde 1 hat also 7 Stiche"),
        ("each clears twice in a row", "zweimal nacheinander ab"),
        ("the trash is shuffled", "der Müll wird gemischt"),
    ),
    "baptistenskat": (
        ("0 to the cards in hand", "0 bis zur Kartenzahl"),
        ("at most 10, 7 with 6 players", "höchstens 10, 7 zu sechst"),
        ("If everyone bids 0, the round scores 0", "Bieten alle 0, zählt die Runde 0"),
    ),
    "auf_der_hut": (
        ("20 characters (10 x 2), 24 hats (10 x 2 and 4 wonder hats)",
         "20 Figuren (10 x 2), 24 Hüte (10 x 2 und 4 Wunderhüte)"),
        ("(characters 13 hats 17)", "(Figuren 13 Hüte 17)"),
        ("a wonder hat fits none", "ein Wunderhut passt zu keiner"),
        ("A spot without a hat (option play on) cannot be chosen",
         "Ein Platz ohne Hut (Option weiterspielen) ist nicht wählbar"),
        ("a dotted line marks that pair", "eine gepunktete Linie zeigt dieses Paar"),
    ),
}

# words the help once used and the screens do not (point 11)
WRONG = {
    "bargain_hunt": (("SSO", "that value becomes his bargain"), ("SSA",)),
    "bobs_hat": (("any set",), ()),
    "auf_der_hut": (("pairs minus bald heads",), ("Paare minus Glatzen",)),
}


def _app(lang):
    b = FakeBoard(128, 64, True)
    clean(b)
    app = App(b)
    app.lang = lang
    return app


def _text(app, game):
    return " ".join(rulebook.pages(app, GI[game]))


def test_each_listed_fact_in_both_languages():
    for lang in (0, 1):
        app = _app(lang)
        for game, facts in FACTS.items():
            text = _text(app, game)
            for pair in facts:
                assert pair[lang] in text, (game, lang, pair[lang])
            for bad in WRONG.get(game, ((), ()))[lang]:
                assert bad not in text, (game, lang, bad)


def test_help_uses_the_screens_words():
    """Every option of a game is named as the setup screen names it, and a card or hat the
    screen names has the same name in the help (e.g. `super offer`, never `SSO`)."""
    for lang in (0, 1):
        app = _app(lang)
        for game in GI:
            text = _text(app, game).lower()
            for opt, _ in game_class(game).OPTIONS:
                w = words.word(opt, lang).lower()
                w = w.split(" (")[0]  # "hook (pro 1)": the help spells out "(pro 1: ...)"
                assert w in text, (game, lang, opt, w)
        for w in ("sso", "bargain"):
            assert words.word(w, lang).lower() in _text(app, "bargain_hunt").lower(), (lang, w)
        adh = _text(app, "auf_der_hut")
        from games.auf_der_hut.layout import hat_name
        for ch in ("princess", "pirate", "gardener", "jester", "knight", "witch", "cowboy", "viking",
                   "wizard", "chef"):
            assert words.word(ch, lang).lower() in adh.lower(), (lang, ch)
            assert hat_name(ch, lang).lower() in adh.lower(), (lang, ch)


def test_german_pages_use_umlauts():
    app = _app(1)
    for game in GI:
        text = _text(app, game)
        # ae/oe/ue spelled out (an umlaut's stand-in); "au"/"eu" + e (Schauen, neue) is German
        bad = re.findall(r"\w*(?:ae|oe|(?<![aeAE])ue)\w*", text, re.I)
        assert not bad, (game, bad)
        assert re.search("[äöüß]", text), game


def test_german_titles():
    app = _app(1)
    assert _text(app, "bobs_hat").startswith("Wo ist Bobs Hut?")
    # the menu's title, one word (issue 27 point 10: "Schnäppchen Jagd" stood beside it)
    assert _text(app, "bargain_hunt").startswith(words.title("bargain_hunt", 1) + ":")


def _formula(text, names):
    m = re.search(r"%s - max\(0, min\(%s, %s\) - %s\)" % (names[0], names[1], names[0], names[2]), text)
    assert m, text
    return m.group(0)


def test_auf_der_hut_score_line_follows_rulings():
    """The score line, read as arithmetic, gives RULINGS.md 4's known answers and the engine's
    own score function (games.auf_der_hut.rules.final_score) for every small holding."""
    from games.auf_der_hut.rules import final_score
    known = ((4, 2, 1, 3), (1, 2, 1, 1), (0, 3, 2, 0), (2, 5, 0, 0))
    known += tuple((p, b, w, final_score(p, b, w)) for p in range(6) for b in range(7) for w in range(5))
    for lang, names in ((0, ("pairs", "bald", "wonder")), (1, ("Paare", "Glatzen", "Wunder"))):
        f = _formula(_text(_app(lang), "auf_der_hut"), names)
        for p, b, w, want in known:
            got = eval(f, {"max": max, "min": min}, {names[0]: p, names[1]: b, names[2]: w})
            assert got == want, (lang, f, p, b, w, got)


def test_every_word_fits_a_mono_line():
    for lang in (0, 1):
        app = _app(lang)
        for game in GI:
            for w in _text(app, game).split():
                assert len(w) <= app.cols, (game, w)


# (test_mono_column_letters_explained_in_help is gone with issue 27 point 10: the help promised
# "P W B =" columns the 128x64 table does not have; where a table shows the letters it writes their
# legend under them itself -- tests/per_game/auf_der_hut/test_screens.py test_tallies_are_labelled_and_never_inverted
# -- and the help now points to the Scores page's words, FACTS above.)


# issue 27 point 10: words that contradicted the help itself or the screens
WRONG27 = {
    "bobs_hat": (("a trick holding",), ()),
    "bargain_hunt": ((), ("Schnäppchen Jagd",)),
    "auf_der_hut": (("count for anyone", "P pairs"), ("gelten für jede", "P Paare", "ansehen")),
}


def test_issue27_rules_corrections_in_both_languages():
    for lang in (0, 1):
        app = _app(lang)
        for game, facts in FACTS27.items():
            text = _text(app, game)
            for pair in facts:
                assert pair[lang] in text, (game, lang, pair[lang])
        for game, bad in WRONG27.items():
            text = _text(app, game)
            for w in bad[lang]:
                assert w not in text, (game, lang, w)


def test_fewest_x2_is_named_alike_on_screen_in_setup_and_help():
    """The bid word `fewest2` reads "fewest x2" as the setup's option and the help say (it showed
    as the card-like "fewest 2")."""
    for lang, want in ((0, "fewest x2"), (1, "wenigste x2")):
        assert words.word("fewest2", lang) == want
        assert words.word("double_fewest", lang) == want
        assert want in _text(_app(lang), "bobs_hat")
