"""The runtimes: one way to run the app anywhere, below the simulator and the tools.

    make.make_runtime(kind, board)  the app on CPython (cpython.py), the MicroPython or the
                                    CircuitPython unix port (unix.py) or the emulated board (emu.py)
    wire.py        the host's side of the one host<->guest protocol
    guest/         the guest's side that is not a board file: real modules, linted and compiled
    qemu.py        the emulated board (QEMU mps2-an385) driven over its UART
    mpy.py         the one .mpy tree compiler (a board's bundle, any list of files)
    toolchains/    the one table of toolchain recipes (the ports, the firmware, mpy-cross)

No import here: MicroPython imports this package when it loads runtimes/guest/ modules.
"""
