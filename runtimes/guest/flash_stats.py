"""The emulated board's flash counters, read on the board.  runtimes/guest/emu_boot.py keeps them
just after the littlefs region, where they survive soft resets: erases, pages programmed and their
modelled µs (uint32 each), then each block's erases (uint16).  The host sends this file's text to
the raw REPL ahead of the code that uses it (tools/emu/keyprof.py); the addresses are the host's
(runtimes/qemu.py FS_ADDR + FS_SIZE, FS_SIZE // FS_BLOCK blocks)."""
import uctypes


class FlashStats:
    def __init__(self, addr, blocks):
        self.st = uctypes.struct(addr, {"e": 0 | uctypes.UINT32, "p": 4 | uctypes.UINT32, "u": 8 | uctypes.UINT32})
        self.per = uctypes.struct(addr + 12, {"b": (uctypes.ARRAY | 0, uctypes.UINT16 | blocks)}).b
        self.blocks = blocks

    def counts(self):
        """(erases, pages programmed, their modelled µs) since the board's first boot."""
        return self.st.e, self.st.p, self.st.u

    def most_erased(self):
        """The erases of the block erased most often."""
        m = 0
        for i in range(self.blocks):
            if self.per[i] > m:
                m = self.per[i]
        return m
