"""The statistics (issue 27, Remember): per game and per name, games played, won, the best and the
summed score, bids made and missed, kept in stats.txt beside names.txt.  Loaded on demand -- once
when a game ends (record) and by the launcher's Statistics screens (launcher_stats.py) -- and
dropped after: no byte of it is held during play.

The file: a checksum line (CRC32 of the rest, 8 hex digits), then one line per row
    "<game>,<who>,<played>,<won>,<best>,<sum>,<made>,<missed>"
where <who> is a seat's name or "=<level>" for a computer (one row per level and game: how well a
level plays is worth knowing beside one's own figures), and one line per title
    "#<game>,<key>"
naming the last game recorded (its seed and move count): a game is recorded once even when its
end is shown again (a finished game stays saved until Play again or the menu, and is resumed at
its end after a power cut).  Rows are kept most recent name first; at most MAX_NAMES names (the
computers' rows besides), an older name's rows go.

Written as the saves are (firmware/save.py): stats.tmp whole, then stats.bak removed, stats.txt
renamed to stats.bak, stats.tmp to stats.txt; read from the first of stats.txt, stats.tmp,
stats.bak whose checksum holds.  A power cut at any step keeps the figures before or after the
game; a damaged file is passed over (never raised), and with none readable the figures start
again.  Through savefs: the tests' fake flash cuts the power here too.
"""
import binascii

from firmware import savefs as fs

MAX_NAMES = 16
_MAX_BYTES = 4096  # a file longer than the rows can make (16 names x 4 games ~ 2.5 KiB) is damaged
FILES = ("stats.txt", "stats.tmp", "stats.bak")
# a row: [game, who, played, won, best, sum, made, missed]
PLAYED, WON, BEST, SUM, MADE, MISSED = 2, 3, 4, 5, 6, 7


def _parse(data):
    """(rows, keys) from a file's text, or None when its checksum or a line is wrong."""
    lines = data.split("\n")
    if len(lines) < 2 or ("%08x" % (binascii.crc32("\n".join(lines[1:]).encode()) & 0xFFFFFFFF)) != lines[0]:
        return None
    rows, keys = [], {}
    for ln in lines[1:]:
        if not ln:
            continue
        p = ln.split(",")
        if ln[0] == "#":
            if len(p) != 2:
                return None
            keys[p[0][1:]] = p[1]
            continue
        if len(p) != 8 or not p[1]:
            return None
        rows.append([p[0], p[1]] + [int(x) for x in p[2:]])
    return rows, keys


def read(prefix):
    """(rows, keys): the figures in the first whole file, or ([], {}) when there is none."""
    for name in FILES:
        try:
            with fs._open(prefix + name) as f:
                data = f.read(_MAX_BYTES + 1)
            if len(data) > _MAX_BYTES:
                continue
            r = _parse(data)
        except Exception:  # missing, a folder, not text, a bad number: the next one
            r = None
        if r is not None:
            return r
    return [], {}


def write(prefix, rows, keys):
    """Write the figures (the protocol in the docstring).  Raises OSError only."""
    body = "".join("%s,%s,%d,%d,%d,%d,%d,%d\n" % tuple(r) for r in rows)
    for g in keys:
        body += "#%s,%s\n" % (g, keys[g])
    tmp, cur, bak = prefix + FILES[1], prefix + FILES[0], prefix + FILES[2]
    fs._free(cur, FILES[0])
    fs._free(bak, FILES[2])
    fs._fresh(tmp, FILES[1])  # a link there is removed, never written through
    with fs._open(tmp, "w") as f:
        f.write("%08x\n" % (binascii.crc32(body.encode()) & 0xFFFFFFFF))
        f.write(body)
    if fs._exists(cur):
        if fs._exists(bak):
            fs._drop(bak)
        fs._os.rename(cur, bak)
    fs._os.rename(tmp, cur)


def clear(prefix):
    """Delete every figure (the launcher asks first).  Never raises."""
    for name in FILES:
        try:
            fs._fresh(prefix + name, name)
        except OSError:
            pass


def _bids(g):
    """Per seat [made, missed]: the game's reasons (hand_details) its folder's `stats` module names
    as a bid made (MADE) or missed (MISSED); None for a game without bids (no such module)."""
    from engine_core.games import part
    try:
        m = part(g.NAME, "stats")
    except ImportError:
        return None
    out = [[0, 0] for _ in range(g.players)]
    for hand in g.hand_details:
        for s in range(g.players):
            rs = hand[s]
            if rs and isinstance(rs[0], str):  # one reason a seat (Baptistenskat)
                rs = (rs,)
            for r in rs:
                if r[0] in m.MADE:
                    out[s][0] += 1
                elif r[0] in m.MISSED:
                    out[s][1] += 1
    return out


def add(rows, keys, g, who):
    """Add finished game g to rows/keys (who: per seat the row's name); False when g was recorded
    already (its key)."""
    key = "%d.%d" % (g.seed or 0, len(g.history))
    if keys.get(g.NAME) == key:
        return False
    keys[g.NAME] = key
    sc = g.scores()
    won = g.winners()
    bids = _bids(g)
    for s in range(g.players):
        row = None
        for r in rows:
            if r[0] == g.NAME and r[1] == who[s]:
                row = r
                break
        if row is None:
            row = [g.NAME, who[s], 0, 0, sc[s], 0, 0, 0]
            rows.append(row)
        row[PLAYED] += 1
        row[WON] += 1 if s in won else 0
        row[BEST] = max(row[BEST], sc[s])
        row[SUM] += sc[s]
        if bids:
            row[MADE] += bids[s][0]
            row[MISSED] += bids[s][1]
    # most recent names first (this table's, in seat order), then the cap on names
    front = [r for w in who for r in rows if r[1] == w]
    rest = [r for r in rows if r[1] not in who]
    rows[:] = []
    names = []
    for r in front + rest:
        if r in rows:
            continue
        if r[1][0] != "=" and r[1] not in names:
            if len(names) >= MAX_NAMES:
                continue
            names.append(r[1])
        rows.append(r)
    return True


def record(app):
    """The game just over (app.game), into the figures, once: the end screen calls this when it
    is entered (again after a resume at the end: the key says it was counted).  A board that may
    not write (a badge's drive lent to the computer) records nothing.  Never raises."""
    if getattr(app.b, "writable", True) is False:
        return
    g = app.game
    try:
        who = [app.seats[s][0] if app.levels[s] == "human" else "=" + app.levels[s] for s in range(g.players)]
        rows, keys = read(app.b.storage)
        if add(rows, keys, g, who):
            write(app.b.storage, rows, keys)
    except Exception:  # no room on the flash, no memory: the game's end is shown all the same
        pass
    from engine_core.games import module_name
    app.unload((module_name(g.NAME, "stats"),))  # the game's bid reasons (_bids): freed again
