"""The board in emulation (tools/emu): QEMU mps2-an385 with upstream MicroPython, and the 32-bit
unix port, both built by runtimes/toolchains/micropython.py (`make emu`).  Missing Debian packages are installed
when root; otherwise these tests skip naming them -- never with CI=true."""
import os

import pytest

from runtimes.toolchains import deps


@pytest.fixture(scope="session")
def emu_ready():
    try:
        deps.require("build", "run")
    except deps.Missing as e:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            raise
        pytest.skip(str(e))
    return True
