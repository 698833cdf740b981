# The emulated board's plain firmware: nothing frozen; the app comes as .mpy on its littlefs.
