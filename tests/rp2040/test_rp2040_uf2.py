"""Each board's UF2 writes only below the littlefs (0xA0000 in the RPI_PICO build's flash), so
dropping it on a board -- a first install or a new version over an old one -- leaves the saves,
names and settings where they are (the power-cycle test of test_rp2040.py flashes the UF2 over
a dump of a played chip and resumes the game from it)."""
import os
import struct

import pytest

from tools.rp2040 import build, emulator

FLASH_BASE = 0x10000000
RP2040_FAMILY = 0xE48BFF56


def blocks(path):
    with open(path, "rb") as f:
        data = f.read()
    assert len(data) % 512 == 0
    for off in range(0, len(data), 512):
        m0, m1, flags, addr, size, _no, _n, family = struct.unpack_from("<8I", data, off)
        (end,) = struct.unpack_from("<I", data, off + 508)
        assert (m0, m1, end) == (0x0A324655, 0x9E5D5157, 0x0AB16F30)
        yield flags, addr, size, family


@pytest.mark.parametrize("board", build.boards())
def test_the_uf2_never_writes_the_littlefs(rp2040_ready, board):
    uf2 = emulator.firmware(board)
    assert os.path.exists(uf2)
    bs = list(blocks(uf2))
    assert bs
    for flags, addr, size, family in bs:
        assert flags & 0x2000 and family == RP2040_FAMILY  # family id present: an RP2040 image
        assert FLASH_BASE <= addr and addr + size <= FLASH_BASE + emulator.LFS_OFFSET, hex(addr)
