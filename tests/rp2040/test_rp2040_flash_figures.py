"""The whole step's and the flash wear's figures of tools/rp2040/figures.py (issue 26): the emulated
W25Q's counters as the firmware reads them (harness/pico.mjs FLASH_STATS), and the parsing and
arithmetic that turn the instrumented loop's lines and a whole game's counts into the report's
rows.  The chip test formats a littlefs on an erased flash (about 3 CPU-seconds of emulation); the
rest is plain Python."""
import re

from tools.rp2040 import emulator, figures

# what the instrumented loop prints after each loop turn that did something, among the REPL's echo
# of its own code (which must not count as a step)
LOOP_OUTPUT = "\r\n".join([
    "=== while stop.value()==0:",
    "===         print('S',k,d,sh[4],e,w)",
    "S 9 23456 0 0 256",  # a key press with its frame, one journal line programmed
    "S 10 912345 880000 1 512",  # a computer's move: 880 ms of search, an erase in its save
    "S 4 151000 0 3 6144",  # the idle tick's whole save
    "S 8 30500 0 0 0",  # a frame of a later() call
    "MOVED",
    "R 178800 [9000] [912345] [1, 30000, 5000, 1000]",
])


def test_the_loop_lines_parse_into_steps_and_the_echo_does_not():
    steps = figures.parse_steps(LOOP_OUTPUT)
    assert [d["kind"] for d in steps] == [9, 10, 4, 8]
    assert steps[1] == {"kind": 10, "ms": 912.345, "search_ms": 880.0, "erases": 1, "bytes": 512}
    # a computer's move counts without its search; the others whole
    assert [round(ms, 3) for ms, _ in figures.whole_steps(steps)] == [23.456, 32.345, 151.0, 30.5]
    assert [figures.step_name(d) for d in steps] == [
        "key press", "computer move (1 erase)", "idle work (3 erases)", "frame"]


# the loop's line with its per-press fields (op, frame, show, wire, gc, screen), and the lines a
# press's run left in the serial output
PRESS_OUTPUT = "\r\n".join([
    "===         print('S',k,d,sh[4],e,w,sh[6],fr,sh[0],sh[1],gk,a.stack[-1].name)",
    "S 9 41000 0 0 256 2 38500 12000 8300 5120 play",  # NEXT: 26.5 ms drawing, no collection
    "S 8 3000 0 0 0 0 0 0 0 0 play",  # a later() frame after it
    "S 9 52000 0 0 0 3 50000 9000 4000 -1 play",  # OK: a collection ran before its last show()
    "S 9 1000 0 0 0 3 900 400 100 -2 menu",  # the collector's counter not found
])


def test_each_press_is_listed_with_its_split_and_whether_a_collection_ran():
    steps = figures.parse_steps(PRESS_OUTPUT)
    assert [d["kind"] for d in steps] == [9, 8, 9, 9]
    assert steps[0]["op"] == 2 and steps[0]["screen"] == "play" and steps[0]["alloc"] == 5120
    assert not steps[0]["gc"] and steps[2]["gc"] and steps[2]["alloc"] is None
    assert steps[3]["gc"] is None and steps[3]["alloc"] is None
    assert "op" not in figures.parse_steps(LOOP_OUTPUT)[0]  # the older line still parses
    presses = [dict(steps[0], total_ms=40.0, key=2), dict(steps[2], total_ms=53.5, key=3), {"total_ms": 9.0, "key": 4},
               dict(steps[3], total_ms=1.2, key=3)]
    lines = figures.press_lines({"games": [{"game": "bobs_hat", "presses": presses}]})
    assert lines[1:] == ["press: bobs_hat 0 NEXT play | 40.0 26.5 3.7 8.3 | 5120 | -",
                         "press: bobs_hat 1 OK play | 53.5 41.0 5.0 4.0 | - | GC",
                         "press: bobs_hat 2 BACK ? | 9.0 | (no step line)",
                         "press: bobs_hat 3 OK menu | 1.2 0.5 0.3 0.1 | - | ?"]


def test_each_loop_turn_is_listed_with_its_whole_step_and_the_budget_marked():
    """--list's turns (after the presses, under their own header only when there are any): the
    whole step of every loop turn that did something, what it was, a "*" past the p95 budget."""
    steps = figures.parse_steps(LOOP_OUTPUT)
    lines = figures.press_lines({"games": [{"game": "bobs_hat", "presses": [], "steps": steps}]})
    turns = [ln for ln in lines if ln.startswith("turn: bobs_hat")]
    assert lines[1].startswith("turn: game n | whole ms") and lines[2:] == turns
    assert len(turns) == len(figures.whole_steps(steps)) > 0
    over = [ln for ln in turns if " * |" in ln]
    assert over and all(float(ln.split("|")[1].split()[0]) > figures.BUDGET_STEP_P95_MS for ln in over)
    assert any("erase" in ln for ln in turns)


