# The emulated board's firmware with the engine and the app frozen in: the project's own manifest,
# without what only real ports have (the port's boards manifest, the micropython-lib drivers).
include("../../firmware/manifest.py", port_manifest=False, mip=False)
