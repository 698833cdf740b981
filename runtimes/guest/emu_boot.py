# The emulated board's boot.py: the host runs it first after every (soft) reset, as a real port's
# _boot.py mounts its flash.  The littlefs lives in the MPS2 board's SSRAM2/3 (at 0x20000000),
# RAM outside the GC heap: it costs no heap (one small object per block device) and a soft reset
# leaves it as it was.  A blank or damaged region is formatted, as a board's first boot does.
# Its size is a Pico's (rp2 RPI_PICO: 1408 KiB of 4 KiB blocks): littlefs's time per write grows
# with the block count (4 MiB: ~90 ms for a 1.5 KB file, 1408 KiB: ~30 ms on this board).
import os

import uctypes
import vfs


class RamBlocks:
    def __init__(self, addr, size, block):
        self.mem = memoryview(uctypes.bytearray_at(addr, size))
        self.bs = block
        self.n = size // block

    def readblocks(self, n, buf, off=0):
        a = n * self.bs + off
        buf[:] = self.mem[a:a + len(buf)]

    def writeblocks(self, n, buf, off=None):
        a = n * self.bs + (off or 0)
        self.mem[a:a + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return self.n
        if op == 5:  # block size
            return self.bs
        if op == 6:  # erase (RAM: nothing to do)
            return 0
        return None


def _mount():
    bd = RamBlocks(0x20000000, 1408 * 1024, 4096)
    try:
        fs = vfs.VfsLfs2(bd, progsize=256)
    except OSError:
        vfs.VfsLfs2.mkfs(bd, progsize=256)
        fs = vfs.VfsLfs2(bd, progsize=256)
    vfs.mount(fs, "/")
    os.chdir("/")


_mount()
del _mount
