"""The ST7789's bands sent by DMA on an RP2040 (firmware/drivers/st7789.py): a DMA channel feeds
the SPI's transmit FIFO, paced by its DREQ, from one of two band buffers while the CPU converts
the next band into the other, so that a frame's pixel conversion (~0.1 ms a band of 240x4 on the
RP2040) no longer waits for the wire (~0.25 ms a band at 62.5 MHz) nor the wire for it (issue 25:
key press to the last byte of its frame).  The bytes on the wire are spi.write's, in the same
order.  The RP2040 colour boards' make_board() calls setup() once the panel is made (its
wake-up done: set up before it, the emulated chip never finished the cold panel's reset);
elsewhere (hosts, tests' fakes) the panel keeps its own ST7789._stream and this module is not
loaded."""
from firmware.drivers.st7789 import BAND


def setup(p, spi):
    """Give panel `p` (an ST7789 with the native conversion, its buffers made) a DMA channel to
    `spi` and a second band buffer cut as its first; its _stream then sends by DMA.  Nothing
    where rp2.DMA or a free channel is missing, or `spi` is not one of the chip's SPIs."""
    if p._conv is None:  # (framebuf's fallback converts into its own band buffer)
        return
    try:
        import rp2
        s = str(spi)  # "SPI(0, baudrate=..."
        if not s.startswith("SPI(") or s[4] not in "01":
            return
        d = rp2.DMA()
    except (ImportError, AttributeError, OSError, ValueError):
        return
    from machine import mem32
    i = int(s[4])
    # bytes, the read address advancing, the write address the SPI's data register, DREQ_SPIi_TX
    d.config(write=spi, ctrl=d.pack_ctrl(size=0, inc_write=False, treq_sel=16 + 2 * i))
    b2 = memoryview(bytearray(len(p._band)))
    a = 0x4003C000 + 0x4000 * i  # SPIi's registers: SSPSR, SSPDR, SSPICR (_flush)
    st = (d, ((p._band, p._bandm, p._tail), (b2, [b2[:len(x)] for x in p._bandm], [b2[:len(x)] for x in p._tail])),
          mem32, a + 0x0C, a + 0x08, a + 0x20)
    p._stream = lambda ka, kb, m: _stream(p, st, ka, kb, m)


def _stream(p, st, ka, kb, m):
    """ST7789._stream (the same window, ST7789._open, and the same bands and bytes), each band
    sent by DMA from the buffer the CPU is not converting into."""
    w = p.width
    h = p.height
    c1 = p._open(ka, kb, m)
    c0 = c1 >> 8
    c1 &= 255
    bw = w // 8 // len(p._bandm)  # a block's words
    last = len(p._crc) - 1
    conv = p._conv
    d = st[0]
    sets = st[1]
    i = 0
    for k in range(ka, kb):
        dst, bm, tl = sets[i]
        # band k's rows are the framebuffer's from its word k * BAND * w // 8
        conv(p.buf, dst, p._lut, (c1 - c0 + 1) * bw, (k * BAND * w >> 3) + c0 * bw,
             BAND if k < last else h - last * BAND, w // 8)
        b = tl[c1 - c0] if k == last else bm[c1 - c0]
        while d.active():  # the band before still going out of the other buffer
            pass
        d.read = b
        d.count = len(b)
        d.active(1)
        i ^= 1
        p.sent_bytes += len(b)
    _flush(st)
    p.cs(1)


def _flush(st):
    """The last band out of the SPI (the DMA done, its FIFO empty, the last byte shifted out),
    the bytes it received meanwhile dropped and their overrun flag cleared, as spi.write leaves
    the SPI for the next command."""
    d, _, mem, sr, dr, icr = st
    while d.active():
        pass
    while True:
        s = mem[sr]
        if s & 4:  # RNE: a byte received (nobody reads them)
            mem[dr]
        elif not s & 16:  # not BSY
            break
    mem[icr] = 1  # RORIC: the receive overrun's flag
