"""What each RP2040 board's firmware really sets up on the emulated chip (rp2040js), read from the
chip's own registers after boot: the display SPI's clock (clk_peri / the SSP's divider), which
GPIO each bus claimed (IO_BANK0 FUNCSEL), so that a board file that drops miso=None or the
clk_peri change (drivers/st7789_setup.spi_from_sys_clock) fails here, not on a device.  Read from the boot
of each board's chip that the buttons' test runs (conftest.py buttons_run: no boot of its own)."""
import pytest

from tools.rp2040 import build, pins

FUNC_SPI, FUNC_I2C, FUNC_SIO = 1, 3, 5
# the pin MicroPython v1.28's rp2 port claims as MISO when a SPI is made without miso=None
DEFAULT_MISO = {0: 16, 1: 8}
SPI_HZ = 62_500_000  # what the board files ask for: clk_peri 125 MHz / 2, the SSP's fastest


@pytest.fixture(scope="module")
def booted(buttons_run):
    """{board: (spec, chip state after boot, funcsel per GPIO)}"""
    out = {}
    for board in build.boards():
        boot = buttons_run(board)[3]
        assert boot["settled"], "%s: the launcher was never drawn" % board
        out[board] = (pins.spec(board), boot["state"], boot["funcsel"])
    return out


@pytest.mark.parametrize("board", [b for b in build.boards() if pins.spec(b)["display"]["kind"] == "st7789"])
def test_the_display_spi_runs_at_62_5_mhz_and_claims_no_miso(booted, board):
    spec, state, fs = booted[board]
    d = spec["display"]
    # the SSP's divider as the firmware programmed it, from clk_peri fed by the system PLL
    assert (state["clk_sys_hz"], state["clk_peri_hz"], state["bus_hz"]) == (125_000_000, 125_000_000, SPI_HZ)
    assert d["baudrate"] == SPI_HZ
    assert fs[d["sck"]] == FUNC_SPI and fs[d["mosi"]] == FUNC_SPI
    # the bus's default MISO pin is not the SPI's (on the Pico LCD and the Display Pack it is DC)
    miso = DEFAULT_MISO[d["spi"]]
    assert fs[miso] != FUNC_SPI, "GPIO %d claimed as the SPI's MISO" % miso
    assert [g for g in range(30) if fs[g] == FUNC_SPI] == sorted((d["sck"], d["mosi"]))
    for pin in (d["dc"], d["cs"], d["rst"]):
        assert fs[pin] == FUNC_SIO, "GPIO %d" % pin
    for gpio, _op in spec["buttons"]:
        assert fs[gpio] == FUNC_SIO, "button GPIO %d" % gpio


def test_the_oled_board_drives_only_its_i2c_pins(booted):
    spec, state, fs = booted["pico_ssd1306"]
    d = spec["display"]
    assert d["kind"] == "ssd1306"
    assert [g for g in range(30) if fs[g] == FUNC_I2C] == sorted((d["sda"], d["scl"]))
    assert not [g for g in range(30) if fs[g] == FUNC_SPI]
    for gpio, _op in spec["buttons"]:
        assert fs[gpio] == FUNC_SIO, "button GPIO %d" % gpio
