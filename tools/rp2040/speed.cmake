# Included by the rp2 port's CMakeLists right after its project() (tools/rp2040/build.py passes
# -DCMAKE_PROJECT_firmware_INCLUDE=<this file>): the C the app's frames and moves spend their
# time in, compiled for speed.  The port builds everything -Os (MinSizeRel) but py/vm.c, map.c
# and mpz.c (-O2); on the chip a key press is mostly the app's Python drawing glyphs through
# FrameBuffer.blit (tools/rp2040/figures.py: where a key press's time goes), i.e. the VM's calls
# and attribute lookups (runtime.c, bc.c, objfun.c, objtype.c, obj.c) and framebuf's per-pixel
# loops (extmod/modframebuf.c).  These stay in flash (XIP), as the port has them; gc.c, vm.c and
# parse.c run from RAM (memmap_mp_rp2040.ld), untouched here, so the heap keeps its size.
set_source_files_properties(
    ${MICROPY_DIR}/py/runtime.c
    ${MICROPY_DIR}/py/bc.c
    ${MICROPY_DIR}/py/objfun.c
    ${MICROPY_DIR}/py/objtype.c
    ${MICROPY_DIR}/py/obj.c
    ${MICROPY_DIR}/extmod/modframebuf.c
    PROPERTIES
    COMPILE_OPTIONS "-O2"
)
# The Python stack (tools/rp2040/build.py GC_STACK): its buffer and its set-up on every reset,
# force-included into py/runtime.c only (runtimes/toolchains/emu_board/pystack.h).
set_property(SOURCE ${MICROPY_DIR}/py/runtime.c APPEND PROPERTY COMPILE_OPTIONS "-include;${BOARD_PYSTACK_H}")
