# The emulated board's firmware with the engine and the app frozen in: the project's own manifest,
# without what only real ports have (the port's boards manifest, micropython-lib's ssd1306).
include("../../firmware/manifest.py", port_manifest=False, ssd1306=False)
