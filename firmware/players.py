"""Who sits at the table: seat names and computer seats.

Computer seats: one bot per computer seat (engine_core.bots), each seeing only its own seat's
views (STYLE.md 6) -- after every move, as a person at the table.
Seat levels: "human", or a bot level ("easy", "normal", "hard").

Seat names: six names, one per seat, kept in names.txt on flash; each is a preset name or a
player's own initials (up to 3 letters, edited on the launcher's Names screen)."""

SEAT_LEVELS = ("human", "easy", "normal", "hard")
PRESETS = ("Anna", "Ben", "Cora", "Dirk", "Eva", "Finn", "Gina", "Hugo", "Ida", "Jan", "Kim", "Lea",
           "Max", "Nora", "Otto", "Pia")
MAX_SEATS = 6
INITIALS = 3  # letters of a player's own name
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"


def valid_name(s):
    """A preset, or 1..3 letters of LETTERS (no separators: names.txt is comma separated)."""
    if s in PRESETS:
        return True
    if not 1 <= len(s) <= INITIALS:
        return False
    for ch in s:
        if LETTERS.find(ch) < 0:
            return False
    return True


def load_names(prefix):
    """The six seat names; the presets for anything missing or damaged."""
    out = list(PRESETS[:MAX_SEATS])
    try:
        with open(prefix + "names.txt") as f:
            got = f.read().split(",")
    except (OSError, ValueError):  # missing, or not text
        return out
    if len(got) == MAX_SEATS:
        for i in range(MAX_SEATS):
            if valid_name(got[i]):
                out[i] = got[i]
    return out


def save_names(prefix, names):
    """Raises OSError when the flash refuses (the caller says so on screen)."""
    import os
    tmp = prefix + "names.tmp"
    with open(tmp, "w") as f:
        f.write(",".join(names))
    try:
        os.rename(tmp, prefix + "names.txt")
    except OSError:  # a filesystem that will not rename onto an existing file (FAT)
        os.remove(prefix + "names.txt")
        os.rename(tmp, prefix + "names.txt")


class Computers:
    def __init__(self, game, levels, seed, board=None):
        """`board`: a board whose BOT_BUDGET_MS is set (the real boards, the emulated one) gives
        every bot that time budget per search on its clock (board.bot_clock, else board.ticks_ms),
        so a hard move never keeps the table waiting long; host boards set none, and there the
        bots' moves depend on the seed alone (the simulator, frame-parity tests, tournaments)."""
        from engine_core.bots import make_bot

        ms = getattr(board, "BOT_BUDGET_MS", 0) if board is not None else 0
        clock = getattr(board, "bot_clock", board.ticks_ms) if ms else None
        self.bots = {}
        for s in range(len(levels)):
            lv = levels[s]
            if lv != "human":
                b = make_bot(game.NAME, lv, s, seed + s)
                if clock is not None:
                    b.set_budget(clock, ms)
                self.bots[s] = b
        self.observe(game)

    def observe(self, game):
        """Show every bot its seat's view after a move (and once at the start)."""
        for s in self.bots:
            self.bots[s].observe(game.view(s))

    def choose(self, game, seat):
        return self.bots[seat].choose(game.view(seat))
