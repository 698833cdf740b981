"""The real Pico boards: one firmware file per RP2040 board, run on an emulated RP2040 (rp2040js)
with the board's own file, screen for screen against the CPython simulator (tools/rp2040/).

Per board: the UF2 builds (cached: seconds after the first ~5 min build); every button of the
board file gives the op it promises (each press's screen equals the simulator's for that op); the
shortest scripted game (launcher order's first, its smallest table, one human turn, a power cycle
-- a new chip from the flash dump with the UF2 flashed again over it -- Resume, one more turn)
shows the simulator's screens and resumes: after every press the decoded panel equals the
simulator's frame pixel for pixel, and every frame the chip put on the wire in between is one of
the simulator's, in order (tools/rp2040/session.py Compare).  About 10-20 CPU-seconds of emulation per board.
"""
import collections
import os

import pytest

from firmware import ops
from host_sim.board import PROFILES
from runtimes import mpy as appbuild
from tools.rp2040 import build, emulator, pins, session

BOARDS = build.boards()


def test_the_rp2040_boards_are_the_pico_profiles():
    # a seventh Pico board's file joins them (tests/host/test_seventh_board.py)
    assert {"pico_display_pack", "pico_lcd114", "pico_ssd1306", "picosystem"} <= set(BOARDS) <= set(PROFILES)


@pytest.mark.parametrize("board", BOARDS)
def test_firmware_freezes_the_app_and_only_its_board(rp2040_ready, board):
    uf2 = build.firmware(board)  # not emulator.firmware's per-process cache: build/rp2040/gen/ is this board's
    assert uf2 == os.path.join(emulator.FW_DIR, board + ".uf2")
    size = os.path.getsize(os.path.join(emulator.FW_DIR, board + ".bin"))
    assert 300_000 < size <= 640 * 1024  # the stock image is ~318 KB; the littlefs starts at 640 KiB
    with open(os.path.join(build.GEN, "manifest.py")) as f:
        man = f.read()
    frozen = [line.split("'")[1] for line in man.splitlines() if line.startswith("module(")]
    # the list `make build` puts on the board (tools/build.py), plus the board_config and main.py
    assert frozen == appbuild.sources(board) + ["firmware/board_config.py", "main.py"]
    others = [b for b in appbuild.boards() if b != board]
    assert not [f for f in frozen if f[len("firmware/boards/"):-3] in others]
    with open(os.path.join(build.GEN, "py", "firmware", "board_config.py")) as f:
        assert "PROFILE = %r" % board in f.read()


@pytest.mark.parametrize("board", BOARDS)
def test_the_board_files_buttons_give_their_ops(buttons_run, board):
    keys = pins.spec(board)["buttons"]
    # the ops the board file wires are the ones the simulator's profile promises for that board
    assert collections.Counter(op for _, op in keys) == collections.Counter(op for _, op in PROFILES[board][3])
    cmp, order, cpu, _boot = buttons_run(board)
    print("%s: %d buttons, %d frames on the wire (the simulator's: %d), harness CPU %.1f s"
          % (board, len(order), cmp.frames_checked, cmp.frames_ref, cpu))
    assert cmp.checked == len(keys) + 2  # the boot, the button guide left, each button
    assert not cmp.diffs, "\n".join(cmp.diffs)
    _most_frames_seen(cmp)


def _most_frames_seen(cmp):
    """The chip's frames on the wire (each compared, in order) are nearly all the simulator's:
    only frames shown within 25 ms of each other merge into one snapshot."""
    assert cmp.frames_checked > 0 and cmp.frames_checked >= cmp.frames_ref * 3 // 4, (cmp.frames_checked,
                                                                                       cmp.frames_ref)


@pytest.mark.parametrize("board", BOARDS)
def test_a_game_on_the_chip_matches_the_simulator_through_a_power_cycle(rp2040_ready, board):
    r = session.game(board, index=0, presses=2, reset_after=1)
    cmp = r["compare"]
    print("%s: seed %s, %d screens, %d frames on the wire (the simulator's: %d), harness CPU %.1f s"
          % (board, r.get("seed"), cmp.checked, cmp.frames_checked, cmp.frames_ref, r.get("cpu_s", 0)))
    assert r.get("seed") is not None, "no saved game after Start"
    assert r["saved_before_cycle"]
    assert not cmp.diffs, "\n".join(cmp.diffs)
    # the first screen, 1 turn, the launcher after the cycle, the resumed table, 1 more turn
    assert cmp.checked == 5 and r["turns"] == 2
    _most_frames_seen(cmp)


