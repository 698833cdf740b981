"""firmware/drivers/rgb565.py's per-frame work -- which bands changed and where across
(band_sums), the pixel conversion (to_rgb565), the pixel pairs' table (pair_table), the same
calls -- in Thumb machine code (MicroPython's inline assembler), for a Cortex-M0+ (the RP2040
boards) and any later Cortex-M.  Why (issue 25, on the emulated RP2040): viper's code for those
loops spends ~40 cycles on a word (frozen code keeps two locals in registers, the rest on the
stack), so the 240x240 PicoSystem's check of an unchanged frame took 3.9 ms and a band of
240x4 pixels 0.19 ms to convert (a whole frame 11 ms); here 1.3 ms and 0.08 ms.
firmware/drivers/st7789_setup.py loads this module where it loads (an ARM port with the inline
assembler), else rgb565.py's viper (the 64-bit unix port's tests), else framebuf's blit.

The sum of a band's column block is FNV-1a over its 32-bit words with an xorshift after each
multiply (h ^= h >> 16): a multiply carries a word's change only towards the high bits, so
without the shift changes to the same block's left pixels (a word's high nibbles) could cancel
out and the band stay unsent (rgb565.py's sum had that fault; tests/host/test_st7789.py).

Registers: r0-r3 the arguments, r4-r7 saved by the assembler's entry, r12 scratch; r8-r11 are
never touched (not saved).  A band's state lives in _P (words: bw, the bytes from a row's block
end to the next row's block start, blocks a row, the band's mask, the block's bit, rows, rows
left), made once."""
# mypy: ignore-errors
# (the assembler's registers and instructions are names its compiler knows, not Python's:
# pyproject.toml lets ruff's F821 pass here too)
import micropython

if 0:  # for type checkers only (the compiler drops it): viper's pointer types are its own
    from typing import TypeAlias
    ptr8: TypeAlias = bytearray
    ptr32: TypeAlias = bytearray

_P = bytearray(28)


@micropython.asm_thumb
def _band(r0, r1, r2, r3):
    """One band's blocks: r0 its first word, r1 its first block's sum, r2 _P (words 0-2 set),
    r3 its rows; each block's sum stored, returns the mask of the blocks whose sum changed."""
    str(r3, [r2, 20])
    mov(r3, 0)
    str(r3, [r2, 12])
    mov(r3, 1)
    str(r3, [r2, 16])
    mov(r7, 1)  # r7: FNV's prime 0x01000193
    lsl(r7, r7, 24)
    mov(r3, 0xC9)
    lsl(r3, r3, 1)
    add(r3, 1)
    add(r7, r7, r3)
    ldr(r3, [r2, 8])
    mov(r12, r3)  # r12: blocks left
    label(BLOCK)
    mov(r4, r7)  # r4: the sum
    mov(r5, r0)  # r5: the word
    ldr(r3, [r2, 20])
    str(r3, [r2, 24])
    label(ROW)
    ldr(r6, [r2, 0])  # r6: the row's words left in the block
    label(WORD)
    ldr(r3, [r5, 0])
    eor(r4, r3)
    mul(r4, r7)
    lsr(r3, r4, 16)
    eor(r4, r3)
    add(r5, 4)
    sub(r6, 1)
    bne(WORD)
    ldr(r3, [r2, 4])
    add(r5, r5, r3)
    ldr(r3, [r2, 24])
    sub(r3, 1)
    str(r3, [r2, 24])
    bne(ROW)
    ldr(r3, [r1, 0])
    str(r4, [r1, 0])
    cmp(r3, r4)
    beq(SAME)
    ldr(r3, [r2, 12])
    ldr(r6, [r2, 16])
    orr(r3, r6)
    str(r3, [r2, 12])
    label(SAME)
    ldr(r3, [r2, 16])
    add(r3, r3, r3)
    str(r3, [r2, 16])
    add(r1, 4)
    ldr(r3, [r2, 0])
    lsl(r3, r3, 2)
    add(r0, r0, r3)
    mov(r3, r12)
    sub(r3, 1)
    mov(r12, r3)
    bne(BLOCK)
    ldr(r0, [r2, 12])


