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
        ("the trash goes under the stock", "der Müll kommt unter den Stapel"),
        ("when the stock runs short", "reicht der Stapel nicht"),
        ("A super offer may be led", "Ein Superangebot darf ausgespielt werden"),
        ("In the last round each clears twice", "In der letzten Runde räumt jeder zweimal ab"),
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
        ("P pairs, W wonder hats, B bald heads, = score", "P Paare, W Wunderhüte, G Glatzen, = Punkte"),
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
    assert _text(app, "bargain_hunt").startswith("Schnäppchen Jagd")


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


def test_mono_column_letters_explained_in_help():
    """The small tables' column heads (games/auf_der_hut/layout.py) are the letters the help
    explains, in both languages."""
    from games.auf_der_hut import layout as adh
    for lang, names in ((0, ("pairs", "wonder hats", "bald heads")), (1, ("Paare", "Wunderhüte", "Glatzen"))):
        app = _app(lang)
        text = _text(app, "auf_der_hut")
        for i in range(3):
            assert "%s %s" % (adh.tx(app, 14 + i), names[i]) in text, (lang, i)