def test_two_chips_in_one_process_and_the_panel_is_not_blank(rp2040_ready):
    """The harness keeps several chips in one process (later: two boards on a cable)."""
    with emulator.Harness() as h:
        a = h.chip("pico_lcd114")
        b = h.chip("pico_ssd1306")
        assert a.settle(300, max_ms=10000) and b.settle(300, max_ms=10000)
        va, vb = a.view(), b.view()
        # between its loop's turns the app sleeps (board.idle: machine.idle's WFE, woken by a key's
        # interrupt or within a millisecond) instead of spinning at 125 MHz: at the launcher the
        # core waits for most of a quiet second (a spinning loop: none of it)
        t0, s0 = b.state["t_us"], b.state["slept_us"]
        b.run(1000)
        assert b.state["slept_us"] - s0 > (b.state["t_us"] - t0) // 2
        a.press(ops.OK)  # leaves the first start's button guide (firmware/guide.py)
        a.settle(300, max_ms=10000)
        assert b.view() == vb  # a key on one chip leaves the other alone
        assert a.view() != va
        assert len(set(va[i:i + 2] for i in range(0, len(va), 2))) > 2  # colours on the panel
        assert len(set(vb)) > 2  # lit and dark pixels on the OLED
        assert a.state["flash_writes"] > 0  # the littlefs was formatted on the emulated flash
        # the board file feeds clk_peri from the system PLL: its SPI gets 62.5 MHz, not 24
        assert (a.state["clk_peri_hz"], a.state["bus_hz"]) == (125_000_000, 62_500_000)


def test_a_soft_reset_keeps_the_warm_panel(rp2040_ready):
    """Start is a soft reset (App.relaunch): the GPIOs keep their levels, so the ST7789 driver finds
    the panel's reset line high and sets nothing up again (no blank panel, no 300 ms of waits);
    a power-on finds it low and wakes the panel once.  The chip's pads read the level they drive
    (tools/rp2040/harness/pico.mjs (7)); before that the emulated panel was woken on every Start."""
    with emulator.Harness() as h:
        c = h.chip("pico_lcd114")
        assert c.settle(300, max_ms=10000)
        assert c.state["panel_wakes"] == 1  # the power-on
        shown = c.state["display_bytes"]
        c._call("serial", data="\x03\x03")  # Ctrl-C: the REPL
        c.run(300)
        c._call("serial", data="\x04")  # Ctrl-D: a soft reset, main.py makes the board again
        assert c.settle(300, max_ms=10000)
        assert c.state["display_bytes"] > shown  # the app drew its first screen again
        assert c.state["panel_wakes"] == 1  # and did not wake the warm panel


def test_settle_counts_the_quiet_from_the_first_boots_first_byte(rp2040_ready):
    """A first boot formats the flash and resets the panel (~300 ms) before the display's first
    byte: settle() counts the quiet from that byte, never from the power-on.  (It once returned
    True with the panel still dark when the boot took longer than the quiet asked for: the
    PicoSystem's figures then measured from the wrong screen.)"""
    with emulator.Harness() as h:
        c = h.chip("pico_lcd114")
        assert c.settle(50, max_ms=10000)
        assert c.state["display_bytes"] > 0 and c.state["last_display_us"] > 200_000


@pytest.mark.parametrize("board", [b for b in BOARDS if pins.spec(b)["display"]["kind"] == "st7789"])
def test_no_spi_bus_claims_a_pin_as_miso(board):
    """On the real chip, SPI(n, ...) without miso=None claims the bus's default MISO pin (GPIO 8 on
    SPI1: the Pico LCD's DC line; GPIO 16 on SPI0: the Display Pack's DC, the PicoSystem's Y)."""
    assert pins.spec(board)["display"]["miso"] is None


def test_the_buzzer_sounds_while_the_app_goes_on(rp2040_ready):
    """PicoSystem's piezo (firmware/drivers/buzzer.py): beep() returns at once with the note
    sounding, a note asked for meanwhile follows it, and the chip's one-shot timer ends each: the
    PWM is silent once both notes' time is up.  (It used to sleep through the note before the key
    was handled: 10 ms on every key press.)"""
    from tools.rp2040.figures import repl
    code = ("import time;from machine import PWM,Pin;from firmware.drivers.buzzer import Buzzer;"
            "z=Buzzer(PWM(Pin(11)));z.beep(2000,10);z.beep(1000,20);a=(z.pwm.duty_u16(),len(z.notes));"
            "time.sleep_ms(15);b=(z.pwm.duty_u16(),len(z.notes));time.sleep_ms(30);"
            "print('BZ',a,b,(z.pwm.duty_u16(),len(z.notes)))")
    with emulator.Harness() as h:
        c = h.chip("picosystem")
        assert c.settle(300, max_ms=10000)
        out = repl(c, code)
    assert "BZ (32768, 2) (32768, 1) (0, 0)" in out, out[-400:]