@micropython.asm_thumb
def _conv(r0, r1, r2, r3):
    """r3 & 255 bytes of 4-bit pixels a row from r0 to RGB565 at r1 (a word per byte, through the
    table r2), r3 >> 8 & 255 rows, the next row's bytes r3 >> 16 bytes after a row's last."""
    lsr(r7, r3, 16)  # r7: the bytes to the next row
    lsl(r6, r3, 16)
    lsr(r6, r6, 24)  # r6: rows left
    label(ROW)
    mov(r5, 0xFF)
    and_(r5, r3)  # r5: the row's bytes left
    label(BYTE)
    ldrb(r4, [r0, 0])
    lsl(r4, r4, 2)
    add(r4, r4, r2)
    ldr(r4, [r4, 0])
    str(r4, [r1, 0])
    add(r0, 1)
    add(r1, 4)
    sub(r5, 1)
    bne(BYTE)
    add(r0, r0, r7)
    sub(r6, 1)
    bne(ROW)


@micropython.asm_thumb
def pair_table(r0, r1):
    """rgb565.pair_table: r1 (1 KiB) gets for each byte of the 4-bit buffer its two pixels'
    colours, left one first, from the 16 colours at r0 (each as the panel wants its two bytes)."""
    mov(r2, 0)
    label(PAIR)
    lsr(r3, r2, 4)
    lsl(r3, r3, 1)
    add(r3, r3, r0)
    ldrh(r4, [r3, 0])
    strh(r4, [r1, 0])
    mov(r3, 15)
    and_(r3, r2)
    lsl(r3, r3, 1)
    add(r3, r3, r0)
    ldrh(r4, [r3, 0])
    strh(r4, [r1, 2])
    add(r1, 4)
    add(r2, 1)
    cmp(r2, 255)
    ble(PAIR)


@micropython.asm_thumb
def clear(r0, r1, r2):
    """The framebuffer's first r1 bytes (a multiple of 4) at r0 set to the word r2 (each byte
    the fill's pixel pair): fb.fill of a whole 4-bit frame, which framebuf does a row's bytes
    at a time (1.9 ms on a 240x240 PicoSystem; here ~0.2 ms: st7789.ST7789.clear).  32 bytes a
    turn while 32 are left, then a word a turn."""
    add(r1, r1, r0)  # r1: the end
    mov(r3, r1)
    sub(r3, 32)  # r3: the last start of a whole turn of 32 bytes
    label(BIG)
    cmp(r0, r3)
    bhi(WORD)
    str(r2, [r0, 0])
    str(r2, [r0, 4])
    str(r2, [r0, 8])
    str(r2, [r0, 12])
    str(r2, [r0, 16])
    str(r2, [r0, 20])
    str(r2, [r0, 24])
    str(r2, [r0, 28])
    add(r0, 32)
    b(BIG)
    label(WORD)
    cmp(r0, r1)
    bcs(END)
    str(r2, [r0, 0])
    add(r0, 4)
    b(WORD)
    label(END)


@micropython.viper
def to_rgb565(src: ptr32, dst: ptr32, lut: ptr32, n4: int, x: int, rows: int, w4: int):
    """rgb565.to_rgb565 (the same arguments): n4 words from word x of each of `rows` rows of w4
    words (n4 at most 63: a row of 504 pixels)."""
    _conv(uint(src) + 4 * x, dst, lut, n4 * 4 | rows << 8 | (w4 - n4) * 4 << 16)


@micropython.viper
def band_sums(src: ptr32, sums: ptr32, dirty: ptr8, nb: int, words: int, total: int, w4: int, bw: int) -> int:
    """rgb565.band_sums (the same arguments and result): dirty[k] the bits of band k's column
    blocks whose sum changed; returns how many bands changed."""
    p = ptr32(_P)
    p[0] = bw
    p[1] = (w4 - bw) * 4
    nc = w4 // bw
    p[2] = nc
    n = 0
    k = 0
    i = 0
    while k < nb:
        end = i + words
        if end > total:
            end = total
        m = int(_band(uint(src) + 4 * i, uint(sums) + 4 * k * nc, _P, (end - i) // w4))
        dirty[k] = m
        if m:
            n += 1
        i = end
        k += 1
    return n
