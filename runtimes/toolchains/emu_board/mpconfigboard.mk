# The emulated board: QEMU's mps2-an385 (Cortex-M3) as upstream's boards/MPS2_AN385, plus a
# littlefs (VfsLfs2) for the app's saves and, in the plain firmware, the app's .mpy files.
# Built by runtimes/toolchains/micropython.py with BOARD_DIR pointing here; the block device is RAM outside the GC
# heap (firmware/boards/emu_mps2.py), so it costs no heap and survives a soft reset.
QEMU_ARCH = arm
QEMU_MACHINE = mps2-an385

CFLAGS += -mthumb -mcpu=cortex-m3 -mfloat-abi=soft
CFLAGS += -DQEMU_SOC_MPS2
CFLAGS += -DMICROPY_HW_MCU_NAME='"Cortex-M3"'

LDSCRIPT = mcu/arm/mps2.ld

SRC_BOARD_O = shared/runtime/gchelper_native.o shared/runtime/gchelper_thumb2.o

MPY_CROSS_FLAGS += -march=armv7m

MICROPY_VFS_LFS2 = 1
# littlefs stamps files with mp_hal_time_ns(), which this port lacks: the board's uptime stands in.
CFLAGS += -D'mp_hal_time_ns()=(1000000ULL * mp_hal_ticks_ms())'

# The GC's mark stack: 64 entries upstream (py/mpconfig.h MICROPY_ALLOC_GC_STACK_SIZE).  The app's
# heap overflows it (a collection marks a module's dict or a list of a few hundred items, pushing
# more than 64 blocks at once), and each overflow costs rescans of the whole heap: one gc.collect()
# at a game's table took 4.8 ms with 64 entries, 2.1 ms with 1024 (tools/emu/keyprof.py --gc), and
# how much it overflowed depended on heap layout.  1024 entries as the rp2 port has with PSRAM, of
# 16 bits as the rp2 port has without it (a 192 KiB heap has 12288 blocks): 2 KiB of static RAM
# outside the GC heap.  The RP2040 firmware takes the same two flags.  The deepest the mark went in
# a game at its largest table with hard computers: 92 entries (tools/emu/keyprof.py --stacks).
CFLAGS += -DMICROPY_ALLOC_GC_STACK_SIZE=1024 -DMICROPY_GC_STACK_ENTRY_TYPE=uint16_t

# The Python stack: a call's frame from a static buffer, not the GC heap (pystack.h, force-included
# into py/runtime.c, which sets it up on every reset; its size is there, the RP2040's too).
CFLAGS += -DMICROPY_ENABLE_PYSTACK=1
$(BUILD)/py/runtime.o: CFLAGS += -include $(BOARD_DIR)/pystack.h
