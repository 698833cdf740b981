"""Registry of games: one line per game (docs/NEW_GAME.md).  Everything a game owns lives in
its own folder, a package named on its line (games/<name>/: rules, bots, layout, help, words),
and is imported only when asked for, so a board loads just the game it plays (STYLE.md 13, 16).

A line is (record name, package, class, English title, German title):
- record name  the game's name in records and saves (RECORD_FORMAT.md `game`);
- package      the folder's dotted name; its modules are found by their file names
               (part(name, "rules"), part(name, "bots"), part(name, "layout"), ...);
- class        the Game subclass in the package's `rules` module;
- the titles   shown on the launcher's menu, so the menu never imports a game.
A tuple keeps the menu order.  A fifth game adds one line here and touches nothing else
(tests/new_game/test_new_game.py adds one from a temporary folder).
"""
import sys

GAMES = (
    ("bobs_hat", "games.bobs_hat", "BobsHat", "Where's Bob's Hat?", "Wo ist Bobs Hut?"),
    ("bargain_hunt", "games.bargain_hunt", "BargainHunt", "Bargain Hunt", "Schnäppchenjagd"),
    ("baptistenskat", "games.baptistenskat", "Baptistenskat", "Baptistenskat", "Baptistenskat"),
    ("auf_der_hut", "games.auf_der_hut", "AufDerHut", "Auf der Hut", "Auf der Hut"),
)

NAMES = tuple(g[0] for g in GAMES)


def register(line):
    """Add a game's registry line at the end of the menu (a game outside this tree: a test's
    temporary folder, a board's extra game).  A name already registered is replaced."""
    global GAMES, NAMES
    GAMES = tuple(g for g in GAMES if g[0] != line[0]) + (tuple(line),)
    NAMES = tuple(g[0] for g in GAMES)


def line(name):
    """The registry line of game `name`; ValueError for an unknown name."""
    for g in GAMES:
        if g[0] == name:
            return g
    raise ValueError("unknown game %r (one of %s)" % (name, ", ".join(NAMES)))


def module_name(name, part):
    """The dotted name of module `part` (rules, bots, layout, help_en, ...) of game `name`."""
    return line(name)[1] + "." + part


def part(name, part, fromlist=("x",)):
    """Module `part` of game `name`'s folder, imported (ImportError if the game has none).  One
    loaded already is sys.modules' own: an import of a dotted name looks each of its packages up
    again by a name made for it (~0.5 ms a call on the RP2040, where the play screen asks for its
    layout at each turn's start and each cursor move: issue 25)."""
    n = module_name(name, part)
    m = sys.modules.get(n)
    return __import__(n, None, None, fromlist) if m is None else m


def title(name, lang):
    """The game's title in language `lang` (0 English, 1 German)."""
    return line(name)[3 + (1 if lang else 0)]


def game_class(name):
    """The Game subclass for a record name; ValueError for an unknown name."""
    g = line(name)
    return getattr(part(name, "rules", (g[2],)), g[2])


def new_game(name, players, options=None, seed=0, first_dealer=None, deals=None):
    return game_class(name)(players, options, seed, first_dealer, deals)
