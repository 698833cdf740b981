"""A littlefs image of a folder, made inside the 32-bit unix port (it has vfs.VfsLfs2):

    micropython runtimes/guest/mkfs.py SRC IMG BLOCKS BLOCK_SIZE      prints OK

The emulated board's plain firmware gets its flash from such an image (runtimes/qemu.py)."""
import os
import sys

import vfs


class RamBlocks:
    def __init__(self, n, bs):
        self.m = bytearray(n * bs)
        self.bs = bs
        self.n = n

    def readblocks(self, n, buf, off=0):
        a = n * self.bs + off
        buf[:] = memoryview(self.m)[a:a + len(buf)]

    def writeblocks(self, n, buf, off=None):
        a = n * self.bs + (off or 0)
        self.m[a:a + len(buf)] = buf

    def ioctl(self, op, arg):
        return self.n if op == 4 else self.bs if op == 5 else 0 if op == 6 else None


def put(fs, src, rel):
    for name, kind, *_ in os.ilistdir(src + rel):
        if kind == 0x4000:
            fs.mkdir(rel + "/" + name)
            put(fs, src, rel + "/" + name)
        else:
            with open(src + rel + "/" + name, "rb") as f, fs.open(rel + "/" + name, "wb") as g:
                g.write(f.read())


def main(src, img, blocks, block_size):
    bd = RamBlocks(blocks, block_size)
    vfs.VfsLfs2.mkfs(bd, progsize=256)
    put(vfs.VfsLfs2(bd, progsize=256), src, "")
    with open(img, "wb") as f:
        f.write(bd.m)
    print("OK")


main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
