"""A game's creation (engine_core/game.py `Game.__init__`, PROTOCOL.md "Creating a game"): the
players, seed, options, first dealer and deals a constructor takes, checked and kept.  Imported for
a game's creation only (a new game, a replay, an undo) and dropped by the app while a game is played
(firmware/app.py _HELD): no move runs this code (issue 24, heap).  It imports nothing of the engine
(game.py imports it): a refusal is returned as the SetupError's message.
"""


def checked(g, players, options, seed, first_dealer, deals):
    """Check the arguments of game g's constructor, in this order, and keep them as g.players,
    g.seed, g.options (resolved: every option, defaults filled in), g.first_dealer, g.deals.
    None, or the message of the SetupError the constructor raises, naming the field."""
    if not isinstance(players, int) or not (g.MIN_PLAYERS <= players <= g.MAX_PLAYERS):
        return "players: %s needs %d to %d players, got %r" % (g.NAME, g.MIN_PLAYERS, g.MAX_PLAYERS, players)
    g.players = players
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        return "seed: must be an integer, got %r" % (seed,)
    g.seed = seed  # None: explicit deals must cover every chance event
    given = {} if options is None else options
    if not isinstance(given, dict):
        return "options: must be an object"
    opts = {}  # every option: the value given, else the game's default
    for name, default in g.OPTIONS:
        if name in given:
            opts[name] = given[name]
        else:
            opts[name] = g._default_option(name, default)
    for k in given:
        if k not in opts:
            return "options: unknown option %r for %s" % (k, g.NAME)
    for name, _ in g.OPTIONS:
        msg = g._check_option(name, opts[name], opts)
        if msg:
            return "options: %s %s" % (name, msg)
    g.options = opts
    if first_dealer is not None:
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not (0 <= first_dealer < players):
            return "first_dealer: must be a seat 0..%d, got %r" % (players - 1, first_dealer)
    g.first_dealer = first_dealer  # as given (None = the game's default)
    if deals is not None and not isinstance(deals, list):
        return "deals: must be a list"
    g.deals = deals  # raw explicit deals (record form) or None
    return None
