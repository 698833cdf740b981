"""The device app: a screen stack driven by op codes (STYLE.md 11, 12).

Every play screen is drawn ONLY from game.view(seat) of the seat shown (STYLE.md 6).
"""
import gc
import sys

from firmware import font, ops, save
from firmware.players import SEAT_LEVELS, Computers

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# --- UI text: two tuples indexed by const ids (memory-lean) -------------------
T_RESUME = const(0)
T_SETTINGS = const(1)
T_PLAYERS = const(2)
T_START = const(3)
T_PASS = const(4)
T_PRESS_OK = const(5)
T_CONFIRM = const(6)
T_GAME_OVER = const(7)
T_WINS = const(8)
T_LANG = const(9)
T_SOUND = const(10)
T_HUMAN = const(11)
T_CPU = const(12)
T_THINKING = const(13)
T_NO_SAVE = const(14)
T_ON = const(15)
T_OFF = const(16)
T_SCORES = const(17)
T_TIMEOUT = const(18)
T_RULES = const(19)
T_CONTINUE = const(20)
T_LAST_TRICK = const(21)
T_SHEET = const(22)
T_CHART = const(23)
T_QUIT = const(24)
T_HAND = const(25)
T_DEALER = const(26)
T_DEFAULT = const(27)
T_NONE_YET = const(28)

_EN = ("Resume", "Settings", "Players", "Start", "Pass to", "press OK", "Confirm?",
       "Game over", "wins", "Language", "Sound", "human", "computer", "thinking...",
       "Save unreadable", "on", "off", "Scores", "Timeout s", "Rules", "Continue", "Last trick",
       "Score sheet", "Chart", "Quit to menu", "Hand", "First dealer", "default", "none yet")
_DE = ("Fortsetzen", "Einstellungen", "Spieler", "Start", "Weitergeben an", "OK drücken",
       "Bestätigen?", "Spielende", "gewinnt", "Sprache", "Ton", "Mensch", "Computer",
       "denkt nach...", "Spielstand defekt", "an", "aus", "Punkte", "Abschaltung s", "Regeln", "Weiter",
       "Letzter Stich", "Punkteblatt", "Verlauf", "Zum Menü", "Runde", "Erster Geber", "Standard", "noch keiner")

NAMES = ("Anna", "Ben", "Cora", "Dirk", "Eva", "Finn")
CPU_DELAY = const(600)  # ms between computer moves: a readable pace

# theme: palette indexes (colour boards); mono uses 0/1
_PALETTE = (0x0000, 0xFFFF, 0xFFE0, 0x07E0, 0xF800, 0x001F, 0x7BEF, 0x39E7,
            0xFD20, 0x07FF, 0xF81F, 0x8410, 0x0400, 0x8000, 0x0010, 0xC618)
BG = const(0)
FG = const(1)
HI = const(2)


