# The emulated board: QEMU's mps2-an385 (Cortex-M3) as upstream's boards/MPS2_AN385, plus a
# littlefs (VfsLfs2) for the app's saves and, in the plain firmware, the app's .mpy files.
# Built by tools/emu/build.py with BOARD_DIR pointing here; the block device is RAM outside the GC
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
