"""Console runner: play any game at the terminal (a developer tool).

    python3 -m host_sim.console [--game NAME] [--players N] [--humans 0,2]
                                [--seed S] [--option name=value ...]
                                [--first-dealer SEAT] [--record FILE]
                                [--resume FILE] [--bot random]

Human seats choose from numbered legal actions; between two human seats a
hand-over prompt clears the screen so nobody sees another hand.  Computer
seats play uniformly random legal actions (or a bot level when bots exist).
The game record (RECORD_FORMAT.md) is written at the end, and after every
action to FILE when --record is given (so a crash loses nothing).
Missing arguments are asked for interactively.
"""

import json
import os
import sys
import time

from engine_core.game import IllegalAction, SetupError
from engine_core.games import GAMES, NAMES, game_class
from engine_core.record import RecordError, replay, to_record
from engine_core.rng import Rng

CLEAR = "\x1b[2J\x1b[H"


class Console:
    def __init__(self, inp=None, out=None):
        self.inp = inp or sys.stdin
        self.out = out or sys.stdout

    def say(self, text=""):
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt):
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            raise EOFError("input ended")
        return line.strip()

    def choose_int(self, prompt, lo, hi, default=None):
        while True:
            d = "" if default is None else " [%d]" % default
            s = self.ask("%s (%d-%d)%s: " % (prompt, lo, hi, d))
            if s == "" and default is not None:
                return default
            try:
                v = int(s)
            except ValueError:
                self.say("  please type a number")
                continue
            if lo <= v <= hi:
                return v
            self.say("  out of range")


def parse_option(cls, text):
    """'name=value' -> (name, value) typed after the option's default."""
    if "=" not in text:
        raise SetupError("option %r: expected name=value" % text)
    name, raw = text.split("=", 1)
    for n, default in cls.OPTIONS:
        if n == name:
            if isinstance(default, bool):
                low = raw.lower()
                if low in ("1", "true", "yes", "on"):
                    return name, True
                if low in ("0", "false", "no", "off"):
                    return name, False
                raise SetupError("option %s: expected true or false, got %r" % (name, raw))
            try:
                return name, int(raw)
            except ValueError:
                raise SetupError("option %s: expected a number, got %r" % (name, raw))
    raise SetupError("options: unknown option %r for %s" % (name, cls.NAME))


def describe_view(v):
    """Readable lines for a seat's view (generic over the four games)."""
    skip = ("game", "seat", "players", "options", "legal", "hand", "hand_scores", "hand_details", "over")
    lines = []
    if "hand" in v:
        lines.append("  your hand: " + " ".join(v["hand"]))
    for k in sorted(v):
        if k in skip:
            continue
        lines.append("  %s: %s" % (k, json.dumps(v[k])))
    return lines


class Match:
    """One game at the console: seats, policies, record file."""

    def __init__(self, con, game, humans, bot_seed=1, record_path=None, bots=None):
        self.con = con
        self.game = game
        self.humans = humans
        self.rng = Rng(bot_seed)
        self.record_path = record_path
        self.last_human = None
        self.bots = bots or {}

    def save(self):
        if not self.record_path:
            return
        tmp = self.record_path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(to_record(self.game), f)
        os.replace(tmp, self.record_path)

    def computer_action(self, seat):
        bot = self.bots.get(seat)
        if bot is not None:
            return bot.choose(self.game.view(seat))
        acts = self.game.legal_actions()
        return acts[self.rng.below(len(acts))]

    def human_turn(self, seat):
        g = self.game
        con = self.con
        if len(self.humans) > 1 and self.last_human is not None and self.last_human != seat:
            con.say(CLEAR)
            con.ask("Pass the device to seat %d, then press Enter " % seat)
        self.last_human = seat
        v = g.view(seat)
        con.say("")
        con.say("== %s, seat %d to act ==" % (g.NAME, seat))
        for line in describe_view(v):
            con.say(line)
        acts = v["legal"]
        for i, a in enumerate(acts):
            con.say("  %2d) %s" % (i + 1, g.action_text(a)))
        while True:
            s = con.ask("seat %d, choose 1-%d (or type the action): " % (seat, len(acts)))
            try:
                k = int(s)
            except ValueError:
                try:
                    a = g.parse_action(s)
                except IllegalAction as e:
                    con.say("  %s" % e)
                    continue
            else:
                if not 1 <= k <= len(acts):
                    con.say("  out of range")
                    continue
                a = acts[k - 1]
            try:
                g.apply(a)
            except IllegalAction as e:
                con.say("  refused: %s" % e)
                continue
            return a

    def observe_all(self):
        # Bots see every action as a person at the table would: their own seat's view.
        for s, bot in self.bots.items():
            bot.observe(self.game.view(s))

    def play(self):
        g = self.game
        con = self.con
        hands_seen = len(g.hand_scores)
        self.observe_all()
        while not g.is_over():
            seat = g.current_player()
            if seat in self.humans:
                a = self.human_turn(seat)
            else:
                a = self.computer_action(seat)
                g.apply(a)
                con.say("seat %d: %s" % (seat, g.action_text(a)))
            self.observe_all()
            self.save()
            if len(g.hand_scores) > hands_seen:
                hands_seen = len(g.hand_scores)
                con.say("-- hand %d scored: %s; totals %s" % (hands_seen, g.hand_scores[-1], g.scores()))
        con.say("")
        con.say("Game over. Scores: %s  Winners: %s" % (g.scores(), g.winners()))
        return g