class App:
    def __init__(self, board):
        self.b = board
        self.fb = board.fb
        self.mono = board.mono
        self.lh = 8 if board.height < 100 else 10  # line height
        self.rows = board.height // self.lh
        if not board.mono and board.palette is not None:
            for i in range(16):
                board.palette[i] = _PALETTE[i]
        self.lang = 0
        self.sound = True
        self.timeout = 60
        self._load_settings()
        self.stack = []
        self.game = None
        self.seats = None  # list of (name, human)
        self.last_human = None
        self.hands_seen = 0  # finished hands already shown on the results screen
        self.due = None  # ms when a computer move is due
        self.now = 0
        self.last_key = 0
        self.dim = 0  # 0 awake, 1 dimmed, 2 blank
        self.msg = None
        self.push(("menu", 0))

    # --- text ---------------------------------------------------------------
    def t(self, i):
        return (_DE if self.lang else _EN)[i]

    # --- settings -----------------------------------------------------------
    def _load_settings(self):
        try:
            with open(self.b.storage + "settings.txt") as f:
                p = f.read().split(",")
            self.lang = int(p[0]) & 1
            self.sound = p[1] == "1"
            self.timeout = int(p[2])
        except Exception:  # missing or damaged: defaults
            pass

    def _save_settings(self):
        try:
            with open(self.b.storage + "settings.txt", "w") as f:
                f.write("%d,%d,%d" % (self.lang, 1 if self.sound else 0, self.timeout))
        except OSError:
            pass

    # --- stack --------------------------------------------------------------
    def push(self, scr):
        self.stack.append(list(scr))
        self.draw()

    def replace(self, scr):
        self.stack[-1] = list(scr)
        self.draw()

    def back(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self.draw()

    # --- timers -------------------------------------------------------------
    def busy(self):
        return self.due is not None

    def tick(self, now_ms):
        self.now = now_ms
        if self.timeout and self.dim < 2:
            idle = now_ms - self.last_key
            if idle > self.timeout * 1000 and self.dim < 2:
                self.dim = 2
                self.b.set_backlight(0)
            elif idle > self.timeout * 500 and self.dim == 0:
                self.dim = 1
                self.b.set_backlight(20)
        if self.due is not None and now_ms >= self.due:
            self.due = None
            self._cpu_move()

    # --- input --------------------------------------------------------------
    def handle(self, op):
        self.last_key = self.now
        if self.dim:
            self.dim = 0
            self.b.set_backlight(100)
            return  # the waking key is swallowed
        if self.sound:
            self.b.beep(2000, 10)
        scr = self.stack[-1]
        getattr(self, "_h_" + scr[0])(scr, op)

    # --- drawing ------------------------------------------------------------
    def line(self, row, s, hi=False):
        y = row * self.lh
        fg = FG
        if hi:
            self.fb.fill_rect(0, y, self.b.width, self.lh, FG if self.mono else HI)
            fg = BG
        font.text(self.fb, s[: self.b.width // 6], 0, y + (self.lh - 8) // 2, fg, self.mono)

    def draw(self):
        self.fb.fill(BG)
        scr = self.stack[-1]
        getattr(self, "_d_" + scr[0])(scr)
        self.b.show()

    def _list(self, title, items, sel):
        self.line(0, title)
        n = self.rows - 1
        top = 0 if sel < n else sel - n + 1
        for i in range(top, min(len(items), top + n)):
            self.line(1 + i - top, items[i], i == sel)

    @staticmethod
    def _move(scr, op, n):
        if op in (ops.NEXT, ops.DOWN):
            scr[1] = (scr[1] + 1) % n
        elif op in (ops.PREV, ops.UP):
            scr[1] = (scr[1] - 1) % n

    # --- launcher -----------------------------------------------------------
    def _menu_items(self):
        from engine_core.games import GAMES
        items = [g[3] for g in GAMES]
        if save.exists(self.b.storage):
            items.append(self.t(T_RESUME))
        items.append(self.t(T_SETTINGS))
        items.append(self.t(T_RULES))
        return items

    def _d_menu(self, scr):
        items = self._menu_items()
        self._list(self.msg or "Card console", items, scr[1])

    def _h_menu(self, scr, op):
        items = self._menu_items()
        self.msg = None
        if op == ops.OK:
            i = scr[1]
            if i < 4:
                from engine_core.games import GAMES, game_class
                try:
                    game_class(GAMES[i][0])
                except ImportError:  # that game's module is not on this board
                    self.msg = "n/a: " + GAMES[i][3]
                    self.draw()
                    return
                self.push(("setup", 0, i, None))
            elif items[i] == self.t(T_SETTINGS):
                self.push(("settings", 0))
            elif items[i] == self.t(T_RULES):
                self.push(("rulesmenu", 0))
            else:
                self._release()
                g, err = save.load(self.b.storage)
                if g is None:
                    self.msg = self.t(T_NO_SAVE)
                    self.draw()
                    return
                self.game = g
                levels = save.read_seats(self.b.storage, g.players)
                if levels is None:  # no or damaged sidecar: everyone at the table plays
                    levels = ["human"] * g.players
                self.seats = [(NAMES[i], levels[i] == "human") for i in range(g.players)]
                self.computers = Computers(g, levels, (g.seed or 0) + 1)
                self.hands_seen = len(g.hand_scores)
                self.last_human = None
                self._next_turn()
            return
        self._move(scr, op, len(items))
        self.draw()

    def _release(self):
        # a game starts in a clean heap: drop launcher-only modules
        for m in ("engine_core.games_menu",):
            if m in sys.modules:
                del sys.modules[m]
        gc.collect()

    # --- settings -----------------------------------------------------------
    def _settings_items(self):
        return ["%s: %s" % (self.t(T_LANG), "Deutsch" if self.lang else "English"),
                "%s: %s" % (self.t(T_SOUND), self.t(T_ON if self.sound else T_OFF)),
                "%s: %d" % (self.t(T_TIMEOUT), self.timeout)]

    def _d_settings(self, scr):
        self._list(self.t(T_SETTINGS), self._settings_items(), scr[1])

    def _h_settings(self, scr, op):
        if op == ops.BACK:
            self._save_settings()
            self.back()
            return
        if op == ops.OK:
            if scr[1] == 0:
                self.lang ^= 1
            elif scr[1] == 1:
                self.sound = not self.sound
            else:
                self.timeout = (0, 30, 60, 120)[((0, 30, 60, 120).index(self.timeout) + 1) % 4] \
                    if self.timeout in (0, 30, 60, 120) else 60
        else:
            self._move(scr, op, 3)
        self.draw()

    # --- setup: scr = ["setup", sel, game index, state] ---------------------
    def _setup_state(self, scr):
        if scr[3] is None:
            from engine_core.games import GAMES, game_class
            cls = game_class(GAMES[scr[2]][0])
            n = cls.MIN_PLAYERS
            # per seat: index into players.SEAT_LEVELS (0 = human, else a computer level)
            scr[3] = {"cls": cls, "n": n, "human": [0] + [2] * (cls.MAX_PLAYERS - 1),
                      "opts": {}, "err": None, "dealer": None}
        return scr[3]

    def _setup_items(self, st):
        cls = st["cls"]
        items = ["%s: %d" % (self.t(T_PLAYERS), st["n"])]
        for i in range(st["n"]):
            lv = st["human"][i]
            items.append("%s: %s" % (NAMES[i], self.t(T_HUMAN) if lv == 0
                                     else "%s %s" % (self.t(T_CPU), SEAT_LEVELS[lv])))
        for name, d in cls.OPTIONS:
            v = st["opts"].get(name, d)
            items.append("%s: %s" % (name, (self.t(T_ON if v else T_OFF)) if isinstance(v, bool) else v))
        d = st["dealer"]
        items.append("%s: %s" % (self.t(T_DEALER), self.t(T_DEFAULT) if d is None else NAMES[d]))
        items.append(self.t(T_START))
        return items

    def _d_setup(self, scr):
        st = self._setup_state(scr)
        self._list(st["err"] or st["cls"].NAME, self._setup_items(st), scr[1])

    def _h_setup(self, scr, op):
        st = self._setup_state(scr)
        items = self._setup_items(st)
        if op == ops.BACK:
            self.back()
            return
        if op != ops.OK:
            self._move(scr, op, len(items))
            self.draw()
            return
        cls = st["cls"]
        i = scr[1]
        st["err"] = None
        if i == 0:
            st["n"] = st["n"] + 1 if st["n"] < cls.MAX_PLAYERS else cls.MIN_PLAYERS
            st["opts"] = {}  # limits (hands, rounds) depend on the player count
            st["dealer"] = None
        elif i <= st["n"]:
            st["human"][i - 1] = (st["human"][i - 1] + 1) % len(SEAT_LEVELS)
        elif i < len(items) - 2:
            name, d = cls.OPTIONS[i - 1 - st["n"]]
            v = st["opts"].get(name, None)
            if isinstance(d, bool):
                st["opts"][name] = not (d if v is None else v)
            else:
                st["opts"][name] = self._next_count(cls, st, name, v)
        elif i == len(items) - 2:
            d = st["dealer"]
            st["dealer"] = 0 if d is None else (None if d + 1 >= st["n"] else d + 1)
        else:
            self._start(st)
            return
        self.draw()

    def _next_count(self, cls, st, name, v):
        """The next allowed value of an int option: the game's own limits decide
        (hands 1..16/11/8 in Bob's Hat, rounds 1..cap in Baptistenskat)."""
        from engine_core.game import SetupError
        if v is None:
            v = cls(st["n"], {}, 0).options[name]
        try:
            cls(st["n"], {name: v + 1}, 0)
            return v + 1
        except SetupError:
            return 1

    def _start(self, st):
        from engine_core.game import SetupError
        cls = st["cls"]
        seed = (self.now * 7919 + 12345) & 0x3FFFFFFF
        try:
            g = cls(st["n"], dict(st["opts"]), seed, st["dealer"])
        except SetupError as e:
            st["err"] = str(e)
            self.draw()
            return
        self._release()
        self.game = g
        levels = [SEAT_LEVELS[st["human"][i]] for i in range(st["n"])]
        if "human" not in levels:
            levels[0] = "human"
        self.seats = [(NAMES[i], levels[i] == "human") for i in range(st["n"])]
        self.computers = Computers(g, levels, seed)
        self.hands_seen = 0
        self.last_human = None
        try:
            save.write_seats(self.b.storage, levels)
        except OSError:
            self.msg = "save failed"  # the game still plays; Resume will seat everyone as human
        self._save()
        self._next_turn()

    # --- play ---------------------------------------------------------------
    def _save(self):
        try:
            save.write(self.b.storage, self.game)
        except OSError:
            self.msg = "save failed"

    def _humans(self):
        return [i for i in range(len(self.seats)) if self.seats[i][1]]

    def _next_turn(self):
        g = self.game
        self.stack = [["menu", 0]]
        if len(g.hand_scores) > self.hands_seen and not g.is_over():
            # a hand/round was just scored: show its points and reasons (public) first
            self.hands_seen = len(g.hand_scores)
            self.push(("hand", 0))
            return
        if g.is_over():
            self.push(("over", 0))
            return
        cp = g.current_player()
        if not self.seats[cp][1]:
            # show the table from the (last) human's side while the computer thinks
            seat = self.last_human if self.last_human is not None else self._humans()[0]
            self.push(("wait", 0, seat))
            self.due = self.now + CPU_DELAY
            return
        if self.last_human is not None and self.last_human != cp and len(self._humans()) > 1:
            self.push(("pass", 0, cp))
            return
        if self.last_human is None and len(self._humans()) > 1:
            self.push(("pass", 0, cp))
            return
        self.push(("play", 0, cp, None))

    def _cpu_move(self):
        g = self.game
        cp = g.current_player()
        a = self.computers.choose(g, cp)
        g.apply(a)
        self.computers.observe(g)
        self._save()
        self._next_turn()

    def _view_lines(self, v):
        """Generic table text from a view (keys documented by each game)."""
        g = self.game
        out = []
        sc = v.get("scores") or []
        out.append(" ".join("%s:%d" % (self.seats[i][0][:2], sc[i]) for i in range(len(sc))))
        row = v.get("row")
        if row:
            out.append(" ".join((r["character"] or "-")[:3] + ("^" if r["hat"] else "") for r in row))
        pk = v.get("peeked")
        if pk:
            out.append("peek %d: %s" % (pk["spot"], pk["hat"]))
        if v.get("last_action"):
            out.append("%s: %s" % (self.seats[v["last_seat"]][0], v["last_action"]))
        hand = v.get("hand")
        if hand:
            out.append(" ".join(hand))
        for k in ("trick", "trump", "bids"):
            if v.get(k) is not None:
                out.append("%s: %s" % (k, v[k]))
        del g
        return out

    def _d_wait(self, scr):
        v = self.game.view(scr[2])
        if len(self._humans()) > 1:
            # the device may be changing hands: show the table, nobody's cards
            v["hand"] = []
            v.pop("peeked", None)
        for i, s in enumerate(self._view_lines(v)[: self.rows - 1]):
            self.line(i, s)
        self.line(self.rows - 1, "%s %s" % (self.seats[self.game.current_player()][0], self.t(T_THINKING)))

    def _h_wait(self, scr, op):
        pass  # computer moves come from tick()

    def _d_pass(self, scr):
        self.line(1, self.t(T_PASS))
        self.line(2, self.seats[scr[2]][0], True)
        self.line(3, self.t(T_PRESS_OK))

    def _h_pass(self, scr, op):
        if op == ops.OK:
            self.replace(("play", 0, scr[2], None))

    def _d_play(self, scr):
        g = self.game
        v = g.view(scr[2])
        lines = self._view_lines(v)
        legal = v.get("legal") or []
        nl = min(len(lines), max(1, self.rows - 4))
        for i in range(nl):
            self.line(i, lines[i])
        if scr[3] is not None:
            self.line(nl, "%s %s" % (g.action_text(legal[scr[1]]), self.t(T_CONFIRM)), True)
            return
        n = self.rows - nl - 1
        self.line(nl, self.seats[scr[2]][0] + ":")
        sel = scr[1]
        top = 0 if sel < n else sel - n + 1
        for i in range(top, min(len(legal), top + n)):
            self.line(nl + 1 + i - top, g.action_text(legal[i]), i == sel)

    def _h_play(self, scr, op):
        g = self.game
        legal = g.legal_actions()
        if scr[3] is not None:
            if op == ops.OK:
                g.apply(legal[scr[1]])
                self.computers.observe(g)
                self.last_human = scr[2]
                self._save()
                self._next_turn()
                return
            scr[3] = None
        elif op == ops.OK:
            scr[3] = 1
        elif op == ops.BACK:
            self.push(("ingame", 0, scr[2]))
            return
        else:
            self._move(scr, op, len(legal))
        self.draw()

    def _d_over(self, scr):
        g = self.game
        sc = g.scores()
        self.line(0, self.t(T_GAME_OVER))
        for i in range(g.players):
            self.line(1 + i, "%s %d" % (self.seats[i][0], sc[i]), i in g.winners())
        w = g.winners()
        self.line(g.players + 1, "%s %s" % (",".join(self.seats[i][0] for i in w), self.t(T_WINS)))

    def _h_over(self, scr, op):
        if op in (ops.OK, ops.BACK):
            save.clear(self.b.storage)
            self.game = None
            self.stack = []
            self.push(("menu", 0))

    # --- hand results (public) ------------------------------------------------
    def _d_hand(self, scr):
        from firmware import results
        g = self.game
        v = g.view(0)
        k = len(g.hand_scores)
        self.line(0, "%s %d" % (self.t(T_HAND), k))
        names = [n for n, _ in self.seats]
        lines = results.hand_lines(names, g.hand_scores[-1], v.get("last_hand_details"), self.lang)
        for i in range(min(len(lines), self.rows - 2)):
            self.line(1 + i, lines[i])
        self.line(self.rows - 1, self.t(T_PRESS_OK))

    def _h_hand(self, scr, op):
        if op == ops.OK:
            self._next_turn()

    # --- in-game menu: scr = ["ingame", sel, seat] --------------------------------
    def _ingame_items(self):
        return [self.t(T_CONTINUE), self.t(T_LAST_TRICK), self.t(T_SHEET), self.t(T_CHART), self.t(T_RULES),
                self.t(T_QUIT)]

    def _d_ingame(self, scr):
        self._list(self.seats[scr[2]][0], self._ingame_items(), scr[1])

    def _h_ingame(self, scr, op):
        if op == ops.BACK or (op == ops.OK and scr[1] == 0):
            self.back()
            return
        if op != ops.OK:
            self._move(scr, op, 6)
            self.draw()
            return
        i = scr[1]
        if i == 1:
            self.push(("lasttrick", 0, scr[2]))
        elif i == 2:
            self.push(("sheet", 0))
        elif i == 3:
            self.push(("chart", 0))
        elif i == 4:
            from engine_core.games import NAMES as GNAMES
            self.push(("rules", 0, GNAMES.index(self.game.NAME)))
        else:
            self.stack = []  # the game stays saved: Resume continues it
            self.game = None
            self.push(("menu", 0))

    def _d_lasttrick(self, scr):
        v = self.game.view(scr[2])
        self.line(0, self.t(T_LAST_TRICK))
        lt = v.get("last_trick")
        if not lt:
            self.line(1, self.t(T_NONE_YET))
            return
        row = 1
        for e in lt["cards"]:
            txt = "%s: %s" % (self.seats[e[0]][0], e[1])
            if len(e) > 2 and e[2]:
                txt += " " + e[2]
            self.line(row, txt, e[0] == lt["winner"])
            row += 1

    def _h_lasttrick(self, scr, op):
        if op in (ops.OK, ops.BACK):
            self.back()

    def _d_sheet(self, scr):
        from firmware import results
        names = [n for n, _ in self.seats]
        rows = results.sheet_lines(names, self.game.hand_scores, self.b.width // 6)
        n = self.rows - 1
        self.line(0, rows[0])
        body = rows[1:]
        top = min(scr[1], max(0, len(body) - n))
        for i in range(top, min(len(body), top + n)):
            self.line(1 + i - top, body[i], i == len(body) - 1)

    def _h_sheet(self, scr, op):
        if op in (ops.OK, ops.BACK):
            self.back()
            return
        if op in (ops.NEXT, ops.DOWN):
            scr[1] += 1
        elif op in (ops.PREV, ops.UP) and scr[1] > 0:
            scr[1] -= 1
        self.draw()

    def _d_chart(self, scr):
        from firmware import results
        x = 0
        for s in range(len(self.seats)):
            name = self.seats[s][0][:2]
            font.text(self.fb, name, x, 0, FG, self.mono)
            results.draw_marker(self.fb, x + 13, 2, s, self.mono)
            x += 20
        hs = self.game.hand_scores
        if hs:
            results.draw_chart(self.fb, 2, 12, self.b.width - 4, self.b.height - 14, hs, self.mono)
        else:
            self.line(2, self.t(T_NONE_YET))

    def _h_chart(self, scr, op):
        if op in (ops.OK, ops.BACK):
            self.back()

    # --- rules help: scr = ["rules", page, game index] ---------------------------
    def _d_rulesmenu(self, scr):
        from engine_core.games import GAMES
        self._list(self.t(T_RULES), [g[3] for g in GAMES], scr[1])

    def _h_rulesmenu(self, scr, op):
        if op == ops.BACK:
            self.back()
        elif op == ops.OK:
            self.push(("rules", 0, scr[1]))
        else:
            self._move(scr, op, 4)
            self.draw()

    def _rule_pages(self, gi):
        from engine_core.games import NAMES as GNAMES
        name = "firmware.rules.%s_%s" % (GNAMES[gi], "de" if self.lang else "en")
        mod = __import__(name, None, None, ("PAGES",))
        pages = mod.PAGES
        del sys.modules[name]  # released again once the screen is left (STYLE.md 13)
        return pages

    def _wrap(self, text):
        w = self.b.width // 6
        lines = []
        cur = ""
        for word in text.split():
            if cur and len(cur) + 1 + len(word) > w:
                lines.append(cur)
                cur = word
            else:
                cur = word if not cur else cur + " " + word
        if cur:
            lines.append(cur)
        return lines

    def _d_rules(self, scr):
        from engine_core.games import GAMES
        pages = self._rule_pages(scr[2])
        p = scr[1] % len(pages)
        self.line(0, "%s %d/%d" % (GAMES[scr[2]][3], p + 1, len(pages)), True)
        lines = self._wrap(pages[p])
        for i in range(min(len(lines), self.rows - 1)):
            self.line(1 + i, lines[i])

    def _h_rules(self, scr, op):
        if op == ops.BACK:
            self.back()
            return
        if op in (ops.NEXT, ops.DOWN, ops.OK):
            scr[1] += 1
        elif op in (ops.PREV, ops.UP):
            scr[1] -= 1
        self.draw()
