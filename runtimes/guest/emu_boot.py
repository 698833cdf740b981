# The emulated board's boot.py: the host runs it first after every (soft) reset, as a real port's
# _boot.py mounts its flash.  The littlefs lives in the MPS2 board's SSRAM2/3 (at 0x20000000),
# RAM outside the GC heap: it costs no heap (one small object per block device) and a soft reset
# leaves it as it was.  A blank or damaged region is formatted, as a board's first boot does.
# Its size is a Pico's (rp2 RPI_PICO: 1408 KiB of 4 KiB blocks): littlefs's time per write grows
# with the block count (4 MiB: ~90 ms for a 1.5 KB file, 1408 KiB: ~30 ms on this board).
#
# The flash's wear and cost: every erase and every page programmed is counted in RAM just after the
# littlefs region (it survives soft resets; runtimes/guest/flash_stats.py reads it: erases, pages,
# modelled µs, then each block's erases as a uint16), with a Pico's flash time for each (Winbond
# W25Q16JV, the Pico's: 4 KiB sector erase 45 ms, 256-byte page program 0.4 ms, both typical).
# The device does not wait that time: tools/emu/keyprof.py --flash-cost adds each step's modelled
# µs to its figures, as the real chip keeps the CPU busy.  (It once waited with time.sleep_us: the
# port's delay compares ticks_us unsigned, and a reading of SysTick's millisecond counter and its
# down-counter that straddles a wrap goes back ~1 ms, which ends the wait at once -- an erase then
# cost 1 ms instead of 45 in one run of two, and the figures did not repeat.)
import os

import uctypes
import vfs

ERASE_US = 45000
PAGE_US = 400


class RamBlocks:
    def __init__(self, addr, size, block):
        self.mem = memoryview(uctypes.bytearray_at(addr, size))
        self.bs = block
        self.n = size // block
        self.st = uctypes.struct(addr + size, {"erases": 0 | uctypes.UINT32, "pages": 4 | uctypes.UINT32,
                                               "us": 8 | uctypes.UINT32})
        self.per = uctypes.struct(addr + size + 12, {"b": (uctypes.ARRAY | 0, uctypes.UINT16 | self.n)}).b

    def readblocks(self, n, buf, off=0):
        a = n * self.bs + off
        buf[:] = self.mem[a:a + len(buf)]

    def writeblocks(self, n, buf, off=None):
        a = n * self.bs + (off or 0)
        self.mem[a:a + len(buf)] = buf
        k = (len(buf) + 255) // 256
        self.st.pages += k
        self.st.us += k * PAGE_US

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return self.n
        if op == 5:  # block size
            return self.bs
        if op == 6:  # erase (RAM: nothing to do but count it, and its time)
            self.st.erases += 1
            self.st.us += ERASE_US
            if self.per[arg] < 65535:
                self.per[arg] += 1
            return 0
        return None


def mount():
    """Mount the littlefs at / (the host calls this once after sending this text)."""
    bd = RamBlocks(0x20000000, 1408 * 1024, 4096)
    try:
        fs = vfs.VfsLfs2(bd, progsize=256)
    except OSError:
        vfs.VfsLfs2.mkfs(bd, progsize=256)
        fs = vfs.VfsLfs2(bd, progsize=256)
    vfs.mount(fs, "/")
    os.chdir("/")
