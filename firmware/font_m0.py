"""The innermost loop of firmware/font_gs4.py's text() -- a run of glyph columns put into a
GS4_HMSB framebuffer, each lit bit of a column byte one pixel -- in Thumb machine code
(MicroPython's inline assembler) for a Cortex-M0+ (the RP2040 boards; any later Cortex-M runs it
too).  Why (issue 25, on the emulated RP2040): viper's loop spent ~110 cycles on a lit pixel
(frozen code keeps two locals in registers, the rest on the stack), 26-34 us a character, so a
whole 240x240 table's texts took ~7 ms of its frame; here (a text of 10 letters 0.28 ms -> 0.10)
about half.  font_gs4.py has asc() copy a text's ASCII glyph columns into COLS and calls gs4()
once per COLS-full (twice for tall letters: a
pass per screen row of a glyph row); it uses this module where it loads (a Cortex-M port, its
inline assembler), else its viper loop -- the same pixels (tests/rp2040 compare the chip's frames
with the simulator's).  Registers: r0-r3 the arguments, r4-r7 saved by the assembler's entry, r12
scratch; r8-r11 never touched."""
# mypy: ignore-errors
# (the assembler's registers and instructions are names its compiler knows, not Python's:
# pyproject.toml lets ruff's F821 pass here too)
import micropython

COLS = bytearray(240)  # a text's glyph columns, 6 a character: 40 characters a call
# gs4's words: x of the next column, the screen's width, the ink in a byte's high nibble (an even
# x), in its low nibble (odd), the bytes from a glyph row to the next, the run's first byte
# (set by gs4), sx, and its own counters
P = bytearray(40)


@micropython.asm_thumb
def gs4(r0, r1, r2, r3):
    """r2 column bytes from r1 (bit 0 the top row) drawn from x = P[0] (a column sx pixels wide,
    pixels outside 0 <= x < P[1] left out), rows P[4] bytes apart from the row at byte r0 (the
    screen row's first byte); P[0] ends at the next column's x."""
    str(r0, [r3, 20])
    str(r2, [r3, 32])
    label(COL)
    ldrb(r4, [r1, 0])  # r4: the column's bits
    add(r1, 1)
    cmp(r4, 0)
    beq(NEXT)
    ldr(r6, [r3, 24])
    str(r6, [r3, 28])  # the column's pixels across: sx
    ldr(r6, [r3, 0])
    mov(r12, r6)  # r12: their x
    label(REP)
    mov(r6, r12)
    cmp(r6, 0)
    blt(SKIP)
    ldr(r7, [r3, 4])
    cmp(r6, r7)
    bge(SKIP)
    lsr(r5, r6, 1)
    ldr(r0, [r3, 20])
    add(r5, r5, r0)  # r5: the pixel's byte
    mov(r7, 1)
    and_(r7, r6)
    bne(ODD)
    ldr(r6, [r3, 8])  # r6: the ink, r7: the bits kept (an even x: the high nibble is its pixel)
    mov(r7, 0x0F)
    b(PIX)
    label(ODD)
    ldr(r6, [r3, 12])
    mov(r7, 0xF0)
    label(PIX)
    mov(r2, r4)
    label(BIT)
    lsr(r2, r2, 1)  # the row's bit into the carry
    bcc(NOBIT)
    ldrb(r0, [r5, 0])
    and_(r0, r7)
    orr(r0, r6)
    strb(r0, [r5, 0])
    label(NOBIT)
    ldr(r0, [r3, 16])
    add(r5, r5, r0)
    cmp(r2, 0)
    bne(BIT)
    label(SKIP)
    mov(r6, r12)
    add(r6, 1)
    mov(r12, r6)
    ldr(r6, [r3, 28])
    sub(r6, 1)
    str(r6, [r3, 28])
    bne(REP)
    label(NEXT)
    ldr(r6, [r3, 0])
    ldr(r7, [r3, 24])
    add(r6, r6, r7)
    str(r6, [r3, 0])
    ldr(r2, [r3, 32])
    sub(r2, 1)
    str(r2, [r3, 32])
    bne(COL)


@micropython.asm_thumb
def asc(r0, r1, r2, r3):
    """The glyph columns of up to r1 characters of the UTF-8 text at r0 into r2 (6 bytes a
    character: a blank's 0s, font._ASCII's at r3 for "!" to "~", else its "?"), up to the first
    character that is not ASCII; returns how many it put in."""
    mov(r12, r0)
    label(CH)
    cmp(r1, 0)
    beq(DONE)
    ldrb(r4, [r0, 0])
    cmp(r4, 127)
    bhi(DONE)
    mov(r6, 0)
    cmp(r4, 32)
    beq(BLANK)
    sub(r4, 32)
    cmp(r4, 94)
    bls(GLYPH)
    mov(r4, 31)  # a control character or DEL: "?"
    label(GLYPH)
    lsl(r5, r4, 1)
    add(r5, r5, r4)
    lsl(r5, r5, 1)
    add(r5, r5, r3)  # its 6 column bytes
    ldrb(r6, [r5, 0])
    strb(r6, [r2, 0])
    ldrb(r6, [r5, 1])
    strb(r6, [r2, 1])
    ldrb(r6, [r5, 2])
    strb(r6, [r2, 2])
    ldrb(r6, [r5, 3])
    strb(r6, [r2, 3])
    ldrb(r6, [r5, 4])
    strb(r6, [r2, 4])
    ldrb(r6, [r5, 5])
    strb(r6, [r2, 5])
    b(ON)
    label(BLANK)
    strb(r6, [r2, 0])
    strb(r6, [r2, 1])
    strb(r6, [r2, 2])
    strb(r6, [r2, 3])
    strb(r6, [r2, 4])
    strb(r6, [r2, 5])
    label(ON)
    add(r2, 6)
    add(r0, 1)
    sub(r1, 1)
    b(CH)
    label(DONE)
    mov(r1, r12)
    sub(r0, r0, r1)