def test_the_step_rows_give_each_kind_the_largest_turns_and_the_flash_work():
    rows = dict(figures.step_rows(figures.parse_steps(LOOP_OUTPUT)))
    key = [v for k, v in rows.items() if k.startswith("whole step, key press")]
    assert key == ["p50 23.5 ms, p95 23.5 ms, max 23.5 ms (n=1)"]
    every = [v for k, v in rows.items() if k.startswith("whole step, every loop turn")][0]
    assert every.startswith("p50 32.3 ms, p95 151.0 ms, max 151.0 ms (n=4); largest: 151.0 ms idle work (3 erases), "
                            "32.3 ms computer move (1 erase), 30.5 ms frame")
    flash = [v for k, v in rows.items() if k.startswith("flash over these turns")]
    assert flash == ["4 erases, 6912 bytes programmed, 2 of 4 turns with an erase"]
    assert figures.step_rows([]) == []


def test_the_flash_life_in_games():
    # 352 free blocks, 70 erases a game: 100,000 cycles spread over them; the most erased sector
    # erased 7 times a game, were it never moved
    assert figures.lifetime(70, 352, 7) == (502857, 14285)
    assert figures.lifetime(0, 352) == (35200000, None)
    w = {"moves": 350, "hands": 10, "erases": 70, "bytes": 300 * 1024, "busy_ms": 3500.0, "bfree": 352,
         "blocks": 352, "sectors": [0] * 340 + [1] * 5 + [7] * 7}
    (what, value), (life, years) = figures.wear_rows(w)
    assert "350 random legal moves, 10 hands" in what
    assert value == ("70 sector erases (0.20 a move), 300.0 KiB programmed, 3.5 s of flash busy time; 12 of the "
                     "littlefs's 352 sectors erased, the most erased 7 times")
    assert "100000 erase cycles a sector; littlefs block_cycles 100" in life
    assert years.startswith("502857 games wear-levelled over the 352 free blocks (20 a day: 69 years); "
                            "14285 games at the rate of the most erased sector")


def test_the_chip_counts_the_erases_littlefs_makes_and_the_firmware_reads_them(rp2040_ready):
    """A first boot formats the littlefs on an erased flash: the W25Q model counts each 4 KiB erase
    (in the littlefs, sector by sector), its bytes and their modelled busy time (45 ms an erase,
    0.4 ms a page program), and the firmware reads the same counts at FLASH_STATS."""
    with emulator.Harness() as h:
        c = h.chip("pico_lcd114")
        assert c.settle(300, max_ms=10000)
        st = c.state
        assert st["flash_erases"] >= 2  # the superblock pair at least
        sec = c._call("sectors", **{"from": 0, "to": emulator.FLASH_BYTES})["sectors"]
        assert sum(sec) == st["flash_erases"]
        first = emulator.LFS_OFFSET >> 12
        assert sum(sec[first:]) == sum(sec)  # every erase in the littlefs, none over the firmware
        pages = (st["flash_busy_us"] - 45000 * st["flash_erases"]) / 400.0
        assert pages == int(pages) and 1 <= pages and st["flash_writes"] <= 256 * pages
        out = figures.repl(c, "import machine;print('FL',machine.mem32[%d],machine.mem32[%d])"
                           % (figures.FLASH_STATS, figures.FLASH_STATS + 4))
        m = re.search(r"FL (\d+) (\d+)", out)
        assert m and (int(m.group(1)), int(m.group(2))) == (c.state["flash_erases"], c.state["flash_writes"])


def _parts_row(parts):
    r = {"board": "pico_lcd114", "boot_ms": 400, "boot_first_ms": 600, "heap_free_launcher": 190000,
         "games": [{"game": "bobs_hat", "players": 5, "level": "hard", "key_parts_ms": parts}]}
    return [v for _, what, v, _ in figures.rows(r) if "where a key press's time goes" in what]


def test_a_dma_board_says_what_its_wire_figure_holds():
    """On a board whose bands go out by DMA (st7789_dma) the wire's share is its commands' writes
    and the wait for the last band: the other bands go out while the CPU converts (the loop's
    R line's fifth field); a board without says the bus's writes, as an older loop's four fields."""
    (dma,) = _parts_row((14, 29.9, 3.7, 0.4, 1))
    assert dma == ("29.9 ms: drawing in Python 26.2, show() 3.7 (its CPU -- what changed, the pixel conversion, "
                   "the bands sent by DMA meanwhile -- 3.3; the commands' writes and the wait for the last "
                   "band 0.4)"), dma
    (plain,) = _parts_row((14, 34.4, 8.1, 5.8, 0))
    assert plain == ("34.4 ms: drawing in Python 26.3, show() 8.1 (its CPU -- what changed, the pixel conversion "
                     "-- 2.3; the bus's writes 5.8)"), plain
    assert _parts_row((14, 34.4, 8.1, 5.8)) == [plain]
