/* The head of the ROM stand-in (see rom.c): vectors, the ROM's magic and version, and the three
   16-bit pointers at 0x14/0x16/0x18 through which pico-sdk finds the ROM's functions and data. */
    .syntax unified
    .cpu cortex-m0plus
    .thumb
    .section .head, "ax"
    .word 0x20042000          /* initial SP */
    .word rom_reset       /* reset */
    .word rom_trap        /* NMI */
    .word rom_trap        /* HardFault */
    .byte 'M', 'u', 0x01, 0x03   /* magic, version 3 (RP2040-B2) */
    .hword rom_func_table
    .hword rom_data_table
    .hword rom_table_lookup + 1
    .hword 0

    .text
    .global rom_trap
    .thumb_func
rom_trap:
    bkpt #0x21
    b rom_trap

    /* double sincos (table entry 0x48): sin(x) in r0:r1, cos(x) in r2:r3 */
    .global rom_dsincos
    .thumb_func
rom_dsincos:
    push {r4-r7, lr}
    mov r4, r0
    mov r5, r1
    bl sin
    mov r6, r0
    mov r7, r1
    mov r0, r4
    mov r1, r5
    bl cos
    mov r2, r0
    mov r3, r1
    mov r0, r6
    mov r1, r7
    pop {r4-r7, pc}

    /* (code, 16-bit pointer) pairs, a zero code ends each; functions carry the Thumb bit */
    .section .rodata.tables, "a"
    .balign 4
    .global rom_func_table
rom_func_table:
    .ascii "P3"; .hword rom_popcount32 + 1
    .ascii "R3"; .hword rom_reverse32 + 1
    .ascii "L3"; .hword rom_clz32 + 1
    .ascii "T3"; .hword rom_ctz32 + 1
    .ascii "MS"; .hword rom_memset + 1
    .ascii "S4"; .hword rom_memset + 1
    .ascii "MC"; .hword rom_memcpy + 1
    .ascii "C4"; .hword rom_memcpy + 1
    .ascii "UB"; .hword rom_reset_usb_boot + 1
    .ascii "IF"; .hword rom_noop + 1
    .ascii "EX"; .hword rom_noop + 1
    .ascii "RE"; .hword rom_flash_range_erase + 1
    .ascii "RP"; .hword rom_flash_range_program + 1
    .ascii "FC"; .hword rom_noop + 1
    .ascii "CX"; .hword rom_noop + 1
    .hword 0, 0
    .global rom_data_table
rom_data_table:
    .ascii "SF"; .hword sf_block + 4
    .ascii "SD"; .hword sd_block + 4
    .ascii "CR"; .hword rom_copyright
    .hword 0, 0
