"""Registry of games.  Each game lives in its own module, imported only when
asked for, so a board loads just the rules it plays (STYLE.md 13)."""

# (record name, module, class, display name) -- a tuple keeps the menu order.
GAMES = (
    ("bobs_hat", "engine_core.bobs_hat", "BobsHat", "Where's Bob's Hat?"),
    ("bargain_hunt", "engine_core.bargain_hunt", "BargainHunt", "Bargain Hunt"),
    ("baptistenskat", "engine_core.baptistenskat", "Baptistenskat", "Baptistenskat"),
    ("auf_der_hut", "engine_core.auf_der_hut", "AufDerHut", "Auf der Hut"),
)

NAMES = tuple(g[0] for g in GAMES)


def game_class(name):
    """The Game subclass for a record name; ValueError for an unknown name."""
    for rec, mod, cls, _ in GAMES:
        if rec == name:
            m = __import__(mod, None, None, (cls,))
            return getattr(m, cls)
    raise ValueError("unknown game %r (one of %s)" % (name, ", ".join(NAMES)))


def new_game(name, players, options=None, seed=0, first_dealer=None, deals=None):
    return game_class(name)(players, options, seed, first_dealer, deals)
