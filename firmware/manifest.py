# Freeze the engine and the app into a MicroPython firmware image.
#
# From a MicroPython checkout (v1.23 or newer), for the reference board:
#   make -C mpy-cross
#   make -C ports/rp2 BOARD=RPI_PICO FROZEN_MANIFEST=/path/to/this/repo/firmware/manifest.py
# then copy ports/rp2/build-RPI_PICO/firmware.uf2 onto the Pico in BOOTSEL mode.
# Frozen modules run from flash and cost no RAM for their bytecode, which leaves
# the whole heap to the game.  Which board profile runs is still chosen by
# firmware/board_config.py on the board's filesystem (or `make flash` writes it).
#
# Paths here are relative to this file (the MicroPython manifest convention).

# Options (include(this, port_manifest=False, mip=False)) leave out what a port lacks, e.g. the
# emulated board's runtimes/toolchains/manifest_frozen.py.
options.defaults(port_manifest=True, mip=True)

# The port's own frozen modules (asyncio, etc.).
if options.port_manifest:
    include("$(PORT_DIR)/boards/manifest.py")

# The engine: rules, cards, records, views, bots.
package("engine_core", base_path="..")

# The games: one folder each (rules, bots, layout, help), engine_core/games.py names them.
package("games", base_path="..", opt=3)

# The device app and every board profile (a profile's file is only imported on its board).
package("firmware", base_path="..", opt=3)

# The micropython-lib drivers the board files name (their MIP fact, e.g. ssd1306 for the mono 128x64
# board), read from the files' text: the manifest runs with this file's directory as the cwd
# (MicroPython's tools/manifestfile.py), and a new board's driver needs no line here.
if options.mip:
    import ast
    import os

    wanted = set()
    for name in os.listdir("boards"):
        if name.endswith(".py") and not name.startswith("_"):
            with open(os.path.join("boards", name)) as f:
                for node in ast.parse(f.read()).body:
                    if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["MIP"]:
                        wanted.update(ast.literal_eval(node.value))
    for name in sorted(wanted):
        require(name)