def _parse_args(argv):
    args = {"options": []}
    flags = {"--game": "game", "--players": "players", "--humans": "humans", "--seed": "seed",
             "--option": "option", "--first-dealer": "first_dealer", "--record": "record",
             "--resume": "resume", "--bot": "bot"}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            args["help"] = True
            i += 1
            continue
        if a not in flags or i + 1 >= len(argv):
            raise SetupError("unknown or incomplete argument %r (see --help)" % a)
        key = flags[a]
        if key == "option":
            args["options"].append(argv[i + 1])
        else:
            args[key] = argv[i + 1]
        i += 2
    return args


def _int(args, key):
    try:
        return int(args[key])
    except ValueError:
        raise SetupError("--%s: expected a number, got %r" % (key.replace("_", "-"), args[key]))


def main(argv=None, inp=None, out=None):
    argv = sys.argv[1:] if argv is None else argv
    con = Console(inp, out)
    try:
        args = _parse_args(argv)
        if args.get("help"):
            con.say(__doc__.strip())
            return 0
        if "resume" in args:
            with open(args["resume"]) as f:
                game = replay(json.load(f))
            humans = set(range(game.players))
        else:
            name = args.get("game")
            if name is None:
                for i, g in enumerate(GAMES):
                    con.say("%d) %s" % (i + 1, g[3]))
                name = NAMES[con.choose_int("game", 1, len(NAMES)) - 1]
            cls = game_class(name)
            if "players" in args:
                players = _int(args, "players")
            else:
                players = con.choose_int("players", cls.MIN_PLAYERS, cls.MAX_PLAYERS, cls.MIN_PLAYERS)
            options = dict(parse_option(cls, o) for o in args["options"])
            if "humans" in args:
                humans = set()
                for s in args["humans"].split(","):
                    if s.strip():
                        humans.add(int(s))
            else:
                n = con.choose_int("human players (the rest are computers)", 0, players, 1)
                humans = set(range(n))
            seed = _int(args, "seed") if "seed" in args else int(time.time()) % 1000000007
            fd = _int(args, "first_dealer") if "first_dealer" in args else None
            game = cls(players, options, seed, fd, None)
        bots = {}
        level = args.get("bot")
        if level and level != "random":
            from engine_core.bots import make_bot  # issue: computer players

            for s in range(game.players):
                if s not in humans:
                    bots[s] = make_bot(game.NAME, level, s, (game.seed or 0) + s, game.options)
        record = args.get("record")
        m = Match(con, game, humans, bot_seed=(game.seed or 0) + 1, record_path=record, bots=bots)
        g = m.play()
        path = record or "%s-%s.json" % (g.NAME, g.seed)
        m.record_path = path
        m.save()
        con.say("Record written to %s" % path)
        return 0
    except (SetupError, RecordError, ValueError, OSError) as e:
        con.say("error: %s" % e)
        return 2
    except (EOFError, KeyboardInterrupt):
        con.say("\nstopped")
        return 1


if __name__ == "__main__":
    sys.exit(main())
