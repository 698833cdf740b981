// The Python stack (MICROPY_ENABLE_PYSTACK) of our own firmware images: the emulated board's
// (mpconfigboard.mk) and the RP2040's (tools/rp2040/build.py, speed.cmake).  With it a Python
// call's frame comes from this static buffer instead of the GC heap: a frame needing more than
// a few words had been a heap block allocated and freed on every call (a redraw allocated 26 KB
// gross, mostly frames of app.text, app.fit and cards.card), so drawing fills the heap towards
// the next collection far more slowly.  Force-included (-include) into py/runtime.c only, whose
// mp_init() runs MICROPY_PORT_INIT_FUNC on every (soft) reset.  The buffer is filled with a mark
// first so that its high-water can be read from memory (tools/emu/keyprof.py --stacks).
#include <string.h>

// 8 KiB of static RAM (on the RP2040 the GC heap, the RAM left after it, is that much smaller):
// a game at its largest table with hard computers used at most 1952 bytes, a quarter of it
// (tools/emu/keyprof.py --stacks --presses 100 --largest --level hard: Bob's Hat, 5 players).
// The C stack keeps its size (the RP2040's 8 KiB, the emulated board's 10 KiB) and now holds
// only the C frames of a Python call, not its state.
#define BOARD_PYSTACK_BYTES (8192)
#define BOARD_PYSTACK_MARK (0xa5)

__attribute__((aligned(8), used)) unsigned char board_pystack[BOARD_PYSTACK_BYTES];

#define MICROPY_PORT_INIT_FUNC \
    memset(board_pystack, BOARD_PYSTACK_MARK, sizeof(board_pystack)); \
    mp_pystack_init(board_pystack, board_pystack + sizeof(board_pystack))
